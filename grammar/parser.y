/* parser.y -- the pure bison parser of one logical line (docs/ref/language.md §3).
 *
 * Input: tokens of grammar/lexer.l (header tokens already classified).  Output: one
 * trc_stanza in pc->result.  Actions only build nodes; semantic checks belong to
 * interp/check.c.  The first error of a line aborts its parse (the driver goes on with
 * the next logical line); the custom error reporter maps parser states to the message
 * texts of §14.1 (the MARK_* tokens are never produced by the scanner: they only make the
 * expected-token set tell which kind of value was expected).
 *
 * Conflicts resolved by precedence (all intended, %expect 0 counts the rest):
 *  - a code/REF followed by `,` or `&` starts a SWITCH (shift) rather than being an item;
 *  - a `,` after a SWITCH case / BITFLAGS entry continues the list (shift);
 *  - the optional false text of a BITFLAGS entry is taken greedily (shift). */

%code top {
#include <stdlib.h>
#include <string.h>
}

%code requires {
#include "grammar/gram.h"
#ifndef YY_TYPEDEF_YY_SCANNER_T
#define YY_TYPEDEF_YY_SCANNER_T
typedef void *yyscan_t;
#endif
#define YYLLOC_DEFAULT(Cur, Rhs, N) do {                                   \
        if (N) { (Cur).lo = YYRHSLOC(Rhs, 1).lo; (Cur).hi = YYRHSLOC(Rhs, N).hi; } \
        else { (Cur).lo = (Cur).hi = YYRHSLOC(Rhs, 0).hi; }                 \
    } while (0)
}

%code provides {
/* The scanner (grammar/lexer.l). */
int tgram_lex(TGRAM_STYPE *lv, TGRAM_LTYPE *loc, yyscan_t sc);
}

%code {
static void tgram_error(TGRAM_LTYPE *loc, yyscan_t sc, tgram_ctx *pc, const char *msg);
static trc_desc *tok_desc(tgram_ctx *pc, trc_desc_kind k, const tgram_tok *t, const TGRAM_LTYPE *l);
static trc_desc *subj_desc(tgram_ctx *pc, const trc_subject *s, const TGRAM_LTYPE *l);
static trc_flagtext *ftext_of(tgram_ctx *pc, const tgram_tok *t, const TGRAM_LTYPE *l, int is_ref);
static trc_case case_of(tgram_ctx *pc, trc_case_kind k, const tgram_tok *t, const TGRAM_LTYPE *l);
static trc_expr *binop(tgram_ctx *pc, int op, trc_expr *a, trc_expr *b, const TGRAM_LTYPE *l);
}

%define api.pure full
%define api.prefix {tgram_}
%define api.value.type {tgram_val}
%define api.location.type {tgram_loc}
%define parse.error custom
%define parse.lac full
%locations
%expect 0
%param {yyscan_t scanner}
%parse-param {tgram_ctx *pc}

%token <tok> HOOK "hook id" VERSIONTOK "version" HLEVEL "header level" LABEL "label"
%token <tok> WORD "word" CODE "format code" LEVEL "level" LOOP "LOOP" BITFLAGS "BITFLAGS"
%token <tok> DQSTRING "string" SQSTRING "'string'" BQSTRING "back-quoted string"
%token <tok> REF "$name" CALL_OPEN "function call" CALL_CLOSE "')' closing the call"
%token <tok> STMT_BEGIN "'{{'" STMT_END "'}}'" LBRACE "'{'" RBRACE "'}'" COMMA "','" AMP "'&'"
%token <tok> TAB "'\\t'" NL "'\\n'" STAR "'\\*'" REGEX "regex"
%token <tok> NUMBER "number" STRING "string constant" BADWORD "invalid token"
%token <tok> FUNDEF "function definition" PARAM "parameter" PARAMS_END "closing ')'"
%token <tok> SHL "'<<'" SHR "'>>'" LE "'<='" GE "'>='" EQ "'=='" NE "'!='"
%token MARK_CASE "case value" MARK_FLAG "flag value" MARK_MASK "mask value" MARK_COUNT "loop count"
%token MARK_BODY "case body" MARK_FTEXT "flag text"
/* --where predicates only (the scanner produces these only in its WHERE condition) */
%token WHERE_START "start of a predicate"
%token <tok> NAME "name" HAS "has" LAND "'&&'" LOR "'||'" MATCH "'=~'" NMATCH "'!~'"

