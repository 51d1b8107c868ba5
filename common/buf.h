/* buf.h -- growable byte buffer with a sticky error flag.  Appends never fail visibly:
 * after an allocation failure the buffer stops growing and `failed` stays set, so a
 * caller checks once at the end. */
#ifndef TRC_BUF_H
#define TRC_BUF_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "common/digits.h"

/* A growable buffer; data is always NUL-terminated when len > 0 or cap > 0. */
typedef struct trc_buf {
    char *data;     /* bytes (owned, malloc; or lent: foreign) */
    size_t len;     /* bytes in use */
    size_t cap;     /* bytes usable (allocated; lowered to len + 1 when closed, see over) */
    int failed;     /* sticky: an allocation failed; later appends are dropped */
    int over;       /* closed: a request went past limit (or trc_buf_close); it and every
                       later append are dropped until the owner clears over */
    size_t limit;   /* 0: none; else len + 1 (the NUL) never exceeds it and cap never
                       grows beyond it (trc_buf_init and trc_buf_free set 0) */
    int foreign;    /* data is lent storage (trc_buf_use), not malloc's: growing copies
                       the bytes to storage of the buffer's own, trc_buf_free leaves it */
} trc_buf;

/* Initialise an empty buffer (no allocation). */
void trc_buf_init(trc_buf *b);
/* Release the storage; the buffer is empty and reusable. */
void trc_buf_free(trc_buf *b);
/* Release the storage and take cap bytes at mem (cap >= 1) as the storage of the now
 * empty buffer, lent: the lender keeps it alive while the buffer holds it, and growing
 * past cap moves the bytes to malloc storage. */
void trc_buf_use(trc_buf *b, char *mem, size_t cap);
/* Make room for n more bytes; returns 0, or -1 (and sets failed) on out-of-memory, or
 * -1 (and closes the buffer: over) when len + n + 1 would exceed a limit. */
int trc_buf_reserve(trc_buf *b, size_t n);
/* Close the buffer: every later append is dropped (over set, cap lowered so that the
 * inline appends take the slow path) until the owner clears over. */
void trc_buf_close(trc_buf *b);
/* Slow paths of the inline appends below (grow, then append). */
void trc_buf_add_slow(trc_buf *b, const void *p, size_t n);
void trc_buf_add_u64_slow(trc_buf *b, uint64_t v);
/* Append printf-formatted text (not for hot paths). */
void trc_buf_printf(trc_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Append n copies of byte c. */
void trc_buf_fill(trc_buf *b, int c, size_t n);
/* Append v as upper-case hex, zero-padded to at least `digits` digits. */
void trc_buf_add_hex(trc_buf *b, uint64_t v, unsigned digits);

/* Copy n bytes (short runs without a library call; the regions must not overlap). */
static inline __attribute__((always_inline)) void trc_copy_short(char *d, const char *s, size_t n)
{
    if (n < 4) {                      /* first, middle and last byte (they may coincide) */
        if (n) {
            char a = s[0], m = s[n / 2], z = s[n - 1];
            d[0] = a;
            d[n / 2] = m;
            d[n - 1] = z;
        }
    } else if (n <= 8) {              /* two overlapping 4-byte moves */
        uint32_t a, c;
        memcpy(&a, s, 4);
        memcpy(&c, s + n - 4, 4);
        memcpy(d, &a, 4);
        memcpy(d + n - 4, &c, 4);
    } else if (n <= 16) {             /* two overlapping 8-byte moves */
        uint64_t a, c;
        memcpy(&a, s, 8);
        memcpy(&c, s + n - 8, 8);
        memcpy(d, &a, 8);
        memcpy(d + n - 8, &c, 8);
    } else {
        memcpy(d, s, n);
    }
}

/* Append n bytes. */
static inline void trc_buf_add(trc_buf *b, const void *p, size_t n)
{
    if (b->cap - b->len > n) {        /* room for the bytes and the NUL */
        char *d = b->data + b->len;
        trc_copy_short(d, (const char *)p, n);
        d[n] = '\0';
        b->len += n;
    } else {
        trc_buf_add_slow(b, p, n);
    }
}
/* Append a NUL-terminated string. */
static inline void trc_buf_adds(trc_buf *b, const char *s) { trc_buf_add(b, s, strlen(s)); }
/* Append one byte. */
static inline void trc_buf_addc(trc_buf *b, int c)
{
    if (b->cap - b->len > 1) {
        b->data[b->len++] = (char)c;
        b->data[b->len] = '\0';
    } else {
        char ch = (char)c;
        trc_buf_add_slow(b, &ch, 1);
    }
}
/* Append an unsigned decimal number (hand-formatted). */
static inline void trc_buf_add_u64(trc_buf *b, uint64_t v)
{
    if (b->cap - b->len > 20) {
        size_t n = trc_put_u64(b->data + b->len, v);
        b->len += n;
        b->data[b->len] = '\0';
    } else {
        trc_buf_add_u64_slow(b, v);
    }
}
/* Append a signed decimal number (hand-formatted). */
static inline void trc_buf_add_i64(trc_buf *b, int64_t v)
{
    if (v < 0) {
        trc_buf_addc(b, '-');
        trc_buf_add_u64(b, (uint64_t)0 - (uint64_t)v);
    } else {
        trc_buf_add_u64(b, (uint64_t)v);
    }
}
/* Truncate to n bytes (n <= len). */
static inline void trc_buf_truncate(trc_buf *b, size_t n)
{
    if (n < b->len) { b->len = n; b->data[n] = '\0'; }
}

#endif
