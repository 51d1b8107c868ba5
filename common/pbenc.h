/* pbenc.h -- owns the protobuf wire encoding of the binary outputs (docs/report.md,
 * "Perfetto"): varints, zigzag, fixed64, length-delimited fields, and nested messages
 * whose length is patched when they close.  Everything writes at a pointer into storage
 * the caller reserved (a trc_buf's free room: the report's output buffer), so nothing
 * allocates; each writer says the room it needs.  Wire format: protobuf's encoding guide
 * (tag = field << 3 | wire type; 0 varint, 1 fixed64, 2 length-delimited). */
#ifndef TRC_PBENC_H
#define TRC_PBENC_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Wire types. */
enum { TRC_PB_VARINT = 0, TRC_PB_FIXED64 = 1, TRC_PB_LEN = 2 };
/* Room of the longest varint (64 bits), of a tag (field numbers < 2^29), of a whole
 * varint field, and of a message's opening (tag and the length's room once patched). */
enum { TRC_PB_VARINT_MAX = 10, TRC_PB_TAG_MAX = 5, TRC_PB_FIELD_MAX = 15, TRC_PB_OPEN_MAX = 10 };

/* The varint of v at p (room: TRC_PB_VARINT_MAX); returns the end. */
static inline uint8_t *trc_pb_varint(uint8_t *p, uint64_t v)
{
    while (v >= 0x80) {
        *p++ = (uint8_t)(v | 0x80);
        v >>= 7;
    }
    *p++ = (uint8_t)v;
    return p;
}

/* Bytes of the varint of v (1..10). */
static inline unsigned trc_pb_varint_len(uint64_t v)
{
    unsigned n = 1;
    while (v >= 0x80) { v >>= 7; n++; }
    return n;
}

/* ZigZag of a signed value (sint32/sint64): 0, -1, 1, -2 ... -> 0, 1, 2, 3 ... */
static inline uint64_t trc_pb_zigzag(int64_t v)
{
    return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63);
}

/* The tag of a field (field << 3 | wire type) at p; returns the end. */
static inline uint8_t *trc_pb_tag(uint8_t *p, uint32_t field, unsigned wt)
{
    return trc_pb_varint(p, (uint64_t)field << 3 | wt);
}

/* A varint field (uint32/64, int32/64 of a non-negative value, bool, enum); returns the
 * end.  An int64 field of a negative value is the two's complement: pass (uint64_t)v. */
static inline uint8_t *trc_pb_uint(uint8_t *p, uint32_t field, uint64_t v)
{
    return trc_pb_varint(trc_pb_tag(p, field, TRC_PB_VARINT), v);
}

/* A sint64 field (zigzag); returns the end. */
static inline uint8_t *trc_pb_sint(uint8_t *p, uint32_t field, int64_t v)
{
    return trc_pb_uint(p, field, trc_pb_zigzag(v));
}

/* A fixed64 field (little-endian, 8 bytes); returns the end. */
static inline uint8_t *trc_pb_fixed64(uint8_t *p, uint32_t field, uint64_t v)
{
    p = trc_pb_tag(p, field, TRC_PB_FIXED64);
    for (unsigned i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
    return p + 8;
}

/* A length-delimited field of n bytes at s (string, bytes); room: n + TRC_PB_FIELD_MAX.
 * Returns the end. */
static inline uint8_t *trc_pb_bytes(uint8_t *p, uint32_t field, const void *s, size_t n)
{
    p = trc_pb_varint(trc_pb_tag(p, field, TRC_PB_LEN), n);
    if (n) memcpy(p, s, n);
    return p + n;
}

/* Open a nested message (or any length-delimited field written piece by piece): its tag
 * and one byte for the length, at p.  *mark remembers where the length goes; the body
 * follows at the returned end.  Close it with trc_pb_close. */
static inline uint8_t *trc_pb_open(uint8_t *p, uint32_t field, uint8_t **mark)
{
    p = trc_pb_tag(p, field, TRC_PB_LEN);
    *mark = p;
    return p + 1;
}

/* Close the message opened at mark whose body ends at end: its length written at mark,
 * the body moved up when the length takes more than one byte (room: TRC_PB_OPEN_MAX per
 * open message, counted by the caller).  Returns the new end.  Messages close innermost
 * first; an outer one's mark is before the inner one's, so a move never disturbs it. */
static inline uint8_t *trc_pb_close(uint8_t *mark, uint8_t *end)
{
    size_t n = (size_t)(end - mark - 1);
    if (n < 0x80) {
        *mark = (uint8_t)n;
        return end;
    }
    unsigned k = trc_pb_varint_len(n);
    memmove(mark + k, mark + 1, n);
    trc_pb_varint(mark, n);
    return end + k - 1;
}

#endif
