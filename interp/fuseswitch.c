/* fuseswitch.c -- owns the line form of a SWITCH (trc_lswitch, interp/fuse.h;
 * docs/interpreter.md §Fused programs): the shape of the compiled SWITCH, each case's
 * body fused from the text state at the SWITCH, the table the runner matches.  The rest
 * of the builder is interp/fuse.c's. */
#include "interp/fuse.h"
#include "interp/fuseint.h"
#include <stdlib.h>
#include <string.h>

/* The SWITCH instructions of one template, as the compiler lays them out: the subject, an
 * optional MASK, then from `first` a chain of CASE k else->next, the body, JMP end; at end
 * POP, then the rest of the template up to its END (`cont`). */
typedef struct swshape {
    uint32_t first;      /* the first CASE */
    uint32_t end;        /* the POP after the last body */
    uint32_t ncases;     /* CASEs up to the first `*` (included) */
    uint32_t cont;       /* the instruction after the POP (the template's END: no text) */
} swshape;

/* Fuse the body [from, to) of one case, then the text after the SWITCH (its POP's soft
 * blank, then the instructions up to the END), from the text state `at` (the SWITCH's,
 * with a soft blank pending when `soft`), appending the ops to f->ops from *start.  1
 * when done (the maxima *max_out, *nz and *nfields updated), 0 when the ops cannot do it (f->ops as
 * before). */
static int switch_arm(fuser *f, const trc_progset *set, const swshape *sh, const fuser *at,
                      int soft, uint32_t from, uint32_t to, uint32_t *start, uint64_t *max_out,
                      uint32_t *nz, uint32_t *nfields, int *trail)
{
    uint32_t n0 = f->nops;
    size_t pool0 = f->pool.len;
    f->open = f->has_value = 0;
    f->pending = at->pending || soft;
    f->last = at->last;
    f->delim = at->delim;
    f->nonempty = at->nonempty;
    memcpy(f->alias, at->alias, sizeof f->alias);   /* a macro assigned in another case is not */
    f->sreg = at->sreg;
    f->appended = at->appended;
    f->depth = 0;
    f->max_out = 0;
    f->nz = 0;
    f->nfields = 0;
    f->fail = 0;
    for (uint32_t pc = from; pc < to && !f->fail; pc++) {
        int skip;
        if (!trc_fz_add_insn(f, set, pc, 0, &skip)) f->fail = 1;
        pc += (uint32_t)skip;
    }
    if (set->code[sh->end].y & TRC_IY_SOFT) trc_fz_soft(f);
    for (uint32_t pc = sh->cont; pc < set->ncode && set->code[pc].op != TRC_I_END && !f->fail; pc++) {
        int skip;
        if (!trc_fz_add_insn(f, set, pc, 0, &skip)) f->fail = 1;
        pc += (uint32_t)skip;
    }
    if (!f->fail) trc_fz_flush(f);
    if (f->fail || f->depth) {
        f->nops = n0;
        f->pool.len = pool0;
        f->fail = 0;
        return 0;
    }
    *start = n0;
    *trail |= f->last == LAST_BLANK || f->last == LAST_UNKNOWN;   /* its text's end */
    if (f->max_out > *max_out) *max_out = f->max_out;
    if (f->nz > *nz) *nz = f->nz;
    if (f->nfields > *nfields) *nfields = f->nfields;
    return 1;
}

/* The shape of the SWITCH whose first CASE is at c, when every case up to the first `*` is
 * a WORD or `*` (a text subject, `str`: a STRING or a REGEX too), 0: another shape. */
static int switch_shape(const trc_progset *set, uint32_t c, int str, swshape *sh)
{
    const trc_insn *code = set->code;
    uint32_t n = set->ncode, end = UINT32_MAX, k = c, count = 0;
    for (;;) {
        if (k >= n || code[k].op != TRC_I_CASE) return 0;
        uint32_t b = code[k].b;
        if (b <= k + 1 || b > n || code[b - 1].op != TRC_I_JMP) return 0;
        if (end == UINT32_MAX) end = code[b - 1].a;
        else if (code[b - 1].a != end) return 0;
        trc_casev_kind kind = set->cases[code[k].a].kind;
        if (kind != TRC_CV_WORD && kind != TRC_CV_STAR && (!str || (kind != TRC_CV_STRING && kind != TRC_CV_REGEX)))
            return 0;
        count++;
        if (kind == TRC_CV_STAR || b == end) break;   /* cases after a `*` never run */
        k = b;
    }
    if (end + 1 >= n || end <= k || code[end].op != TRC_I_POP) return 0;
    sh->first = c;
    sh->end = end;
    sh->ncases = count;
    sh->cont = end + 1;
    return 1;
}

