/* ltt_xml.c -- the XML part of the LTT reader (docs/ref/foreign.md §4.1-§4.3): the normalisation
 * pass for unquoted attribute values, expat parsing of info/system.xml and
 * eventdefs/NAME.xml into the type model of formats/ltt_int.h, size attributes per
 * arch_size and enum label values.  Typeref resolution and payload sizes are in
 * formats/ltt_model.c.
 * All parser state lives in a context struct passed to expat as user data. */
#include "formats/ltt_int.h"
#include "formats/foreign_int.h"
#include <dirent.h>
#include <errno.h>
#include <expat.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define LTT_XML_MAXDEPTH 256   /* deeper element nesting is a load error */
#define LTT_XML_MAXSIZE (16u << 20)   /* a larger XML file is a load error (real ones: KiB) */
#define LTT_XML_MAXTOTAL (64u << 20)  /* all eventdefs files together (links to one file
                                         count each time) */
#define LTT_XML_MAXFILES 4096         /* eventdefs files (real traces: a few dozen) */

/* ---- small helpers ------------------------------------------------------------- */

/* Read a whole file of at most LTT_XML_MAXSIZE bytes into a malloc'ed buffer; 0, -1 with
 * errno, or -2 when the file is larger. */
static int read_whole(const char *path, char **data, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) return -1;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n == cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) { free(buf); buf = NULL; errno = ENOMEM; break; }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, fp);
        n += got;
        if (n > LTT_XML_MAXSIZE) {
            fclose(fp);
            free(buf);
            return -2;
        }
        if (got == 0) {
            if (ferror(fp)) { free(buf); buf = NULL; errno = EIO; }
            break;
        }
    }
    fclose(fp);
    if (!buf) return -1;
    *data = buf;
    *len = n;
    return 0;
}

/* The message of read_whole's failure rd for path. */
static void read_error(char *err, size_t errlen, const char *path, int rd)
{
    if (rd == -2)
        snprintf(err, errlen, "%s: larger than %u MiB (the limit for an LTT XML file)", path,
                 LTT_XML_MAXSIZE >> 20);
    else
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
}

char *trc_ltt_path_join(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    char *p = malloc(la + lb + 2);
    if (!p) return NULL;
    memcpy(p, a, la);
    p[la] = '/';
    memcpy(p + la + 1, b, lb + 1);
    return p;
}

/* 1 when the bytes are valid UTF-8. */
static int valid_utf8(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        size_t k;
        if (c < 0x80) { i++; continue; }
        else if ((c & 0xE0) == 0xC0 && c >= 0xC2) k = 1;
        else if ((c & 0xF0) == 0xE0) k = 2;
        else if ((c & 0xF8) == 0xF0 && c <= 0xF4) k = 3;
        else return 0;
        for (size_t j = 1; j <= k; j++)
            if (i + j >= n || (s[i + j] & 0xC0) != 0x80) return 0;
        i += k + 1;
    }
    return 1;
}

const char *ltt_sysattr(const ltt_model *m, const char *name)
{
    for (size_t i = 0; i < m->nsysattrs; i++)
        if (strcmp(m->sysattrs[2 * i], name) == 0) return m->sysattrs[2 * i + 1];
    return NULL;
}

/* ---- normalisation (§4.2) ------------------------------------------------------ */

static const char ROOT_OPEN[] = "<ltt-root>";
static const char ROOT_CLOSE[] = "</ltt-root>";

/* Copy text[i..] through the first occurrence of `end` (or to the end); returns new i. */
static size_t copy_through(trc_buf *o, const char *t, size_t len, size_t i, const char *end)
{
    size_t el = strlen(end);
    size_t j = i;
    while (j < len && !(j + el <= len && memcmp(t + j, end, el) == 0)) j++;
    j = j < len ? j + el : len;
    trc_buf_add(o, t + i, j - i);
    return j;
}

