/* fuse.c -- owns the building of the compiled form (see fuse.h; docs/interpreter.md §The
 * compiled form) from a compiled set: straight-line code, by simulating the soft blanks
 * of the event text (docs/ref/language.md §8.3) statically, its line forms and the
 * segments; control flow is interp/fuseswitch.c's, expressions interp/fuseexpr.c's.
 * Running it on a record is interp/lineform.h's (and interp/fuserun.c's). */
#include "interp/fuse.h"
#include "interp/fuseint.h"
#include "interp/field.h"
#include "interp/builtins_table.h"
#include "interp/text.h"
#include "common/buf.h"
#include <stdlib.h>
#include <string.h>



/* Close the open op: append it to the ops and count its worst-case output. */
void trc_fz_flush(fuser *f)
{
    if (!f->open) return;
    f->open = 0;
    if (f->nops == f->cap) {
        uint32_t cap = f->cap ? f->cap * 2 : 16;
        trc_fop *p = realloc(f->ops, cap * sizeof *p);
        if (!p) { f->fail = 1; return; }
        f->ops = p;
        f->cap = cap;
    }
    trc_fop *o = &f->cur;
    uint64_t v = 0;
    switch (o->kind) {
    case TRC_FV_NONE: break;
    case TRC_FV_Z: v = 1; f->nz++; break;
    case TRC_FV_FLAGS: {   /* a blank and the longer text of each entry */
        const trc_lflags *fl = o->tab;
        for (uint32_t i = 0; i < fl->n; i++)
            v += 1u + (fl->e[i].tlen > fl->e[i].flen ? fl->e[i].tlen : fl->e[i].flen);
        break;
    }
    case TRC_FV_DREG: v = o->fmt == 'E' ? 40 : 22; break;   /* an errno name: 40 at most */
    case TRC_FV_SREAD: case TRC_FV_EXPR: v = 0; break;
    case TRC_FV_LOOP: v = 0; f->nz += 5; break;   /* <= 5 bytes a record byte ("-128 ") */
    case TRC_FV_NL: v = 0; break;
    case TRC_FV_TAB: v = 8; break;   /* blanks to the next stop: 8 at most */
    case TRC_FV_BACK: v = 0; break;   /* <= 5 bytes a record byte ("-128 ") */
    case TRC_FV_SPRINT: case TRC_FV_SPRINTS: v = o->m; break;   /* the register's text */
    default: v = 22; break;   /* 16 hex, 20 decimal, 22 octal digits at most */
    }
    f->max_out += o->pre_len + 1u + v;
    f->ops[f->nops++] = *o;
}

/* The op that the next piece of text goes into. */
trc_fop *trc_fz_op(fuser *f)
{
    if (f->open && f->has_value) trc_fz_flush(f);
    if (!f->open) {
        memset(&f->cur, 0, sizeof f->cur);
        f->cur.pre_off = (uint32_t)f->pool.len;
        f->open = 1;
        f->has_value = 0;
    }
    return &f->cur;
}

void trc_fz_flush_move(fuser *f)
{
    if (f->open && (f->cur.flags & (TRC_FF_POSABS | TRC_FF_POSREL))) trc_fz_flush(f);
}

trc_fop *trc_fz_table_op(fuser *f, unsigned kind, const void *tab)
{
    trc_fz_flush_move(f);
    trc_fop *o = trc_fz_op(f);
    o->kind = (uint8_t)kind;
    o->tab = tab;
    f->has_value = 1;
    return o;
}

/* A soft blank is made (trc_text_soft): pending when delimiters are on. */
void trc_fz_soft(fuser *f)
{
    if (f->delim) f->pending = 1;
}

/* Append bytes to the open op's prefix. */
static void prefix_add(fuser *f, const char *s, size_t n)
{
    trc_fop *o = &f->cur;
    if ((size_t)o->pre_len + n > UINT16_MAX - SLACK) { f->fail = 1; return; }
    trc_buf_add(&f->pool, s, n);
    o->pre_len = (uint16_t)(o->pre_len + n);
}

/* A pending soft blank before text whose first byte is known not to be a blank. */
static void soft_before(fuser *f, trc_fop *o)
{
    if (!f->pending) return;
    if (f->pending == PEND_UNKNOWN) {   /* the start of a segment: decided at run time */
        f->pending = 0;
        o->flags |= TRC_FF_DYNP;
        if (o->pre_len || f->nops) f->fail = 1;
        return;
    }
    f->pending = 0;
    if (f->last == LAST_NB) {
        if ((o->flags & TRC_FF_FSTART) && o->fpos == o->pre_len) o->fpos++;   /* blank at the field start */
        prefix_add(f, " ", 1);
    } else if (f->last == LAST_UNKNOWN) {
        o->flags |= TRC_FF_DYN;   /* only right after a Z: the prefix is still empty */
        if (o->pre_len) f->fail = 1;
    }
}

/* Literal text (n may be 0: nothing, the soft blank stays pending). */
static void add_const(fuser *f, const char *s, size_t n)
{
    if (n == 0) return;
    trc_fop *o = trc_fz_op(f);
    if (s[0] != ' ') soft_before(f, o);
    f->pending = 0;
    f->appended = 1;
    f->nonempty = 1;
    prefix_add(f, s, n);
    f->last = s[n - 1] == ' ' ? LAST_BLANK : LAST_NB;
}

/* A numeric value (never empty, no blank in it). */
void trc_fz_add_number(fuser *f, trc_fkind kind, unsigned m, unsigned fmt, int soft_after)
{
    trc_fop *o = trc_fz_op(f);
    soft_before(f, o);
    o->kind = (uint8_t)kind;
    o->m = (uint8_t)m;
    o->fmt = (uint8_t)fmt;
    f->has_value = 1;
    f->appended = 1;
    f->nonempty = 1;
    f->last = LAST_NB;
    f->pending = soft_after && f->delim;
}

/* A Z item: may be empty, may start or end with a blank. */
static void add_z(fuser *f, int soft_after)
{
    trc_fop *o = trc_fz_op(f);
    if (f->pending == PEND_UNKNOWN) {
        o->flags |= TRC_FF_ZSOFTP;
        if (o->pre_len || f->nops) f->fail = 1;
    } else if (f->pending) {
        o->flags |= TRC_FF_ZSOFT;
    }
    o->kind = TRC_FV_Z;
    f->has_value = 1;
    f->appended = 1;
    f->last = LAST_UNKNOWN;
    if (soft_after && f->delim) f->pending = 1;
    else if (f->pending) f->fail = 1;   /* pending after it depends on the text */
}

