/* fuzz_ltt.c -- fuzz target `ltt`: an LTT trace directory (docs/ref/foreign.md §4)
 * built from the input under the per-process temp dir: the input is cut at each
 * "\n=====\n" into info/system.xml, eventdefs/core.xml, control/facilities, cpu/0 and
 * cpu/1 (missing parts are missing files).  The directory is opened, its templates
 * generated and compiled with the built-in layer, and its events reported, as trcrpt -F ltt
 * does, and the report compared with the one of its -r copy. */
#include "tests/fuzz/fuzz.h"
#include "common/buf.h"
#include "formats/ltt.h"
#include "interp/tset.h"
#include <stdlib.h>
#include <string.h>

/* Warnings are discarded. */
static void nowarn(void *ctx, const char *msg) { (void)ctx; (void)msg; }

static const char *const parts[] = {
    "info/system.xml", "eventdefs/core.xml", "control/facilities", "cpu/0", "cpu/1"
};

/* The directory ctx, opened as trcrpt -F ltt does. */
static trc_source *open_ltt(void *ctx)
{
    trc_ltt_opts o = { TRC_LTT_UNIT_AUTO, nowarn, NULL };
    char err[512];
    return trc_ltt_open(ctx, &o, err, sizeof err);
}

/* Write the parts, open the directory, generate and compile its templates, report; then
 * that report against the one of its -r copy (with the same set). */
TRC_FUZZ_TARGET(ltt)
{
    const char *dir = trc_fuzz_tmpdir();
    if (!dir) return 0;
    trc_fuzz_clear(dir);
    static const char sep[] = "\n=====\n";
    const uint8_t *p = data, *end = data + size;
    for (unsigned i = 0; i < sizeof parts / sizeof *parts && p <= end; i++) {
        const uint8_t *q = memmem(p, (size_t)(end - p), sep, sizeof sep - 1);
        size_t n = q ? (size_t)(q - p) : (size_t)(end - p);
        if (trc_fuzz_put(dir, parts[i], p, n) != 0) return 0;
        if (!q) break;
        p = q + sizeof sep - 1;
    }
    trc_ltt_opts o = { TRC_LTT_UNIT_AUTO, nowarn, NULL };
    char err[512];
    trc_source *s = trc_ltt_open(dir, &o, err, sizeof err);
    if (!s) return 0;
    trc_buf b;
    trc_buf_init(&b);
    trc_tset t;
    trc_tset_init(&t, trc_fuzz_sink(), 0, "fuzz: ");
    int st = trc_tset_add_builtin(&t);
    if (!st && trc_ltt_templates(s, &b) == 0 && !b.failed) {
        char *text = b.data ? b.data : calloc(1, 1);   /* owned by t from here */
        size_t len = b.len;
        trc_buf_init(&b);
        st = text ? trc_tset_add_text(&t, "<generated>", text, len) : 6;
    } else {
        st = 6;
    }
    trc_buf_free(&b);
    trc_progset *set = NULL;
    if (!st && trc_tset_check(&t, 0, 0) == 0) set = trc_tset_compile(&t);
    trc_tset_free(&t);
    if (set) {
        trc_fuzz_report(s, set, 1);
        trc_fuzz_check_copy(open_ltt, (void *)dir, set);
        trc_progset_free(set);
    } else {
        s->close(s);
    }
    return 0;
}
