/* gram.c -- helpers shared by the scanner and the parser actions: spans and diagnostics
 * in logical-line coordinates, arena vectors, format-code shapes (docs/ref/language.md §6.1),
 * REF filling, string escapes (§2.2), back-quote splitting (§8.5), numbers (§2.5), hook
 * ids (§4.1), node builders and the post-parse glue/field pass (§2.3 rule 4, §8.3). */
#include "common/hookid.h"
#include "grammar/gram.h"
#include "grammar/parse.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_blank(int c) { return c == ' ' || c == '\t'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_alpha(int c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
static int is_namech(int c) { return is_alpha(c) || is_digit(c) || c == '_'; }
static int hexval(int c)
{
    if (is_digit(c)) return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* ---- context helpers --------------------------------------------------------------- */

trc_span tg_span(const tgram_ctx *pc, uint32_t lo, uint32_t hi)
{
    const trc_lline *ll = pc->ll;
    trc_span sp;
    if (lo > ll->len) lo = ll->len;
    if (hi > ll->len) hi = ll->len;
    sp.off = ll->map[lo];
    if (hi > lo) sp.len = ll->map[hi - 1] + 1 - sp.off;
    else sp.len = 0;
    return sp;
}

static void tg_vreport(tgram_ctx *pc, trc_diag_kind k, uint32_t lo, const char *fmt, va_list ap)
{
    char small[256];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    char *msg = small;
    if (n >= (int)sizeof small) {
        msg = malloc((size_t)n + 1);
        if (msg) vsnprintf(msg, (size_t)n + 1, fmt, ap2);
        else msg = small;
    }
    va_end(ap2);
    trc_span sp = tg_span(pc, lo, lo);
    trc_diag_report(pc->diag, k, sp.off, "%s", msg);
    if (msg != small) free(msg);
}

void tg_error(tgram_ctx *pc, uint32_t lo, const char *fmt, ...)
{
    va_list ap;
    if (pc->failed) return;          /* one error per logical line */
    pc->failed = 1;
    va_start(ap, fmt);
    tg_vreport(pc, TRC_DIAG_ERROR, lo, fmt, ap);
    va_end(ap);
}

void tg_warning(tgram_ctx *pc, uint32_t lo, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tg_vreport(pc, TRC_DIAG_WARNING, lo, fmt, ap);
    va_end(ap);
}

void tg_nomem(tgram_ctx *pc)
{
    pc->nomem = 1;
    pc->failed = 1;
    longjmp(pc->nomem_jmp, 1);
}

void *tg_alloc(tgram_ctx *pc, size_t n)
{
    void *p = trc_arena_alloc(pc->arena, n ? n : 1);
    if (!p) tg_nomem(pc);
    return p;
}

trc_str tg_str(tgram_ctx *pc, const char *s, size_t n)
{
    trc_str r;
    char *p = tg_alloc(pc, n + 1);
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    r.s = p;
    r.len = (uint32_t)n;
    return r;
}

void *tg_push(tgram_ctx *pc, void *v, uint32_t n, size_t elem)
{
    if (n == 0 || (n >= 4 && (n & (n - 1)) == 0)) {
        size_t cap = n == 0 ? 4 : (size_t)n * 2;
        void *nv = tg_alloc(pc, cap * elem);
        if (v && n) memcpy(nv, v, (size_t)n * elem);
        return nv;
    }
    return v;
}

/* ---- format codes ------------------------------------------------------------------ */

/* Parse digits [i, n) of s into *v (saturating at UINT32_MAX; *big set to 1 when the
 * number does not fit: the checker rejects the code); returns the index after them. */
static size_t digits(const char *s, size_t i, size_t n, uint32_t *v, uint8_t *big)
{
    uint64_t x = 0;
    while (i < n && is_digit((unsigned char)s[i])) {
        x = x * 10 + (uint64_t)(s[i] - '0');
        if (x > UINT32_MAX) { x = UINT32_MAX; *big = 1; }
        i++;
    }
    *v = (uint32_t)x;
    return i;
}

int tg_code_shape(const char *s, size_t n)
{
    if (n == 0) return 0;
    if ((n == 2 && s[0] == 'H' && (s[1] == 'B' || s[1] == 'T')) || (n == 1 && s[0] == 'Z'))
        return 1;
    if (n < 2) return 0;
    int dotted = strchr("GOAB", s[0]) != NULL;
    int plain = strchr("RWXDUoFTEPS", s[0]) != NULL;
    if (!dotted && !plain) return 0;
    size_t i = 1;
    if (!is_digit((unsigned char)s[i])) return 0;
    while (i < n && is_digit((unsigned char)s[i])) i++;
    if (i == n) return 1;
    if (!dotted || s[i] != '.') return 0;
    i++;
    if (i == n || !is_digit((unsigned char)s[i])) return 0;
    while (i < n && is_digit((unsigned char)s[i])) i++;
    return i == n;
}

void tg_code_parse(const char *s, size_t n, trc_code *c)
{
    memset(c, 0, sizeof *c);
    if (!tg_code_shape(s, n)) return;
    if (n == 2 && s[0] == 'H') { c->letter = s[1] == 'B' ? 'b' : 't'; return; }
    if (n == 1) { c->letter = 'Z'; return; }
    c->letter = s[0];
    size_t i = digits(s, 1, n, &c->m, &c->big);
    if (i < n && s[i] == '.') {
        c->has_n = 1;
        digits(s, i + 1, n, &c->n, &c->big);
    }
}

void tg_fmt_parse(const char *s, size_t n, trc_code *c)
{
    memset(c, 0, sizeof *c);
    if ((n == 2 && s[0] == 'H' && (s[1] == 'B' || s[1] == 'T')) || (n == 1 && s[0] == 'Z')) {
        tg_code_parse(s, n, c);
        return;
    }
    if (n < 2 || !is_alpha((unsigned char)s[0]) || !is_digit((unsigned char)s[1])) return;
    c->letter = s[0];
    size_t i = digits(s, 1, n, &c->m, &c->big);
    if (i < n && s[i] == '.') {
        c->has_n = 1;
        i = digits(s, i + 1, n, &c->n, &c->big);
    }
    if (i != n) memset(c, 0, sizeof *c);
}

void tg_ref_fill(tgram_ctx *pc, trc_ref *r, const char *s, size_t n, uint32_t lo)
{
    memset(r, 0, sizeof *r);
    size_t i = 1;                                   /* skip `$` */
    while (i < n && is_namech((unsigned char)s[i])) i++;
    r->name = tg_str(pc, s + 1, i - 1);
    if (i < n && s[i] == '%') {
        r->has_fmt = 1;
        tg_fmt_parse(s + i + 1, n - i - 1, &r->fmt);
        r->fmt_span = tg_span(pc, lo + (uint32_t)i + 1, lo + (uint32_t)n);
    }
    uint32_t id;
    size_t nl = i - 1;
    int hex = nl >= 3 && nl <= 5;
    for (size_t k = 1; hex && k < i; k++) hex = hexval((unsigned char)s[k]) >= 0;
    if (hex) {
        r->is_sub = 1;
        if (trc_hook_parse(s + 1, nl, &id) == 0) r->sub_id = id;
    }
}

/* ---- strings ----------------------------------------------------------------------- */

/* Value of the escape `\c` inside quote q, or -1 when it stands for itself. */
static int escape_of(int c, char q)
{
    switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case '\\': return '\\';
    }
    if (c == q && (q == '"' || q == '\'' || q == '`')) return c;
    if (q == '`' && c == '$') return '$';
    return -1;
}