/* MOVE G m / O m (whole bytes) / W m: applied before the next op's value is read; R m:
 * folded into the move before it when that stays at or after it, else an op of its own
 * (a BACK op checks the record's start at run time). */
static void move(fuser *f, const trc_insn *in)
{
    if (in->b != 0 || in->a > INT32_MAX || !in->x || !strchr("GOWR", in->x)) { f->fail = 1; return; }
    trc_fop *o = trc_fz_op(f);
    if (in->x == 'R') {
        if ((o->flags & (TRC_FF_POSABS | TRC_FF_POSREL)) && !(o->flags & TRC_FF_POSW) && o->pos >= in->a) {
            o->pos -= in->a;   /* G m R k = G (m - k); O m R k = O (m - k): never before BP */
            return;
        }
        if (o->flags & (TRC_FF_POSABS | TRC_FF_POSREL)) {   /* the move first, an op of its own */
            trc_fz_flush(f);
            o = trc_fz_op(f);
        }
        o->kind = TRC_FV_BACK;
        o->pos = in->a;
        f->has_value = 1;
        return;
    }
    if (in->x == 'O' && (o->flags & TRC_FF_POSW)) {   /* W m O k: the W move an op of its own */
        trc_fz_flush(f);
        o = trc_fz_op(f);
    }
    if (in->x != 'O') {
        o->flags = (uint16_t)((o->flags & ~(TRC_FF_POSREL | TRC_FF_POSW)) | TRC_FF_POSABS |
                              (in->x == 'W' ? TRC_FF_POSW : 0));
        o->pos = in->a;
    } else {
        if (!(o->flags & TRC_FF_POSABS)) o->flags |= TRC_FF_POSREL;
        if ((uint64_t)o->pos + in->a > INT32_MAX) { f->fail = 1; return; }
        o->pos += in->a;
    }
}

/* 1 for a PCODE the fused ops print: X U D o of 1, 2, 4 or 8 bytes, and Z. */
static int pcode(fuser *f, const trc_insn *in)
{
    int soft_after = !(in->y & TRC_IY_NODELIM);
    unsigned m = in->a;
    if (in->y & TRC_IY_HAS_N) return 0;
    if (in->x == 'Z') { add_z(f, soft_after); return 1; }
    if ((m != 1 && m != 2 && m != 4 && m != 8) || !strchr("XUDo", in->x)) return 0;
    trc_fkind k = TRC_FV_INT;
    if (m == 4 || m == 8) {
        switch (in->x) {
        case 'X': k = m == 4 ? TRC_FV_X4 : TRC_FV_X8; break;
        case 'U': k = m == 4 ? TRC_FV_U4 : TRC_FV_U8; break;
        case 'D': k = m == 4 ? TRC_FV_D4 : TRC_FV_D8; break;
        default: break;
        }
    }
    trc_fz_add_number(f, k, m, (unsigned)in->x, soft_after);
    return 1;
}

/* 1 for $Dn or $HD (LOADP, or LOAD of a macro assigned from it) + PRINTF %D %U %o %E %Xa
 * (a >= 1; $HD: not %E) or %Wm.n ($Dn) at in[0..1]. */
static int dreg(fuser *f, const trc_insn *in)
{
    const trc_insn *pf = in + 1;
    uint32_t id = trc_fz_pushed(f, in);
    if (pf->op != TRC_I_PRINTF) return 0;
    if (pf->x == 'T' && (id == TRC_PM_HD || (id >= TRC_PM_D1 && id <= TRC_PM_D5))) {   /* %T: a time */
        if (pf->y & TRC_IY_SOFT) trc_fz_soft(f);
        trc_fz_flush_move(f);   /* a move before it: an op of its own (TIME never moves) */
        trc_fz_add_number(f, TRC_FV_TIME, id == TRC_PM_HD ? 0 : id - TRC_PM_D1 + 1, 'T',
                          !(pf->y & TRC_IY_NODELIM));
        return 1;
    }
    if (id == TRC_PM_HD) {   /* $HD: the header's data half-word (word) */
        if (pf->x == 'X' ? pf->a == 0 || pf->a > 8 : pf->x != 'D' && pf->x != 'U' && pf->x != 'o')
            return 0;
        if (pf->y & TRC_IY_SOFT) trc_fz_soft(f);
        trc_fz_add_number(f, TRC_FV_HD, 0, trc_fz_regfmt(pf), !(pf->y & TRC_IY_NODELIM));
        return 1;
    }
    if (id < TRC_PM_D1 || id > TRC_PM_D5) return 0;
    if (pf->x == 'W' && f->whole && pf->a <= 63) {   /* %Wm.n: bits m..n, in the line form */
        unsigned hi = pf->y & TRC_IY_HAS_N ? (pf->b > 63 ? 63 : pf->b) : pf->a;
        if (pf->y & TRC_IY_SOFT) trc_fz_soft(f);
        trc_fz_flush_move(f);   /* a move before it: an op of its own (pos holds the bits) */
        /* fmt: the lowest bit; pos: the bit count less one (0xFFFF: an empty range) */
        trc_fz_add_number(f, TRC_FV_DBITS, id - TRC_PM_D1 + 1, pf->a <= hi ? pf->a : 0, !(pf->y & TRC_IY_NODELIM));
        f->cur.pos = pf->a <= hi ? hi - pf->a : 0xFFFF;
        return 1;
    }
    if (pf->x == 'X' ? pf->a == 0 || pf->a > 8 : pf->x != 'D' && pf->x != 'U' && pf->x != 'o' && pf->x != 'E')
        return 0;
    if (pf->y & TRC_IY_SOFT) trc_fz_soft(f);
    /* fmt: the letter, or for %Xa the minimum hex digit count 2a (2..16: no letter) */
    trc_fz_add_number(f, TRC_FV_DREG, id - TRC_PM_D1 + 1, trc_fz_regfmt(pf),
               !(pf->y & TRC_IY_NODELIM));
    return 1;
}

/* 1 for LOADP $HD or $Dn + STORE into a user macro (slot < 8) in a whole template: no
 * text, the macro now stands for that predefined macro (fuser.alias).  Not in a segment:
 * the interpreter reads the macro after it. */
static int assign(fuser *f, const trc_insn *in)
{
    const trc_insn *st = in + 1;
    if (!f->whole || st->op != TRC_I_STORE || st->a >= sizeof f->alias / sizeof *f->alias) return 0;
    if (in->a != TRC_PM_HD && (in->a < TRC_PM_D1 || in->a > TRC_PM_D5)) return 0;
    if (st->y & TRC_IY_SOFT) trc_fz_soft(f);
    f->alias[st->a] = (uint16_t)in->a;
    return 1;
}

