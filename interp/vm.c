/* vm.c -- owns program execution: the per-event setup (DP/BP, hook-word facts), the
 * instruction loop, expressions (§9.2), predefined macros (§10), subroutine and function
 * calls with the nesting limit (§11), SWITCH/LOOP/BITFLAGS (§12), unknown hooks (§13) and
 * run-time faults (§14.2, §14.3).  Format codes live in interp/codes.c, builtins in
 * interp/builtins.c, --where opcodes in interp/vmwhere.c, the event text in
 * interp/text.c; the services they and the VM share (faults and their diagnostics,
 * scratch strings, SWITCH case matching, the fields' room) in interp/vmsvc.c. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "common/dbg.h"
#include "common/hookid.h"
#include "interp/vmint.h"
#include "interp/where.h"
#include "interp/builtins_table.h"
#include "interp/symtab.h"
#include "interp/fuse.h"
#include "interp/arith.h"
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

enum { LOOP_MAX = 65536 };

/* Forget the event's scratch strings; keep only the newest (largest) block. */
static void scratch_reset(trc_vm *vm)
{
    vm->scratch_used = 0;
    trc_scratch_blk *b = vm->scratch;
    if (!b) return;
    b->used = 0;
    trc_scratch_blk *old = b->next;
    b->next = NULL;
    while (old) { trc_scratch_blk *nx = old->next; free(old); old = nx; }
}

/* ---- VM lifetime ---------------------------------------------------------------------- */

trc_vm *trc_vm_new(const trc_progset *set, const trc_vm_opts *opts)
{
    trc_vm *vm = calloc(1, sizeof *vm);
    if (!vm) return NULL;
    vm->set = set;
    if (opts) vm->opts = *opts;
    vm->code = trc_vm_specialise(set, !vm->opts.no_fuse);
    trc_state_init(&vm->st);
    trc_text_init(&vm->text);
    vm->prog = vm->opts.prog ? vm->opts.prog : "";
    trc_vm_set_input(vm, vm->opts.logfile, vm->opts.trace_env);
    vm->stack_cap = (set->max_stack + 4) * (TRC_MAX_DEPTH + 2);
    vm->frame_size = set->max_slots ? set->max_slots : 1;
    vm->loops_cap = (set->max_loops + 1) * (TRC_MAX_DEPTH + 2);
    vm->stack = calloc(vm->stack_cap, sizeof *vm->stack);
    vm->slots = calloc((size_t)vm->frame_size * (TRC_MAX_DEPTH + 2), sizeof *vm->slots);
    vm->loops = calloc(vm->loops_cap, sizeof *vm->loops);
    vm->md = pcre2_match_data_create(1, NULL);
    vm->field_start = SIZE_MAX;
    if (!vm->code || !vm->stack || !vm->slots || !vm->loops || !vm->md) { trc_vm_free(vm); return NULL; }
    return vm;
}

void trc_vm_free(trc_vm *vm)
{
    if (!vm) return;
    trc_state_free(&vm->st);
    trc_text_free(&vm->text);
    free(vm->code);
    free(vm->stack);
    free(vm->slots);
    free(vm->loops);
    free(vm->fields);
    if (vm->md) pcre2_match_data_free(vm->md);
    scratch_reset(vm);
    free(vm->scratch);
    free(vm);
}

void trc_vm_set_input(trc_vm *vm, const char *logfile, int trace_env)
{
    vm->opts.logfile = logfile ? logfile : "";
    vm->opts.trace_env = trace_env;
    vm->logname = strcmp(vm->opts.logfile, "-") == 0 ? "<stdin>" : vm->opts.logfile;
}

void trc_vm_count_lines(trc_vm *vm, uint32_t nlines) { vm->lines_done += nlines; }

/* ---- predefined macros (§10) ---------------------------------------------------------- */


/* A copy of bytes in scratch (for values whose storage may change during the event). */
static void vset_copy(trc_vm *vm, trc_val *v, const char *s, uint32_t len)
{
    char *p = trc_vm_scratch(vm, len ? len : 1);
    if (!p) { trc_val_str(v, "", 0); return; }
    if (len) memcpy(p, s, len);
    trc_val_str(v, p, len);
}

/* $Dn (n = 1..5) of the record (common/recfacts.h). */
static int64_t data_word(const trc_vm *vm, unsigned n)
{
    return (int64_t)trc_rec_dword(vm->fb, vm->L, vm->env64 ? 8 : 4, vm->generic, n, vm->bo);
}

/* The record's per-CPU state (direct index when it exists already). */
static trc_cpustate *cur_cpu(trc_vm *vm)
{
    uint32_t cpu = vm->rec->cpu;
    return cpu < vm->st.ncpus ? &vm->st.cpus[cpu] : trc_state_cpu(&vm->st, cpu);
}

