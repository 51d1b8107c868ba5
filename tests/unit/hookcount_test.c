/* hookcount_test.c -- unit test of report/hookcount.c: counts and the top-N order of the
 * summary's unknown-hook list against a brute-force count over every hook ID. */
#include "report/hookcount.h"
#include "tests/unit/tap.h"
#include <stdlib.h>
#include <string.h>

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

/* The reference: repeated selection of the largest count, ties by the smaller ID. */
static size_t ref_top(const uint64_t *all, size_t max, uint32_t *ids, uint64_t *counts)
{
    size_t m = 0;
    for (; m < max; m++) {
        uint32_t best = UINT32_MAX;
        uint64_t bc = 0;
        for (uint32_t h = 0; h < (1u << 20); h++) {
            if (!all[h] || all[h] < bc || (all[h] == bc && h > best)) continue;
            int seen = 0;
            for (size_t k = 0; k < m; k++) seen |= ids[k] == h;
            if (!seen) { best = h; bc = all[h]; }
        }
        if (best == UINT32_MAX) break;
        ids[m] = best;
        counts[m] = bc;
    }
    return m;
}

int main(void)
{
    tap t = { 0, 0 };
    trc_hookcount c;
    memset(&c, 0, sizeof c);
    uint32_t ids[10], rids[10];
    uint64_t cnt[10], rcnt[10];
    ok(&t, trc_hookcount_top(&c, 10, ids, cnt) == 0, "an empty table has no top");
    uint64_t *all = calloc(1u << 20, sizeof *all);
    if (!all) return 1;
    /* rounds with few IDs (ties) and many (the table grows past 64 slots many times) */
    int bad = 0;
    uint32_t seed = 12345;
    for (int round = 0; round < 6; round++) {
        uint32_t spread = round < 3 ? 12 : 5000;
        for (int i = 0; i < 20000; i++) {
            seed = seed * 1103515245u + 12345u;
            uint32_t h = (seed >> 8) % spread * (round & 1 ? 257u : 1u);
            h &= 0xFFFFF;
            if (trc_hookcount_add(&c, h) != 0) bad++;
            all[h]++;
        }
        size_t m = trc_hookcount_top(&c, 10, ids, cnt), rm = ref_top(all, 10, rids, rcnt);
        if (m != rm || memcmp(ids, rids, m * sizeof *ids) != 0 || memcmp(cnt, rcnt, m * sizeof *cnt) != 0)
            bad++;
    }
    ok(&t, bad == 0, "6 rounds of 20,000 hooks (12 and 5,000 distinct): counts and top 10 equal the reference");
    uint32_t distinct = 0;
    for (uint32_t h = 0; h < (1u << 20); h++) distinct += all[h] != 0;
    ok(&t, c.n == distinct && c.cap >= 2 * c.n, "%u distinct IDs, table at most half full", c.n);
    trc_hookcount_free(&c);
    ok(&t, c.n == 0 && c.cap == 0 && trc_hookcount_add(&c, 0xFFFFF) == 0 &&
           trc_hookcount_top(&c, 10, ids, cnt) == 1 && ids[0] == 0xFFFFF && cnt[0] == 1,
       "freed table is empty and reusable; the largest ID counts");
    trc_hookcount_free(&c);
    free(all);
    return tap_done(t.n, t.failed);
}