/* RCODE A m + STORE into a user macro (slot < 8) at in[0..1] in a whole template: no
 * text, the m bytes at the byte position (up to a NUL) become the string register and the
 * macro stands for it (ALIAS_STR; no other macro does any more). */
static int sread(fuser *f, const trc_insn *in)
{
    const trc_insn *st = in + 1;
    if (!f->whole || in->x != 'A' || (in->y & TRC_IY_HAS_N) || in->a < 1 || in->a > 255
        || st->op != TRC_I_STORE || st->a >= sizeof f->alias / sizeof *f->alias) return 0;
    trc_fop *o = trc_fz_op(f);
    o->kind = TRC_FV_SREAD;
    o->m = (uint8_t)in->a;
    f->has_value = 1;
    f->sreg = in->a;
    if (st->y & TRC_IY_SOFT) trc_fz_soft(f);
    for (unsigned i = 0; i < sizeof f->alias / sizeof *f->alias; i++)
        if (f->alias[i] == ALIAS_STR) f->alias[i] = ALIAS_NONE;
    f->alias[st->a] = ALIAS_STR;
    return 1;
}

/* LOAD of a macro holding the string register + PRINT at in[0..1] (a whole template): the
 * register's text, which may be empty or start or end with a blank (as a Z item). */
static int sprint(fuser *f, const trc_insn *in)
{
    const trc_insn *pr = in + 1;
    if (!f->whole || !f->sreg || trc_fz_pushed(f, in) != ALIAS_STR || pr->op != TRC_I_PRINT) return 0;
    int soft_after = !(pr->y & TRC_IY_NODELIM);
    if (pr->y & TRC_IY_SOFT) trc_fz_soft(f);
    trc_fz_flush_move(f);   /* a move before it: an op of its own (SPRINT never moves) */
    trc_fop *o = trc_fz_op(f);
    o->kind = f->pending ? TRC_FV_SPRINTS : TRC_FV_SPRINT;
    o->m = (uint8_t)f->sreg;
    f->has_value = 1;
    f->appended = 1;
    f->last = LAST_UNKNOWN;
    if (soft_after && f->delim) f->pending = 1;
    else if (f->pending) f->fail = 1;   /* pending after it depends on the text */
    else f->pending = 0;
    return 1;
}

/* Start building: empty, with the text state at the start of a template (label next) or
 * of a segment (nothing known). */
static void begin(fuser *f, int segment)
{
    f->nops = 0;
    f->pool.len = 0;
    f->open = f->has_value = f->appended = 0;
    f->pending = segment ? PEND_UNKNOWN : 0;
    f->last = segment ? LAST_UNKNOWN : LAST_EMPTY;
    f->depth = 0;
    f->max_out = 0;
    f->nz = f->nfields = 0;
    f->fail = 0;
    f->whole = !segment;
    f->delim = 1;
    f->nonempty = 0;
    f->cpu = 0;
    f->infn = 0;
    f->nloops = 0;
    f->nlines = 1;
    f->level = f->line_level = f->l0 = 0;
    f->sreg = 0;
    for (unsigned i = 0; i < sizeof f->alias / sizeof *f->alias; i++) f->alias[i] = ALIAS_NONE;
}


/* The subject of a SWITCH or BITFLAGS at pc into src, m, fmt (trc_lswitch): 0 when it is
 * not one the line form reads ($HD, $D1..$D5 or a macro assigned from one, or X U D o of
 * 1 2 4 8 bytes). */
int trc_fz_subject(const fuser *f, const trc_progset *set, uint32_t pc, uint8_t *src, uint8_t *m,
                   uint8_t *fmt)
{
    const trc_insn *in = &set->code[pc];
    uint32_t id = trc_fz_pushed(f, in);
    if (id == TRC_PM_HD) { *src = TRC_LSW_HD; return 1; }
    if (id >= TRC_PM_D1 && id <= TRC_PM_D5) {
        *src = TRC_LSW_DREG;
        *m = (uint8_t)(id - TRC_PM_D1 + 1);
        return 1;
    }
    if (id >= ALIAS_NREG && id < ALIAS_NREG + TRC_FUSE_NREG) {   /* an expression's register */
        *src = TRC_LSW_NREG;
        *m = (uint8_t)(id - ALIAS_NREG);
        return 1;
    }
    if (id == ALIAS_STR && f->sreg) {
        *src = TRC_LSW_SREG;
        *m = (uint8_t)f->sreg;
        return 1;
    }
    if (in->op == TRC_I_RCODE && in->x == 'A' && !(in->y & TRC_IY_HAS_N) && in->a >= 1 && in->a <= 255) {
        *src = TRC_LSW_STR;
        *m = (uint8_t)in->a;
        return 1;
    }
    if (in->op != TRC_I_RCODE || (in->y & TRC_IY_HAS_N) || !in->x || !strchr("XUDo", in->x)) return 0;
    if (in->a != 1 && in->a != 2 && in->a != 4 && in->a != 8) return 0;
    *src = TRC_LSW_CODE;
    *m = (uint8_t)in->a;
    *fmt = (uint8_t)in->x;
    return 1;
}

/* BITFLAGS at pc (its subject; then FLAG, FLAGTEXT and, for a false text, JMP and FLAGTEXT
 * per entry, then POP) as one op of the line form (a whole template only): 1 when added,
 * *skip the instructions after pc it took; 0 when it is not such a list. */
