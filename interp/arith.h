/* arith.h -- the integer operators of the template language (docs/ref/language.md §9.2)
 * in one place: the VM's binop (interp/vm.c) and the line form's expressions
 * (interp/fuserun.c) both evaluate through trc_arith. */
#ifndef TRC_ARITH_H
#define TRC_ARITH_H
#include <stdint.h>
#include "interp/opcodes.h"

/* The value register format %D0 prints and compares (docs/language.md "Register
 * formats"): v as a signed data word of the record's layout, its low 32 bits sign-extended
 * on a 32-bit entry, the whole value on a 64-bit one (env64).  The one place of the rule:
 * the VM (interp/codes.c, interp/vm.c) and both runners of the line form use it. */
static inline __attribute__((always_inline)) int64_t trc_dword_signed(uint64_t v, int env64)
{
    return env64 ? (int64_t)v : (int64_t)(v << 32) >> 32;
}

/* The format letter a fused op carries for %D0 (fmt of TRC_FV_DREG, _CPU, _NPRINT). */
#define TRC_FMT_DWORD 'd'

/* *r = x OP y for a binary operator TRC_I_MUL ... TRC_I_OR, or OP x for TRC_I_NEG,
 * TRC_I_NOT, TRC_I_LNOT, or x itself for TRC_I_LOAD: arithmetic wraps, division truncates
 * (INT64_MIN / -1 is INT64_MIN), a shift count outside 0..63 gives 0, comparisons are
 * signed.  Returns 0 for a division or remainder by zero (*r = 0: the caller reports the
 * fault), else 1; another opcode gives 0 in *r. */
static inline __attribute__((always_inline)) int trc_arith(unsigned op, int64_t x, int64_t y, int64_t *r)
{
    uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
    switch (op) {
    case TRC_I_LOAD: *r = x; return 1;
    case TRC_I_NEG: *r = (int64_t)(0 - ux); return 1;
    case TRC_I_NOT: *r = ~x; return 1;
    case TRC_I_LNOT: *r = !x; return 1;
    case TRC_I_MUL: *r = (int64_t)(ux * uy); return 1;
    case TRC_I_DIV: case TRC_I_MOD:
        if (y == 0) { *r = 0; return 0; }
        if (y == -1) *r = op == TRC_I_DIV ? (int64_t)(0 - ux) : 0;
        else *r = op == TRC_I_DIV ? x / y : x % y;
        return 1;
    case TRC_I_ADD: *r = (int64_t)(ux + uy); return 1;
    case TRC_I_SUB: *r = (int64_t)(ux - uy); return 1;
    case TRC_I_SHL: *r = y < 0 || y > 63 ? 0 : (int64_t)(ux << y); return 1;
    case TRC_I_SHR: *r = y < 0 || y > 63 ? 0 : (int64_t)(ux >> y); return 1;
    case TRC_I_LT: *r = x < y; return 1;
    case TRC_I_LE: *r = x <= y; return 1;
    case TRC_I_GT: *r = x > y; return 1;
    case TRC_I_GE: *r = x >= y; return 1;
    case TRC_I_EQ: *r = x == y; return 1;
    case TRC_I_NE: *r = x != y; return 1;
    case TRC_I_AND: *r = x & y; return 1;
    case TRC_I_XOR: *r = x ^ y; return 1;
    case TRC_I_OR: *r = x | y; return 1;
    default: *r = 0; return 1;
    }
}

/* Pointer saturation (docs/interpreter.md, "Pointer limits"): a value a template stores
 * in BP or DP ($BASEPOINTER, $DATAPOINTER: trace data) is clamped to +-TRC_PTR_LIMIT
 * bytes, and a move (O, R) keeps DP within +-2 * TRC_PTR_LIMIT bytes, so no pointer sum or
 * product overflows; an offset that far is past any record (a short entry) or negative
 * (a bad pointer).  The moves' limit is far enough from the stores' that a fused segment,
 * which adds its moves without clamping, reaches the same offsets. */
#define TRC_PTR_LIMIT ((int64_t)1 << 56)

/* A byte offset stored from a value, clamped to [-TRC_PTR_LIMIT, TRC_PTR_LIMIT]. */
static inline int64_t trc_ptr_sat(int64_t bytes)
{
    return bytes > TRC_PTR_LIMIT ? TRC_PTR_LIMIT : bytes < -TRC_PTR_LIMIT ? -TRC_PTR_LIMIT : bytes;
}

/* A bit position after a move, clamped to [-16 * TRC_PTR_LIMIT, 16 * TRC_PTR_LIMIT]. */
static inline int64_t trc_dp_sat(int64_t bits)
{
    return bits > 16 * TRC_PTR_LIMIT ? 16 * TRC_PTR_LIMIT : bits < -16 * TRC_PTR_LIMIT ? -16 * TRC_PTR_LIMIT : bits;
}

#endif
