/* fuserun.c -- owns running the compiled form (see fuse.h; docs/interpreter.md §The
 * compiled form) on a record in the VM: a whole template or a segment, through the one
 * runner trc_lop_run (interp/lineform.h) into the event text and its fields; the text
 * report's one-line path (trc_fuse_line_text); the runner's out-of-line helpers
 * (registers, expressions, text cases) and the state tails.  Building them is
 * interp/fuse.c's. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "interp/fuse.h"
#include "interp/lineform.h"
#include "interp/arith.h"
#include "interp/vmint.h"
#include "interp/builtins_table.h"
#include "interp/state.h"
#include "common/buf.h"
#include "common/dbg.h"
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

enum { SLACK = TRC_FUSE_SLACK };

/* Room for what fu writes after `len` bytes of text, and for `nf` more fields. */
static inline int room(trc_vm *vm, const trc_fused *fu, size_t len, uint32_t nf)
{
    trc_buf *b = &vm->text.buf;
    /* the worst case counts every Z as the whole record: past TRC_FUSE_Z_ROOM the
     * interpreter, whose buffer grows with what is really written, does it */
    size_t r = trc_fuse_room(fu, vm->L);
    if (!r) return 0;
    size_t need = len + r;
    /* past an event limit (interp/text.h) the interpreter cuts the event where it is
     * reached; below it the reserve never closes the text */
    if (__builtin_expect(need >= TRC_EVENT_MAX_TEXT || nf > TRC_EVENT_MAX_FIELDS || b->over, 0)) return 0;
    if (__builtin_expect(b->cap < need, 0)) {
        size_t keep = b->len;
        b->len = len;
        int r = trc_buf_reserve(b, need - len);
        b->len = keep;
        if (r) return 0;
    }
    return __builtin_expect(nf <= vm->fields_cap, 1) || trc_vm_fields_room(vm, nf) == 0;
}

/* Where the line form writes the fields of a run of fu that starts at field nf, or NULL
 * when the run keeps none (opts.no_fields, or fu has no fields: then vm->fields may be
 * NULL, and no offset is added to it). */
static inline trc_lfields *run_fields(trc_vm *vm, const trc_fused *fu, trc_lfields *fo, uint32_t nf)
{
    if (vm->opts.no_fields || !fu->nfields) return NULL;
    fo->base = vm->text.buf.data;
    fo->f = vm->fields + nf;
    return fo;
}

/* trc_fuse_run with the byte order a constant. */
static inline __attribute__((always_inline)) int fuse_run(trc_vm *vm, const trc_prog *p,
                                                          const trc_byteorder bo)
{
    const trc_fused *fu = p->fused;
    trc_text *t = &vm->text;
    if (trc_text_line_room(t) || !room(vm, fu, 0, vm->opts.no_fields ? 0 : fu->nfields)) return 0;
    trc_lfields fs, *fo = run_fields(vm, fu, &fs, 0);
    char *base = t->buf.data, *d;
    const trc_lop *o = fo ? fu->flops : fu->lops;
    uint64_t dp = (uint64_t)vm->dp / 8;   /* trc_vm_hook_facts' */
    if (__builtin_expect(fu->nlines > 1, 0)) {   /* several lines: their table */
        if (fu->nlines > t->cap && trc_text_lines_room(t, fu->nlines)) return 0;
        trc_llines ll = { base, t->lines, 1 };
        t->lines[0].off = 0;
        t->lines[0].level = (int8_t)p->level;
        d = trc_lop_run(o, base, base, vm->fb, vm->L, dp, 0, vm->env64, vm->generic, vm->rec->cpu, bo,
                        NULL, vm->md, fo, &ll);
        if (!d) return 0;
        t->nlines = ll.n;
    } else {
        d = trc_lop_run(o, base, base, vm->fb, vm->L, dp, 0, vm->env64, vm->generic, vm->rec->cpu, bo,
                        NULL, vm->md, fo, NULL);
        if (!d) return 0;
        t->nlines = 1;
        t->lines[0].off = 0;
        t->lines[0].len = (uint32_t)(d - base);
        t->lines[0].level = (int8_t)p->level;
    }
    /* the builder's worst case held: the text and the SLACK bytes the last copy wrote */
    TRC_DASSERT((size_t)(d - base) + SLACK < trc_fuse_room(fu, vm->L));
    TRC_DASSERT(!fo || fs.f <= vm->fields + fu->nfields);
    *d = '\0';
    t->buf.len = (size_t)(d - base);
    t->level = t->lines[t->nlines - 1].level;
    t->l0 = p->level == 0;
    t->pending = 0;
    t->delim = 1;
    t->blank_at = SIZE_MAX;
    t->line_start = 0;
    vm->nfields = fo ? (uint32_t)(fs.f - vm->fields) : 0;
    vm->shape = fo ? fs.end : NULL;
    return 1;
}

