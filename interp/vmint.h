/* vmint.h -- VM internals shared by interp/vm.c (execution, faults, predefined macros)
 * and interp/codes.c (format-code decoding and value formatting).  Not a public API. */
#ifndef TRC_VMINT_H
#define TRC_VMINT_H
#include "interp/vm.h"
#include "interp/state.h"
#include "common/digits.h"
#include "common/recfacts.h"

/* A run-time value: 64-bit integer or byte string (docs/ref/language.md §9.1). */
typedef struct trc_val {
    int64_t i;          /* integer value (is_str == 0) */
    const char *s;      /* string bytes (is_str == 1): format buffer, arena or scratch */
    uint32_t len;       /* string length */
    uint8_t is_str;     /* 1: string; TRC_VAL_MISSING: a --where name the record lacks */
} trc_val;

/* is_str value of a missing --where value (never seen by template code). */
enum { TRC_VAL_MISSING = 2 };

/* Set v to integer i. */
static inline void trc_val_int(trc_val *v, int64_t i) { v->i = i; v->is_str = 0; v->s = NULL; v->len = 0; }
/* Set v to the string s (len bytes, not copied). */
static inline void trc_val_str(trc_val *v, const char *s, uint32_t len)
{
    v->i = 0; v->is_str = 1; v->s = s; v->len = len;
}

/* One open LOOP (§12.3). */
typedef struct trc_loopf {
    int64_t n;          /* requested count (after capping) */
    int64_t k;          /* iterations allowed (static size) or n (dynamic) */
    int64_t i;          /* iterations done */
    uint8_t dynamic;    /* body size not static: stop when no byte is left */
    uint8_t overrun;    /* stopped early */
} trc_loopf;

/* A scratch block for strings made during an event (reset per event). */
typedef struct trc_scratch_blk {
    struct trc_scratch_blk *next; /* older block (freed at the next reset) */
    size_t cap;         /* usable bytes */
    size_t used;        /* bytes handed out */
    char data[];        /* payload */
} trc_scratch_blk;

/* Frames: the event frame (depth 0) and one per nested function call. */
enum { TRC_MAX_DEPTH = 10 };

/* Scratch bytes one event may take (string values: `An.m` reads, `$EXECPATH`/`$SVC`
 * copies, phase names); past it the event is cut (TRC_CUT_STRINGS, docs/fuzzing.md). */
enum { TRC_SCRATCH_MAX = 16 << 20 };

struct trc_vm {
    const trc_progset *set;  /* compiled templates (not owned) */
    trc_insn *code;          /* this VM's copy of set->code, specialised (interp/vm.c) */
    trc_runstate st;         /* cross-record state */
    trc_text text;           /* event text builder */
    trc_vm_opts opts;        /* options (logfile, env, diag stream) */
    const char *logname;     /* $LOGFILE as shown ("<stdin>" for "-") */
    const char *prog;        /* opts.prog, "" when NULL */
    /* per event */
    const trc_record *rec;   /* the record being formatted */
    const uint8_t *fb;       /* its format buffer */
    uint32_t L;              /* entry length */
    trc_byteorder bo;        /* byte order */
    uint8_t env64;           /* 64-bit layout */
    int64_t bp;              /* base pointer (bytes) */
    int64_t dp;              /* data pointer (bits, relative to BP) */
    int64_t ns;              /* elapsed ns of the event (timers) */
    uint32_t hook;           /* canonical hook id of the record */
    uint32_t hd;             /* $HD */
    uint32_t hl;             /* $HL */
    uint32_t ht;             /* $HT: 32-bit hook type, 64-bit flags */
    uint8_t generic;         /* $GENERIC */
    int depth;               /* call depth (0 = the top template) */
    trc_val *stack;          /* value stack (sized from set->max_stack) */
    uint32_t sp;             /* values on the stack */
    uint32_t stack_cap;      /* allocated */
    trc_val *slots;          /* macro frames: frame d at slots + d * frame_size */
    uint32_t frame_size;     /* slots per frame (set->max_slots, at least 1) */
    uint32_t used[TRC_MAX_DEPTH + 2]; /* defined slots per function frame level */
    uint32_t fdepth;         /* current function frame level */
    trc_loopf *loops;        /* open loops */
    uint32_t nloops;         /* count */
    uint32_t loops_cap;      /* allocated */
    uint32_t iters;          /* LOOP iterations this event (<= TRC_EVENT_MAX_ITERS) */
    trc_scratch_blk *scratch;/* scratch strings of this event */
    size_t scratch_used;     /* scratch bytes handed out this event (<= TRC_SCRATCH_MAX) */
    trc_field *fields;       /* captured fields */
    uint32_t nfields;        /* count */
    const void *shape;       /* trc_fuse_run's: the END op its fields' path reached
                                (trc_event.shape) */
    uint32_t fields_cap;     /* allocated */
    uint32_t field_name;     /* string-pool index of the field being captured */
    size_t field_start;      /* text offset where it started (SIZE_MAX: none) */
    uint32_t field_depth;    /* nested FIELD instructions (only the outermost captures) */
    void *md;                /* pcre2_match_data (allocated once) */
    trc_event *ev;           /* result being filled */
    const struct trc_where_env *where; /* keys and event of the --where test running */
    uint32_t field_base;     /* number base of the field being captured (FIELD b) */
    uint8_t noprint;         /* $NOPRINT seen */
    /* counters */
    uint64_t faults[TRC_FK_COUNT_]; /* per kind */
    uint64_t diag_mark[TRC_FK_COUNT_]; /* faults[] at the last trc_vm_diag_mark */
    FILE *walk_diag;         /* opts.diag while --range's walk silences it (trc_vm_walk) */
    uint64_t lines_done;     /* event-text lines printed before this event ($LINENO) */
    int failed;              /* out of memory */
};

