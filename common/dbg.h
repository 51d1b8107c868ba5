/* dbg.h -- owns TRC_DASSERT, the assertions at the engine's seams (docs/interpreter.md,
 * "Checks at the seams"): checked in a debug build (-DTRC_DEBUG, .ci/run stage 2c runs
 * the unit and golden tests so), nothing in the others, whose hot loops they would slow. */
#ifndef TRC_DBG_H
#define TRC_DBG_H
#ifdef TRC_DEBUG
#undef NDEBUG
#include <assert.h>
#define TRC_DASSERT(x) assert(x)
#else
#define TRC_DASSERT(x) ((void)0)
#endif
#endif