int trc_fuse_run(trc_vm *vm, const trc_prog *p)
{
    return vm->bo == TRC_BO_BIG ? fuse_run(vm, p, TRC_BO_BIG) : fuse_run(vm, p, TRC_BO_LITTLE);
}

/* trc_fuse_seg with the byte order a constant. */
static inline __attribute__((always_inline)) int fuse_seg(trc_vm *vm, const trc_fused *sg,
                                                          const trc_byteorder bo)
{
    trc_text *t = &vm->text;
    int64_t dp = vm->dp, pos = vm->bp + dp / 8;
    /* BP outside the record: G moves would leave it (a bad pointer or a short entry the
     * interpreter reports); rare, so the interpreter takes it */
    if (!t->delim || vm->field_depth || dp < 0 || (dp & 7) || pos < 0 || !t->nlines ||
        vm->bp < 0 || vm->bp > (int64_t)vm->L)
        return 0;
    size_t len = t->buf.len;
    if (!room(vm, sg, len, vm->opts.no_fields ? 0 : vm->nfields + sg->nfields)) return 0;
    trc_lfields fs, *fo = run_fields(vm, sg, &fs, vm->nfields);
    char *base = t->buf.data, *d = base + len;
    const char *ls = base + t->line_start;
    const trc_lop *o = fo ? sg->flops : sg->lops;
    /* the blank pending before it, decided here (no field is open: field_depth is 0) */
    if (t->pending && sg->first != TRC_FIRST_NONE && d != ls && d[-1] != ' ') {
        uint64_t at = trc_lop_where(o, (uint64_t)pos, (uint64_t)vm->bp, vm->env64);
        if (sg->first == TRC_FIRST_DYN || (at < vm->L && vm->fb[at] && vm->fb[at] != ' ')) *d++ = ' ';
    }
    uint64_t end;
    d = trc_lop_run(o, d, ls, vm->fb, vm->L, (uint64_t)pos, (uint64_t)vm->bp, vm->env64,
                    vm->generic, vm->rec->cpu, bo, &end, vm->md, fo, NULL);   /* no NL in a segment */
    if (!d) return 0;
    TRC_DASSERT((size_t)(d - base) - len + SLACK < trc_fuse_room(sg, vm->L));   /* as in fuse_run */
    *d = '\0';
    t->buf.len = (size_t)(d - base);
    t->pending = sg->pending_end;
    t->blank_at = SIZE_MAX;
    vm->dp = ((int64_t)end - vm->bp) * 8;
    if (fo) vm->nfields = (uint32_t)(fs.f - vm->fields);
    return 1;
}

int trc_fuse_seg(trc_vm *vm, const trc_fused *sg)
{
    return vm->bo == TRC_BO_BIG ? fuse_seg(vm, sg, TRC_BO_BIG) : fuse_seg(vm, sg, TRC_BO_LITTLE);
}

char *trc_fuse_line_text(const trc_prog *p, const trc_record *rec, char *dst, void *md)
{
    return rec->bo == TRC_BO_BIG ? trc_line_text(p, rec, dst, TRC_BO_BIG, md, 0, 0)
                                 : trc_line_text(p, rec, dst, TRC_BO_LITTLE, md, 0, 0);
}

void trc_lop_sread(trc_lreg *rg, const uint8_t *fb, uint64_t pos, unsigned m)
{
    const uint8_t *s = fb + pos;
    rg->sp = s;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (m == 4) {   /* A4: the first NUL of one word */
        uint32_t w, z;
        memcpy(&w, s, 4);
        z = (w - 0x01010101u) & ~w & 0x80808080u;   /* exact for the lowest zero byte */
        rg->sl = z ? (uint32_t)__builtin_ctz(z) >> 3 : 4;
        return;
    }
#endif
    if (m <= 8) {   /* a short code: no library call */
        unsigned k = 0;
        while (k < m && s[k]) k++;
        rg->sl = k;
        return;
    }
    const uint8_t *z = memchr(s, 0, m);
    rg->sl = z ? (uint32_t)(z - s) : m;
}

char *trc_lop_sprint(const trc_lreg *rg, char *d, const char *ls, int soft)
{
    if (soft && rg->sl && rg->sp[0] != ' ' && d != ls && d[-1] != ' ')
        *d++ = ' ';   /* the register's soft blank, decided by its first byte */
    return d + trc_copy_z(d, rg->sp, rg->sl);   /* no NUL in it, control bytes as '.' */
}

