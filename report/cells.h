/* cells.h -- the text cells of the report's fixed columns (docs/ref/report.md §3.2):
 * fraction digits of fixed-point times, left/right padded cells, and the cached time cells
 * of ELAPSED_SEC and DELTA_MSEC.  Static inline: the per-event layout in report/report.c
 * inlines them.  Internal to report/. */
#ifndef TRC_REPORT_CELLS_H
#define TRC_REPORT_CELLS_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "common/digits.h"

/* The cell of a time column, kept while its whole part does not change: only the
 * fraction digits differ from one event to the next. */
typedef struct ip_cache {
    uint64_t ip;        /* the whole part */
    int neg;            /* with a '-' sign */
    int valid;          /* cell holds the cell of (neg, ip) */
    unsigned frac_at;   /* offset of the fraction digits in cell */
    unsigned end;       /* cell length including the two separating blanks (<= 48) */
    uint32_t frac_hi;   /* 9 decimals: frac / 10^4 whose digits cell holds (valid: frac_ok) */
    int frac_ok;        /* cell holds the first 5 fraction digits of frac_hi */
    int step_ok;        /* put_sec9_step: cell holds all the digits of `last` */
    uint64_t last;      /* put_sec9_step: the ns value the cell shows */
    uint32_t lo;        /* put_sec9_step: its last 4 digits as a number */
    char cell[64];      /* the cell text (48 bytes are copied; the rest is scratch room) */
} ip_cache;

/* ---- number formatting ---------------------------------------------------------- */

/* 32 blanks: cells and indents are padded from here in constant-size chunks. */
static const char blanks32[32] = "                                ";

/* The fraction digits below write one byte more than their count, a blank: where they go
 * (a time cell, a scratch buffer) the byte after them is a blank or free. */

/* The 9 digits of v < 10^9: three triples. */
static inline void put_frac9(char *out, uint32_t v)
{
    uint32_t hi = v / 1000000u, mid = v / 1000u - hi * 1000u, lo = v % 1000u;
    memcpy(out, trc_digit_triples[hi], 4);
    memcpy(out + 3, trc_digit_triples[mid], 4);
    memcpy(out + 6, trc_digit_triples[lo], 4);
}

/* The 6 digits of v < 10^6: two triples. */
static inline void put_frac6(char *out, uint32_t v)
{
    uint32_t hi = v / 1000u, lo = v - hi * 1000u;
    memcpy(out, trc_digit_triples[hi], 4);
    memcpy(out + 3, trc_digit_triples[lo], 4);
}

/* The 3 digits of v < 1000. */
static inline void put_frac3(char *out, uint32_t v)
{
    memcpy(out, trc_digit_triples[v], 4);
}

/* Fraction digits of a fixed-point time (3, 6 or 9 of them). */
static inline void put_frac(char *out, uint32_t frac, unsigned decimals)
{
    if (decimals == 9) put_frac9(out, frac);
    else if (decimals == 6) put_frac6(out, frac);
    else put_frac3(out, frac);
}

/* Signed fixed-point text of |a| = ip.frac with `decimals` fraction digits; '-' first
 * when neg.  ip and frac are already split by the caller (constant divisors). */
static inline size_t put_split(char *out, int neg, uint64_t ip, uint32_t frac, unsigned decimals)
{
    size_t n = 0;
    if (neg) out[n++] = '-';
    n += trc_put_u64(out + n, ip);
    out[n++] = '.';
    put_frac(out + n, frac, decimals);
    return n + decimals;
}

/* ns as seconds with 9 decimals. */
static inline size_t put_sec9(char *out, int64_t v)
{
    uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    return put_split(out, v < 0, a / 1000000000u, (uint32_t)(a % 1000000000u), 9);
}

/* ---- columns (docs/ref/report.md §3.2) ----------------------------------------------------- */
enum { CELL_ROOM = 80 };   /* bytes a cell may touch: text <= 64 + 2 blanks, blank fill 32, cached copy 48 */

/* End of a cell that starts at `cell` and whose text ends at `e`: at least `width` wide
 * (the blanks are already there), then the two separating blanks. */
static inline char *cell_end(char *cell, char *e, unsigned width)
{
    if (e < cell + width) e = cell + width;
    e[0] = e[1] = ' ';
    return e + 2;
}

/* A left-aligned cell of text s[0..n) (n <= 64). */
static inline char *put_left(char *p, unsigned width, const char *s, size_t n)
{
    memcpy(p, blanks32, 32);
    memcpy(p, s, n);
    return cell_end(p, p + n, width);
}

/* Where right-aligned text of n bytes starts in a cell at p (blank-filled first). */
static inline char *right_start(char *p, unsigned width, size_t n)
{
    memcpy(p, blanks32, 32);
    return n < width ? p + (width - n) : p;
}