static int bitflags(fuser *f, const trc_progset *set, uint32_t pc, int *skip)
{
    const trc_insn *code = set->code;
    uint32_t k = pc + 1, n = 0;
    trc_lflags tf;
    memset(&tf, 0, sizeof tf);
    if (!f->whole || !trc_fz_subject(f, set, pc, &tf.src, &tf.m, &tf.fmt)) return 0;
    if (tf.src == TRC_LSW_STR || tf.src == TRC_LSW_SREG) return 0;   /* a number subject only */
    for (; k + 1 < set->ncode && code[k].op == TRC_I_FLAG; n++) {   /* the shape first */
        const trc_insn *t = &code[k + 1];
        if (t->op != TRC_I_FLAGTEXT || (t->y & TRC_IY_SOFT)) return 0;
        if (code[k].b == k + 2) { k += 2; continue; }
        if (code[k].b != k + 3 || k + 3 >= set->ncode || code[k + 2].op != TRC_I_JMP
            || code[k + 2].a != k + 4 || code[k + 3].op != TRC_I_FLAGTEXT
            || ((code[k + 2].y | code[k + 3].y) & TRC_IY_SOFT)) return 0;
        k += 4;
    }
    if (!n || k >= set->ncode || code[k].op != TRC_I_POP) return 0;
    trc_lflag *e = trc_arena_alloc(f->arena, n * sizeof *e);
    trc_lflags *fl = trc_arena_alloc(f->arena, sizeof *fl);
    if (!e || !fl) { f->fail = 1; return 0; }
    memset(fl, 0, sizeof *fl);
    int soft = 0, always = 0, text = 0;
    for (uint32_t i = 0, j = pc + 1; i < n; i++) {
        const trc_flagv *fv = &set->flags[code[j].a];
        const trc_str *t = &set->strs[code[j + 1].a];
        int valid = fv->valid != 0;
        e[i].mask = valid ? fv->mask : 0;
        e[i].value = valid ? fv->value : 1;   /* never true */
        e[i].soft = (code[j].y & TRC_IY_SOFT) && f->delim;
        e[i].t = trc_fz_tab_pre(f->arena, t->s, t->len, NULL);   /* with SLACK after it */
        e[i].tlen = t->len;
        e[i].tsoft = (uint8_t)f->delim;
        e[i].f = trc_fz_tab_pre(f->arena, "", 0, NULL);
        e[i].flen = 0;
        e[i].fsoft = 0;
        if (!e[i].t || !e[i].f) { f->fail = 1; return 0; }
        soft |= e[i].soft;
        text |= t->len != 0 && valid;
        if (code[j].b == j + 2) { j += 2; continue; }
        t = &set->strs[code[j + 3].a];
        if (!(e[i].f = trc_fz_tab_pre(f->arena, t->s, t->len, NULL))) { f->fail = 1; return 0; }
        e[i].flen = t->len;
        e[i].fsoft = (uint8_t)f->delim;
        text |= t->len != 0;
        always |= t->len != 0 && e[i].tlen != 0;   /* one of its two texts is printed */
        j += 4;
    }
    /* the soft blank pending after it, when the set builder can know it: with delimiters
     * on, every flag text leaves one (and a FLAG or the POP may make one); off, a text
     * printed takes the one pending before */
    int pend_after;
    if (f->delim) {
        pend_after = f->pending == 1 || soft || always || (code[k].y & TRC_IY_SOFT) ? 1 : -1;
        if (pend_after < 0 && !text) pend_after = 0;
    } else if (f->pending != 1 || always) {
        pend_after = 0;
    } else {
        pend_after = text ? -1 : 1;
    }
    if (pend_after < 0) return 0;
    *fl = tf;
    fl->pend = f->pending == 1;
    fl->n = n;
    fl->e = e;
    trc_fop *o = trc_fz_op(f);
    o->kind = TRC_FV_FLAGS;
    o->tab = fl;
    f->has_value = 1;
    f->appended = 1;
    f->pending = pend_after;
    if (text) f->last = LAST_UNKNOWN;
    *skip = (int)(k - pc);
    return 1;
}

/* LOOP k {ITEM} at pc (PUSHI k, LOOP, LOOPTEST, the item, LOOPNEXT, LOOPEND) with a
 * constant k <= UNROLL_MAX, a fixed-size item and no soft blank folded into the loop's own
 * instructions, in a whole template: the item k times (each after its soft blank).  The
 * interpreter runs the loop only as far as the data goes, with an overrun marker: a record
 * too short for the k items is the interpreter's anyway.  1 when added (*skip: 5). */
static int unroll(fuser *f, const trc_progset *set, uint32_t pc, int *skip)
{
    const trc_insn *c = &set->code[pc];
    int64_t k = set->ints[c[0].a];
    if (pc + 5 >= set->ncode || k < 0 || k > UNROLL_MAX || c[1].a == TRC_NONE || c[1].a == 0
        || c[2].op != TRC_I_LOOPTEST || c[2].a != pc + 5 || c[3].op != TRC_I_PCODE || c[3].x == 'Z'
        || c[4].op != TRC_I_LOOPNEXT || c[4].a != pc + 2 || c[5].op != TRC_I_LOOPEND
        || ((c[2].y | c[4].y | c[5].y) & TRC_IY_SOFT)) return 0;
    if (c[1].y & TRC_IY_SOFT) trc_fz_soft(f);
    for (int64_t i = 0; i < k; i++) {
        if (c[3].y & TRC_IY_SOFT) trc_fz_soft(f);
        if (!pcode(f, &c[3])) return 0;
    }
    *skip = 5;
    return 1;
}

/* LOOP at pc + 1 whose count is the subject at pc ($HD, $Dn, a macro standing for one, or
 * a code), of one fixed-size item (X U D o of 1 2 4 8 bytes) and no soft blank folded
 * into the loop's own instructions, in a whole template: one LOOP op (trc_lloop).  1 when
 * added (*skip: the instructions after pc taken). */
static int loop_op(fuser *f, const trc_progset *set, uint32_t pc, int *skip)
{
    const trc_insn *c = &set->code[pc + 1];
    trc_lloop lp;
    memset(&lp, 0, sizeof lp);
    if (!f->whole || pc + 5 >= set->ncode || f->nloops >= TRC_FUSE_LOOPS || c[0].op != TRC_I_LOOP
        || c[0].a == TRC_NONE || c[0].a == 0 || c[1].op != TRC_I_LOOPTEST || c[1].a != pc + 5
        || c[2].op != TRC_I_PCODE || (c[2].y & TRC_IY_HAS_N) || !c[2].x || !strchr("XUDo", c[2].x)
        || (c[2].a != 1 && c[2].a != 2 && c[2].a != 4 && c[2].a != 8)
        || c[3].op != TRC_I_LOOPNEXT || c[3].a != pc + 2 || c[4].op != TRC_I_LOOPEND
        || ((c[1].y | c[3].y | c[4].y) & TRC_IY_SOFT)) return 0;
    if (!trc_fz_subject(f, set, pc, &lp.src, &lp.m, &lp.fmt) || lp.src == TRC_LSW_STR || lp.src == TRC_LSW_SREG)
        return 0;
    if (c[0].y & TRC_IY_SOFT) trc_fz_soft(f);   /* the LOOP's own, made before the items */
    lp.im = (uint8_t)c[2].a;
    lp.ifmt = (uint8_t)c[2].x;
    lp.pend = f->pending == 1;
    lp.isoft = (c[2].y & TRC_IY_SOFT) && f->delim;
    lp.after = !(c[2].y & TRC_IY_NODELIM) && f->delim;
    /* the soft blank pending after it must not depend on the count (none: as before) */
    if (lp.pend != lp.after) return 0;
    trc_lloop *t = trc_arena_alloc(f->arena, sizeof *t);
    if (!t) { f->fail = 1; return 0; }
    *t = lp;
    trc_fz_table_op(f, TRC_FV_LOOP, t);   /* LOOP never moves */
    f->appended = 1;
    f->pending = lp.after;
    if (f->last != LAST_NB) f->last = LAST_UNKNOWN;   /* no item: the text before */
    f->nloops++;
    *skip = 5;
    return 1;
}

