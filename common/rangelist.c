/* rangelist.c -- owns the list-of-ranges parser (common/rangelist.h): item splitting on
 * commas and blanks, `a-b` ranges, decimal and hook-ID items, membership. */
#include "common/rangelist.h"
#include "common/hookid.h"
#include <stdlib.h>
#include <string.h>

static int is_sep(int c) { return c == ',' || c == ' ' || c == '\t' || c == '\n'; }

int trc_range_dec(const char *s, size_t n, uint64_t *v)
{
    uint64_t x = 0;
    if (n == 0) return -1;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        unsigned d = (unsigned)(s[i] - '0');
        if (x > (UINT64_MAX - d) / 10) return -1;
        x = x * 10 + d;
    }
    *v = x;
    return 0;
}

int trc_range_hook(const char *s, size_t n, uint64_t *v)
{
    uint32_t id;
    if (trc_hook_parse(s, n, &id) != 0) return -1;
    *v = id;
    return 0;
}

int trc_rangelist_add(trc_rangelist *l, uint64_t lo, uint64_t hi)
{
    if ((l->n & (l->n - 1)) == 0) {     /* 0, 1, 2, 4, ...: grow to the next power of 2 */
        size_t cap = l->n ? (size_t)l->n * 2 : 4;
        uint64_t (*v)[2] = realloc(l->r, cap * sizeof *v);
        if (!v) return -2;
        l->r = v;
    }
    l->r[l->n][0] = lo;
    l->r[l->n][1] = hi;
    l->n++;
    return 0;
}

int trc_rangelist_parse(const char *s, trc_rangelist *l, trc_range_item_fn item, size_t *bad)
{
    size_t i = 0, n = strlen(s);
    uint32_t before = l->n;
    for (;;) {
        while (i < n && is_sep((unsigned char)s[i])) i++;
        if (i >= n) break;
        size_t j = i;
        while (j < n && !is_sep((unsigned char)s[j])) j++;
        const char *dash = memchr(s + i, '-', j - i);
        uint64_t lo, hi;
        int ok;
        if (dash) {
            size_t d = (size_t)(dash - s);
            ok = item(s + i, d - i, &lo) == 0 && item(s + d + 1, j - d - 1, &hi) == 0 && lo <= hi;
        } else {
            ok = item(s + i, j - i, &lo) == 0;
            hi = lo;
        }
        if (!ok) {
            if (bad) *bad = i;
            return -1;
        }
        if (trc_rangelist_add(l, lo, hi) != 0) return -2;
        i = j;
    }
    if (l->n > before) return 0;
    if (bad) *bad = 0;
    return -1;
}

int trc_rangelist_has(const trc_rangelist *l, uint64_t v)
{
    for (uint32_t i = 0; i < l->n; i++)
        if (v >= l->r[i][0] && v <= l->r[i][1]) return 1;
    return 0;
}

void trc_rangelist_free(trc_rangelist *l)
{
    free(l->r);
    l->r = NULL;
    l->n = 0;
}