/* Opcodes of the specialised code only (vm->code; never in a set, never dumped; made by
 * trc_vm_specialise). */
enum {
    TRC_X_PWORD = TRC_I_COUNT_ + 1,  /* PCODE X4 U4 D4 X8 U8 D8: word fast path inline */
    TRC_X_PZ,                        /* PCODE Z */
    TRC_X_SEG,                       /* the first instruction of segment a (interp/fuse.h) */
    TRC_X_LOOP1                      /* LOOP whose body is one data item: LOOP, LOOPTEST, the
                                        item, LOOPNEXT and LOOPEND run as one instruction */
};
/* The VM's copy of set's code (malloc; NULL when out of memory): each PCODE specialised by
 * its format code and, when fuse is set, each segment's first instruction made TRC_X_SEG
 * and each LOOP over one data item TRC_X_LOOP1.  Instruction indices, so every jump
 * target, stay the same. */
trc_insn *trc_vm_specialise(const trc_progset *set, int fuse);

/* Results of executing code: continue, or how the event ends. */
enum { TRC_RUN_OK = 0, TRC_RUN_BREAK, TRC_RUN_SKIP, TRC_RUN_STOP };

/* Report a fault: counts it, prints the diagnostic (max 20 per kind), and appends the
 * marker "[msg]" to the event text when `marker` is set. */
void trc_vm_fault(trc_vm *vm, trc_fault_kind kind, int marker, const char *msg, size_t len);
/* trc_vm_fault with the message built from up to three pieces, each text (at most 40
 * bytes) followed by its number; a NULL piece ends the list. */
void trc_vm_fault_num(trc_vm *vm, trc_fault_kind kind, int marker, const char *a, int64_t n1,
                      const char *b, int64_t n2, const char *c, int64_t n3);
/* Short entry: need n bytes at absolute offset at.  Always returns TRC_RUN_BREAK. */
int trc_vm_short(trc_vm *vm, uint64_t n, int64_t at);
/* Register format %Wm.n of the instruction in (a = m, b = n; %Wm alone is bit m): bits m
 * to n of v, n capped at 63, 0 when m > n (docs/ref/language.md §7). */
static inline uint64_t trc_vm_bits(uint64_t v, const trc_insn *in)
{
    unsigned lo = in->a, hi = in->y & TRC_IY_HAS_N ? in->b : in->a;
    if (hi > 63) hi = 63;
    if (lo > hi) return 0;
    unsigned w = hi - lo + 1;
    return (v >> lo) & (w >= 64 ? UINT64_MAX : ((uint64_t)1 << w) - 1);
}
/* Hook-word facts of the record set in vm (fb, L, bo, env64): $HT $HL $HD, $GENERIC and
 * the first DP (docs/ref/language.md §5.1, docs/ref/tracelog.md §2). */
static inline void trc_vm_hook_facts(trc_vm *vm)
{
    const uint8_t *fb = vm->fb;
    if (vm->env64) {
        vm->ht = vm->L >= 2 ? trc_get16(fb, vm->bo) : 0;
        vm->hl = vm->L >= 4 ? trc_get16(fb + 2, vm->bo) : 0;
        vm->hd = trc_rec_hd(fb, vm->L, 1, vm->bo);
        vm->generic = trc_rec_generic64(fb, vm->L, vm->bo);
        vm->dp = 8 * trc_rec_first_dp(1, vm->generic);
        return;
    }
    unsigned type = trc_rec_type32(fb, vm->L, vm->bo);
    vm->ht = type;
    vm->hd = trc_rec_hd(fb, vm->L, 0, vm->bo);
    vm->generic = trc_rec_generic32(type);
    switch (type & 7) {
    case 0: vm->hl = vm->hd; break;
    case 2: vm->hl = 4; break;
    case 6: vm->hl = 20; break;
    default: vm->hl = 0; break;
    }
    if (type != 0 && type != 8 && type != 1 && type != 9 && type != 2 && type != 10
        && type != 6 && type != 14) { vm->hl = 0; vm->generic = 0; }
    vm->dp = 8 * trc_rec_first_dp(0, vm->generic);
}
/* Check BP + floor(DP/8) >= 0 after a move; returns TRC_RUN_OK or TRC_RUN_BREAK. */
int trc_vm_check_ptr(trc_vm *vm);
/* Room for n captured fields in vm->fields (grown by doubling).  0, or -1 when out of
 * memory. */
