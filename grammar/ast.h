/* ast.h -- the syntax tree of a template file (docs/ref/language.md §3).
 *
 * Produced by the parser (grammar/parse.c), checked by interp/check.c, compiled by
 * interp/compile.c, printed by grammar/ast_dump.c (--dump-ast).  Every node lives in the
 * arena of its trc_ast_file and carries a byte span into the *file* (physical offsets, so
 * diagnostics can cite line and column even across continuation lines).
 *
 * Texts are stored after escape processing (§2.2) and NUL-terminated, with an explicit
 * length because strings may contain NUL bytes. */
#ifndef TRC_AST_H
#define TRC_AST_H
#include <stddef.h>
#include <stdint.h>
#include "common/arena.h"

/* A byte range in the source file: [off, off+len). */
typedef struct trc_span {
    uint32_t off;   /* file byte offset of the first byte */
    uint32_t len;   /* number of bytes (may be 0 for a point) */
} trc_span;

/* A byte string with length (NUL-terminated copy in the arena). */
typedef struct trc_str {
    const char *s;  /* bytes, NUL-terminated */
    uint32_t len;   /* byte count without the terminator */
} trc_str;

/* Report levels (docs/ref/language.md §4.2, §8.6).  Values are the column numbers. */
typedef enum trc_level {
    TRC_LEVEL_BAD = -2,   /* an `L=R` word with an unknown R: the checker reports it */
    TRC_LEVEL_NONE = -1,  /* not given (stanza default is KERN) */
    TRC_LEVEL_0 = 0,      /* L=0: no fixed columns */
    TRC_LEVEL_APPL = 1,   /* L=APPL, text offset 0 */
    TRC_LEVEL_SVC = 2,    /* L=SVC, text offset 8 */
    TRC_LEVEL_KERN = 3,   /* L=KERN, text offset 16 */
    TRC_LEVEL_INT = 4     /* L=INT, text offset 24 */
} trc_level;

/* A format code (docs/ref/language.md §6): letter(s) plus parameters, e.g. G4.3, X4, HB, Z. */
typedef struct trc_code {
    char letter;      /* 'G','O','A','B','R','W','X','D','U','o','F','T','E','P','S',
                         'Z', or 'b' for HB and 't' for HT; 0 for a register format
                         (`$x%FMT`) whose FMT has no code shape (text in fmt_span) */
    uint8_t has_n;    /* 1 when written with ".n" */
    uint32_t m;       /* first number (0 for Z, HB, HT) */
    uint32_t n;       /* number after the dot (0 when has_n is 0) */
    uint8_t big;      /* 1 when m or n was written >= 2^32 (kept as UINT32_MAX; invalid) */
} trc_code;

typedef struct trc_expr trc_expr;
typedef struct trc_desc trc_desc;

/* A sequence of descriptors (a stanza body, a block, a function body). */
typedef struct trc_seq {
    trc_desc **v;     /* the descriptors, in order */
    uint32_t n;       /* count */
} trc_seq;

/* A reference `$name` or `$name%fmt` (docs/ref/language.md §2.1 rule 11, §7). */
typedef struct trc_ref {
    trc_str name;     /* the name without `$` */
    uint8_t has_fmt;  /* 1 when `%fmt` was written */
    trc_code fmt;     /* the register format when has_fmt */
    trc_span fmt_span;/* span of the text after `%` */
    uint8_t is_sub;   /* 1 when name is 3–5 hex digits (template subroutine call) */
    uint32_t sub_id;  /* canonical hook id of the subroutine when is_sub */
} trc_ref;

