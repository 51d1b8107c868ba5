/* ltt_tmpl.c -- the generated templates of an LTT trace (docs/ref/foreign.md §4.8): one stanza
 * `3HHHH 1.0 L=LEVEL "FACILITY.EVENT" W2 FIELDS` per event id of every facility range
 * (first range wins on overlaps, as in the reader's lookup), fixed field lists for the
 * builtin ids, descriptors generated recursively from the XML types (enum -> SWITCH on a
 * macro, array/sequence -> LOOP, struct -> fields with dotted paths), comment lines for
 * events that get no stanza (unions, oversized text). */
#include "formats/ltt_int.h"
#include <string.h>

#define LTT_STANZA_MAX (1u << 20)   /* a longer generated stanza is omitted */
#define LTT_TEXT_MAX (64u << 20)    /* generation stops when the whole text is longer */

/* Generation state of one stanza. */
typedef struct gen {
    trc_buf *out;            /* output text */
    size_t start;            /* offset of the stanza in out */
    int k;                   /* last generated macro number */
    int too_big;             /* 1: the stanza exceeded LTT_STANZA_MAX */
} gen;

/* Append s with characters unsafe in a WORD (field names) replaced by '_'. */
static void add_word(trc_buf *b, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        int okc = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                  || c == '_' || c == '.' || c == '-' || c >= 0x80;
        trc_buf_addc(b, okc ? c : '_');
    }
}

/* Append s as the inside of a DQSTRING: \ and " escaped, control characters as blanks. */
static void add_qtext(trc_buf *b, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '\\' || c == '"') { trc_buf_addc(b, '\\'); trc_buf_addc(b, c); }
        else if (c < 0x20 || c == 0x7F) trc_buf_addc(b, ' ');
        else trc_buf_addc(b, c);
    }
}

/* Append "NAME=" when the item is named. */
static void add_name(trc_buf *b, const char *name)
{
    if (!name) return;
    add_word(b, name);
    trc_buf_addc(b, '=');
}

/* Descriptors of type t; name = field path to print as NAME= (NULL: no name); named = 0
 * inside arrays and sequences (no names below). */
static void gen_type(gen *g, const ltt_type *t, const char *name, int named)
{
    trc_buf *b = g->out;
    if (g->too_big || b->failed) return;
    if (b->len - g->start > LTT_STANZA_MAX) { g->too_big = 1; return; }
    t = ltt_deref(t);
    if (!t) return;
    const char *nm = named ? name : NULL;
    switch (t->kind) {
    case LTT_UINT:
        trc_buf_addc(b, ' ');
        add_name(b, nm);
        trc_buf_printf(b, "U%u", t->size);
        break;
    case LTT_INT:
        trc_buf_addc(b, ' ');
        add_name(b, nm);
        trc_buf_printf(b, "D%u", t->size);
        break;
    case LTT_FLOAT:
        trc_buf_addc(b, ' ');
        add_name(b, nm);
        trc_buf_printf(b, "F%u", t->size);
        break;
    case LTT_STRING:
        trc_buf_addc(b, ' ');
        add_name(b, nm);
        trc_buf_addc(b, 'Z');
        break;
    case LTT_ENUM: {
        int k = ++g->k;
        trc_buf_printf(b, " {{ $e_%d = U%u }} ", k, t->size);
        add_name(b, nm);
        trc_buf_printf(b, "$e_%d%%U%u,", k, t->size);
        uint64_t mask = t->size >= 8 ? UINT64_MAX : ((uint64_t)1 << (8 * t->size)) - 1;
        for (size_t i = 0; i < t->nlabels; i++) {
            trc_buf_printf(b, " %llu \"", (unsigned long long)((uint64_t)t->labels[i].value & mask));
            add_qtext(b, t->labels[i].name);
            trc_buf_adds(b, "\",");
        }
        trc_buf_printf(b, " \\* $e_%d%%U%u", k, t->size);
        break;
    }
    case LTT_ARRAY: case LTT_SEQUENCE: {
        if (t->kind == LTT_SEQUENCE) {
            int k = ++g->k;
            trc_buf_printf(b, " {{ $n_%d = U%u }}", k, t->size);
            trc_buf_adds(b, " \"");
            if (nm) { add_word(b, nm); trc_buf_addc(b, '='); }
            trc_buf_printf(b, "[\" LOOP $n_%d {", k);
        } else {
            trc_buf_adds(b, " \"");
            if (nm) { add_word(b, nm); trc_buf_addc(b, '='); }
            trc_buf_printf(b, "[\" LOOP %llu {", (unsigned long long)t->count);
        }
        gen_type(g, t->elem, NULL, 0);
        trc_buf_adds(b, " } \"]\"");
        break;
    }
    case LTT_STRUCT:
        for (size_t i = 0; i < t->nfields; i++) {
            const char *fn = t->fields[i].name;
            trc_buf path;
            trc_buf_init(&path);
            if (named) {
                if (name) { trc_buf_adds(&path, name); trc_buf_addc(&path, '.'); }
                if (*fn) trc_buf_adds(&path, fn);
                else trc_buf_printf(&path, "field%zu", i);
            }
            gen_type(g, t->fields[i].type, named && !path.failed ? path.data : NULL, named);
            trc_buf_free(&path);
        }
        break;
    case LTT_UNION: case LTT_TYPEREF:
        break;                               /* never reached: unions get no stanza */
    }
}

