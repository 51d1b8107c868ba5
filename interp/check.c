/* check.c -- owns the semantic check pass (LANGUAGE.md §14.1): every load-time error and
 * warning that needs no trace and that the parser does not report itself.
 *
 * The checker walks the AST only (it never re-scans template text, except to copy the
 * source text of a span into a message and to map a pcre2 error offset back to the file).
 * It is reentrant: all state lives in a `chk` context on the stack, scratch arrays are
 * malloc'ed and freed before trc_check returns, pcre2 code is compiled and freed per regex.
 *
 * Checks, in the order of the spec:
 *   header level `L=R` unknown; duplicate hook ids; `-` lines outside trcupdate;
 *   format-code parameters (descriptor, subject, LOOP count, expression, `%fmt`, back-quote);
 *   codes without a value where a value is needed; F subjects;
 *   builtin arity, user-function arity, function named like a builtin, unknown CALLs;
 *   undefined subroutines; macro names (digit start, subroutine-shaped targets);
 *   read-only predefined macros; string operands in arithmetic;
 *   regex compile errors, regex cases on numeric subjects, unparsable case/flag/mask values;
 *   macro warnings (more than 25, never assigned). */
#include "interp/check.h"
#include "interp/swvalue.h"
#include "interp/builtins_table.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* Where a format code or register format occurs (decides which checks apply). */
typedef enum pos_kind {
    POS_DESC,      /* descriptor position: any valid code */
    POS_SUBJECT,   /* SWITCH/BITFLAGS subject: needs a value, no F */
    POS_LOOP,      /* LOOP count: needs a value */
    POS_EXPR,      /* expression primary: needs a value */
    POS_BQ         /* back-quoted string: executed in place like a descriptor */
} pos_kind;

/* Load-time type of an expression or subject. */
typedef enum val_type {
    VT_UNKNOWN,    /* cannot be known before run time (plain user macro) */
    VT_INT,        /* certainly an integer */
    VT_STRING      /* certainly a string */
} val_type;

/* A macro name read somewhere in a scope (for the never-assigned warning). */
typedef struct read_ref {
    trc_str name;      /* macro name without `$` */
    uint32_t off;      /* file offset of the read (the `$`) */
} read_ref;

/* The macros of one template body or one function body (LANGUAGE.md §9.1 slots). */
typedef struct scope {
    trc_str *targets;  /* distinct declaration/assignment targets, in slot order (malloc) */
    uint32_t ntargets; /* count */
    uint32_t cap_t;    /* capacity of targets */
    uint32_t *hash;    /* open-addressing table of target index + 1 (0 = empty; malloc) */
    uint32_t hash_cap; /* its size (a power of two, 0 when not allocated) */
    read_ref *reads;   /* every read of a user macro (malloc) */
    uint32_t nreads;   /* count */
    uint32_t cap_r;    /* capacity of reads */
    int warned_many;   /* 1 once "more than 25 macros" was reported for this scope */
} scope;

/* One user function definition found in the template set. */
typedef struct fundef_ref {
    const trc_fundef *def;   /* the definition */
    const trc_desc *desc;    /* its STMT descriptor (for the location) */
    const trc_ast_file *file;/* file it lives in */
    uint32_t line;           /* physical line of the definition */
} fundef_ref;

/* The checker's context (one per trc_check call). */
typedef struct chk {
    trc_ast_file *f;         /* file being checked */
    trc_diag *diag;          /* where diagnostics go */
    unsigned flags;          /* TRC_CHECK_* */
    unsigned nerr;           /* errors reported by the checker */
    int stop;                /* 1 once the diagnostic limit was reached */
    trc_stanza *cur;         /* stanza being checked (gets has_error) */
    scope *sc;               /* innermost macro scope */
    uint32_t *hooks;         /* sorted canonical hook ids defined in the set (malloc) */
    uint32_t nhooks;         /* count */
    fundef_ref *funs;        /* function definitions of the set in load order (malloc) */
    uint32_t nfuns;          /* count */
    uint32_t cap_funs;       /* capacity */
    uint32_t *first_def;     /* per stanza of f: index of the first stanza of f with the
                                same hook id (itself when it is the first; malloc) */
    int oom;                 /* 1 when a scratch allocation failed (checks degrade) */
    const trc_diag *line_diag; /* while collecting one file of a set: its diagnostics
                                  context (function line numbers), else NULL */
} chk;

enum { MAX_MACROS = 25 };

/* ---- diagnostics ---------------------------------------------------------------- */

/* Report an error at `off` and mark the current stanza. */
#define ERR(c, off, ...) report((c), TRC_DIAG_ERROR, (off), __VA_ARGS__)
/* Report a warning at `off`. */
#define WARN(c, off, ...) report((c), TRC_DIAG_WARNING, (off), __VA_ARGS__)

/* Forward a diagnostic to diag (printf-style), counting errors and marking the stanza. */
static void report(chk *c, trc_diag_kind kind, uint32_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void report(chk *c, trc_diag_kind kind, uint32_t off, const char *fmt, ...)
{
    if (kind == TRC_DIAG_ERROR) {
        c->nerr++;
        if (c->cur)
            c->cur->has_error = 1;
    }
    if (c->stop)
        return;
    char small[256], *msg = small;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        small[0] = '\0';
    } else if ((size_t)n >= sizeof small) {     /* long names: format again in full */
        char *big = malloc((size_t)n + 1);
        if (big) {
            va_start(ap, fmt);
            vsnprintf(big, (size_t)n + 1, fmt, ap);
            va_end(ap);
            msg = big;
        }
    }
    if (trc_diag_report(c->diag, kind, off, "%s", msg) < 0)
        c->stop = 1;
    if (msg != small)
        free(msg);
}