/* LOADP $CPUID + PRINTF %D %U %o %Xa at pf - 1: the record's CPU (a record without one is
 * the interpreter's: its $CPUID comes from the run's state). */
static int cpuid(fuser *f, const trc_insn *pf)
{
    if (!f->whole || pf->op != TRC_I_PRINTF) return 0;
    if (pf->x == 'X' ? pf->a == 0 || pf->a > 8 : pf->x != 'D' && pf->x != 'U' && pf->x != 'o')
        return 0;
    if (pf->y & TRC_IY_SOFT) trc_fz_soft(f);
    trc_fz_add_number(f, TRC_FV_CPU, 0, trc_fz_regfmt(pf), !(pf->y & TRC_IY_NODELIM));
    f->cpu = 1;
    return 1;
}

/* A call of a user function at pc in a whole template: its arguments, each $HD or $Dn (or
 * a macro standing for one), then CALLFN.  The function's body is added in place, its
 * parameters standing for the arguments (the other macros of its frame unknown); not
 * inside another inlined body.  1 when added (*skip: the instructions after pc taken). */
static int inline_call(fuser *f, const trc_progset *set, uint32_t pc, int *skip)
{
    const trc_insn *code = set->code;
    enum { NA = sizeof f->alias / sizeof *f->alias };
    uint16_t args[NA];
    uint32_t k = pc, n = 0;
    if (!f->whole || f->infn) return 0;
    for (; k < set->ncode && code[k].op != TRC_I_CALLFN; k++, n++) {
        uint32_t id = trc_fz_pushed(f, &code[k]);
        if (n >= NA || (id != TRC_PM_HD && (id < TRC_PM_D1 || id > TRC_PM_D5))) return 0;
        args[n] = (uint16_t)id;
    }
    if (k >= set->ncode || code[k].b != n || code[k].a >= set->nfuncs) return 0;
    const trc_func *fn = &set->funcs[code[k].a];
    for (uint32_t i = pc + 1; i <= k; i++) if (code[i].y & TRC_IY_SOFT) trc_fz_soft(f);   /* pc's: add_insn */
    uint16_t saved[NA];
    memcpy(saved, f->alias, sizeof saved);
    for (uint32_t i = 0; i < NA; i++) f->alias[i] = i < fn->nparams && i < n ? args[i] : ALIAS_NONE;
    f->infn = 1;
    int ok = 1;
    for (uint32_t b = fn->entry; ok && b < set->ncode && code[b].op != TRC_I_END; b++) {
        int sk = 0;
        ok = trc_fz_add_insn(f, set, b, 0, &sk) && !f->fail;
        b += (uint32_t)sk;
    }
    f->infn = 0;
    memcpy(f->alias, saved, sizeof saved);
    if (!ok) return 0;
    *skip = (int)(k - pc);
    return 1;
}

/* Add instruction in (at pc) to the fused form; *skip: it took the next one too.  0 when
 * the instruction is not one the ops can do (END included). */
int trc_fz_add_insn(fuser *f, const trc_progset *set, uint32_t pc, int first, int *skip)
{
    const trc_insn *in = &set->code[pc];
    *skip = 0;
    /* a segment's first soft flag is applied by the interpreter before the segment runs */
    if ((in->y & TRC_IY_SOFT) && !first) trc_fz_soft(f);
    switch (in->op) {
    case TRC_I_LIT: add_const(f, set->strs[in->a].s, set->strs[in->a].len); return 1;
    case TRC_I_SOFT: trc_fz_soft(f); return 1;
    case TRC_I_LEVEL:   /* a level after text on the line: only the lines after it */
        if (!f->whole || !f->nonempty) return 0;
        f->level = (int)in->a;
        return 1;
    case TRC_I_NL: {   /* a new line at the level (the pending soft blank is dropped) */
        if (!f->whole) return 0;
        trc_fop *o = trc_fz_table_op(f, TRC_FV_NL, NULL);
        o->m = (uint8_t)f->level;
        f->line_level = f->level;
        f->nlines++;
        f->pending = 0;
        f->last = LAST_EMPTY;
        f->nonempty = 0;
        f->appended = 1;
        return 1;
    }
    case TRC_I_TAB: {   /* blanks to the next tab stop (the pending soft blank is dropped) */
        if (!f->whole) return 0;
        trc_fop *o = trc_fz_table_op(f, TRC_FV_TAB, NULL);
        o->m = (uint8_t)trc_level_indent(f->line_level);
        o->fmt = (uint8_t)f->l0;
        f->pending = 0;
        f->last = LAST_BLANK;
        f->nonempty = 1;
        f->appended = 1;
        return 1;
    }
    case TRC_I_PUSHI:   /* setdelim(k) or LOOP k {ITEM} in a whole template */
        if (!f->whole || pc + 1 >= set->ncode) return 0;
        if (set->code[pc + 1].op == TRC_I_LOOP) return unroll(f, set, pc, skip);
        if (set->code[pc + 1].op != TRC_I_BUILTIN || set->code[pc + 1].a != TRC_BI_SETDELIM
            || set->code[pc + 1].b != 1) return trc_fz_expr(f, set, pc, skip);
        if (set->code[pc + 1].y & TRC_IY_SOFT) trc_fz_soft(f);   /* made before it runs */
        f->delim = set->ints[in->a] != 0;
        *skip = 1;
        return 1;
    case TRC_I_LOADP:
        if (in->a == TRC_PM_CPUID && pc + 1 < set->ncode) { *skip = 1; return cpuid(f, in + 1); }
        if (pc + 1 < set->ncode && (dreg(f, in) || assign(f, in))) { *skip = 1; return 1; }
        return bitflags(f, set, pc, skip) || loop_op(f, set, pc, skip) || inline_call(f, set, pc, skip)
               || trc_fz_expr(f, set, pc, skip);
    case TRC_I_CALLFN: return inline_call(f, set, pc, skip);
    case TRC_I_FIELD:
        if (f->depth++ == 0) {
            if (f->open && (f->has_value || (f->cur.flags & (TRC_FF_FSTART | TRC_FF_FEND)))) trc_fz_flush(f);
            trc_fop *o = trc_fz_op(f);
            o->flags |= TRC_FF_FSTART;
            o->fpos = o->pre_len;
            o->name = in->a;
            o->base = in->b;
            f->nfields++;
        }
        return 1;
    case TRC_I_FIELDEND:
        if (f->depth && --f->depth == 0) {
            if (!f->open) trc_fz_op(f);
            f->cur.flags |= TRC_FF_FEND;
            trc_fz_flush(f);
        }
        return 1;
    case TRC_I_MOVE: move(f, in); return 1;
    case TRC_I_PCODE: return pcode(f, in);
    case TRC_I_LOAD:
        if (pc + 1 < set->ncode && (dreg(f, in) || sprint(f, in) || trc_fz_nprint(f, in))) { *skip = 1; return 1; }
        return bitflags(f, set, pc, skip) || loop_op(f, set, pc, skip) || inline_call(f, set, pc, skip)
               || trc_fz_expr(f, set, pc, skip);
    case TRC_I_RCODE:
        if (pc + 1 < set->ncode && sread(f, in)) { *skip = 1; return 1; }
        return bitflags(f, set, pc, skip) || loop_op(f, set, pc, skip);
    default: return 0;
    }
}