%precedence LOWEST
%precedence COMMA AMP DQSTRING SQSTRING WORD CODE REF
%left LOR
%left LAND
%left '|'
%left '^'
%left '&'
%left EQ NE MATCH NMATCH
%left '<' LE '>' GE
%left SHL SHR
%left '+' '-'
%left '*' '/' '%'
%precedence UNARY

%type <stanza> stanza
%type <tok> hlevel label mask fvalue lcount
%type <seq> body
%type <desc> desc item switch loop bitflags block stmt cbody
%type <subj> subj
%type <cases> cases
%type <cas> case cvalue
%type <flags> flags
%type <flag> flag
%type <ftext> ftext
%type <expr> expr
%type <args> args alist
%type <params> params plist

%start top

%%

top
    : stanza
    | WHERE_START expr { pc->where_result = $2; }
    ;

stanza
    : HOOK VERSIONTOK hlevel label body {
        trc_stanza *st = tg_alloc(pc, sizeof *st);
        st->kind = TRC_LINE_STANZA;
        st->hook = $1.hook;
        st->hook_text = $1.text;
        st->hook_span = tg_span(pc, @1.lo, @1.hi);
        st->ver_major = $2.vmaj;
        st->ver_minor = $2.vmin;
        st->ver_span = tg_span(pc, @2.lo, @2.hi);
        st->level = $3.level;
        st->level_span = tg_span(pc, @3.lo, @3.hi);
        if ($4.text.s) {
            st->has_label = 1;
            st->label = $4.text;
            st->label_span = tg_span(pc, @4.lo, @4.hi);
        }
        st->body = $5;
        pc->result = st;
        $$ = st;
    }
    ;

hlevel
    : %empty    { memset(&$$, 0, sizeof $$); $$.level = TRC_LEVEL_NONE; }
    | HLEVEL    { $$ = $1; }
    ;

label
    : %empty    { memset(&$$, 0, sizeof $$); }
    | LABEL     { $$ = $1; }
    ;

body
    : %empty    { $$.v = NULL; $$.n = 0; }
    | body desc { $$ = $1; tg_seq_add(pc, &$$, $2); tg_note_subject_gap(pc, &$$); }
    ;

desc
    : subj %prec LOWEST { $$ = subj_desc(pc, &$1, &@1); }
    | item
    | switch
    | loop
    | bitflags
    | block
    | stmt
    ;

subj
    : CODE {
        memset(&$$, 0, sizeof $$);
        $$.code = $1.code;
        $$.span = tg_span(pc, @1.lo, @1.hi);
    }
    | REF {
        memset(&$$, 0, sizeof $$);
        $$.is_ref = 1;
        $$.ref = $1.ref;
        $$.span = tg_span(pc, @1.lo, @1.hi);
    }
    ;

item
    : DQSTRING  { $$ = tok_desc(pc, TRC_D_STRING, &$1, &@1); }
    | SQSTRING  { $$ = tok_desc(pc, TRC_D_STRING, &$1, &@1); }
    | BQSTRING  { $$ = tok_desc(pc, TRC_D_BQSTRING, &$1, &@1); }
    | WORD      { $$ = tok_desc(pc, TRC_D_WORD, &$1, &@1); }
    | COMMA     { $$ = tok_desc(pc, TRC_D_COMMA, &$1, &@1); }
    | AMP       { $$ = tok_desc(pc, TRC_D_AMP, &$1, &@1); }
    | TAB       { $$ = tok_desc(pc, TRC_D_TAB, &$1, &@1); }
    | NL        { $$ = tok_desc(pc, TRC_D_NL, &$1, &@1); }
    | LEVEL     { $$ = tok_desc(pc, TRC_D_LEVEL, &$1, &@1); }
    | CALL_OPEN args CALL_CLOSE {
        $$ = tg_desc(pc, TRC_D_CALL, @$.lo, @$.hi);
        $$->u.call.name = $1.text;
        $$->u.call.args = $2.v;
        $$->u.call.nargs = $2.n;
        $$->u.call.raw = tg_str(pc, pc->ll->text + @$.lo, @$.hi - @$.lo);
    }
    ;

