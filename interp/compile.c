/* compile.c -- owns the translation of checked template ASTs into one trc_progset
 * (interp/program.h): stanza selection (later ids win), macro slot numbering (§9.1),
 * resolution of predefined macros, subroutines, user functions and builtins, SWITCH case
 * values in the subject's base (§12.4), regexes compiled once (pcre2), static LOOP body
 * sizes (§12.3), back-quoted parts (§8.5) and the hook-id dispatch table.
 *
 * Instructions and pools are collected in malloc'ed vectors while compiling and copied
 * into the set's arena at the end, so the finished set lives in one arena. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "interp/program.h"
#include "interp/fuse.h"
#include "interp/swvalue.h"
#include "interp/builtins_table.h"
#include "interp/wherekeys.h"
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

/* The limits put before every template regex (docs/templates.md "Safety"): match steps,
 * backtracking depth (both counted by PCRE2 per match) and heap in KiB. */
#define TRC_RE_LIMITS "(*LIMIT_MATCH=1000000)(*LIMIT_DEPTH=100000)(*LIMIT_HEAP=65536)"

/* A growable vector of fixed-size elements (compile time only). */
typedef struct vec {
    void *v;        /* elements (malloc) */
    uint32_t n;     /* elements in use */
    uint32_t cap;   /* elements allocated */
} vec;

/* One loaded stanza, before the later-wins selection. */
typedef struct cand {
    const trc_stanza *st;  /* the stanza */
    const char *path;      /* its file */
    uint32_t seq;          /* load order (later wins) */
} cand;

/* One user function definition found while loading. */
typedef struct fdef {
    const trc_fundef *fd;  /* the latest definition of this name */
} fdef;

/* Compiler state for one trc_compile call. */
typedef struct comp {
    trc_progset *set;      /* the set being built (its arena holds strings) */
    vec code;              /* trc_insn */
    vec ints;              /* int64_t */
    vec strs;              /* trc_str */
    vec cases;             /* trc_casev */
    vec flags;             /* trc_flagv */
    vec fdefs;             /* fdef: user functions, index = function index */
    trc_str *slots;        /* macro names of the unit being compiled, index = slot */
    uint32_t nslots;       /* count */
    uint32_t capslots;     /* allocated */
    int depth;             /* current value-stack depth of the unit */
    int loops;             /* current LOOP nesting of the unit */
    uint32_t patched_at;   /* last position a forward jump was patched to (no folding there) */
    int where;             /* 1: compiling a --where predicate (comparisons are WCMP) */
    int failed;            /* out of memory */
} comp;

/* ---- small helpers ------------------------------------------------------------ */

/* Make room for one more element; returns a pointer to it or NULL. */
static void *vec_push(comp *c, vec *v, size_t elem)
{
    if (v->n == v->cap) {
        uint32_t cap = v->cap ? v->cap * 2 : 64;
        void *p = realloc(v->v, (size_t)cap * elem);
        if (!p) { c->failed = 1; return NULL; }
        v->v = p;
        v->cap = cap;
    }
    void *e = (char *)v->v + (size_t)v->n++ * elem;
    memset(e, 0, elem);
    return e;
}

/* Copy a vector into the arena (NULL when empty). */
static void *vec_finish(comp *c, vec *v, size_t elem)
{
    if (v->n == 0) { free(v->v); return NULL; }
    void *p = trc_arena_alloc(&c->set->arena, (size_t)v->n * elem);
    if (!p) c->failed = 1;
    else memcpy(p, v->v, (size_t)v->n * elem);
    free(v->v);
    return p;
}

static int str_eq(trc_str a, trc_str b)
{
    return a.len == b.len && memcmp(a.s, b.s, a.len) == 0;
}

/* Intern a string into the pool (copied into the set arena); returns its index. */
static uint32_t add_str(comp *c, const char *s, uint32_t len)
{
    trc_str *e = vec_push(c, &c->strs, sizeof *e);
    if (!e) return 0;
    e->s = trc_arena_strndup(&c->set->arena, s ? s : "", len);
    e->len = len;
    if (!e->s) { c->failed = 1; e->s = ""; e->len = 0; }
    return c->strs.n - 1;
}

static uint32_t add_int(comp *c, int64_t v)
{
    int64_t *e = vec_push(c, &c->ints, sizeof *e);
    if (!e) return 0;
    *e = v;
    return c->ints.n - 1;
}

static trc_insn *insn_at(comp *c, uint32_t i) { return (trc_insn *)c->code.v + i; }

/* Append an instruction; tracks the stack depth.  Returns its index.  An instruction that
 * directly follows a SOFT (and is no jump target) absorbs it as the TRC_IY_SOFT flag. */