/* Length of the text of span `sp` that can be quoted (clamped to the file). */
static int span_len(const chk *c, trc_span sp)
{
    if (sp.off >= c->f->src_len)
        return 0;
    size_t len = sp.len;
    if (len > c->f->src_len - sp.off)
        len = c->f->src_len - sp.off;
    if (len > INT32_MAX)
        len = INT32_MAX;
    return (int)len;
}

/* Source bytes of span `sp` (use with span_len and "%.*s"). */
static const char *span_text(const chk *c, trc_span sp)
{
    return sp.off < c->f->src_len ? c->f->src + sp.off : "";
}

/* ---- small helpers --------------------------------------------------------------- */

/* True when the two byte strings are equal. */
static int str_eq(trc_str a, trc_str b)
{
    return a.len == b.len && memcmp(a.s, b.s, a.len) == 0;
}

/* Make room for `need` elements in malloc'ed array `v` of capacity *cap: returns the
 * (possibly moved) array, or NULL on out-of-memory (the old array stays valid). */
static void *grow(void *v, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap && v)
        return v;
    uint32_t nc = *cap ? *cap : 8;
    while (nc < need) {
        if (nc > UINT32_MAX / 2)
            return NULL;
        nc *= 2;
    }
    void *p = realloc(v, (size_t)nc * elem);
    if (!p)
        return NULL;
    *cap = nc;
    return p;
}

/* True when `ch` is a hex digit. */
static int is_hex(int ch)
{
    return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
}

/* True when `name` has the shape of a subroutine name: exactly 3, 4 or 5 hex digits. */
static int is_sub_name(trc_str name)
{
    if (name.len < 3 || name.len > 5)
        return 0;
    for (uint32_t i = 0; i < name.len; i++)
        if (!is_hex((unsigned char)name.s[i]))
            return 0;
    return 1;
}

/* True when `name` starts with a decimal digit. */
static int starts_with_digit(trc_str name)
{
    return name.len > 0 && name.s[0] >= '0' && name.s[0] <= '9';
}

/* ---- format codes (LANGUAGE.md §6.2, §7) ----------------------------------------- */

/* True when code `k` has valid parameters as a descriptor/expression code (§6.2). */
static int code_valid(const trc_code *k)
{
    uint64_t m = k->m, n = k->n;
    switch (k->letter) {
    case 'G': case 'O':
        return 1;
    case 'R': case 'W':
        return !k->has_n;
    case 'A':
        if (k->has_n)
            return m >= 1 || n >= 1;
        return 1;                         /* Am (m >= 1) and A0 */
    case 'B': {
        uint64_t bits = 8 * m + n;
        return bits >= 1 && bits <= 64;
    }
    case 'X':
        return !k->has_n && m <= 16;
    case 'D': case 'U': case 'o':
        return !k->has_n && (m == 1 || m == 2 || m == 4 || m == 8);
    case 'F': case 'T': case 'P':
        return !k->has_n && (m == 4 || m == 8);
    case 'E': case 'S':
        return !k->has_n && (m == 1 || m == 2 || m == 4);
    case 'Z': case 'b': case 't':
        return 1;
    default:
        return 0;
    }
}

/* True when `k` is valid as a register format `$name%CODE` (§7). */
static int regfmt_valid(const trc_code *k)
{
    uint64_t m = k->m, n = k->n;
    switch (k->letter) {
    case 'X':
        return !k->has_n && m <= 16;
    case 'D': case 'U': case 'o': case 'E': case 'P': case 'T':
        return !k->has_n;                 /* m is ignored */
    case 'B': {
        uint64_t bits = 8 * m + n;
        return bits >= 1 && bits <= 64;
    }
    case 'W':
        return k->has_n && m <= n && n <= 63;
    case 'A':
        return 1;
    case 'S':
        return !k->has_n && (m == 1 || m == 2 || m == 4);
    case 'F':
        return !k->has_n && (m == 4 || m == 8);
    default:
        return 0;
    }
}

/* True when the code only moves DP (or prints layout) and yields no value. */
static int code_has_no_value(const trc_code *k)
{
    return k->letter == 'G' || k->letter == 'O' || k->letter == 'R' || k->letter == 'W';
}

/* True when the code reads a string (A S Z). */
static int code_is_string(const trc_code *k)
{
    return k->letter == 'A' || k->letter == 'S' || k->letter == 'Z';
}

/* Check a format code at `sp` in position `pos`; reports invalid parameters. */
static void check_code(chk *c, const trc_code *k, trc_span sp, pos_kind pos)
{
    if (!code_valid(k)) {
        ERR(c, sp.off, "invalid format code '%.*s'", span_len(c, sp), span_text(c, sp));
        return;
    }
    if (pos == POS_SUBJECT && k->letter == 'F') {
        ERR(c, sp.off, "float subject '%.*s' not allowed", span_len(c, sp), span_text(c, sp));
        return;
    }
    if ((pos == POS_SUBJECT || pos == POS_LOOP || pos == POS_EXPR) && code_has_no_value(k))
        ERR(c, sp.off, "format code '%.*s' yields no value", span_len(c, sp), span_text(c, sp));
}

