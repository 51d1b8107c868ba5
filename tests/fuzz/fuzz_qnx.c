/* fuzz_qnx.c -- fuzz target `qnx`: a QNX instrumented-kernel .kev file (docs/ref/foreign.md §3)
 * through the report with the shipped qnx.tmpl. */
#include "tests/fuzz/fuzz.h"
#include "formats/foreign.h"

/* Warnings are discarded. */
static void nowarn(void *ctx, const char *msg) { (void)ctx; (void)msg; }

/* Report the file. */
TRC_FUZZ_TARGET(qnx)
{
    const char *path = trc_fuzz_memfile(0, data, size);
    if (!path) return 0;
    trc_qnx_opts o = { nowarn, NULL };
    char err[512];
    trc_source *s = trc_qnx_open(path, &o, err, sizeof err);
    if (s) trc_fuzz_report(s, trc_fuzz_set("qnx.tmpl"), 1);
    return 0;
}