char *ltt_xml_normalize(const char *t, size_t len, size_t *outlen)
{
    trc_buf o;
    trc_buf_init(&o);
    int rooted = 0;
    size_t i = 0;
    while (i < len) {
        char c = t[i];
        if (c != '<') { trc_buf_addc(&o, c); i++; continue; }
        if (len - i >= 4 && memcmp(t + i, "<!--", 4) == 0) { i = copy_through(&o, t, len, i, "-->"); continue; }
        if (len - i >= 9 && memcmp(t + i, "<![CDATA[", 9) == 0) { i = copy_through(&o, t, len, i, "]]>"); continue; }
        if (len - i >= 2 && t[i + 1] == '?') { i = copy_through(&o, t, len, i, "?>"); continue; }
        if (len - i >= 2 && t[i + 1] == '!') { i = copy_through(&o, t, len, i, ">"); continue; }
        if (!rooted && i + 1 < len && t[i + 1] != '/') {
            trc_buf_adds(&o, ROOT_OPEN);
            rooted = 1;
        }
        /* inside a tag */
        trc_buf_addc(&o, '<');
        i++;
        while (i < len && t[i] != '>') {
            c = t[i];
            if (c == '"' || c == '\'') {
                size_t j = i + 1;
                while (j < len && t[j] != c) j++;
                j = j < len ? j + 1 : len;
                trc_buf_add(&o, t + i, j - i);
                i = j;
                continue;
            }
            trc_buf_addc(&o, c);
            i++;
            if (c != '=') continue;
            while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n'))
                trc_buf_addc(&o, t[i++]);
            if (i < len && (t[i] == '"' || t[i] == '\'')) continue;
            trc_buf_addc(&o, '"');
            while (i < len) {
                c = t[i];
                if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '>') break;
                if (c == '/' && i + 1 < len && t[i + 1] == '>') break;
                if (c == '&') trc_buf_adds(&o, "&amp;");
                else if (c == '<') trc_buf_adds(&o, "&lt;");
                else if (c == '"') trc_buf_adds(&o, "&quot;");
                else trc_buf_addc(&o, c);
                i++;
            }
            trc_buf_addc(&o, '"');
        }
        if (i < len) { trc_buf_addc(&o, '>'); i++; }
    }
    if (!rooted) trc_buf_adds(&o, ROOT_OPEN);
    trc_buf_adds(&o, ROOT_CLOSE);
    if (o.failed) { trc_buf_free(&o); return NULL; }
    *outlen = o.len;
    return o.data;
}

/* ---- expat context ------------------------------------------------------------- */

/* What an open element is. */
typedef enum xkind {
    X_ROOT, X_SKIP, X_SYSTEM, X_FACILITY, X_EVENT, X_NAMED, X_FIELD, X_TYPE, X_LABEL
} xkind;

/* One open element. */
typedef struct xframe {
    xkind kind;              /* what it is */
    ltt_type *type;          /* X_TYPE: the type; X_FIELD: the struct/union owning it */
    size_t idx;              /* X_EVENT/X_NAMED: index in the facility; X_FIELD: field */
    int line;                /* line of the start tag */
} xframe;

/* The parser context (expat user data). */
typedef struct xctx {
    XML_Parser p;            /* the parser */
    ltt_model *m;            /* model being filled */
    const char *file;        /* file name for messages */
    int system_mode;         /* 1: system.xml, 0: eventdefs */
    int seen_system;         /* system.xml: a <system> element was read */
    int system_line;         /* its line */
    ltt_facility *fac;       /* eventdefs: the open facility, NULL outside */
    xframe *st;              /* element stack (malloc) */
    size_t depth;            /* open elements */
    size_t capst;            /* allocated frames */
    trc_buf text;            /* enum: character data not yet split into labels */
    char *err;               /* first error ("FILE:LINE: MESSAGE", malloc) */
    int oom;                 /* out of memory */
} xctx;

static int cur_line(xctx *x) { return (int)XML_GetCurrentLineNumber(x->p); }

static void xerr(xctx *x, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void xerr(xctx *x, int line, const char *fmt, ...)
{
    if (x->err) return;
    trc_buf b;
    trc_buf_init(&b);
    trc_buf_printf(&b, "%s:%d: ", x->file, line);
    va_list ap;
    va_start(ap, fmt);
    char small[256];
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n >= (int)sizeof small) {
        char *big = malloc((size_t)n + 1);
        if (big) {
            va_start(ap, fmt);
            vsnprintf(big, (size_t)n + 1, fmt, ap);
            va_end(ap);
            trc_buf_adds(&b, big);
            free(big);
        }
    } else {
        trc_buf_adds(&b, small);
    }
    x->err = b.data;
    XML_StopParser(x->p, XML_FALSE);
}