/* Expression node kinds (docs/ref/language.md §9.2). */
typedef enum trc_expr_kind {
    TRC_EX_NUM,       /* integer constant: num */
    TRC_EX_STR,       /* string constant: str */
    TRC_EX_REF,       /* macro or register reference: ref */
    TRC_EX_CODE,      /* format code read at DP: code */
    TRC_EX_UNARY,     /* op in {'-','~'}: a */
    TRC_EX_BINARY,    /* op: a op b */
    /* --where predicates only (docs/where.md; never produced for templates) */
    TRC_EX_NAME,      /* a key or field name: str = name, num = occurrence (#k, 1 when
                         absent), op = 1 when written `fields.NAME` (a field, not a key) */
    TRC_EX_HAS,       /* has(NAME): a = the TRC_EX_NAME */
    TRC_EX_MATCH      /* a =~ /regex/ (op 0) or a !~ /regex/ (op 1): str = pattern,
                         num = file offset of the pattern's first byte */
} trc_expr_kind;

/* Binary/unary operators; single-char ops use their character. */
enum {
    TRC_OP_SHL = 256, /* << */
    TRC_OP_SHR,       /* >> */
    TRC_OP_LE,        /* <= */
    TRC_OP_GE,        /* >= */
    TRC_OP_EQ,        /* == */
    TRC_OP_NE,        /* != */
    TRC_OP_LAND,      /* && (--where only) */
    TRC_OP_LOR        /* || (--where only) */
};

/* An expression. */
struct trc_expr {
    trc_expr_kind kind; /* which member below is valid */
    trc_span span;      /* source span of the whole expression */
    int op;             /* operator for UNARY/BINARY: '-','~','!' (--where),'*','/','%','+','<','>','&','^','|' or TRC_OP_* */
    int64_t num;        /* NUM value */
    trc_str str;        /* STR value */
    trc_ref ref;        /* REF */
    trc_code code;      /* CODE */
    trc_expr *a, *b;    /* operands */
};

/* Descriptor kinds (docs/ref/language.md §3 `descriptor` and `item`). */
typedef enum trc_desc_kind {
    TRC_D_CODE,       /* format code: code */
    TRC_D_REF,        /* $name / $name%fmt / $hhh: ref */
    TRC_D_CALL,       /* name(args): call */
    TRC_D_STRING,     /* "..." or '...': text (quote in `quote`) */
    TRC_D_BQSTRING,   /* `...`: parts */
    TRC_D_WORD,       /* literal word: text */
    TRC_D_COMMA,      /* literal "," */
    TRC_D_AMP,        /* literal "&" */
    TRC_D_TAB,        /* \t */
    TRC_D_NL,         /* \n */
    TRC_D_LEVEL,      /* L=APPL etc. inside a body: level */
    TRC_D_BLOCK,      /* { desc-seq }: body */
    TRC_D_DECL,       /* {{ $name }}: name */
    TRC_D_ASSIGN,     /* {{ $name = expr }}: name, expr */
    TRC_D_FUNDEF,     /* {{ name(p, ...) desc-seq }}: fundef */
    TRC_D_SWITCH,     /* SWITCH: sw */
    TRC_D_LOOP,       /* LOOP count { body }: loop */
    TRC_D_BITFLAGS    /* BITFLAGS subject, flags: bf */
} trc_desc_kind;

/* SWITCH/BITFLAGS subject: a format code or a REF (docs/ref/language.md §12.1). */
typedef struct trc_subject {
    uint8_t is_ref;   /* 0: code, 1: ref */
    trc_code code;    /* the code when !is_ref */
    trc_ref ref;      /* the reference when is_ref */
    trc_span span;    /* source span */
} trc_subject;

/* Case value kinds (docs/ref/language.md §3 `case-value`). */
typedef enum trc_case_kind {
    TRC_CASE_WORD,    /* a WORD value, parsed against the subject's base (§12.4): text */
    TRC_CASE_STRING,  /* "..." or '...': text matched exactly */
    TRC_CASE_REGEX,   /* /.../: text is the pattern (with \/ turned into /) */
    TRC_CASE_STAR     /* \* matches anything */
} trc_case_kind;

/* One SWITCH case. */
typedef struct trc_case {
    trc_case_kind kind; /* value kind */
    trc_str text;       /* value text (WORD, string content or regex pattern) */
    trc_span span;      /* span of the value token (for a regex: of the whole /.../) */
    trc_desc *body;     /* exactly one descriptor (never SWITCH or BITFLAGS) */
} trc_case;

