/* digits.c -- owns the constant tables of common/digits.h and the number writers trc_fmt_*
 * (decimal, hex with a minimum digit count, octal) that every runner prints with. */
#include "common/digits.h"
#include <string.h>

const char trc_digit_pairs[200] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

const uint64_t trc_pow10[20] = {
    1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull,
    100000000ull, 1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull,
    10000000000000ull, 100000000000000ull, 1000000000000000ull, 10000000000000000ull,
    100000000000000000ull, 1000000000000000000ull, 10000000000000000000ull };

const char trc_hex_upper[16] = "0123456789ABCDEF";

/* "000" .. "999", each in 4 bytes (the last a blank): the table built by the preprocessor. */
#define TRC_D3(h, t, u) { h, t, u, ' ' }
#define TRC_D3U(h, t) TRC_D3(h, t, '0'), TRC_D3(h, t, '1'), TRC_D3(h, t, '2'), TRC_D3(h, t, '3'), \
    TRC_D3(h, t, '4'), TRC_D3(h, t, '5'), TRC_D3(h, t, '6'), TRC_D3(h, t, '7'), TRC_D3(h, t, '8'), \
    TRC_D3(h, t, '9')
#define TRC_D3T(h) TRC_D3U(h, '0'), TRC_D3U(h, '1'), TRC_D3U(h, '2'), TRC_D3U(h, '3'), TRC_D3U(h, '4'), \
    TRC_D3U(h, '5'), TRC_D3U(h, '6'), TRC_D3U(h, '7'), TRC_D3U(h, '8'), TRC_D3U(h, '9')
const char trc_digit_triples[1000][4] = {
    TRC_D3T('0'), TRC_D3T('1'), TRC_D3T('2'), TRC_D3T('3'), TRC_D3T('4'),
    TRC_D3T('5'), TRC_D3T('6'), TRC_D3T('7'), TRC_D3T('8'), TRC_D3T('9')
};

size_t trc_fmt_u64(char *out, uint64_t v) { return trc_put_u64(out, v); }

size_t trc_fmt_i64(char *out, int64_t v)
{
    if (v >= 0) return trc_fmt_u64(out, (uint64_t)v);
    out[0] = '-';
    return 1 + trc_fmt_u64(out + 1, (uint64_t)0 - (uint64_t)v);
}

size_t trc_fmt_hex(char *out, uint64_t v, unsigned mindigits)
{
    unsigned n = v >> 32 ? (v >> 48 ? (v >> 56 ? (v >> 60 ? 16 : 15) : (v >> 52 ? 14 : 13))
                                    : (v >> 40 ? (v >> 44 ? 12 : 11) : (v >> 36 ? 10 : 9)))
                         : (v >> 16 ? (v >> 24 ? (v >> 28 ? 8 : 7) : (v >> 20 ? 6 : 5))
                                    : (v >> 8 ? (v >> 12 ? 4 : 3) : (v >> 4 ? 2 : 1)));
    if (mindigits > 32) mindigits = 32;
    if (n < mindigits) n = mindigits;
    char tmp[16];
    trc_put_hex8(tmp + 8, (uint32_t)v);
    if (n <= 8) {
        memcpy(out, tmp + 16 - n, n);
        return n;
    }
    trc_put_hex8(tmp, (uint32_t)(v >> 32));
    size_t z = n > 16 ? n - 16 : 0;
    if (z) memset(out, '0', z);
    memcpy(out + z, tmp + 16 - (n - z), n - z);
    return n;
}

size_t trc_fmt_oct(char *out, uint64_t v)
{
    char tmp[24];
    size_t i = sizeof tmp;
    do { tmp[--i] = (char)('0' + (v & 7)); v >>= 3; } while (v);
    memcpy(out, tmp + i, sizeof tmp - i);
    return sizeof tmp - i;
}
