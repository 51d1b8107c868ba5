/* diag.c -- buffered diagnostics with source carets (docs/ref/language.md §14.1), see diag.h.
 * Owns the physical line table of one file, the error/warning counters, the 100-error
 * limit and the sorted (stable) printing. */
#include "grammar/diag.h"
#include "common/buf.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* One buffered diagnostic. */
struct trc_diag_entry {
    uint32_t off;        /* file offset it cites */
    uint32_t seq;        /* report order (stable sort key) */
    trc_diag_kind kind;  /* error or warning */
    char *msg;           /* message text (malloc) */
};

enum { TRC_DIAG_MAX_ERRORS = 100 };

int trc_diag_init(trc_diag *d, const char *path, const char *src, size_t len, FILE *out)
{
    memset(d, 0, sizeof *d);
    d->path = path;
    d->src = src;
    d->src_len = len;
    d->out = out;
    uint32_t n = 1;
    for (const char *p = src, *e = src + len; p < e && (p = memchr(p, '\n', (size_t)(e - p))); p++) n++;
    d->line_starts = malloc(n * sizeof *d->line_starts);
    if (!d->line_starts) return -1;
    d->line_starts[0] = 0;
    uint32_t k = 1;
    for (const char *p = src, *e = src + len; p < e && (p = memchr(p, '\n', (size_t)(e - p))); p++)
        d->line_starts[k++] = (uint32_t)(p - src + 1);
    /* a final newline does not start a line of its own */
    if (len > 0 && src[len - 1] == '\n' && k > 1) k--;
    d->nlines = k;
    return 0;
}

void trc_diag_free(trc_diag *d)
{
    for (uint32_t i = 0; i < d->n; i++) free(d->v[i].msg);
    free(d->v);
    free(d->line_starts);
    d->v = NULL;
    d->n = d->cap = 0;
    d->line_starts = NULL;
}

void trc_diag_linecol(const trc_diag *d, uint32_t off, uint32_t *line, uint32_t *col)
{
    uint32_t a = 0, b = d->nlines;
    if (!d->line_starts || d->nlines == 0) { *line = 1; *col = off + 1; return; }
    while (b - a > 1) {
        uint32_t m = a + (b - a) / 2;
        if (d->line_starts[m] <= off) a = m;
        else b = m;
    }
    *line = a + 1;
    *col = off - d->line_starts[a] + 1;
}

int trc_diag_report(trc_diag *d, trc_diag_kind kind, uint32_t off, const char *fmt, ...)
{
    va_list ap;
    char small[256];
    va_start(ap, fmt);
    int len = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (len < 0) { len = 0; small[0] = '\0'; }
    char *msg = malloc((size_t)len + 1);
    if (msg && (size_t)len < sizeof small) memcpy(msg, small, (size_t)len + 1);
    else if (msg) {
        va_start(ap, fmt);
        vsnprintf(msg, (size_t)len + 1, fmt, ap);
        va_end(ap);
    }
    if (d->n == d->cap) {
        uint32_t cap = d->cap ? d->cap * 2 : 16;
        struct trc_diag_entry *v = realloc(d->v, cap * sizeof *v);
        if (!v) { free(msg); return kind == TRC_DIAG_ERROR ? -1 : 0; }
        d->v = v;
        d->cap = cap;
    }
    struct trc_diag_entry *e = &d->v[d->n];
    e->off = off;
    e->seq = d->n;
    e->kind = kind;
    e->msg = msg;
    d->n++;
    /* Diagnostics are kept even past the limit: trc_diag_flush() applies it in file
     * order, after sorting, so parser and checker errors are cut consistently. */
    if (kind == TRC_DIAG_ERROR) {
        d->nerrors++;
        if (d->nerrors >= TRC_DIAG_MAX_ERRORS) { if (!d->too_many) d->too_many = 1; return -1; }
    } else {
        d->nwarnings++;
    }
    return 0;
}

static int entry_cmp(const void *pa, const void *pb)
{
    const struct trc_diag_entry *a = pa, *b = pb;
    if (a->off != b->off) return a->off < b->off ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Append one diagnostic to o: header, source line, caret line. */
static void format_entry(const trc_diag *d, const struct trc_diag_entry *e, trc_buf *o)
{
    uint32_t line, col;
    trc_diag_linecol(d, e->off, &line, &col);
    const char *word = e->kind == TRC_DIAG_ERROR ? "error" : "warning";
    if (d->color)
        trc_buf_printf(o, "%s:%u:%u: \033[%sm%s\033[0m: %s\n", d->path, line, col,
                       e->kind == TRC_DIAG_ERROR ? "31" : "33", word, e->msg ? e->msg : "");
    else
        trc_buf_printf(o, "%s:%u:%u: %s: %s\n", d->path, line, col, word, e->msg ? e->msg : "");
    size_t start = d->line_starts ? d->line_starts[line - 1] : 0;
    size_t end = start;
    while (end < d->src_len && d->src[end] != '\n') end++;
    if (end > start && end < d->src_len && d->src[end - 1] == '\r') end--;
    trc_buf_add(o, d->src + start, end - start);
    trc_buf_addc(o, '\n');
    for (size_t i = start; i < start + col - 1 && i < d->src_len; i++)
        trc_buf_addc(o, d->src[i] == '\t' ? '\t' : ' ');
    trc_buf_add(o, "^\n", 2);
}

void trc_diag_flush(trc_diag *d)
{
    if (d->n > 1) qsort(d->v, d->n, sizeof *d->v, entry_cmp);
    trc_buf o;
    trc_buf_init(&o);
    uint32_t errors = 0;
    int cut = 0;
    for (uint32_t i = 0; i < d->n; i++) {
        if (d->out && !cut) format_entry(d, &d->v[i], &o);
        if (d->v[i].kind == TRC_DIAG_ERROR && ++errors >= TRC_DIAG_MAX_ERRORS) cut = 1;
        free(d->v[i].msg);
        if (d->out && o.len >= 65536) { fwrite(o.data, 1, o.len, d->out); o.len = 0; }
    }
    d->n = 0;
    if (d->out && o.len) fwrite(o.data, 1, o.len, d->out);
    trc_buf_free(&o);
    if ((d->too_many == 1 || cut) && d->out) {
        fprintf(d->out, "%s: too many errors\n", d->path);
        d->too_many = 2;     /* printed once; still counts as full */
    }
}