/* ---- macro scopes ------------------------------------------------------------------ */

/* FNV-1a hash of a name. */
static uint32_t name_hash(trc_str name)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < name.len; i++)
        h = (h ^ (unsigned char)name.s[i]) * 16777619u;
    return h;
}

/* Index of target `name` in scope `s`, or -1 (open-addressing hash lookup). */
static long scope_find(const scope *s, trc_str name)
{
    if (s->hash_cap == 0)
        return -1;
    uint32_t mask = s->hash_cap - 1;
    for (uint32_t i = name_hash(name) & mask;; i = (i + 1) & mask) {
        uint32_t slot = s->hash[i];
        if (slot == 0)
            return -1;
        if (str_eq(s->targets[slot - 1], name))
            return (long)slot - 1;
    }
}

/* Insert target index `idx` into the hash of `s` (capacity already sufficient). */
static void scope_hash_put(scope *s, uint32_t idx)
{
    uint32_t mask = s->hash_cap - 1;
    uint32_t i = name_hash(s->targets[idx]) & mask;
    while (s->hash[i] != 0)
        i = (i + 1) & mask;
    s->hash[i] = idx + 1;
}

/* Record `name` as a declaration/assignment target at `off` (slot order, §9.1). */
static void scope_target(chk *c, trc_str name, uint32_t off)
{
    scope *s = c->sc;
    if (!s || scope_find(s, name) >= 0)
        return;
    trc_str *t = grow(s->targets, &s->cap_t, s->ntargets + 1, sizeof *t);
    if (!t) {
        c->oom = 1;
        return;
    }
    s->targets = t;
    s->targets[s->ntargets++] = name;
    if (s->ntargets * 2 > s->hash_cap) {          /* keep the load factor <= 1/2 */
        if (s->hash_cap > UINT32_MAX / 4) {
            c->oom = 1;
            return;
        }
        uint32_t nc = s->hash_cap ? s->hash_cap * 2 : 64;
        uint32_t *h = calloc(nc, sizeof *h);
        if (!h) {
            c->oom = 1;
            return;
        }
        free(s->hash);
        s->hash = h;
        s->hash_cap = nc;
        for (uint32_t i = 0; i < s->ntargets; i++)
            scope_hash_put(s, i);
    } else {
        scope_hash_put(s, s->ntargets - 1);
    }
    if (s->ntargets > MAX_MACROS && !s->warned_many) {
        s->warned_many = 1;
        WARN(c, off, "more than %d macros in one template", MAX_MACROS);
    }
}

/* Record a read of user macro `name` at `off`. */
static void scope_read(chk *c, trc_str name, uint32_t off)
{
    scope *s = c->sc;
    if (!s)
        return;
    read_ref *r = grow(s->reads, &s->cap_r, s->nreads + 1, sizeof *r);
    if (!r) {
        c->oom = 1;
        return;
    }
    s->reads = r;
    s->reads[s->nreads].name = name;
    s->reads[s->nreads].off = off;
    s->nreads++;
}

/* Order reads by name, then by offset. */
static int cmp_read(const void *pa, const void *pb)
{
    const read_ref *a = pa, *b = pb;
    uint32_t n = a->name.len < b->name.len ? a->name.len : b->name.len;
    int r = memcmp(a->name.s, b->name.s, n);
    if (r != 0)
        return r;
    if (a->name.len != b->name.len)
        return a->name.len < b->name.len ? -1 : 1;
    return a->off < b->off ? -1 : a->off > b->off;
}

/* Close scope `s`: warn once per name read but never a target (at its first read),
 * then free it. */
static void scope_close(chk *c, scope *s)
{
    if (!c->oom && s->nreads > 0) {
        qsort(s->reads, s->nreads, sizeof *s->reads, cmp_read);
        for (uint32_t i = 0; i < s->nreads; i++) {
            if (i > 0 && str_eq(s->reads[i - 1].name, s->reads[i].name))
                continue;
            if (scope_find(s, s->reads[i].name) < 0)
                WARN(c, s->reads[i].off, "macro $%s is never assigned", s->reads[i].name.s);
        }
    }
    free(s->targets);
    free(s->hash);
    free(s->reads);
    memset(s, 0, sizeof *s);
}

/* ---- lookups in the template set --------------------------------------------------- */

/* Comparison for qsort/bsearch of hook ids. */
static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* True when hook `id` is defined somewhere in the set. */
static int hook_defined(const chk *c, uint32_t id)
{
    return c->hooks && bsearch(&id, c->hooks, c->nhooks, sizeof *c->hooks, cmp_u32) != NULL;
}

/* The definition of user function `name` that is in force (the last one), or NULL. */
static const fundef_ref *fun_find(const chk *c, trc_str name)
{
    for (uint32_t i = c->nfuns; i-- > 0;)
        if (str_eq(c->funs[i].def->name, name))
            return &c->funs[i];
    return NULL;
}