/* The key of this event's $SVC (trc_state_svc): its TID (*by_cpu 0), or its record's CPU
 * when the TID is unknown (records without a CPU share one value). */
static uint64_t svc_key(const trc_vm *vm, int *by_cpu)
{
    *by_cpu = !vm->ev->tid_known;
    if (vm->ev->tid_known) return vm->ev->tid;
    return vm->rec->cpu < 0xFFFF ? vm->rec->cpu : 0xFFFF;
}

static void load_predef(trc_vm *vm, unsigned id, trc_val *v)
{
    const trc_event *ev = vm->ev;
    switch (id) {
    case TRC_PM_DATAPOINTER: trc_val_int(v, trc_floor8(vm->dp)); break;
    case TRC_PM_BASEPOINTER: trc_val_int(v, vm->bp); break;
    case TRC_PM_HOOKENV: trc_val_int(v, vm->env64 ? 64 : 32); break;
    case TRC_PM_TRACEENV: trc_val_int(v, vm->opts.trace_env); break;
    case TRC_PM_GENERIC: trc_val_int(v, vm->generic); break;
    case TRC_PM_D1: case TRC_PM_D2: case TRC_PM_D3: case TRC_PM_D4: case TRC_PM_D5:
        trc_val_int(v, data_word(vm, id - TRC_PM_D1 + 1));
        break;
    case TRC_PM_HD: trc_val_int(v, vm->hd); break;
    case TRC_PM_HDL: trc_val_int(v, vm->hd & 0xFF); break;
    case TRC_PM_HDU: trc_val_int(v, vm->hd >> 8 & 0xFF); break;
    case TRC_PM_HL: trc_val_int(v, vm->hl); break;
    case TRC_PM_HT: trc_val_int(v, vm->ht); break;
    case TRC_PM_TRACEID: trc_val_int(v, trc_hook_display(vm->hook)); break;
    case TRC_PM_RELLINENO: trc_val_int(v, trc_text_lineno(&vm->text)); break;
    case TRC_PM_LINENO: trc_val_int(v, (int64_t)(vm->lines_done + trc_text_lineno(&vm->text))); break;
    case TRC_PM_PID: trc_val_int(v, ev->pid); break;
    case TRC_PM_TID: trc_val_int(v, (int64_t)ev->tid); break;
    case TRC_PM_CPUID: trc_val_int(v, ev->cpu); break;
    case TRC_PM_PRI: { trc_cpustate *c = cur_cpu(vm); trc_val_int(v, c ? c->pri : 0); break; }
    case TRC_PM_EXECPATH: {
        uint32_t len = 0;
        const char *name = ev->pid_known ? trc_state_procname(&vm->st, ev->pid, &len) : NULL;
        vset_copy(vm, v, name ? name : "", name ? len : 0);
        break;
    }
    case TRC_PM_SVC: {
        int by_cpu;
        uint64_t key = svc_key(vm, &by_cpu);
        const trc_sval *s = trc_state_svc(&vm->st, by_cpu, key);
        if (s && s->is_str) vset_copy(vm, v, s->s, s->len);
        else trc_val_int(v, s ? s->i : 0);
        break;
    }
    case TRC_PM_LOGFILE: trc_val_str(v, vm->logname, (uint32_t)strlen(vm->logname)); break;
    case TRC_PM_LOGIDX:
        trc_val_int(v, (int64_t)vm->rec->fb_offset + vm->bp + trc_floor8(vm->dp));
        break;
    case TRC_PM_LOGIDX0: trc_val_int(v, (int64_t)vm->rec->offset); break;
    default: trc_val_int(v, 0); break;
    }
}

/* Integer of a value for places that need one (strings: fault, 0). */
static int64_t want_int(trc_vm *vm, const trc_val *v)
{
    if (!v->is_str) return v->i;
    trc_vm_fault(vm, TRC_FK_STRING_ARITH, 0, "string in arithmetic", 20);
    return 0;
}

