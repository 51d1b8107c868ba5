/* check.c -- owns the semantic check pass (docs/ref/language.md §14.1): every load-time error and
 * warning that needs no trace and that the parser does not report itself.
 *
 * The checker walks the AST only (it never re-scans template text, except to copy the
 * source text of a span into a message and to map a pcre2 error offset back to the file).
 * It is reentrant: all state lives in a `chk` context on the stack (interp/checkint.h;
 * diagnostics, macro scopes and the set's tables are in interp/check_tables.c), scratch
 * arrays are malloc'ed and freed before trc_check returns, pcre2 code is compiled and freed
 * per regex.
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
#include "interp/checkint.h"
#include "interp/swvalue.h"
#include "interp/builtins_table.h"
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

/* ---- format codes (docs/ref/language.md §6.2, §7) ----------------------------------------- */

/* True when code `k` has valid parameters as a descriptor/expression code (§6.2). */
static int code_valid(const trc_code *k)
{
    uint64_t m = k->m, n = k->n;
    if (k->big) return 0;   /* an operand >= 2^32 (docs/language.md, "Operand limits") */
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
    if (k->big) return 0;   /* an operand >= 2^32 (docs/language.md, "Operand limits") */
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
        ERR(c, sp.off, "invalid format code '%.*s'", trc_chk_span_len(c, sp), trc_chk_span_text(c, sp));
        return;
    }
    if (pos == POS_SUBJECT && k->letter == 'F') {
        ERR(c, sp.off, "float subject '%.*s' not allowed", trc_chk_span_len(c, sp), trc_chk_span_text(c, sp));
        return;
    }
    if ((pos == POS_SUBJECT || pos == POS_LOOP || pos == POS_EXPR) && code_has_no_value(k))
        ERR(c, sp.off, "format code '%.*s' yields no value", trc_chk_span_len(c, sp), trc_chk_span_text(c, sp));
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
    if (trc_chk_starts_digit(name) && !trc_chk_is_sub_name(name)) {
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
        else if (!trc_chk_hook_defined(c, r->sub_id))
            WARN(c, off, "subroutine $%s is not defined", r->name.s);
        return;
    }
    int bad;
    const trc_predef *p = check_macro_name(c, r->name, off, &bad);
    if (r->has_fmt && !regfmt_valid(&r->fmt))
        ERR(c, r->fmt_span.off, "invalid format code '%.*s'",
            trc_chk_span_len(c, r->fmt_span), trc_chk_span_text(c, r->fmt_span));
    if (!p && !bad)
        trc_chk_scope_read(c, r->name, off);
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
    if (!(p = trc_chk_grow(todo, &cap_todo, 1, sizeof *todo)))
        goto oom;
    todo = p;
    todo[ntodo++] = root;
    while (ntodo > 0) {
        const trc_expr *e = todo[--ntodo];
        if (!(p = trc_chk_grow(order, &cap_order, norder + 1, sizeof *order)))
            goto oom;
        order = p;
        if (!(p = trc_chk_grow(todo, &cap_todo, ntodo + 2, sizeof *todo)))
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
        if (!(p = trc_chk_grow(vals, &cap_vals, nvals + 1, sizeof *vals)))
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
    if (trc_chk_is_sub_name(name)) {
        ERR(c, off, "$%s is a subroutine name, not a macro", name.s);
        return;
    }
    if (trc_chk_starts_digit(name)) {
        ERR(c, off, "macro name $%s starts with a digit", name.s);
        return;
    }
    trc_chk_scope_target(c, name, off);
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
            trc_chk_span_len(c, s->ref.fmt_span), trc_chk_span_text(c, s->ref.fmt_span));
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
    const fundef_ref *fr = b ? NULL : trc_chk_fun_find(c, call->name);
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
        const fundef_ref *first = trc_chk_fun_first(c, fd->name);
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
        if (trc_chk_is_sub_name(p))
            ERR(c, poff, "$%s is a subroutine name, not a macro", p.s);
        else if (trc_chk_starts_digit(p))
            ERR(c, poff, "macro name $%s starts with a digit", p.s);
        else if (trc_predef_find(p.s, p.len))
            ERR(c, poff, "parameter $%s hides a predefined macro", p.s);
        else
            trc_chk_scope_target(c, p, poff);
    }
    check_seq(c, &fd->body);
    trc_chk_scope_close(c, &fs);
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
            ERR(c, d->span.off, "unknown level '%.*s'", trc_chk_span_len(c, d->span),
                trc_chk_span_text(c, d->span));
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