static void xwarn(xctx *x, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void xwarn(xctx *x, int line, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    trc_fx_warn(x->m->warn, x->m->warn_ctx, x->m->dir, "%s:%d: %s", x->file, line, small);
}

static const char *attr(const XML_Char **atts, const char *name)
{
    for (size_t i = 0; atts[i]; i += 2)
        if (strcasecmp(atts[i], name) == 0) return atts[i + 1];
    return NULL;
}

static char *xstrdup(xctx *x, const char *s)
{
    char *r = trc_arena_strndup(&x->m->arena, s, strlen(s));
    if (!r) x->oom = 1;
    return r;
}

/* Grow an arena array so that it holds n + 1 elements. */
static void *xgrow(xctx *x, void *arr, size_t n, size_t *cap, size_t elem)
{
    if (n < *cap) return arr;
    size_t nc = *cap ? *cap * 2 : 8;
    void *r = trc_arena_grow(&x->m->arena, arr, n, nc, elem);
    if (!r) { x->oom = 1; return NULL; }
    *cap = nc;
    return r;
}

/* Size attribute value -> bytes (int/uint/enum/sequence length/union code); 0 = invalid. */
static unsigned isize(const char *s, ltt_arch a)
{
    if (!s) return 0;
    if (!strcmp(s, "1")) return 1;
    if (!strcmp(s, "2")) return 2;
    if (!strcmp(s, "4")) return 4;
    if (!strcmp(s, "8")) return 8;
    if (!strcmp(s, "short")) return 2;
    if (!strcmp(s, "medium")) return a == LTT_LP32 ? 2 : a == LTT_ILP64 ? 8 : 4;
    if (!strcmp(s, "long")) return a == LTT_LP32 || a == LTT_ILP32 ? 4 : 8;
    return 0;
}

/* Float size attribute value -> bytes; 0 = invalid. */
static unsigned fsize(const char *s)
{
    if (!s) return 0;
    if (!strcmp(s, "4") || !strcmp(s, "medium")) return 4;
    if (!strcmp(s, "8") || !strcmp(s, "long")) return 8;
    return 0;
}

/* Parse a C integer (decimal, 0x hex, 0 octal, optional sign); 0 ok, -1 bad. */
static int parse_cint(const char *s, int64_t *v)
{
    if (!s || !*s) return -1;
    char *end;
    errno = 0;
    long long r = strtoll(s, &end, 0);
    if (errno || *end) {
        errno = 0;
        unsigned long long u = strtoull(s, &end, 0);
        if (errno || *end || s[0] == '-') return -1;
        r = (long long)u;
    }
    *v = (int64_t)r;
    return 0;
}

/* Parse an unsigned decimal count; 0 ok, -1 bad. */
static int parse_count(const char *s, uint64_t *v)
{
    if (!s || !*s) return -1;
    uint64_t r = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        if (r > (UINT64_MAX - 9) / 10) return -1;
        r = r * 10 + (uint64_t)(*p - '0');
    }
    *v = r;
    return 0;
}

static xframe *push(xctx *x, xkind k, int line)
{
    if (x->depth == x->capst) {
        size_t nc = x->capst ? x->capst * 2 : 16;
        xframe *ns = realloc(x->st, nc * sizeof *ns);
        if (!ns) { x->oom = 1; XML_StopParser(x->p, XML_FALSE); return NULL; }
        x->st = ns;
        x->capst = nc;
    }
    xframe *f = &x->st[x->depth++];
    memset(f, 0, sizeof *f);
    f->kind = k;
    f->line = line;
    return f;
}

/* Add one enum label. */
static void add_label(xctx *x, ltt_type *t, const char *name, size_t nlen, const char *value,
                      int line)
{
    int64_t v = t->next_value;
    if (value && parse_cint(value, &v) < 0) {
        xerr(x, line, "bad label value '%s'", value);
        return;
    }
    ltt_label *l = xgrow(x, t->labels, t->nlabels, &t->caplabels, sizeof *l);
    if (!l) return;
    t->labels = l;
    char *nm = trc_arena_strndup(&x->m->arena, name, nlen);
    if (!nm) { x->oom = 1; return; }
    t->labels[t->nlabels].name = nm;
    t->labels[t->nlabels].value = v;
    t->nlabels++;
    t->next_value = v + 1;
}

