/* hdrhist_test.c -- unit test of common/hdrhist.c: percentiles against the exact ones of
 * the sorted values (relative error <= 1 %, the worst one measured is printed), exact
 * count/total/min/max, merge = adding everything to one, the bucket walk and its upper
 * bounds, the edges (0, 255, 256, UINT64_MAX). */
#include "common/hdrhist.h"
#include "tests/unit/tap.h"
#include <stdlib.h>
#include <string.h>

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

static uint64_t rng = 88172645463325252ull;
/* xorshift64 */
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static int cmp(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Exact percentile p of the sorted v[0..n): the ceil(p/100*n)-th smallest. */
static uint64_t exact(const uint64_t *v, size_t n, double p)
{
    double want = p / 100.0 * (double)n;
    size_t rank = (size_t)want;
    if ((double)rank < want) rank++;
    if (rank < 1) rank = 1;
    return v[rank - 1];
}

int main(void)
{
    tap t = { 0, 0 };
    static const double ps[] = { 1, 10, 25, 50, 75, 90, 99, 99.9, 99.99, 100 };
    enum { N = 200000 };
    uint64_t *v = malloc(N * sizeof *v);
    double worst = 0;
    for (int dist = 0; dist < 5; dist++) {
        trc_hdrhist h = { 0 }, a = { 0 }, b = { 0 };
        uint64_t total = 0;
        for (size_t i = 0; i < N; i++) {
            uint64_t x = next();
            switch (dist) {
            case 0: x %= 256; break;                           /* small: exact buckets */
            case 1: x %= 10000000; break;                      /* uniform to 10 ms */
            case 2: x >>= next() % 64; break;                  /* log-uniform, all scales */
            case 3: x = 1000 + (x % 1000) * (x % 1000); break; /* skewed */
            default: x = (uint64_t)128 << (x % 50); break;     /* bucket starts: the worst case */
            }
            v[i] = x;
            if (dist != 2 && dist != 4) total += x;
            trc_hh_add(&h, x, 1);
            trc_hh_add(i % 3 ? &a : &b, x, 1);
        }
        qsort(v, N, sizeof *v, cmp);
        double w = 0;
        int all_ok = 1;
        for (size_t k = 0; k < sizeof ps / sizeof ps[0]; k++) {
            uint64_t e = exact(v, N, ps[k]), g = trc_hh_percentile(&h, ps[k]);
            double rel = e ? ((double)g - (double)e) / (double)e : (double)g;
            if (rel < 0) rel = -rel;
            if (rel > w) w = rel;
            all_ok &= g >= e && rel <= 0.01 && (dist != 0 || g == e);
        }
        if (w > worst) worst = w;
        ok(&t, all_ok, "distribution %d: every percentile within 1 %% above the exact one (worst %.4f %%)", dist, 100 * w);
        ok(&t, h.count == N && h.min == v[0] && h.max == v[N - 1] && (dist == 2 || dist == 4 || h.total == total),
           "distribution %d: count, min, max, total exact", dist);
        trc_hh_merge(&a, &b);
        int same = a.count == h.count && a.min == h.min && a.max == h.max && a.total == h.total;
        for (unsigned bl = 0; bl < TRC_HH_BLOCKS; bl++) {
            unsigned len = bl ? TRC_HH_SUB : 2 * TRC_HH_SUB;
            if (!h.blk[bl] != !a.blk[bl]) same = 0;
            else if (h.blk[bl] && memcmp(h.blk[bl], a.blk[bl], len * sizeof(uint64_t))) same = 0;
        }
        ok(&t, same, "distribution %d: merge of two thirds = all in one", dist);
        /* the walk: increasing upper bounds, each its own bucket's upper bound, adding up */
        uint32_t pos = 0;
        uint64_t up, n, prev = 0, sum = 0;
        int walk_ok = 1, first = 1;
        trc_hdrhist r = { 0 };
        while (trc_hh_next(&h, &pos, &up, &n)) {
            walk_ok &= (first || up > prev) && trc_hh_upper(up) == up && n > 0;
            prev = up;
            first = 0;
            sum += n;
            trc_hh_add(&r, up, n);
        }
        ok(&t, walk_ok && sum == N, "distribution %d: walk in order, upper bounds fixed points, counts add up", dist);
        /* rebuilt from (upper, count) pairs: same percentiles (what --stats-merge does) */
        int re = 1;
        r.min = h.min;
        r.max = h.max;
        for (size_t k = 0; k < sizeof ps / sizeof ps[0]; k++)
            re &= trc_hh_percentile(&r, ps[k]) == trc_hh_percentile(&h, ps[k]);
        ok(&t, re, "distribution %d: rebuilt from the walk, same percentiles", dist);
        trc_hh_free(&h);
        trc_hh_free(&a);
        trc_hh_free(&b);
        trc_hh_free(&r);
    }
    printf("# worst relative error measured: %.4f %% (bound 1/128 = 0.78 %%)\n", 100 * worst);
    ok(&t, worst <= 1.0 / 128, "worst relative error <= 1/128");
    /* edges */
    ok(&t, trc_hh_upper(0) == 0 && trc_hh_upper(255) == 255 && trc_hh_upper(256) == 257 &&
           trc_hh_upper(UINT64_MAX) == UINT64_MAX && trc_hh_upper(1000) == 1003,
       "bucket upper bounds at the edges");
    trc_hdrhist e = { 0 };
    ok(&t, trc_hh_percentile(&e, 50) == 0, "empty: percentile 0");
    trc_hh_add(&e, UINT64_MAX, 2);
    trc_hh_add(&e, 7, 1);
    ok(&t, e.count == 3 && e.total == UINT64_MAX && e.min == 7 && e.max == UINT64_MAX &&
           trc_hh_percentile(&e, 50) == UINT64_MAX && trc_hh_percentile(&e, 10) == 7,
       "UINT64_MAX: counted, total saturated, percentiles");
    trc_hh_free(&e);
    trc_hh_add(&e, 1000000, 5);
    ok(&t, trc_hh_percentile(&e, 50) == 1000000, "one value: percentile clamped to it");
    trc_hh_free(&e);
    free(v);
    return tap_done(t.n, t.failed);
}
