/* sat.h -- saturating arithmetic on 64-bit times and counts read from files: every sum,
 * difference or scaling of such values clamps to the type's range instead of overflowing
 * (docs/fuzzing.md "Time arithmetic"). Header only, no state. */
#ifndef TRC_SAT_H
#define TRC_SAT_H
#include <stdint.h>

/* a + b clamped to [0, UINT64_MAX]. */
static inline uint64_t trc_sat_addu(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* a + b clamped to [INT64_MIN, INT64_MAX]. */
static inline int64_t trc_sat_addi(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_add_overflow(a, b, &r)) return a < 0 ? INT64_MIN : INT64_MAX;
    return r;
}

/* A 128-bit intermediate clamped to [INT64_MIN, INT64_MAX]. */
static inline int64_t trc_sat_i128(__int128 v)
{
    return v > INT64_MAX ? INT64_MAX : v < INT64_MIN ? INT64_MIN : (int64_t)v;
}

/* floor(a / d) for d > 0, exact over the whole int64 range (no negation of a). */
static inline int64_t trc_floordiv(int64_t a, int64_t d)
{
    int64_t q = a / d;
    return (a % d < 0) ? q - 1 : q;
}

/* a - d * floor(a / d), in [0, d) for d > 0, exact over the whole int64 range (computed
 * from a % d, never as a - d * q, which overflows when d * q is below INT64_MIN). */
static inline int64_t trc_floormod(int64_t a, int64_t d)
{
    int64_t r = a % d;
    return r < 0 ? r + d : r;
}

#endif
