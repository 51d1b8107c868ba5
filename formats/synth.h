/* synth.h -- owns the one builder of the synthetic records that readers insert into a
 * stream (docs/ref/tracelog.md §5): 00C READER RESYNC (bytes skipped) and 006 LOST EVENTS.
 * Used by the trclog, S.Ha.R.K., QNX, LTT and trcshm readers.  Internal to formats/. */
#ifndef TRC_SYNTH_H
#define TRC_SYNTH_H
#include <stdint.h>
#include "common/record.h"

/* Byte sizes of the synthetic format buffers (a 006 of a 32-bit stream uses 24). */
enum { TRC_SYNTH_00C_LEN = 24, TRC_SYNTH_006_LEN = 40 };

/* Fill rec as a synthetic 00C in fb (TRC_SYNTH_00C_LEN bytes), 64-bit layout: hook word
 * flags 0x8000, length 16, sub-hook = reason, D1 = bytes skipped, D2 = their file offset;
 * time `ticks`, cpu/pid/tid unknown, $LOGIDX0 = D2; flags E64|SYNTH|NOTS | `flags`. */
void trc_synth_00c(trc_record *rec, uint8_t *fb, trc_byteorder bo, unsigned reason,
                   uint64_t skipped, uint64_t offset, uint64_t ticks, uint16_t flags);
/* Fill rec as a synthetic 006 in fb (TRC_SYNTH_006_LEN bytes): sub-hook = reason, D1
 * events lost, D2 bytes lost, D3 units lost, D4 loss window (ticks).  env 64: the 64-bit
 * layout (flags 0x8000, length 32; E64); env 32: the 32-bit hook word 006E and four 32-bit
 * words (values saturated), 24 bytes.  Time `ticks`, cpu as given, pid/tid unknown,
 * offsets = offset; flags SYNTH | `flags`. */
void trc_synth_006(trc_record *rec, uint8_t *fb, trc_byteorder bo, int env, unsigned reason,
                   uint64_t d1, uint64_t d2, uint64_t d3, uint64_t d4, uint64_t ticks,
                   uint16_t cpu, uint64_t offset, uint16_t flags);

#endif