/* Copy what was built into the set's arena (NULL: out of memory, *oom). */
trc_fused *trc_fz_finish(fuser *f, trc_progset *set, int *oom)
{
    trc_fused *fu = trc_arena_alloc(&set->arena, sizeof *fu);
    char *pool = trc_arena_alloc(&set->arena, f->pool.len + SLACK);
    if (!fu || !pool || f->pool.failed) { *oom = 1; return NULL; }
    memset(fu, 0, sizeof *fu);
    if (f->pool.len) memcpy(pool, f->pool.data, f->pool.len);
    memset(pool + f->pool.len, ' ', SLACK);
    fu->pool = pool;
    fu->max_out = (uint32_t)f->max_out;
    fu->nz = f->nz;
    fu->nfields = f->nfields;
    fu->nlines = f->nlines;
    return fu;
}

/* One line-form op (see trc_lop) at *n in out (NULL: count only). */
static void lop_put(trc_lop *out, uint32_t *n, const char *pre, size_t pre_len, unsigned kind,
                    const trc_fop *o)
{
    if (out) {
        trc_lop *l = &out[*n];
        memset(l, 0, sizeof *l);
        l->pre = pre;
        l->pre_len = (uint8_t)pre_len;
        l->kind = (uint8_t)kind;
        if (o) {
            l->m = o->m;
            l->fmt = o->fmt;
            l->add = o->pos;
            if (o->flags & TRC_FF_POSABS) l->kind |= o->flags & TRC_FF_POSW ? TRC_LOP_WRD : TRC_LOP_ABS;
            else if (o->flags & TRC_FF_POSREL) l->kind |= TRC_LOP_REL;
        }
    }
    (*n)++;
}

const char *trc_fz_tab_pre(trc_arena *arena, const char *text, size_t len, const void *tab)
{
    char *b = trc_arena_alloc(arena, sizeof tab + len + SLACK);
    if (!b) return NULL;
    memcpy(b, &tab, sizeof tab);
    if (len) memcpy(b + sizeof tab, text, len);
    memset(b + sizeof tab + len, ' ', SLACK);
    return b + sizeof tab;
}

/* The head of prefix text *pre (*len bytes) as prefix-only ops of SLACK bytes, leaving at
 * most SLACK bytes in *pre, *len for the op that ends it. */
static void lop_chunks(trc_lop *out, uint32_t *n, const char **pre, size_t *len)
{
    for (; *len > SLACK; *pre += SLACK, *len -= SLACK) lop_put(out, n, *pre, SLACK, TRC_FV_NONE, NULL);
}

/* 1 when op o's value is one decimal integer as trc_put_i64 and trc_put_u64 write it (an
 * optional '-', no leading zero): a base-10 field that is o's value alone is one the
 * structured outputs need not look at (trc_field.num). */
static int decimal_op(const trc_fop *o)
{
    switch (o->kind) {
    case TRC_FV_U4: case TRC_FV_U8: case TRC_FV_D4: case TRC_FV_D8: case TRC_FV_NPRINT: return 1;
    case TRC_FV_INT: return o->fmt == 'D' || o->fmt == 'U';
    case TRC_FV_DREG: case TRC_FV_HD: case TRC_FV_CPU:
        return o->fmt == 'D' || o->fmt == 'U' || o->fmt == TRC_FMT_DWORD;
    default: return 0;
    }
}

_Static_assert(sizeof(trc_field) <= SLACK, "a field's entry is an FCLOSE op's prefix");

int trc_fz_line_ops(const fuser *f, const trc_fused *fu, uint32_t from, uint32_t to, trc_lop *out,
                    uint32_t *n, trc_progset *set, int fields)
{
    trc_arena *arena = out ? &set->arena : NULL;
    const char *slack = fu->pool;   /* any SLACK readable bytes do for an empty prefix */
    const trc_fop *open = NULL;     /* the op whose field is open (fields) */
    for (uint32_t i = from; i < to; i++) {
        const trc_fop *o = &f->ops[i];
        if (o->flags & TRC_FF_DYN) lop_put(out, n, slack, 0, TRC_FV_DYN, NULL);
        const char *pre = fu->pool + o->pre_off;
        size_t len = o->pre_len;
        unsigned kind = o->kind;
        int table = kind == TRC_FV_FLAGS || kind == TRC_FV_EXPR || kind == TRC_FV_LOOP;
        unsigned whole = 0;   /* TRC_LOP_FIELD: the field is this op's value alone */
        if (fields && (o->flags & TRC_FF_FSTART)) {   /* the text before the field, then FOPEN */
            const char *fp = pre;
            size_t flen = o->fpos;
            lop_chunks(out, n, &fp, &flen);
            if ((o->flags & TRC_FF_FEND) && o->fpos == o->pre_len && !table) {
                whole = TRC_LOP_FIELD;   /* FOPEN's prefix (what lop_chunks left) is the op's */
                pre = fp;
                len = flen;
            } else {
                lop_put(out, n, fp, flen, TRC_FV_FOPEN, NULL);
                pre += o->fpos;
                len -= o->fpos;
            }
            open = o;
        }
        lop_chunks(out, n, &pre, &len);
        if (table) {   /* a table's op */
            if (o->flags & (TRC_FF_POSABS | TRC_FF_POSREL)) {   /* a move first: an op of its own */
                lop_put(out, n, pre, len, TRC_FV_NONE, o);
                len = 0;
            }
            const char *tp = out ? trc_fz_tab_pre(arena, pre, len, o->tab) : pre;
            if (!tp) return -1;
            lop_put(out, n, tp, len, kind, NULL);
        } else {
            if (kind == TRC_FV_Z && (o->flags & TRC_FF_ZSOFT)) kind = TRC_FV_ZSOFT;
            if (kind == TRC_FV_DREG && o->fmt == 'E') kind = TRC_FV_ERRNO;
            else if (kind == TRC_FV_DREG && o->m == 1) kind = TRC_FV_D1;
            lop_put(out, n, pre, len, kind, o);
            if (out) out[*n - 1].kind |= (uint8_t)whole;
        }
        if (fields && (o->flags & TRC_FF_FEND) && open) {   /* FCLOSE: the name and base */
            lop_put(out, n, slack, 0, TRC_FV_FCLOSE, NULL);
            if (out) {   /* its entry, but for the place of its value (a prefix: SLACK bytes) */
                trc_field *fe = trc_arena_alloc(arena, SLACK);
                if (!fe) return -1;
                fe->name = set->strs[open->name].s;
                fe->name_len = set->strs[open->name].len;
                fe->base = (uint16_t)open->base;
                fe->num = open == o && o->fpos == o->pre_len && open->base == 10 && decimal_op(o);
                out[*n - 1].pre = (const char *)fe;
            }
            open = NULL;
        }
    }
    return 0;
}