static int store_predef(trc_vm *vm, unsigned id, const trc_val *v)
{
    trc_event *ev = vm->ev;
    trc_cpustate *c;
    switch (id) {
    case TRC_PM_DATAPOINTER: vm->dp = trc_ptr_sat(want_int(vm, v)) * 8; return trc_vm_check_ptr(vm);
    case TRC_PM_BASEPOINTER: vm->bp = trc_ptr_sat(want_int(vm, v)); return trc_vm_check_ptr(vm);
    case TRC_PM_PID:
        ev->pid = (uint32_t)want_int(vm, v);
        ev->pid_known = 1;
        if ((c = cur_cpu(vm))) { c->pid = ev->pid; c->has_pid = 1; }
        break;
    case TRC_PM_TID:
        ev->tid = (uint64_t)want_int(vm, v);
        ev->tid_known = 1;
        if ((c = cur_cpu(vm))) { c->tid = ev->tid; c->has_tid = 1; }
        break;
    case TRC_PM_CPUID:
        ev->cpu = (uint32_t)want_int(vm, v);
        ev->cpu_known = 1;
        if ((c = cur_cpu(vm))) { c->cpuid = ev->cpu; c->has_cpuid = 1; }
        break;
    case TRC_PM_PRI:
        if ((c = cur_cpu(vm))) c->pri = want_int(vm, v);
        break;
    case TRC_PM_EXECPATH: {
        const char *s;
        uint32_t len;
        trc_val_text(vm, v, &s, &len);
        if (ev->pid_known) trc_state_setproc(&vm->st, ev->pid, 0, s, len);
        break;
    }
    case TRC_PM_SVC: {
        int by_cpu;
        uint64_t key = svc_key(vm, &by_cpu);
        trc_state_setsvc(&vm->st, by_cpu, key, v->is_str, v->i, v->s, v->len);
        break;
    }
    default: break;
    }
    return TRC_RUN_OK;
}

/* ---- unknown hooks (§13) ---------------------------------------------------------------- */

static void raw_dump(trc_vm *vm)
{
    size_t cap = 96 + 2 * (size_t)vm->L;
    char *p = trc_vm_scratch(vm, cap);
    if (!p) return;
    size_t n = 0;
    memcpy(p, "[unknown hook] id=", 18);
    n = 18;
    n += trc_fmt_hex(p + n, trc_hook_display(vm->hook), (unsigned)trc_hook_digits(vm->hook));
    uint32_t start;
    if (vm->env64) {
        uint32_t len = vm->L >= 4 ? trc_get16(vm->fb + 2, vm->bo) : 0;
        memcpy(p + n, " flags=", 7); n += 7;
        n += trc_fmt_hex(p + n, vm->ht, 4);
        memcpy(p + n, " len=", 5); n += 5;
        n += trc_fmt_u64(p + n, len);
        memcpy(p + n, " sub=", 5); n += 5;
        n += trc_fmt_hex(p + n, vm->hd, 4);
        start = 8;
    } else {
        memcpy(p + n, " type=", 6); n += 6;
        n += trc_fmt_hex(p + n, vm->ht, 1);
        memcpy(p + n, " hd=", 4); n += 4;
        n += trc_fmt_hex(p + n, vm->hd, 4);
        start = 4;
    }
    if (vm->L > start) {
        memcpy(p + n, " data=", 6); n += 6;
        for (uint32_t i = start; i < vm->L; i++) n += trc_fmt_hex(p + n, vm->fb[i], 2);
    }
    trc_text_add(&vm->text, p, n);
}

/* ---- calls ------------------------------------------------------------------------------ */

static int exec(trc_vm *vm, uint32_t pc);

static int too_deep(trc_vm *vm)
{
    if (vm->depth + 1 <= TRC_MAX_DEPTH) return 0;
    trc_vm_fault(vm, TRC_FK_NESTING, 1, "nesting too deep: limit 10", 26);
    return 1;
}

/* Run program pi's body as a subroutine: slots shared with the current frame. */
static int call_sub(trc_vm *vm, uint32_t pi)
{
    if (too_deep(vm)) return TRC_RUN_BREAK;
    const trc_prog *p = &vm->set->progs[pi];
    trc_val *frame = vm->slots + (size_t)vm->fdepth * vm->frame_size;
    uint32_t *used = &vm->used[vm->fdepth];
    if (p->nslots > *used) {
        memset(frame + *used, 0, (p->nslots - *used) * sizeof *frame);
        *used = p->nslots;
    }
    vm->depth++;
    int r = exec(vm, p->entry);
    vm->depth--;
    return r;
}

static int call_fn(trc_vm *vm, uint32_t fi, const trc_val *args, uint32_t nargs)
{
    if (too_deep(vm)) return TRC_RUN_BREAK;
    const trc_func *f = &vm->set->funcs[fi];
    trc_val *frame = vm->slots + (size_t)(vm->fdepth + 1) * vm->frame_size;
    for (uint32_t i = 0; i < f->nslots; i++) {
        if (i < f->nparams && i < nargs) frame[i] = args[i];
        else memset(&frame[i], 0, sizeof frame[i]);
    }
    vm->fdepth++;
    vm->used[vm->fdepth] = f->nslots;
    vm->depth++;
    int r = exec(vm, f->entry);
    vm->depth--;
    vm->fdepth--;
    return r;
}

/* ---- LOOP (§12.3) ------------------------------------------------------------------------- */