static uint32_t emit(comp *c, trc_opcode op, uint32_t a, uint32_t b)
{
    trc_insn *prev = c->code.n ? (trc_insn *)c->code.v + c->code.n - 1 : NULL;
    if (prev && prev->op == TRC_I_SOFT && c->patched_at != c->code.n) {
        if (op == TRC_I_SOFT) return c->code.n - 1;   /* two soft blanks are one */
        memset(prev, 0, sizeof *prev);
        prev->op = (uint8_t)op;
        prev->y = TRC_IY_SOFT;
        prev->a = a;
        prev->b = b;
        int eff = trc_opcode_stack(op);
        c->depth += eff == 99 ? -(int)b : eff;
        if (c->depth < 0) c->depth = 0;
        if ((uint32_t)c->depth > c->set->max_stack) c->set->max_stack = (uint32_t)c->depth;
        return c->code.n - 1;
    }
    trc_insn *e = vec_push(c, &c->code, sizeof *e);
    if (!e) return 0;
    e->op = (uint8_t)op;
    e->a = a;
    e->b = b;
    int eff = trc_opcode_stack(op);
    c->depth += eff == 99 ? -(int)b : eff;
    if (c->depth < 0) c->depth = 0;
    if ((uint32_t)c->depth > c->set->max_stack) c->set->max_stack = (uint32_t)c->depth;
    return c->code.n - 1;
}

/* Append an instruction carrying a format code. */
static uint32_t emit_code(comp *c, trc_opcode op, const trc_code *k, unsigned y)
{
    uint32_t i = emit(c, op, k->m, k->n);
    if (!c->failed) {
        insn_at(c, i)->x = (uint8_t)k->letter;
        insn_at(c, i)->y |= (uint16_t)(y | (k->has_n ? TRC_IY_HAS_N : 0));
    }
    return i;
}

static uint32_t here(comp *c) { return c->code.n; }

/* Set operand a (or b) of instruction i to the current position. */
static void patch_a(comp *c, uint32_t i) { c->patched_at = here(c); if (!c->failed) insn_at(c, i)->a = here(c); }
static void patch_b(comp *c, uint32_t i) { c->patched_at = here(c); if (!c->failed) insn_at(c, i)->b = here(c); }

/* ---- macro slots (§9.1) --------------------------------------------------------- */

static int is_user_macro(trc_str name)
{
    if (name.len == 0 || (name.s[0] >= '0' && name.s[0] <= '9')) return 0;
    return trc_predef_find(name.s, name.len) == NULL;
}

static uint32_t find_slot(const comp *c, trc_str name)
{
    for (uint32_t i = 0; i < c->nslots; i++)
        if (str_eq(c->slots[i], name)) return i;
    return TRC_NONE;
}

static void add_slot(comp *c, trc_str name)
{
    if (!is_user_macro(name) || find_slot(c, name) != TRC_NONE) return;
    if (c->nslots == c->capslots) {
        uint32_t cap = c->capslots ? c->capslots * 2 : 16;
        trc_str *p = realloc(c->slots, cap * sizeof *p);
        if (!p) { c->failed = 1; return; }
        c->slots = p;
        c->capslots = cap;
    }
    c->slots[c->nslots++] = name;
}

static void collect_seq(comp *c, const trc_seq *s);

/* Number the declaration/assignment targets of one descriptor in textual order. */
static void collect_desc(comp *c, const trc_desc *d)
{
    if (!d) return;
    switch (d->kind) {
    case TRC_D_DECL: case TRC_D_ASSIGN: add_slot(c, d->u.stmt.name); break;
    case TRC_D_BLOCK: collect_seq(c, &d->u.body); break;
    case TRC_D_LOOP: collect_seq(c, &d->u.loop.body); break;
    case TRC_D_SWITCH:
        for (uint32_t i = 0; i < d->u.sw.ncases; i++) collect_desc(c, d->u.sw.cases[i].body);
        break;
    default: break;   /* function bodies number their own slots */
    }
}

static void collect_seq(comp *c, const trc_seq *s)
{
    for (uint32_t i = 0; i < s->n; i++) collect_desc(c, s->v[i]);
}

/* ---- values of cases, flags and masks (§12.4) ------------------------------------ */

/* Add a SWITCH case value to the pool; returns its index. */
static uint32_t add_case(comp *c, const trc_case *k, int base, int neg)
{
    trc_casev *e = vec_push(c, &c->cases, sizeof *e);
    if (!e) return 0;
    e->text = trc_arena_strndup(&c->set->arena, k->text.s ? k->text.s : "", k->text.len);
    e->len = k->text.len;
    if (!e->text) { c->failed = 1; e->text = ""; e->len = 0; }
    switch (k->kind) {
    case TRC_CASE_WORD:
        e->kind = TRC_CV_WORD;
        e->has_num = (uint8_t)trc_swvalue_parse(e->text, e->len, base, neg, &e->num);
        break;
    case TRC_CASE_STRING: e->kind = TRC_CV_STRING; break;
    case TRC_CASE_STAR: e->kind = TRC_CV_STAR; break;
    case TRC_CASE_REGEX: {
        int err;
        PCRE2_SIZE off;
        e->kind = TRC_CV_REGEX;
        /* the budget of every match (docs/templates.md "Safety"): at most TRC_RE_LIMITS'
         * steps, backtracking depth and heap, whoever wrote the template (a pattern of
         * its own can lower them, or raise them at most to PCRE2's defaults) */
        size_t pl = sizeof TRC_RE_LIMITS - 1;
        char *pat = malloc(pl + e->len + 1);
        if (!pat) { c->failed = 1; break; }
        memcpy(pat, TRC_RE_LIMITS, pl);
        memcpy(pat + pl, e->text, e->len);
        e->re = pcre2_compile((PCRE2_SPTR)pat, pl + e->len, 0, &err, &off, NULL);
        free(pat);
        /* machine code for the matcher when the library has it (pcre2_match then runs it:
         * a tenth of the instructions on short subjects); without it, the interpreter */
        if (e->re) (void)pcre2_jit_compile(e->re, PCRE2_JIT_COMPLETE);
        break;   /* a compile error leaves re NULL: never matches (the checker reports it) */
    }
    }
    return c->cases.n - 1;
}

