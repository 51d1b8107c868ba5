/* fuseexpr.c -- owns the number registers of the compiled form (docs/interpreter.md §The
 * compiled form): an expression stored into a macro becomes an EXPR op (trc_lexpr) whose
 * value the macro then stands for, printed by an NPRINT op.  The rest of the builder is
 * interp/fuse.c's and interp/fuseswitch.c's; running them is interp/lineform.h's and
 * interp/fuserun.c's. */
#include "interp/fuse.h"
#include "interp/fuseint.h"
#include "interp/builtins_table.h"
#include <string.h>

/* 1 for the binary opcodes the line form evaluates (as the VM's binop). */
static int binary(unsigned op)
{
    switch (op) {
    case TRC_I_MUL: case TRC_I_DIV: case TRC_I_MOD: case TRC_I_ADD: case TRC_I_SUB:
    case TRC_I_SHL: case TRC_I_SHR: case TRC_I_LT: case TRC_I_LE: case TRC_I_GT:
    case TRC_I_GE: case TRC_I_EQ: case TRC_I_NE: case TRC_I_AND: case TRC_I_XOR:
    case TRC_I_OR:
        return 1;
    default:
        return 0;
    }
}

int trc_fz_expr(fuser *f, const trc_progset *set, uint32_t pc, int *skip)
{
    const trc_insn *code = set->code;
    enum { NI = 64 };
    trc_lopnd st[NI];          /* the operand stack of the postfix code */
    trc_lins ins[NI];
    unsigned depth = 0, n = 0, ntmp = 0;
    uint32_t k = pc;
    if (!f->whole) return 0;
    for (;; k++) {
        if (k >= set->ncode || depth == NI || n == NI) return 0;
        const trc_insn *in = &code[k];
        if (in->op == TRC_I_STORE) {
            if (depth != 1 || k == pc || in->a >= TRC_FUSE_NREG) return 0;
            break;
        }
        uint32_t id = trc_fz_pushed(f, in);
        trc_lopnd x;
        memset(&x, 0, sizeof x);
        if (in->op == TRC_I_PUSHI) {
            x.kind = TRC_LX_CONST;
            x.k = set->ints[in->a];
        } else if (id == TRC_PM_HD) {
            x.kind = TRC_LX_HD;
        } else if (id >= TRC_PM_D1 && id <= TRC_PM_D5) {
            x.kind = TRC_LX_DREG;
            x.arg = (uint8_t)(id - TRC_PM_D1 + 1);
        } else if (in->op == TRC_I_LOAD && id >= ALIAS_NREG && id < ALIAS_NREG + TRC_FUSE_NREG) {
            x.kind = TRC_LX_REG;
            x.arg = (uint8_t)(id - ALIAS_NREG);
        } else {   /* an operator: an instruction into a new temporary */
            int bin = binary(in->op);
            if (!bin && in->op != TRC_I_NEG && in->op != TRC_I_NOT && in->op != TRC_I_LNOT) return 0;
            if (depth < (bin ? 2u : 1u) || ntmp == TRC_FUSE_XDEPTH) return 0;
            trc_lins *i = &ins[n++];
            memset(i, 0, sizeof *i);
            i->op = (uint8_t)in->op;
            i->dst = (uint8_t)ntmp;
            if (bin) i->b = st[--depth];
            i->a = st[--depth];
            x.kind = TRC_LX_TMP;
            x.arg = (uint8_t)ntmp++;
        }
        st[depth++] = x;
    }
    if (st[0].kind != TRC_LX_TMP) {   /* a leaf alone: copied */
        if (ntmp == TRC_FUSE_XDEPTH) return 0;
        trc_lins *i = &ins[n++];
        memset(i, 0, sizeof *i);
        i->op = TRC_I_LOAD;
        i->dst = (uint8_t)ntmp;
        i->a = st[0];
        st[0].kind = TRC_LX_TMP;
        st[0].arg = (uint8_t)ntmp++;
    }
    /* the value goes into the register of the slot it is stored in */
    uint32_t slot = code[k].a;
    trc_lexpr *x = trc_arena_alloc(f->arena, sizeof *x);
    trc_lins *list = trc_arena_alloc(f->arena, n * sizeof *list);
    if (!x || !list) { f->fail = 1; return 0; }
    memset(x, 0, sizeof *x);
    memcpy(list, ins, n * sizeof *list);
    x->dst = (uint8_t)slot;
    x->n = (uint8_t)n;
    x->res = st[0].arg;
    x->ins = list;
    for (uint32_t i = pc + 1; i <= k; i++)   /* pc's own: trc_fz_add_insn; no text between */
        if (code[i].y & TRC_IY_SOFT) trc_fz_soft(f);
    trc_fz_table_op(f, TRC_FV_EXPR, x);   /* EXPR never moves */
    f->alias[slot] = (uint16_t)(ALIAS_NREG + slot);
    *skip = (int)(k - pc);
    return 1;
}

int trc_fz_nprint(fuser *f, const trc_insn *in)
{
    const trc_insn *pf = in + 1;
    uint32_t id = trc_fz_pushed(f, in);
    if (!f->whole || in->op != TRC_I_LOAD || id < ALIAS_NREG || id >= ALIAS_NREG + TRC_FUSE_NREG
        || pf->op != TRC_I_PRINTF || (pf->x != 'D' && pf->x != 'U')) return 0;
    if (pf->y & TRC_IY_SOFT) trc_fz_soft(f);
    trc_fz_flush_move(f);   /* a move before it: an op of its own (NPRINT never moves) */
    trc_fz_add_number(f, TRC_FV_NPRINT, id - ALIAS_NREG, trc_fz_regfmt(pf), !(pf->y & TRC_IY_NODELIM));
    return 1;
}