/* The first definition of user function `name` in the set, or NULL. */
static const fundef_ref *fun_first(const chk *c, trc_str name)
{
    for (uint32_t i = 0; i < c->nfuns; i++)
        if (str_eq(c->funs[i].def->name, name))
            return &c->funs[i];
    return NULL;
}

static void collect_seq(chk *c, const trc_ast_file *f, const trc_seq *seq);

/* Collect function definitions inside one descriptor (recursively). */
static void collect_desc(chk *c, const trc_ast_file *f, const trc_desc *d)
{
    if (!d)
        return;
    switch (d->kind) {
    case TRC_D_FUNDEF: {
        fundef_ref *fv = grow(c->funs, &c->cap_funs, c->nfuns + 1, sizeof *fv);
        if (!fv) {
            c->oom = 1;
            return;
        }
        c->funs = fv;
        fundef_ref *r = &c->funs[c->nfuns++];
        r->def = &d->u.fundef;
        r->desc = d;
        r->file = f;
        r->line = 0;
        if (c->line_diag || f == c->f) {
            uint32_t col;
            trc_diag_linecol(c->line_diag ? c->line_diag : c->diag, d->span.off, &r->line, &col);
        }
        collect_seq(c, f, &d->u.fundef.body);
        break;
    }
    case TRC_D_BLOCK:
        collect_seq(c, f, &d->u.body);
        break;
    case TRC_D_LOOP:
        collect_seq(c, f, &d->u.loop.body);
        break;
    case TRC_D_SWITCH:
        for (uint32_t i = 0; i < d->u.sw.ncases; i++)
            collect_desc(c, f, d->u.sw.cases[i].body);
        break;
    default:
        break;
    }
}

/* Collect function definitions of a descriptor sequence. */
static void collect_seq(chk *c, const trc_ast_file *f, const trc_seq *seq)
{
    for (uint32_t i = 0; i < seq->n; i++)
        collect_desc(c, f, seq->v[i]);
}

/* Add the hooks and functions of file `f` to the lookup tables. */
static void collect_file(chk *c, const trc_ast_file *f)
{
    for (uint32_t i = 0; i < f->nstanzas; i++) {
        const trc_stanza *st = f->stanzas[i];
        if (st->kind == TRC_LINE_DELETE)
            continue;
        c->hooks[c->nhooks++] = st->hook;
        collect_seq(c, f, &st->body);
    }
}

/* ---- values of SWITCH/BITFLAGS (§12.4) ---------------------------------------------- */

/* True when WORD `v` parses as a number in `base` (interp/swvalue.c; `neg` allows '-'). */
static int value_parses(trc_str v, int base, int neg)
{
    int64_t x;
    return trc_swvalue_parse(v.s, v.len, base, neg, &x);
}

/* What a SWITCH/BITFLAGS subject is at load time. */
typedef struct subj_info {
    val_type type;   /* VT_INT: certainly numeric (code or numeric %fmt) */
    int base;        /* base of values (16 for unknown/macro) */
    int neg;         /* 1 when values may carry a leading '-' (D, %D) */
} subj_info;

/* Classify a subject (§12.2, §12.4). */
static subj_info subject_info(const trc_subject *s)
{
    subj_info r = { VT_UNKNOWN, 16, 0 };
    if (!s->is_ref) {
        if (code_is_string(&s->code)) r.type = VT_STRING;
        else r.type = VT_INT;
    } else if (s->ref.has_fmt) {
        if (s->ref.fmt.letter == 'A' || s->ref.fmt.letter == 'S') r.type = VT_STRING;
        else r.type = VT_INT;
    }
    if (r.type == VT_INT) r.base = trc_swvalue_base(s, &r.neg);
    return r;
}

/* ---- the walk ------------------------------------------------------------------------ */

static void check_seq(chk *c, const trc_seq *seq);
static void check_desc(chk *c, const trc_desc *d);

/* Check a macro name in a position where it is written as a target or read as a value;
 * returns the predefined macro it names (or NULL for a user macro / bad name).  *bad is
 * set when an error was reported. */
static const trc_predef *check_macro_name(chk *c, trc_str name, uint32_t off, int *bad)
{
    *bad = 0;
    const trc_predef *p = trc_predef_find(name.s, name.len);
    if (p)
        return p;
    if (starts_with_digit(name) && !is_sub_name(name)) {
        ERR(c, off, "macro name $%s starts with a digit", name.s);
        *bad = 1;
    }
    return NULL;
}

/* Check a REF used as a value (printed, read in an expression, count, subject, flag
 * text or back-quote expansion).  `sub_ok`: a subroutine call is allowed here. */
static void check_ref(chk *c, const trc_ref *r, uint32_t off, int sub_ok)
{
    if (r->is_sub) {
        if (r->sub_id == 0)       /* 3-5 hex digits, but not a valid hook id (§4.1) */
            ERR(c, off, "invalid hook id '%s'", r->name.s);
        else if (!sub_ok)
            ERR(c, off, "subroutine $%s cannot be used as a value", r->name.s);
        else if (r->has_fmt)
            ERR(c, off, "subroutine $%s cannot have a format", r->name.s);
        else if (!hook_defined(c, r->sub_id))
            WARN(c, off, "subroutine $%s is not defined", r->name.s);
        return;
    }
    int bad;
    const trc_predef *p = check_macro_name(c, r->name, off, &bad);
    if (r->has_fmt && !regfmt_valid(&r->fmt))
        ERR(c, r->fmt_span.off, "invalid format code '%.*s'",
            span_len(c, r->fmt_span), span_text(c, r->fmt_span));
    if (!p && !bad)
        scope_read(c, r->name, off);
}