/* Add a BITFLAGS entry to the pool; returns its index. */
static uint32_t add_flag(comp *c, const trc_flag *f, int base, int neg)
{
    trc_flagv *e = vec_push(c, &c->flags, sizeof *e);
    if (!e) return 0;
    int64_t v, m;
    if (!trc_swvalue_parse(f->value.s, f->value.len, base, neg, &v)) return c->flags.n - 1;
    if (f->is_mask) {
        if (!trc_swvalue_parse(f->mask.s, f->mask.len, base, neg, &m)) return c->flags.n - 1;
    } else {
        m = v;
    }
    e->valid = 1;
    e->mask = (uint64_t)m;
    e->value = (uint64_t)v;
    return c->flags.n - 1;
}

/* ---- static LOOP body size (§12.3 rule 2), in bits; -1 = not static --------------- */

static int64_t code_bits(const trc_code *k)
{
    switch (k->letter) {
    case 'A': return k->m ? 8 * (int64_t)k->m : (k->has_n ? 0 : 8);
    case 'X': return k->m ? 8 * (int64_t)k->m : 8;
    case 'B': return 8 * (int64_t)k->m + k->n;
    case 'D': case 'U': case 'o': case 'F': case 'T': case 'E': case 'P':
        return 8 * (int64_t)k->m;
    case 'b': case 't': return 0;
    default: return -1;    /* G O R W S Z */
    }
}

static int64_t add_bits(int64_t a, int64_t b) { return a < 0 || b < 0 ? -1 : a + b; }

static int64_t ref_bits(const trc_ref *r)
{
    if (r->is_sub) return -1;
    if (r->has_fmt && r->fmt.letter == 'S') return -1;
    const trc_predef *p = trc_predef_find(r->name.s, r->name.len);
    if (p && p->id == TRC_PM_DEFAULT) return -1;
    return 0;
}

static int64_t expr_bits(const trc_expr *e)
{
    if (!e) return 0;
    switch (e->kind) {
    case TRC_EX_REF: return ref_bits(&e->ref);
    case TRC_EX_CODE: return code_bits(&e->code);
    case TRC_EX_UNARY: return expr_bits(e->a);
    case TRC_EX_BINARY: return add_bits(expr_bits(e->a), expr_bits(e->b));
    default: return 0;
    }
}

static int64_t seq_bits(const trc_seq *s);

static int64_t desc_bits(const trc_desc *d)
{
    int64_t t = 0;
    switch (d->kind) {
    case TRC_D_CODE: return code_bits(&d->u.code);
    case TRC_D_REF: return ref_bits(&d->u.ref);
    case TRC_D_CALL:
        if (!trc_builtin_find(d->u.call.name.s, d->u.call.name.len)) return -1;
        for (uint32_t i = 0; i < d->u.call.nargs; i++) t = add_bits(t, expr_bits(d->u.call.args[i]));
        return t;
    case TRC_D_BQSTRING:
        for (uint32_t i = 0; i < d->u.bq.nparts; i++) {
            const trc_bqpart *p = &d->u.bq.parts[i];
            if (p->kind == TRC_BQ_CODE) t = add_bits(t, code_bits(&p->code));
            else if (p->kind == TRC_BQ_REF) t = add_bits(t, ref_bits(&p->ref));
        }
        return t;
    case TRC_D_BLOCK: return seq_bits(&d->u.body);
    case TRC_D_ASSIGN: return expr_bits(d->u.stmt.expr);
    case TRC_D_SWITCH: case TRC_D_LOOP: case TRC_D_BITFLAGS: return -1;
    default: return 0;
    }
}

static int64_t seq_bits(const trc_seq *s)
{
    int64_t t = 0;
    for (uint32_t i = 0; i < s->n && t >= 0; i++) t = add_bits(t, desc_bits(s->v[i]));
    return t;
}

/* ---- code generation ---------------------------------------------------------------- */

/* Program index for canonical hook `hook`, or TRC_NONE (binary search, progs sorted). */
static uint32_t prog_index(const trc_progset *set, uint32_t hook)
{
    uint32_t lo = 0, hi = set->nprogs;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (set->progs[mid].hook < hook) lo = mid + 1;
        else hi = mid;
    }
    return lo < set->nprogs && set->progs[lo].hook == hook ? lo : TRC_NONE;
}

static uint32_t find_func(const comp *c, trc_str name)
{
    const fdef *f = c->fdefs.v;
    for (uint32_t i = 0; i < c->fdefs.n; i++)
        if (str_eq(f[i].fd->name, name)) return i;
    return TRC_NONE;
}

static void comp_seq(comp *c, const trc_seq *s);
static void comp_desc(comp *c, const trc_desc *d);
static void comp_expr(comp *c, const trc_expr *e);