trc_str tg_unescape(tgram_ctx *pc, const char *s, size_t n, char q)
{
    char *out = tg_alloc(pc, n + 1);
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n) {
            int e = escape_of((unsigned char)s[i + 1], q);
            if (e >= 0) { out[o++] = (char)e; i++; continue; }
            out[o++] = s[i++];
            out[o++] = s[i];
            continue;
        }
        out[o++] = s[i];
    }
    out[o] = '\0';
    trc_str r = { out, (uint32_t)o };
    return r;
}

/* Back-quote splitting state. */
typedef struct bqst {
    tgram_ctx *pc;       /* context */
    trc_bqpart *v;       /* parts */
    uint32_t n;          /* count */
    trc_buf text;        /* pending literal text */
    uint32_t tlo, thi;   /* logical range of the pending text */
} bqst;

static void bq_flush(bqst *b)
{
    if (b->text.len == 0) return;
    b->v = tg_push(b->pc, b->v, b->n, sizeof *b->v);
    trc_bqpart *p = &b->v[b->n++];
    p->kind = TRC_BQ_TEXT;
    p->text = tg_str(b->pc, b->text.data, b->text.len);
    p->span = tg_span(b->pc, b->tlo, b->thi);
    b->text.len = 0;
}

static void bq_text(bqst *b, const char *s, size_t n, uint32_t lo, uint32_t hi)
{
    if (b->text.len == 0) b->tlo = lo;
    b->thi = hi;
    trc_buf_add(&b->text, s, n);
}

