/* fuseint.h -- the builder's intermediate ops (trc_fop), its state and the helpers shared
 * by interp/fuse.c (straight-line code, the line forms, segments), interp/fuseswitch.c
 * (control flow) and interp/fuseexpr.c (expressions and registers): internal to the
 * building of the compiled form (docs/interpreter.md §The compiled form). */
#ifndef TRC_FUSEINT_H
#define TRC_FUSEINT_H
#include <stddef.h>
#include <stdint.h>
#include "common/buf.h"
#include "interp/arith.h"
#include "interp/fuse.h"
#include "interp/program.h"

enum { SLACK = TRC_FUSE_SLACK };

/* Flag bits of trc_fop.flags. */
enum {
    TRC_FF_DYN = 1,      /* a pending soft blank whose need is known only at run time (the
                            text before is a Z item): blank unless the line is empty or
                            ends in a blank */
    TRC_FF_ZSOFT = 2,    /* Z with a soft blank pending before it (decided by its first byte) */
    TRC_FF_FSTART = 4,   /* a field starts fpos bytes into the prefix */
    TRC_FF_FEND = 8,     /* the open field ends after this op */
    TRC_FF_POSABS = 16,  /* before reading: byte position = pos */
    TRC_FF_POSREL = 32,  /* before reading: byte position += pos */
    TRC_FF_DYNP = 64,    /* the first op of a segment: blank if the text has a soft blank
                            pending and the line does not end in a blank */
    TRC_FF_ZSOFTP = 128, /* a segment's first op is a Z: the same, decided by its first byte */
    TRC_FF_POSW = 256    /* with POSABS: pos counts words (a W move): byte position = BP +
                            pos x the word size (4, or 8 in the 64-bit environment) */
};

/* One fused op. */
typedef struct trc_fop {
    uint8_t kind;        /* trc_fkind */
    uint8_t m;           /* code size in bytes, or n of $Dn */
    uint8_t fmt;         /* INT, DREG: the format (see trc_fkind) */
    uint16_t flags;      /* TRC_FF_* */
    uint16_t pre_len;    /* prefix length */
    uint16_t fpos;       /* FSTART: offset of the field's first byte in the prefix */
    uint32_t pre_off;    /* prefix offset in trc_fused.pool */
    uint32_t pos;        /* POSABS / POSREL operand (bytes; words with POSW) */
    uint32_t name;       /* FSTART: string-pool index of the field name */
    uint32_t base;       /* FSTART: number base of the field (FIELD b) */
    const void *tab;     /* FLAGS: its trc_lflags (the set's arena) */
} trc_fop;


/* What the builder knows of the last byte of the text so far. */
enum { LAST_EMPTY, LAST_NB, LAST_BLANK, LAST_UNKNOWN };
/* fuser.pending: 0, 1, or not known (the start of a segment: the text's own flag). */
enum { PEND_UNKNOWN = 2 };
/* Segments shorter than SEG_MIN instructions are left to the interpreter; a longer run
 * is cut into segments of at most SEG_MAX (the search from each start is bounded, so
 * building is linear in the code size whatever the template). */
enum { SEG_MIN = 3, SEG_MAX = 256 };
/* The most iterations of a constant LOOP that a fused form unrolls. */
enum { UNROLL_MAX = 16 };
/* fuser.alias: not known to hold a predefined macro; holds the string register (the text
 * of the last A code read into a macro, trc_fuser.sreg); ALIAS_NREG + s: holds number
 * register s (an expression stored in slot s). */
enum { ALIAS_NONE = 0xFFFF, ALIAS_STR = 0xFFFE, ALIAS_NREG = 0xFF00 };

/* Builder state (one template at a time, buffers reused across templates). */
typedef struct fuser {
    trc_fop *ops;        /* ops of the template being built */
    uint32_t nops;       /* count */
    uint32_t cap;        /* allocated */
    trc_buf pool;        /* prefix texts of the template */
    trc_fop cur;         /* the open op */
    int open;            /* cur is in use */
    int has_value;       /* cur has its value already */
    int pending;         /* a soft blank is pending: 0, 1, PEND_UNKNOWN */
    int appended;        /* some text was appended (segments: the pending state is known) */
    int last;            /* LAST_*: the text's last byte */
    uint32_t depth;      /* FIELD nesting */
    uint64_t max_out;    /* bytes the ops write at most (Z text aside) */
    uint32_t nz;         /* Z items */
    uint32_t nfields;    /* fields captured */
    int fail;            /* the template is not fusable (or out of memory) */
    uint16_t alias[8];   /* user macro slot s (< 8) holds predefined macro alias[s] ($HD or
                            $Dn, assigned from it), or ALIAS_NONE */
    int delim;           /* delimiters are on (setdelim): a soft blank is made only then */
    int nonempty;        /* the line has text for sure (a literal or a number was written) */
    int whole;           /* a whole template, not a segment: register ops (SREAD, EXPR, ...),
                            BITFLAGS, unrolled LOOPs, inlined calls and macro assignments (no
                            effect after the event) may be used */
    int cpu;             /* a $CPUID op was used (trc_fused.cpu) */
    uint32_t nloops;     /* LOOP ops (<= TRC_FUSE_LOOPS) */
    uint32_t nlines;     /* lines so far (1 + the NL ops; the most over the paths once a
                            SWITCH's cases are walked) */
    int level;           /* the level a new line starts at (the template's, then LEVEL's) */
    int line_level;      /* the level of the open line */
    int l0;              /* an L=0 template (its tab stops) */
    int infn;            /* inside the body of a user function being inlined */
    uint32_t sreg;       /* the string register holds an A code's text of at most this
                            many bytes (TRC_FV_SREAD), or 0: nothing */
    trc_arena *arena;    /* the set's arena (the tables of such ops) */
} fuser;

