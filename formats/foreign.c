/* foreign.c -- shared machinery of the foreign readers (formats/foreign_int.h): input
 * files and buffered windows, warnings, 128-bit scaling, and
 * the public trc_foreign_counts_of().  Format-specific code lives in shark.c and qnx.c. */
#include "formats/foreign_int.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int trc_fx_open(trc_fx_file *f, const char *path, char *err, size_t errlen)
{
    struct stat st;
    memset(f, 0, sizeof *f);
    if (strcmp(path, "-") == 0) {
        f->fp = stdin;
        f->is_stdin = 1;
    } else {
        f->fp = fopen(path, "rb");
        if (!f->fp) {
            if (err && errlen) snprintf(err, errlen, "%s: %s", path, strerror(errno));
            return -1;
        }
    }
    f->fd = fileno(f->fp);
    if (!f->is_stdin && fstat(f->fd, &st) == 0 && S_ISREG(st.st_mode)) {
        f->seekable = 1;
        f->size = (uint64_t)st.st_size;
    }
    return 0;
}

void trc_fx_close(trc_fx_file *f)
{
    if (f->fp && !f->is_stdin) fclose(f->fp);
    f->fp = NULL;
}

int trc_fx_rd_init(trc_fx_rd *r, trc_fx_file *f, size_t cap, uint64_t off, int pread_mode)
{
    memset(r, 0, sizeof *r);
    r->f = f;
    r->cap = cap < 64 ? 64 : cap;
    r->buf = malloc(r->cap);
    r->off = off;
    r->pread_mode = pread_mode;
    return r->buf ? 0 : -1;
}

void trc_fx_rd_free(trc_fx_rd *r)
{
    free(r->buf);
    r->buf = NULL;
}

size_t trc_fx_rd_avail(trc_fx_rd *r, size_t need)
{
    if (r->end - r->pos >= need || r->eof || r->f->ioerr) return r->end - r->pos;
    if (r->pos > 0) {                       /* compact */
        memmove(r->buf, r->buf + r->pos, r->end - r->pos);
        r->end -= r->pos;
        r->pos = 0;
    }
    if (need > r->cap) {                    /* grow to hold the request */
        size_t nc = r->cap;
        while (nc < need) nc *= 2;
        uint8_t *nb = realloc(r->buf, nc);
        if (!nb) {
            r->f->ioerr = 1;
            snprintf(r->f->errbuf, sizeof r->f->errbuf, "out of memory");
            return r->end;
        }
        r->buf = nb;
        r->cap = nc;
    }
    while (r->end < need && !r->eof) {
        size_t room = r->cap - r->end;
        size_t got;
        if (r->pread_mode) {
            ssize_t n = pread(r->f->fd, r->buf + r->end, room, (off_t)(r->off + r->end));
            if (n < 0) {
                if (errno == EINTR) continue;
                r->f->ioerr = 1;
                snprintf(r->f->errbuf, sizeof r->f->errbuf, "read error: %s", strerror(errno));
                break;
            }
            got = (size_t)n;
        } else {
            got = fread(r->buf + r->end, 1, room, r->f->fp);
            if (got < room && ferror(r->f->fp)) {
                r->f->ioerr = 1;
                snprintf(r->f->errbuf, sizeof r->f->errbuf, "read error: %s", strerror(errno));
            }
        }
        if (got == 0 && !r->f->ioerr) r->eof = 1;
        r->end += got;
        if (r->f->ioerr) break;
    }
    return r->end - r->pos;
}

void trc_fx_warn(trc_foreign_warn_fn fn, void *ctx, const char *path, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    char *msg = small;
    char *big = NULL;
    if (n >= (int)sizeof small) {           /* long message: no fixed limit */
        big = malloc((size_t)n + 1);
        if (big) {
            va_start(ap, fmt);
            vsnprintf(big, (size_t)n + 1, fmt, ap);
            va_end(ap);
            msg = big;
        }
    }
    if (fn) fn(ctx, msg);
    else fprintf(stderr, "%s: warning: %s\n", path ? path : "-", msg);
    free(big);
}

uint64_t trc_fx_muldiv(uint64_t v, uint64_t mul, uint64_t div)
{
#ifdef __SIZEOF_INT128__
    __extension__ typedef unsigned __int128 u128;
    u128 r = (u128)v * mul / div;
    return r > UINT64_MAX ? UINT64_MAX : (uint64_t)r;
#else
    /* Schoolbook: v = q*div + rem; rem*mul may still overflow, so go bit by bit. */
    uint64_t q = v / div, rem = v % div, hi = 0, lo = 0;
    if (mul && q > UINT64_MAX / mul) return UINT64_MAX;
    uint64_t res = q * mul;
    /* rem * mul / div without overflow: shift-add division */
    for (int i = 63; i >= 0; i--) {
        hi = hi << 1 | lo >> 63;
        lo <<= 1;
        if (mul >> i & 1) { lo += rem; if (lo < rem) hi++; }
    }
    uint64_t part = 0, r2 = 0;
    for (int i = 127; i >= 0; i--) {
        uint64_t bit = i >= 64 ? hi >> (i - 64) & 1 : lo >> i & 1;
        int carry = (int)(r2 >> 63);
        r2 = r2 << 1 | bit;
        part <<= 1;
        if (carry || r2 >= div) { r2 -= div; part |= 1; }
    }
    return res + part < res ? UINT64_MAX : res + part;
#endif
}

const trc_foreign_counts *trc_foreign_counts_of(const trc_source *s)
{
    return s ? s->foreign : NULL;
}

int trc_fx_src_init(trc_source *base, char **pathcopy, trc_fx_file *file, const char *path,
                    int (*next)(trc_source *, trc_record *), void (*close)(trc_source *),
                    const trc_foreign_counts *counts, char *err, size_t errlen)
{
    *pathcopy = strdup(path ? path : "-");
    if (!*pathcopy || trc_fx_open(file, *pathcopy, err, errlen) < 0) {
        free(*pathcopy);
        *pathcopy = NULL;
        return -1;
    }
    base->next = next;
    base->close = close;
    base->path = *pathcopy;
    base->foreign = counts;
    return 0;
}
