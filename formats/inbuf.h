/* inbuf.h -- bounded streaming input window shared by the binary readers (trclog, raw
 * AIX).  Owns: the refill buffer over a pipe, or the read-only mapping of a regular file.
 * Readers address bytes by absolute stream offset; only the bytes from the cursor onwards
 * are kept (of a mapping: its pages up to TRC_INBUF_LAG + TRC_INBUF_STEP behind), so
 * memory stays bounded however long the input is.  Internal to formats/. */
#ifndef TRC_INBUF_H
#define TRC_INBUF_H
#include <stddef.h>
#include <stdint.h>

/* A refillable window [base, base + hi) over an input stream. */
typedef struct trc_inbuf {
    int fd;            /* input descriptor (-1 after close) */
    int own_fd;        /* close fd in trc_inbuf_free */
    uint8_t *data;     /* window storage (malloc) */
    size_t cap;        /* bytes allocated for data */
    size_t lo;         /* index in data of the cursor (first byte still needed) */
    size_t hi;         /* index in data past the last byte read */
    uint64_t base;     /* stream offset of data[0] */
    size_t max_cap;    /* the window never grows beyond this many bytes */
    int eof;           /* 1 once read() returned 0 (or an error: see err) */
    int err;           /* errno of a failed read (sticky), 0 if none */
    int borrowed;      /* data is not owned (a memory source): never freed nor moved */
    uint8_t *map;      /* a regular file mapped whole, read-only (data points into it), or
                          NULL: the read(2) window */
    size_t maplen;     /* bytes mapped */
    size_t released;   /* index in map below which its pages were given back */
    uint64_t release_at; /* cursor offset at which to give back more (UINT64_MAX: never) */
    uint64_t hold;     /* stream offset of the first byte that a reader other than the
                          cursor still needs (--jobs chunks in flight): pages are given
                          back only below min(cursor, hold) - TRC_INBUF_LAG; UINT64_MAX:
                          no such reader */
} trc_inbuf;

/* Mapped files: page-cache pages more than TRC_INBUF_LAG bytes behind the cursor are given
 * back every TRC_INBUF_STEP bytes (the window's memory stays bounded; a page read again,
 * by a --jobs worker, comes back from the page cache). */
enum { TRC_INBUF_LAG = 8 << 20, TRC_INBUF_STEP = 4 << 20 };

/* Set up a window of `cap` bytes over fd (own_fd: close it in trc_inbuf_free); `prefix`
 * (n bytes, may be NULL/0) are bytes already read from fd and are served first.  A
 * regular file that is not empty is mapped whole instead (no read(2) copies; its size is
 * taken now: bytes appended later are not seen).  Returns 0, or -1 when out of memory. */
int trc_inbuf_init(trc_inbuf *b, int fd, int own_fd, size_t cap, const void *prefix, size_t n);
/* Release the storage and close the descriptor if owned. */
void trc_inbuf_free(trc_inbuf *b);
/* Slow path of trc_inbuf_get: refill (and grow up to max_cap) so that [off, off+n) is
 * present; returns the number of bytes available from off (< n only at end of input or
 * on a read error), *p pointing at off. */
size_t trc_inbuf_fill(trc_inbuf *b, uint64_t off, size_t n, const uint8_t **p);

/* Make bytes [off, off+n) available (off >= cursor); returns how many are (n unless the
 * input ends first), with *p pointing at offset off.  Pointers stay valid until the next
 * call that may refill. */
static inline size_t trc_inbuf_get(trc_inbuf *b, uint64_t off, size_t n, const uint8_t **p)
{
    size_t i = (size_t)(off - b->base);
    if (i + n <= b->hi) { *p = b->data + i; return n; }
    return trc_inbuf_fill(b, off, n, p);
}
/* Give back the mapped pages before stream offset min(off, hold) - TRC_INBUF_LAG
 * (trc_inbuf_consume, and readers that move the cursor themselves once it reaches
 * release_at). */
void trc_inbuf_release(trc_inbuf *b, uint64_t off);
/* Move the cursor to stream offset off (bytes before it may be discarded). */
static inline void trc_inbuf_consume(trc_inbuf *b, uint64_t off)
{
    size_t i = (size_t)(off - b->base);
    b->lo = i <= b->hi ? i : b->hi;
    if (off >= b->release_at) trc_inbuf_release(b, off);
}
/* Stream offset of the end of the input; meaningful once eof is set. */
static inline uint64_t trc_inbuf_size(const trc_inbuf *b) { return b->base + b->hi; }

#endif