char *trc_lop_loop(const trc_lloop *lp, uint64_t v, char *d, const char *ls, const uint8_t *fb,
                   uint32_t L, uint64_t *pos, trc_byteorder bo, char **fst)
{
    int64_t n = (int64_t)v;
    unsigned m = lp->im;
    uint64_t p = *pos;
    if (n < 0 || n > TRC_FUSE_LOOP_MAX || p + (uint64_t)n * m > L) return NULL;   /* its faults */
    int pend = lp->pend;
    for (int64_t i = 0; i < n; i++) {
        pend |= lp->isoft;
        if (pend && d != ls && d[-1] != ' ') {   /* a number never starts with a blank */
            if (fst && *fst == d) ++*fst;
            *d++ = ' ';
        }
        TRC_FV_PUT_INT(d, fb, p, L, bo, m, lp->ifmt, return NULL, v);
        pend = lp->after;
    }
    *pos = p;
    return d;
}

char *trc_lop_nl(trc_llines *ll, unsigned level, char *d, const char *ls)
{
    ll->l[ll->n - 1].len = (uint32_t)(d - ls);
    ll->l[ll->n].off = (uint32_t)(d - ll->base);
    ll->l[ll->n].len = 0;
    ll->l[ll->n++].level = (int8_t)level;
    return d;
}

char *trc_lop_tabstop(const trc_lop *o, char *d, const char *ls)
{
    size_t col = o->m + (size_t)(d - ls);
    size_t next = o->fmt ? (col < 3 ? 3 : 3 + ((col - 3) / 8 + 1) * 8) : (col / 8 + 1) * 8;
    memset(d, ' ', 8);   /* next - col <= 8: within the op's room */
    return d + (next - col);
}

/* 1 when a[0..n) and b[0..n) are the same bytes (short texts without a library call). */
static inline int same_bytes(const char *a, const char *b, uint32_t n)
{
    if (n > 8) return memcmp(a, b, n) == 0;
    if (n >= 4) {   /* two 4-byte words, overlapping when n < 8 */
        uint32_t x, y, x2, y2;
        memcpy(&x, a, 4);
        memcpy(&y, b, 4);
        memcpy(&x2, a + n - 4, 4);
        memcpy(&y2, b + n - 4, 4);
        return x == y && x2 == y2;
    }
    for (uint32_t i = 0; i < n; i++) if (a[i] != b[i]) return 0;
    return 1;
}

/* The value of operand p (trc_lopnd): temporaries t, registers nr; $HD and $Dk of the
 * record fb[0..L) (w: the data word size; generic: only $D1 is a data word). */
static inline __attribute__((always_inline)) int64_t lop_opnd(const trc_lopnd *p, const int64_t *t,
                                                              const int64_t *nr, const uint8_t *fb,
                                                              uint32_t L, unsigned w, int generic,
                                                              const trc_byteorder bo)
{
    switch (p->kind) {
    case TRC_LX_TMP: return t[p->arg];
    case TRC_LX_CONST: return p->k;
    case TRC_LX_REG: return nr[p->arg];
    case TRC_LX_HD: return (int64_t)trc_rec_hd(fb, L, w == 8, bo);
    default: return (int64_t)trc_rec_dword(fb, L, w, generic, p->arg, bo);   /* TRC_LX_DREG */
    }
}

/* The value of expression x (trc_lexpr) into its register, byte order bo a constant: 0
 * on a division by zero. */
static inline __attribute__((always_inline)) int lop_expr(const trc_lexpr *x, trc_lreg *rg,
                                                          const uint8_t *fb, uint32_t L,
                                                          int env64, int generic,
                                                          const trc_byteorder bo)
{
    int64_t t[TRC_FUSE_XDEPTH];
    unsigned w = env64 ? 8 : 4;
    if (env64) generic = trc_rec_generic64(fb, L, bo);
    for (const trc_lins *i = x->ins, *e = i + x->n; i < e; i++) {
        /* b of a unary instruction is the constant 0 (the builder's memset) */
        int64_t a = lop_opnd(&i->a, t, rg->nr, fb, L, w, generic, bo), y = lop_opnd(&i->b, t, rg->nr, fb, L, w, generic, bo), r;
        if (!trc_arith(i->op, a, y, &r)) return 0;   /* a division by zero: the interpreter's fault */
        t[i->dst] = r;
    }
    rg->nr[x->dst] = t[x->res];
    return 1;
}

