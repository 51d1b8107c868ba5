/* rangelist.h -- owns the one list-of-ranges type and its one parser: values and `a-b`
 * ranges separated by commas and/or blanks (docs/ref/report.md §1.4), the values written
 * in decimal (`-C`, `-T`, the numeric part of `-p`) or as hook IDs (`-d`, `-k`,
 * trcupdate -l: docs/ref/language.md §4.1). */
#ifndef TRC_COMMON_RANGELIST_H
#define TRC_COMMON_RANGELIST_H
#include <stddef.h>
#include <stdint.h>

/* Inclusive ranges of unsigned values, in the order given (zero-initialised: empty). */
typedef struct trc_rangelist {
    uint64_t (*r)[2];       /* ranges [lo, hi] (malloc) */
    uint32_t n;             /* number of ranges */
} trc_rangelist;

/* The value of one item s[0..n) into *v; returns 0, or -1 when it is not one. */
typedef int (*trc_range_item_fn)(const char *s, size_t n, uint64_t *v);

/* Decimal item: at least one digit, no sign, no overflow of 64 bits. */
int trc_range_dec(const char *s, size_t n, uint64_t *v);
/* Hook-ID item: 3-5 hex digits, as its canonical 20-bit id (common/hookid.h). */
int trc_range_hook(const char *s, size_t n, uint64_t *v);

/* Parse the items and `a-b` ranges (a <= b) of s with `item`, appending them to l.
 * Returns 0; -1 on a syntax error or when s holds no item (*bad, when not NULL: offset
 * of the bad item, 0 for an empty list); -2 when out of memory.  After an error l may
 * hold the items before it (trc_rangelist_free). */
int trc_rangelist_parse(const char *s, trc_rangelist *l, trc_range_item_fn item, size_t *bad);
/* Append [lo, hi]; returns 0, or -2 when out of memory. */
int trc_rangelist_add(trc_rangelist *l, uint64_t lo, uint64_t hi);
/* 1 when v is in one of the ranges. */
int trc_rangelist_has(const trc_rangelist *l, uint64_t v);
/* Release the list (it is empty again). */
void trc_rangelist_free(trc_rangelist *l);

#endif
