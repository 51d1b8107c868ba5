/* inbuf.h -- bounded streaming input window shared by the binary readers (trclog, raw
 * AIX).  Owns: the refill buffer over read(2), for a pipe and a regular file alike (a
 * file is not mapped: docs/trclog.md, "Reader").  Readers address bytes by absolute
 * stream offset; only the bytes from the cursor onwards are kept, so memory stays bounded
 * however long the input is.  Internal to formats/. */
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
    int err;           /* errno of a failed read (sticky), TRC_INBUF_SHRANK, or 0 if none */
    uint64_t expect;   /* a regular file's stream size when it was opened (UINT64_MAX for
                          other inputs): an end before it means the file shrank */
    int borrowed;      /* data is not owned (a --jobs chunk, or storage lent by the
                          ring of --jobs through trc_trclog_cut_take): never freed nor
                          resized; a window that must grow copies it to storage of its own */
} trc_inbuf;

/* inbuf.err when a regular file ended before the size it had when it was opened (it was
 * truncated while it was read). */
enum { TRC_INBUF_SHRANK = -1 };

/* Set up a window of `cap` bytes over fd (own_fd: close it in trc_inbuf_free); `prefix`
 * (n bytes, may be NULL/0) are bytes already read from fd and are served first.  Returns
 * 0, or -1 when out of memory. */
int trc_inbuf_init(trc_inbuf *b, int fd, int own_fd, size_t cap, const void *prefix, size_t n);
/* The message of a sticky read error (b->err != 0). */
const char *trc_inbuf_strerror(const trc_inbuf *b);
/* Drop the bytes before the cursor and make the window `cap` bytes long, when what
 * follows the cursor fits (else it stays as it is).  Returns 0, or -1 when it stays. */
int trc_inbuf_resize(trc_inbuf *b, size_t cap);
/* Move a window on borrowed storage to storage of its own of cap bytes (>= its bytes
 * read), its bytes copied; 0 (nothing to do when the storage is its own), or -1 when out
 * of memory (the window is left as it was). */
int trc_inbuf_own(trc_inbuf *b, size_t cap);
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
/* Move the cursor to stream offset off (bytes before it may be discarded). */
static inline void trc_inbuf_consume(trc_inbuf *b, uint64_t off)
{
    size_t i = (size_t)(off - b->base);
    b->lo = i <= b->hi ? i : b->hi;
}
/* Stream offset of the end of the input; meaningful once eof is set. */
static inline uint64_t trc_inbuf_size(const trc_inbuf *b) { return b->base + b->hi; }

#endif
