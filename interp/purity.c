/* purity.c -- owns the bytecode purity analysis behind `--jobs` and `--range`
 * (docs/report.md): whether any template reachable from a non-internal record touches
 * cross-record state or can end the report ($STOP), found by walking the compiled
 * instructions (branches, subroutine and function calls). */
#include "interp/purity.h"
#include "interp/builtins_table.h"
#include "interp/opcodes.h"
#include "common/dbg.h"
#include <stdlib.h>

/* What a walk looks for: cross-record state (changed or $LINENO read), $STOP, or run
 * state changed ($STOP included; docs/report.md, "Filters"). */
enum { LOOK_STATE, LOOK_STOP, LOOK_RUN };

/* Depth-first walk over the instructions reachable from `entry`; 1 when one of them is
 * what `look` looks for.  `seen[pc] == mark` for visited instructions. */
static int walk_finds(const trc_progset *set, uint32_t entry, uint32_t *seen, uint32_t mark,
                      uint32_t *stack, int look)
{
    uint32_t sp = 0;
    stack[sp++] = entry;
    while (sp) {
        uint32_t pc = stack[--sp];
        while (pc < set->ncode && seen[pc] != mark) {
            seen[pc] = mark;
            const trc_insn *in = &set->code[pc];
            uint32_t next = pc + 1;
            switch (in->op) {
            case TRC_I_END: next = UINT32_MAX; break;
            case TRC_I_JMP: next = in->a; break;
            case TRC_I_CASE: case TRC_I_FLAG: stack[sp++] = in->b; break;
            case TRC_I_LOOPTEST: case TRC_I_LOOPNEXT: stack[sp++] = in->a; break;
            case TRC_I_CALLSUB: case TRC_I_DEFAULT: {
                uint32_t prog = in->op == TRC_I_DEFAULT && in->a == TRC_NONE ? set->default_prog : in->a;
                if (prog != TRC_NONE && prog < set->nprogs) stack[sp++] = set->progs[prog].entry;
                break;
            }
            case TRC_I_CALLFN:
                if (in->a < set->nfuncs) stack[sp++] = set->funcs[in->a].entry;
                break;
            case TRC_I_ACTION:
                if (look != LOOK_STATE && in->a == TRC_PM_STOP) return 1;
                break;
            case TRC_I_BUILTIN:
                if (look == LOOK_STOP) break;
                if (in->a == TRC_BI_PIDINSTALL || in->a == TRC_BI_TIDINSTALL ||
                    in->a == TRC_BI_STARTTIMER || in->a == TRC_BI_ENDTIMER)
                    return 1;
                break;
            case TRC_I_STOREP:
                if (look == LOOK_STOP) break;
                if (in->a == TRC_PM_PID || in->a == TRC_PM_TID || in->a == TRC_PM_CPUID ||
                    in->a == TRC_PM_PRI || in->a == TRC_PM_SVC || in->a == TRC_PM_EXECPATH)
                    return 1;
                break;
            case TRC_I_LOADP:
                if (look != LOOK_STATE) break;
                if (in->a == TRC_PM_LINENO || in->a == TRC_PM_RELLINENO) return 1;
                break;
            default:   /* every opcode with a jump target or a callee has its case above */
                TRC_DASSERT(trc_opcode_layout(in->op) != TRC_OL_JUMP && trc_opcode_layout(in->op) != TRC_OL_CASE
                            && trc_opcode_layout(in->op) != TRC_OL_FLAG && trc_opcode_layout(in->op) != TRC_OL_SUB
                            && trc_opcode_layout(in->op) != TRC_OL_FUNC);
                break;
            }
            pc = next;
        }
    }
    return 0;
}

/* Walk every template reachable from a non-internal record for `look`. */
static int set_finds(const trc_progset *set, int look)
{
    uint32_t *seen = calloc(set->ncode + 1, sizeof *seen);
    /* every instruction is pushed at most once per branch source: ncode bounds the stack */
    uint32_t *stack = malloc(((size_t)set->ncode + 1) * 2 * sizeof *stack);
    int has = !seen || !stack;
    for (uint32_t i = 0; !has && i < set->nprogs; i++) {
        if (trc_purity_internal_hook(set->progs[i].hook) && i != set->default_prog) continue;
        has = walk_finds(set, set->progs[i].entry, seen, 1, stack, look);
    }
    free(seen);
    free(stack);
    return has;
}

int trc_purity_has_state(const trc_progset *set)
{
    return set_finds(set, LOOK_STATE);
}

int trc_purity_can_stop(const trc_progset *set)
{
    return set_finds(set, LOOK_STOP);
}

uint8_t *trc_purity_run_state(const trc_progset *set)
{
    uint8_t *map = calloc(set->nprogs + 1, 1);
    uint32_t *seen = calloc(set->ncode + 1, sizeof *seen);
    uint32_t *stack = malloc(((size_t)set->ncode + 1) * 2 * sizeof *stack);
    if (!map || !seen || !stack) { free(map); map = NULL; }
    for (uint32_t i = 0; map && i < set->nprogs; i++)   /* a fresh mark per template */
        map[i] = (uint8_t)walk_finds(set, set->progs[i].entry, seen, i + 1, stack, LOOK_RUN);
    free(seen);
    free(stack);
    return map;
}
