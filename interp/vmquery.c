/* vmquery.c -- owns the VM's answers about the run so far, for the report and its
 * summary (see vm.h): fault counts, the diagnostics mark and --range's walk, names from the process and
 * thread tables, the SVC column's text, entries the bounded tables forgot. */
#include "interp/vmint.h"
#include "interp/symtab.h"
#include <string.h>

void trc_vm_diag_mark(trc_vm *vm)
{
    memcpy(vm->diag_mark, vm->faults, sizeof vm->diag_mark);
}

void trc_vm_walk(trc_vm *vm, int on)
{
    if (on) {
        vm->walk_diag = vm->opts.diag;
        vm->opts.diag = NULL;
        return;
    }
    vm->opts.diag = vm->walk_diag;
    memset(vm->faults, 0, sizeof vm->faults);
    memset(vm->diag_mark, 0, sizeof vm->diag_mark);
}

uint64_t trc_vm_forgotten(const trc_vm *vm, int what)
{
    switch (what) {
    case TRC_FORGOT_PROCS: return trc_state_forgotten(&vm->st, TRC_TAB_PROCS);
    case TRC_FORGOT_THREADS: return trc_state_forgotten(&vm->st, TRC_TAB_THREADS);
    case TRC_FORGOT_SVC:
        return trc_state_forgotten(&vm->st, TRC_TAB_SVC) + trc_state_forgotten(&vm->st, TRC_TAB_CPUSVC);
    default: return 0;
    }
}

uint64_t trc_vm_faults(const trc_vm *vm, trc_fault_kind kind)
{
    return kind < TRC_FK_COUNT_ ? vm->faults[kind] : 0;
}

size_t trc_vm_svc_text(trc_vm *vm, const trc_event *ev, uint32_t rec_cpu, char *out, size_t cap)
{
    const trc_sval *v = ev->tid_known ? trc_state_svc(&vm->st, 0, ev->tid)
                                      : trc_state_svc(&vm->st, 1, rec_cpu < 0xFFFF ? rec_cpu : 0xFFFF);
    if (!v || !v->is_set) {   /* never set (or forgotten): unknown, printed `-` */
        if (cap) out[0] = '-';
        return cap ? 1 : 0;
    }
    uint32_t len;
    const char *name = v && !v->is_str ? trc_symtab_find(vm->opts.syms, (uint64_t)v->i, &len) : NULL;
    if (v && v->is_str) { name = v->s; len = v->len; }
    if (name) {
        size_t n = len < cap ? len : cap;
        memcpy(out, name, n);
        return n;
    }
    char tmp[24];
    size_t n = trc_fmt_hex(tmp, (uint64_t)(v ? v->i : 0), 4);
    if (n > cap) n = cap;
    memcpy(out, tmp, n);
    return n;
}

void trc_vm_on_procname(trc_vm *vm, void (*fn)(void *ctx, const char *name, uint32_t len), void *ctx)
{
    vm->st.on_proc = fn;
    vm->st.on_proc_ctx = ctx;
}

const char *trc_vm_procname(const trc_vm *vm, uint32_t pid, uint32_t *len)
{
    return trc_state_procname(&vm->st, pid, len);
}

uint64_t trc_vm_procgen(const trc_vm *vm)
{
    return vm->st.procgen;
}

const char *trc_vm_threadname(const trc_vm *vm, uint64_t tid, uint32_t *len)
{
    return trc_state_threadname(&vm->st, tid, len);
}

void *trc_vm_match_data(trc_vm *vm)
{
    return vm->md;
}
