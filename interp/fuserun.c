/* fuserun.c -- owns running fused programs and segments on a record in the VM (see
 * fuse.h; docs/interpreter.md §Fused programs): the ops into the event text and fields,
 * and the line form for the text report's one-line path (trc_fuse_line_text).  Building
 * them is interp/fuse.c's. */
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

/* ---- running ------------------------------------------------------------------------ */

/* Where the ops write: the text buffer, the open line's first byte, the record position,
 * the soft blank pending before them (segments), the fields captured so far. */
typedef struct runat {
    char *base;          /* vm->text.buf.data */
    const char *ls;      /* first byte of the open line */
    uint64_t pos;        /* byte position in the record */
    uint64_t bp;         /* BP ($BASEPOINTER, bytes): where a G move counts from (0 in a
                            whole template; a segment's is the VM's, 0 <= BP <= L) */
    int pend;            /* a soft blank is pending before the first op (only DYNP and
                            ZSOFTP, which only a first op has, read it) */
    uint32_t nf;         /* fields in vm->fields */
} runat;

/* The record as the ops read it (copied to locals so that they stay in registers). */
typedef struct runrec {
    const uint8_t *fb;   /* format buffer */
    uint32_t L;          /* its length */
    uint8_t env64;       /* 64-bit environment: $Dn are 8-byte words */
    uint8_t generic;     /* generic entry: only $D1 is a data word */
} runrec;

/* Run the ops of fu writing at d; returns the new end, or NULL when the record is too
 * short for an item (then nothing is kept).  bo is a constant at each call site (one
 * copy of the loop per byte order). */
static inline __attribute__((always_inline)) char *run_ops(trc_vm *vm, const trc_fused *fu,
                                                           char *d, runat *at, unsigned fmask,
                                                           runrec rr, const trc_byteorder bo)
{
    char *const base = at->base;
    const char *const ls = at->ls;
    const uint32_t L = rr.L;
    const uint8_t *fb = rr.fb;
    const char *pool = fu->pool;
    uint64_t pos = at->pos;
    size_t fstart = SIZE_MAX;              /* the open field: first byte, its FSTART op */
    const trc_fop *fop = NULL;
    uint32_t nf = at->nf;
    for (const trc_fop *o = fu->ops, *e = o + fu->nops; o < e; o++) {
        unsigned fl = o->flags & fmask;
        if (fl & (TRC_FF_POSABS | TRC_FF_POSREL | TRC_FF_DYN | TRC_FF_DYNP | TRC_FF_FSTART)) {
            if (fl & (TRC_FF_POSABS | TRC_FF_POSREL)) pos = !(fl & TRC_FF_POSABS) ? pos + o->pos
                    : at->bp + ((fl & TRC_FF_POSW) ? (uint64_t)o->pos << (rr.env64 ? 3 : 2) : o->pos);
            if ((fl & (TRC_FF_DYN | TRC_FF_DYNP)) && ((fl & TRC_FF_DYN) || at->pend) &&
                d != ls && d[-1] != ' ') {
                if (fstart == (size_t)(d - base)) fstart++;
                *d++ = ' ';
            }
            if (fl & TRC_FF_FSTART) {
                fstart = (size_t)(d - base) + o->fpos;
                fop = o;
            }
        }
        if (o->pre_len <= SLACK) memcpy(d, pool + o->pre_off, SLACK);
        else memcpy(d, pool + o->pre_off, o->pre_len);
        d += o->pre_len;
        uint64_t v;
        switch ((trc_fkind)o->kind) {
        case TRC_FV_NONE: break;
        case TRC_FV_X4: TRC_FV_PUT_X4(d, fb, pos, L, bo, return NULL); break;
        case TRC_FV_X8: TRC_FV_PUT_X8(d, fb, pos, L, bo, return NULL, v); break;
        case TRC_FV_U4: TRC_FV_PUT_U4(d, fb, pos, L, bo, return NULL); break;
        case TRC_FV_U8: TRC_FV_PUT_U8(d, fb, pos, L, bo, return NULL); break;
        case TRC_FV_D4: TRC_FV_PUT_D4(d, fb, pos, L, bo, return NULL); break;
        case TRC_FV_D8: TRC_FV_PUT_D8(d, fb, pos, L, bo, return NULL); break;
        case TRC_FV_INT: TRC_FV_PUT_INT(d, fb, pos, L, bo, o->m, o->fmt, return NULL, v); break;
        case TRC_FV_CPU:   /* $CPUID: the record's (one without is the interpreter's) */
            if (vm->rec->cpu == TRC_CPU_UNKNOWN) return NULL;
            v = vm->rec->cpu;
            goto dreg;
        case TRC_FV_DREG:   /* $Dn (common/recfacts.h) */
            v = trc_rec_dword(fb, L, rr.env64 ? 8 : 4, rr.generic, o->m, bo);
        dreg:
            TRC_FV_PUT_DREG(d, v, o->fmt, rr.env64, case 'E': d += trc_fmt_errno(d, v); break;);
            break;
        case TRC_FV_Z:
            if (pos < L) {
                if ((fl & (TRC_FF_ZSOFT | TRC_FF_ZSOFTP)) && ((fl & TRC_FF_ZSOFT) || at->pend) &&
                    fb[pos] && fb[pos] != ' ' && d != ls && d[-1] != ' ') {
                    if (fstart == (size_t)(d - base)) fstart++;
                    *d++ = ' ';
                }
                TRC_FV_PUT_Z(d, fb, pos, L);
            }
            break;
        default:   /* the line form's own kinds are never in ops */
            break;
        }
        if (fl & TRC_FF_FEND) {
            trc_field *f = &vm->fields[nf++];
            const trc_str *name = &vm->set->strs[fop->name];
            f->name = name->s;
            f->name_len = name->len;
            f->base = fop->base;
            f->off = (uint32_t)fstart;
            f->len = (uint32_t)((size_t)(d - base) - fstart);
            fstart = SIZE_MAX;
        }
    }
    at->pos = pos;
    at->nf = nf;
    return d;
}

