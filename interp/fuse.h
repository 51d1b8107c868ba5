/* fuse.h -- the compiled ("fused") form of templates: the fast form of a template whose
 * body the ops can do (literal text, fields, moves, fixed-size data items, register
 * prints, SWITCH, BITFLAGS, unrolled LOOPs, expressions, inlined subroutines, state
 * tails), and of such runs inside other bodies (segments; docs/interpreter.md §The
 * compiled form).  Built once per set after compilation (interp/fuse.c,
 * trc_fuse_progset; the builder's intermediate ops are interp/fuseint.h's); run by one
 * runner, trc_lop_run (interp/lineform.h), for every output: the text report's fast lane
 * runs the line form without fields (lops), the VM the one with them (flops).  The text,
 * the fields and the soft-blank decisions are exactly those of the interpreter; when a
 * record is too short for an item the run gives up and the interpreter formats the
 * record from the start (with its short-entry fault). */
#ifndef TRC_FUSE_H
#define TRC_FUSE_H
#include <stdint.h>
#include "common/record.h"
#include "interp/program.h"

/* The value an op prints after its prefix. */
typedef enum trc_fkind {
    TRC_FV_NONE,    /* prefix only */
    TRC_FV_X4,      /* X4: 8 upper-case hex digits */
    TRC_FV_X8,      /* X8: 16 upper-case hex digits */
    TRC_FV_U4,      /* U4: unsigned decimal */
    TRC_FV_U8,      /* U8 */
    TRC_FV_D4,      /* D4: signed decimal */
    TRC_FV_D8,      /* D8 */
    TRC_FV_INT,     /* X U D o of m = 1 2 4 8 bytes (fmt: the letter) */
    TRC_FV_Z,       /* Z: NUL-terminated text, control bytes as '.' */
    TRC_FV_DREG,    /* $Dn printed with a register format (fmt: 'D' 'U' 'o' 'E', or the
                       minimum digit count 2..16 of %Xa) */
    TRC_FV_CPU,     /* $CPUID (the record's) printed as DREG is */
    TRC_FV_ZSOFT,   /* Z with a soft blank pending before it (decided by its first byte) */
    TRC_FV_D1,      /* DREG of $D1 (present in generic entries too) */
    TRC_FV_ERRNO,   /* DREG with fmt 'E' (an errno name) */
    TRC_FV_SREAD,   /* no text: the A code of m bytes (1..255) at the byte position, up to
                       its first NUL, becomes the string register; the position moves past
                       the m bytes (RCODE A m stored in a macro) */
    TRC_FV_HD,      /* $HD printed as DREG is */
    /* kinds of the line form that never carry a move: after every kind with one (a move
       is TRC_LOP_ABS or TRC_LOP_REL, never both), so that one jump table holds them all */
    TRC_FV_DYN = 0x30, /* no value: a soft blank after a Z (blank unless the line is empty
                          or ends in one), before the next op's prefix */
    TRC_FV_END,     /* no value: the end of the ops */
    TRC_FV_SWITCH,  /* no value: a SWITCH (trc_lop_tab: its trc_lswitch); the ops go on
                       with the matching case's line form */
    TRC_FV_FLAGS,   /* a BITFLAGS list (trc_lop_tab: its trc_lflags) */
    TRC_FV_DBITS,   /* $Dn%Wm.n: bits m..n of $Dn (fmt: m; pos, trc_lop.add: n - m, or
                       0xFFFF when m > n: 0) */
    TRC_FV_SPRINT,  /* the string register printed (a macro holding it, PRINT): control
                       bytes as '.'; m: its most bytes */
    TRC_FV_SPRINTS, /* SPRINT with a soft blank pending before it (decided by its first
                       byte, as a Z's) */
    TRC_FV_EXPR,    /* no text: an expression (trc_lop_tab: its trc_lexpr) into a number
                       register */
    TRC_FV_NPRINT,  /* number register m printed with fmt 'D' (signed) or 'U' */
    TRC_FV_FOPEN,   /* no value: a field starts after the prefix (the field line form,
                       trc_fused.flops, only) */
    TRC_FV_FCLOSE,  /* no value: the open field ends here; its prefix (empty) is the
                       field's trc_field but for off and len: the name, the number base,
                       num (1 when the field is one decimal value op and nothing else) */
    TRC_FV_LOOP,    /* a LOOP whose count is read at run time, of one fixed-size item
                       (trc_lop_tab: its trc_lloop) */
    TRC_FV_BACK,    /* no value: an R move, the byte position add bytes back (before the
                       record's first byte: the interpreter's bad pointer) */
    TRC_FV_NL,      /* no value: `\n`, a new line at level m (the VM's run only: a form
                       with one is trc_fused.nlines > 1, never the report's line form) */
    TRC_FV_TAB,     /* no value: `\t`, blanks up to the next tab stop of a line indented
                       m columns (fmt: an L=0 event's stops, 3 11 19 ...) */
    TRC_FV_TIME     /* $Dn (m = n) or $HD (m = 0) printed with %T: a UTC time */
} trc_fkind;