/* Case cv of a SWITCH on a text, as the runner matches it: a regex `^` + characters that
 * pcre2 takes literally (options none) is a prefix compare. */
static void text_case(trc_ltcase *t, const trc_casev *cv)
{
    memset(t, 0, sizeof *t);
    t->s = cv->text;
    t->len = cv->len;
    if (cv->kind != TRC_CV_REGEX) { t->how = TRC_LT_EXACT; return; }
    if (!cv->re) { t->how = TRC_LT_NEVER; return; }
    t->how = TRC_LT_REGEX;
    t->re = cv->re;
    if (cv->len < 1 || cv->text[0] != '^') return;
    for (uint32_t i = 1; i < cv->len; i++) {
        unsigned char c = (unsigned char)cv->text[i];
        if (c < 0x20 || c >= 0x7F || strchr("\\.[]()*+?{}|^$#", c)) return;   /* a metacharacter */
    }
    t->how = TRC_LT_PREFIX;
    t->s = cv->text + 1;
    t->len = cv->len - 1;
}

/* The fused form of a template whose text so far is in f (the ops before a SWITCH) and
 * whose code from pc is a SWITCH (trc_lswitch; each case's line form goes on with the
 * text after the SWITCH); NULL when it is not such a SWITCH, or
 * when no case could be fused (or out of memory: *oom). */