int trc_lop_expr(const trc_lexpr *x, trc_lreg *rg, const uint8_t *fb, uint32_t L, int env64,
                 int generic, trc_byteorder bo)
{
    return bo == TRC_BO_BIG ? lop_expr(x, rg, fb, L, env64, generic, TRC_BO_BIG)
                            : lop_expr(x, rg, fb, L, env64, generic, TRC_BO_LITTLE);
}

uint32_t trc_lsw_text(const trc_lswitch *sw, const trc_lreg *rg)
{
    const char *s = (const char *)rg->sp;
    uint32_t n = rg->sl;
    for (uint32_t i = 0; i < sw->ncases; i++) {   /* as trc_vm_case_match on a text */
        const trc_ltcase *k = &sw->tc[i];
        switch (k->how) {
        case TRC_LT_EXACT:
            if (k->len == n && same_bytes(k->s, s, n)) return i;
            break;
        case TRC_LT_PREFIX:
            if (k->len <= n && same_bytes(k->s, s, k->len)) return i;
            break;
        case TRC_LT_REGEX: {
            if (!rg->md) return UINT32_MAX;
            /* JIT-compiled (interp/compile.c) where pcre2 can: its own entry, no checks */
            int rc = pcre2_jit_match(k->re, (PCRE2_SPTR)s, n, 0, 0, rg->md, NULL);
            if (rc == PCRE2_ERROR_JIT_BADOPTION) rc = pcre2_match(k->re, (PCRE2_SPTR)s, n, 0, 0, rg->md, NULL);
            if (rc >= 0) return i;
            if (rc != PCRE2_ERROR_NOMATCH) return UINT32_MAX;   /* the interpreter reports it */
            break;
        }
        default:   /* TRC_LT_NEVER */
            break;
        }
    }
    return sw->ncases;
}

/* The value of tail argument a for the record fb[0..L) (as LOADP, PUSHI); w: the data
 * word size, generic: only $D1 is a data word; bo a constant. */
static inline __attribute__((always_inline)) int64_t tail_arg(const trc_larg *a, const uint8_t *fb,
                                                              uint32_t L, unsigned w, int generic,
                                                              const trc_byteorder bo)
{
    if (a->kind == TRC_LX_CONST) return a->k;
    if (a->kind == TRC_LX_HD) return (int64_t)trc_rec_hd(fb, L, w == 8, bo);
    return (int64_t)trc_rec_dword(fb, L, w, generic, a->n, bo);
}

/* trc_fuse_tail for the record fb[0..L) with envelope flags `flags`, the byte order a
 * constant. */
static inline __attribute__((always_inline)) void fuse_tail(trc_runstate *st, const trc_ltail *t,
                                                            const uint8_t *fb, uint32_t L,
                                                            unsigned flags, int64_t ns,
                                                            const trc_byteorder bo)
{
    unsigned w = flags & TRC_EF_E64 ? 8 : 4;
    int generic = trc_rec_generic(fb, L, w == 8, bo);
    for (const trc_lcall *c = t->c, *e = c + t->n; c < e; c++) {
        int64_t a0 = tail_arg(&c->a[0], fb, L, w, generic, bo), a1 = tail_arg(&c->a[1], fb, L, w, generic, bo);
        if (c->bi == TRC_BI_STARTTIMER) trc_state_starttimer(st, a0, a1, ns);
        else if (c->bi == TRC_BI_PIDINSTALL) trc_state_setproc(st, (uint64_t)a0, (uint64_t)a1, c->a[2].s, c->a[2].len);
        else trc_state_setthread(st, (uint64_t)a0, (uint64_t)a1, c->a[2].s, c->a[2].len);
    }
}

void trc_fuse_tail(trc_runstate *st, const trc_ltail *t, const trc_record *rec, int64_t ns)
{
    if (rec->bo == TRC_BO_BIG) fuse_tail(st, t, rec->fb, rec->len, rec->flags, ns, TRC_BO_BIG);
    else fuse_tail(st, t, rec->fb, rec->len, rec->flags, ns, TRC_BO_LITTLE);
}

void trc_fuse_tails(trc_runstate *st, const trc_tailrec *d, size_t n, trc_byteorder bo)
{
    const trc_tailrec *e = d + n;
    if (bo == TRC_BO_BIG)
        for (; d < e; d++) fuse_tail(st, d->t, d->fb, d->len, d->flags, d->ns, TRC_BO_BIG);
    else
        for (; d < e; d++) fuse_tail(st, d->t, d->fb, d->len, d->flags, d->ns, TRC_BO_LITTLE);
}
