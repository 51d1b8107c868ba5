/* hookcount.h -- a count per hook ID for the end-of-run summary's `unknown hooks:` list
 * (docs/ref/report.md §7): an open-addressing table that grows with the number of distinct
 * IDs (a run with one unknown hook costs a few hundred bytes, not a table of every
 * possible ID), and its N largest counts in summary order. */
#ifndef TRC_HOOKCOUNT_H
#define TRC_HOOKCOUNT_H
#include <stddef.h>
#include <stdint.h>

/* The table (zero-initialised = empty). */
typedef struct trc_hookcount {
    uint32_t *keys;     /* hook ID + 1 per slot, 0 = free (cap slots) */
    uint64_t *counts;   /* the count of each used slot */
    uint32_t cap;       /* slots: 0 or a power of two */
    uint32_t n;         /* used slots (distinct IDs) */
} trc_hookcount;

/* One more event of hook `hook` (< 2^20).  Returns 0, or -1 when out of memory (the
 * count is lost; the table stays usable). */
int trc_hookcount_add(trc_hookcount *c, uint32_t hook);
/* The up to `max` IDs with the largest counts, by count descending then ID ascending,
 * into ids[]/counts[]; returns how many.  Out of memory: 0. */
size_t trc_hookcount_top(const trc_hookcount *c, size_t max, uint32_t *ids, uint64_t *counts);
/* Free the table's storage (it is empty again). */
void trc_hookcount_free(trc_hookcount *c);

#endif
