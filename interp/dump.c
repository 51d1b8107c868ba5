/* dump.c -- owns the opcode tables generated from interp/opcodes.h and the stable text
 * form of compiled template sets printed by `trcrpt --dump-code` (pinned by tests):
 *
 *   template ID L=LEVEL label "TEXT" slots N entry E
 *     ADDR  OPCODE  OPERANDS
 *   function NAME params P slots N entry E
 *     ...
 * Addresses are absolute instruction indices (jump targets use the same numbers). */
#include "common/hookid.h"
#include "interp/program.h"
#include "interp/builtins_table.h"
#include "interp/wherekeys.h"
#include "common/record.h"
#include <string.h>

static const char *const op_names[] = {
#define TRC_I_NAME_(name, layout, stack, comment) #name,
    TRC_OPCODES(TRC_I_NAME_)
#undef TRC_I_NAME_
};

static const unsigned char op_layouts[] = {
#define TRC_I_LAYOUT_(name, layout, stack, comment) TRC_OL_##layout,
    TRC_OPCODES(TRC_I_LAYOUT_)
#undef TRC_I_LAYOUT_
};

static const signed char op_stack[] = {
#define TRC_I_STACK_(name, layout, stack, comment) stack,
    TRC_OPCODES(TRC_I_STACK_)
#undef TRC_I_STACK_
};

const char *trc_opcode_name(unsigned op) { return op < TRC_I_COUNT_ ? op_names[op] : "?"; }
trc_oplayout trc_opcode_layout(unsigned op) { return op < TRC_I_COUNT_ ? (trc_oplayout)op_layouts[op] : TRC_OL_NONE; }
int trc_opcode_stack(unsigned op) { return op < TRC_I_COUNT_ ? op_stack[op] : 0; }

static const char *predef_names[TRC_PM_COUNT] = {
    "DATAPOINTER", "BASEPOINTER", "HOOKENV", "TRACEENV", "GENERIC", "D1", "D2", "D3", "D4",
    "D5", "HD", "HDL", "HDU", "HL", "HT", "TRACEID", "RELLINENO", "LINENO", "PID", "TID",
    "CPUID", "PRI", "EXECPATH", "SVC", "LOGFILE", "LOGIDX", "LOGIDX0", "DEFAULT", "STOP",
    "BREAK", "SKIP", "NOPRINT", "ERROR"
};

static const char *level_name(int level)
{
    switch (level) {
    case 0: return "0";
    case 1: return "APPL";
    case 2: return "SVC";
    case 3: return "KERN";
    case 4: return "INT";
    default: return "?";
    }
}

/* Print a byte string quoted, with C-like escapes for unprintable bytes. */
static void put_quoted(FILE *out, const char *s, size_t len)
{
    fputc('"', out);
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '"' || ch == '\\') fprintf(out, "\\%c", ch);
        else if (ch == '\n') fputs("\\n", out);
        else if (ch == '\t') fputs("\\t", out);
        else if (ch < 0x20 || ch == 0x7F) fprintf(out, "\\x%02X", ch);
        else fputc(ch, out);
    }
    fputc('"', out);
}

/* Print a format code (letter x, m = a, n = b). */
static void put_code(FILE *out, const trc_insn *in)
{
    switch (in->x) {
    case 'b': fputs("HB", out); return;
    case 't': fputs("HT", out); return;
    case 'Z': fputs("Z", out); return;
    default: break;
    }
    fprintf(out, "%c%u", in->x, in->a);
    if (in->y & TRC_IY_HAS_N) fprintf(out, ".%u", in->b);
}

static void put_hook(FILE *out, uint32_t hook)
{
    fprintf(out, "%0*X", trc_hook_digits(hook), trc_hook_display(hook));
}

