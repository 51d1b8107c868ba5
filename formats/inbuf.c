/* inbuf.c -- bounded streaming input window (see inbuf.h).  Owns the refill policy:
 * compact to the cursor, grow only when one request does not fit, read(2) in large
 * chunks, retry EINTR. */
#include "formats/inbuf.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int trc_inbuf_init(trc_inbuf *b, int fd, int own_fd, size_t cap, const void *prefix, size_t n)
{
    memset(b, 0, sizeof *b);
    b->fd = fd;
    b->own_fd = own_fd;
    b->max_cap = (size_t)64 << 20;
    if (b->max_cap < cap) b->max_cap = cap;
    /* a small regular file needs no large window (it grows on demand anyway) */
    struct stat st;
    int regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    b->expect = UINT64_MAX;
    off_t cur = regular ? lseek(fd, 0, SEEK_CUR) : -1;
    if (cur >= 0 && cur <= st.st_size) b->expect = (uint64_t)(st.st_size - cur) + n;
    if (regular && st.st_size >= 0 && (uint64_t)st.st_size + n + 64 < cap) {
        cap = (size_t)st.st_size + n + 64;
        if (cap < 4096) cap = 4096;
    }
#ifdef F_SETPIPE_SZ
    /* a larger pipe buffer means fewer, larger reads (best effort, Linux) */
    if (fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode)) (void)fcntl(fd, F_SETPIPE_SZ, 1 << 20);
#endif
    if (cap < n) cap = n;
    b->cap = cap;
    b->data = malloc(cap ? cap : 1);
    if (!b->data) return -1;
    if (n) memcpy(b->data, prefix, n);
    b->hi = n;
    return 0;
}

const char *trc_inbuf_strerror(const trc_inbuf *b)
{
    return b->err == TRC_INBUF_SHRANK ? "the file was truncated while it was read" : strerror(b->err);
}

int trc_inbuf_resize(trc_inbuf *b, size_t cap)
{
    if (b->borrowed || b->hi - b->lo > cap || cap == 0) return -1;
    if (b->lo > 0) {
        memmove(b->data, b->data + b->lo, b->hi - b->lo);
        b->base += b->lo;
        b->hi -= b->lo;
        b->lo = 0;
    }
    if (cap == b->cap) return 0;
    uint8_t *d = realloc(b->data, cap);
    if (!d) return -1;
    b->data = d;
    b->cap = cap;
    if (b->max_cap < cap) b->max_cap = cap;
    return 0;
}

int trc_inbuf_own(trc_inbuf *b, size_t cap)
{
    if (!b->borrowed) return 0;
    uint8_t *d = malloc(cap ? cap : 1);
    if (!d) return -1;
    memcpy(d, b->data, b->hi);
    b->data = d;
    b->cap = cap;
    b->borrowed = 0;
    return 0;
}

void trc_inbuf_free(trc_inbuf *b)
{
    if (!b->borrowed) free(b->data);
    b->data = NULL;
    if (b->own_fd && b->fd >= 0) close(b->fd);
    b->fd = -1;
}

size_t trc_inbuf_fill(trc_inbuf *b, uint64_t off, size_t n, const uint8_t **p)
{
    /* Discard what lies before the cursor (nothing more is read after the end: keep it) */
    if (b->lo > 0 && !b->eof) {
        memmove(b->data, b->data + b->lo, b->hi - b->lo);
        b->base += b->lo;
        b->hi -= b->lo;
        b->lo = 0;
    }
    size_t i = (size_t)(off - b->base);
    size_t need = i + n;
    if (need > b->cap && !b->eof) {
        size_t cap = b->cap;
        while (cap < need && cap < b->max_cap) cap = cap * 2 > b->max_cap ? b->max_cap : cap * 2;
        if (cap > b->cap && b->borrowed) {
            (void)trc_inbuf_own(b, cap);   /* borrowed storage is not ours to move */
        } else if (cap > b->cap) {
            uint8_t *d = realloc(b->data, cap);
            if (d) { b->data = d; b->cap = cap; }
        }
    }
    while (b->hi < need && !b->eof) {
        if (b->hi == b->cap) break;  /* request larger than the window allows */
        ssize_t r = read(b->fd, b->data + b->hi, b->cap - b->hi);
        if (r > 0) { b->hi += (size_t)r; continue; }
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) b->err = errno;
        else if (b->expect != UINT64_MAX && b->base + b->hi < b->expect) b->err = TRC_INBUF_SHRANK;
        b->eof = 1;
    }
    *p = b->data + (i <= b->hi ? i : b->hi);
    if (i >= b->hi) return 0;
    return b->hi - i < n ? b->hi - i : n;
}
