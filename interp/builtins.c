/* builtins.c -- owns the dispatch of the builtin calls of templates (docs/ref/language.md §11.3):
 * argument checks, setdelim, starttimer/endtimer, pidinstall/tidinstall and phase.  The
 * table of names and arities is interp/builtins_table.c; the VM calls in from its
 * BUILTIN instruction (interp/vm.c). */
#include "interp/vmint.h"
#include "interp/builtins_table.h"
#include <string.h>

/* Count the "bad arguments to NAME" fault. */
static void bad_args(trc_vm *vm, trc_builtin_id id)
{
    const trc_builtin *bi = trc_builtin_get(id);
    char tmp[64];
    size_t n = 17;
    memcpy(tmp, "bad arguments to ", 17);
    size_t l = strlen(bi->name);
    memcpy(tmp + n, bi->name, l);
    trc_vm_fault(vm, TRC_FK_BAD_ARGS, 0, tmp, n + l);
}

int trc_vm_builtin(trc_vm *vm, unsigned bid, const trc_val *a, uint32_t n)
{
    trc_builtin_id id = (trc_builtin_id)bid;
    const trc_builtin *bi = trc_builtin_get(id);
    if (!bi || n < bi->min_args || n > bi->max_args) { if (bi) bad_args(vm, id); return TRC_RUN_OK; }
    /* integer arguments must not be strings, except the names */
    for (uint32_t i = 0; i < n; i++) {
        int want_str = (id == TRC_BI_PIDINSTALL && i == 2) || (id == TRC_BI_TIDINSTALL && i == 2)
                    || (id == TRC_BI_PHASE);
        if (a[i].is_str && !want_str) { bad_args(vm, id); return TRC_RUN_OK; }
        if (!a[i].is_str && want_str && id != TRC_BI_PHASE) { bad_args(vm, id); return TRC_RUN_OK; }
    }
    switch (id) {
    case TRC_BI_SETDELIM: vm->text.delim = a[0].i != 0; break;
    case TRC_BI_STARTTIMER: trc_state_starttimer(&vm->st, a[0].i, a[1].i, vm->ns); break;
    case TRC_BI_ENDTIMER: {
        int64_t start;
        if (!trc_state_endtimer(&vm->st, a[0].i, a[1].i, &start)) break;
        int64_t d = vm->ns - start;
        uint64_t ad = d < 0 ? (uint64_t)0 - (uint64_t)d : (uint64_t)d;
        char tmp[40];
        size_t k = 0;
        if (d < 0) tmp[k++] = '-';
        k += trc_fmt_u64(tmp + k, ad / 1000000);
        tmp[k++] = '.';
        uint64_t frac = ad % 1000000;
        for (int i = 5; i >= 0; i--) { tmp[k + (size_t)i] = (char)('0' + frac % 10); frac /= 10; }
        k += 6;
        trc_text_add(&vm->text, tmp, k);
        trc_text_soft(&vm->text);
        break;
    }
    case TRC_BI_PIDINSTALL:
        trc_state_setproc(&vm->st, (uint64_t)a[0].i, (uint64_t)a[1].i, a[2].s, a[2].len);
        break;
    case TRC_BI_TIDINSTALL:
        trc_state_setthread(&vm->st, (uint64_t)a[0].i, (uint64_t)a[1].i, a[2].s, a[2].len);
        break;
    case TRC_BI_PHASE: {
        int ph = a[0].is_str ? (a[0].len == 1 ? (unsigned char)a[0].s[0] : 0) : (int)a[0].i;
        if ((ph != 'B' && ph != 'E' && ph != 'i') || (n > 1 && !a[1].is_str)) { bad_args(vm, id); break; }
        vm->ev->phase = (char)ph;
        vm->ev->phase_name = NULL;
        vm->ev->phase_name_len = 0;
        if (n > 1) {
            char *p = trc_vm_scratch(vm, a[1].len ? a[1].len : 1);
            if (p) {
                memcpy(p, a[1].s, a[1].len);
                vm->ev->phase_name = p;
                vm->ev->phase_name_len = a[1].len;
            }
        }
        break;
    }
    default: break;
    }
    return TRC_RUN_OK;
}