trc_lop *trc_fz_line_form(trc_progset *set, const fuser *f, const trc_fused *fu, uint32_t from,
                          uint32_t to, int merge, int fields)
{
    uint32_t n = 0;
    trc_fz_line_ops(f, fu, from, to, NULL, &n, NULL, fields);
    trc_lop *lops = trc_arena_alloc(&set->arena, (n + 1) * sizeof *lops);
    if (!lops) return NULL;
    n = 0;
    if (trc_fz_line_ops(f, fu, from, to, lops, &n, set, fields)) return NULL;
    if (merge && n && lops[n - 1].kind == TRC_FV_NONE) lops[n - 1].kind = TRC_FV_END;   /* its prefix, then the end */
    else lop_put(lops, &n, fu->pool, 0, TRC_FV_END, NULL);
    return lops;
}

/* Both line forms of the builder's ops (trc_fused.lops, flops), merged: 0, or -1 when
 * out of memory. */
static int line_forms(trc_progset *set, const fuser *f, trc_fused *fu)
{
    fu->lops = trc_fz_line_form(set, f, fu, 0, f->nops, 1, 0);
    fu->flops = fu->nfields ? trc_fz_line_form(set, f, fu, 0, f->nops, 1, 1) : fu->lops;
    return fu->lops && fu->flops ? 0 : -1;
}

/* 1 when the code from pc to the template's END is calls of pidinstall, tidinstall or
 * starttimer whose arguments are constants, $HD or $Dn of the types the builtin takes (a
 * name third): a tail, which prints nothing and cannot fail, so the VM may run it after
 * the fused text (docs/interpreter.md §The compiled form). */
static int tail_at(const trc_progset *set, uint32_t pc)
{
    const trc_insn *code = set->code;
    uint32_t nargs = 0;
    for (uint32_t k = pc; k < set->ncode; k++) {
        const trc_insn *in = &code[k];
        if (in->op == TRC_I_END) return k > pc && nargs == 0;
        if (in->op == TRC_I_PUSHI || in->op == TRC_I_PUSHS || (in->op == TRC_I_LOADP
            && (in->a == TRC_PM_HD || (in->a >= TRC_PM_D1 && in->a <= TRC_PM_D5)))) {
            nargs++;
            continue;
        }
        if (in->op != TRC_I_BUILTIN || in->b != nargs) return 0;
        int named = in->a == TRC_BI_PIDINSTALL || in->a == TRC_BI_TIDINSTALL;
        if (named ? nargs < 3 || nargs > (in->a == TRC_BI_PIDINSTALL ? 6u : 3u)
                  : in->a != TRC_BI_STARTTIMER || nargs != 2) return 0;
        for (uint32_t i = 0; i < nargs; i++)   /* trc_vm_builtin's types: no bad_args fault */
            if ((code[k - nargs + i].op == TRC_I_PUSHS) != (named && i == 2)) return 0;
        nargs = 0;
    }
    return 0;
}

/* The calls of the tail at pc (tail_at holds) as a table in the set's arena; NULL when
 * out of memory. */
static const trc_ltail *tail_table(trc_progset *set, uint32_t pc)
{
    const trc_insn *code = set->code;
    uint32_t ncalls = 0, nargs = 0;
    for (uint32_t k = pc; code[k].op != TRC_I_END; k++) ncalls += code[k].op == TRC_I_BUILTIN;
    trc_ltail *t = trc_arena_alloc(&set->arena, sizeof *t);
    trc_lcall *c = trc_arena_alloc(&set->arena, (ncalls ? ncalls : 1) * sizeof *c);
    if (!t || !c) return NULL;
    memset(c, 0, (ncalls ? ncalls : 1) * sizeof *c);
    t->n = 0;
    t->c = c;
    for (uint32_t k = pc; code[k].op != TRC_I_END; k++) {
        const trc_insn *in = &code[k];
        if (in->op != TRC_I_BUILTIN) {
            if (nargs < 3) {   /* the arguments a call uses */
                trc_larg *a = &c[t->n].a[nargs];
                if (in->op == TRC_I_PUSHI) {
                    a->kind = TRC_LX_CONST;
                    a->k = set->ints[in->a];
                } else if (in->op == TRC_I_PUSHS) {
                    a->kind = TRC_LA_STR;
                    a->s = set->strs[in->a].s;
                    a->len = set->strs[in->a].len;
                } else if (in->a == TRC_PM_HD) {
                    a->kind = TRC_LX_HD;
                } else {
                    a->kind = TRC_LX_DREG;
                    a->n = (uint8_t)(in->a - TRC_PM_D1 + 1);
                }
            }
            nargs++;
            continue;
        }
        c[t->n++].bi = in->a;
        nargs = 0;
    }
    return t;
}