args
    : %empty    { $$.v = NULL; $$.n = 0; }
    | alist
    ;

alist
    : expr {
        $$.v = NULL; $$.n = 0;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.v[$$.n++] = $1;
    }
    | alist ',' expr {
        $$ = $1;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.v[$$.n++] = $3;
    }
    ;

block
    : LBRACE body RBRACE {
        $$ = tg_desc(pc, TRC_D_BLOCK, @$.lo, @$.hi);
        $$->u.body = $2;
    }
    ;

switch
    : subj COMMA cases %prec LOWEST {
        $$ = tg_desc(pc, TRC_D_SWITCH, @$.lo, @$.hi);
        $$->u.sw.subject = $1;
        $$->u.sw.cases = $3.v;
        $$->u.sw.ncases = $3.n;
    }
    | subj AMP mask COMMA cases %prec LOWEST {
        $$ = tg_desc(pc, TRC_D_SWITCH, @$.lo, @$.hi);
        $$->u.sw.subject = $1;
        $$->u.sw.has_mask = 1;
        $$->u.sw.mask = $3.text;
        $$->u.sw.mask_span = tg_span(pc, @3.lo, @3.hi);
        $$->u.sw.cases = $5.v;
        $$->u.sw.ncases = $5.n;
    }
    ;

mask
    : WORD
    | CODE
    | MARK_MASK { memset(&$$, 0, sizeof $$); }
    ;

cases
    : case {
        $$.v = NULL; $$.n = 0;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.v[$$.n++] = $1;
    }
    | cases COMMA case {
        $$ = $1;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.v[$$.n++] = $3;
    }
    ;

case
    : cvalue cbody { $$ = $1; $$.body = $2; }
    ;

cvalue
    : WORD      { $$ = case_of(pc, TRC_CASE_WORD, &$1, &@1); }
    | CODE      { $$ = case_of(pc, TRC_CASE_WORD, &$1, &@1); }
    | DQSTRING  { $$ = case_of(pc, TRC_CASE_STRING, &$1, &@1); }
    | SQSTRING  { $$ = case_of(pc, TRC_CASE_STRING, &$1, &@1); }
    | REGEX     { $$ = case_of(pc, TRC_CASE_REGEX, &$1, &@1); }
    | STAR      { $$ = case_of(pc, TRC_CASE_STAR, &$1, &@1); }
    | MARK_CASE { memset(&$$, 0, sizeof $$); }
    ;

cbody
    : subj      { $$ = subj_desc(pc, &$1, &@1); }
    | item
    | loop
    | block
    | stmt
    | MARK_BODY { $$ = NULL; }
    ;

loop
    : LOOP lcount block {
        $$ = tg_desc(pc, TRC_D_LOOP, @$.lo, @$.hi);
        trc_loop *lp = &$$->u.loop;
        lp->count_span = tg_span(pc, @2.lo, @2.hi);
        lp->body = $3->u.body;
        if ($2.quote == 'C') { lp->kind = TRC_LOOP_CODE; lp->code = $2.code; }
        else if ($2.quote == 'R') { lp->kind = TRC_LOOP_REF; lp->ref = $2.ref; }
        else { lp->kind = TRC_LOOP_NUM; lp->num = $2.num; }
    }
    ;

lcount
    : CODE      { $$ = $1; $$.quote = 'C'; }
    | REF       { $$ = $1; $$.quote = 'R'; }
    | WORD {
        $$ = $1;
        $$.quote = 'N';
        if (tg_number($1.text.s, $1.text.len, &$$.num) != 0) {
            tg_error(pc, @1.lo, "invalid loop count '%s'", $1.text.s);
            YYABORT;
        }
    }
    | MARK_COUNT { memset(&$$, 0, sizeof $$); }
    ;

bitflags
    : BITFLAGS subj COMMA flags %prec LOWEST {
        $$ = tg_desc(pc, TRC_D_BITFLAGS, @$.lo, @$.hi);
        $$->u.bf.subject = $2;
        $$->u.bf.flags = $4.v;
        $$->u.bf.nflags = $4.n;
    }
    ;