/* Split pending enum text into word labels. */
static void flush_words(xctx *x, ltt_type *t)
{
    const char *s = x->text.data;
    size_t n = x->text.len, i = 0;
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) i++;
        size_t j = i;
        while (j < n && !(s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r')) j++;
        if (j > i) add_label(x, t, s + i, j - i, NULL, cur_line(x));
        i = j;
    }
    trc_buf_truncate(&x->text, 0);
}

/* The innermost frame that is not X_LABEL etc.: parent of a new element. */
static xframe *top(xctx *x) { return x->depth ? &x->st[x->depth - 1] : NULL; }

/* Attach a new type to the slot the parent frame offers. */
static void attach_type(xctx *x, xframe *parent, ltt_type *t, const char *el, int line)
{
    ltt_type **slot = NULL;
    const char *what = NULL;
    switch (parent->kind) {
    case X_EVENT:
        slot = &x->fac->events[parent->idx].type;
        what = "event";
        break;
    case X_NAMED:
        slot = &x->fac->types[parent->idx].type;
        what = "type";
        break;
    case X_FIELD:
        slot = &parent->type->fields[parent->idx].type;
        what = "field";
        break;
    case X_TYPE:
        if (parent->type->kind == LTT_ARRAY || parent->type->kind == LTT_SEQUENCE) {
            slot = &parent->type->elem;
            what = parent->type->kind == LTT_ARRAY ? "array" : "sequence";
        } else if (parent->type->kind == LTT_STRUCT || parent->type->kind == LTT_UNION) {
            xerr(x, line, "<%s> inside a %s must be in a <field>", el,
                 parent->type->kind == LTT_STRUCT ? "struct" : "union");
            return;
        } else {
            xerr(x, line, "<%s> not allowed here", el);
            return;
        }
        break;
    default:
        xerr(x, line, "<%s> outside an event, type or field", el);
        return;
    }
    if (*slot) {
        xerr(x, line, "%s has more than one type", what);
        return;
    }
    *slot = t;
}

static const struct { const char *name; ltt_kind kind; } type_names[] = {
    { "int", LTT_INT }, { "uint", LTT_UINT }, { "float", LTT_FLOAT },
    { "string", LTT_STRING }, { "enum", LTT_ENUM }, { "array", LTT_ARRAY },
    { "sequence", LTT_SEQUENCE }, { "struct", LTT_STRUCT }, { "union", LTT_UNION },
    { "typeref", LTT_TYPEREF },
};

static void start_type(xctx *x, xframe *parent, ltt_kind k, const char *el,
                       const XML_Char **atts, int line)
{
    ltt_type *t = trc_arena_alloc(&x->m->arena, sizeof *t);
    if (!t) { x->oom = 1; XML_StopParser(x->p, XML_FALSE); return; }
    t->kind = k;
    t->line = line;
    t->fixed = -1;
    const char *sz;
    switch (k) {
    case LTT_INT: case LTT_UINT: case LTT_ENUM:
        sz = attr(atts, "size");
        if (!(t->size = isize(sz, x->m->arch))) {
            xerr(x, line, "<%s>: bad size '%s'", el, sz ? sz : "(missing)");
            return;
        }
        break;
    case LTT_FLOAT:
        sz = attr(atts, "size");
        if (!(t->size = fsize(sz))) {
            xerr(x, line, "<float>: bad size '%s'", sz ? sz : "(missing)");
            return;
        }
        break;
    case LTT_ARRAY:
        sz = attr(atts, "size");
        if (parse_count(sz, &t->count) < 0 || t->count > UINT32_MAX) {
            xerr(x, line, "<array>: bad size '%s'", sz ? sz : "(missing)");
            return;
        }
        break;
    case LTT_SEQUENCE:
        sz = attr(atts, "lengthsize");
        if (!(t->size = isize(sz, x->m->arch))) {
            xerr(x, line, "<sequence>: bad lengthsize '%s'", sz ? sz : "(missing)");
            return;
        }
        break;
    case LTT_UNION:
        sz = attr(atts, "typecodesize");
        t->size = isize(sz, x->m->arch);   /* unions are never sized: not checked */
        break;
    case LTT_TYPEREF:
        sz = attr(atts, "name");
        if (!sz || !*sz) {
            xerr(x, line, "<typeref> without a name");
            return;
        }
        t->refname = xstrdup(x, sz);
        break;
    default:
        break;
    }
    attach_type(x, parent, t, el, line);
    if (x->err) return;
    xframe *f = push(x, X_TYPE, line);
    if (f) f->type = t;
    if (k == LTT_ENUM) trc_buf_truncate(&x->text, 0);
}