/* Load-time type of a REF value. */
static val_type ref_type(const trc_ref *r)
{
    if (r->has_fmt)
        return (r->fmt.letter == 'A' || r->fmt.letter == 'S') ? VT_STRING : VT_INT;
    const trc_predef *p = trc_predef_find(r->name.s, r->name.len);
    if (p && p->type == TRC_PT_STRING)
        return VT_STRING;
    if (p && p->type == TRC_PT_INT)
        return VT_INT;
    return VT_UNKNOWN;
}

/* Check one expression node whose operands were already checked (types ta, tb);
 * returns its load-time type. */
static val_type check_expr_node(chk *c, const trc_expr *e, val_type ta, val_type tb)
{
    switch (e->kind) {
    case TRC_EX_NUM:
        return VT_INT;
    case TRC_EX_STR:
        return VT_STRING;
    case TRC_EX_REF:
        check_ref(c, &e->ref, e->span.off, 0);
        return ref_type(&e->ref);
    case TRC_EX_CODE:
        check_code(c, &e->code, e->span, POS_EXPR);
        return code_is_string(&e->code) ? VT_STRING : VT_INT;
    case TRC_EX_UNARY:
        if (ta == VT_STRING)
            ERR(c, e->a->span.off, "string operand in arithmetic");
        return VT_INT;
    case TRC_EX_NAME: case TRC_EX_HAS: case TRC_EX_MATCH:   /* --where only (interp/where.c) */
        return VT_UNKNOWN;
    case TRC_EX_BINARY:
        if (e->op != TRC_OP_EQ && e->op != TRC_OP_NE) {
            if (ta == VT_STRING)
                ERR(c, e->a->span.off, "string operand in arithmetic");
            if (tb == VT_STRING)
                ERR(c, e->b->span.off, "string operand in arithmetic");
        }
        return VT_INT;
    }
    return VT_UNKNOWN;
}

/* Check an expression; returns its load-time type.  Iterative (explicit stacks), so a
 * chain of 100000 operators cannot exhaust the C stack. */
static val_type check_expr(chk *c, const trc_expr *root)
{
    if (!root)
        return VT_UNKNOWN;
    /* pass 1: nodes in (root, right, left) pre-order; reversed it is the post-order */
    const trc_expr **order = NULL, **todo = NULL;
    uint32_t norder = 0, cap_order = 0, ntodo = 0, cap_todo = 0;
    val_type *vals = NULL, result = VT_UNKNOWN;
    uint32_t nvals = 0, cap_vals = 0;
    void *p;
    if (!(p = grow(todo, &cap_todo, 1, sizeof *todo)))
        goto oom;
    todo = p;
    todo[ntodo++] = root;
    while (ntodo > 0) {
        const trc_expr *e = todo[--ntodo];
        if (!(p = grow(order, &cap_order, norder + 1, sizeof *order)))
            goto oom;
        order = p;
        if (!(p = grow(todo, &cap_todo, ntodo + 2, sizeof *todo)))
            goto oom;
        todo = p;
        order[norder++] = e;
        if ((e->kind == TRC_EX_UNARY || e->kind == TRC_EX_BINARY) && e->a)
            todo[ntodo++] = e->a;
        if (e->kind == TRC_EX_BINARY && e->b)
            todo[ntodo++] = e->b;
    }
    /* pass 2: evaluate types bottom-up, left operand before right */
    for (uint32_t i = norder; i-- > 0;) {
        const trc_expr *e = order[i];
        val_type ta = VT_UNKNOWN, tb = VT_UNKNOWN;
        if (e->kind == TRC_EX_BINARY && e->b && nvals > 0)
            tb = vals[--nvals];
        if ((e->kind == TRC_EX_UNARY || e->kind == TRC_EX_BINARY) && e->a && nvals > 0)
            ta = vals[--nvals];
        if (!(p = grow(vals, &cap_vals, nvals + 1, sizeof *vals)))
            goto oom;
        vals = p;
        vals[nvals++] = check_expr_node(c, e, ta, tb);
    }
    result = nvals > 0 ? vals[nvals - 1] : VT_UNKNOWN;
    goto done;
oom:
    c->oom = 1;
done:
    free(order);
    free(todo);
    free(vals);
    return result;
}

/* Check a declaration or assignment target `$name` at `off`. */
static void check_target(chk *c, trc_str name, uint32_t off)
{
    const trc_predef *p = trc_predef_find(name.s, name.len);
    if (p) {
        if (!p->assignable)
            ERR(c, off, "macro $%s is read-only", name.s);
        return;
    }
    if (is_sub_name(name)) {
        ERR(c, off, "$%s is a subroutine name, not a macro", name.s);
        return;
    }
    if (starts_with_digit(name)) {
        ERR(c, off, "macro name $%s starts with a digit", name.s);
        return;
    }
    scope_target(c, name, off);
}

