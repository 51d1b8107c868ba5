/* program.h -- compiled template sets: the instruction format, programs, pools and the
 * hook-id dispatch table.  Produced by interp/compile.c from checked ASTs, printed by
 * interp/dump.c (--dump-code), run by interp/vm.c.  A trc_progset is immutable after
 * compilation and owns everything in ONE arena, so one set can serve several VMs. */
#ifndef TRC_PROGRAM_H
#define TRC_PROGRAM_H
#include <stdint.h>
#include <stdio.h>
#include "common/arena.h"
#include "grammar/ast.h"
#include "interp/opcodes.h"

#define TRC_NONE UINT32_MAX   /* "no index" in operands */

/* One instruction (12 bytes).  Operand meaning per opcode: interp/opcodes.h. */
typedef struct trc_insn {
    uint8_t op;     /* trc_opcode */
    uint8_t x;      /* small operand: format-code letter (layout CODE) */
    uint16_t y;     /* flag bits TRC_IY_* */
    uint32_t a;     /* first operand */
    uint32_t b;     /* second operand */
} trc_insn;

/* Value kinds of a SWITCH case. */
typedef enum trc_casev_kind {
    TRC_CV_WORD,    /* a WORD: numeric value (when it parsed) and its text */
    TRC_CV_STRING,  /* a quoted string: matched as text only */
    TRC_CV_REGEX,   /* a pcre2 regex: matched against string subjects only */
    TRC_CV_STAR     /* \*: matches anything */
} trc_casev_kind;

/* One SWITCH case value (pool entry). */
typedef struct trc_casev {
    trc_casev_kind kind;  /* value kind */
    uint8_t has_num;      /* WORD parsed as a number in the subject's base */
    int64_t num;          /* that number */
    const char *text;     /* WORD / string text or regex pattern */
    uint32_t len;         /* its length */
    void *re;             /* pcre2_code * for REGEX (owned by the set) */
} trc_casev;

/* One BITFLAGS entry (pool entry). */
typedef struct trc_flagv {
    uint8_t valid;        /* value (and mask) parsed in the subject's base */
    uint64_t mask;        /* `& mask value` form: the mask; plain form: = value */
    uint64_t value;       /* required value of (v & mask) */
} trc_flagv;

/* One compiled template (stanza). */
typedef struct trc_prog {
    uint32_t hook;        /* canonical 20-bit hook id */
    const char *label;    /* label without a leading `@` ("" when none) */
    uint32_t label_len;   /* its length */
    uint8_t label_print;  /* 1: print the label first (non-empty and not `@`) */
    int8_t level;         /* header level (trc_level; absent -> KERN) */
    uint32_t entry;       /* first instruction of the body in set->code */
    uint32_t nslots;      /* user macros this template numbers (§9.1) */
    const char *path;     /* template file (for the dump) */
    uint32_t line;        /* physical line where the stanza starts */
    const struct trc_fused *fused; /* straight-line form (interp/fuse.h), or NULL */
    uint32_t gpos;        /* m + 1 for the first `G m` with m >= 8 in its own code, a
                             position in the data words of a 32-bit entry; 0: none
                             (docs/templates.md, "Two layouts") */
} trc_prog;

/* One user function (§11.2). */
typedef struct trc_func {
    const char *name;     /* function name */
    uint32_t entry;       /* first instruction of the body */
    uint32_t nparams;     /* parameters = slots 0..nparams-1 */
    uint32_t nslots;      /* all slots of its frame */
} trc_func;

/* A compiled template set. */
typedef struct trc_progset {
    trc_arena arena;      /* owns every array below */
    trc_insn *code;       /* all instructions of all programs and functions */
    uint32_t ncode;       /* instruction count */
    trc_prog *progs;      /* programs in hook-id order */
    uint32_t nprogs;      /* count */
    trc_func *funcs;      /* user functions (later definition won) */
    uint32_t nfuncs;      /* count */
    int64_t *ints;        /* integer pool */
    uint32_t nints;       /* count */
    trc_str *strs;        /* string pool (literal texts, labels, names) */
    uint32_t nstrs;       /* count */
    trc_casev *cases;     /* SWITCH case pool */
    uint32_t ncases;      /* count */
    trc_flagv *flags;     /* BITFLAGS pool */
    uint32_t nflags;      /* count */
    uint32_t *dispatch[16]; /* per namespace (hook >> 16): 65536 entries of program
                               index + 1 (0 = no template); NULL when unused */
    uint32_t default_prog;/* index of template 008, or TRC_NONE */
    uint32_t max_slots;   /* largest slot count of any program or function */
    uint32_t max_stack;   /* largest value-stack depth of any program or function */
    uint32_t max_loops;   /* deepest LOOP nesting of any program or function */
    uint32_t where_pre;   /* --where code run before formatting (interp/where.h), or TRC_NONE */
    uint32_t where_post;  /* --where code run after formatting, or TRC_NONE */
    uint32_t where_keys;  /* bit k set: the after-formatting code reads key k */
    uint32_t where_pre_keys; /* bit k set: the before-formatting code reads key k */
    const struct trc_fused *segs; /* fused runs inside bodies (interp/fuse.h), by start */
    uint32_t nsegs;       /* count */
} trc_progset;

/* Compile the stanzas of `n` checked files (later files and stanzas replace earlier
 * ids; stanzas with has_error are skipped).  The ASTs may be freed afterwards.  Returns
 * NULL only when out of memory. */
trc_progset *trc_compile(trc_ast_file *const *files, unsigned n);
/* Append the code of --where predicates to a compiled set (before any VM uses it):
 * `pre` runs before formatting, `post` after (either may be NULL); names were resolved
 * by interp/where.c.  Returns 0, or -1 when out of memory. */
int trc_compile_where(trc_progset *set, const trc_expr *pre, const trc_expr *post);
/* Free a set and everything it owns. */
void trc_progset_free(trc_progset *set);
/* Program for canonical hook id `hook`, or NULL (O(1)). */
static inline const trc_prog *trc_progset_find(const trc_progset *set, uint32_t hook)
{
    const uint32_t *t = set->dispatch[(hook >> 16) & 15];
    uint32_t i = t ? t[hook & 0xFFFF] : 0;
    return i ? &set->progs[i - 1] : NULL;
}
/* Print every program and function in the stable --dump-code text form. */
void trc_progset_dump(FILE *out, const trc_progset *set);

#endif