static void XMLCALL on_start(void *ud, const XML_Char *name, const XML_Char **atts)
{
    xctx *x = ud;
    int line = cur_line(x);
    xframe *par = top(x);
    if (x->err || x->oom) return;
    if (x->depth >= LTT_XML_MAXDEPTH) {
        xerr(x, line, "elements nested too deeply");
        return;
    }
    if (!par) {                                   /* the synthetic root */
        push(x, X_ROOT, line);
        return;
    }
    if (par->kind == X_SKIP || par->kind == X_SYSTEM) {
        push(x, X_SKIP, line);
        return;
    }
    if (par->kind == X_TYPE && par->type->kind == LTT_ENUM) {
        flush_words(x, par->type);
        if (strcasecmp(name, "label") != 0) {
            xerr(x, line, "<%s> not allowed in <enum>", name);
            return;
        }
        const char *ln = attr(atts, "name");
        if (!ln) { xerr(x, line, "<label> without a name"); return; }
        add_label(x, par->type, ln, strlen(ln), attr(atts, "value"), line);
        push(x, X_SKIP, line);
        return;
    }
    if (strcasecmp(name, "description") == 0) {
        push(x, X_SKIP, line);
        return;
    }
    if (par->kind == X_ROOT) {
        if (x->system_mode && strcasecmp(name, "system") == 0) {
            if (x->seen_system) {
                xerr(x, line, "more than one <system> element");
                return;
            }
            x->seen_system = 1;
            x->system_line = line;
            ltt_model *m = x->m;
            for (size_t i = 0; atts[i]; i += 2) {
                if (2 * m->nsysattrs + 2 > m->capsysattrs) {   /* cap counts entries */
                    size_t nc = m->capsysattrs ? m->capsysattrs * 2 : 32;
                    const char **a = trc_arena_grow(&m->arena, (void *)m->sysattrs,
                                                    2 * m->nsysattrs, nc, sizeof *a);
                    if (!a) { x->oom = 1; XML_StopParser(x->p, XML_FALSE); return; }
                    m->sysattrs = a;
                    m->capsysattrs = nc;
                }
                m->sysattrs[2 * m->nsysattrs] = xstrdup(x, atts[i]);
                m->sysattrs[2 * m->nsysattrs + 1] = xstrdup(x, atts[i + 1]);
                m->nsysattrs++;
            }
            push(x, X_SYSTEM, line);
            return;
        }
        if (!x->system_mode && strcasecmp(name, "facility") == 0) {
            const char *fn = attr(atts, "name");
            if (!fn || !*fn) { xerr(x, line, "<facility> without a name"); return; }
            ltt_facility *f = trc_arena_alloc(&x->m->arena, sizeof *f);
            ltt_facility **fa = xgrow(x, x->m->facs, x->m->nfacs, &x->m->capfacs, sizeof *fa);
            if (!f || !fa) { x->oom = 1; XML_StopParser(x->p, XML_FALSE); return; }
            x->m->facs = fa;
            f->name = xstrdup(x, fn);
            f->file = xstrdup(x, x->file);
            x->fac = f;
            push(x, X_FACILITY, line);
            return;
        }
        xwarn(x, line, "unknown element <%s> ignored", name);
        push(x, X_SKIP, line);
        return;
    }
    if (par->kind == X_FACILITY) {
        ltt_facility *f = x->fac;
        const char *nm = attr(atts, "name");
        if (strcasecmp(name, "event") == 0) {
            if (!nm || !*nm) { xerr(x, line, "<event> without a name"); return; }
            ltt_event *e = xgrow(x, f->events, f->nevents, &f->capevents, sizeof *e);
            if (!e) return;
            f->events = e;
            f->events[f->nevents].name = xstrdup(x, nm);
            f->events[f->nevents].type = NULL;
            f->events[f->nevents].line = line;
            xframe *fr = push(x, X_EVENT, line);
            if (fr) fr->idx = f->nevents;
            f->nevents++;
            return;
        }
        if (strcasecmp(name, "type") == 0) {
            if (!nm || !*nm) { xerr(x, line, "<type> without a name"); return; }
            for (size_t i = 0; i < f->ntypes; i++)
                if (strcmp(f->types[i].name, nm) == 0) {
                    xerr(x, line, "type '%s' already defined at line %d", nm, f->types[i].line);
                    return;
                }
            ltt_named *t = xgrow(x, f->types, f->ntypes, &f->captypes, sizeof *t);
            if (!t) return;
            f->types = t;
            memset(&f->types[f->ntypes], 0, sizeof *t);
            f->types[f->ntypes].name = xstrdup(x, nm);
            f->types[f->ntypes].line = line;
            xframe *fr = push(x, X_NAMED, line);
            if (fr) fr->idx = f->ntypes;
            f->ntypes++;
            return;
        }
        xwarn(x, line, "unknown element <%s> ignored", name);
        push(x, X_SKIP, line);
        return;
    }
    if (strcasecmp(name, "field") == 0) {
        if (par->kind != X_TYPE || (par->type->kind != LTT_STRUCT && par->type->kind != LTT_UNION)) {
            xerr(x, line, "<field> outside a struct or union");
            return;
        }
        ltt_type *t = par->type;
        ltt_field *fl = xgrow(x, t->fields, t->nfields, &t->capfields, sizeof *fl);
        if (!fl) return;
        t->fields = fl;
        const char *nm = attr(atts, "name");
        t->fields[t->nfields].name = xstrdup(x, nm ? nm : "");
        t->fields[t->nfields].type = NULL;
        xframe *fr = push(x, X_FIELD, line);
        if (fr) { fr->type = t; fr->idx = t->nfields; }
        t->nfields++;
        return;
    }
    for (size_t i = 0; i < sizeof type_names / sizeof type_names[0]; i++)
        if (strcasecmp(name, type_names[i].name) == 0) {
            start_type(x, par, type_names[i].kind, type_names[i].name, atts, line);
            return;
        }
    xwarn(x, line, "unknown element <%s> ignored", name);
    push(x, X_SKIP, line);
}