/* Literal text: split at tab and newline characters (§2.2 escapes act as \t, \n). */
static void comp_lit(comp *c, const char *s, uint32_t len)
{
    uint32_t start = 0;
    for (uint32_t i = 0; i <= len; i++) {
        if (i < len && s[i] != '\t' && s[i] != '\n') continue;
        if (i > start) emit(c, TRC_I_LIT, add_str(c, s + start, i - start), 0);
        if (i < len) emit(c, s[i] == '\t' ? TRC_I_TAB : TRC_I_NL, 0, 0);
        start = i + 1;
    }
}

/* Push the value of a macro/register REF (register %W %B %A %S applied when `regval`). */
static void comp_ref_push(comp *c, const trc_ref *r, int regval)
{
    const trc_predef *p = trc_predef_find(r->name.s, r->name.len);
    if (r->is_sub || (p && p->type == TRC_PT_ACTION)) { emit(c, TRC_I_PUSH0, 0, 0); return; }
    if (p) emit(c, TRC_I_LOADP, p->id, 0);
    else {
        uint32_t slot = find_slot(c, r->name);
        if (slot == TRC_NONE) emit(c, TRC_I_PUSH0, 0, 0);
        else emit(c, TRC_I_LOAD, slot, 0);
    }
    if (regval && r->has_fmt && (strchr("WBAS", r->fmt.letter) || (r->fmt.letter == 'D' && r->fmt.m == 0)))
        emit_code(c, TRC_I_REGVAL, &r->fmt, 0);
}

/* A REF in descriptor position: subroutine call, action, or a printed value. */
static void comp_ref_print(comp *c, const trc_ref *r, unsigned y)
{
    if (r->is_sub) {
        emit(c, TRC_I_CALLSUB, prog_index(c->set, r->sub_id), r->sub_id);
        return;
    }
    const trc_predef *p = trc_predef_find(r->name.s, r->name.len);
    if (p && p->type == TRC_PT_ACTION) {
        if (p->id == TRC_PM_DEFAULT) emit(c, TRC_I_DEFAULT, prog_index(c->set, 0x80), 0x80);
        else emit(c, TRC_I_ACTION, p->id, 0);
        return;
    }
    comp_ref_push(c, r, 0);
    if (p && p->id == TRC_PM_SVC) y |= TRC_IY_SYMBOL;
    if (r->has_fmt) emit_code(c, TRC_I_PRINTF, &r->fmt, y & ~(unsigned)TRC_IY_SYMBOL);
    else { uint32_t i = emit(c, TRC_I_PRINT, 0, 0); if (!c->failed) insn_at(c, i)->y |= (uint16_t)y; }
}

static void comp_expr(comp *c, const trc_expr *e)
{
    if (!e) { emit(c, TRC_I_PUSH0, 0, 0); return; }
    switch (e->kind) {
    case TRC_EX_NUM: emit(c, TRC_I_PUSHI, add_int(c, e->num), 0); break;
    case TRC_EX_STR: emit(c, TRC_I_PUSHS, add_str(c, e->str.s, e->str.len), 0); break;
    case TRC_EX_REF: comp_ref_push(c, &e->ref, 1); break;
    case TRC_EX_CODE:
        if (strchr("GORW", e->code.letter)) emit(c, TRC_I_PUSH0, 0, 0);
        else emit_code(c, TRC_I_RCODE, &e->code, 0);
        break;
    case TRC_EX_UNARY:
        comp_expr(c, e->a);
        emit(c, e->op == '~' ? TRC_I_NOT : e->op == '!' ? TRC_I_LNOT : TRC_I_NEG, 0, 0);
        break;
    case TRC_EX_NAME: {
        int key = e->op ? -1 : trc_where_key_find(e->str.s, e->str.len);
        if (key >= 0) emit(c, TRC_I_WKEY, (uint32_t)key, 0);
        else emit(c, TRC_I_WFIELD, add_str(c, e->str.s, e->str.len), (uint32_t)e->num);
        break;
    }
    case TRC_EX_HAS:
        comp_expr(c, e->a);
        emit(c, TRC_I_WHAS, 0, 0);
        break;
    case TRC_EX_MATCH: {
        comp_expr(c, e->a);
        trc_case k;
        memset(&k, 0, sizeof k);
        k.kind = TRC_CASE_REGEX;
        k.text = e->str;
        uint32_t i = emit(c, TRC_I_WMATCH, add_case(c, &k, 16, 0), 0);
        if (!c->failed && e->op) insn_at(c, i)->y = 1;
        break;
    }
    case TRC_EX_BINARY: {
        comp_expr(c, e->a);
        comp_expr(c, e->b);
        if (e->op == TRC_OP_LAND || e->op == TRC_OP_LOR) {
            emit(c, e->op == TRC_OP_LAND ? TRC_I_LAND : TRC_I_LOR, 0, 0);
            break;
        }
        trc_opcode op;
        switch (e->op) {
        case '*': op = TRC_I_MUL; break;
        case '/': op = TRC_I_DIV; break;
        case '%': op = TRC_I_MOD; break;
        case '+': op = TRC_I_ADD; break;
        case '-': op = TRC_I_SUB; break;
        case TRC_OP_SHL: op = TRC_I_SHL; break;
        case TRC_OP_SHR: op = TRC_I_SHR; break;
        case '<': op = TRC_I_LT; break;
        case TRC_OP_LE: op = TRC_I_LE; break;
        case '>': op = TRC_I_GT; break;
        case TRC_OP_GE: op = TRC_I_GE; break;
        case TRC_OP_EQ: op = TRC_I_EQ; break;
        case TRC_OP_NE: op = TRC_I_NE; break;
        case '&': op = TRC_I_AND; break;
        case '^': op = TRC_I_XOR; break;
        default: op = TRC_I_OR; break;
        }
        if (c->where && op >= TRC_I_LT && op <= TRC_I_NE) emit(c, TRC_I_WCMP, op, 0);
        else emit(c, op, 0, 0);
        break;
    }
    }
}