/* Check a SWITCH/BITFLAGS subject. */
static void check_subject(chk *c, const trc_subject *s)
{
    if (!s->is_ref) {
        check_code(c, &s->code, s->span, POS_SUBJECT);
        return;
    }
    check_ref(c, &s->ref, s->span.off, 0);
    if (s->ref.has_fmt && s->ref.fmt.letter == 'F' && regfmt_valid(&s->ref.fmt))
        ERR(c, s->ref.fmt_span.off - 1, "float subject '%%%.*s' not allowed",
            span_len(c, s->ref.fmt_span), span_text(c, s->ref.fmt_span));
}

/* File offset of the byte that pcre2 error offset `eoff` (a pattern byte index) refers
 * to, for a regex written at `sp` (`/` ... `/`, where `\/` stands for one `/`). */
static uint32_t regex_offset(const chk *c, trc_span sp, size_t eoff)
{
    uint32_t s = sp.off + 1;
    uint32_t end = sp.len >= 1 ? sp.off + sp.len - 1 : sp.off; /* the closing slash */
    if (end > c->f->src_len)
        end = (uint32_t)c->f->src_len;
    for (size_t i = 0; i < eoff && s < end; i++) {
        if (c->f->src[s] == '\\' && s + 1 < end && c->f->src[s + 1] == '/')
            s += 2;
        else
            s += 1;
    }
    return s;
}

/* Compile a regex case with pcre2 (no options); report compile errors. */
static void check_regex(chk *c, const trc_case *k)
{
    int err = 0;
    PCRE2_SIZE eoff = 0;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)k->text.s, k->text.len, 0, &err, &eoff, NULL);
    if (re) {
        pcre2_code_free(re);
        return;
    }
    PCRE2_UCHAR msg[256];
    if (pcre2_get_error_message(err, msg, sizeof msg) < 0)
        strcpy((char *)msg, "unknown error");
    ERR(c, regex_offset(c, k->span, eoff), "regex: %s", (const char *)msg);
}

/* Check a SWITCH descriptor. */
static void check_switch(chk *c, const trc_switch *sw)
{
    check_subject(c, &sw->subject);
    subj_info si = subject_info(&sw->subject);
    if (sw->has_mask && si.type != VT_STRING && !value_parses(sw->mask, si.base, 0))
        WARN(c, sw->mask_span.off, "mask '%s' is not a base-%d number", sw->mask.s, si.base);
    for (uint32_t i = 0; i < sw->ncases; i++) {
        const trc_case *k = &sw->cases[i];
        switch (k->kind) {
        case TRC_CASE_WORD:
            if (si.type == VT_INT && !value_parses(k->text, si.base, si.neg))
                WARN(c, k->span.off, "case value '%s' is not a base-%d number, never matches",
                     k->text.s, si.base);
            break;
        case TRC_CASE_REGEX:
            check_regex(c, k);
            if (si.type == VT_INT)
                WARN(c, k->span.off, "regex case on a numeric subject");
            break;
        case TRC_CASE_STRING:
        case TRC_CASE_STAR:
            break;
        }
        check_desc(c, k->body);
    }
}

/* Check a BITFLAGS flag text. */
static void check_flagtext(chk *c, const trc_flagtext *t)
{
    if (t->present && t->is_ref)
        check_ref(c, &t->ref, t->span.off, 0);
}

/* Check a BITFLAGS descriptor. */
static void check_bitflags(chk *c, const trc_bitflags *bf)
{
    check_subject(c, &bf->subject);
    subj_info si = subject_info(&bf->subject);
    for (uint32_t i = 0; i < bf->nflags; i++) {
        const trc_flag *fl = &bf->flags[i];
        if (fl->is_mask && !value_parses(fl->mask, si.base, 0))
            WARN(c, fl->mask_span.off, "mask '%s' is not a base-%d number", fl->mask.s, si.base);
        if (!value_parses(fl->value, si.base, si.neg))
            WARN(c, fl->value_span.off, "flag value '%s' is not a base-%d number",
                 fl->value.s, si.base);
        check_flagtext(c, &fl->text);
        check_flagtext(c, &fl->false_text);
    }
}

/* Check a LOOP descriptor. */
static void check_loop(chk *c, const trc_loop *lp)
{
    switch (lp->kind) {
    case TRC_LOOP_CODE:
        check_code(c, &lp->code, lp->count_span, POS_LOOP);
        break;
    case TRC_LOOP_REF:
        check_ref(c, &lp->ref, lp->count_span.off, 0);
        break;
    case TRC_LOOP_NUM:
        break;
    }
    check_seq(c, &lp->body);
}

/* Check a CALL descriptor (builtin, user function or literal text). */
static void check_call(chk *c, const trc_desc *d)
{
    const trc_call *call = &d->u.call;
    const trc_builtin *b = trc_builtin_find(call->name.s, call->name.len);
    const fundef_ref *fr = b ? NULL : fun_find(c, call->name);
    if (!b && !fr) {
        WARN(c, d->span.off, "unknown function %s, printed literally", call->name.s);
        return;
    }
    if (b ? (call->nargs < b->min_args || call->nargs > b->max_args)
          : call->nargs > fr->def->nparams)
        ERR(c, d->span.off, "wrong number of arguments to %s", call->name.s);
    for (uint32_t i = 0; i < call->nargs; i++)
        check_expr(c, call->args[i]);
}