static void XMLCALL on_end(void *ud, const XML_Char *name)
{
    xctx *x = ud;
    (void)name;
    if (x->err || x->oom || !x->depth) return;
    xframe *f = top(x);
    int line = cur_line(x);
    switch (f->kind) {
    case X_TYPE:
        if (f->type->kind == LTT_ENUM) flush_words(x, f->type);
        if ((f->type->kind == LTT_ARRAY || f->type->kind == LTT_SEQUENCE) && !f->type->elem) {
            xerr(x, f->line, "<%s> without an element type",
                 f->type->kind == LTT_ARRAY ? "array" : "sequence");
            return;
        }
        break;
    case X_FIELD:
        if (!f->type->fields[f->idx].type) {
            xerr(x, f->line, "field '%s' has no type", f->type->fields[f->idx].name);
            return;
        }
        break;
    case X_NAMED:
        if (!x->fac->types[f->idx].type) {
            xerr(x, f->line, "type '%s' has no definition", x->fac->types[f->idx].name);
            return;
        }
        break;
    case X_FACILITY:
        x->depth--;
        (void)line;
        x->m->facs[x->m->nfacs++] = x->fac;     /* resolved by the caller */
        x->fac = NULL;
        return;
    default:
        break;
    }
    x->depth--;
}

static void XMLCALL on_text(void *ud, const XML_Char *s, int len)
{
    xctx *x = ud;
    xframe *f = top(x);
    if (x->err || !f || f->kind != X_TYPE || f->type->kind != LTT_ENUM) return;
    trc_buf_add(&x->text, s, (size_t)len);
}

