/* check_tables.c -- owns what the semantic checker (interp/check.c) reports through and
 * looks things up in: diagnostics with source quotes, the macro scopes of one template or
 * function body (slot order, the "more than 25 macros" and "never assigned" warnings), the
 * hook and function tables of the template set, and the duplicate-hook map of one file.
 * All of it lives in the caller's `chk` context (interp/checkint.h); scratch is malloc'ed. */
#include "interp/checkint.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_MACROS = 25 };   /* more macros than this in one scope: a warning (§9.1) */

/* ---- diagnostics ---------------------------------------------------------------- */

void trc_chk_report(chk *c, trc_diag_kind kind, uint32_t off, const char *fmt, ...)
{
    if (kind == TRC_DIAG_ERROR) {
        c->nerr++;
        if (c->cur)
            c->cur->has_error = 1;
    }
    if (c->stop)
        return;
    char small[256], *msg = small;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        small[0] = '\0';
    } else if ((size_t)n >= sizeof small) {     /* long names: format again in full */
        char *big = malloc((size_t)n + 1);
        if (big) {
            va_start(ap, fmt);
            vsnprintf(big, (size_t)n + 1, fmt, ap);
            va_end(ap);
            msg = big;
        }
    }
    if (trc_diag_report(c->diag, kind, off, "%s", msg) < 0)
        c->stop = 1;
    if (msg != small)
        free(msg);
}

/* Length of the text of span `sp` that can be quoted (clamped to the file). */
int trc_chk_span_len(const chk *c, trc_span sp)
{
    if (sp.off >= c->f->src_len)
        return 0;
    size_t len = sp.len;
    if (len > c->f->src_len - sp.off)
        len = c->f->src_len - sp.off;
    if (len > INT32_MAX)
        len = INT32_MAX;
    return (int)len;
}

/* Source bytes of span `sp` (use with span_len and "%.*s"). */
const char *trc_chk_span_text(const chk *c, trc_span sp)
{
    return sp.off < c->f->src_len ? c->f->src + sp.off : "";
}

/* ---- small helpers --------------------------------------------------------------- */

/* True when the two byte strings are equal. */
int trc_chk_str_eq(trc_str a, trc_str b)
{
    return a.len == b.len && memcmp(a.s, b.s, a.len) == 0;
}

/* Make room for `need` elements in malloc'ed array `v` of capacity *cap: returns the
 * (possibly moved) array, or NULL on out-of-memory (the old array stays valid). */
void *trc_chk_grow(void *v, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap && v)
        return v;
    uint32_t nc = *cap ? *cap : 8;
    while (nc < need) {
        if (nc > UINT32_MAX / 2)
            return NULL;
        nc *= 2;
    }
    void *p = realloc(v, (size_t)nc * elem);
    if (!p)
        return NULL;
    *cap = nc;
    return p;
}

/* True when `ch` is a hex digit. */
static int is_hex(int ch)
{
    return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
}

/* True when `name` has the shape of a subroutine name: exactly 3, 4 or 5 hex digits. */
int trc_chk_is_sub_name(trc_str name)
{
    if (name.len < 3 || name.len > 5)
        return 0;
    for (uint32_t i = 0; i < name.len; i++)
        if (!is_hex((unsigned char)name.s[i]))
            return 0;
    return 1;
}

/* True when `name` starts with a decimal digit. */
int trc_chk_starts_digit(trc_str name)
{
    return name.len > 0 && name.s[0] >= '0' && name.s[0] <= '9';
}

/* ---- macro scopes ------------------------------------------------------------------ */

/* FNV-1a hash of a name. */
static uint32_t name_hash(trc_str name)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < name.len; i++)
        h = (h ^ (unsigned char)name.s[i]) * 16777619u;
    return h;
}

/* Index of target `name` in scope `s`, or -1 (open-addressing hash lookup). */
static long scope_find(const scope *s, trc_str name)
{
    if (s->hash_cap == 0)
        return -1;
    uint32_t mask = s->hash_cap - 1;
    for (uint32_t i = name_hash(name) & mask;; i = (i + 1) & mask) {
        uint32_t slot = s->hash[i];
        if (slot == 0)
            return -1;
        if (trc_chk_str_eq(s->targets[slot - 1], name))
            return (long)slot - 1;
    }
}