/* The predefined macro that LOADP or LOAD at in pushes: LOADP's, or the one a user macro
 * was assigned from (fuser.alias); TRC_NONE when not known. */
static inline uint32_t trc_fz_pushed(const fuser *f, const trc_insn *in)
{
    if (in->op == TRC_I_LOADP) return in->a;
    if (in->op == TRC_I_LOAD && in->a < sizeof f->alias / sizeof *f->alias && f->alias[in->a] != ALIAS_NONE)
        return f->alias[in->a];
    return TRC_NONE;
}

/* Close the open op: append it to the ops and count its worst-case output. */
void trc_fz_flush(fuser *f);
/* The op that the next piece of text goes into (a new one after a value). */
trc_fop *trc_fz_op(fuser *f);
/* A soft blank is made (trc_text_soft): pending when delimiters are on. */
void trc_fz_soft(fuser *f);
/* A value that never moves comes next: a move pending in the open op becomes an op of
 * its own. */
void trc_fz_flush_move(fuser *f);
/* The op of a value with a table (EXPR, LOOP: trc_lop_tab), after the pending move's own
 * op: its value set (has_value). */
trc_fop *trc_fz_table_op(fuser *f, unsigned kind, const void *tab);
/* A numeric value of kind `kind` (never empty, no blank in it), a soft blank after it when
 * soft_after. */
void trc_fz_add_number(fuser *f, trc_fkind kind, unsigned m, unsigned fmt, int soft_after);
/* Add instruction pc to the fused form (*skip: the instructions after it taken too); 0
 * when the ops cannot do it (END included). */
int trc_fz_add_insn(fuser *f, const trc_progset *set, uint32_t pc, int first, int *skip);
/* The subject of a SWITCH or BITFLAGS at pc into src, m, fmt (trc_lswitch); 0 when the
 * line form cannot read it. */
int trc_fz_subject(const fuser *f, const trc_progset *set, uint32_t pc, uint8_t *src, uint8_t *m,
                   uint8_t *fmt);
/* A trc_fused for what was built, with its prefix texts copied into the set's arena (its
 * line forms are made from f's ops after it); NULL: out of memory, *oom. */
trc_fused *trc_fz_finish(fuser *f, trc_progset *set, int *oom);
/* The line form of the builder's ops [from, to) (f->ops; their prefixes in fu->pool,
 * the copy trc_fz_finish made) into out at *n (out NULL: count only; else set: its arena
 * holds the prefixes of table ops, trc_fz_tab_pre, and the fields' entries, its strings
 * their names), with FOPEN and FCLOSE ops for the fields when `fields`; -1 when out of
 * memory. */
int trc_fz_line_ops(const fuser *f, const trc_fused *fu, uint32_t from, uint32_t to, trc_lop *out,
                    uint32_t *n, trc_progset *set, int fields);
/* The prefix of a table op (SWITCH, FLAGS, EXPR): text[0..len) copied into the arena after
 * a pointer to the table (trc_lop_tab reads it), with TRC_FUSE_SLACK readable bytes after;
 * NULL when out of memory.  With tab NULL: a padded copy of a text (BITFLAGS texts). */
const char *trc_fz_tab_pre(trc_arena *arena, const char *text, size_t len, const void *tab);
/* The line form of the builder's ops [from, to) (as trc_fz_line_ops) and an END op, in
 * the set's arena (NULL: out of memory); merge: a last op that only writes its prefix (no
 * move) is the END op itself (not for a prefix whose END op becomes a SWITCH). */
trc_lop *trc_fz_line_form(trc_progset *set, const fuser *f, const trc_fused *fu, uint32_t from,
                          uint32_t to, int merge, int fields);
/* An expression at pc (pushes of $HD, $Dn, constants and macros standing for them or for
 * a number register; arithmetic, comparisons, bit operations) stored into a macro slot
 * < TRC_FUSE_NREG, in a whole template: an EXPR op; the slot's macro then stands for its
 * register (interp/fuseexpr.c).  1 when added (*skip: the instructions after pc taken). */
int trc_fz_expr(fuser *f, const trc_progset *set, uint32_t pc, int *skip);
/* The fmt of a fused number print by PRINTF pf (TRC_FV_DREG, _CPU, _NPRINT): the letter,
 * TRC_FMT_DWORD for %D0 (interp/arith.h), or for %Xa the minimum hex digit count 2a. */
static inline unsigned trc_fz_regfmt(const trc_insn *pf)
{
    return pf->x == 'X' ? 2 * pf->a : pf->x == 'D' && pf->a == 0 ? TRC_FMT_DWORD : (unsigned)pf->x;
}
/* LOAD of a macro standing for a number register + PRINTF %D or %U at in[0..1] (a whole
 * template): an NPRINT op.  1 when added. */
int trc_fz_nprint(fuser *f, const trc_insn *in);
/* The fused form of a template whose text so far is in f and whose code from pc the
 * straight-line builder stops at: walked on through SWITCHes (anywhere, nested) and the
 * bodies of the subroutines it calls (interp/fuseswitch.c); NULL when the ops cannot do
 * it (or out of memory: *oom). */
const trc_fused *trc_fz_walk(fuser *f, trc_progset *set, uint32_t pc, int *oom);

#endif
