/* fuzz_shark.c -- fuzz target `shark`: an S.Ha.R.K. FTrace file (docs/ref/foreign.md §2)
 * through the report with the shipped shark.tmpl.  Input byte 0:
 * bit 0 --no-sort, bit 1 --shark-clk-per-msec=1000; the file follows.  The report is also
 * compared with the one of its -r copy. */
#include "tests/fuzz/fuzz.h"
#include "formats/foreign.h"

/* Warnings are discarded. */
static void nowarn(void *ctx, const char *msg) { (void)ctx; (void)msg; }

/* An input of the target: the file's path and the options of byte 0. */
typedef struct shark_in {
    const char *path;   /* the file */
    unsigned opt;       /* byte 0 */
} shark_in;

/* The file ctx (a shark_in), opened as trcrpt -F shark does with its options. */
static trc_source *open_shark(void *ctx)
{
    const shark_in *a = ctx;
    trc_shark_opts o = { a->opt & 2 ? 1000 : 0, a->opt & 1, nowarn, NULL };
    char err[512];
    return trc_shark_open(a->path, &o, err, sizeof err);
}

/* Report the file; then its report against its -r copy's. */
TRC_FUZZ_TARGET(shark)
{
    if (size < 1) return 0;
    shark_in in = { trc_fuzz_memfile(0, data + 1, size - 1), data[0] };
    if (!in.path) return 0;
    trc_source *s = open_shark(&in);
    if (s) trc_fuzz_report(s, trc_fuzz_set("shark.tmpl"), 1);
    if (s) trc_fuzz_check_copy(open_shark, &in, trc_fuzz_set("shark.tmpl"));
    return 0;
}
