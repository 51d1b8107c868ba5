/* hdrhist.c -- owns the log-linear histogram of common/hdrhist.h (docs/report.md,
 * "--stats"): bucket arithmetic, sparse blocks, percentiles and the bucket walk. */
#include "common/hdrhist.h"
#include <stdlib.h>

/* Block of v: 0 for v < 256, else floor(log2(v)) - 7. */
static inline unsigned block_of(uint64_t v)
{
    return v < 2 * TRC_HH_SUB ? 0 : (unsigned)(63 - __builtin_clzll(v)) - 7;
}

/* Counter index of v in its block. */
static inline unsigned slot_of(uint64_t v, unsigned b)
{
    return b == 0 ? (unsigned)v : (unsigned)(v >> b) - TRC_HH_SUB;
}

/* Counters in block b. */
static inline unsigned block_len(unsigned b)
{
    return b == 0 ? 2 * TRC_HH_SUB : TRC_HH_SUB;
}

/* Lowest value of counter i of block b. */
static inline uint64_t low_of(unsigned b, unsigned i)
{
    return b == 0 ? i : (uint64_t)(i + TRC_HH_SUB) << b;
}

/* Highest value of counter i of block b (inclusive). */
static inline uint64_t high_of(unsigned b, unsigned i)
{
    return b == 0 ? i : low_of(b, i) + (((uint64_t)1 << b) - 1);
}

uint64_t trc_hh_upper(uint64_t v)
{
    unsigned b = block_of(v);
    return high_of(b, slot_of(v, b));
}

int trc_hh_add(trc_hdrhist *h, uint64_t v, uint64_t n)
{
    if (!n) return 0;
    unsigned b = block_of(v);
    if (!h->blk[b] && !(h->blk[b] = calloc(block_len(b), sizeof(uint64_t)))) return -1;
    h->blk[b][slot_of(v, b)] += n;
    if (!h->count || v < h->min) h->min = v;
    if (!h->count || v > h->max) h->max = v;
    h->count += n;
    uint64_t add;
    if (__builtin_mul_overflow(v, n, &add) || __builtin_add_overflow(h->total, add, &h->total))
        h->total = UINT64_MAX;
    return 0;
}

int trc_hh_merge(trc_hdrhist *dst, const trc_hdrhist *src)
{
    if (!src->count) return 0;
    for (unsigned b = 0; b < TRC_HH_BLOCKS; b++) {
        if (!src->blk[b]) continue;
        if (!dst->blk[b] && !(dst->blk[b] = calloc(block_len(b), sizeof(uint64_t)))) return -1;
        for (unsigned i = 0; i < block_len(b); i++) dst->blk[b][i] += src->blk[b][i];
    }
    if (!dst->count || src->min < dst->min) dst->min = src->min;
    if (!dst->count || src->max > dst->max) dst->max = src->max;
    dst->count += src->count;
    if (__builtin_add_overflow(dst->total, src->total, &dst->total)) dst->total = UINT64_MAX;
    return 0;
}

uint64_t trc_hh_percentile(const trc_hdrhist *h, double p)
{
    if (!h->count) return 0;
    double want = p / 100.0 * (double)h->count;
    uint64_t rank = (uint64_t)want;
    if ((double)rank < want) rank++;   /* ceil */
    if (rank < 1) rank = 1;
    if (rank > h->count) rank = h->count;
    uint64_t seen = 0;
    for (unsigned b = 0; b < TRC_HH_BLOCKS; b++) {
        if (!h->blk[b]) continue;
        for (unsigned i = 0; i < block_len(b); i++) {
            seen += h->blk[b][i];
            if (seen >= rank) {
                uint64_t v = high_of(b, i);
                return v < h->min ? h->min : v > h->max ? h->max : v;
            }
        }
    }
    return h->max;
}

int trc_hh_next(const trc_hdrhist *h, uint32_t *pos, uint64_t *upper, uint64_t *n)
{
    for (uint32_t k = *pos; k < TRC_HH_BLOCKS * 2 * TRC_HH_SUB; k++) {
        unsigned b = k / (2 * TRC_HH_SUB), i = k % (2 * TRC_HH_SUB);
        if (!h->blk[b]) { k = (b + 1) * 2 * TRC_HH_SUB - 1; continue; }
        if (i >= block_len(b) || !h->blk[b][i]) continue;
        *upper = high_of(b, i);
        *n = h->blk[b][i];
        *pos = k + 1;
        return 1;
    }
    *pos = TRC_HH_BLOCKS * 2 * TRC_HH_SUB;
    return 0;
}

void trc_hh_free(trc_hdrhist *h)
{
    for (unsigned b = 0; b < TRC_HH_BLOCKS; b++) free(h->blk[b]);
    *h = (trc_hdrhist){ 0 };
}