/* A SWITCH descriptor. */
typedef struct trc_switch {
    trc_subject subject; /* what is matched */
    uint8_t has_mask;    /* 1 when `& value` follows the subject */
    trc_str mask;        /* the mask WORD (base per §12.4) */
    trc_span mask_span;  /* span of the mask word */
    trc_case *cases;     /* the cases in order */
    uint32_t ncases;     /* count (>= 1) */
} trc_switch;

/* LOOP count kinds. */
typedef enum trc_loop_kind {
    TRC_LOOP_CODE,    /* count read by a format code: code */
    TRC_LOOP_REF,     /* count from a macro/register: ref */
    TRC_LOOP_NUM      /* constant count: num */
} trc_loop_kind;

/* A LOOP descriptor. */
typedef struct trc_loop {
    trc_loop_kind kind; /* how the count is obtained */
    trc_code code;      /* LOOP_CODE */
    trc_ref ref;        /* LOOP_REF */
    int64_t num;        /* LOOP_NUM */
    trc_span count_span;/* span of the count token */
    trc_seq body;       /* the block's descriptors */
} trc_loop;

/* A flag text of BITFLAGS: a string/word literal or a macro REF. */
typedef struct trc_flagtext {
    uint8_t present;  /* 0 when absent (optional false text) */
    uint8_t is_ref;   /* 1: ref, 0: literal text */
    trc_str text;     /* literal text */
    trc_ref ref;      /* reference */
    trc_span span;    /* source span */
} trc_flagtext;

/* One BITFLAGS entry: `value text [false]` or `& mask value text`. */
typedef struct trc_flag {
    uint8_t is_mask;    /* 1 for the `& mask value text` form */
    trc_str mask;       /* mask WORD (is_mask) */
    trc_span mask_span; /* its span */
    trc_str value;      /* value WORD */
    trc_span value_span;/* its span */
    trc_flagtext text;  /* printed when the flag matches */
    trc_flagtext false_text; /* printed when it does not (plain form only; optional) */
} trc_flag;

/* A BITFLAGS descriptor. */
typedef struct trc_bitflags {
    trc_subject subject; /* the value tested */
    trc_flag *flags;     /* entries in order */
    uint32_t nflags;     /* count (>= 1) */
} trc_bitflags;

/* A function call `name(args)` in descriptor position (builtin, user function or
 * literal text when neither, docs/ref/language.md §11.2). */
typedef struct trc_call {
    trc_str name;       /* identifier */
    trc_expr **args;    /* argument expressions (NULL entries never occur) */
    uint32_t nargs;     /* count */
    trc_str raw;        /* the whole token text `name(...)`, printed when unknown */
} trc_call;

/* A function definition `{{ name(p1, ...) desc-seq }}`. */
typedef struct trc_fundef {
    trc_str name;       /* function name */
    trc_str *params;    /* parameter names without `$` */
    trc_span *param_spans; /* their spans */
    uint32_t nparams;   /* count */
    trc_seq body;       /* the body */
} trc_fundef;

/* Parts of a back-quoted string (docs/ref/language.md §8.5). */
typedef enum trc_bq_kind {
    TRC_BQ_TEXT,      /* literal bytes: text */
    TRC_BQ_REF,       /* $name / $name%fmt: ref */
    TRC_BQ_CODE       /* format-code word executed in place: code (prefix text already emitted as TEXT) */
} trc_bq_kind;

/* One part of a back-quoted string. */
typedef struct trc_bqpart {
    trc_bq_kind kind; /* which member is valid */
    trc_str text;     /* TEXT */
    trc_ref ref;      /* REF */
    trc_code code;    /* CODE */
    trc_span span;    /* source span */
} trc_bqpart;