/* One op of a template's line form (trc_fused.lops, and flops with its fields): the
 * compiled form as it runs, in the shape that is cheapest to run: no flags to test (a
 * run-time soft blank is an op of its own, a Z with a soft blank a kind of its own, a
 * move a bit of the kind, a field's start and end ops of their own), prefixes of at
 * most TRC_FUSE_SLACK bytes (a longer one is cut into TRC_FV_NONE ops), and an END op
 * instead of a count.  Each op writes its prefix, then its value. */
typedef struct trc_lop {
    const char *pre;     /* prefix text (TRC_FUSE_SLACK bytes are readable) */
    uint32_t add;        /* TRC_LOP_ABS: the byte position from BP; TRC_LOP_REL: added to
                            it; TRC_LOP_WRD: the word position from BP */
    uint8_t kind;        /* trc_fkind, with TRC_LOP_ABS, _REL or _WRD: move first */
    uint8_t pre_len;     /* prefix length, <= TRC_FUSE_SLACK */
    uint8_t m;           /* code size in bytes, or n of $Dn (see trc_fkind) */
    uint8_t fmt;         /* the format letter, register format or field base (trc_fkind) */
} trc_lop;

/* Bits of trc_lop.kind: the op moves the byte position before its value is read (ABS: a
 * G move, to BP + add; REL: an O move, add bytes on; WRD: a W move, to BP + add words).
 * FIELD (the field line form only): the op's value is a whole field, which starts after
 * its prefix and ends after its value, as if a TRC_FV_FOPEN op came before it; the next
 * op is the field's TRC_FV_FCLOSE, which the runner applies and steps over without
 * running it (two ops fewer a field: trc_fz_line_ops). */
enum { TRC_LOP_ABS = 0x10, TRC_LOP_REL = 0x20, TRC_LOP_WRD = 0x40, TRC_LOP_FIELD = 0x80 };
_Static_assert((int)TRC_FV_HD < (int)TRC_LOP_ABS && (int)TRC_FV_DYN == (TRC_LOP_ABS | TRC_LOP_REL)
               && (int)TRC_FV_TIME < (int)TRC_LOP_WRD,
               "the kinds that may carry a move are below the move bits");

/* One case of a SWITCH on a text in the line form (trc_lswitch.tc). */
typedef struct trc_ltcase {
    const char *s;       /* EXACT: the case's text; PREFIX: the literal after the `^` */
    uint32_t len;        /* its length */
    uint8_t how;         /* TRC_LT_* */
    void *re;            /* REGEX: its pcre2 code (JIT-compiled where pcre2 can) */
} trc_ltcase;

/* How a text case matches (trc_ltcase.how), as trc_vm_case_match decides. */
enum {
    TRC_LT_EXACT,   /* a WORD or string: the same bytes */
    TRC_LT_PREFIX,  /* a regex `^` + plain characters: the subject starts with them */
    TRC_LT_REGEX,   /* another regex: pcre2 */
    TRC_LT_NEVER    /* a regex that did not compile: never */
};