static void loop_open(trc_vm *vm, const trc_val *count, uint32_t static_bits)
{
    int64_t n = want_int(vm, count);
    if (n < 0) {
        trc_vm_fault_num(vm, TRC_FK_NEG_LOOP, 0, "negative loop count ", n, NULL, 0, NULL, 0);
        n = 0;
    } else if (n > LOOP_MAX) {
        trc_vm_fault_num(vm, TRC_FK_LOOP_CAP, 1, "loop count ", n, " capped at ", LOOP_MAX, NULL, 0);
        n = LOOP_MAX;
    }
    trc_loopf *lf = &vm->loops[vm->nloops < vm->loops_cap ? vm->nloops++ : vm->loops_cap - 1];
    lf->n = n;
    lf->k = n;
    lf->i = 0;
    lf->overrun = 0;
    lf->dynamic = static_bits == TRC_NONE;
    if (!lf->dynamic && static_bits > 0) {
        int64_t left = (int64_t)vm->L * 8 - (vm->bp * 8 + vm->dp);
        if (left < 0) left = 0;
        if (left / static_bits < n) lf->k = left / static_bits;
    }
}

static void loop_close(trc_vm *vm)
{
    if (!vm->nloops) return;
    trc_loopf *lf = &vm->loops[--vm->nloops];
    if (lf->i < lf->n)
        trc_vm_fault_num(vm, TRC_FK_LOOP_OVERRUN, 1, "loop overrun: count ", lf->n, ", ran ", lf->i, NULL, 0);
}

/* X_LOOP1 at in (the count at *count): the loop's LOOP, LOOPTEST, single data item,
 * LOOPNEXT and LOOPEND as the interpreter runs them (a function of its own: exec's
 * registers stay as they are).  Returns TRC_RUN_OK or how the event ends. */
static __attribute__((noinline)) int loop1(trc_vm *vm, const trc_val *count, const trc_insn *in)
{
    trc_text *text = &vm->text;
    const trc_insn *item = in + 2;
    int r;
    loop_open(vm, count, in->a);
    trc_loopf *lf = &vm->loops[vm->nloops - 1];
    for (;;) {
        if (__builtin_expect(text->buf.over, 0)) return TRC_RUN_BREAK;   /* cut */
        if (lf->i >= lf->k) break;
        if (lf->dynamic && lf->i > 0 && vm->bp + trc_floor8(vm->dp) >= (int64_t)vm->L) break;
        if (item->y & TRC_IY_SOFT) trc_text_soft(text);
        if (item->op == TRC_X_PWORD) {
            if (!trc_code_print_word(vm, item) && (r = trc_code_print(vm, item))) return r;
        } else if (item->op == TRC_X_PZ) {
            if ((r = trc_code_print_z(vm, item))) return r;
        } else if ((r = trc_code_print(vm, item))) {
            return r;
        }
        lf->i++;
        if (__builtin_expect(++vm->iters > TRC_EVENT_MAX_ITERS, 0)) trc_text_cut(text, TRC_CUT_ITERS);
    }
    loop_close(vm);
    return TRC_RUN_OK;
}

/* ---- the instruction loop ------------------------------------------------------------- */

/* Binary operator on two values (§9.2).  Strings: only == and != on two strings. */
static void binop(trc_vm *vm, unsigned op, trc_val *a, const trc_val *b)
{
    if (a->is_str || b->is_str) {
        int64_t r = 0;
        if (a->is_str == TRC_VAL_MISSING || b->is_str == TRC_VAL_MISSING) {
            a->is_str = TRC_VAL_MISSING;   /* --where: arithmetic on a missing name */
            return;
        }
        if ((op == TRC_I_EQ || op == TRC_I_NE) && a->is_str && b->is_str) {
            int eq = a->len == b->len && memcmp(a->s, b->s, a->len) == 0;
            r = op == TRC_I_EQ ? eq : !eq;
        } else {
            trc_vm_fault(vm, TRC_FK_STRING_ARITH, 0, "string in arithmetic", 20);
        }
        trc_val_int(a, r);
        return;
    }
    int64_t r;
    if (!trc_arith(op, a->i, b->i, &r)) trc_vm_fault(vm, TRC_FK_DIV_ZERO, 0, "division by zero", 16);
    trc_val_int(a, r);
}

static void field_end(trc_vm *vm)
{
    if (vm->field_start == SIZE_MAX) return;
    size_t start = vm->field_start;
    vm->field_start = SIZE_MAX;
    if (start > vm->text.buf.len) start = vm->text.buf.len;
    if (vm->text.blank_at == start && start < vm->text.buf.len) start++;
    if (vm->nfields >= TRC_EVENT_MAX_FIELDS) { trc_text_cut(&vm->text, TRC_CUT_FIELDS); return; }
    if (vm->nfields == vm->fields_cap && trc_vm_fields_room(vm, vm->nfields + 1) != 0) {
        vm->failed = 1;
        return;
    }
    const trc_str *name = &vm->set->strs[vm->field_name];
    trc_field *f = &vm->fields[vm->nfields++];
    f->name = name->s;
    f->name_len = name->len;
    f->off = (uint32_t)start;
    f->len = (uint32_t)(vm->text.buf.len - start);
    f->base = (uint16_t)vm->field_base;
    f->num = 0;   /* the writers look at the text */
}