static trc_bqpart *bq_part(bqst *b, trc_bq_kind k, uint32_t lo, uint32_t hi)
{
    bq_flush(b);
    b->v = tg_push(b->pc, b->v, b->n, sizeof *b->v);
    trc_bqpart *p = &b->v[b->n++];
    memset(p, 0, sizeof *p);
    p->kind = k;
    p->span = tg_span(b->pc, lo, hi);
    return p;
}

/* Length of a REF at s[0..n) (s[0] == '$'), or 0 when `$` starts none. */
static size_t ref_len(const char *s, size_t n)
{
    size_t i = 1;
    while (i < n && is_namech((unsigned char)s[i])) i++;
    if (i == 1) return 0;
    if (i < n && s[i] == '%' && i + 1 < n && is_alpha((unsigned char)s[i + 1])) {
        size_t j = i + 1;
        while (j < n && is_alpha((unsigned char)s[j])) j++;
        while (j < n && is_digit((unsigned char)s[j])) j++;
        if (j + 1 < n && s[j] == '.' && is_digit((unsigned char)s[j + 1])) {
            j++;
            while (j < n && is_digit((unsigned char)s[j])) j++;
        }
        i = j;
    }
    return i;
}

static int sub_shaped(const char *name, size_t n)
{
    if (n < 3 || n > 5) return 0;
    for (size_t i = 0; i < n; i++) if (hexval((unsigned char)name[i]) < 0) return 0;
    return 1;
}

void tg_bq_split(tgram_ctx *pc, const char *s, size_t n, uint32_t lo,
                 trc_bqpart **parts, uint32_t *nparts)
{
    bqst b;
    memset(&b, 0, sizeof b);
    b.pc = pc;
    trc_buf_init(&b.text);
    size_t i = 0;
    while (i < n) {
        if (is_blank((unsigned char)s[i])) {
            bq_text(&b, s + i, 1, lo + (uint32_t)i, lo + (uint32_t)i + 1);
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && !is_blank((unsigned char)s[j])) j++;
        /* a whole word of code shape, or P=R with R of code shape */
        if (tg_code_shape(s + i, j - i)) {
            trc_bqpart *p = bq_part(&b, TRC_BQ_CODE, lo + (uint32_t)i, lo + (uint32_t)j);
            tg_code_parse(s + i, j - i, &p->code);
            i = j;
            continue;
        }
        const char *eq = NULL;
        for (size_t k = i; k < j; k++) if (s[k] == '=') eq = s + k;
        if (eq && (size_t)(eq - s) + 1 < j && tg_code_shape(eq + 1, (size_t)(s + j - eq - 1))
            && !memchr(s + i, '$', (size_t)(eq - s) - i) && !memchr(s + i, '\\', (size_t)(eq - s) - i)) {
            size_t e = (size_t)(eq - s) + 1;
            bq_text(&b, s + i, e - i, lo + (uint32_t)i, lo + (uint32_t)e);
            trc_bqpart *p = bq_part(&b, TRC_BQ_CODE, lo + (uint32_t)e, lo + (uint32_t)j);
            tg_code_parse(s + e, j - e, &p->code);
            i = j;
            continue;
        }
        /* general word: escapes and REFs */
        size_t k = i;
        while (k < j) {
            if (s[k] == '\\' && k + 1 < n) {
                int e = escape_of((unsigned char)s[k + 1], '`');
                if (e >= 0) {
                    char c = (char)e;
                    bq_text(&b, &c, 1, lo + (uint32_t)k, lo + (uint32_t)k + 2);
                } else {
                    bq_text(&b, s + k, 2, lo + (uint32_t)k, lo + (uint32_t)k + 2);
                }
                k += 2;
                continue;
            }
            if (s[k] == '$') {
                size_t rl = ref_len(s + k, j - k);
                size_t nl = 0;
                while (k + 1 + nl < j && is_namech((unsigned char)s[k + 1 + nl])) nl++;
                if (rl && !sub_shaped(s + k + 1, nl)) {
                    trc_bqpart *p = bq_part(&b, TRC_BQ_REF, lo + (uint32_t)k, lo + (uint32_t)(k + rl));
                    tg_ref_fill(pc, &p->ref, s + k, rl, lo + (uint32_t)k);
                    k += rl;
                    continue;
                }
                if (rl) {            /* subroutine REF: not expanded, kept literally */
                    bq_text(&b, s + k, rl, lo + (uint32_t)k, lo + (uint32_t)(k + rl));
                    k += rl;
                    continue;
                }
            }
            bq_text(&b, s + k, 1, lo + (uint32_t)k, lo + (uint32_t)k + 1);
            k++;
        }
        i = k;
    }
    bq_flush(&b);
    trc_buf_free(&b.text);
    *parts = b.v;
    *nparts = b.n;
}