/* Push a SWITCH/BITFLAGS subject; returns its base for case values. */
static int comp_subject(comp *c, const trc_subject *s, int *neg)
{
    if (s->is_ref) comp_ref_push(c, &s->ref, 1);
    else if (strchr("GORW", s->code.letter)) emit(c, TRC_I_PUSH0, 0, 0);
    else emit_code(c, TRC_I_RCODE, &s->code, 0);
    return trc_swvalue_base(s, neg);
}

static void comp_switch(comp *c, const trc_switch *sw)
{
    int neg;
    int base = comp_subject(c, &sw->subject, &neg);
    if (sw->has_mask) {
        int64_t m = -1;
        if (!trc_swvalue_parse(sw->mask.s, sw->mask.len, base, neg, &m)) m = -1;
        emit(c, TRC_I_MASK, add_int(c, m), 0);
    }
    vec ends = {0};
    for (uint32_t i = 0; i < sw->ncases; i++) {
        uint32_t test = emit(c, TRC_I_CASE, add_case(c, &sw->cases[i], base, neg), 0);
        comp_desc(c, sw->cases[i].body);
        uint32_t *j = vec_push(c, &ends, sizeof *j);
        if (j) *j = emit(c, TRC_I_JMP, 0, 0);
        patch_b(c, test);
    }
    for (uint32_t i = 0; i < ends.n; i++) patch_a(c, ((uint32_t *)ends.v)[i]);
    free(ends.v);
    emit(c, TRC_I_POP, 0, 0);
}

static void comp_flagtext(comp *c, const trc_flagtext *t)
{
    if (t->is_ref) comp_ref_print(c, &t->ref, 0);
    else emit(c, TRC_I_FLAGTEXT, add_str(c, t->text.s, t->text.len), 0);
}

static void comp_bitflags(comp *c, const trc_bitflags *bf)
{
    int neg;
    int base = comp_subject(c, &bf->subject, &neg);
    for (uint32_t i = 0; i < bf->nflags; i++) {
        const trc_flag *f = &bf->flags[i];
        uint32_t test = emit(c, TRC_I_FLAG, add_flag(c, f, base, neg), 0);
        comp_flagtext(c, &f->text);
        if (!f->is_mask && f->false_text.present) {
            uint32_t j = emit(c, TRC_I_JMP, 0, 0);
            patch_b(c, test);
            comp_flagtext(c, &f->false_text);
            patch_a(c, j);
        } else {
            patch_b(c, test);
        }
    }
    emit(c, TRC_I_POP, 0, 0);
}

static void comp_loop(comp *c, const trc_loop *l)
{
    switch (l->kind) {
    case TRC_LOOP_CODE:
        if (strchr("GORW", l->code.letter)) emit(c, TRC_I_PUSH0, 0, 0);
        else emit_code(c, TRC_I_RCODE, &l->code, 0);
        break;
    case TRC_LOOP_REF: comp_ref_push(c, &l->ref, 1); break;
    case TRC_LOOP_NUM: emit(c, TRC_I_PUSHI, add_int(c, l->num), 0); break;
    }
    int64_t bits = seq_bits(&l->body);
    emit(c, TRC_I_LOOP, bits < 0 || bits >= TRC_NONE ? TRC_NONE : (uint32_t)bits, 0);
    if (++c->loops > (int)c->set->max_loops) c->set->max_loops = (uint32_t)c->loops;
    uint32_t test = emit(c, TRC_I_LOOPTEST, 0, 0);
    comp_seq(c, &l->body);
    emit(c, TRC_I_LOOPNEXT, test, 0);
    patch_a(c, test);
    emit(c, TRC_I_LOOPEND, 0, 0);
    c->loops--;
}

static void comp_call(comp *c, const trc_call *k)
{
    const trc_builtin *bi = trc_builtin_find(k->name.s, k->name.len);
    uint32_t fn = bi ? TRC_NONE : find_func(c, k->name);
    if (!bi && fn == TRC_NONE) { comp_lit(c, k->raw.s, k->raw.len); return; }
    for (uint32_t i = 0; i < k->nargs; i++) comp_expr(c, k->args[i]);
    if (bi) emit(c, TRC_I_BUILTIN, bi->id, k->nargs);
    else emit(c, TRC_I_CALLFN, fn, k->nargs);
}

