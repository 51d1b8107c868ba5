/* fuzz_trcshm.c -- fuzz target `trcshm`: recovery of a libtrc shared buffer file left by a
 * crashed process (docs/ref/runtime.md §8, `trcrpt -F trcshm`): header, TRCSHM01
 * control block, chunk descriptors and chunk data, through the report. */
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"

/* The file at path ctx, opened as trcrpt -F trcshm does. */
static trc_source *open_shm(void *ctx)
{
    trc_input_opts io;
    trc_input_opts_init(&io);
    io.format = TRC_IN_TRCSHM;
    char err[512];
    trc_input_format used;
    return trc_input_open(ctx, &io, &used, err, sizeof err);
}

/* Report the recovered records of the file; then that report against its -r copy's. */
TRC_FUZZ_TARGET(trcshm)
{
    const char *path = trc_fuzz_memfile(0, data, size);
    if (!path) return 0;
    trc_source *s = open_shm((void *)path);
    if (s) trc_fuzz_report(s, trc_fuzz_set(NULL), 1);
    if (s) trc_fuzz_check_copy(open_shm, (void *)path, trc_fuzz_set(NULL));
    return 0;
}
