/* ast_dump.c -- the stable text form of a parsed template file (`trcrpt --dump-ast`).
 *
 * One node per line, indented two blanks per level:  KIND key-fields @POS flags
 * POS is `LINE:COL` of the first byte, or `LINE:COL..LINE:COL` (first..last byte, both
 * physical) for spans longer than one byte.  Flags: `blank` (blank_before), `glued`
 * (glued_next), `field=NAME`.  Texts are double-quoted with C-like escapes (\\ \" \n \t
 * \xNN).  Pinned by tests/golden/parse: change only on purpose. */
#include "common/hookid.h"
#include "grammar/parse.h"
#include <stdlib.h>
#include <string.h>

/* Dump state. */
typedef struct dumper {
    FILE *out;                 /* destination */
    const trc_ast_file *f;     /* the file (for line/column of spans) */
    uint32_t *starts;          /* physical line starts (malloc) */
    uint32_t nlines;           /* count */
} dumper;

static void linecol(const dumper *d, uint32_t off, uint32_t *line, uint32_t *col)
{
    uint32_t a = 0, b = d->nlines;
    while (b - a > 1) {
        uint32_t m = a + (b - a) / 2;
        if (d->starts[m] <= off) a = m;
        else b = m;
    }
    *line = a + 1;
    *col = off - d->starts[a] + 1;
}

static void pos(const dumper *d, trc_span s)
{
    uint32_t l1, c1, l2, c2;
    linecol(d, s.off, &l1, &c1);
    fprintf(d->out, " @%u:%u", l1, c1);
    if (s.len > 1) {
        linecol(d, s.off + s.len - 1, &l2, &c2);
        fprintf(d->out, "..%u:%u", l2, c2);
    }
}

static void indent(const dumper *d, int depth)
{
    for (int i = 0; i < depth; i++) fputs("  ", d->out);
}

static void qstr(const dumper *d, const char *s, size_t n)
{
    FILE *o = d->out;
    fputc('"', o);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') { fputc('\\', o); fputc(c, o); }
        else if (c == '\n') fputs("\\n", o);
        else if (c == '\t') fputs("\\t", o);
        else if (c < 0x20 || c == 0x7f) fprintf(o, "\\x%02X", c);
        else fputc(c, o);
    }
    fputc('"', o);
}

static void tstr(const dumper *d, trc_str s) { qstr(d, s.s ? s.s : "", s.len); }

static void code(const dumper *d, const trc_code *c)
{
    FILE *o = d->out;
    switch (c->letter) {
    case 0: fputs("?", o); return;
    case 'b': fputs("HB", o); return;
    case 't': fputs("HT", o); return;
    case 'Z': fputs("Z", o); return;
    default: break;
    }
    fprintf(o, "%c%u", c->letter, (unsigned)c->m);
    if (c->has_n) fprintf(o, ".%u", (unsigned)c->n);
}

static void ref(const dumper *d, const trc_ref *r)
{
    FILE *o = d->out;
    fprintf(o, "$%s", r->name.s ? r->name.s : "");
    if (r->has_fmt) {
        fputc('%', o);
        fwrite(d->f->src + r->fmt_span.off, 1, r->fmt_span.len, o);
        if (r->fmt.letter == 0) fputs(" (not a format)", o);
    }
    if (r->is_sub) {
        if (r->sub_id) fprintf(o, " sub=0x%05X", (unsigned)r->sub_id);
        else fputs(" sub=invalid", o);
    }
}

static const char *level_name(trc_level l)
{
    switch (l) {
    case TRC_LEVEL_BAD: return "BAD";
    case TRC_LEVEL_NONE: return "default";
    case TRC_LEVEL_0: return "0";
    case TRC_LEVEL_APPL: return "APPL";
    case TRC_LEVEL_SVC: return "SVC";
    case TRC_LEVEL_KERN: return "KERN";
    case TRC_LEVEL_INT: return "INT";
    }
    return "?";
}

static const char *op_name(int op)
{
    static const char *const names[] = { "<<", ">>", "<=", ">=", "==", "!=", "&&", "||" };
    static const char *const single[] = { "-", "~", "*", "/", "%", "+", "<", ">", "&", "^", "|", "!" };
    static const char chars[] = "-~*/%+<>&^|!";
    if (op >= TRC_OP_SHL && op <= TRC_OP_LOR) return names[op - TRC_OP_SHL];
    const char *p = op ? strchr(chars, op) : NULL;
    return p ? single[p - chars] : "?";
}