int trc_vm_fields_room(trc_vm *vm, uint32_t n);
/* Allocate n bytes of scratch valid until the end of the event.  NULL when out of memory
 * (vm->failed set) or when the event's TRC_SCRATCH_MAX would be passed (the event is cut:
 * trc_text_cut, TRC_CUT_STRINGS). */
char *trc_vm_scratch(trc_vm *vm, size_t n);

/* 1 when SWITCH case k matches subject v (§12.2); a regex run-time error ends the event
 * (*r = TRC_RUN_BREAK). */
int trc_vm_case_match(trc_vm *vm, const trc_casev *k, const trc_val *v, int *r);

/* interp/builtins.c: call builtin `id` (trc_builtin_id) with n arguments a (§11.3);
 * bad arguments are a counted fault.  Returns TRC_RUN_OK. */
int trc_vm_builtin(trc_vm *vm, unsigned id, const trc_val *a, uint32_t n);

/* interp/vmwhere.c: truth of a --where value (a non-zero number, a non-empty string). */
int trc_where_true(const trc_val *v);
/* interp/vmwhere.c: execute one --where instruction (WKEY..LNOT) with the stack top at
 * sp (next free slot); returns the new sp. */
trc_val *trc_where_op(trc_vm *vm, const trc_insn *in, trc_val *sp);

/* interp/codes.c */
/* PCODE Z: the NUL-terminated text at DP (control bytes as '.'), soft blank after it. */
int trc_code_print_z(trc_vm *vm, const trc_insn *in);
/* MOVE: G O R W. */
int trc_code_move(trc_vm *vm, const trc_insn *in);
/* PCODE: read and print a code (data item). */
int trc_code_print(trc_vm *vm, const trc_insn *in);
/* RCODE: read a code into *v. */
int trc_code_read(trc_vm *vm, const trc_insn *in, trc_val *v);
/* PRINTF: print v with a register format. */
int trc_reg_print(trc_vm *vm, const trc_insn *in, const trc_val *v);
/* REGVAL: v becomes its value under %W %B %A %S. */
int trc_reg_value(trc_vm *vm, const trc_insn *in, trc_val *v);
/* PRINT: default print of v (numbers: hex, >= 4 digits; y TRC_IY_* flags). */
void trc_val_print(trc_vm *vm, const trc_val *v, unsigned y);
/* Default text of a value into scratch (numbers as hex >= 4 digits). */
void trc_val_text(trc_vm *vm, const trc_val *v, const char **s, uint32_t *len);



/* Fast path of PCODE X4, U4, D4, X8, U8 and D8 (in->a = 4 or 8) at a byte-aligned DP
 * with the word in range (the common case); returns 0 when trc_code_print must do it. */
static inline __attribute__((always_inline)) int trc_code_print_word(trc_vm *vm, const trc_insn *in)
{
    unsigned m = in->a;
    int64_t dp = vm->dp, off = vm->bp + dp / 8;
    if (dp < 0 || (dp & 7) || off < 0 || (uint64_t)off + m > vm->L) return 0;
    uint64_t v = m == 4 ? trc_get32(vm->fb + off, vm->bo) : trc_get64(vm->fb + off, vm->bo);
    char tmp[24];
    size_t n;
    switch (in->x) {
    case 'X':
        if (m == 4) trc_put_hex8(tmp, (uint32_t)v);
        else { trc_put_hex8(tmp, (uint32_t)(v >> 32)); trc_put_hex8(tmp + 8, (uint32_t)v); }
        n = 2 * m;
        break;
    case 'U': n = trc_put_u64(tmp, v); break;
    default: n = trc_put_i64(tmp, trc_rec_sext(v, m)); break;
    }
    vm->dp = dp + 8 * (int64_t)m;
    trc_text_add(&vm->text, tmp, n);
    if (!(in->y & TRC_IY_NODELIM)) trc_text_soft(&vm->text);
    return 1;
}

/* Floor of dp / 8 for a possibly negative bit position. */
static inline int64_t trc_floor8(int64_t dp) { return dp >= 0 ? dp / 8 : -((-dp + 7) / 8); }

#endif