/* Parse one XML text into the model. */
static int parse_xml(ltt_model *m, const char *file, const char *text, size_t len,
                     int system_mode, int *sysline, char *err, size_t errlen)
{
    size_t nlen = 0;
    char *norm = ltt_xml_normalize(text, len, &nlen);
    if (!norm) { snprintf(err, errlen, "%s: out of memory", file); return -1; }
    int declared = nlen >= 5 && memcmp(norm, "<?xml", 5) == 0 && memmem(norm, nlen, "encoding", 8);
    const char *enc = NULL;
    if (!declared && !valid_utf8((const unsigned char *)norm, nlen)) enc = "ISO-8859-1";
    xctx x;
    memset(&x, 0, sizeof x);
    x.m = m;
    x.file = file;
    x.system_mode = system_mode;
    trc_buf_init(&x.text);
    x.p = XML_ParserCreate(enc);
    if (!x.p) {
        free(norm);
        snprintf(err, errlen, "%s: out of memory", file);
        return -1;
    }
    XML_SetUserData(x.p, &x);
    XML_SetElementHandler(x.p, on_start, on_end);
    XML_SetCharacterDataHandler(x.p, on_text);
    int rc = 0;
    if (nlen > (size_t)INT32_MAX) {
        snprintf(err, errlen, "%s: file too large", file);
        rc = -1;
    } else if (XML_Parse(x.p, norm, (int)nlen, XML_TRUE) == XML_STATUS_ERROR || x.err || x.oom) {
        if (x.oom) snprintf(err, errlen, "%s: out of memory", file);
        else if (x.err) snprintf(err, errlen, "%s", x.err);
        else
            snprintf(err, errlen, "%s:%lu: %s", file,
                     (unsigned long)XML_GetCurrentLineNumber(x.p),
                     XML_ErrorString(XML_GetErrorCode(x.p)));
        rc = -1;
    }
    if (rc == 0 && system_mode && !x.seen_system) {
        snprintf(err, errlen, "%s:1: no <system> element", file);
        rc = -1;
    }
    if (sysline) *sysline = x.system_line;
    free(x.err);
    free(x.st);
    trc_buf_free(&x.text);
    XML_ParserFree(x.p);
    free(norm);
    return rc;
}

/* ---- system.xml ---------------------------------------------------------------- */

static const char *const known_sysattrs[] = {
    "node_name", "domainname", "cpu", "arch_size", "endian", "kernel_name",
    "kernel_release", "kernel_version", "machine", "processor", "hardware_platform",
    "operating_system", "ltt_major_version", "ltt_minor_version", "ltt_block_size",
};

int ltt_read_system(ltt_model *m, const char *dir, char *err, size_t errlen)
{
    char *path = trc_ltt_path_join(dir, "info/system.xml");
    char *text = NULL;
    size_t len = 0;
    if (!path) { snprintf(err, errlen, "out of memory"); return -1; }
    int rd = read_whole(path, &text, &len);
    if (rd < 0) {
        read_error(err, errlen, path, rd);
        free(path);
        return -1;
    }
    m->arch = LTT_ILP32;
    int line = 0;
    int rc = parse_xml(m, path, text, len, 1, &line, err, errlen);
    free(text);
    if (rc < 0) { free(path); return -1; }
    for (size_t i = 0; i < m->nsysattrs; i++) {
        const char *k = m->sysattrs[2 * i];
        int known = 0;
        for (size_t j = 0; j < sizeof known_sysattrs / sizeof known_sysattrs[0]; j++)
            if (strcmp(k, known_sysattrs[j]) == 0) known = 1;
        if (!known)
            trc_fx_warn(m->warn, m->warn_ctx, dir, "%s:%d: unknown attribute '%s' kept",
                        path, line, k);
    }
    const char *v = ltt_sysattr(m, "endian");
    if (!v) {
        snprintf(err, errlen, "%s:%d: missing attribute 'endian'", path, line);
        rc = -1;
    } else if (!strcasecmp(v, "LITTLE_ENDIAN") || !strcasecmp(v, "little")) {
        m->bo = TRC_BO_LITTLE;
    } else if (!strcasecmp(v, "BIG_ENDIAN") || !strcasecmp(v, "big")) {
        m->bo = TRC_BO_BIG;
    } else {
        snprintf(err, errlen, "%s:%d: bad endian '%s'", path, line, v);
        rc = -1;
    }
    v = ltt_sysattr(m, "arch_size");
    if (rc == 0 && !v) {
        trc_fx_warn(m->warn, m->warn_ctx, dir, "%s:%d: missing arch_size, ILP32 assumed",
                    path, line);
    } else if (rc == 0) {
        if (!strcmp(v, "LP32")) m->arch = LTT_LP32;
        else if (!strcmp(v, "ILP32")) m->arch = LTT_ILP32;
        else if (!strcmp(v, "LP64")) m->arch = LTT_LP64;
        else if (!strcmp(v, "ILP64")) m->arch = LTT_ILP64;
        else {
            snprintf(err, errlen, "%s:%d: bad arch_size '%s'", path, line, v);
            rc = -1;
        }
    }
    uint64_t n;
    v = ltt_sysattr(m, "ltt_block_size");
    if (rc == 0 && (parse_count(v, &n) < 0 || n < 2 * LTT_BLOCKEV + 4 || n > (1u << 30))) {
        snprintf(err, errlen, "%s:%d: bad ltt_block_size '%s'", path, line, v ? v : "(missing)");
        rc = -1;
    } else if (rc == 0) {
        m->block_size = (uint32_t)n;
    }
    v = ltt_sysattr(m, "cpu");
    if (rc == 0 && v) {
        if (parse_count(v, &n) < 0 || n > 0xFFFE)
            trc_fx_warn(m->warn, m->warn_ctx, dir, "%s:%d: bad cpu count '%s' ignored",
                        path, line, v);
        else
            m->ncpus = (uint32_t)n;
    }
    free(path);
    return rc;
}

