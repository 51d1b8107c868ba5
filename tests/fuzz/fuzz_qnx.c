/* fuzz_qnx.c -- fuzz target `qnx`: a QNX instrumented-kernel .kev file (docs/ref/foreign.md §3)
 * through the report with the shipped qnx.tmpl; the report against the one of its -r copy. */
#include "tests/fuzz/fuzz.h"
#include "formats/foreign.h"

/* Warnings are discarded. */
static void nowarn(void *ctx, const char *msg) { (void)ctx; (void)msg; }

/* The file at path ctx, opened as trcrpt -F qnx does. */
static trc_source *open_qnx(void *ctx)
{
    trc_qnx_opts o = { nowarn, NULL };
    char err[512];
    return trc_qnx_open(ctx, &o, err, sizeof err);
}

/* Report the file; then its report against its -r copy's. */
TRC_FUZZ_TARGET(qnx)
{
    const char *path = trc_fuzz_memfile(0, data, size);
    if (!path) return 0;
    trc_source *s = open_qnx((void *)path);
    if (s) trc_fuzz_report(s, trc_fuzz_set("qnx.tmpl"), 1);
    if (s) trc_fuzz_check_copy(open_qnx, (void *)path, trc_fuzz_set("qnx.tmpl"));
    return 0;
}
