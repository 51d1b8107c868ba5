/* buf.h -- growable byte buffer with a sticky error flag.  Appends never fail visibly:
 * after an allocation failure the buffer stops growing and `failed` stays set, so a
 * caller checks once at the end. */
#ifndef TRC_BUF_H
#define TRC_BUF_H
#include <stddef.h>
#include <stdint.h>

/* A growable buffer; data is always NUL-terminated when len > 0 or cap > 0. */
typedef struct trc_buf {
    char *data;     /* bytes (owned, malloc) */
    size_t len;     /* bytes in use */
    size_t cap;     /* bytes allocated */
    int failed;     /* sticky: an allocation failed; later appends are dropped */
} trc_buf;

/* Initialise an empty buffer (no allocation). */
void trc_buf_init(trc_buf *b);
/* Release the storage; the buffer is empty and reusable. */
void trc_buf_free(trc_buf *b);
/* Make room for n more bytes; returns 0, or -1 (and sets failed) on out-of-memory. */
int trc_buf_reserve(trc_buf *b, size_t n);
/* Append n bytes. */
void trc_buf_add(trc_buf *b, const void *p, size_t n);
/* Append a NUL-terminated string. */
void trc_buf_adds(trc_buf *b, const char *s);
/* Append one byte. */
void trc_buf_addc(trc_buf *b, int c);
/* Append n copies of byte c. */
void trc_buf_fill(trc_buf *b, int c, size_t n);
/* Append printf-formatted text (not for hot paths). */
void trc_buf_printf(trc_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Append an unsigned decimal number (hand-formatted). */
void trc_buf_add_u64(trc_buf *b, uint64_t v);
/* Append a signed decimal number (hand-formatted). */
void trc_buf_add_i64(trc_buf *b, int64_t v);
/* Append v as upper-case hex, zero-padded to at least `digits` digits. */
void trc_buf_add_hex(trc_buf *b, uint64_t v, unsigned digits);
/* Truncate to n bytes (n <= len). */
static inline void trc_buf_truncate(trc_buf *b, size_t n)
{
    if (n < b->len) { b->len = n; b->data[n] = '\0'; }
}

#endif