/* Where the subject of a line-form SWITCH comes from (trc_lswitch.src). */
enum {
    TRC_LSW_CODE,   /* m bytes at the byte position, which moves past them (RCODE X U D o;
                       fmt 'D': sign-extended) */
    TRC_LSW_HD,     /* $HD */
    TRC_LSW_DREG,   /* $Dn, n = m (as LOADP: 0 when absent) */
    TRC_LSW_STR,    /* text: an A code of m bytes at the byte position (the builder's
                       only: it becomes an SREAD op and SREG) */
    TRC_LSW_SREG,   /* text: the string register (a macro holding it) */
    TRC_LSW_NREG    /* number register m (a macro holding an expression's value) */
};

/* A SWITCH in the line form (docs/interpreter.md §The compiled form): the subject, masked,
 * is compared with the numeric cases in order (a text subject: with the text cases, tc);
 * the first equal one's line form runs next, else the `*` case's, else arms[ncases]: the text
 * after the SWITCH, if any, then the END op (each case's line form goes on with that
 * text too).  A case whose body the ops cannot do has no line form: a record that
 * selects it is formatted by the interpreter.  The op's prefix text is preceded by a
 * pointer to it (trc_lop_tab). */
typedef struct trc_lswitch {
    uint8_t src;                 /* TRC_LSW_* */
    uint8_t m;                   /* CODE: bytes (1 2 4 8); DREG: n */
    uint8_t fmt;                 /* CODE: the code letter */
    uint32_t ncases;             /* numeric cases before the first `*` */
    uint64_t mask;               /* MASK after the subject (all ones: none) */
    const int64_t *vals;         /* the case values, in order (a number subject) */
    const struct trc_ltcase *tc; /* a text subject (SREG): the cases (WORD, STRING,
                                    REGEX), in order; else NULL */
    const struct trc_lop *const *arms; /* each case's line form, or NULL: the interpreter;
                                    arms[ncases]: no case matches (the `*` body, END, or
                                    NULL) */
    const struct trc_lop *const *farms; /* the same with their fields (the flops runs) */
} trc_lswitch;

/* One BITFLAGS entry in the line form (a FLAG, its FLAGTEXT and the false one). */
typedef struct trc_lflag {
    uint64_t mask;       /* true when (subject & mask) == value (an entry the checker
                            rejected: mask 0, value 1, never true) */
    uint64_t value;
    const char *t;       /* text when true, and TRC_FUSE_SLACK readable bytes after it */
    const char *f;       /* text when false ("" when none), the same */
    uint32_t tlen;       /* their lengths */
    uint32_t flen;
    uint8_t soft;        /* the FLAG carries a folded soft blank (and delimiters are on) */
    uint8_t tsoft;       /* a soft blank after the true text (its FLAGTEXT; delimiters on) */
    uint8_t fsoft;       /* the same after the false one (none when there is no false text) */
} trc_lflag;

/* A BITFLAGS list in the line form: each entry's text, with the soft-blank rule decided
 * from the text written (the blank after a flag text is pending for the next).  The op's
 * prefix text is preceded by a pointer to it (trc_lop_tab). */
typedef struct trc_lflags {
    uint8_t src;         /* the subject, as trc_lswitch */
    uint8_t m;
    uint8_t fmt;
    uint8_t pend;        /* a soft blank is pending before the first text */
    uint32_t n;          /* entries */
    const trc_lflag *e;  /* the entries in order */
} trc_lflags;

/* A LOOP of the line form: its count (the subject, as trc_lswitch's), then that many
 * items of `im` bytes (X U D o), each after its soft blank.  A count below 0 or above
 * TRC_FUSE_LOOP_MAX, or more items than the record holds, leaves the record to the
 * interpreter (which reports the fault).  The op's prefix text is preceded by a pointer to
 * it (trc_lop_tab). */
typedef struct trc_lloop {
    uint8_t src;         /* the count, as trc_lswitch */
    uint8_t m;
    uint8_t fmt;
    uint8_t im;          /* the item's bytes (1 2 4 8) */
    uint8_t ifmt;        /* its letter */
    uint8_t pend;        /* a soft blank is pending before the first item */
    uint8_t isoft;       /* the item makes a soft blank before it */
    uint8_t after;       /* a soft blank is pending after each item */
} trc_lloop;

