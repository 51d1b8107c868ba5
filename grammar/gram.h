/* gram.h -- internal interface between the logical-line splitter (source.c), the flex
 * scanner (lexer.l), the bison parser (parser.y) and the node builders (gram.c).
 * Not installed and not used outside grammar/.
 *
 * Positions inside the front end are *logical* offsets (bytes of the current logical
 * line); tg_span() turns them into file spans through the line's offset map. */
#ifndef TRC_GRAM_H
#define TRC_GRAM_H
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include "grammar/ast.h"
#include "grammar/diag.h"
#include "common/arena.h"
#include "common/buf.h"

/* ---- logical lines (source.c) ---------------------------------------------------- */

/* One logical line: joined text plus the map back to file offsets. */
typedef struct trc_lline {
    char *text;          /* joined bytes (malloc, reused; NUL-terminated) */
    uint32_t len;        /* byte count */
    uint32_t *map;       /* map[i] = file offset of text[i]; map[len] = end (malloc) */
    uint32_t cap;        /* allocated entries of text and map */
    int bad;             /* 1 when a NUL byte was found in it (already reported) */
} trc_lline;

/* Iterator over the logical lines of a file. */
typedef struct trc_srcit {
    const char *src;     /* file bytes */
    size_t len;          /* file length */
    size_t pos;          /* offset of the next physical line */
    trc_diag *diag;      /* where NUL and backslash diagnostics go */
    int nomem;           /* 1 once a logical line could not grow (sticky; iteration ends) */
} trc_srcit;

/* Start iterating over `len` bytes of `src`. */
void trc_src_init(trc_srcit *it, const char *src, size_t len, trc_diag *diag);
/* Fill `ll` with the next non-blank logical line; returns 1, or 0 at the end or when out
 * of memory (it->nomem set). */
int trc_src_next(trc_srcit *it, trc_lline *ll);
/* Free the buffers of `ll`. */
void trc_lline_free(trc_lline *ll);

/* ---- tokens and parser values ------------------------------------------------------ */

/* Location of a token or nonterminal: logical offsets [lo, hi). */
typedef struct tgram_loc {
    uint32_t lo;         /* first byte */
    uint32_t hi;         /* one past the last byte */
} tgram_loc;

/* Semantic value of a token. */
typedef struct tgram_tok {
    trc_str text;        /* WORD/LABEL text, string content after escapes, REF/CALL/FUNDEF
                            name, regex pattern, PARAM name without `$` */
    char quote;          /* '"', '\'' or '`' for string tokens, 0 otherwise; the parser's
                            LOOP-count value reuses it: 'C' code, 'R' ref, 'N' number */
    union {              /* one member per token kind (the parser copies values often:
                            the union keeps tgram_val small) */
        trc_code code;   /* CODE tokens */
        trc_ref ref;     /* REF tokens */
        int64_t num;     /* NUMBER tokens; NAME: occurrence */
        trc_level level; /* LEVEL / HLEVEL tokens */
        uint32_t hook;   /* HOOK: canonical id */
        struct { uint32_t vmaj, vmin; }; /* VERSION: major and minor */
        struct {
            trc_bqpart *parts; /* BQSTRING parts */
            uint32_t nparts;   /* their count */
        };
    };
} tgram_tok;

/* A growable vector of cases (power-of-two capacity implied by n). */
typedef struct tgram_cases { trc_case *v; uint32_t n; } tgram_cases;
/* A growable vector of flags. */
typedef struct tgram_flags { trc_flag *v; uint32_t n; } tgram_flags;
/* A growable vector of call arguments. */
typedef struct tgram_args { trc_expr **v; uint32_t n; } tgram_args;
/* A growable vector of function parameters. */
typedef struct tgram_params { trc_str *v; trc_span *s; uint32_t n; } tgram_params;

/* Semantic values of the parser (bison api.value.type). */
typedef union tgram_val {
    tgram_tok tok;       /* every token */
    trc_desc *desc;      /* descriptors */
    trc_seq seq;         /* descriptor sequences */
    trc_subject subj;    /* SWITCH/BITFLAGS subjects */
    trc_case cas;        /* one case (value + body) */
    tgram_cases cases;   /* case lists */
    trc_flag *flag;      /* one BITFLAGS entry (arena) */
    tgram_flags flags;   /* flag lists */
    trc_flagtext *ftext; /* a flag text (arena) */
    trc_expr *expr;      /* expressions */
    tgram_args args;     /* call arguments */
    tgram_params params; /* function parameters */
    trc_stanza *stanza;  /* the parsed stanza */
} tgram_val;

/* ---- parse context ----------------------------------------------------------------- */

