/* inbuf.c -- bounded streaming input window (see inbuf.h).  Owns the refill policy:
 * compact to the cursor, grow only when one request does not fit, read(2) in large
 * chunks, retry EINTR; or, for a regular file that is not empty, one read-only mapping
 * whose pages behind the cursor are given back as it moves. */
#include "formats/inbuf.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Map the regular file fd (st: its stat) whole when it is not empty and the n prefix
 * bytes are the n bytes before its read position; 1 when b now serves the mapping. */
static int map_file(trc_inbuf *b, int fd, const struct stat *st, const void *prefix, size_t n)
{
    if (st->st_size <= 0 || (uint64_t)st->st_size > SIZE_MAX / 2) return 0;
    off_t cur = lseek(fd, 0, SEEK_CUR);
    if (cur < 0 || (uint64_t)cur < n || cur > st->st_size) return 0;
    uint64_t start = (uint64_t)cur - n;                 /* stream offset 0 in the file */
    long pg = sysconf(_SC_PAGESIZE);
    uint64_t at = pg > 0 ? start / (uint64_t)pg * (uint64_t)pg : 0;
    size_t len = (size_t)((uint64_t)st->st_size - at);
    void *m = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, (off_t)at);
    if (m == MAP_FAILED) return 0;
    uint8_t *d = (uint8_t *)m + (start - at);
    if (n && memcmp(d, prefix, n) != 0) { munmap(m, len); return 0; }
    (void)madvise(m, len, MADV_SEQUENTIAL);
    b->map = m;
    b->maplen = len;
    b->data = d;
    b->cap = b->hi = (size_t)((uint64_t)st->st_size - start);
    b->eof = 1;                                         /* nothing to read(2) */
    b->borrowed = 1;
    b->released = 0;
    b->release_at = (uint64_t)TRC_INBUF_LAG + TRC_INBUF_STEP;   /* data[0] is offset 0 */
    return 1;
}

void trc_inbuf_release(trc_inbuf *b, uint64_t off)
{
    b->release_at = b->map ? off + TRC_INBUF_STEP : UINT64_MAX;
    if (off > b->hold) off = b->hold;   /* bytes still read elsewhere stay mapped */
    long pg = sysconf(_SC_PAGESIZE);
    if (!b->map || pg <= 0 || off < b->base + TRC_INBUF_LAG) return;
    /* map indexes (data - map is the index of stream offset base); whole pages only */
    size_t shift = (size_t)(b->data - b->map), p = (size_t)pg;
    size_t to = ((size_t)(off - TRC_INBUF_LAG - b->base) + shift) / p * p;
    size_t from = (b->released + p - 1) / p * p;
    if (to > from && to <= b->maplen) (void)madvise(b->map + from, to - from, MADV_DONTNEED);
    if (to > b->released) b->released = to;
}

int trc_inbuf_init(trc_inbuf *b, int fd, int own_fd, size_t cap, const void *prefix, size_t n)
{
    memset(b, 0, sizeof *b);
    b->release_at = UINT64_MAX;
    b->hold = UINT64_MAX;
    b->fd = fd;
    b->own_fd = own_fd;
    b->max_cap = (size_t)64 << 20;
    if (b->max_cap < cap) b->max_cap = cap;
    /* a regular file is mapped; an empty one needs no large window (it grows on demand
     * anyway) */
    struct stat st;
    int regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    if (regular && map_file(b, fd, &st, prefix, n)) return 0;
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

void trc_inbuf_free(trc_inbuf *b)
{
    if (b->map) munmap(b->map, b->maplen);
    b->map = NULL;
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
        if (cap > b->cap) {
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
        b->eof = 1;
    }
    *p = b->data + (i <= b->hi ? i : b->hi);
    if (i >= b->hi) return 0;
    return b->hi - i < n ? b->hi - i : n;
}
