/* fuzz_trcshm.c -- fuzz target `trcshm`: recovery of a libtrc shared buffer file left by a
 * crashed process (docs/ref/runtime.md §8, `trcrpt -F trcshm`): header, TRCSHM01
 * control block, chunk descriptors and chunk data, through the report. */
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"

/* Report the recovered records of the file. */
TRC_FUZZ_TARGET(trcshm)
{
    const char *path = trc_fuzz_memfile(0, data, size);
    if (!path) return 0;
    trc_input_opts io;
    trc_input_opts_init(&io);
    io.format = TRC_IN_TRCSHM;
    char err[512];
    trc_input_format used;
    trc_source *s = trc_input_open(path, &io, &used, err, sizeof err);
    if (s) trc_fuzz_report(s, trc_fuzz_set(NULL), 1);
    return 0;
}
