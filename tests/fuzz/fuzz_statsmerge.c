/* fuzz_statsmerge.c -- fuzz target `statsmerge`: `trcrpt --stats-merge` input, the stats
 * JSON Lines of docs/ref/report.md §5.5 (report/stats_merge.c).  The input holds up to two
 * files separated by a NUL byte, merged in order as two inputs; the merged tables are
 * printed as text, CSV and JSON.  Oracle: when the inputs were read, the JSON printed,
 * read back alone, prints the same JSON again (a merge of one run's output is that run). */
#include "tests/fuzz/fuzz.h"
#include "report/stats.h"
#include <stdlib.h>
#include <string.h>

/* The merged tables of p[0..n) (parts cut at the first NUL) printed in `output` into b;
 * TRC_ST_OK or the status of the first input that failed. */
static int merge(const char *p, size_t n, int output, trc_buf *b)
{
    trc_stats_opts o;
    memset(&o, 0, sizeof o);
    o.tables = TRC_STATS_HOOKS | TRC_STATS_PROCS | TRC_STATS_SPANS | TRC_STATS_HIST;
    o.maxgroups = 64;   /* (other) reached by small inputs */
    o.output = output;
    o.header = 1;
    trc_stats *s = trc_stats_new(&o, NULL, "");
    if (!s) return TRC_ST_NOMEM;
    const char *nul = memchr(p, '\0', n);
    size_t n1 = nul ? (size_t)(nul - p) : n;
    int st = trc_stats_merge_mem(s, p, n1, "a");
    if (st == TRC_ST_OK && nul) st = trc_stats_merge_mem(s, nul + 1, n - n1 - 1, "b");
    if (st == TRC_ST_OK && trc_stats_finish(s, b)) st = TRC_ST_NOMEM;
    trc_stats_free(s);
    return st;
}

TRC_FUZZ_TARGET(statsmerge)
{
    const char *p = (const char *)data;
    trc_buf text, csv, json, again;
    trc_buf_init(&text);
    trc_buf_init(&csv);
    trc_buf_init(&json);
    trc_buf_init(&again);
    merge(p, size, TRC_OUTPUT_TEXT, &text);
    merge(p, size, TRC_OUTPUT_CSV, &csv);
    if (merge(p, size, TRC_OUTPUT_JSON, &json) == TRC_ST_OK && !json.failed) {
        int st = merge(json.data ? json.data : "", json.len, TRC_OUTPUT_JSON, &again);
        if (st != TRC_ST_OK || again.len != json.len || (json.len && memcmp(again.data, json.data, json.len))) {
            fprintf(stderr, "statsmerge: the merged JSON read back differs (status %d)\n", st);
            abort();
        }
    }
    trc_buf_free(&text);
    trc_buf_free(&csv);
    trc_buf_free(&json);
    trc_buf_free(&again);
    return 0;
}
