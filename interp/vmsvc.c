/* vmsvc.c -- owns the VM's services to its helpers and to itself: run-time faults and their
 * diagnostics (the fault names, the limit of 20 lines per kind, docs/ref/language.md
 * §14.2, §14.3), the short-entry and bad-pointer faults, the event's scratch strings,
 * matching a SWITCH case that is not a plain number (§12.2), and the fields' room.  The
 * format codes (interp/codes.c), builtins (builtins.c), --where ops (vmwhere.c) and fused
 * runs (fuserun.c) call these and nothing else of the VM, and nothing here calls back into
 * the instruction loop (interp/vm.c), so none of them forms a cycle with it. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "common/hookid.h"
#include "interp/vmint.h"
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

enum { DIAG_LIMIT = 20 };

static const char *const fault_names[TRC_FK_COUNT_] = {
    "short entry", "loop overrun", "loop count capped", "nesting too deep", "bad pointer",
    "no template", "division by zero", "string in arithmetic", "numeric format on a string",
    "bad arguments", "negative loop count", "$ERROR", "regex error", "event too large"
};

/* ---- scratch strings ------------------------------------------------------------ */

char *trc_vm_scratch(trc_vm *vm, size_t n)
{
    if (n > TRC_SCRATCH_MAX - vm->scratch_used) {
        trc_text_cut(&vm->text, TRC_CUT_STRINGS);
        return NULL;
    }
    vm->scratch_used += n;
    trc_scratch_blk *b = vm->scratch;
    if (!b || b->cap - b->used < n) {
        size_t cap = b ? b->cap * 2 : 4096;
        while (cap < n) cap *= 2;
        trc_scratch_blk *nb = malloc(sizeof *nb + cap);
        if (!nb) { vm->failed = 1; return NULL; }
        nb->next = b;
        nb->cap = cap;
        nb->used = 0;
        vm->scratch = b = nb;
    }
    char *p = b->data + b->used;
    b->used += n;
    return p;
}

/* ---- faults -------------------------------------------------------------------------- */

void trc_vm_fault(trc_vm *vm, trc_fault_kind kind, int marker, const char *msg, size_t len)
{
    uint64_t count = ++vm->faults[kind];
    if (marker) {   /* "[msg]" as one item: the soft blank is decided by the '[' */
        trc_text_add(&vm->text, "[", 1);
        trc_text_add(&vm->text, msg, len);
        trc_text_add(&vm->text, "]", 1);
    }
    FILE *f = vm->opts.diag;
    if (f && vm->opts.diag_tagged) {
        /* the writer prints 20 lines and a notice at the 21st whatever the chunk: more
         * lines from one chunk are never printed (and took memory without bound) */
        if (count - vm->diag_mark[kind] > DIAG_LIMIT + 1) return;
        fputc('A' + (int)kind, f);
    }
    else if (!f || count > DIAG_LIMIT + 1) return;
    else if (count == DIAG_LIMIT + 1) {
        fprintf(f, "%sfurther '%s' diagnostics suppressed\n", vm->prog, fault_names[kind]);
        return;
    }
    fprintf(f, "%s%s:%llu: hook %0*X: %.*s\n", vm->prog, vm->logname,
            (unsigned long long)(vm->rec ? vm->rec->offset : 0), trc_hook_digits(vm->hook),
            trc_hook_display(vm->hook), (int)len, msg);
}

void trc_vm_diag_line(FILE *f, const char *prog, trc_fault_kind kind, uint64_t count,
                      const char *line, size_t n)
{
    if (count > DIAG_LIMIT + 1) return;
    if (count == DIAG_LIMIT + 1)
        fprintf(f, "%sfurther '%s' diagnostics suppressed\n", prog ? prog : "", fault_names[kind]);
    else fwrite(line, 1, n, f);
}

/* A fault whose message is built from pieces (into scratch). */
void trc_vm_fault_num(trc_vm *vm, trc_fault_kind kind, int marker, const char *a, int64_t n1,
                      const char *b, int64_t n2, const char *c, int64_t n3)
{
    char tmp[160];
    size_t n = 0;
    const char *parts[3] = { a, b, c };
    int64_t nums[3] = { n1, n2, n3 };
    for (int i = 0; i < 3 && parts[i]; i++) {
        size_t l = strlen(parts[i]);
        if (l > 40) l = 40;
        memcpy(tmp + n, parts[i], l);
        n += l;
        n += trc_fmt_i64(tmp + n, nums[i]);
    }
    trc_vm_fault(vm, kind, marker, tmp, n);
}

int trc_vm_short(trc_vm *vm, uint64_t n, int64_t at)
{
    trc_vm_fault_num(vm, TRC_FK_SHORT, 1, "short entry: need ", (int64_t)n, " at ", at, " of ", vm->L);
    return TRC_RUN_BREAK;
}

int trc_vm_check_ptr(trc_vm *vm)
{
    int64_t off = vm->bp + trc_floor8(vm->dp);
    if (off >= 0) return TRC_RUN_OK;
    trc_vm_fault_num(vm, TRC_FK_BAD_POINTER, 1, "bad pointer: ", off, NULL, 0, NULL, 0);
    return TRC_RUN_BREAK;
}

/* ---- SWITCH matching (§12.2) ------------------------------------------------------------ */

int trc_vm_case_match(trc_vm *vm, const trc_casev *k, const trc_val *v, int *r)
{
    switch (k->kind) {
    case TRC_CV_STAR: return 1;
    case TRC_CV_WORD:
        if (!v->is_str) return k->has_num && k->num == v->i;
        return k->len == v->len && memcmp(k->text, v->s, v->len) == 0;
    case TRC_CV_STRING:
        return v->is_str && k->len == v->len && memcmp(k->text, v->s, v->len) == 0;
    case TRC_CV_REGEX: {
        if (!v->is_str || !k->re) return 0;
        int rc = pcre2_match(k->re, (PCRE2_SPTR)(v->s ? v->s : ""), v->len, 0, 0, vm->md, NULL);
        if (rc >= 0) return 1;
        if (rc == PCRE2_ERROR_NOMATCH) return 0;
        char msg[256];
        memcpy(msg, "regex error: ", 13);
        int len = pcre2_get_error_message(rc, (PCRE2_UCHAR *)msg + 13, sizeof msg - 13);
        trc_vm_fault(vm, TRC_FK_REGEX, 1, msg, 13 + (size_t)(len > 0 ? len : 0));
        *r = TRC_RUN_BREAK;
        return 0;
    }
    }
    return 0;
}

/* ---- fields ------------------------------------------------------------------------ */

int trc_vm_fields_room(trc_vm *vm, uint32_t n)
{
    if (n <= vm->fields_cap) return 0;
    uint32_t cap = vm->fields_cap ? vm->fields_cap : 8;
    while (cap < n) cap *= 2;
    trc_field *p = realloc(vm->fields, (size_t)cap * sizeof *p);
    if (!p) return -1;
    vm->fields = p;
    vm->fields_cap = cap;
    return 0;
}