/* An operand of an expression of the line form (trc_lins). */
typedef struct trc_lopnd {
    uint8_t kind;        /* TRC_LX_* */
    uint8_t arg;         /* DREG: n of $Dn; REG: the register; TMP: the temporary */
    int64_t k;           /* CONST: the value */
} trc_lopnd;

/* Kinds of trc_lopnd. */
enum {
    TRC_LX_CONST,   /* k */
    TRC_LX_HD,      /* $HD */
    TRC_LX_DREG,    /* $Dn (as LOADP) */
    TRC_LX_REG,     /* number register arg */
    TRC_LX_TMP      /* temporary arg (an earlier instruction's result) */
};

/* One instruction of an expression of the line form: temporary dst = a OP b. */
typedef struct trc_lins {
    uint8_t op;          /* a binary opcode (TRC_I_MUL ...: as the VM's binop), or TRC_I_NEG,
                            TRC_I_NOT, TRC_I_LNOT (of a), or TRC_I_LOAD: a itself */
    uint8_t dst;         /* the temporary (< TRC_FUSE_XDEPTH) */
    trc_lopnd a, b;      /* the operands (b: binary only) */
} trc_lins;

/* An expression of the line form, as three-address instructions over temporaries (built
 * from the VM's postfix code): its value goes into number register dst (the macro slot
 * it is stored in).  Division or remainder by zero leaves the record to the interpreter
 * (which reports the fault).  The op's prefix text is preceded by a pointer to it
 * (trc_lop_tab). */
typedef struct trc_lexpr {
    uint8_t dst;              /* the register (0..TRC_FUSE_NREG-1) */
    uint8_t n;                /* instructions (>= 1) */
    uint8_t res;              /* the temporary that holds the value at the end */
    const trc_lins *ins;      /* the instructions (the set's arena) */
} trc_lexpr;

/* One argument of a tail call (trc_lcall). */
typedef struct trc_larg {
    uint8_t kind;        /* TRC_LX_CONST, TRC_LX_HD, TRC_LX_DREG, or TRC_LA_STR */
    uint8_t n;           /* DREG: n of $Dn */
    uint32_t len;        /* STR: its length */
    int64_t k;           /* CONST: the value */
    const char *s;       /* STR: the text (the set's string pool) */
} trc_larg;
enum { TRC_LA_STR = 16 };   /* a trc_larg kind: a string constant */

/* One call of a tail: pidinstall, tidinstall (their first three arguments: the others are
 * unused) or starttimer (two). */
typedef struct trc_lcall {
    uint32_t bi;         /* TRC_BI_PIDINSTALL, TRC_BI_TIDINSTALL or TRC_BI_STARTTIMER */
    trc_larg a[3];       /* the arguments it uses */
} trc_lcall;

/* A template's tail as the calls it makes (trc_fuse_tail runs them without the VM's
 * interpreter). */
typedef struct trc_ltail {
    uint32_t n;          /* calls */
    const trc_lcall *c;  /* in order */
} trc_ltail;

/* A tail to run later: the record it belongs to, read in place (trc_fuse_tails). */
typedef struct trc_tailrec {
    const trc_ltail *t;  /* the template's tail */
    const uint8_t *fb;   /* the record's format buffer */
    uint32_t len;        /* its length */
    uint16_t flags;      /* its envelope flags (TRC_EF_E64) */
    int64_t ns;          /* its elapsed time */
} trc_tailrec;

/* The fused form of one template, or of a segment (the builder's own ops, trc_fop in
 * interp/fuseint.h, end with the building: only the line forms are kept). */
