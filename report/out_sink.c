/* out_sink.c -- owns the report's single hook into the non-text outputs (docs/ref/report.md
 * §4.2, §5): one object that is either the `-r` trclog writer or a structured writer, so
 * that report/report.c calls open / record / close and nothing else; and the structured
 * writer object with its dispatch to the writers' ops (report/out_json.c, out_csv.c,
 * out_chrome.c, out_perfetto.c), which share the helpers of out_common.c and out_fields.c
 * and call nothing here. */
#include "report/out_int.h"
#include <stdlib.h>
#include <string.h>

/* ---- kinds and dispatch ----------------------------------------------------------- */

int trc_output_parse(const char *name, trc_output *kind)
{
    static const char *const names[] = { "text", "json", "csv", "chrome", "perfetto" };
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0) { *kind = (trc_output)i; return 0; }
    return -1;
}

trc_outw *trc_outw_new(trc_output kind, int header)
{
    const trc_outw_ops *ops = kind == TRC_OUTPUT_JSON ? &trc_outw_json_ops
                            : kind == TRC_OUTPUT_CSV ? &trc_outw_csv_ops
                            : kind == TRC_OUTPUT_CHROME ? &trc_outw_chrome_ops
                            : kind == TRC_OUTPUT_PERFETTO ? &trc_outw_perfetto_ops : NULL;
    if (!ops) return NULL;
    trc_outw *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->ops = ops;
    w->kind = kind;
    w->header = header;
    trc_buf_init(&w->scratch);
    trc_buf_init(&w->file_json);
    return w;
}

int trc_outw_begin(trc_outw *w, trc_buf *b, const trc_loginfo *info)
{
    int r = w->ops->begin(w, b, info);
    return r || b->failed ? -1 : 0;
}

int trc_outw_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    int r = w->ops->event(w, b, e);
    return r || b->failed || w->scratch.failed ? -1 : 0;
}

int trc_outw_end(trc_outw *w, trc_buf *b)
{
    int r = w->ops->end(w, b);
    return r || b->failed ? -1 : 0;
}

void trc_outw_free(trc_outw *w)
{
    if (!w) return;
    if (w->ops->free) w->ops->free(w);
    trc_out_names_free(&w->names);
    free(w->shapes);
    trc_buf_free(&w->scratch);
    free(w->hookc);
    free(w->whoc);
    trc_buf_free(&w->file_json);
    free(w);
}

/* The non-text output of a run. */
struct trc_outs {
    trc_rawout *raw;        /* -r writer, or NULL */
    trc_outw *w;            /* structured writer, or NULL */
    int oom;                /* out of memory while writing */
    trc_part *part;         /* --partition: the JSON lines go there, not to the output */
    int held;               /* --range's walk: partitioned lines are dropped (trc_outs_hold) */
};

int trc_outs_open(trc_outs **res, int raw, trc_output kind, int header, FILE *out,
                  trc_source *const *srcs, unsigned n, trc_buf *b, FILE *err, const char *prog)
{
    *res = NULL;
    trc_outs *s = calloc(1, sizeof *s);
    if (!s) { fprintf(err, "%sout of memory\n", prog); return TRC_ST_NOMEM; }
    if (raw) {
        char msg[512];
        int status = TRC_ST_NOMEM;
        s->raw = trc_rawout_new(out, srcs, n, &status, msg, sizeof msg);
        if (!s->raw) {
            if (status) fprintf(err, "%s%s\n", prog, msg);
            free(s);
            return status;
        }
    } else {
        s->w = trc_outw_new(kind, header);
        if (!s->w || trc_outw_begin(s->w, b, n ? &srcs[0]->info : NULL) != 0) {
            fprintf(err, "%sout of memory\n", prog);
            trc_outw_free(s->w);
            free(s);
            return TRC_ST_NOMEM;
        }
    }
    *res = s;
    return TRC_ST_OK;
}

int trc_outs_record(trc_outs *s, trc_buf *b, const trc_out_event *e)
{
    if (s->raw) return trc_rawout_record(s->raw, e->rec, e->info) == 0 ? 1 : -1;
    if (!e->ev->print) return 0;
    trc_outw *w = s->w;          /* trc_outw_event without the extra call */
    size_t mark = b->len;
    if (w->ops->event(w, b, e) || b->failed || w->scratch.failed) { s->oom = 1; return -1; }
    if (s->part) {
        int k = s->held ? 0 : trc_part_add(s->part, e, b->data + mark, b->len - mark);
        b->len = mark;
        if (k != 0) { s->oom = 1; return -1; }
    }
    return 1;
}

int trc_outs_close(trc_outs *s, trc_buf *b, FILE *err, const char *prog, int color)
{
    if (!s) return TRC_ST_OK;
    int status = TRC_ST_OK;
    if (s->raw) {
        uint64_t n = trc_rawout_toolong(s->raw);
        if (n)   /* the summary counts them as printed: say that the copy has not them */
            fprintf(err, "%s%swarning%s: -r: %llu record%s not copied: %s entry is longer than the "
                    "65535 bytes a trclog entry holds\n", prog, color ? "\033[33m" : "",
                    color ? "\033[0m" : "", (unsigned long long)n, n == 1 ? "" : "s", n == 1 ? "its" : "each");
        char msg[512];
        status = trc_rawout_close(s->raw, msg, sizeof msg);
        if (status) fprintf(err, "%s%s\n", prog, msg);
    } else {
        if (!s->oom && trc_outw_end(s->w, b) != 0) s->oom = 1;
        if (s->oom) { fprintf(err, "%sout of memory\n", prog); status = TRC_ST_NOMEM; }
        char msg[600];
        if (s->part && trc_part_close(s->part, msg, sizeof msg) != 0 && !status) {
            fprintf(err, "%s%s\n", prog, msg);
            status = TRC_ST_OUTPUT;
        }
        trc_part_free(s->part);
        trc_outw_free(s->w);
    }
    free(s);
    return status;
}

int trc_outs_open_part(trc_outs **res, trc_output kind, int header)
{
    trc_outs *s = calloc(1, sizeof *s);
    if (s) s->w = trc_outw_new(kind, header);
    if (!s || !s->w) { free(s); *res = NULL; return -1; }
    *res = s;
    return 0;
}

int trc_outs_partition(trc_outs *s, const char *dir, const unsigned *keys, unsigned nkeys,
                       unsigned number)
{
    s->part = trc_part_new(dir, keys, nkeys, number);
    return s->part ? 0 : -1;
}

void trc_outs_hold(trc_outs *s, int on)
{
    if (s) s->held = on;
}

void trc_outs_discard(trc_outs *s)
{
    if (!s) return;
    trc_part_free(s->part);
    trc_outw_free(s->w);
    free(s);
}

void trc_outs_set_embed(trc_outs *s, const trc_rawembed *e)
{
    if (s && s->raw) trc_rawout_set_embed(s->raw, e);
}