flags
    : flag {
        $$.v = NULL; $$.n = 0;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.v[$$.n++] = *$1;
    }
    | flags COMMA flag {
        $$ = $1;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.v[$$.n++] = *$3;
    }
    ;

flag
    : fvalue ftext %prec LOWEST {
        $$ = tg_alloc(pc, sizeof *$$);
        memset($$, 0, sizeof *$$);
        $$->value = $1.text;
        $$->value_span = tg_span(pc, @1.lo, @1.hi);
        $$->text = *$2;
    }
    | fvalue ftext ftext {
        $$ = tg_alloc(pc, sizeof *$$);
        memset($$, 0, sizeof *$$);
        $$->value = $1.text;
        $$->value_span = tg_span(pc, @1.lo, @1.hi);
        $$->text = *$2;
        $$->false_text = *$3;
    }
    | AMP fvalue fvalue ftext {
        $$ = tg_alloc(pc, sizeof *$$);
        memset($$, 0, sizeof *$$);
        $$->is_mask = 1;
        $$->mask = $2.text;
        $$->mask_span = tg_span(pc, @2.lo, @2.hi);
        $$->value = $3.text;
        $$->value_span = tg_span(pc, @3.lo, @3.hi);
        $$->text = *$4;
    }
    ;

fvalue
    : WORD
    | CODE
    | MARK_FLAG { memset(&$$, 0, sizeof $$); }
    ;

ftext
    : DQSTRING  { $$ = ftext_of(pc, &$1, &@1, 0); }
    | SQSTRING  { $$ = ftext_of(pc, &$1, &@1, 0); }
    | WORD      { $$ = ftext_of(pc, &$1, &@1, 0); }
    | CODE      { $$ = ftext_of(pc, &$1, &@1, 0); }
    | REF       { $$ = ftext_of(pc, &$1, &@1, 1); }
    | MARK_FTEXT { $$ = tg_alloc(pc, sizeof *$$); memset($$, 0, sizeof *$$); }
    ;

stmt
    : STMT_BEGIN REF STMT_END {
        if ($2.ref.has_fmt) { tg_error(pc, @2.lo, "expected $name without format"); YYABORT; }
        $$ = tg_desc(pc, TRC_D_DECL, @$.lo, @$.hi);
        $$->u.stmt.name = $2.ref.name;
        $$->u.stmt.name_span = tg_span(pc, @2.lo, @2.hi);
    }
    | STMT_BEGIN REF '=' expr STMT_END {
        if ($2.ref.has_fmt) { tg_error(pc, @2.lo, "expected $name without format"); YYABORT; }
        $$ = tg_desc(pc, TRC_D_ASSIGN, @$.lo, @$.hi);
        $$->u.stmt.name = $2.ref.name;
        $$->u.stmt.name_span = tg_span(pc, @2.lo, @2.hi);
        $$->u.stmt.expr = $4;
    }
    | STMT_BEGIN FUNDEF params PARAMS_END body STMT_END {
        $$ = tg_desc(pc, TRC_D_FUNDEF, @$.lo, @$.hi);
        $$->u.fundef.name = $2.text;
        $$->u.fundef.params = $3.v;
        $$->u.fundef.param_spans = $3.s;
        $$->u.fundef.nparams = $3.n;
        $$->u.fundef.body = $5;
    }
    ;

params
    : %empty    { $$.v = NULL; $$.s = NULL; $$.n = 0; }
    | plist
    ;

plist
    : PARAM {
        $$.v = NULL; $$.s = NULL; $$.n = 0;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.s = tg_push(pc, $$.s, $$.n, sizeof *$$.s);
        $$.v[$$.n] = $1.text;
        $$.s[$$.n++] = tg_span(pc, @1.lo, @1.hi);
    }
    | plist ',' PARAM {
        $$ = $1;
        $$.v = tg_push(pc, $$.v, $$.n, sizeof *$$.v);
        $$.s = tg_push(pc, $$.s, $$.n, sizeof *$$.s);
        $$.v[$$.n] = $3.text;
        $$.s[$$.n++] = tg_span(pc, @3.lo, @3.hi);
    }
    ;