/* LEVEL of an event (§4.8). */
static const char *level_of(const char *fac, const char *ev)
{
    if (strcmp(fac, "core") != 0) return "KERN";
    if (strncmp(ev, "syscall_", 8) == 0) return "SVC";
    if (strncmp(ev, "trap_", 5) == 0 || strncmp(ev, "irq_", 4) == 0 || strcmp(ev, "soft_irq") == 0)
        return "INT";
    return "KERN";
}

/* Fixed field lists of the builtin ids. */
static const char *builtin_fields(uint32_t id)
{
    switch (id) {
    case LTT_ID_FACILITY_LOAD: return " name=Z checksum=X4 base=U4";
    case LTT_ID_BLOCK_START: case LTT_ID_BLOCK_END: return " sec=U4 nsec=U4 cycles=U8 block_id=U4";
    case LTT_ID_HEARTBEAT: return " sec=U4 nsec=U4 cycles=U8";
    default: return "";
    }
}

static void stanza_head(trc_buf *b, uint32_t id, const char *fac, const char *ev)
{
    trc_buf_printf(b, "3%04X 1.0 L=%s \"", (unsigned)id, level_of(fac, ev));
    add_qtext(b, fac);
    trc_buf_addc(b, '.');
    add_qtext(b, ev);
    trc_buf_adds(b, "\" W2");
}

void ltt_gen_templates(const ltt_model *m, trc_buf *out)
{
    size_t begin = out->len;
    trc_buf_printf(out, "# LTT templates generated from %s/eventdefs (docs/ref/foreign.md 4.8)\n",
                   m->dir ? m->dir : ".");
    for (size_t i = 0; i < m->nranges; i++) {
        const ltt_range *r = &m->ranges[i];
        trc_buf_printf(out, "# facility %s (%s): base %u, %zu events, checksum %08X\n",
                       r->fac->name, r->fac->file, (unsigned)r->base, r->fac->nevents,
                       (unsigned)r->checksum);
    }
    for (uint32_t id = 0; id <= 0xFFFF; id++) {
        if (out->len - begin > LTT_TEXT_MAX) {
            trc_buf_printf(out, "# generation stopped at 3%04X: text longer than %u MiB\n",
                           (unsigned)id, LTT_TEXT_MAX >> 20);
            break;
        }
        const ltt_range *r = ltt_lookup(m, id);
        const char *bn = ltt_builtin_name(id);
        if (bn) {
            stanza_head(out, id, r ? r->fac->name : "builtin", bn);
            trc_buf_adds(out, builtin_fields(id));
            trc_buf_addc(out, '\n');
            continue;
        }
        if (!r) continue;
        const ltt_event *e = &r->fac->events[id - r->base];
        if (e->type && e->type->has_union) {
            trc_buf_printf(out, "# 3%04X ", (unsigned)id);
            add_qtext(out, r->fac->name);
            trc_buf_addc(out, '.');
            add_qtext(out, e->name);
            trc_buf_adds(out, ": contains a union, no template\n");
            continue;
        }
        gen g = { out, out->len, 0, 0 };
        stanza_head(out, id, r->fac->name, e->name);
        gen_type(&g, e->type, NULL, 1);
        if (g.too_big) {
            trc_buf_truncate(out, g.start);
            trc_buf_printf(out, "# 3%04X ", (unsigned)id);
            add_qtext(out, r->fac->name);
            trc_buf_addc(out, '.');
            add_qtext(out, e->name);
            trc_buf_adds(out, ": generated stanza too large, no template\n");
            continue;
        }
        trc_buf_addc(out, '\n');
    }
}
