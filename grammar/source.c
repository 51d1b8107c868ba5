/* source.c -- splits a template file into logical lines (docs/ref/language.md §1) and keeps, for
 * every byte of a logical line, its physical file offset.
 *
 * Order of the rules: CR before LF removed; comment lines (first non-blank is `#`)
 * dropped *before* joining; a line whose last non-blank character is an unescaped `\`
 * (odd number of trailing backslashes) is joined to the next remaining line, the `\`,
 * the blanks after it, the line break and the next line's leading blanks becoming one
 * blank (mapped to the offset of the `\`); a `\` on the last remaining line is removed
 * with the warning `backslash at end of file`; a NUL byte is an error and the logical line
 * holding it is marked bad. */
#include "grammar/gram.h"
#include <stdlib.h>
#include <string.h>

static int is_blank(int c) { return c == ' ' || c == '\t'; }

void trc_src_init(trc_srcit *it, const char *src, size_t len, trc_diag *diag)
{
    memset(it, 0, sizeof *it);
    it->src = src;
    it->len = len;
    it->diag = diag;
}

void trc_lline_free(trc_lline *ll)
{
    free(ll->text);
    free(ll->map);
    memset(ll, 0, sizeof *ll);
}

/* Make room for n more bytes in ll (plus the end entry of map and the NUL); returns 0,
 * or -1 with it->nomem set when out of memory. */
static int ll_reserve(trc_srcit *it, trc_lline *ll, size_t n)
{
    size_t need = (size_t)ll->len + n + 2;
    if (need <= ll->cap) return 0;
    size_t cap = ll->cap ? ll->cap : 256;
    while (cap < need) cap *= 2;
    char *t = realloc(ll->text, cap);
    if (t) ll->text = t;
    uint32_t *m = t ? realloc(ll->map, cap * sizeof *m) : NULL;
    if (!m) { it->nomem = 1; return -1; }
    ll->map = m;
    ll->cap = (uint32_t)cap;
    return 0;
}

/* Append file bytes [from, to) to ll; returns 0 or -1 (out of memory, as ll_reserve). */
static int ll_add(trc_srcit *it, trc_lline *ll, const char *src, size_t from, size_t to)
{
    if (ll_reserve(it, ll, to - from) != 0) return -1;
    size_t n = to - from;
    uint32_t base = ll->len, *m = ll->map + base;
    memcpy(ll->text + base, src + from, n);
    for (size_t k = 0; k < n; k++) m[k] = (uint32_t)(from + k);   /* no aliasing: vectorises */
    ll->len = base + (uint32_t)n;
    return 0;
}

/* One physical line: [start, cend) content without CR/LF, next = start of next line. */
typedef struct phys {
    size_t start, cend, next;
} phys;

static void phys_at(const trc_srcit *it, size_t pos, phys *p)
{
    const char *nl = memchr(it->src + pos, '\n', it->len - pos);
    size_t eol = nl ? (size_t)(nl - it->src) : it->len;
    p->start = pos;
    p->cend = eol;
    if (nl && eol > pos && it->src[eol - 1] == '\r') p->cend = eol - 1;
    p->next = nl ? eol + 1 : it->len;
}

static int phys_is_comment(const trc_srcit *it, const phys *p)
{
    size_t i = p->start;
    while (i < p->cend && is_blank(it->src[i])) i++;
    return i < p->cend && it->src[i] == '#';
}

/* Report the first NUL of a physical line; returns 1 when there was one. */
static int phys_nul(trc_srcit *it, const phys *p)
{
    const char *z = memchr(it->src + p->start, '\0', p->cend - p->start);
    if (!z) return 0;
    trc_diag_report(it->diag, TRC_DIAG_ERROR, (uint32_t)(z - it->src), "NUL byte in template file");
    return 1;
}

/* True when a non-comment physical line remains at or after pos. */
static int more_lines(const trc_srcit *it, size_t pos)
{
    while (pos < it->len) {
        phys p;
        phys_at(it, pos, &p);
        if (!phys_is_comment(it, &p)) return 1;
        pos = p.next;
    }
    return 0;
}

int trc_src_next(trc_srcit *it, trc_lline *ll)
{
    for (;;) {
        ll->len = 0;
        ll->bad = 0;
        if (it->nomem || it->pos >= it->len) return 0;
        while (it->pos < it->len) {
            phys p;
            phys_at(it, it->pos, &p);
            it->pos = p.next;
            if (phys_nul(it, &p) && !phys_is_comment(it, &p)) ll->bad = 1;
            if (phys_is_comment(it, &p)) continue;
            size_t s = p.start;
            while (s < p.cend && is_blank(it->src[s])) s++;
            size_t e = p.cend;
            while (e > s && is_blank(it->src[e - 1])) e--;
            size_t nbs = 0;
            while (e - nbs > s && it->src[e - 1 - nbs] == '\\') nbs++;
            if (nbs % 2 == 1) {
                size_t bs = e - 1;
                if (ll_add(it, ll, it->src, s, bs) != 0) return 0;
                if (more_lines(it, it->pos)) {
                    if (ll_reserve(it, ll, 1) != 0) return 0;
                    ll->text[ll->len] = ' ';
                    ll->map[ll->len++] = (uint32_t)bs;
                    continue;
                }
                trc_diag_report(it->diag, TRC_DIAG_WARNING, (uint32_t)bs, "backslash at end of file");
                /* drop trailing blanks left before the removed backslash */
                while (ll->len > 0 && is_blank(ll->text[ll->len - 1])) ll->len--;
                break;
            }
            if (ll_add(it, ll, it->src, s, p.cend) != 0) return 0;
            break;
        }
        /* trim trailing blanks (they never matter and keep the end offset tight) */
        while (ll->len > 0 && is_blank(ll->text[ll->len - 1])) ll->len--;
        /* skip leading blanks (a join may have produced them) */
        uint32_t lead = 0;
        while (lead < ll->len && is_blank(ll->text[lead])) lead++;
        if (lead) {
            memmove(ll->text, ll->text + lead, ll->len - lead);
            memmove(ll->map, ll->map + lead, (ll->len - lead) * sizeof *ll->map);
            ll->len -= lead;
        }
        if (ll->len == 0) continue;      /* blank logical line */
        if (ll_reserve(it, ll, 0) != 0) return 0;
        ll->map[ll->len] = ll->map[ll->len - 1] + 1;
        ll->text[ll->len] = '\0';
        return 1;
    }
}
