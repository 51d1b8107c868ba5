/* digits.h -- the one home of hand-written decimal and hex formatting: the two-digit
 * table, digit counts by comparison, fixed-width and shortest decimal writers, and hex
 * of a fixed digit count.  Used by the interpreter's codes, the report's columns and
 * the structured writers (no division chains: two digits per step). */
#ifndef TRC_DIGITS_H
#define TRC_DIGITS_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* "00" "01" ... "99": the two decimal digits of i at trc_digit_pairs + 2 * i. */
extern const char trc_digit_pairs[200];
/* "000" "001" ... "999": the three decimal digits of i at trc_digit_triples[i], 4 bytes
 * each (the fourth a blank), so that a triple is one 4-byte move where the byte after the
 * digits may be written (a report cell's digits are followed by its blanks). */
extern const char trc_digit_triples[1000][4];
/* 10^0 .. 10^19. */
extern const uint64_t trc_pow10[20];
/* "0123456789ABCDEF". */
extern const char trc_hex_upper[16];

/* Count of decimal digits of v (1..20): floor(log10) estimated from the bit length
 * (1233 / 4096 ~ log10 2, exact over 64 bits once corrected by one comparison). */
static inline unsigned trc_dec_len(uint64_t v)
{
    unsigned t = (unsigned)(((64 - __builtin_clzll(v | 1)) * 1233) >> 12);
    return t + (v >= trc_pow10[t]) + (v == 0);
}

/* Exactly n decimal digits of v at out (zero-padded, high digits dropped), two at a time
 * (in 32-bit arithmetic once the rest fits: cheaper multiplies by the reciprocal). */
static inline void trc_put_digits(char *out, uint64_t v, unsigned n)
{
    while (n >= 2 && v > UINT32_MAX) {
        memcpy(out + n - 2, trc_digit_pairs + 2 * (v % 100), 2);
        v /= 100;
        n -= 2;
    }
    if (v > UINT32_MAX) {        /* n < 2 here: high digits dropped */
        if (n) out[0] = (char)('0' + v % 10);
        return;
    }
    uint32_t w = (uint32_t)v;
    while (n >= 4) {             /* four digits per division, split by a 16-bit multiply */
        uint32_t q = w / 10000, r = w - q * 10000;
        uint32_t hi = r * 5243 >> 19, lo = r - hi * 100;   /* r / 100 for r < 10000 */
        memcpy(out + n - 4, trc_digit_pairs + 2 * hi, 2);
        memcpy(out + n - 2, trc_digit_pairs + 2 * lo, 2);
        w = q;
        n -= 4;
    }
    if (n >= 2) {
        memcpy(out + n - 2, trc_digit_pairs + 2 * (w % 100), 2);
        w /= 100;
        n -= 2;
    }
    if (n) out[0] = (char)('0' + w % 10);
}

/* Shortest decimal of v < 10000 at out (1-4 bytes); returns the count (one split by a
 * 16-bit multiply, no digit count). */
static inline __attribute__((always_inline)) size_t trc_put_small(char *out, uint32_t v)
{
    if (v < 100) {
        if (v < 10) { out[0] = (char)('0' + v); return 1; }
        memcpy(out, trc_digit_pairs + 2 * v, 2);
        return 2;
    }
    uint32_t hi = v * 5243 >> 19, lo = v - hi * 100;   /* v / 100, exact below 43699 */
    if (v < 1000) {
        out[0] = (char)('0' + hi);
        memcpy(out + 1, trc_digit_pairs + 2 * lo, 2);
        return 3;
    }
    memcpy(out, trc_digit_pairs + 2 * hi, 2);
    memcpy(out + 2, trc_digit_pairs + 2 * lo, 2);
    return 4;
}

/* Shortest decimal of v at out (at most 20 bytes); returns the byte count. */
static inline __attribute__((always_inline)) size_t trc_put_u64(char *out, uint64_t v)
{
    if (v < 10000) return trc_put_small(out, (uint32_t)v);
    unsigned n = trc_dec_len(v);
    trc_put_digits(out, v, n);
    return n;
}

/* Shortest signed decimal of v at out (at most 20 bytes); returns the byte count. */
static inline __attribute__((always_inline)) size_t trc_put_i64(char *out, int64_t v)
{
    if (v >= 0) return trc_put_u64(out, (uint64_t)v);
    out[0] = '-';
    return 1 + trc_put_u64(out + 1, (uint64_t)0 - (uint64_t)v);
}

/* Exactly n (1..16) upper-case hex digits of v at out (high digits dropped). */
static inline void trc_put_hex(char *out, uint64_t v, unsigned n)
{
    for (unsigned i = n; i > 0; i--) { out[i - 1] = trc_hex_upper[v & 15]; v >>= 4; }
}

/* Eight upper-case hex digits of v at out (SWAR: the nibbles are spread to bytes, then
 * 0-9 / A-F chosen per byte without branches). */
static inline void trc_put_hex8(char *out, uint32_t v)
{
    uint64_t x = v;
    x = (x | x << 16) & 0x0000FFFF0000FFFFull;
    x = (x | x << 8) & 0x00FF00FF00FF00FFull;
    x = (x | x << 4) & 0x0F0F0F0F0F0F0F0Full;        /* nibble k in byte k */
    uint64_t letter = ((x + 0x0606060606060606ull) >> 4) & 0x0101010101010101ull;
    x += 0x3030303030303030ull + letter * 7;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    x = __builtin_bswap64(x);
    memcpy(out, &x, 8);
#else
    for (int i = 7; i >= 0; i--) { out[i] = (char)(x & 0xFF); x >>= 8; }
#endif
}

/* The number writers: write into out (>= 24 bytes; trc_fmt_hex: >= max(16, mindigits)
 * bytes), return the length.  Decimal, signed decimal, upper-case hex with at least
 * mindigits digits (at most 32), octal: shortest, no prefix (docs/ref/language.md §6-§7). */
size_t trc_fmt_u64(char *out, uint64_t v);
size_t trc_fmt_i64(char *out, int64_t v);
size_t trc_fmt_hex(char *out, uint64_t v, unsigned mindigits);
size_t trc_fmt_oct(char *out, uint64_t v);

#endif