/* Insert target index `idx` into the hash of `s` (capacity already sufficient). */
static void scope_hash_put(scope *s, uint32_t idx)
{
    uint32_t mask = s->hash_cap - 1;
    uint32_t i = name_hash(s->targets[idx]) & mask;
    while (s->hash[i] != 0)
        i = (i + 1) & mask;
    s->hash[i] = idx + 1;
}

/* Record `name` as a declaration/assignment target at `off` (slot order, §9.1). */
void trc_chk_scope_target(chk *c, trc_str name, uint32_t off)
{
    scope *s = c->sc;
    if (!s || scope_find(s, name) >= 0)
        return;
    trc_str *t = trc_chk_grow(s->targets, &s->cap_t, s->ntargets + 1, sizeof *t);
    if (!t) {
        c->oom = 1;
        return;
    }
    s->targets = t;
    s->targets[s->ntargets++] = name;
    if (s->ntargets * 2 > s->hash_cap) {          /* keep the load factor <= 1/2 */
        if (s->hash_cap > UINT32_MAX / 4) {
            c->oom = 1;
            return;
        }
        uint32_t nc = s->hash_cap ? s->hash_cap * 2 : 64;
        uint32_t *h = calloc(nc, sizeof *h);
        if (!h) {
            c->oom = 1;
            return;
        }
        free(s->hash);
        s->hash = h;
        s->hash_cap = nc;
        for (uint32_t i = 0; i < s->ntargets; i++)
            scope_hash_put(s, i);
    } else {
        scope_hash_put(s, s->ntargets - 1);
    }
    if (s->ntargets > MAX_MACROS && !s->warned_many) {
        s->warned_many = 1;
        WARN(c, off, "more than %d macros in one template", MAX_MACROS);
    }
}

/* Record a read of user macro `name` at `off`. */
void trc_chk_scope_read(chk *c, trc_str name, uint32_t off)
{
    scope *s = c->sc;
    if (!s)
        return;
    read_ref *r = trc_chk_grow(s->reads, &s->cap_r, s->nreads + 1, sizeof *r);
    if (!r) {
        c->oom = 1;
        return;
    }
    s->reads = r;
    s->reads[s->nreads].name = name;
    s->reads[s->nreads].off = off;
    s->nreads++;
}

/* Order reads by name, then by offset. */
static int cmp_read(const void *pa, const void *pb)
{
    const read_ref *a = pa, *b = pb;
    uint32_t n = a->name.len < b->name.len ? a->name.len : b->name.len;
    int r = memcmp(a->name.s, b->name.s, n);
    if (r != 0)
        return r;
    if (a->name.len != b->name.len)
        return a->name.len < b->name.len ? -1 : 1;
    return a->off < b->off ? -1 : a->off > b->off;
}

/* Close scope `s`: warn once per name read but never a target (at its first read),
 * then free it. */
void trc_chk_scope_close(chk *c, scope *s)
{
    if (!c->oom && s->nreads > 0) {
        qsort(s->reads, s->nreads, sizeof *s->reads, cmp_read);
        for (uint32_t i = 0; i < s->nreads; i++) {
            if (i > 0 && trc_chk_str_eq(s->reads[i - 1].name, s->reads[i].name))
                continue;
            if (scope_find(s, s->reads[i].name) < 0)
                WARN(c, s->reads[i].off, "macro $%s is never assigned", s->reads[i].name.s);
        }
    }
    free(s->targets);
    free(s->hash);
    free(s->reads);
    memset(s, 0, sizeof *s);
}

/* ---- lookups in the template set --------------------------------------------------- */

/* Comparison for qsort/bsearch of hook ids. */
static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* True when hook `id` is defined somewhere in the set. */
int trc_chk_hook_defined(const chk *c, uint32_t id)
{
    return c->hooks && bsearch(&id, c->hooks, c->nhooks, sizeof *c->hooks, cmp_u32) != NULL;
}

/* The definition of user function `name` that is in force (the last one), or NULL. */
const fundef_ref *trc_chk_fun_find(const chk *c, trc_str name)
{
    for (uint32_t i = c->nfuns; i-- > 0;)
        if (trc_chk_str_eq(c->funs[i].def->name, name))
            return &c->funs[i];
    return NULL;
}