/* The value stack is kept in a local pointer `sp` (next free slot) while executing and
 * written back to vm->sp only around nested calls (CALLSUB, DEFAULT, CALLFN), which run
 * their own exec above it.  The macro frame of this exec never changes level. */
#define SYNC_SP() (vm->sp = (uint32_t)(sp - vm->stack))
/* Dispatch: with GNU C, one indirect jump through a table of the case labels (no range
 * check, no relative-offset decoding; docs/interpreter.md §Dispatch); else the switch.
 * Each case is VMCASE(name): its `case` and its label; a `break` ends the switch as
 * usual and the loop fetches the next instruction. */
#if defined(__GNUC__) && !defined(TRC_VM_SWITCH)
#define VMCASE(name) case TRC_I_##name: L_##name:
#define VMCASEX(name) case TRC_X_##name: L_X_##name:
#define VMDISPATCH(op) goto *vm_labels[(op)]
#else
#define VMCASE(name) case TRC_I_##name:
#define VMCASEX(name) case TRC_X_##name:
#define VMDISPATCH(op) ((void)0)
#endif
#define LOAD_SP() (sp = vm->stack + vm->sp)


int trc_vm_where(trc_vm *vm, uint32_t entry, const trc_where_env *env)
{
    if (entry == TRC_NONE) return 1;
    uint32_t sp0 = vm->sp, fdepth = vm->fdepth;
    vm->where = env;
    vm->sp = 0;
    vm->fdepth = 0;
    exec(vm, entry);
    int keep = vm->sp > 0 && trc_where_true(&vm->stack[vm->sp - 1]);
    vm->where = NULL;
    vm->sp = sp0;
    vm->fdepth = fdepth;
    return vm->failed ? -1 : keep;
}