/* The record facts the ops read, from the VM (trc_vm_run has set them). */
static inline runrec vm_runrec(const trc_vm *vm)
{
    runrec rr = { vm->fb, vm->L, (uint8_t)vm->env64, (uint8_t)vm->generic };
    return rr;
}

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

/* trc_fuse_run with the byte order a constant. */
static inline __attribute__((always_inline)) int fuse_run(trc_vm *vm, const trc_prog *p,
                                                          const trc_byteorder bo)
{
    const trc_fused *fu = p->fused;
    trc_text *t = &vm->text;
    const unsigned fmask = vm->opts.no_fields ? ~(unsigned)(TRC_FF_FSTART | TRC_FF_FEND) : ~0u;
    if (t->cap == 0 || !room(vm, fu, 0, fmask == ~0u ? fu->nfields : 0)) return 0;
    runat at = { t->buf.data, t->buf.data, (uint64_t)vm->dp / 8, 0, 0, 0 };   /* dp: hook_facts */
    char *d = run_ops(vm, fu, at.base, &at, fmask, vm_runrec(vm), bo);
    if (!d) return 0;
    /* the builder's worst case held: the text and the SLACK bytes the last copy wrote */
    TRC_DASSERT((size_t)(d - at.base) + SLACK < trc_fuse_room(fu, vm->L));
    *d = '\0';
    trc_buf *b = &t->buf;
    b->len = (size_t)(d - at.base);
    t->nlines = 1;
    t->lines[0].off = 0;
    t->lines[0].len = (uint32_t)b->len;
    t->lines[0].level = (int8_t)p->level;
    t->level = (int8_t)p->level;
    t->l0 = p->level == 0;
    t->pending = 0;
    t->delim = 1;
    t->blank_at = SIZE_MAX;
    t->line_start = 0;
    vm->nfields = at.nf;
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
    const unsigned fmask = vm->opts.no_fields ? ~(unsigned)(TRC_FF_FSTART | TRC_FF_FEND) : ~0u;
    size_t len = t->buf.len;
    if (!room(vm, sg, len, fmask == ~0u ? vm->nfields + sg->nfields : 0)) return 0;
    runat at = { t->buf.data, t->buf.data + t->line_start, (uint64_t)pos, (uint64_t)vm->bp, t->pending,
                  vm->nfields };
    char *d = at.base + len;
    if (fmask != ~0u && sg->lops) {   /* no fields: the line form, the first blank here */
        if ((sg->ops[0].flags & TRC_FF_DYNP) && t->pending && d != at.ls && d[-1] != ' ') *d++ = ' ';
        d = trc_lop_run(sg->lops, d, at.ls, vm->fb, vm->L, at.pos, at.bp, vm->env64, vm->generic,
                        TRC_CPU_UNKNOWN, bo, &at.pos, NULL);   /* a segment prints no $CPUID, no SWITCH */
    } else {
        d = run_ops(vm, sg, d, &at, fmask, vm_runrec(vm), bo);
    }
    if (!d) return 0;
    TRC_DASSERT((size_t)(d - at.base) - len + SLACK < trc_fuse_room(sg, vm->L));   /* as in fuse_run */
    *d = '\0';
    t->buf.len = (size_t)(d - at.base);
    t->pending = sg->pending_end;
    t->blank_at = SIZE_MAX;
    vm->dp = ((int64_t)at.pos - vm->bp) * 8;
    if (fmask == ~0u) vm->nfields = at.nf;
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

char *trc_lop_sprint(const trc_lreg *rg, char *d, const char *ls, int soft)
{
    if (soft && rg->sl && rg->sp[0] != ' ' && d != ls && d[-1] != ' ')
        *d++ = ' ';   /* the register's soft blank, decided by its first byte */
    return d + trc_copy_z(d, rg->sp, rg->sl);   /* no NUL in it, control bytes as '.' */
}

const trc_lop *trc_lsw_text(const trc_lswitch *sw, const trc_lreg *rg)
{
    const char *s = (const char *)rg->sp;
    uint32_t n = rg->sl;
    for (uint32_t i = 0; i < sw->ncases; i++) {   /* as trc_vm_case_match on a text */
        const trc_ltcase *k = &sw->tc[i];
        switch (k->how) {
        case TRC_LT_EXACT:
            if (k->len == n && same_bytes(k->s, s, n)) return sw->arms[i];
            break;
        case TRC_LT_PREFIX:
            if (k->len <= n && same_bytes(k->s, s, k->len)) return sw->arms[i];
            break;
        case TRC_LT_REGEX: {
            if (!rg->md) return NULL;
            /* JIT-compiled (interp/compile.c) where pcre2 can: its own entry, no checks */
            int rc = pcre2_jit_match(k->re, (PCRE2_SPTR)s, n, 0, 0, rg->md, NULL);
            if (rc == PCRE2_ERROR_JIT_BADOPTION) rc = pcre2_match(k->re, (PCRE2_SPTR)s, n, 0, 0, rg->md, NULL);
            if (rc >= 0) return sw->arms[i];
            if (rc != PCRE2_ERROR_NOMATCH) return NULL;   /* the interpreter reports it */
            break;
        }
        default:   /* TRC_LT_NEVER */
            break;
        }
    }
    return sw->none;
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