int tg_number(const char *s, size_t n, int64_t *out)
{
    uint64_t v = 0;
    unsigned base = 10;
    size_t i = 0;
    if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { base = 16; i = 2; }
    else if (n > 2 && s[0] == '0' && s[1] == 'o') { base = 8; i = 2; }
    if (i >= n) return -1;
    for (; i < n; i++) {
        int d = hexval((unsigned char)s[i]);
        if (d < 0 || (unsigned)d >= base) return -1;
        if (v > (UINT64_MAX - (uint64_t)d) / base) return -1;
        v = v * base + (uint64_t)d;
    }
    *out = (int64_t)v;
    return 0;
}

/* ---- nodes --------------------------------------------------------------------------- */

trc_desc *tg_desc(tgram_ctx *pc, trc_desc_kind k, uint32_t lo, uint32_t hi)
{
    trc_desc *d = tg_alloc(pc, sizeof *d);
    d->kind = k;
    d->span = tg_span(pc, lo, hi);
    return d;
}

void tg_seq_add(tgram_ctx *pc, trc_seq *s, trc_desc *d)
{
    s->v = tg_push(pc, s->v, s->n, sizeof *s->v);
    s->v[s->n++] = d;
}

void tg_note_subject_gap(tgram_ctx *pc, const trc_seq *s)
{
    if (s->n < 4 || s->v[s->n - 1]->kind != TRC_D_COMMA) return;
    const trc_desc *subj = s->v[s->n - 4], *value = s->v[s->n - 3];
    if ((subj->kind == TRC_D_CODE || subj->kind == TRC_D_REF)
        && (value->kind == TRC_D_WORD || value->kind == TRC_D_STRING))
        pc->subj_gap = subj->span.off + subj->span.len;
}

trc_expr *tg_expr(tgram_ctx *pc, trc_expr_kind k, uint32_t lo, uint32_t hi)
{
    trc_expr *e = tg_alloc(pc, sizeof *e);
    e->kind = k;
    e->span = tg_span(pc, lo, hi);
    return e;
}

/* Logical index of the byte at file offset off (the map is strictly increasing). */
static uint32_t logical_of(const trc_lline *ll, uint32_t off)
{
    uint32_t a = 0, b = ll->len;
    while (a < b) {
        uint32_t m = a + (b - a) / 2;
        if (ll->map[m] < off) a = m + 1;
        else b = m;
    }
    return a;
}

static void finish_desc(tgram_ctx *pc, trc_desc *d);

static void finish_seq(tgram_ctx *pc, trc_seq *s)
{
    for (uint32_t i = 0; i < s->n; i++) {
        trc_desc *d = s->v[i];
        finish_desc(pc, d);
        if (i == 0) continue;
        trc_desc *p = s->v[i - 1];
        int glued = p->span.off + p->span.len == d->span.off;
        d->blank_before = !glued;
        int data = d->kind == TRC_D_REF || d->kind == TRC_D_CALL
                   || (d->kind == TRC_D_CODE && d->u.code.letter && !strchr("GORW", d->u.code.letter));
        if (glued && data
            && (p->kind == TRC_D_WORD || p->kind == TRC_D_STRING)
            && p->u.lit.text.len > 1 && p->u.lit.text.s[p->u.lit.text.len - 1] == '=')
            d->field = tg_str(pc, p->u.lit.text.s, p->u.lit.text.len - 1);
    }
}

static void finish_desc(tgram_ctx *pc, trc_desc *d)
{
    const trc_lline *ll = pc->ll;
    if (d->span.len > 0) {
        uint32_t last = logical_of(ll, d->span.off + d->span.len - 1);
        d->glued_next = last + 1 < ll->len && !is_blank((unsigned char)ll->text[last + 1]);
    }
    switch (d->kind) {
    case TRC_D_BLOCK: finish_seq(pc, &d->u.body); break;
    case TRC_D_FUNDEF: finish_seq(pc, &d->u.fundef.body); break;
    case TRC_D_LOOP: finish_seq(pc, &d->u.loop.body); break;
    case TRC_D_SWITCH:
        for (uint32_t i = 0; i < d->u.sw.ncases; i++)
            if (d->u.sw.cases[i].body) finish_desc(pc, d->u.sw.cases[i].body);
        break;
    default: break;
    }
}

void tg_finish_stanza(tgram_ctx *pc, trc_stanza *st)
{
    finish_seq(pc, &st->body);
}