static int exec(trc_vm *vm, uint32_t pc)
{
    const trc_progset *set = vm->set;
    const trc_insn *code = vm->code;
    const trc_str *strs = set->strs;
    trc_text *text = &vm->text;
    trc_val *sp = vm->stack + vm->sp;
    trc_val *frame = vm->slots + (size_t)vm->fdepth * vm->frame_size;
    uint32_t *used = &vm->used[vm->fdepth];
    const trc_insn *ip = code + pc;   /* next instruction */
    int r = TRC_RUN_OK;
#if defined(__GNUC__) && !defined(TRC_VM_SWITCH)
    /* the case labels by opcode: every opcode of the list, then the VM's own (vm.c) */
    static const void *const vm_labels[] = {
#define TRC_VM_LABEL_(name, layout, stack, comment) &&L_##name,
        TRC_OPCODES(TRC_VM_LABEL_)
#undef TRC_VM_LABEL_
        &&L_COUNT_, &&L_X_PWORD, &&L_X_PZ, &&L_X_SEG, &&L_X_LOOP1
    };
    _Static_assert(sizeof vm_labels / sizeof *vm_labels == TRC_X_LOOP1 + 1, "one label per opcode");
#endif
    for (;;) {
        const trc_insn *in = ip++;
        /* the stack the compiler sized (set->max_stack per call level) holds */
        TRC_DASSERT(sp >= vm->stack && sp <= vm->stack + vm->stack_cap);
        TRC_DASSERT(in >= code && in < code + set->ncode);
        if (in->y & TRC_IY_SOFT) trc_text_soft(text);
    dispatch:
        VMDISPATCH(in->op);
        switch (in->op) {
        VMCASE(END) SYNC_SP(); return TRC_RUN_OK;
        VMCASE(JMP) ip = code + in->a; break;
        VMCASE(LIT) trc_text_add(text, strs[in->a].s, strs[in->a].len); break;
        VMCASE(SOFT) trc_text_soft(text); break;
        VMCASE(TAB) trc_text_tab(text); break;
        VMCASE(NL) trc_text_nl(text); break;
        VMCASE(LEVEL) trc_text_level(text, (int)in->a); break;
        VMCASE(FIELD)
            if (vm->field_depth++ == 0) {
                vm->field_name = in->a;
                vm->field_base = in->b;
                vm->field_start = text->buf.len;
            }
            break;
        VMCASE(FIELDEND) if (vm->field_depth && --vm->field_depth == 0) field_end(vm); break;
        VMCASE(MOVE) if ((r = trc_code_move(vm, in))) return r; break;
        VMCASE(PCODE) if ((r = trc_code_print(vm, in))) return r; break;
        VMCASEX(PWORD)
            if (!trc_code_print_word(vm, in) && (r = trc_code_print(vm, in))) return r;
            break;
        VMCASEX(PZ) if ((r = trc_code_print_z(vm, in))) return r; break;
        VMCASEX(SEG) {
            const trc_fused *sg = &set->segs[in->a];
            if (trc_fuse_seg(vm, sg)) { ip = code + sg->end; break; }
            in = &set->code[sg->start];   /* not here: its instructions one by one */
            goto dispatch;
        }
        VMCASE(RCODE)
            if ((r = trc_code_read(vm, in, sp))) return r;
            sp++;
            break;
        VMCASE(PUSHI) trc_val_int(sp++, set->ints[in->a]); break;
        VMCASE(PUSHS) trc_val_str(sp++, strs[in->a].s, strs[in->a].len); break;
        VMCASE(PUSH0) trc_val_int(sp++, 0); break;
        VMCASE(LOAD)
            if (in->a < *used) *sp++ = frame[in->a];
            else trc_val_int(sp++, 0);
            break;
        VMCASE(STORE)
            sp--;
            if (in->a < vm->frame_size) {
                frame[in->a] = *sp;
                if (in->a >= *used) {
                    for (uint32_t i = *used; i < in->a; i++) trc_val_int(&frame[i], 0);
                    *used = in->a + 1;
                }
            }
            break;
        VMCASE(LOADP)
            if (in->a >= TRC_PM_D1 && in->a <= TRC_PM_D5 && !vm->env64) {   /* fast path: 32-bit $Dn */
                trc_val_int(sp++, (int64_t)trc_rec_dword(vm->fb, vm->L, 4, vm->generic,
                                                         in->a - TRC_PM_D1 + 1, vm->bo));
            } else {
                load_predef(vm, in->a, sp++);
            }
            break;
        VMCASE(STOREP)
            sp--;
            if ((r = store_predef(vm, in->a, sp))) return r;
            break;
        VMCASE(POP) sp--; break;
        VMCASE(REGVAL) if ((r = trc_reg_value(vm, in, sp - 1))) return r; break;
        VMCASE(PRINT) sp--; trc_val_print(vm, sp, in->y); break;
        VMCASE(PRINTF)
            sp--;
            if (!sp->is_str && (in->x == 'D' || in->x == 'U' || in->x == 'W')) {   /* fast path: %D %U %W */
                char tmp[24];
                size_t n = in->x == 'D' ? trc_put_i64(tmp, in->a ? sp->i : trc_dword_signed((uint64_t)sp->i, vm->env64))
                         : trc_put_u64(tmp, in->x == 'U' ? (uint64_t)sp->i : trc_vm_bits((uint64_t)sp->i, in));
                trc_text_add(text, tmp, n);
                if (!(in->y & TRC_IY_NODELIM)) trc_text_soft(text);
                break;
            }
            if ((r = trc_reg_print(vm, in, sp))) return r;
            break;
        VMCASE(NEG) VMCASE(NOT) {
            trc_val *a = sp - 1;
            if (a->is_str == TRC_VAL_MISSING) break;
            int64_t x = want_int(vm, a);
            trc_val_int(a, in->op == TRC_I_NEG ? (int64_t)(0 - (uint64_t)x) : ~x);
            break;
        }
        VMCASE(MUL) VMCASE(DIV) VMCASE(MOD) VMCASE(ADD) VMCASE(SUB)
        VMCASE(SHL) VMCASE(SHR) VMCASE(LT) VMCASE(LE) VMCASE(GT)
        VMCASE(GE) VMCASE(EQ) VMCASE(NE) VMCASE(AND) VMCASE(XOR)
        VMCASE(OR)
            sp--;
            binop(vm, in->op, sp - 1, sp);
            break;
        VMCASE(ACTION)
            switch (in->a) {
            case TRC_PM_SKIP: return TRC_RUN_SKIP;
            case TRC_PM_BREAK: return TRC_RUN_BREAK;
            case TRC_PM_STOP: return TRC_RUN_STOP;
            case TRC_PM_NOPRINT: vm->noprint = 1; break;
            case TRC_PM_ERROR:
                trc_vm_fault(vm, TRC_FK_ERROR, 0, "template requested $ERROR", 25);
                return TRC_RUN_BREAK;
            default: break;
            }
            break;
        VMCASE(DEFAULT)
            if (set->default_prog != TRC_NONE) {
                SYNC_SP();
                if ((r = call_sub(vm, set->default_prog))) return r;
                LOAD_SP();
            } else {
                raw_dump(vm);
            }
            break;
        VMCASE(CALLSUB)
            if (in->a == TRC_NONE) {
                char tmp[24];
                memcpy(tmp, "no template ", 12);
                size_t n = 12 + trc_fmt_hex(tmp + 12, trc_hook_display(in->b), (unsigned)trc_hook_digits(in->b));
                trc_vm_fault(vm, TRC_FK_NO_TEMPLATE, 1, tmp, n);
                break;
            }
            SYNC_SP();
            if ((r = call_sub(vm, in->a))) return r;
            LOAD_SP();
            break;
        VMCASE(CALLFN)
            sp -= in->b;
            SYNC_SP();
            if ((r = call_fn(vm, in->a, sp, in->b))) return r;
            LOAD_SP();
            break;
        VMCASE(BUILTIN)
            sp -= in->b;
            if (in->a == TRC_BI_SETDELIM && in->b == 1 && !sp[0].is_str) {   /* fast path */
                text->delim = sp[0].i != 0;
                break;
            }
            if ((r = trc_vm_builtin(vm, in->a, sp, in->b))) return r;
            break;
        VMCASE(MASK)
            if (!sp[-1].is_str) sp[-1].i &= set->ints[in->a];
            break;
        VMCASE(CASE) {   /* a number against a WORD, and `*`, without the call */
            const trc_casev *k = &set->cases[in->a];
            int m;
            if (k->kind == TRC_CV_WORD && !sp[-1].is_str) m = k->has_num && k->num == sp[-1].i;
            else if (k->kind == TRC_CV_STAR) m = 1;
            else if (!(m = trc_vm_case_match(vm, k, sp - 1, &r)) && r) return r;
            if (!m) ip = code + in->b;
            break;
        }
        VMCASE(FLAG) {
            const trc_flagv *f = &set->flags[in->a];
            uint64_t x = sp[-1].is_str ? 0 : (uint64_t)sp[-1].i;
            if (!f->valid || (x & f->mask) != f->value) ip = code + in->b;
            break;
        }
        VMCASE(FLAGTEXT)
            trc_text_add(text, strs[in->a].s, strs[in->a].len);
            trc_text_soft(text);
            break;
        VMCASE(LOOP)
            sp--;
            loop_open(vm, sp, in->a);
            break;
        VMCASE(LOOPTEST) {
            if (__builtin_expect(text->buf.over, 0)) return TRC_RUN_BREAK;   /* cut */
            trc_loopf *lf = &vm->loops[vm->nloops - 1];
            if (lf->i >= lf->k) { ip = code + in->a; break; }
            if (lf->dynamic && lf->i > 0 && vm->bp + trc_floor8(vm->dp) >= (int64_t)vm->L) ip = code + in->a;
            break;
        }
        VMCASE(LOOPNEXT)
            vm->loops[vm->nloops - 1].i++;
            ip = code + in->a;
            /* the event's iteration budget: its next LOOPTEST ends it (a cut) */
            if (__builtin_expect(++vm->iters > TRC_EVENT_MAX_ITERS, 0)) trc_text_cut(text, TRC_CUT_ITERS);
            break;
        VMCASE(LOOPEND) loop_close(vm); break;
        VMCASEX(LOOP1)
            sp--;
            if ((r = loop1(vm, sp, in))) return r;
            ip += 4;   /* past LOOPEND */
            break;
        VMCASE(WKEY) VMCASE(WFIELD) VMCASE(WHAS) VMCASE(WMATCH)
        VMCASE(WCMP) VMCASE(LAND) VMCASE(LOR) VMCASE(LNOT)
            sp = trc_where_op(vm, in, sp);
            break;
        VMCASE(COUNT_) SYNC_SP(); return TRC_RUN_OK;
        }
    }
}