typedef struct trc_fused {
    const trc_lop *lops; /* its line form, ending in TRC_FV_END, without fields */
    const trc_lop *flops; /* the same with TRC_FV_FOPEN and FCLOSE ops for its fields (lops
                            itself when it has none) */
    const char *pool;    /* the prefix texts the line forms point into, followed by 32 bytes
                            of slack */
    uint32_t max_out;    /* bytes the ops can write at most, besides Z text (<= L each) */
    uint32_t nz;         /* Z items (each may add up to L bytes and a blank) */
    uint32_t nfields;    /* fields the ops capture */
    uint32_t start;      /* segment: its first instruction in set->code */
    uint32_t end;        /* segment: the instruction after it */
    uint8_t pending_end; /* segment: a soft blank is pending after it */
    uint8_t first;       /* segment: TRC_FIRST_* (the blank before its first op, when the
                            text has one pending, is decided where it runs) */
    const trc_ltail *ltail; /* a whole template: its tail, the calls of pidinstall,
                            tidinstall or starttimer after its text (run by trc_fuse_tail),
                            else NULL */
    uint8_t cpu;         /* it prints $CPUID: the line form needs the record's CPU */
    uint32_t nlines;     /* the most lines it writes (1 + its NL ops on a path): more than
                            one, and only the VM runs it (trc_lop_run's `ll`) */
    uint8_t trail;       /* a whole template: its text may end in a blank (else the report
                            need not trim the line's end) */
} trc_fused;

/* trc_fused.first: what a soft blank pending before a segment does. */
enum {
    TRC_FIRST_NONE,   /* nothing (none can be pending, or its first op writes a blank) */
    TRC_FIRST_DYN,    /* a blank unless the line is empty or ends in one */
    TRC_FIRST_ZSOFT   /* the same, and not when the first op's Z text is empty or starts
                         with a blank */
};

enum {
    TRC_FUSE_NREG = 8,          /* number registers (macro slots 0..7) */
    TRC_FUSE_XDEPTH = 16,       /* the most temporaries of an expression of the line form */
    TRC_FUSE_LOOP_MAX = 4096,   /* the most items of one LOOP op (past it: the interpreter) */
    TRC_FUSE_LOOPS = 16,        /* the most LOOP ops of a template (so that their items stay
                                   within the event's iteration budget, interp/text.h) */
    TRC_FUSE_SLACK = 32,        /* bytes past the worst case the ops may touch (prefixes are
                                   copied 32 at a time), and pool bytes after the last prefix */
    TRC_FUSE_Z_ROOM = 1 << 20   /* the most the Z items of one run may reserve (Z count x
                                   record length); past it the interpreter formats the record */
};

/* Bytes the ops of fu may write for a record of len bytes (worst case, with the slack and
 * a NUL), or 0 when they may need more than TRC_FUSE_Z_ROOM for Z text. */
static inline size_t trc_fuse_room(const trc_fused *fu, uint32_t len)
{
    if ((uint64_t)fu->nz * len > TRC_FUSE_Z_ROOM) return 0;
    return (size_t)fu->max_out + (size_t)fu->nz * len + TRC_FUSE_SLACK + 1;
}

/* Build the fused form of every program of `set` that has one (prog->fused; NULL for
 * the others), and the segments: the longest runs of such instructions inside any body
 * (set->segs, by start; a jump lands only on a segment's first instruction).  Allocates
 * in the set's arena.  Returns 0, or -1 when out of memory. */
int trc_fuse_progset(trc_progset *set);

struct trc_vm;
struct trc_runstate;

/* Run the tail t of a fused template for record rec at elapsed time ns on the run state
 * st: its pidinstall, tidinstall and starttimer calls, with the arguments the interpreter
 * would pass (interp/fuserun.c). */
void trc_fuse_tail(struct trc_runstate *st, const trc_ltail *t, const trc_record *rec, int64_t ns);
/* Run the tails d[0..n) in order (records of byte order bo): as trc_fuse_tail on each. */
void trc_fuse_tails(struct trc_runstate *st, const trc_tailrec *d, size_t n, trc_byteorder bo);
/* Format the current record (trc_vm_run has set up the VM, the event and the record's
 * hook facts) with program p's fused form into vm->text and the fields.  Returns 1 when
 * done, 0 when the interpreter must format the record instead (nothing is kept). */
int trc_fuse_run(struct trc_vm *vm, const trc_prog *p);
/* Run segment sg where the interpreter stands (its text, DP and fields advance as the
 * instructions sg->start..sg->end-1 would have made them).  Returns 1 when done, 0 when
 * the interpreter must run those instructions itself (nothing is kept): delimiters off,
 * a field open, DP not on a byte, or the record too short. */
int trc_fuse_seg(struct trc_vm *vm, const trc_fused *sg);

#endif