expr
    : NUMBER    { $$ = tg_expr(pc, TRC_EX_NUM, @$.lo, @$.hi); $$->num = $1.num; }
    | STRING    { $$ = tg_expr(pc, TRC_EX_STR, @$.lo, @$.hi); $$->str = $1.text; }
    | REF       { $$ = tg_expr(pc, TRC_EX_REF, @$.lo, @$.hi); $$->ref = $1.ref; }
    | CODE      { $$ = tg_expr(pc, TRC_EX_CODE, @$.lo, @$.hi); $$->code = $1.code; }
    | '(' expr ')' { $$ = $2; }
    | '-' expr %prec UNARY {
        $$ = tg_expr(pc, TRC_EX_UNARY, @$.lo, @$.hi); $$->op = '-'; $$->a = $2;
    }
    | '~' expr %prec UNARY {
        $$ = tg_expr(pc, TRC_EX_UNARY, @$.lo, @$.hi); $$->op = '~'; $$->a = $2;
    }
    | NAME      { $$ = tg_expr(pc, TRC_EX_NAME, @$.lo, @$.hi); $$->str = $1.text; $$->num = $1.num; $$->op = $1.quote; }
    | HAS '(' NAME ')' {
        $$ = tg_expr(pc, TRC_EX_HAS, @$.lo, @$.hi);
        $$->a = tg_expr(pc, TRC_EX_NAME, @3.lo, @3.hi);
        $$->a->str = $3.text; $$->a->num = $3.num; $$->a->op = $3.quote;
    }
    | '!' expr %prec UNARY {
        $$ = tg_expr(pc, TRC_EX_UNARY, @$.lo, @$.hi); $$->op = '!'; $$->a = $2;
    }
    | expr MATCH REGEX {
        $$ = tg_expr(pc, TRC_EX_MATCH, @$.lo, @$.hi); $$->a = $1; $$->str = $3.text;
        $$->num = tg_span(pc, @3.lo + 1, @3.hi).off;
    }
    | expr NMATCH REGEX {
        $$ = tg_expr(pc, TRC_EX_MATCH, @$.lo, @$.hi); $$->a = $1; $$->str = $3.text; $$->op = 1;
        $$->num = tg_span(pc, @3.lo + 1, @3.hi).off;
    }
    | expr LAND expr { $$ = binop(pc, TRC_OP_LAND, $1, $3, &@$); }
    | expr LOR expr  { $$ = binop(pc, TRC_OP_LOR, $1, $3, &@$); }
    | expr '*' expr { $$ = binop(pc, '*', $1, $3, &@$); }
    | expr '/' expr { $$ = binop(pc, '/', $1, $3, &@$); }
    | expr '%' expr { $$ = binop(pc, '%', $1, $3, &@$); }
    | expr '+' expr { $$ = binop(pc, '+', $1, $3, &@$); }
    | expr '-' expr { $$ = binop(pc, '-', $1, $3, &@$); }
    | expr SHL expr { $$ = binop(pc, TRC_OP_SHL, $1, $3, &@$); }
    | expr SHR expr { $$ = binop(pc, TRC_OP_SHR, $1, $3, &@$); }
    | expr '<' expr { $$ = binop(pc, '<', $1, $3, &@$); }
    | expr LE expr  { $$ = binop(pc, TRC_OP_LE, $1, $3, &@$); }
    | expr '>' expr { $$ = binop(pc, '>', $1, $3, &@$); }
    | expr GE expr  { $$ = binop(pc, TRC_OP_GE, $1, $3, &@$); }
    | expr EQ expr  { $$ = binop(pc, TRC_OP_EQ, $1, $3, &@$); }
    | expr NE expr  { $$ = binop(pc, TRC_OP_NE, $1, $3, &@$); }
    | expr '&' expr { $$ = binop(pc, '&', $1, $3, &@$); }
    | expr '^' expr { $$ = binop(pc, '^', $1, $3, &@$); }
    | expr '|' expr { $$ = binop(pc, '|', $1, $3, &@$); }
    ;

%%

