/* hdrhist.h -- owns the log-linear duration histogram of `trcrpt --stats` (docs/report.md,
 * "--stats"): HdrHistogram's layout with 2 significant decimal digits.  Values are
 * unsigned 64-bit (ns); values below 256 are counted exactly, above that each power-of-two
 * range [2^k, 2^(k+1)) is cut in 128 equal sub-buckets, so a bucket is at most 1/128 of
 * its values wide (relative error <= 0.79 %).  Storage is sparse: one block of 128
 * counters per power of two that holds a value (at most 57 blocks, 58 KiB), so memory
 * grows with the spread of the values, never with their count.  Count, total, min and
 * max are kept exactly beside the buckets. */
#ifndef TRC_COMMON_HDRHIST_H
#define TRC_COMMON_HDRHIST_H
#include <stdint.h>

/* Sub-buckets per half range (2 significant digits: 2 * 10^2 rounded up to 256 / 2). */
enum { TRC_HH_SUB = 128, TRC_HH_BLOCKS = 57 };

/* A histogram (zero-initialised: empty). */
typedef struct trc_hdrhist {
    uint64_t *blk[TRC_HH_BLOCKS]; /* counters of block b (NULL: all zero); block 0 holds
                                     the values 0..255 (256 counters), block b >= 1 the
                                     128 sub-buckets of [2^(b+7), 2^(b+8)) */
    uint64_t count;               /* values recorded (exact) */
    uint64_t total;               /* their sum, saturated at UINT64_MAX (exact below) */
    uint64_t min, max;            /* smallest and largest value (valid when count > 0) */
} trc_hdrhist;

/* Add n values equal to v; 0, or -1 when out of memory (nothing added). */
int trc_hh_add(trc_hdrhist *h, uint64_t v, uint64_t n);
/* Add every count of src into dst (count, total, min, max combined); 0 or -1 (OOM; dst may
 * then hold part of src's buckets, its count/total/min/max unchanged). */
int trc_hh_merge(trc_hdrhist *dst, const trc_hdrhist *src);
/* The value at percentile p (0 < p <= 100): the highest value equivalent to the bucket
 * holding the ceil(p/100 * count)-th smallest value, clamped to [min, max]; 0 when empty. */
uint64_t trc_hh_percentile(const trc_hdrhist *h, double p);
/* The highest value counted in the same bucket as v (a bucket's inclusive upper bound). */
uint64_t trc_hh_upper(uint64_t v);
/* Walk the non-empty buckets in increasing order: from *pos (start at 0), sets *upper
 * (inclusive upper bound) and *n; returns 1, or 0 when there are no more. */
int trc_hh_next(const trc_hdrhist *h, uint32_t *pos, uint64_t *upper, uint64_t *n);
/* Free the blocks (h is empty again). */
void trc_hh_free(trc_hdrhist *h);

#endif
