/* digits.c -- owns the constant tables of common/digits.h. */
#include "common/digits.h"

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