static trc_desc *tok_desc(tgram_ctx *pc, trc_desc_kind k, const tgram_tok *t, const TGRAM_LTYPE *l)
{
    trc_desc *d = tg_desc(pc, k, l->lo, l->hi);
    switch (k) {
    case TRC_D_STRING:
        d->u.lit.text = t->text;
        d->u.lit.quote = t->quote;
        break;
    case TRC_D_WORD:
        d->u.lit.text = t->text;
        break;
    case TRC_D_BQSTRING:
        d->u.bq.parts = t->parts;
        d->u.bq.nparts = t->nparts;
        break;
    case TRC_D_LEVEL:
        d->u.level = t->level;
        break;
    default:
        break;
    }
    return d;
}

static trc_desc *subj_desc(tgram_ctx *pc, const trc_subject *s, const TGRAM_LTYPE *l)
{
    trc_desc *d = tg_desc(pc, s->is_ref ? TRC_D_REF : TRC_D_CODE, l->lo, l->hi);
    if (s->is_ref) d->u.ref = s->ref;
    else d->u.code = s->code;
    return d;
}

static trc_flagtext *ftext_of(tgram_ctx *pc, const tgram_tok *t, const TGRAM_LTYPE *l, int is_ref)
{
    trc_flagtext *f = tg_alloc(pc, sizeof *f);
    memset(f, 0, sizeof *f);
    f->present = 1;
    f->is_ref = (uint8_t)is_ref;
    if (is_ref) f->ref = t->ref;
    else f->text = t->text;
    f->span = tg_span(pc, l->lo, l->hi);
    return f;
}

static trc_case case_of(tgram_ctx *pc, trc_case_kind k, const tgram_tok *t, const TGRAM_LTYPE *l)
{
    trc_case c;
    memset(&c, 0, sizeof c);
    c.kind = k;
    c.text = k == TRC_CASE_STAR ? tg_str(pc, "*", 1) : t->text;
    c.span = tg_span(pc, l->lo, l->hi);
    return c;
}

static trc_expr *binop(tgram_ctx *pc, int op, trc_expr *a, trc_expr *b, const TGRAM_LTYPE *l)
{
    trc_expr *e = tg_expr(pc, TRC_EX_BINARY, l->lo, l->hi);
    e->op = op;
    e->a = a;
    e->b = b;
    return e;
}

static void tgram_error(TGRAM_LTYPE *loc, yyscan_t sc, tgram_ctx *pc, const char *msg)
{
    (void)sc;
    if (strcmp(msg, "memory exhausted") == 0) msg = "nesting too deep";
    tg_error(pc, loc->lo, "%s", msg);
}

/* Readable name of a token for messages: the source text when it has one. */
static void tok_name(trc_buf *b, tgram_ctx *pc, yysymbol_kind_t k, const TGRAM_LTYPE *l)
{
    if (k == YYSYMBOL_YYEOF) { trc_buf_adds(b, "end of line"); return; }
    if (l->hi > l->lo) {
        uint32_t n = l->hi - l->lo;
        trc_buf_addc(b, '\'');
        if (n > 40) { trc_buf_add(b, pc->ll->text + l->lo, 37); trc_buf_adds(b, "..."); }
        else trc_buf_add(b, pc->ll->text + l->lo, n);
        trc_buf_addc(b, '\'');
        return;
    }
    trc_buf_adds(b, yysymbol_name(k));
}

/* 1 for the tokens only the WHERE scanner condition produces. */
static int is_where_token(yysymbol_kind_t k)
{
    return k == YYSYMBOL_WHERE_START || k == YYSYMBOL_NAME || k == YYSYMBOL_HAS
        || k == YYSYMBOL_LAND || k == YYSYMBOL_LOR || k == YYSYMBOL_MATCH
        || k == YYSYMBOL_NMATCH || strcmp(yysymbol_name(k), "'!'") == 0;
}