/* Offset of a function's name inside its `{{ name(...` statement at `d`. */
static uint32_t fundef_name_off(const chk *c, const trc_desc *d)
{
    uint32_t o = d->span.off, end = d->span.off + d->span.len;
    if (end > c->f->src_len)
        end = (uint32_t)c->f->src_len;
    if (o + 2 <= end && c->f->src[o] == '{' && c->f->src[o + 1] == '{') {
        o += 2;
        while (o < end && (c->f->src[o] == ' ' || c->f->src[o] == '\t'))
            o++;
        return o < end ? o : d->span.off;
    }
    return d->span.off;
}

/* Physical 1-based line of offset `off` in file `f` (for files without a diag context). */
static unsigned line_of(const trc_ast_file *f, uint32_t off)
{
    unsigned line = 1;
    for (uint32_t i = 0; i < off && i < f->src_len; i++)
        line += f->src[i] == '\n';
    return line;
}

/* Check a function definition: its name, parameters and body (own macro scope). */
static void check_fundef(chk *c, const trc_desc *d)
{
    const trc_fundef *fd = &d->u.fundef;
    uint32_t noff = fundef_name_off(c, d);
    if (trc_builtin_find(fd->name.s, fd->name.len)) {
        ERR(c, noff, "function %s has the name of a builtin", fd->name.s);
    } else {
        const fundef_ref *first = fun_first(c, fd->name);
        if (first && first->def != fd) {
            if (first->file == c->f)
                WARN(c, noff, "function %s redefined (first defined at line %u)",
                     fd->name.s, (unsigned)first->line);
            else
                WARN(c, noff, "function %s redefined (first defined at %s:%u)", fd->name.s,
                     first->file->path ? first->file->path : "?", line_of(first->file,
                     first->desc->span.off));
        }
    }
    scope fs;
    memset(&fs, 0, sizeof fs);
    scope *outer = c->sc;
    c->sc = &fs;
    for (uint32_t i = 0; i < fd->nparams; i++) {
        uint32_t poff = fd->param_spans ? fd->param_spans[i].off : d->span.off;
        trc_str p = fd->params[i];
        if (is_sub_name(p))
            ERR(c, poff, "$%s is a subroutine name, not a macro", p.s);
        else if (starts_with_digit(p))
            ERR(c, poff, "macro name $%s starts with a digit", p.s);
        else if (trc_predef_find(p.s, p.len))
            ERR(c, poff, "parameter $%s hides a predefined macro", p.s);
        else
            scope_target(c, p, poff);
    }
    check_seq(c, &fd->body);
    scope_close(c, &fs);
    c->sc = outer;
}

/* Check one descriptor. */
static void check_desc(chk *c, const trc_desc *d)
{
    if (!d || c->oom)
        return;
    switch (d->kind) {
    case TRC_D_CODE:
        check_code(c, &d->u.code, d->span, POS_DESC);
        break;
    case TRC_D_REF:
        check_ref(c, &d->u.ref, d->span.off, 1);
        break;
    case TRC_D_CALL:
        check_call(c, d);
        break;
    case TRC_D_BQSTRING:
        for (uint32_t i = 0; i < d->u.bq.nparts; i++) {
            const trc_bqpart *p = &d->u.bq.parts[i];
            if (p->kind == TRC_BQ_CODE)
                check_code(c, &p->code, p->span, POS_BQ);
            else if (p->kind == TRC_BQ_REF && !p->ref.is_sub)
                check_ref(c, &p->ref, p->span.off, 0);
        }
        break;
    case TRC_D_LEVEL:
        if (d->u.level == TRC_LEVEL_BAD)
            ERR(c, d->span.off, "unknown level '%.*s'", span_len(c, d->span),
                span_text(c, d->span));
        break;
    case TRC_D_BLOCK:
        check_seq(c, &d->u.body);
        break;
    case TRC_D_DECL:
        check_target(c, d->u.stmt.name, d->u.stmt.name_span.off);
        break;
    case TRC_D_ASSIGN:
        /* the value is evaluated before the target is assigned */
        check_expr(c, d->u.stmt.expr);
        check_target(c, d->u.stmt.name, d->u.stmt.name_span.off);
        break;
    case TRC_D_FUNDEF:
        check_fundef(c, d);
        break;
    case TRC_D_SWITCH:
        check_switch(c, &d->u.sw);
        break;
    case TRC_D_LOOP:
        check_loop(c, &d->u.loop);
        break;
    case TRC_D_BITFLAGS:
        check_bitflags(c, &d->u.bf);
        break;
    case TRC_D_STRING: case TRC_D_WORD: case TRC_D_COMMA: case TRC_D_AMP:
    case TRC_D_TAB: case TRC_D_NL:
        break;
    }
}

/* Check a descriptor sequence. */
static void check_seq(chk *c, const trc_seq *seq)
{
    for (uint32_t i = 0; i < seq->n; i++)
        check_desc(c, seq->v[i]);
}

/* A stanza's hook id and index, for finding duplicates by sorting. */
typedef struct hook_idx {
    uint32_t hook;   /* canonical hook id */
    uint32_t idx;    /* index in f->stanzas */
} hook_idx;