static void put_insn(FILE *out, const trc_progset *set, uint32_t at)
{
    const trc_insn *in = &set->code[at];
    const char *name = trc_opcode_name(in->op);
    if (trc_opcode_layout(in->op) == TRC_OL_NONE && !(in->y & (TRC_IY_NODELIM | TRC_IY_SYMBOL | TRC_IY_SOFT)))
        fprintf(out, "  %5u  %s", at, name);
    else
        fprintf(out, "  %5u  %-8s", at, name);
    switch (trc_opcode_layout(in->op)) {
    case TRC_OL_NONE: break;
    case TRC_OL_CODE: fputc(' ', out); put_code(out, in); break;
    case TRC_OL_SLOT: fprintf(out, " slot %u", in->a); break;
    case TRC_OL_PRE: fprintf(out, " $%s", in->a < TRC_PM_COUNT ? predef_names[in->a] : "?"); break;
    case TRC_OL_INT: fprintf(out, " %lld", in->a < set->nints ? (long long)set->ints[in->a] : 0LL); break;
    case TRC_OL_STR:
        fputc(' ', out);
        if (in->a < set->nstrs) put_quoted(out, set->strs[in->a].s, set->strs[in->a].len);
        break;
    case TRC_OL_JUMP: fprintf(out, " -> %u", in->a); break;
    case TRC_OL_SUB:
        fputs(" $", out);
        put_hook(out, in->b);
        if (in->a == TRC_NONE) fputs(in->op == TRC_I_DEFAULT ? " (raw dump)" : " (missing)", out);
        else fprintf(out, " -> @%u", set->progs[in->a].entry);
        break;
    case TRC_OL_FUNC:
        fprintf(out, " %s/%u", in->a < set->nfuncs ? set->funcs[in->a].name : "?", in->b);
        break;
    case TRC_OL_KEY: fprintf(out, " %s", trc_where_key_name(in->a)); break;
    case TRC_OL_FIELDREF:
        fputc(' ', out);
        if (in->a < set->nstrs) put_quoted(out, set->strs[in->a].s, set->strs[in->a].len);
        if (in->b != 1) fprintf(out, " #%u", in->b);
        break;
    case TRC_OL_REGEX:
        fputs(in->y & 1 ? " !~ /" : " =~ /", out);
        if (in->a < set->ncases) fwrite(set->cases[in->a].text, 1, set->cases[in->a].len, out);
        fputc('/', out);
        break;
    case TRC_OL_CMP: fprintf(out, " %s", trc_opcode_name(in->a)); break;
    case TRC_OL_BUILTIN: {
        const trc_builtin *bi = trc_builtin_get((trc_builtin_id)in->a);
        fprintf(out, " %s/%u", bi ? bi->name : "?", in->b);
        break;
    }
    case TRC_OL_LEVEL: fprintf(out, " L=%s", level_name((int)in->a)); break;
    case TRC_OL_CASE: {
        const trc_casev *k = &set->cases[in->a];
        switch (k->kind) {
        case TRC_CV_WORD:
            fprintf(out, " word %.*s", (int)k->len, k->text);
            if (k->has_num) fprintf(out, " =%lld", (long long)k->num);
            break;
        case TRC_CV_STRING: fputs(" string ", out); put_quoted(out, k->text, k->len); break;
        case TRC_CV_REGEX: fprintf(out, " regex /%.*s/", (int)k->len, k->text); break;
        case TRC_CV_STAR: fputs(" *", out); break;
        }
        fprintf(out, " else -> %u", in->b);
        break;
    }
    case TRC_OL_FLAG: {
        const trc_flagv *f = &set->flags[in->a];
        if (f->valid) fprintf(out, " mask=0x%llX value=0x%llX", (unsigned long long)f->mask,
                              (unsigned long long)f->value);
        else fputs(" invalid", out);
        fprintf(out, " else -> %u", in->b);
        break;
    }
    case TRC_OL_LOOP:
        if (in->a == TRC_NONE) fputs(" dynamic", out);
        else fprintf(out, " static %u bits", in->a);
        break;
    }
    if (in->y & TRC_IY_NODELIM) fputs(" nodelim", out);
    if (in->y & TRC_IY_SYMBOL) fputs(" symbol", out);
    if (in->y & TRC_IY_SOFT) fputs(" +soft", out);
    fputc('\n', out);
}

static void put_range(FILE *out, const trc_progset *set, uint32_t entry)
{
    for (uint32_t at = entry; at < set->ncode; at++) {
        put_insn(out, set, at);
        if (set->code[at].op == TRC_I_END) break;
    }
}

void trc_progset_dump(FILE *out, const trc_progset *set)
{
    for (uint32_t i = 0; i < set->nprogs; i++) {
        const trc_prog *p = &set->progs[i];
        fputs("template ", out);
        put_hook(out, p->hook);
        fprintf(out, " L=%s label ", level_name(p->level));
        put_quoted(out, p->label, p->label_len);
        fprintf(out, "%s slots %u entry %u%s\n", p->label_print ? "" : " hidden", p->nslots, p->entry,
                p->fused ? " compiled" : "");   /* it has a compiled form (interp/fuse.h) */
        put_range(out, set, p->entry);
    }
    for (uint32_t i = 0; i < set->nfuncs; i++) {
        const trc_func *f = &set->funcs[i];
        fprintf(out, "function %s params %u slots %u entry %u\n", f->name, f->nparams, f->nslots, f->entry);
        put_range(out, set, f->entry);
    }
    if (set->where_pre != TRC_NONE) {
        fprintf(out, "where before formatting entry %u\n", set->where_pre);
        put_range(out, set, set->where_pre);
    }
    if (set->where_post != TRC_NONE) {
        fprintf(out, "where after formatting entry %u\n", set->where_post);
        put_range(out, set, set->where_post);
    }
}