/* A descriptor. */
struct trc_desc {
    trc_desc_kind kind;  /* which member of the union is valid */
    trc_span span;       /* source span of the whole descriptor */
    uint8_t blank_before;/* 1 when blanks separate it from the previous descriptor of
                            the same desc-seq (creates a soft blank, §8.3 rule 1a) */
    uint8_t glued_next;  /* 1 when the next token is glued to this one (no blank) */
    trc_str field;       /* for data items preceded by a glued `name=` word or string:
                            the field name without `=` (docs/ref/report.md §5); len 0 if none */
    union {
        trc_code code;        /* TRC_D_CODE */
        trc_ref ref;          /* TRC_D_REF */
        trc_call call;        /* TRC_D_CALL */
        struct {
            trc_str text;     /* TRC_D_STRING, TRC_D_WORD: the text */
            char quote;       /* '"' or '\'' for STRING, 0 for WORD */
        } lit;
        struct {
            trc_bqpart *parts;/* TRC_D_BQSTRING parts */
            uint32_t nparts;  /* count */
        } bq;
        trc_level level;      /* TRC_D_LEVEL (TRC_LEVEL_BAD: unknown `L=` word; text in span) */
        trc_seq body;         /* TRC_D_BLOCK */
        struct {
            trc_str name;     /* TRC_D_DECL / TRC_D_ASSIGN: macro name without `$` */
            trc_span name_span; /* span of `$name` */
            trc_expr *expr;   /* TRC_D_ASSIGN: the value */
        } stmt;
        trc_fundef fundef;    /* TRC_D_FUNDEF */
        trc_switch sw;        /* TRC_D_SWITCH */
        trc_loop loop;        /* TRC_D_LOOP */
        trc_bitflags bf;      /* TRC_D_BITFLAGS */
    } u;
};

/* Logical-line kinds of a template file (docs/ref/language.md §1.6). */
typedef enum trc_line_kind {
    TRC_LINE_STANZA,  /* a stanza of a template file */
    TRC_LINE_ADD,     /* `+ stanza` of an update file */
    TRC_LINE_DELETE   /* `- ID` of an update file */
} trc_line_kind;

/* A stanza (template), or an update line. */
typedef struct trc_stanza {
    trc_line_kind kind;  /* stanza, update add or update delete */
    uint32_t hook;       /* canonical 20-bit hook id (§4.1) */
    trc_str hook_text;   /* the id as written */
    trc_span hook_span;  /* its span */
    uint32_t ver_major;  /* version major */
    uint32_t ver_minor;  /* version minor */
    trc_span ver_span;   /* span of the version word */
    trc_level level;     /* header level, TRC_LEVEL_NONE when absent (means KERN) */
    trc_span level_span; /* span of the level word (len 0 when absent) */
    uint8_t has_label;   /* 1 when a label token was present ("" counts) */
    trc_str label;       /* label text as written, `@` included, quotes removed */
    trc_span label_span; /* span of the label token */
    trc_seq body;        /* descriptors */
    trc_span span;       /* span of the whole logical line (first to last byte) */
    uint32_t line;       /* physical line number (1-based) where the stanza starts */
    uint32_t logical_start; /* file offset where the logical line starts */
    uint8_t has_error;   /* set by the checker: the stanza is not loaded */
} trc_stanza;

/* A parsed template file. */
typedef struct trc_ast_file {
    const char *path;    /* file name as given (for diagnostics) */
    const char *src;     /* the whole file contents (owned by the arena) */
    size_t src_len;      /* its length */
    uint8_t is_update;   /* 1 when the first logical line was `* path` */
    trc_str update_path; /* the path after `*` */
    uint32_t update_start; /* file offset of that `*` (update files) */
    trc_stanza **stanzas;/* logical lines in file order (errors are left out) */
    uint32_t nstanzas;   /* count */
    uint32_t nerrors;    /* syntax errors reported while parsing */
    uint32_t nwarnings;  /* warnings reported while parsing */
    trc_arena *arena;    /* owner of every node (not owned by this struct) */
} trc_ast_file;

#endif