static void expr(const dumper *d, const trc_expr *e, int depth)
{
    FILE *o = d->out;
    indent(d, depth);
    switch (e->kind) {
    case TRC_EX_NUM: fprintf(o, "num %lld", (long long)e->num); break;
    case TRC_EX_STR: fputs("str ", o); tstr(d, e->str); break;
    case TRC_EX_REF: fputs("ref ", o); ref(d, &e->ref); break;
    case TRC_EX_CODE: fputs("code ", o); code(d, &e->code); break;
    case TRC_EX_UNARY: fprintf(o, "unary %s", op_name(e->op)); break;
    case TRC_EX_BINARY: fprintf(o, "binary %s", op_name(e->op)); break;
    case TRC_EX_NAME:
        fputs(e->op ? "field " : "name ", o); tstr(d, e->str);
        if (e->num != 1) fprintf(o, " #%lld", (long long)e->num);
        break;
    case TRC_EX_HAS: fputs("has", o); break;
    case TRC_EX_MATCH: fputs(e->op ? "nomatch " : "match ", o); tstr(d, e->str); break;
    }
    pos(d, e->span);
    fputc('\n', o);
    if (e->a) expr(d, e->a, depth + 1);
    if (e->b) expr(d, e->b, depth + 1);
}

static void desc(const dumper *d, const trc_desc *x, int depth);

static void seq(const dumper *d, const trc_seq *s, int depth)
{
    for (uint32_t i = 0; i < s->n; i++) desc(d, s->v[i], depth);
}

static void subject(const dumper *d, const trc_subject *s, int depth)
{
    indent(d, depth);
    fputs("subject ", d->out);
    if (s->is_ref) { fputs("ref ", d->out); ref(d, &s->ref); }
    else { fputs("code ", d->out); code(d, &s->code); }
    pos(d, s->span);
    fputc('\n', d->out);
}

static void flagtext(const dumper *d, const char *what, const trc_flagtext *t, int depth)
{
    if (!t->present) return;
    indent(d, depth);
    fprintf(d->out, "%s ", what);
    if (t->is_ref) { fputs("ref ", d->out); ref(d, &t->ref); }
    else tstr(d, t->text);
    pos(d, t->span);
    fputc('\n', d->out);
}

static void desc(const dumper *d, const trc_desc *x, int depth)
{
    FILE *o = d->out;
    indent(d, depth);
    switch (x->kind) {
    case TRC_D_CODE: fputs("code ", o); code(d, &x->u.code); break;
    case TRC_D_REF: fputs("ref ", o); ref(d, &x->u.ref); break;
    case TRC_D_CALL:
        fprintf(o, "call %s nargs=%u raw=", x->u.call.name.s, (unsigned)x->u.call.nargs);
        tstr(d, x->u.call.raw);
        break;
    case TRC_D_STRING:
        fprintf(o, "string%s ", x->u.lit.quote == '\'' ? "(sq)" : "");
        tstr(d, x->u.lit.text);
        break;
    case TRC_D_BQSTRING: fprintf(o, "bqstring nparts=%u", (unsigned)x->u.bq.nparts); break;
    case TRC_D_WORD: fputs("word ", o); tstr(d, x->u.lit.text); break;
    case TRC_D_COMMA: fputs("comma", o); break;
    case TRC_D_AMP: fputs("amp", o); break;
    case TRC_D_TAB: fputs("tab", o); break;
    case TRC_D_NL: fputs("nl", o); break;
    case TRC_D_LEVEL:
        fprintf(o, "level %s", level_name(x->u.level));
        if (x->u.level == TRC_LEVEL_BAD) {
            fputc(' ', o);
            qstr(d, d->f->src + x->span.off, x->span.len);
        }
        break;
    case TRC_D_BLOCK: fprintf(o, "block n=%u", (unsigned)x->u.body.n); break;
    case TRC_D_DECL: fprintf(o, "decl $%s", x->u.stmt.name.s); break;
    case TRC_D_ASSIGN: fprintf(o, "assign $%s", x->u.stmt.name.s); break;
    case TRC_D_FUNDEF:
        fprintf(o, "fundef %s(", x->u.fundef.name.s);
        for (uint32_t i = 0; i < x->u.fundef.nparams; i++)
            fprintf(o, "%s%s", i ? ", " : "", x->u.fundef.params[i].s);
        fprintf(o, ") n=%u", (unsigned)x->u.fundef.body.n);
        break;
    case TRC_D_SWITCH:
        fprintf(o, "switch ncases=%u", (unsigned)x->u.sw.ncases);
        break;
    case TRC_D_LOOP:
        fputs("loop ", o);
        switch (x->u.loop.kind) {
        case TRC_LOOP_CODE: fputs("count=code ", o); code(d, &x->u.loop.code); break;
        case TRC_LOOP_REF: fputs("count=ref ", o); ref(d, &x->u.loop.ref); break;
        case TRC_LOOP_NUM: fprintf(o, "count=%lld", (long long)x->u.loop.num); break;
        }
        fprintf(o, " n=%u", (unsigned)x->u.loop.body.n);
        break;
    case TRC_D_BITFLAGS: fprintf(o, "bitflags nflags=%u", (unsigned)x->u.bf.nflags); break;
    }
    pos(d, x->span);
    if (x->blank_before) fputs(" blank", o);
    if (x->glued_next) fputs(" glued", o);
    if (x->field.len) fprintf(o, " field=%s", x->field.s);
    fputc('\n', o);

    switch (x->kind) {
    case TRC_D_CALL:
        for (uint32_t i = 0; i < x->u.call.nargs; i++) expr(d, x->u.call.args[i], depth + 1);
        break;
    case TRC_D_BQSTRING:
        for (uint32_t i = 0; i < x->u.bq.nparts; i++) {
            const trc_bqpart *p = &x->u.bq.parts[i];
            indent(d, depth + 1);
            switch (p->kind) {
            case TRC_BQ_TEXT: fputs("text ", o); tstr(d, p->text); break;
            case TRC_BQ_REF: fputs("ref ", o); ref(d, &p->ref); break;
            case TRC_BQ_CODE: fputs("code ", o); code(d, &p->code); break;
            }
            pos(d, p->span);
            fputc('\n', o);
        }
        break;
    case TRC_D_BLOCK: seq(d, &x->u.body, depth + 1); break;
    case TRC_D_ASSIGN: expr(d, x->u.stmt.expr, depth + 1); break;
    case TRC_D_FUNDEF:
        for (uint32_t i = 0; i < x->u.fundef.nparams; i++) {
            indent(d, depth + 1);
            fprintf(o, "param %s", x->u.fundef.params[i].s);
            pos(d, x->u.fundef.param_spans[i]);
            fputc('\n', o);
        }
        seq(d, &x->u.fundef.body, depth + 1);
        break;
    case TRC_D_SWITCH:
        subject(d, &x->u.sw.subject, depth + 1);
        if (x->u.sw.has_mask) {
            indent(d, depth + 1);
            fputs("mask ", o);
            tstr(d, x->u.sw.mask);
            pos(d, x->u.sw.mask_span);
            fputc('\n', o);
        }
        for (uint32_t i = 0; i < x->u.sw.ncases; i++) {
            const trc_case *c = &x->u.sw.cases[i];
            static const char *const kinds[] = { "word", "string", "regex", "star" };
            indent(d, depth + 1);
            fprintf(o, "case %s ", kinds[c->kind]);
            tstr(d, c->text);
            pos(d, c->span);
            fputc('\n', o);
            if (c->body) desc(d, c->body, depth + 2);
        }
        break;
    case TRC_D_LOOP:
        indent(d, depth + 1);
        fputs("count", o);
        pos(d, x->u.loop.count_span);
        fputc('\n', o);
        seq(d, &x->u.loop.body, depth + 1);
        break;
    case TRC_D_BITFLAGS:
        subject(d, &x->u.bf.subject, depth + 1);
        for (uint32_t i = 0; i < x->u.bf.nflags; i++) {
            const trc_flag *fl = &x->u.bf.flags[i];
            indent(d, depth + 1);
            fputs("flag", o);
            if (fl->is_mask) {
                fputs(" mask=", o);
                tstr(d, fl->mask);
                pos(d, fl->mask_span);
            }
            fputs(" value=", o);
            tstr(d, fl->value);
            pos(d, fl->value_span);
            fputc('\n', o);
            flagtext(d, "text", &fl->text, depth + 2);
            flagtext(d, "false", &fl->false_text, depth + 2);
        }
        break;
    default:
        break;
    }
}