/* Order by hook id, then by position in the file. */
static int cmp_hook_idx(const void *pa, const void *pb)
{
    const hook_idx *a = pa, *b = pb;
    if (a->hook != b->hook)
        return a->hook < b->hook ? -1 : 1;
    return a->idx < b->idx ? -1 : a->idx > b->idx;
}

/* Fill c->first_def for the stanzas of c->f (O(n log n)); `-` lines define nothing. */
static void find_duplicates(chk *c)
{
    uint32_t n = c->f->nstanzas;
    if (n == 0)
        return;
    c->first_def = malloc((size_t)n * sizeof *c->first_def);
    hook_idx *v = malloc((size_t)n * sizeof *v);
    if (!c->first_def || !v) {
        free(c->first_def);
        c->first_def = NULL;
        free(v);
        return;                     /* no duplicate warnings, other checks go on */
    }
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        c->first_def[i] = i;
        if (c->f->stanzas[i]->kind != TRC_LINE_DELETE) {
            v[m].hook = c->f->stanzas[i]->hook;
            v[m].idx = i;
            m++;
        }
    }
    qsort(v, m, sizeof *v, cmp_hook_idx);
    for (uint32_t i = 1; i < m; i++)
        if (v[i].hook == v[i - 1].hook)
            c->first_def[v[i].idx] = c->first_def[v[i - 1].idx];
    free(v);
}

/* Check one stanza or update line of c->f (index `idx`, for the duplicate check). */
static void check_stanza(chk *c, trc_stanza *st, uint32_t idx)
{
    c->cur = st;
    if (st->kind == TRC_LINE_DELETE) {
        if (!(c->flags & TRC_CHECK_UPDATE))
            WARN(c, st->span.off, "'-' line ignored outside trcupdate");
        c->cur = NULL;
        return;
    }
    if (c->first_def && c->first_def[idx] != idx) {
        const trc_stanza *o = c->f->stanzas[c->first_def[idx]];
        WARN(c, st->hook_span.off, "hook %.*s redefined (first defined at line %u)",
             span_len(c, st->hook_span), span_text(c, st->hook_span), (unsigned)o->line);
    }
    if (st->level == TRC_LEVEL_BAD)
        ERR(c, st->level_span.off, "unknown level '%.*s'", span_len(c, st->level_span),
            span_text(c, st->level_span));
    scope ts;
    memset(&ts, 0, sizeof ts);
    c->sc = &ts;
    check_seq(c, &st->body);
    scope_close(c, &ts);
    c->sc = NULL;
    c->cur = NULL;
}

/* Fill c->hooks (sorted) and c->funs from the files of a set, plus `extra` when it is not
 * among them; diags[i] (may be NULL) gives the line numbers of set[i]'s functions. */
static void build_tables(chk *c, trc_ast_file *const *set, unsigned nset, trc_diag *const *diags,
                         trc_ast_file *extra)
{
    int extra_in_set = extra == NULL;
    size_t total = 0;
    for (unsigned i = 0; i < nset; i++) {
        if (!set[i])
            continue;
        total += set[i]->nstanzas;
        extra_in_set |= set[i] == extra;
    }
    if (!extra_in_set)
        total += extra->nstanzas;
    c->hooks = malloc((total ? total : 1) * sizeof *c->hooks);
    if (!c->hooks) {
        c->oom = 1;
        return;
    }
    for (unsigned i = 0; i < nset; i++) {
        if (!set[i])
            continue;
        c->line_diag = diags ? diags[i] : NULL;
        collect_file(c, set[i]);
    }
    c->line_diag = NULL;
    if (!extra_in_set)
        collect_file(c, extra);
    qsort(c->hooks, c->nhooks, sizeof *c->hooks, cmp_u32);
}

/* Check the stanzas of f against the tables in c; returns the errors reported. */
static unsigned check_file(chk *c, trc_ast_file *f, trc_diag *diag, unsigned flags)
{
    c->f = f;
    c->diag = diag;
    c->flags = flags;
    c->nerr = 0;
    c->stop = 0;
    c->cur = NULL;
    c->first_def = NULL;
    if (!c->oom)
        find_duplicates(c);
    if (!c->oom)
        for (uint32_t i = 0; i < f->nstanzas; i++)
            check_stanza(c, f->stanzas[i], i);
    free(c->first_def);
    c->first_def = NULL;
    return c->nerr;
}

unsigned trc_check(trc_ast_file *f, trc_ast_file *const *set, unsigned nset,
                   trc_diag *diag, unsigned flags)
{
    chk c;
    memset(&c, 0, sizeof c);
    if (!f)
        return 0;
    c.f = f;
    c.diag = diag;
    build_tables(&c, set, nset, NULL, f);
    unsigned n = check_file(&c, f, diag, flags);
    free(c.hooks);
    free(c.funs);
    return n;
}

unsigned trc_check_set(trc_ast_file *const *set, unsigned nset, trc_diag *const *diags,
                       unsigned flags)
{
    chk c;
    memset(&c, 0, sizeof c);
    build_tables(&c, set, nset, diags, NULL);
    unsigned n = 0;
    for (unsigned i = 0; i < nset; i++)
        if (set[i] && !trc_diag_full(diags[i]))
            n += check_file(&c, set[i], diags[i], flags);
    free(c.hooks);
    free(c.funs);
    return n;
}
