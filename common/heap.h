/* heap.h -- a binary min-heap of unsigned indices ordered by the caller's `before`
 * (report/feed.c's -m merge of inputs, report/order.c's cursors and window).  Header only,
 * no state: the array, its count and the order are the caller's; always inlined, so a
 * constant `before` is inlined too. */
#ifndef TRC_HEAP_H
#define TRC_HEAP_H

/* Whether entry a comes before entry b (a strict order; ctx: the caller's). */
typedef int (*trc_heap_before)(const void *ctx, unsigned a, unsigned b);

/* Add i to the heap h of *n entries (room for one more is the caller's). */
static inline __attribute__((always_inline)) void trc_heap_push(unsigned *h, unsigned *n,
                                                                unsigned i,
                                                                trc_heap_before before,
                                                                const void *ctx)
{
    unsigned k = (*n)++;
    h[k] = i;
    while (k > 0) {
        unsigned p = (k - 1) / 2;
        if (!before(ctx, h[k], h[p])) break;
        unsigned t = h[p]; h[p] = h[k]; h[k] = t;
        k = p;
    }
}

/* Restore the order of the n entries of h after its top entry's key grew (or the top was
 * replaced). */
static inline __attribute__((always_inline)) void trc_heap_sift_top(unsigned *h, unsigned n,
                                                                    trc_heap_before before,
                                                                    const void *ctx)
{
    unsigned k = 0;
    for (;;) {
        unsigned l = 2 * k + 1, r = l + 1, m = k;
        if (l < n && before(ctx, h[l], h[m])) m = l;
        if (r < n && before(ctx, h[r], h[m])) m = r;
        if (m == k) break;
        unsigned t = h[m]; h[m] = h[k]; h[k] = t;
        k = m;
    }
}

/* Remove and return the top entry of the *n (> 0) entries of h. */
static inline __attribute__((always_inline)) unsigned trc_heap_pop(unsigned *h, unsigned *n,
                                                                   trc_heap_before before,
                                                                   const void *ctx)
{
    unsigned top = h[0];
    h[0] = h[--*n];
    trc_heap_sift_top(h, *n, before, ctx);
    return top;
}

#endif