/* The first definition of user function `name` in the set, or NULL. */
const fundef_ref *trc_chk_fun_first(const chk *c, trc_str name)
{
    for (uint32_t i = 0; i < c->nfuns; i++)
        if (trc_chk_str_eq(c->funs[i].def->name, name))
            return &c->funs[i];
    return NULL;
}

static void collect_seq(chk *c, const trc_ast_file *f, const trc_seq *seq);

/* Collect function definitions inside one descriptor (recursively). */
static void collect_desc(chk *c, const trc_ast_file *f, const trc_desc *d)
{
    if (!d)
        return;
    switch (d->kind) {
    case TRC_D_FUNDEF: {
        fundef_ref *fv = trc_chk_grow(c->funs, &c->cap_funs, c->nfuns + 1, sizeof *fv);
        if (!fv) {
            c->oom = 1;
            return;
        }
        c->funs = fv;
        fundef_ref *r = &c->funs[c->nfuns++];
        r->def = &d->u.fundef;
        r->desc = d;
        r->file = f;
        r->line = 0;
        if (c->line_diag || f == c->f) {
            uint32_t col;
            trc_diag_linecol(c->line_diag ? c->line_diag : c->diag, d->span.off, &r->line, &col);
        }
        collect_seq(c, f, &d->u.fundef.body);
        break;
    }
    case TRC_D_BLOCK:
        collect_seq(c, f, &d->u.body);
        break;
    case TRC_D_LOOP:
        collect_seq(c, f, &d->u.loop.body);
        break;
    case TRC_D_SWITCH:
        for (uint32_t i = 0; i < d->u.sw.ncases; i++)
            collect_desc(c, f, d->u.sw.cases[i].body);
        break;
    default:
        break;
    }
}

/* Collect function definitions of a descriptor sequence. */
static void collect_seq(chk *c, const trc_ast_file *f, const trc_seq *seq)
{
    for (uint32_t i = 0; i < seq->n; i++)
        collect_desc(c, f, seq->v[i]);
}

/* Order of stanza addresses. */
static int cmp_ptr(const void *pa, const void *pb)
{
    uintptr_t a = (uintptr_t)*(const trc_stanza *const *)pa, b = (uintptr_t)*(const trc_stanza *const *)pb;
    return a < b ? -1 : a > b;
}

/* True when st is replaced or deleted by the update being checked (c->gone). */
static int gone(const chk *c, const trc_stanza *st)
{
    return c->ngone && bsearch(&st, c->gone, c->ngone, sizeof *c->gone, cmp_ptr) != NULL;
}

/* Sorted, deduplicated hooks of upd's lines of `kind` (malloc'ed; *n its count). */
static uint32_t *update_hooks(const trc_ast_file *upd, trc_line_kind kind, uint32_t *n)
{
    uint32_t *v = malloc((upd->nstanzas ? upd->nstanzas : 1) * sizeof *v), m = 0;
    if (!v)
        return NULL;
    for (uint32_t i = 0; i < upd->nstanzas; i++)
        if (upd->stanzas[i]->kind == kind)
            v[m++] = upd->stanzas[i]->hook;
    qsort(v, m, sizeof *v, cmp_u32);
    uint32_t k = 0;
    for (uint32_t i = 0; i < m; i++)
        if (k == 0 || v[i] != v[k - 1])
            v[k++] = v[i];
    *n = k;
    return v;
}

/* Fill c->gone for the update c->upd checked against the other files of the set: the
 * stanzas the update will remove (docs/trcupdate.md): every definition of an ID of a `-`
 * line, the effective (last, in set order) definition of an ID of a `+` line.  Checking
 * the update's stanzas against the functions these define would judge them against a
 * template they no longer share (the undo file of a replace that changed a function). */