static void comp_bq(comp *c, const trc_desc *d)
{
    for (uint32_t i = 0; i < d->u.bq.nparts; i++) {
        const trc_bqpart *p = &d->u.bq.parts[i];
        switch (p->kind) {
        case TRC_BQ_TEXT: comp_lit(c, p->text.s, p->text.len); break;
        case TRC_BQ_REF:
            if (p->ref.is_sub) {   /* a subroutine REF is not expanded: literal text */
                emit(c, TRC_I_LIT, add_str(c, "$", 1), 0);
                emit(c, TRC_I_LIT, add_str(c, p->ref.name.s, p->ref.name.len), 0);
            } else {
                comp_ref_print(c, &p->ref, TRC_IY_NODELIM);
            }
            break;
        case TRC_BQ_CODE:
            if (strchr("GORW", p->code.letter)) emit_code(c, TRC_I_MOVE, &p->code, 0);
            else emit_code(c, TRC_I_PCODE, &p->code, TRC_IY_NODELIM);
            break;
        }
    }
}

static int is_data_item(const trc_desc *d)
{
    return (d->kind == TRC_D_CODE && !strchr("GORW", d->u.code.letter))
        || (d->kind == TRC_D_REF && !d->u.ref.is_sub) || d->kind == TRC_D_CALL;
}

/* The base in which a field's data item prints its number (docs/where.md): 16 for X B
 * HT and %X %B, 10 for D U HB and %D %U, 8 for o and %o; 0 when it prints text. */
static uint32_t field_base(const trc_desc *d)
{
    char l = d->kind == TRC_D_CODE ? d->u.code.letter
           : d->kind == TRC_D_REF && d->u.ref.has_fmt ? d->u.ref.fmt.letter : 0;
    if (d->kind == TRC_D_REF && d->u.ref.has_fmt && l == 't') l = 0;  /* no %HT */
    switch (l) {
    case 'X': case 'B': case 't': return 16;
    case 'D': case 'U': return 10;
    case 'b': return d->kind == TRC_D_CODE ? 10 : 0;
    case 'o': return 8;
    default: return 0;
    }
}

/* Compile one descriptor; y = TRC_IY_NODELIM when the next descriptor is glued to this
 * data item (§2.1: glue means no soft blank between the two tokens). */
static void comp_desc_y(comp *c, const trc_desc *d, unsigned y);

static void comp_desc(comp *c, const trc_desc *d) { comp_desc_y(c, d, 0); }

static void comp_desc_y(comp *c, const trc_desc *d, unsigned y)
{
    if (!d) return;
    int field = d->field.len > 0 && is_data_item(d);
    if (field) emit(c, TRC_I_FIELD, add_str(c, d->field.s, d->field.len), field_base(d));
    switch (d->kind) {
    case TRC_D_CODE:
        emit_code(c, strchr("GORW", d->u.code.letter) ? TRC_I_MOVE : TRC_I_PCODE, &d->u.code, y);
        break;
    case TRC_D_REF: comp_ref_print(c, &d->u.ref, y); break;
    case TRC_D_CALL: comp_call(c, &d->u.call); break;
    case TRC_D_STRING: case TRC_D_WORD: comp_lit(c, d->u.lit.text.s, d->u.lit.text.len); break;
    case TRC_D_BQSTRING: comp_bq(c, d); break;
    case TRC_D_COMMA: emit(c, TRC_I_LIT, add_str(c, ",", 1), 0); break;
    case TRC_D_AMP: emit(c, TRC_I_LIT, add_str(c, "&", 1), 0); break;
    case TRC_D_TAB: emit(c, TRC_I_TAB, 0, 0); break;
    case TRC_D_NL: emit(c, TRC_I_NL, 0, 0); break;
    case TRC_D_LEVEL:
        if (d->u.level >= TRC_LEVEL_0) emit(c, TRC_I_LEVEL, (uint32_t)d->u.level, 0);
        break;
    case TRC_D_BLOCK: comp_seq(c, &d->u.body); break;
    case TRC_D_DECL: case TRC_D_FUNDEF: break;   /* no run-time effect */
    case TRC_D_ASSIGN: {
        const trc_predef *p = trc_predef_find(d->u.stmt.name.s, d->u.stmt.name.len);
        comp_expr(c, d->u.stmt.expr);
        if (p && p->assignable) emit(c, TRC_I_STOREP, p->id, 0);
        else if (p) emit(c, TRC_I_POP, 0, 0);
        else {
            uint32_t slot = find_slot(c, d->u.stmt.name);
            if (slot == TRC_NONE) emit(c, TRC_I_POP, 0, 0);
            else emit(c, TRC_I_STORE, slot, 0);
        }
        break;
    }
    case TRC_D_SWITCH: comp_switch(c, &d->u.sw); break;
    case TRC_D_LOOP: comp_loop(c, &d->u.loop); break;
    case TRC_D_BITFLAGS: comp_bitflags(c, &d->u.bf); break;
    }
    if (field) emit(c, TRC_I_FIELDEND, 0, 0);
}

/* A desc-seq: blanks between consecutive descriptors create soft blanks (§8.3 1a). */
static void comp_seq(comp *c, const trc_seq *s)
{
    for (uint32_t i = 0; i < s->n; i++) {
        if (i > 0 && s->v[i]->blank_before) emit(c, TRC_I_SOFT, 0, 0);
        int glued = i + 1 < s->n && !s->v[i + 1]->blank_before && s->v[i]->glued_next;
        comp_desc_y(c, s->v[i], glued ? TRC_IY_NODELIM : 0);
    }
}