/* A right-aligned decimal number, or '-' when unknown. */
static inline char *put_right_u64(char *p, unsigned width, int known, uint64_t v)
{
    if (!known) {
        char *s = right_start(p, width, 1);
        s[0] = '-';
        return cell_end(p, s + 1, width);
    }
    unsigned n = trc_dec_len(v);
    char *s = right_start(p, width, n);
    trc_put_digits(s, v, n);
    return cell_end(p, s + n, width);
}

/* A right-aligned fixed-point time: sign, whole part, '.', `decimals` digits. */
static inline char *put_right_time(char *p, unsigned width, int neg, uint64_t ip, uint32_t frac,
                                   unsigned decimals)
{
    unsigned il = (unsigned)neg + trc_dec_len(ip);
    size_t n = il + 1 + decimals;
    char *s = right_start(p, width, n);
    if (neg) s[0] = '-';
    trc_put_digits(s + neg, ip, il - (unsigned)neg);
    s[il] = '.';
    put_frac(s + il + 1, frac, decimals);
    return cell_end(p, s + n, width);
}

/* Rebuild the cell of cache c for a new whole part (out of line: the rare path of
 * put_time_cached; the fraction digits are written by the caller). */
static __attribute__((noinline, unused)) void ip_cache_fill(ip_cache *c, unsigned width, int neg,
                                                            uint64_t ip, unsigned decimals)
{
    unsigned end = (unsigned)(put_right_time(c->cell, width, neg, ip, 0, decimals) - c->cell);
    c->end = end;
    c->frac_at = end - 2 - decimals;
    c->ip = ip;
    c->neg = neg;
    c->valid = 1;
    c->frac_ok = 0;
}

/* The same through a cache of the whole cell: rebuilt when the whole part changes (the
 * seconds of ELAPSED_SEC, the milliseconds of DELTA_MSEC rarely do), else copied with
 * only the fraction digits written. */
static inline char *put_time_cached(ip_cache *c, char *p, unsigned width, int neg, uint64_t ip,
                                    uint32_t frac, unsigned decimals)
{
    c->step_ok = 0;
    if (!c->valid || c->ip != ip || c->neg != neg) ip_cache_fill(c, width, neg, ip, decimals);
    if (decimals == 9) {
        /* nanoseconds: the first 5 fraction digits change only every 10 us, so they
         * stay in the cell too and only the last 4 are written per event */
        uint32_t hi = frac / 10000u, lo = frac - hi * 10000u;
        if (!c->frac_ok || c->frac_hi != hi) {
            put_frac9(c->cell + c->frac_at, frac);
            c->frac_hi = hi;
            c->frac_ok = 1;
        }
        memcpy(p, c->cell, 48);
        memcpy(p + c->frac_at + 5, trc_digit_pairs + 2 * (lo / 100), 2);
        memcpy(p + c->frac_at + 7, trc_digit_pairs + 2 * (lo % 100), 2);
        return p + c->end;
    }
    memcpy(p, c->cell, 48);   /* constant size: plain moves (the cell is <= 48 bytes) */
    put_frac(p + c->frac_at, frac, decimals);
    return p + c->end;
}

/* put_sec9_step's rare path (out of line): a moved back, or past the last 4 digits. */
static __attribute__((noinline, unused)) char *put_sec9_jump(ip_cache *c, char *p, unsigned width,
                                                             uint64_t a)
{
    char *e = put_time_cached(c, p, width, 0, a / 1000000000u, (uint32_t)(a % 1000000000u), 9);
    memcpy(c->cell + c->frac_at + 5, p + c->frac_at + 5, 4);   /* the cell now has them all */
    c->last = a;
    c->lo = (uint32_t)(a % 10000u);
    c->step_ok = 1;
    return e;
}

/* ELAPSED_SEC with 9 decimals of a time a >= 0 ns through the cache: when a moved forward
 * by less than the last 4 digits can take without a carry (the common case, events
 * microseconds apart), only those digits are stepped; else put_time_cached. */
static inline char *put_sec9_step(ip_cache *c, char *p, unsigned width, uint64_t a)
{
    if (c->step_ok && a >= c->last && a - c->last < 10000u - c->lo) {
        uint32_t lo = c->lo + (uint32_t)(a - c->last);
        c->last = a;
        c->lo = lo;
        memcpy(c->cell + c->frac_at + 5, trc_digit_pairs + 2 * (lo / 100), 2);
        memcpy(c->cell + c->frac_at + 7, trc_digit_pairs + 2 * (lo % 100), 2);
        memcpy(p, c->cell, 48);
        return p + c->end;
    }
    return put_sec9_jump(c, p, width, a);
}

#endif
