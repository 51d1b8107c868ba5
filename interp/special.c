/* special.c -- owns the VM's specialised copy of a set's code (trc_vm_specialise): the
 * same instructions at the same indices, with some rewritten into the opcodes that only
 * the VM knows (TRC_X_*, interp/vmint.h; docs/interpreter.md §Specialised code). */
#include "interp/vmint.h"
#include "interp/fuse.h"
#include <stdlib.h>
#include <string.h>

trc_insn *trc_vm_specialise(const trc_progset *set, int fuse)
{
    trc_insn *c = malloc(((size_t)set->ncode + 1) * sizeof *c);
    if (!c) return NULL;
    if (set->ncode) memcpy(c, set->code, (size_t)set->ncode * sizeof *c);
    for (uint32_t i = 0; i < set->ncode; i++) {
        trc_insn *in = &c[i];
        if (in->op != TRC_I_PCODE) continue;
        if ((in->a == 4 || in->a == 8) && (in->x == 'X' || in->x == 'U' || in->x == 'D'))
            in->op = TRC_X_PWORD;
        else if (in->x == 'Z')
            in->op = TRC_X_PZ;
    }
    for (uint32_t i = 0; fuse && i < set->nsegs; i++) {   /* y (a folded SOFT) is kept */
        c[set->segs[i].start].op = TRC_X_SEG;
        c[set->segs[i].start].a = i;
    }
    /* LOOP n {ITEM}: the loop's own instructions carry no soft blank, the item is one of the
     * PCODE cases (its soft blank is made before each iteration, as the interpreter would) */
    for (uint32_t i = 0; fuse && i + 4 < set->ncode; i++) {
        const trc_insn *t = &c[i + 1], *item = &c[i + 2], *nx = &c[i + 3], *end = &c[i + 4];
        if (c[i].op == TRC_I_LOOP && t->op == TRC_I_LOOPTEST && t->a == i + 4
            && (item->op == TRC_I_PCODE || item->op == TRC_X_PWORD || item->op == TRC_X_PZ)
            && nx->op == TRC_I_LOOPNEXT && nx->a == i + 1 && end->op == TRC_I_LOOPEND
            && !((t->y | nx->y | end->y) & TRC_IY_SOFT))
            c[i].op = TRC_X_LOOP1;
    }
    return c;
}