void trc_ast_dump(FILE *out, const trc_ast_file *f)
{
    dumper d;
    memset(&d, 0, sizeof d);
    d.out = out;
    d.f = f;
    uint32_t n = 1;
    for (size_t i = 0; i < f->src_len; i++) if (f->src[i] == '\n') n++;
    d.starts = malloc(n * sizeof *d.starts);
    if (!d.starts) return;
    d.starts[0] = 0;
    d.nlines = 1;
    for (size_t i = 0; i < f->src_len; i++)
        if (f->src[i] == '\n') d.starts[d.nlines++] = (uint32_t)(i + 1);

    fprintf(out, "file ");
    qstr(&d, f->path, strlen(f->path));
    fprintf(out, " stanzas=%u", (unsigned)f->nstanzas);
    if (f->is_update) { fputs(" update=", out); tstr(&d, f->update_path); }
    fputc('\n', out);
    for (uint32_t i = 0; i < f->nstanzas; i++) {
        const trc_stanza *st = f->stanzas[i];
        char hook[8];
        trc_hook_format(st->hook, hook);
        static const char *const kinds[] = { "stanza", "add", "delete" };
        fprintf(out, "%s %s id=0x%05X text=", kinds[st->kind], hook, (unsigned)st->hook);
        tstr(&d, st->hook_text);
        pos(&d, st->span);
        fputc('\n', out);
        if (st->kind == TRC_LINE_DELETE) continue;
        fprintf(out, "  version %u.%u", (unsigned)st->ver_major, (unsigned)st->ver_minor);
        pos(&d, st->ver_span);
        fputc('\n', out);
        fprintf(out, "  level %s", level_name(st->level));
        if (st->level != TRC_LEVEL_NONE) pos(&d, st->level_span);
        fputc('\n', out);
        if (st->has_label) {
            fputs("  label ", out);
            tstr(&d, st->label);
            pos(&d, st->label_span);
            fputc('\n', out);
        }
        fprintf(out, "  body n=%u\n", (unsigned)st->body.n);
        seq(&d, &st->body, 2);
    }
    free(d.starts);
}