/* Compile one unit (a program body or a function body) with the current slot table. */
static uint32_t comp_unit(comp *c, const trc_seq *body)
{
    uint32_t entry = here(c);
    c->patched_at = entry;   /* never fold into the previous unit */
    c->depth = 0;
    c->loops = 0;
    comp_seq(c, body);
    emit(c, TRC_I_END, 0, 0);
    if (c->nslots > c->set->max_slots) c->set->max_slots = c->nslots;
    return entry;
}

/* ---- loading ------------------------------------------------------------------------ */

static void find_fundefs(comp *c, const trc_seq *s);

static void find_fundefs_desc(comp *c, const trc_desc *d)
{
    if (!d) return;
    if (d->kind == TRC_D_FUNDEF) {
        uint32_t i = find_func(c, d->u.fundef.name);
        fdef *f = i == TRC_NONE ? vec_push(c, &c->fdefs, sizeof *f) : (fdef *)c->fdefs.v + i;
        if (f) f->fd = &d->u.fundef;   /* a later definition replaces the earlier one */
    } else if (d->kind == TRC_D_BLOCK) {
        find_fundefs(c, &d->u.body);
    } else if (d->kind == TRC_D_LOOP) {
        find_fundefs(c, &d->u.loop.body);
    } else if (d->kind == TRC_D_SWITCH) {
        for (uint32_t i = 0; i < d->u.sw.ncases; i++) find_fundefs_desc(c, d->u.sw.cases[i].body);
    }
}

static void find_fundefs(comp *c, const trc_seq *s)
{
    for (uint32_t i = 0; i < s->n; i++) find_fundefs_desc(c, s->v[i]);
}