static void find_gone(chk *c, trc_ast_file *const *set, unsigned nset, size_t total)
{
    uint32_t nd = 0, na = 0;
    uint32_t *del = update_hooks(c->upd, TRC_LINE_DELETE, &nd);
    uint32_t *add = update_hooks(c->upd, TRC_LINE_ADD, &na);
    const trc_stanza **last = calloc(na ? na : 1, sizeof *last);
    c->gone = malloc((total ? total : 1) * sizeof *c->gone);
    if (!del || !add || !last || !c->gone) {
        free(c->gone);
        c->gone = NULL;
        c->oom = 1;
    } else {
        for (unsigned i = 0; i < nset; i++) {
            if (!set[i] || set[i] == c->upd)
                continue;
            for (uint32_t j = 0; j < set[i]->nstanzas; j++) {
                const trc_stanza *st = set[i]->stanzas[j];
                if (st->kind == TRC_LINE_DELETE)
                    continue;
                if (nd && bsearch(&st->hook, del, nd, sizeof *del, cmp_u32))
                    c->gone[c->ngone++] = st;
                const uint32_t *a = na ? bsearch(&st->hook, add, na, sizeof *add, cmp_u32) : NULL;
                if (a)
                    last[a - add] = st;
            }
        }
        for (uint32_t k = 0; k < na; k++)
            if (last[k])
                c->gone[c->ngone++] = last[k];
        qsort(c->gone, c->ngone, sizeof *c->gone, cmp_ptr);
    }
    free(del);
    free(add);
    free(last);
}

/* Add the hooks and functions of file `f` to the lookup tables (a stanza the update
 * being checked removes adds its hook only). */
static void collect_file(chk *c, const trc_ast_file *f)
{
    for (uint32_t i = 0; i < f->nstanzas; i++) {
        const trc_stanza *st = f->stanzas[i];
        if (st->kind == TRC_LINE_DELETE)
            continue;
        c->hooks[c->nhooks++] = st->hook;
        if (f == c->upd || !gone(c, st))
            collect_seq(c, f, &st->body);
    }
}

/* A stanza's hook id and index, for finding duplicates by sorting. */
typedef struct hook_idx {
    uint32_t hook;   /* canonical hook id */
    uint32_t idx;    /* index in f->stanzas */
} hook_idx;

/* Order by hook id, then by position in the file. */
static int cmp_hook_idx(const void *pa, const void *pb)
{
    const hook_idx *a = pa, *b = pb;
    if (a->hook != b->hook)
        return a->hook < b->hook ? -1 : 1;
    return a->idx < b->idx ? -1 : a->idx > b->idx;
}

/* Fill c->first_def for the stanzas of c->f (O(n log n)); `-` lines define nothing. */
void trc_chk_find_duplicates(chk *c)
{
    uint32_t n = c->f->nstanzas;
    if (n == 0)
        return;
    c->first_def = malloc((size_t)n * sizeof *c->first_def);
    hook_idx *v = malloc((size_t)n * sizeof *v);
    if (!c->first_def || !v) {
        free(c->first_def);
        c->first_def = NULL;
        free(v);
        return;                     /* no duplicate warnings, other checks go on */
    }
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        c->first_def[i] = i;
        if (c->f->stanzas[i]->kind != TRC_LINE_DELETE) {
            v[m].hook = c->f->stanzas[i]->hook;
            v[m].idx = i;
            m++;
        }
    }
    qsort(v, m, sizeof *v, cmp_hook_idx);
    for (uint32_t i = 1; i < m; i++)
        if (v[i].hook == v[i - 1].hook)
            c->first_def[v[i].idx] = c->first_def[v[i - 1].idx];
    free(v);
}

/* Fill c->hooks (sorted) and c->funs from the files of a set, plus `extra` when it is not
 * among them; diags[i] (may be NULL) gives the line numbers of set[i]'s functions. */
void trc_chk_build_tables(chk *c, trc_ast_file *const *set, unsigned nset, trc_diag *const *diags,
                         trc_ast_file *extra)
{
    int extra_in_set = extra == NULL;
    size_t total = 0;
    for (unsigned i = 0; i < nset; i++) {
        if (!set[i])
            continue;
        total += set[i]->nstanzas;
        extra_in_set |= set[i] == extra;
    }
    if (!extra_in_set)
        total += extra->nstanzas;
    c->hooks = malloc((total ? total : 1) * sizeof *c->hooks);
    if (!c->hooks) {
        c->oom = 1;
        return;
    }
    if (c->update && extra && extra->is_update) {
        c->upd = extra;
        find_gone(c, set, nset, total);
    }
    for (unsigned i = 0; i < nset; i++) {
        if (!set[i])
            continue;
        c->line_diag = diags ? diags[i] : NULL;
        collect_file(c, set[i]);
    }
    c->line_diag = NULL;
    if (!extra_in_set)
        collect_file(c, extra);
    qsort(c->hooks, c->nhooks, sizeof *c->hooks, cmp_u32);
}
