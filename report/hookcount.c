/* hookcount.c -- owns the per-hook counters of the summary (report/hookcount.h). */
#include "report/hookcount.h"
#include <stdlib.h>
#include <string.h>

/* Slot of key k (hook + 1) in a table of cap slots: its own, or the free one where it
 * goes (Fibonacci hashing, linear probing; the table is never more than half full). */
static uint32_t slot_of(const uint32_t *keys, uint32_t cap, uint32_t k)
{
    uint32_t i = (uint32_t)(k * 2654435769u) & (cap - 1);
    while (keys[i] && keys[i] != k) i = (i + 1) & (cap - 1);
    return i;
}

/* Double the table (or make the first one); -1 when out of memory. */
static int grow(trc_hookcount *c)
{
    uint32_t cap = c->cap ? 2 * c->cap : 64;
    uint32_t *keys = calloc(cap, sizeof *keys);
    uint64_t *counts = calloc(cap, sizeof *counts);
    if (!keys || !counts) { free(keys); free(counts); return -1; }
    for (uint32_t i = 0; i < c->cap; i++) {
        if (!c->keys[i]) continue;
        uint32_t j = slot_of(keys, cap, c->keys[i]);
        keys[j] = c->keys[i];
        counts[j] = c->counts[i];
    }
    free(c->keys);
    free(c->counts);
    c->keys = keys;
    c->counts = counts;
    c->cap = cap;
    return 0;
}

int trc_hookcount_add(trc_hookcount *c, uint32_t hook)
{
    uint32_t k = (hook & 0xFFFFFu) + 1;
    if (2 * (c->n + 1) > c->cap && grow(c) != 0) return -1;
    uint32_t i = slot_of(c->keys, c->cap, k);
    if (!c->keys[i]) { c->keys[i] = k; c->n++; }
    if (c->counts[i] < UINT64_MAX) c->counts[i]++;
    return 0;
}

/* One ID and its count, for sorting. */
typedef struct idcount { uint32_t id; uint64_t count; } idcount;

/* Count descending, then ID ascending. */
static int cmp_top(const void *pa, const void *pb)
{
    const idcount *a = pa, *b = pb;
    if (a->count != b->count) return a->count > b->count ? -1 : 1;
    return a->id < b->id ? -1 : a->id > b->id;
}

size_t trc_hookcount_top(const trc_hookcount *c, size_t max, uint32_t *ids, uint64_t *counts)
{
    if (c->n == 0 || max == 0) return 0;
    idcount *v = malloc((size_t)c->n * sizeof *v);
    if (!v) return 0;
    size_t m = 0;
    for (uint32_t i = 0; i < c->cap; i++)
        if (c->keys[i]) v[m++] = (idcount){ c->keys[i] - 1, c->counts[i] };
    qsort(v, m, sizeof *v, cmp_top);
    if (m > max) m = max;
    for (size_t i = 0; i < m; i++) { ids[i] = v[i].id; counts[i] = v[i].count; }
    free(v);
    return m;
}

void trc_hookcount_free(trc_hookcount *c)
{
    free(c->keys);
    free(c->counts);
    memset(c, 0, sizeof *c);
}
