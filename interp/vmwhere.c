/* vmwhere.c -- owns the execution of the --where instructions (docs/where.md): record
 * keys, field look-up by name in the formatted event, comparisons with "missing" values,
 * regex tests and the logical operators.  The compiler side is interp/where.c; the VM's
 * instruction loop (interp/vm.c) hands these opcodes here. */
#include "interp/vmint.h"
#include "interp/where.h"
#include <string.h>

int trc_where_true(const trc_val *v)
{
    return v->is_str == 0 ? v->i != 0 : v->is_str == 1 ? v->len > 0 : 0;
}

/* Value of a field's text printed in `base`; 0 when it is no such number. */
static int field_number(const char *s, uint32_t n, uint32_t base, int64_t *out)
{
    uint32_t i = 0;
    int neg = 0;
    if (base == 10 && n > 0 && s[0] == '-') { neg = 1; i = 1; }
    if (i >= n) return 0;
    uint64_t v = 0;
    for (; i < n; i++) {
        int c = (unsigned char)s[i], d;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
        else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else return 0;
        if ((uint32_t)d >= base) return 0;
        v = v * base + (uint64_t)d;     /* wraps: X9-X16 keep their low 64 bits */
    }
    *out = neg ? (int64_t)(0 - v) : (int64_t)v;
    return 1;
}

/* Push field `name` (string-pool index a), occurrence b, of the event under test. */
static void where_field(trc_vm *vm, const trc_insn *in, trc_val *v)
{
    const trc_event *ev = vm->where ? vm->where->ev : NULL;
    v->is_str = TRC_VAL_MISSING;
    if (!ev) return;
    const trc_str *name = &vm->set->strs[in->a];
    uint32_t seen = 0;
    for (uint32_t i = 0; i < ev->nfields; i++) {
        const trc_field *f = &ev->fields[i];
        if (f->name_len != name->len || memcmp(f->name, name->s, name->len) != 0) continue;
        if (++seen < in->b) continue;
        const char *t = ev->text->buf.data ? ev->text->buf.data + f->off : "";
        int64_t num;
        if (f->base && field_number(t, f->len, f->base, &num)) {
            v->is_str = 0;
            v->i = num;
            v->s = t;                     /* the printed text, for =~ */
            v->len = f->len;
        } else {
            trc_val_str(v, t, f->len);
        }
        return;
    }
}

/* Compare two present values with comparison opcode op. */
static int where_cmp(unsigned op, const trc_val *a, const trc_val *b)
{
    int c;
    if (a->is_str == TRC_VAL_MISSING || b->is_str == TRC_VAL_MISSING || a->is_str != b->is_str)
        return 0;
    if (a->is_str) {
        uint32_t n = a->len < b->len ? a->len : b->len;
        c = n ? memcmp(a->s, b->s, n) : 0;
        if (c == 0) c = a->len < b->len ? -1 : a->len > b->len;
    } else {
        c = a->i < b->i ? -1 : a->i > b->i;
    }
    switch (op) {
    case TRC_I_LT: return c < 0;
    case TRC_I_LE: return c <= 0;
    case TRC_I_GT: return c > 0;
    case TRC_I_GE: return c >= 0;
    case TRC_I_EQ: return c == 0;
    default: return c != 0;
    }
}

trc_val *trc_where_op(trc_vm *vm, const trc_insn *in, trc_val *sp)
{
    switch ((trc_opcode)in->op) {
    case TRC_I_WKEY: {
        const trc_where_val *k = vm->where && in->a < TRC_WK_COUNT_ ? &vm->where->keys[in->a] : NULL;
        if (!k || k->kind == TRC_WV_MISSING) sp->is_str = TRC_VAL_MISSING;
        else if (k->kind == TRC_WV_NUM) { trc_val_int(sp, k->num); sp->s = NULL; }
        else trc_val_str(sp, k->s ? k->s : "", k->len);
        return sp + 1;
    }
    case TRC_I_WFIELD: where_field(vm, in, sp); return sp + 1;
    case TRC_I_WHAS: trc_val_int(sp - 1, sp[-1].is_str != TRC_VAL_MISSING); return sp;
    case TRC_I_WMATCH: {
        trc_val *a = sp - 1;
        int m = 0;
        if (a->is_str != TRC_VAL_MISSING) {
            trc_val t = *a;
            if (!t.is_str) {               /* a number matches as its text */
                if (!t.s) {
                    char *p = trc_vm_scratch(vm, 24);
                    t.len = p ? (uint32_t)trc_fmt_i64(p, t.i) : 0;
                    t.s = p ? p : "";
                }
                t.is_str = 1;
            }
            int r = TRC_RUN_OK;
            m = trc_vm_case_match(vm, &vm->set->cases[in->a], &t, &r);
            if (in->y & 1) m = !m;
        }
        trc_val_int(a, m);
        return sp;
    }
    case TRC_I_WCMP: sp--; trc_val_int(sp - 1, where_cmp(in->a, sp - 1, sp)); return sp;
    case TRC_I_LAND: sp--; trc_val_int(sp - 1, trc_where_true(sp - 1) && trc_where_true(sp)); return sp;
    case TRC_I_LOR: sp--; trc_val_int(sp - 1, trc_where_true(sp - 1) || trc_where_true(sp)); return sp;
    case TRC_I_LNOT: trc_val_int(sp - 1, !trc_where_true(sp - 1)); return sp;
    default: return sp;
    }
}