#undef SYNC_SP
#undef LOAD_SP

/* ---- one event --------------------------------------------------------------------------- */

/* The event was cut by a limit (vm->text closed): reopen the text for the marker
 * `[event too large: limit N WHAT]` and report the fault (docs/fuzzing.md). */
static void too_large(trc_vm *vm)
{
    static const char *const what[TRC_CUT_COUNT_] = { " text bytes", " lines", " fields",
                                                       " string bytes", " loop iterations" };
    static const uint32_t lim[TRC_CUT_COUNT_] = { TRC_EVENT_MAX_TEXT, TRC_EVENT_MAX_LINES,
                                                  TRC_EVENT_MAX_FIELDS, TRC_SCRATCH_MAX,
                                                  TRC_EVENT_MAX_ITERS };
    trc_text *t = &vm->text;
    unsigned why = t->cut < TRC_CUT_COUNT_ ? t->cut : 0;
    char msg[64];
    size_t n = 23;
    memcpy(msg, "event too large: limit ", n);
    n += trc_fmt_u64(msg + n, lim[why]);
    size_t l = strlen(what[why]);
    memcpy(msg + n, what[why], l);
    n += l;
    t->buf.over = 0;                /* the marker (< 64 bytes and a blank) goes past the
                                       limit; trc_text_reset takes the room back */
    t->buf.limit = TRC_EVENT_MAX_TEXT + 128;
    trc_text_soft(t);               /* apart from the text before, whatever was dropped */
    trc_vm_fault(vm, TRC_FK_TOO_LARGE, 1, msg, n);
    t->buf.limit = TRC_EVENT_MAX_TEXT;
}