/* The fused form of a whole template p, or NULL (not fusable, or out of memory: *oom). */
static const trc_fused *fuse_prog(fuser *f, trc_progset *set, const trc_prog *p, int *oom)
{
    begin(f, 0);
    f->level = f->line_level = p->level;
    f->l0 = p->level == 0;
    if (p->label_print && (memchr(p->label, '\t', p->label_len) || memchr(p->label, '\n', p->label_len)))
        return NULL;   /* a label's TAB and LF act as \t and \n (trc_text_lit): the VM's */
    if (p->label_print) {
        add_const(f, p->label, p->label_len);
        f->pending = 1;
    }
    for (uint32_t pc = p->entry; pc < set->ncode && !f->fail; pc++) {
        int skip = 0;
        uint32_t tail = TRC_NONE;
        if (set->code[pc].op != TRC_I_END && !trc_fz_add_insn(f, set, pc, 0, &skip)) {
            if (f->fail) return NULL;
            if (!tail_at(set, pc)) return trc_fz_walk(f, set, pc, oom);
            tail = pc;   /* the text ends here */
        }
        if (set->code[pc].op == TRC_I_END || tail != TRC_NONE) {
            trc_fz_flush(f);
            if (f->fail || f->depth || f->max_out > UINT32_MAX / 2) return NULL;
            trc_fused *fu = trc_fz_finish(f, set, oom);
            if (!fu) return NULL;
            if (line_forms(set, f, fu)) { *oom = 1; return NULL; }
            fu->trail = f->last == LAST_BLANK || f->last == LAST_UNKNOWN;
            fu->cpu = (uint8_t)f->cpu;
            if (tail != TRC_NONE && !(fu->ltail = tail_table(set, tail))) { *oom = 1; return NULL; }
            return fu;
        }
        pc += (uint32_t)skip;
    }
    return NULL;   /* no END: not fusable */
}

/* Where a segment may stop: after an append, with no field open. */
typedef struct cutpoint {
    uint32_t pc;         /* first instruction after the segment (0: none yet) */
    fuser f;             /* the builder's state there (counts; the buffers only grow) */
} cutpoint;

/* The longest segment from pc (not a jump target after pc), or NULL. */
static trc_fused *fuse_segment(fuser *f, trc_progset *set, uint32_t pc0, const uint8_t *target,
                               int *oom)
{
    begin(f, 1);
    cutpoint cut = { 0, *f };
    for (uint32_t pc = pc0; pc < set->ncode && pc - pc0 < SEG_MAX && !f->fail; pc++) {
        int skip;
        if (pc > pc0 && target[pc]) break;
        if ((pc + 1 < set->ncode && target[pc + 1] && set->code[pc].op == TRC_I_LOADP)) break;
        if (!trc_fz_add_insn(f, set, pc, pc == pc0, &skip) || f->fail) break;
        pc += (uint32_t)skip;
        if (f->depth == 0 && f->appended && f->pending != PEND_UNKNOWN) { cut.pc = pc + 1; cut.f = *f; }
    }
    if (cut.pc == 0 || cut.pc - pc0 < SEG_MIN) return NULL;
    /* back to the cut point's state, keeping the (possibly moved) buffers */
    trc_fop *ops = f->ops;
    uint32_t cap = f->cap;
    trc_buf pool = f->pool;
    *f = cut.f;
    f->ops = ops;
    f->cap = cap;
    pool.len = f->pool.len;
    f->pool = pool;
    trc_fz_flush(f);
    if (f->fail || f->max_out > UINT32_MAX / 2) return NULL;
    trc_fused *fu = trc_fz_finish(f, set, oom);
    if (fu) {
        fu->start = pc0;
        fu->end = cut.pc;
        fu->pending_end = (uint8_t)f->pending;
        /* the blank before its first op when the text has one pending: trc_fuse_seg's */
        unsigned fl = f->nops ? f->ops[0].flags : 0;
        fu->first = fl & TRC_FF_ZSOFTP ? TRC_FIRST_ZSOFT : fl & TRC_FF_DYNP ? TRC_FIRST_DYN : TRC_FIRST_NONE;
        if (line_forms(set, f, fu)) *oom = 1;
    }
    return fu;
}

/* Instructions that are jumped to, or where a body starts. */
static uint8_t *jump_targets(const trc_progset *set)
{
    uint8_t *t = calloc((size_t)set->ncode + 1, 1);
    if (!t) return NULL;
    for (uint32_t i = 0; i < set->ncode; i++) {
        const trc_insn *in = &set->code[i];
        switch (trc_opcode_layout(in->op)) {
        case TRC_OL_JUMP: if (in->a <= set->ncode) t[in->a] = 1; break;
        case TRC_OL_CASE: case TRC_OL_FLAG: if (in->b <= set->ncode) t[in->b] = 1; break;
        default: break;
        }
    }
    for (uint32_t i = 0; i < set->nprogs; i++) if (set->progs[i].entry <= set->ncode) t[set->progs[i].entry] = 1;
    for (uint32_t i = 0; i < set->nfuncs; i++) if (set->funcs[i].entry <= set->ncode) t[set->funcs[i].entry] = 1;
    return t;
}

int trc_fuse_progset(trc_progset *set)
{
    set->segs = NULL;
    set->nsegs = 0;
    fuser f;
    memset(&f, 0, sizeof f);
    f.arena = &set->arena;
    trc_buf_init(&f.pool);
    int oom = 0;
    for (uint32_t i = 0; i < set->nprogs && !oom; i++)
        set->progs[i].fused = fuse_prog(&f, set, &set->progs[i], &oom);
    /* segments: runs of fusable instructions inside any body */
    uint8_t *target = oom ? NULL : jump_targets(set);
    trc_fused **segs = NULL;
    uint32_t nsegs = 0, cap = 0;
    if (!oom && !target) oom = 1;
    for (uint32_t pc = 0; !oom && pc < set->ncode; pc++) {
        trc_fused *sg = fuse_segment(&f, set, pc, target, &oom);
        if (!sg) continue;
        if (nsegs == cap) {
            cap = cap ? 2 * cap : 16;
            trc_fused **p = realloc(segs, cap * sizeof *p);
            if (!p) { oom = 1; break; }
            segs = p;
        }
        segs[nsegs++] = sg;
        pc = sg->end - 1;
    }
    if (!oom && nsegs) {
        trc_fused *arr = trc_arena_alloc(&set->arena, nsegs * sizeof *arr);
        if (!arr) oom = 1;
        else for (uint32_t i = 0; i < nsegs; i++) arr[i] = *segs[i];
        set->segs = arr;
        set->nsegs = nsegs;
    }
    free(segs);
    free(target);
    free(f.ops);
    trc_buf_free(&f.pool);
    return oom ? -1 : 0;
}