int ltt_parse_eventdefs(ltt_model *m, const char *file, const char *text, size_t len,
                        char *err, size_t errlen)
{
    size_t from = m->nfacs;
    if (parse_xml(m, file, text, len, 0, NULL, err, errlen) < 0) return -1;
    return ltt_resolve_facilities(m, from, err, errlen);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int ltt_read_eventdefs(ltt_model *m, const char *dir, char *err, size_t errlen)
{
    char *edir = trc_ltt_path_join(dir, "eventdefs");
    if (!edir) { snprintf(err, errlen, "out of memory"); return -1; }
    DIR *d = opendir(edir);
    if (!d) {
        trc_fx_warn(m->warn, m->warn_ctx, dir, "%s: %s: no event definitions", edir,
                    strerror(errno));
        free(edir);
        return 0;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t l = strlen(de->d_name);
        if (l < 5 || strcmp(de->d_name + l - 4, ".xml") != 0) continue;
        if (n == cap) {
            size_t nc = cap ? cap * 2 : 16;
            char **nn = realloc(names, nc * sizeof *nn);
            if (!nn) { rc = -1; break; }
            names = nn;
            cap = nc;
        }
        if (n == LTT_XML_MAXFILES) { rc = -2; break; }
        if (!(names[n] = strdup(de->d_name))) { rc = -1; break; }
        n++;
    }
    closedir(d);
    if (rc == -2)
        snprintf(err, errlen, "%s: more than %d files (the limit for LTT eventdefs)", edir,
                 LTT_XML_MAXFILES);
    else if (rc < 0)
        snprintf(err, errlen, "out of memory");
    if (n) qsort(names, n, sizeof *names, cmp_str);
    size_t total = 0;
    for (size_t i = 0; rc == 0 && i < n; i++) {
        char *p = trc_ltt_path_join(edir, names[i]);
        char *text = NULL;
        size_t len = 0;
        if (!p) { snprintf(err, errlen, "out of memory"); rc = -1; break; }
        int rd = read_whole(p, &text, &len);
        if (rd < 0) {
            read_error(err, errlen, p, rd);
            rc = -1;
        } else if ((total += len) > LTT_XML_MAXTOTAL) {
            snprintf(err, errlen, "%s: more than %u MiB of XML in all with %s (the limit for "
                     "LTT eventdefs)", edir, LTT_XML_MAXTOTAL >> 20, names[i]);
            rc = -1;
        } else {
            rc = ltt_parse_eventdefs(m, p, text, len, err, errlen);
        }
        free(text);
        free(p);
    }
    for (size_t i = 0; i < n; i++) free(names[i]);
    free(names);
    free(edir);
    return rc;
}