const trc_fused *trc_fz_switch_end(fuser *f, trc_progset *set, uint32_t pc, int *oom)
{
    const trc_insn *code = set->code;
    trc_lswitch sw;
    memset(&sw, 0, sizeof sw);
    sw.mask = UINT64_MAX;
    if (!trc_fz_subject(f, set, pc, &sw.src, &sw.m, &sw.fmt)) return NULL;
    int str = sw.src == TRC_LSW_STR || sw.src == TRC_LSW_SREG;
    uint32_t c = pc + 1;
    if (c < set->ncode && code[c].op == TRC_I_MASK) {
        if (str) return NULL;   /* a text is never masked in the line form */
        sw.mask = (uint64_t)set->ints[code[c].a];
        if (code[c].y & TRC_IY_SOFT) trc_fz_soft(f);
        c++;
    }
    swshape sh;
    if (!switch_shape(set, c, str, &sh)) return NULL;
    if (sw.src == TRC_LSW_STR) {   /* an SREAD op first: the SWITCH is on the register */
        trc_fop *o = trc_fz_op(f);
        o->kind = TRC_FV_SREAD;
        o->m = sw.m;
        f->has_value = 1;
        f->sreg = sw.m;
        sw.src = TRC_LSW_SREG;
        for (unsigned i = 0; i < sizeof f->alias / sizeof *f->alias; i++)
            if (f->alias[i] == ALIAS_STR) f->alias[i] = ALIAS_NONE;
    }
    trc_fz_flush(f);
    if (f->fail || f->depth) return NULL;
    const fuser at = *f;   /* the text state at the SWITCH (its scalars) */
    /* start[2i], start[2i+1]: the ops of case i; the last pair: no case matches */
    uint32_t nprefix = f->nops, *start = calloc(2 * ((size_t)sh.ncases + 1), sizeof *start);
    int *fused = calloc((size_t)sh.ncases + 1, sizeof *fused);
    uint64_t max_out = 0;
    uint32_t nz = 0, nfields = 0, k = c, soft = 0, nfused = 0;
    int star = 0, trail = 0;
    if (!start || !fused) { free(start); free(fused); *oom = 1; return NULL; }
    for (uint32_t i = 0; i < sh.ncases; i++, k = code[k].b) {
        if (f->delim) soft |= code[k].y & TRC_IY_SOFT;   /* every CASE tested makes its soft blank */
        const trc_casev *cv = &set->cases[code[k].a];
        if (!str && cv->kind == TRC_CV_WORD && !cv->has_num) continue;   /* never equals a number */
        star |= cv->kind == TRC_CV_STAR;
        fused[i] = switch_arm(f, set, &sh, &at, soft != 0, k + 1, code[k].b - 1, &start[2 * i], &max_out, &nz, &nfields, &trail);
        start[2 * i + 1] = f->nops;
        nfused += (uint32_t)fused[i];
    }
    if (!star) {   /* no case matches: the text after the SWITCH */
        fused[sh.ncases] = switch_arm(f, set, &sh, &at, soft != 0, 0, 0, &start[2 * sh.ncases], &max_out, &nz, &nfields, &trail);
        start[2 * sh.ncases + 1] = f->nops;
        nfused += (uint32_t)fused[sh.ncases];
    }
    const trc_fused *res = NULL;
    f->max_out = at.max_out + max_out;
    f->nz = at.nz + nz;
    f->nfields = at.nfields + nfields;
    if (f->max_out > UINT32_MAX / 2 || !nfused) goto done;
    trc_fused *fu = trc_fz_finish(f, set, oom);
    trc_lswitch *sp = trc_arena_alloc(&set->arena, sizeof *sp);
    int64_t *vals = trc_arena_alloc(&set->arena, (sh.ncases + 1) * sizeof *vals);
    const trc_lop **arms = trc_arena_alloc(&set->arena, 2 * (sh.ncases + 1) * sizeof *arms);
    trc_ltcase *tc = str ? trc_arena_alloc(&set->arena, (sh.ncases + 1) * sizeof *tc) : NULL;
    if (!fu || !sp || !vals || !arms || (str && !tc)) { *oom = 1; goto done; }
    *sp = sw;
    sp->vals = vals;
    sp->arms = arms;
    sp->farms = fu->nfields ? arms + sh.ncases + 1 : arms;
    sp->tc = tc;
    /* both line forms (fld 1: with the fields, only when there are any) */
    for (int fld = 0; fld <= (fu->nfields != 0); fld++) {
        const trc_lop **out = fld ? (const trc_lop **)sp->farms : arms, *none = NULL;
        uint32_t ncases = 0;
        if (!star && fused[sh.ncases]
            && !(none = trc_fz_line_form(set, fu, start[2 * sh.ncases], start[2 * sh.ncases + 1], 1, fld))) {
            *oom = 1;
            goto done;
        }
        k = c;
        for (uint32_t i = 0; i < sh.ncases; i++, k = code[k].b) {
            const trc_casev *cv = &set->cases[code[k].a];
            const trc_lop *arm = NULL;
            if (!str && cv->kind == TRC_CV_WORD && !cv->has_num) continue;
            if (fused[i] && !(arm = trc_fz_line_form(set, fu, start[2 * i], start[2 * i + 1], 1, fld))) { *oom = 1; goto done; }
            if (cv->kind == TRC_CV_STAR) { none = arm; break; }
            if (str && !fld) text_case(&tc[ncases], cv);
            vals[ncases] = cv->num;
            out[ncases++] = arm;
        }
        sp->ncases = ncases;
        out[ncases] = none;   /* no case matches */
        /* the prefix, whose END op becomes the SWITCH, or its last op when that only writes
           text (its text then follows the pointer to the table, trc_fz_tab_pre) */
        trc_lop *pre = trc_fz_line_form(set, fu, 0, nprefix, 0, fld);
        if (!pre) { *oom = 1; goto done; }
        uint32_t n = 0;
        trc_fz_line_ops(fu, 0, nprefix, NULL, &n, NULL, fld);
        if (n && pre[n - 1].kind == TRC_FV_NONE) n--;   /* a prefix-only op (no move) becomes it */
        const char *tp = trc_fz_tab_pre(&set->arena, pre[n].pre, pre[n].pre_len, sp);
        if (!tp) { *oom = 1; goto done; }
        pre[n].kind = TRC_FV_SWITCH;
        pre[n].pre = tp;
        if (fld) fu->flops = pre;
        else fu->lops = fu->flops = pre;
    }
    fu->trail = (uint8_t)trail;
    fu->cpu = (uint8_t)f->cpu;
    res = fu;
done:
    free(start);
    free(fused);
    return res;
}