static int yyreport_syntax_error(const yypcontext_t *ctx, yyscan_t sc, tgram_ctx *pc)
{
    (void)sc;
    yysymbol_kind_t la = yypcontext_token(ctx);
    const TGRAM_LTYPE *loc = yypcontext_location(ctx);
    yysymbol_kind_t exp[YYNTOKENS];
    int n = yypcontext_expected_tokens(ctx, exp, YYNTOKENS);
    if (n < 0) n = 0;
    if (!pc->where) {   /* tokens of --where predicates never appear in templates */
        int k = 0;
        for (int i = 0; i < n; i++)
            if (!is_where_token(exp[i])) exp[k++] = exp[i];
        n = k;
    }
    int has_body = 0, has_ftext = 0, has_eof = 0, has_rparen = 0;
    int has_case = 0, has_flag = 0, has_mask = 0, has_count = 0, has_expr = 0, has_rbrace = 0;
    for (int i = 0; i < n; i++) {
        if (exp[i] == YYSYMBOL_MARK_CASE) has_case = 1;
        if (exp[i] == YYSYMBOL_MARK_FLAG) has_flag = 1;
        if (exp[i] == YYSYMBOL_MARK_MASK) has_mask = 1;
        if (exp[i] == YYSYMBOL_MARK_COUNT) has_count = 1;
        if (exp[i] == YYSYMBOL_MARK_BODY) has_body = 1;
        if (exp[i] == YYSYMBOL_MARK_FTEXT) has_ftext = 1;
        if (exp[i] == YYSYMBOL_NUMBER) has_expr = 1;
        if (exp[i] == YYSYMBOL_RBRACE) has_rbrace = 1;
        if (exp[i] == YYSYMBOL_YYEOF) has_eof = 1;
        if (strcmp(yysymbol_name(exp[i]), "')'") == 0) has_rparen = 1;
    }
    uint32_t at = loc->lo;
    if ((la == YYSYMBOL_STAR || la == YYSYMBOL_REGEX) && pc->subj_gap != UINT32_MAX) {
        pc->failed = 1;   /* the cause is the missing ',' earlier on the line */
        trc_diag_report(pc->diag, TRC_DIAG_ERROR, pc->subj_gap,
                        "expected ',' after the SWITCH subject (its cases follow)");
        return 0;
    }
    if (la == YYSYMBOL_STAR) { tg_error(pc, at, "wildcard outside SWITCH"); return 0; }
    if (la == YYSYMBOL_REGEX) { tg_error(pc, at, "regex outside SWITCH"); return 0; }
    if (has_case) { tg_error(pc, at, "expected case value"); return 0; }
    if (has_flag) { tg_error(pc, at, "expected flag value"); return 0; }
    if (has_mask) { tg_error(pc, at, "expected mask value"); return 0; }
    if (has_body) { tg_error(pc, at, "expected case body"); return 0; }
    if (has_ftext) { tg_error(pc, at, "expected flag text"); return 0; }
    if (has_body) { tg_error(pc, at, "expected case body"); return 0; }
    if (has_ftext) { tg_error(pc, at, "expected flag text"); return 0; }
    if (has_count) { tg_error(pc, at, "expected loop count"); return 0; }
    if (has_expr) { tg_error(pc, at, "expected expression"); return 0; }
    if ((la == YYSYMBOL_YYEOF || la == YYSYMBOL_STMT_END) && has_rbrace) {
        tg_error(pc, pc->nbraces ? pc->braces[pc->nbraces - 1] : at, "missing }");
        return 0;
    }
    if (has_rparen && !has_eof && (la == YYSYMBOL_STMT_END || la == YYSYMBOL_CALL_CLOSE
                                   || (pc->where && la == YYSYMBOL_YYEOF))) {
        tg_error(pc, at, "missing )");
        return 0;
    }
    if (n == 1 && exp[0] == YYSYMBOL_COMMA) { tg_error(pc, at, "expected comma"); return 0; }
    if (pc->where && loc->hi == loc->lo + 1 && pc->ll->text[loc->lo] == '=') {   /* docs/where.md */
        tg_error(pc, at, "unexpected '=', did you mean '=='?");
        return 0;
    }
    trc_buf b;
    trc_buf_init(&b);
    trc_buf_adds(&b, "unexpected ");
    tok_name(&b, pc, la, loc);
    if (n > 0 && n <= 3) {
        trc_buf_adds(&b, ", expected ");
        for (int i = 0; i < n; i++) {
            if (i) trc_buf_adds(&b, i == n - 1 ? " or " : ", ");
            trc_buf_adds(&b, yysymbol_name(exp[i]));
        }
    }
    tg_error(pc, at, "%s", b.data ? b.data : "syntax error");
    trc_buf_free(&b);
    return 0;
}