/* State shared by scanner and parser while one logical line is parsed. */
typedef struct tgram_ctx {
    trc_arena *arena;    /* node storage */
    trc_diag *diag;      /* diagnostics */
    const trc_lline *ll; /* the logical line being parsed */
    trc_stanza *result;  /* set by the start rule */
    int where;           /* 1: parsing a --where predicate (the scanner starts in WHERE) */
    trc_expr *where_result; /* the predicate, set by the start rule in where mode */
    int failed;          /* 1 once an error was reported for this line */
    uint32_t *braces;    /* logical offsets of the open `{` (innermost last; malloc) */
    uint32_t nbraces;    /* count */
    uint32_t brace_cap;  /* capacity */
    uint32_t subj_gap;   /* file offset just after a code/REF followed by a case value, a body
                          * and a literal ',' (a SWITCH missing the ',' after its subject;
                          * docs/language.md), or UINT32_MAX */
    int nomem;           /* 1 once memory ran out (sticky: the parse is abandoned) */
    jmp_buf nomem_jmp;   /* where tg_nomem jumps (armed by parse.c around each parse) */
    void *scan;          /* the scanner of this parse, kept across its lines (lexer.l), or NULL */
} tgram_ctx;

/* File span of the logical range [lo, hi). */
trc_span tg_span(const tgram_ctx *pc, uint32_t lo, uint32_t hi);
/* Report an error at logical offset `lo`; sets pc->failed. */
void tg_error(tgram_ctx *pc, uint32_t lo, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Report a warning at logical offset `lo`. */
void tg_warning(tgram_ctx *pc, uint32_t lo, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Out of memory: set pc->nomem and pc->failed, then longjmp to pc->nomem_jmp. */
_Noreturn void tg_nomem(tgram_ctx *pc);
/* Free the scanner that tg_parse_line/tg_parse_where keep open for the lines of one
 * parse, also after a jump out of them (no-op when none is open). */
void tg_scan_release(tgram_ctx *pc);
/* Arena allocation; on out-of-memory tg_nomem (never returns NULL). */
void *tg_alloc(tgram_ctx *pc, size_t n);
/* Arena copy of n bytes as a trc_str. */
trc_str tg_str(tgram_ctx *pc, const char *s, size_t n);
/* Append one element of size `elem` to an arena vector of n elements (capacity is the
 * next power of two >= n, minimum 4); returns the (possibly moved) vector. */
void *tg_push(tgram_ctx *pc, void *v, uint32_t n, size_t elem);

/* ---- lexical helpers (gram.c) ------------------------------------------------------ */

/* 1 when s[0..n) has format-code shape (docs/ref/language.md §6.1). */
int tg_code_shape(const char *s, size_t n);
/* Parse a code-shaped word into *c (letter, m, n; letter 0 when not a shape). */
void tg_code_parse(const char *s, size_t n, trc_code *c);
/* Parse a register format (`%` part of a REF) into *c; letter 0 when not a shape. */
void tg_fmt_parse(const char *s, size_t n, trc_code *c);
/* Fill a REF (name, format, subroutine flags) from `$name[%fmt]` at logical offset lo. */
void tg_ref_fill(tgram_ctx *pc, trc_ref *r, const char *s, size_t n, uint32_t lo);
/* Process the escapes of string content (§2.2) for quote q; result in the arena. */
trc_str tg_unescape(tgram_ctx *pc, const char *s, size_t n, char q);
/* Split back-quoted content starting at logical offset lo into parts (§8.5). */
void tg_bq_split(tgram_ctx *pc, const char *s, size_t n, uint32_t lo,
                 trc_bqpart **parts, uint32_t *nparts);
/* Parse a number per §2.5; returns 0 or -1 (not a number / out of range). */
int tg_number(const char *s, size_t n, int64_t *out);

/* ---- node builders (gram.c) -------------------------------------------------------- */

/* A new descriptor of kind k covering [lo, hi). */
trc_desc *tg_desc(tgram_ctx *pc, trc_desc_kind k, uint32_t lo, uint32_t hi);
/* Append a descriptor to a sequence. */
void tg_seq_add(tgram_ctx *pc, trc_seq *s, trc_desc *d);
/* After a literal ',' ends s: note a code/REF, a case value and a body before it (a SWITCH
 * whose subject lacks its ',') in pc->subj_gap, for the wildcard/regex error. */
void tg_note_subject_gap(tgram_ctx *pc, const trc_seq *s);
/* A new expression of kind k covering [lo, hi). */
trc_expr *tg_expr(tgram_ctx *pc, trc_expr_kind k, uint32_t lo, uint32_t hi);
/* After a successful parse: fill blank_before, glued_next and field of every
 * descriptor of the stanza (§2.3 rule 4, §8.3). */
void tg_finish_stanza(tgram_ctx *pc, trc_stanza *st);

/* ---- scanner / parser entry points ------------------------------------------------- */
/* Both run under the jump parse.c arms in pc->nomem_jmp: out of memory is tg_nomem. */

/* Parse one logical line from logical offset `start` as a stanza; returns the stanza or
 * NULL after a syntax error (reported). */
trc_stanza *tg_parse_line(tgram_ctx *pc, uint32_t start);
/* Parse the logical line as a --where predicate (pc->where set); returns the expression
 * or NULL after a syntax error (reported). */
trc_expr *tg_parse_where(tgram_ctx *pc);

#endif