/* Start the VM on record rec (elapsed time ns) for event *ev, emptied: the record's facts
 * and its hook word's. */
static inline void set_record(trc_vm *vm, const trc_record *rec, int64_t ns, trc_event *ev)
{
    memset(ev, 0, sizeof *ev);
    vm->ev = ev;
    vm->rec = rec;
    vm->fb = rec->fb;
    vm->L = rec->len;
    vm->bo = rec->bo;
    vm->env64 = (rec->flags & TRC_EF_E64) != 0;
    vm->hook = rec->hook;
    vm->ns = ns;
    trc_vm_hook_facts(vm);
}

void trc_vm_tail(trc_vm *vm, const trc_ltail *t, const trc_record *rec, int64_t ns)
{
    trc_fuse_tail(&vm->st, t, rec, ns);
}

void trc_vm_tails(trc_vm *vm, const trc_tailrec *d, size_t n, trc_byteorder bo)
{
    trc_fuse_tails(&vm->st, d, n, bo);
}

int trc_vm_run(trc_vm *vm, const trc_record *rec, int64_t ns, trc_event *ev)
{
    const trc_progset *set = vm->set;
    const trc_prog *p = trc_progset_find(set, rec->hook);
    set_record(vm, rec, ns, ev);
    if (p && p->gpos && vm->env64) ev->gpos = p->gpos;   /* docs/templates.md, "Two layouts" */

    /* envelope values, or the CPU's state left by earlier templates */
    trc_cpustate *c = cur_cpu(vm);
    if (rec->cpu != TRC_CPU_UNKNOWN) { ev->cpu = rec->cpu; ev->cpu_known = 1; }
    else if (c && c->has_cpuid) { ev->cpu = c->cpuid; ev->cpu_known = 1; }
    if (rec->pid != TRC_PID_UNKNOWN) { ev->pid = rec->pid; ev->pid_known = 1; }
    else if (c && c->has_pid) { ev->pid = c->pid; ev->pid_known = 1; }
    if (rec->tid != TRC_TID_UNKNOWN) { ev->tid = rec->tid; ev->tid_known = 1; }
    else if (c && c->has_tid) { ev->tid = c->tid; ev->tid_known = 1; }

    /* a fused program touches only the text and the fields (interp/fuse.h); the text is
     * emptied first here, else by trc_text_begin (the previous event's text was used; a
     * cut ends) */
    if (p && p->fused && !vm->opts.no_fuse) {
        trc_text_reset(&vm->text);
        if (trc_fuse_run(vm, p)) {
            ev->compiled = 1;
            if (p->fused->ltail) trc_fuse_tail(&vm->st, p->fused->ltail, rec, ns);
            ev->label = p->label;
            ev->label_len = p->label_len;
            ev->text = &vm->text;
            ev->level = p->level;
            ev->fields = vm->fields;
            ev->nfields = vm->nfields;
            ev->shape = vm->shape;
            ev->print = vm->text.buf.len != 0;
            return vm->failed || vm->st.failed ? -1 : 0;
        }
    }
    vm->bp = 0;
    vm->sp = 0;
    vm->nloops = 0;
    vm->iters = 0;
    vm->fdepth = 0;
    vm->depth = 0;
    vm->nfields = 0;
    vm->noprint = 0;
    vm->field_start = SIZE_MAX;
    vm->field_depth = 0;
    scratch_reset(vm);

    if (!p) {
        ev->unknown = 1;
        if (set->default_prog != TRC_NONE) p = &set->progs[set->default_prog];
    }
    int r = TRC_RUN_OK;
    trc_text_begin(&vm->text, p ? p->level : TRC_LEVEL_KERN);
    if (p) {
        ev->label = p->label;
        ev->label_len = p->label_len;
        if (p->label_print) {
            trc_text_lit(&vm->text, p->label, p->label_len);   /* \t, \n as in strings */
            trc_text_soft(&vm->text);
        }
        vm->used[0] = p->nslots;
        if (p->nslots) memset(vm->slots, 0, (size_t)p->nslots * sizeof *vm->slots);
        r = exec(vm, p->entry);
    } else {
        ev->label = "";
        raw_dump(vm);
    }
    if (vm->text.buf.over) too_large(vm);
    trc_text_end(&vm->text);
    ev->text = &vm->text;
    ev->level = vm->text.nlines ? vm->text.lines[0].level : TRC_LEVEL_KERN;
    ev->fields = vm->fields;
    ev->nfields = vm->nfields;
    ev->print = r != TRC_RUN_SKIP && !vm->noprint && !trc_text_empty(&vm->text);
    ev->stop = r == TRC_RUN_STOP;
    return vm->failed || vm->text.failed || vm->text.buf.failed || vm->st.failed ? -1 : 0;
}