/* 1 when a literal word has the shape of a format code that is not one (docs/language.md,
 * "Likely typos"): a code letter (or HB, HT, Z) and digits, `.digits` optional, that the
 * lexer did not take as a code: `Z9`, `HB2`, `X4.2`. */
static int near_code(const char *s, size_t n)
{
    size_t i = n >= 2 && s[0] == 'H' && (s[1] == 'B' || s[1] == 'T') ? 2
             : n >= 1 && strchr("GOABRWXDUoFTEPSZ", s[0]) && s[0] ? 1 : 0;
    if (i == 0 || i == n || s[i] < '0' || s[i] > '9') return 0;
    while (i < n && s[i] >= '0' && s[i] <= '9') i++;
    if (i < n && s[i] == '.') {
        if (++i == n) return 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') i++;
    }
    return i == n;
}

/* Check a descriptor sequence; literal words that are likely typos get a warning. */
static void check_seq(chk *c, const trc_seq *seq)
{
    int lt_block = 0;   /* a << >> block came before in this sequence */
    for (uint32_t i = 0; i < seq->n; i++) {
        const trc_desc *d = seq->v[i];
        check_desc(c, d);
        if (!d) continue;
        const char *s = trc_chk_span_text(c, d->span);
        int n = trc_chk_span_len(c, d->span);
        if (d->kind == TRC_D_WORD && near_code(s, (size_t)n))
            WARN(c, d->span.off, "'%.*s' is not a format code, so it prints as text", n, s);
        else if (d->kind == TRC_D_WORD && lt_block && n == 2 && memcmp(s, ">>", 2) == 0)
            WARN(c, d->span.off, "'>>' after a closed << >> block prints as text");
        if ((d->kind == TRC_D_ASSIGN || d->kind == TRC_D_DECL) && n >= 2 && memcmp(s, "<<", 2) == 0)
            lt_block = 1;
    }
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
             trc_chk_span_len(c, st->hook_span), trc_chk_span_text(c, st->hook_span), (unsigned)o->line);
    }
    if (st->level == TRC_LEVEL_BAD)
        ERR(c, st->level_span.off, "unknown level '%.*s'", trc_chk_span_len(c, st->level_span),
            trc_chk_span_text(c, st->level_span));
    scope ts;
    memset(&ts, 0, sizeof ts);
    c->sc = &ts;
    check_seq(c, &st->body);
    trc_chk_scope_close(c, &ts);
    c->sc = NULL;
    c->cur = NULL;
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
        trc_chk_find_duplicates(c);
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
    c.flags = flags;
    c.update = (flags & TRC_CHECK_UPDATE) != 0;
    trc_chk_build_tables(&c, set, nset, NULL, f);
    unsigned n = check_file(&c, f, diag, flags);
    free(c.hooks);
    free(c.funs);
    free(c.gone);
    return n;
}

unsigned trc_check_set(trc_ast_file *const *set, unsigned nset, trc_diag *const *diags,
                       unsigned flags)
{
    chk c;
    memset(&c, 0, sizeof c);
    trc_chk_build_tables(&c, set, nset, diags, NULL);
    unsigned n = 0;
    for (unsigned i = 0; i < nset; i++)
        if (set[i] && !trc_diag_full(diags[i]))
            n += check_file(&c, set[i], diags[i], flags);
    free(c.hooks);
    free(c.funs);
    return n;
}
