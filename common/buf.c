/* buf.c -- growable byte buffer with sticky errors (see buf.h). */
#include "buf.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void trc_buf_init(trc_buf *b) { memset(b, 0, sizeof *b); }

void trc_buf_free(trc_buf *b)
{
    if (!b->foreign) free(b->data);
    memset(b, 0, sizeof *b);
}

void trc_buf_use(trc_buf *b, char *mem, size_t cap)
{
    trc_buf_free(b);
    b->data = mem;
    b->cap = cap;
    b->data[0] = '\0';
    b->foreign = 1;
}

void trc_buf_close(trc_buf *b)
{
    b->over = 1;
    if (b->data) b->cap = b->len + 1;   /* the NUL is there; nothing else fits */
}

int trc_buf_reserve(trc_buf *b, size_t n)
{
    if (b->failed || b->over) return -1;
    if (b->cap - b->len > n) return 0;
    if (b->limit && (n >= b->limit || b->len >= b->limit - n)) {   /* len + n + 1 > limit */
        trc_buf_close(b);
        return -1;
    }
    size_t cap = b->cap ? b->cap : 256;
    while (cap - b->len <= n) {
        if (cap > ((size_t)-1) / 2) { b->failed = 1; return -1; }
        cap *= 2;
    }
    if (b->limit && cap > b->limit) cap = b->limit;   /* still > len + n: checked above */
    char *p = b->foreign ? malloc(cap) : realloc(b->data, cap);
    if (!p) { b->failed = 1; return -1; }
    if (b->foreign) {   /* lent storage: the bytes (and the NUL) move, the lender keeps it */
        memcpy(p, b->data, b->len);
        p[b->len] = '\0';
        b->foreign = 0;
    }
    b->data = p;
    b->cap = cap;
    return 0;
}

void trc_buf_add_slow(trc_buf *b, const void *p, size_t n)
{
    if (trc_buf_reserve(b, n)) return;
    if (n) memcpy(b->data + b->len, p, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void trc_buf_fill(trc_buf *b, int c, size_t n)
{
    if (trc_buf_reserve(b, n)) return;
    memset(b->data + b->len, c, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void trc_buf_printf(trc_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list aq;
    va_copy(aq, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n >= 0 && trc_buf_reserve(b, (size_t)n) == 0) {
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, aq);
        b->len += (size_t)n;
    }
    va_end(aq);
}

void trc_buf_add_u64_slow(trc_buf *b, uint64_t v)
{
    char tmp[24];
    trc_buf_add_slow(b, tmp, trc_put_u64(tmp, v));
}

void trc_buf_add_hex(trc_buf *b, uint64_t v, unsigned digits)
{
    static const char hex[] = "0123456789ABCDEF";
    char tmp[40];
    int i = sizeof tmp;
    unsigned n = 0;
    do { tmp[--i] = hex[v & 15]; v >>= 4; n++; } while (v && i > 0);
    if (digits > sizeof tmp) digits = sizeof tmp;
    while (n < digits && i > 0) { tmp[--i] = '0'; n++; }
    trc_buf_add_slow(b, tmp + i, sizeof tmp - (size_t)i);
}
