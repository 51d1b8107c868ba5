/* trcshm.h -- reader of libtrc's shared buffer files (`shm=PATH`, docs/ref/runtime.md §8): the
 * trclog header, the TRCSHM01 control block, the chunk descriptors and the live chunk
 * data a crashed or killed process left behind.
 * Owns: the public entry point of formats/trcshm.c (for `trcrpt -F trcshm`). */
#ifndef TRC_TRCSHM_H
#define TRC_TRCSHM_H
#include <stddef.h>
#include "common/record.h"

/* Open a trcshm file.  Records come from the chunks whose state is not FREE and whose
 * `used` > 0, in ascending chunk sequence number; within a chunk the walk stops at a zero
 * rec_len (the rest: lost bytes) or a pad; records with COMMIT clear are skipped; each
 * chunk with skipped records or bytes is followed by a synthetic 006 reason 6; the
 * stored loss counters become a final 006 (reason 2 for a circular buffer, else 1).
 * NULL with a message in err when the file cannot be read or is not a trcshm file. */
trc_source *trc_trcshm_open(const char *path, char *err, size_t errlen);

#endif