static int cand_cmp(const void *pa, const void *pb)
{
    const cand *a = pa, *b = pb;
    if (a->st->hook != b->st->hook) return a->st->hook < b->st->hook ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Fill set->progs with the winning stanza of every hook id (sorted by id). */
static const trc_stanza **select_stanzas(comp *c, trc_ast_file *const *files, unsigned n)
{
    vec cands = {0};
    for (unsigned f = 0; f < n; f++) {
        if (!files[f]) continue;
        for (uint32_t i = 0; i < files[f]->nstanzas; i++) {
            const trc_stanza *st = files[f]->stanzas[i];
            if (!st || st->has_error || st->kind == TRC_LINE_DELETE) continue;
            cand *e = vec_push(c, &cands, sizeof *e);
            if (!e) break;
            e->st = st;
            e->path = files[f]->path;
            e->seq = cands.n;
            find_fundefs(c, &st->body);
        }
    }
    cand *v = cands.v;
    if (cands.n) qsort(v, cands.n, sizeof *v, cand_cmp);
    uint32_t nprog = 0;
    for (uint32_t i = 0; i < cands.n; i++)
        if (i + 1 == cands.n || v[i + 1].st->hook != v[i].st->hook) v[nprog++] = v[i];
    trc_progset *set = c->set;
    set->progs = trc_arena_alloc(&set->arena, (nprog ? nprog : 1) * sizeof *set->progs);
    const trc_stanza **sts = calloc(nprog ? nprog : 1, sizeof *sts);
    if (!set->progs || !sts) { c->failed = 1; free(cands.v); free(sts); return NULL; }
    set->nprogs = nprog;
    for (uint32_t i = 0; i < nprog; i++) {
        const trc_stanza *st = v[i].st;
        trc_prog *p = &set->progs[i];
        p->hook = st->hook;
        p->level = (int8_t)(st->level >= TRC_LEVEL_0 ? st->level : TRC_LEVEL_KERN);
        const char *lab = st->has_label && st->label.s ? st->label.s : "";
        uint32_t len = st->has_label ? st->label.len : 0;
        p->label_print = len > 0 && lab[0] != '@';
        if (len > 0 && lab[0] == '@') { lab++; len--; }
        p->label = trc_arena_strndup(&set->arena, lab, len);
        p->label_len = len;
        p->path = trc_arena_strndup(&set->arena, v[i].path ? v[i].path : "", v[i].path ? strlen(v[i].path) : 0);
        p->line = st->line;
        if (!p->label || !p->path) c->failed = 1;
        sts[i] = st;
    }
    free(cands.v);
    return sts;
}

static void build_dispatch(comp *c)
{
    trc_progset *set = c->set;
    for (uint32_t i = 0; i < set->nprogs; i++) {
        uint32_t ns = (set->progs[i].hook >> 16) & 15;
        if (!set->dispatch[ns]) {
            set->dispatch[ns] = trc_arena_alloc(&set->arena, 65536 * sizeof(uint32_t));
            if (!set->dispatch[ns]) { c->failed = 1; return; }
        }
        set->dispatch[ns][set->progs[i].hook & 0xFFFF] = i + 1;
    }
    set->default_prog = prog_index(set, 0x80);
}

/* Move the code and the integer, string and case pools into the set's arena. */
static void finish_pools(comp *c)
{
    trc_progset *set = c->set;
    set->ncode = c->code.n;
    set->code = vec_finish(c, &c->code, sizeof(trc_insn));
    set->nints = c->ints.n;
    set->ints = vec_finish(c, &c->ints, sizeof(int64_t));
    set->nstrs = c->strs.n;
    set->strs = vec_finish(c, &c->strs, sizeof(trc_str));
    set->ncases = c->cases.n;
    set->cases = vec_finish(c, &c->cases, sizeof(trc_casev));
}

trc_progset *trc_compile(trc_ast_file *const *files, unsigned n)
{
    trc_progset *set = calloc(1, sizeof *set);
    if (!set) return NULL;
    trc_arena_init(&set->arena);
    set->where_pre = set->where_post = TRC_NONE;
    comp c = {0};
    c.set = set;
    const trc_stanza **sts = select_stanzas(&c, files, n);
    if (sts) {
        /* user functions: own slot tables, parameters first */
        set->nfuncs = c.fdefs.n;
        set->funcs = trc_arena_alloc(&set->arena, (c.fdefs.n ? c.fdefs.n : 1) * sizeof *set->funcs);
        if (!set->funcs) c.failed = 1;
        for (uint32_t i = 0; i < set->nprogs && !c.failed; i++) {
            c.nslots = 0;
            collect_seq(&c, &sts[i]->body);
            set->progs[i].nslots = c.nslots;
            set->progs[i].entry = comp_unit(&c, &sts[i]->body);
            for (uint32_t k = set->progs[i].entry; !c.failed && k < here(&c); k++) {
                const trc_insn *in = insn_at(&c, k);   /* G into the data words */
                if (in->op == TRC_I_MOVE && in->x == 'G' && in->a >= 8) {
                    set->progs[i].gpos = in->a + 1;
                    break;
                }
            }
        }
        for (uint32_t i = 0; i < c.fdefs.n && !c.failed; i++) {
            const trc_fundef *fd = ((fdef *)c.fdefs.v)[i].fd;
            trc_func *f = &set->funcs[i];
            c.nslots = 0;
            for (uint32_t k = 0; k < fd->nparams; k++) {
                trc_str p = fd->params[k];
                if (find_slot(&c, p) == TRC_NONE) add_slot(&c, p);
            }
            f->nparams = fd->nparams;
            collect_seq(&c, &fd->body);
            f->nslots = c.nslots;
            f->name = trc_arena_strndup(&set->arena, fd->name.s, fd->name.len);
            if (!f->name) c.failed = 1;
            f->entry = comp_unit(&c, &fd->body);
        }
        build_dispatch(&c);
    }
    free(sts);
    free(c.slots);
    free(c.fdefs.v);
    finish_pools(&c);
    set->nflags = c.flags.n;
    set->flags = vec_finish(&c, &c.flags, sizeof(trc_flagv));
    if (c.failed || set->arena.failed || trc_fuse_progset(set) != 0) { trc_progset_free(set); return NULL; }
    return set;
}

/* Reopen a pool of the set as a compile-time vector (copy). */
static void vec_reopen(comp *c, vec *v, const void *p, uint32_t n, size_t elem)
{
    v->v = NULL; v->n = 0; v->cap = 0;
    if (n == 0) return;
    v->v = malloc((size_t)n * elem);
    if (!v->v) { c->failed = 1; return; }
    memcpy(v->v, p, (size_t)n * elem);
    v->n = v->cap = n;
}

int trc_compile_where(trc_progset *set, const trc_expr *pre, const trc_expr *post)
{
    comp c = {0};
    c.set = set;
    c.where = 1;
    vec_reopen(&c, &c.code, set->code, set->ncode, sizeof(trc_insn));
    vec_reopen(&c, &c.ints, set->ints, set->nints, sizeof(int64_t));
    vec_reopen(&c, &c.strs, set->strs, set->nstrs, sizeof(trc_str));
    vec_reopen(&c, &c.cases, set->cases, set->ncases, sizeof(trc_casev));
    for (int k = 0; k < 2 && !c.failed; k++) {
        const trc_expr *e = k == 0 ? pre : post;
        if (!e) continue;
        uint32_t entry = here(&c);
        c.patched_at = entry;
        c.depth = 0;
        comp_expr(&c, e);
        emit(&c, TRC_I_END, 0, 0);
        if (k == 0) set->where_pre = entry; else set->where_post = entry;
    }
    /* the keys each program reads (the report computes only those) */
    set->where_keys = set->where_pre_keys = 0;
    uint32_t first = set->where_pre != TRC_NONE ? set->where_pre : set->where_post;
    for (uint32_t i = first; i < c.code.n && !c.failed && first != TRC_NONE; i++) {
        const trc_insn *in = insn_at(&c, i);
        if (in->op != TRC_I_WKEY || in->a >= 32) continue;
        if (set->where_post != TRC_NONE && i >= set->where_post) set->where_keys |= 1u << in->a;
        else set->where_pre_keys |= 1u << in->a;
    }
    finish_pools(&c);
    return c.failed || set->arena.failed ? -1 : 0;
}

void trc_progset_free(trc_progset *set)
{
    if (!set) return;
    for (uint32_t i = 0; i < set->ncases; i++)
        if (set->cases[i].re) pcre2_code_free(set->cases[i].re);
    trc_arena_free(&set->arena);
    free(set);
}
