/* pbenc_test.c -- unit tests of common/pbenc.h, the protobuf wire encoder of
 * --output=perfetto: varints at their byte boundaries (1, 2, 9 and 10 bytes), zigzag,
 * fixed64 little-endian, tags of large field numbers, length-delimited fields, nested
 * messages closed with one-byte lengths and with lengths that move the body up (127/128
 * bytes, 16 KiB), and a message nested three deep whose inner length grows.  Expected
 * bytes are worked out from protobuf's encoding rules.  Prints TAP. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/pbenc.h"
#include "tests/unit/tap.h"

/* Test counters (ok: tests/unit/tap.h). */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

/* 1 when the n bytes from b to e are the n bytes of want. */
static int same(const uint8_t *b, const uint8_t *e, const char *want, size_t n)
{
    return (size_t)(e - b) == n && memcmp(b, want, n) == 0;
}

/* Decode a varint at p (for the checks); *len: its bytes. */
static uint64_t get_varint(const uint8_t *p, size_t *len)
{
    uint64_t v = 0;
    size_t i = 0;
    for (;; i++) {
        v |= (uint64_t)(p[i] & 0x7F) << (7 * i);
        if (!(p[i] & 0x80)) break;
    }
    *len = i + 1;
    return v;
}

int main(void)
{
    tap t = { 0, 0 };
    uint8_t buf[40000], *e;

    e = trc_pb_varint(buf, 0);
    ok(&t, same(buf, e, "\x00", 1), "varint 0: one byte");
    e = trc_pb_varint(buf, 127);
    ok(&t, same(buf, e, "\x7F", 1), "varint 127: one byte");
    e = trc_pb_varint(buf, 128);
    ok(&t, same(buf, e, "\x80\x01", 2), "varint 128: two bytes");
    e = trc_pb_varint(buf, 300);
    ok(&t, same(buf, e, "\xAC\x02", 2), "varint 300: AC 02");
    e = trc_pb_varint(buf, UINT64_MAX);
    ok(&t, same(buf, e, "\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x01", 10), "varint 2^64-1: ten bytes");
    e = trc_pb_varint(buf, (uint64_t)1 << 63);
    ok(&t, same(buf, e, "\x80\x80\x80\x80\x80\x80\x80\x80\x80\x01", 10), "varint 2^63: ten bytes");
    int lens_ok = 1;
    for (unsigned k = 0; k < 64; k++) {
        uint64_t v = (uint64_t)1 << k;
        size_t n;
        e = trc_pb_varint(buf, v);
        if (get_varint(buf, &n) != v || n != (size_t)(e - buf) || n != trc_pb_varint_len(v)) lens_ok = 0;
        e = trc_pb_varint(buf, v - 1);
        if (get_varint(buf, &n) != v - 1 || n != trc_pb_varint_len(v - 1)) lens_ok = 0;
    }
    ok(&t, lens_ok, "varint round trip and trc_pb_varint_len at every power of two");

    ok(&t, trc_pb_zigzag(0) == 0 && trc_pb_zigzag(-1) == 1 && trc_pb_zigzag(1) == 2
           && trc_pb_zigzag(-2) == 3 && trc_pb_zigzag(INT64_MAX) == UINT64_MAX - 1
           && trc_pb_zigzag(INT64_MIN) == UINT64_MAX, "zigzag: 0 -1 1 -2 ... max min");
    e = trc_pb_sint(buf, 1, -1);
    ok(&t, same(buf, e, "\x08\x01", 2), "sint64 field 1 = -1: 08 01");
    e = trc_pb_uint(buf, 1, (uint64_t)-2);
    ok(&t, (size_t)(e - buf) == 11 && buf[0] == 0x08 && buf[10] == 0x01, "int64 -2: two's complement, ten bytes");
    e = trc_pb_fixed64(buf, 2, 0x0102030405060708ull);
    ok(&t, same(buf, e, "\x11\x08\x07\x06\x05\x04\x03\x02\x01", 9), "fixed64 field 2: tag 11, little-endian");
    e = trc_pb_tag(buf, 41, TRC_PB_VARINT);
    ok(&t, same(buf, e, "\xC8\x02", 2), "tag of field 41 (varint): C8 02");
    e = trc_pb_tag(buf, 536870911, TRC_PB_LEN);
    ok(&t, same(buf, e, "\xFA\xFF\xFF\xFF\x0F", 5), "tag of the largest field number: five bytes");
    e = trc_pb_bytes(buf, 2, "testing", 7);
    ok(&t, same(buf, e, "\x12\x07testing", 9), "string field 2 = \"testing\": 12 07 ...");
    e = trc_pb_bytes(buf, 3, NULL, 0);
    ok(&t, same(buf, e, "\x1A\x00", 2), "empty bytes field: 1A 00");

    uint8_t *m, *m2, *m3, *p;
    p = trc_pb_open(buf, 3, &m);
    p = trc_pb_uint(p, 1, 150);
    e = trc_pb_close(m, p);
    ok(&t, same(buf, e, "\x1A\x03\x08\x96\x01", 5), "nested message field 3 {1: 150}: 1A 03 08 96 01");
    p = trc_pb_open(buf, 3, &m);
    e = trc_pb_close(m, p);
    ok(&t, same(buf, e, "\x1A\x00", 2), "empty nested message: 1A 00");

    char body[16384];
    for (size_t i = 0; i < sizeof body; i++) body[i] = (char)('a' + i % 26);
    size_t sizes[] = { 125, 126, 127, 128, 129, 16381, 16382, 16383 };
    int moved_ok = 1;
    for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];     /* a message holding one bytes field of n - 3 or n - 2 bytes */
        memset(buf, 0xEE, sizeof buf);
        p = trc_pb_open(buf, 1, &m);
        memcpy(p, body, n);      /* raw body bytes: the close only counts and moves them */
        p += n;
        e = trc_pb_close(m, p);
        size_t ln, hl = 1;
        uint64_t len = get_varint(buf + hl, &ln);
        if (buf[0] != 0x0A || len != n || ln != trc_pb_varint_len(n)
            || (size_t)(e - buf) != hl + ln + n || memcmp(buf + hl + ln, body, n) != 0
            || buf[hl + ln + n] != 0xEE)
            moved_ok = 0;
    }
    ok(&t, moved_ok, "closing bodies of 125-129 and 16381-16383 bytes: length varint, body moved up intact");

    /* three deep: the innermost grows past 127 bytes, so every outer length grows too */
    memset(buf, 0, sizeof buf);
    p = trc_pb_open(buf, 1, &m);
    p = trc_pb_uint(p, 8, 1000);
    p = trc_pb_open(p, 11, &m2);
    p = trc_pb_uint(p, 9, 3);
    p = trc_pb_open(p, 4, &m3);
    p = trc_pb_bytes(p, 6, body, 200);
    p = trc_pb_close(m3, p);
    p = trc_pb_uint(p, 11, 7);
    p = trc_pb_close(m2, p);
    e = trc_pb_close(m, p);
    /* expected: 0A L1 [40 E8 07] 5A L2 [48 03] 22 L3 [32 C8 01 body] [58 07] */
    size_t l3 = 3 + 200, l2 = 2 + 1 + 2 + l3 + 2, l1 = 3 + 1 + 2 + l2;
    uint8_t want[400], *w = want;
    *w++ = 0x0A; w = trc_pb_varint(w, l1);
    *w++ = 0x40; *w++ = 0xE8; *w++ = 0x07;
    *w++ = 0x5A; w = trc_pb_varint(w, l2);
    *w++ = 0x48; *w++ = 0x03;
    *w++ = 0x22; w = trc_pb_varint(w, l3);
    *w++ = 0x32; *w++ = 0xC8; *w++ = 0x01; memcpy(w, body, 200); w += 200;
    *w++ = 0x58; *w++ = 0x07;
    ok(&t, (size_t)(e - buf) == (size_t)(w - want) && memcmp(buf, want, (size_t)(w - want)) == 0,
       "three nested messages, the inner one past 127 bytes: every length right");
    return tap_done(t.n, t.failed);
}
