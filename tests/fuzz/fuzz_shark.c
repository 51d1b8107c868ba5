/* fuzz_shark.c -- fuzz target `shark`: an S.Ha.R.K. FTrace file (docs/ref/foreign.md §2)
 * through the report with the shipped shark.tmpl.  Input byte 0:
 * bit 0 --no-sort, bit 1 --shark-clk-per-msec=1000; the file follows. */
#include "tests/fuzz/fuzz.h"
#include "formats/foreign.h"

/* Warnings are discarded. */
static void nowarn(void *ctx, const char *msg) { (void)ctx; (void)msg; }

/* Report the file. */
TRC_FUZZ_TARGET(shark)
{
    if (size < 1) return 0;
    const char *path = trc_fuzz_memfile(0, data + 1, size - 1);
    if (!path) return 0;
    trc_shark_opts o = { data[0] & 2 ? 1000 : 0, data[0] & 1, nowarn, NULL };
    char err[512];
    trc_source *s = trc_shark_open(path, &o, err, sizeof err);
    if (s) trc_fuzz_report(s, trc_fuzz_set("shark.tmpl"), 1);
    return 0;
}
