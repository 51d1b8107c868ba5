/* tmplfile.c -- text-preserving application of an update file to a template file
 * (tmplfile.h; docs/ref/report.md §9), the undo file, stanza extents and hook-ID lists.
 *
 * The template file is cut into chunks: the physical lines of each stanza (first line
 * through its last continuation line, comment lines inside included) and the text between
 * stanzas.  Update operations replace, delete or append stanza chunks; every other chunk
 * is copied byte for byte.  A replaced stanza keeps the indentation of its first line, so
 * the undo file restores the previous text byte-identically. */
#include "common/hookid.h"
#include "grammar/tmplfile.h"
#include "grammar/parse.h"
#include <stdlib.h>
#include <string.h>

static int is_blank(int c) { return c == ' ' || c == '\t'; }

/* ---- physical lines (same rules as source.c) ---------------------------------------- */

/* Content end (without CR LF) and start of the next line of the line at `pos`. */
static void phys_line(const char *src, size_t len, size_t pos, size_t *cend, size_t *next)
{
    const char *nl = memchr(src + pos, '\n', len - pos);
    size_t eol = nl ? (size_t)(nl - src) : len;
    *cend = eol;
    if (nl && eol > pos && src[eol - 1] == '\r') *cend = eol - 1;
    *next = nl ? eol + 1 : len;
}

/* True when the line [pos, cend) is a comment line (first non-blank is `#`). */
static int is_comment(const char *src, size_t pos, size_t cend)
{
    while (pos < cend && is_blank((unsigned char)src[pos])) pos++;
    return pos < cend && src[pos] == '#';
}

/* True when the line [pos, cend) ends with an unescaped `\` (after trailing blanks). */
static int continues(const char *src, size_t pos, size_t cend)
{
    size_t e = cend;
    while (e > pos && is_blank((unsigned char)src[e - 1])) e--;
    size_t nbs = 0;
    while (e - nbs > pos && src[e - 1 - nbs] == '\\') nbs++;
    return nbs % 2 == 1;
}

/* True when a non-comment physical line starts at or after pos. */
static int more_lines(const char *src, size_t len, size_t pos)
{
    while (pos < len) {
        size_t cend, next;
        phys_line(src, len, pos, &cend, &next);
        if (!is_comment(src, pos, cend)) return 1;
        pos = next;
    }
    return 0;
}

void trc_tmpl_extent(const char *src, size_t len, uint32_t logical_start,
                     size_t *begin, size_t *end)
{
    size_t s = logical_start < len ? logical_start : len;
    while (s > 0 && src[s - 1] != '\n') s--;
    *begin = s;
    size_t pos = s;
    while (pos < len) {
        size_t cend, next, at = pos;
        phys_line(src, len, pos, &cend, &next);
        pos = next;
        if (is_comment(src, at, cend)) continue;
        if (continues(src, at, cend)) {
            if (more_lines(src, len, pos)) continue;
            pos = len;      /* a backslash with only comment lines after it: they are inside */
        }
        break;
    }
    *end = pos;
}

int trc_tmpl_vercmp(uint32_t amaj, uint32_t amin, uint32_t bmaj, uint32_t bmin)
{
    if (amaj != bmaj) return amaj < bmaj ? -1 : 1;
    if (amin != bmin) return amin < bmin ? -1 : 1;
    return 0;
}

/* ---- chunks ------------------------------------------------------------------------- */

/* A piece of the template file being rebuilt. */
typedef struct chunk {
    const char *indent;   /* blanks before a stanza's first byte on its first line */
    size_t nindent;       /* their count */
    const char *text;     /* the bytes (stanza: from its first non-blank byte) */
    size_t len;           /* byte count */
    uint8_t add_nl;       /* 1: the text lacks its final line end; "\n" is added */
    uint8_t is_stanza;    /* 1 for a stanza, 0 for text between stanzas */
    uint8_t deleted;      /* 1 once a `-` line removed it */
    uint32_t hook;        /* stanza: canonical hook id */
    uint32_t maj, min;    /* stanza: version */
    trc_str ver;          /* stanza: version text as written (not NUL-terminated) */
    unsigned file;        /* output file it belongs to (input files first, then new ones) */
} chunk;

/* One inverse operation for the undo file. */
typedef struct undo_op {
    int is_add;           /* 1: `+` + text (undo of replace/delete); 0: `- ID` */
    uint32_t hook;        /* hook id for `- ID` */
    const char *text;     /* stanza text (is_add) */
    size_t len;           /* its length */
    uint8_t add_nl;       /* 1 when text lacks its final line end */
    uint8_t restore;      /* 1: undo of a delete, preceded by a `#@restore` line */
    uint8_t noeol;        /* restore: the emptied file had no final line end */
    uint32_t line;        /* restore: line of the stanza's first line in its file (from 1) */
    const char *indent;   /* restore: blanks before the stanza on its first line */
    size_t nindent;       /* their count */
    unsigned file;        /* restore: output file the stanza was in */
    trc_buf block;        /* restore: the file's text when no stanza was left (`#|` lines) */
} undo_op;

/* Growable chunk and undo vectors plus the failure flag. */
typedef struct applier {
    chunk *c;             /* chunks in file order (added ones at the end) */
    size_t n, cap;        /* count and capacity */
    undo_op *u;           /* undo operations in application order */
    size_t nu, capu;      /* count and capacity */
    int oom;              /* sticky out-of-memory flag */
    const char *const *names; /* input files' names relative to their directory, or NULL */
    unsigned nin;         /* number of input files */
} applier;

static chunk *push_chunk(applier *a)
{
    if (a->n == a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 64;
        chunk *v = realloc(a->c, cap * sizeof *v);
        if (!v) { a->oom = 1; return NULL; }
        a->c = v;
        a->cap = cap;
    }
    chunk *ch = &a->c[a->n++];
    memset(ch, 0, sizeof *ch);
    return ch;
}

/* A zeroed chunk inserted at index pos (later chunks move up), or NULL. */
static chunk *insert_chunk(applier *a, size_t pos)
{
    if (!push_chunk(a)) return NULL;
    memmove(&a->c[pos + 1], &a->c[pos], (a->n - 1 - pos) * sizeof *a->c);
    memset(&a->c[pos], 0, sizeof *a->c);
    return &a->c[pos];
}

static void push_undo(applier *a, const undo_op *op)
{
    if (a->nu == a->capu) {
        size_t cap = a->capu ? a->capu * 2 : 16;
        undo_op *v = realloc(a->u, cap * sizeof *v);
        if (!v) { a->oom = 1; return; }
        a->u = v;
        a->capu = cap;
    }
    a->u[a->nu++] = *op;
}

static void add_other(applier *a, const char *src, size_t from, size_t to, unsigned file)
{
    if (to <= from) return;
    chunk *ch = push_chunk(a);
    if (!ch) return;
    ch->file = file;
    ch->text = src + from;
    ch->len = to - from;
    ch->add_nl = src[to - 1] != '\n';
}

/* Text of an update `+` line: its physical lines with the `+` and the blanks after it
 * removed (a lone continuation `\` right after the `+` is skipped too). */
static void add_text(const trc_ast_file *u, const trc_stanza *st, const char **text,
                     size_t *len, uint8_t *add_nl)
{
    size_t b, e;
    trc_tmpl_extent(u->src, u->src_len, st->logical_start, &b, &e);
    size_t t = st->logical_start + 1;
    for (;;) {
        while (t < e && is_blank((unsigned char)u->src[t])) t++;
        size_t cend, next;
        phys_line(u->src, u->src_len, t, &cend, &next);
        size_t k = t;
        if (k < cend && u->src[k] == '\\') {
            k++;
            while (k < cend && is_blank((unsigned char)u->src[k])) k++;
            if (k == cend && next < e) {
                t = next;
                while (t < e) {            /* comment lines inside are dropped here */
                    phys_line(u->src, u->src_len, t, &cend, &next);
                    if (!is_comment(u->src, t, cend)) break;
                    t = next;
                }
                continue;
            }
        }
        break;
    }
    *text = u->src + t;
    *len = e - t;
    *add_nl = e == t || u->src[e - 1] != '\n';
}

/* Index of the effective (last, not deleted) stanza chunk of `hook`, or -1. */
static long find_stanza(const applier *a, uint32_t hook)
{
    for (size_t i = a->n; i-- > 0;)
        if (a->c[i].is_stanza && !a->c[i].deleted && a->c[i].hook == hook) return (long)i;
    return -1;
}

static trc_str ver_text(const trc_ast_file *f, const trc_stanza *st)
{
    trc_str s;
    s.s = f->src + st->ver_span.off;
    s.len = st->ver_span.len;
    return s;
}

/* Append the bytes of chunk text plus its missing line end. */
/* True when the last non-comment line of t[0..n) ends with a continuing backslash: a
 * line end put after t would join the next line of the file to it. */
static int ends_open(const char *t, size_t n)
{
    int open = 0;
    for (size_t pos = 0; pos < n;) {
        size_t cend, next;
        phys_line(t, n, pos, &cend, &next);
        if (!is_comment(t, pos, cend)) open = continues(t, pos, cend);
        pos = next;
    }
    return open;
}

/* Append t[0..n) and, when add_nl, a line end: "\n", or "\r\n" when the text ends with a
 * CR (a CR that ended a file is text; a bare "\n" after it would read as a CR LF line
 * end and the CR would be lost).  With `join`, a text whose last non-comment line
 * continues (a stanza that ended a file with a backslash, now followed by more lines)
 * gets an empty line after it, which ends it there instead of at the next line.
 * Returns the bytes of line end added (0 to 4). */
static size_t put_text(trc_buf *b, const char *t, size_t n, int add_nl, int join)
{
    trc_buf_add(b, t, n);
    int cr = add_nl ? n && t[n - 1] == '\r' : n >= 2 && t[n - 2] == '\r';
    const char *eol = cr ? "\r\n" : "\n";
    size_t k = cr ? 2 : 1, added = 0;
    if (add_nl) {
        trc_buf_adds(b, eol);
        added = k;
    }
    if (join && ends_open(t, add_nl ? n - (size_t)cr : n)) {
        trc_buf_adds(b, eol);
        added += k;
    }
    return added;
}

/* ---- undo of a delete: `#@restore` (docs/trcupdate.md "Undo of a delete") ------------ */

/* Lines taken by the live chunks of output file f before chunk index k. */
static uint32_t lines_before(const applier *a, size_t k, unsigned f)
{
    uint32_t n = 0;
    for (size_t j = 0; j < k; j++) {
        const chunk *c = &a->c[j];
        if (c->file != f || c->deleted) continue;
        for (size_t i = 0; i < c->len; i++) n += c->text[i] == '\n';
        n += c->add_nl;
    }
    return n;
}

/* True when output file f still holds a live stanza. */
static int has_stanza(const applier *a, unsigned f)
{
    for (size_t j = 0; j < a->n; j++)
        if (a->c[j].file == f && a->c[j].is_stanza && !a->c[j].deleted) return 1;
    return 0;
}

/* The undo of deleting chunk k (deleted flags already set): where it was and, when its
 * file is left without a stanza (it will be removed), the file's remaining text. */
static void note_restore(applier *a, size_t k, const trc_tmpl_set_result *res, undo_op *op)
{
    const chunk *old = &a->c[k];
    op->restore = 1;
    op->file = old->file;
    op->line = lines_before(a, k, old->file) + 1;
    op->indent = old->indent;
    op->nindent = old->nindent;
    trc_buf_init(&op->block);
    if (has_stanza(a, old->file)) return;
    op->noeol = !res->files[old->file].final_eol;
    for (size_t j = 0; j < a->n; j++)
        if (a->c[j].file == old->file && !a->c[j].deleted)
            put_text(&op->block, a->c[j].text, a->c[j].len, a->c[j].add_nl, 0);
    if (op->block.failed) a->oom = 1;
}

/* The name of output file f relative to its directory, or NULL (no names, or a new
 * per-hook file). */
static const char *file_name(const applier *a, const trc_tmpl_set_result *res, unsigned f,
                             size_t *len)
{
    if (!a->names) return NULL;
    if (f < a->nin) { *len = strlen(a->names[f]); return a->names[f]; }
    *len = res->files[f].name.len;
    return *len ? res->files[f].name.s : NULL;
}

/* A `#@restore` line of an update file, with the `#|` lines after it. */
typedef struct restore_at {
    uint32_t line;        /* the stanza's line in its file (from 1); 0: no `#@restore` line */
    const char *indent;   /* blanks to put before the stanza */
    size_t nindent;       /* their count */
    int noeol;            /* a file made from the `#|` lines has no final line end */
    const char *name;     /* file= value (relative name), or NULL */
    size_t nname;         /* its length */
    const char *block;    /* the `#|` lines (prefixes included) */
    size_t nblock;        /* their byte count */
} restore_at;

/* Start of the physical line before the one starting at pos (pos > 0). */
static size_t prev_line(const char *src, size_t pos)
{
    size_t p = pos - 1;
    while (p > 0 && src[p - 1] != '\n') p--;
    return p;
}

/* Read the `#@restore` line and `#|` lines right above the update line `st`. */
static void find_restore(const trc_ast_file *u, const trc_stanza *st, restore_at *r)
{
    memset(r, 0, sizeof *r);
    size_t b, e, pos;
    trc_tmpl_extent(u->src, u->src_len, st->logical_start, &b, &e);
    for (pos = b; pos > 0;) {
        size_t p = prev_line(u->src, pos);
        if (pos - p >= 2 && memcmp(u->src + p, "#|", 2) == 0) { pos = p; continue; }
        if (pos - p < 9 || memcmp(u->src + p, "#@restore", 9) != 0) return;
        r->block = u->src + pos;
        r->nblock = b - pos;
        size_t cend, next;
        phys_line(u->src, u->src_len, p, &cend, &next);
        const char *s = u->src + p + 9, *end = u->src + cend;
        while (s < end) {
            while (s < end && *s == ' ') s++;
            if (end - s >= 5 && memcmp(s, "line=", 5) == 0) {
                uint32_t v = 0;
                for (s += 5; s < end && *s >= '0' && *s <= '9' && v < 100000000; s++)
                    v = v * 10 + (uint32_t)(*s - '0');
                r->line = v;
            } else if (end - s >= 8 && memcmp(s, "indent=[", 8) == 0) {
                const char *i = s + 8;
                for (s = i; s < end && is_blank((unsigned char)*s); s++) {}
                if (s < end && *s == ']') { r->indent = i; r->nindent = (size_t)(s - i); }
                s++;
            } else if (end - s >= 5 && memcmp(s, "noeol", 5) == 0) {
                r->noeol = 1;
                s += 5;
            } else if (end - s >= 5 && memcmp(s, "file=", 5) == 0) {
                r->name = s + 5;       /* to the end of the line: names may hold blanks */
                r->nname = (size_t)(end - r->name);
                s = end;
            } else {
                while (s < end && *s != ' ') s++;   /* unknown words: ignored */
            }
        }
        return;
    }
}

/* True when a `file=` name may be created below the directory: relative, no `..` or
 * empty component, ending in .tmpl or .fmt (a file trcrpt -t DIR reads). */
static int safe_name(const char *s, size_t n)
{
    if (n == 0 || s[0] == '/' || memchr(s, '\0', n)) return 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && s[j] != '/') j++;
        if (j == i || s[i] == '.') return 0;       /* empty, `.`, `..`, dot files */
        i = j + 1;
        if (j == n - 1) return 0;                   /* trailing slash */
    }
    return (n > 5 && memcmp(s + n - 5, ".tmpl", 5) == 0) ||
           (n > 4 && memcmp(s + n - 4, ".fmt", 4) == 0);
}

/* The output file a `#@restore` line puts `hook` back into: the named file (an input
 * file, or one made from the `#|` lines, as the update had removed it), or without a name
 * and without place() the only file.  Returns the index, UINT32_MAX when the line does
 * not apply (normal placement), UINT32_MAX - 1 when out of memory. */
static unsigned restore_file(applier *a, trc_tmpl_set_result *res, const restore_at *r,
                             uint32_t hook, int have_place)
{
    if (!r->line) return UINT32_MAX;
    if (!r->name) return a->names || have_place || a->nin == 0 ? UINT32_MAX : a->nin - 1;
    if (!a->names) return UINT32_MAX;
    for (unsigned f = 0; f < res->nfiles; f++) {
        size_t n = 0;
        const char *s = file_name(a, res, f, &n);
        if (s && n == r->nname && memcmp(s, r->name, n) == 0) return f;
    }
    if (!safe_name(r->name, r->nname)) return UINT32_MAX;
    trc_tmpl_file_out *v = realloc(res->files, (res->nfiles + 1) * sizeof *v);
    if (!v) return UINT32_MAX - 1;
    res->files = v;
    trc_tmpl_file_out *o = &v[res->nfiles];
    memset(o, 0, sizeof *o);
    trc_buf_init(&o->text);
    o->new_hook = hook;
    o->name.s = r->name;
    o->name.len = r->nname;
    o->final_eol = !r->noeol;
    for (size_t pos = 0; pos < r->nblock;) {     /* one text chunk per `#|` line */
        size_t cend, next;
        phys_line(r->block, r->nblock, pos, &cend, &next);
        chunk *ch = push_chunk(a);
        if (!ch) return UINT32_MAX - 1;
        ch->file = res->nfiles;
        ch->text = r->block + pos + 2;
        ch->len = next - pos - 2;
        ch->add_nl = ch->len == 0 || ch->text[ch->len - 1] != '\n';
        pos = next;
    }
    return res->nfiles++;
}

/* Index in a->c where a stanza starting at `line` of output file f goes (a text chunk is
 * split at that line), or a->n when the line is not a line start between stanzas (the
 * file changed since): then it goes at the end of the file. */
static size_t restore_pos(applier *a, unsigned f, uint32_t line)
{
    uint32_t n = 0;
    size_t after = a->n;
    for (size_t j = 0; j < a->n; j++) {
        chunk *c = &a->c[j];
        if (c->file != f) continue;
        after = j + 1;
        if (c->deleted) continue;
        if (n + 1 == line) return j;
        for (size_t i = 0; i < c->len; i++) {
            if (c->text[i] != '\n') continue;
            n++;
            if (n + 1 == line && !c->is_stanza && i + 1 < c->len) {
                chunk *d = insert_chunk(a, j + 1);
                if (!d) return a->n;
                c = &a->c[j];
                *d = *c;
                d->text = c->text + i + 1;
                d->len = c->len - i - 1;
                c->len = i + 1;
                c->add_nl = 0;
                return j + 1;
            }
        }
        n += c->add_nl;
    }
    return n + 1 == line ? after : a->n;
}

/* The undo file: the update's `*` line, then the inverse operations in reverse. */
static void build_undo(const trc_ast_file *u, const applier *a, const trc_tmpl_set_result *res,
                       trc_buf *out)
{
    const char *eol = "\n";
    size_t b, e;       /* the physical lines of the `*` line as the parser read it */
    trc_tmpl_extent(u->src, u->src_len, u->update_start, &b, &e);
    if (e > b) {
        put_text(out, u->src + b, e - b, u->src[e - 1] != '\n', a->nu > 0);
        if (e - b >= 2 && u->src[e - 1] == '\n' && u->src[e - 2] == '\r') eol = "\r\n";
    }
    for (size_t i = a->nu; i-- > 0;) {
        const undo_op *op = &a->u[i];
        if (op->restore && (a->names || a->nin == 1)) {   /* a line of which file */
            size_t nname = 0;
            const char *name = file_name(a, res, op->file, &nname);
            trc_buf_printf(out, "#@restore line=%u", (unsigned)op->line);
            if (op->nindent) {
                trc_buf_adds(out, " indent=[");
                trc_buf_add(out, op->indent, op->nindent);
                trc_buf_addc(out, ']');
            }
            if (op->noeol) trc_buf_adds(out, " noeol");
            if (name) {
                trc_buf_adds(out, " file=");
                trc_buf_add(out, name, nname);
            }
            trc_buf_adds(out, eol);
            for (size_t p = 0; name && p < op->block.len;) {  /* the file's text: `#|` lines */
                size_t cend, next;
                phys_line(op->block.data, op->block.len, p, &cend, &next);
                trc_buf_adds(out, "#|");
                trc_buf_add(out, op->block.data + p, next - p);
                p = next;
            }
        }
        if (op->is_add) {
            trc_buf_addc(out, '+');
            put_text(out, op->text, op->len, op->add_nl, i > 0);   /* lines follow it */
        } else {
            char id[8];
            trc_hook_format(op->hook, id);
            trc_buf_adds(out, "- ");
            trc_buf_adds(out, id);
            trc_buf_adds(out, eol);
        }
    }
}

/* Cut template file `tmpl` (output file `file`) into chunks; 1 when it ends with a line end. */
static int cut_file(applier *a, const trc_ast_file *tmpl, unsigned file)
{
    size_t pos = 0;
    for (uint32_t i = 0; i < tmpl->nstanzas && !a->oom; i++) {
        const trc_stanza *st = tmpl->stanzas[i];
        if (st->kind != TRC_LINE_STANZA) continue;
        size_t b, e;
        trc_tmpl_extent(tmpl->src, tmpl->src_len, st->logical_start, &b, &e);
        if (b < pos) continue;           /* cannot happen: logical lines do not overlap */
        add_other(a, tmpl->src, pos, b, file);
        chunk *ch = push_chunk(a);
        if (!ch) break;
        ch->file = file;
        ch->indent = tmpl->src + b;
        ch->nindent = st->logical_start - b;
        ch->text = tmpl->src + st->logical_start;
        ch->len = e - st->logical_start;
        ch->add_nl = ch->len == 0 || ch->text[ch->len - 1] != '\n';
        ch->is_stanza = 1;
        ch->hook = st->hook;
        ch->maj = st->ver_major;
        ch->min = st->ver_minor;
        ch->ver = ver_text(tmpl, st);
        pos = e;
    }
    add_other(a, tmpl->src, pos, tmpl->src_len, file);
    return tmpl->src_len == 0 || tmpl->src[tmpl->src_len - 1] == '\n';
}

/* The output file an added (absent) `hook` goes to: place() decides between an existing
 * file and a new per-hook file; a new file is made once per hook.  Without place(), the
 * last input file.  Returns UINT32_MAX when out of memory. */
static unsigned place_added(trc_tmpl_set_result *res, unsigned nin, uint32_t hook,
                            trc_tmpl_place_fn place, void *ctx)
{
    if (!place) return nin - 1;           /* nin > 0: checked by the caller */
    long k = place(ctx, hook);
    if (k >= 0 && (unsigned long)k < nin) return (unsigned)k;
    for (unsigned i = nin; i < res->nfiles; i++)
        if (res->files[i].new_hook == hook) return i;
    trc_tmpl_file_out *v = realloc(res->files, (res->nfiles + 1) * sizeof *v);
    if (!v) return UINT32_MAX;
    res->files = v;
    trc_tmpl_file_out *o = &v[res->nfiles];
    memset(o, 0, sizeof *o);
    trc_buf_init(&o->text);
    o->new_hook = hook;
    o->final_eol = 1;
    return res->nfiles++;
}

/* Apply the update lines in file order to the chunks (events into res). */
static void apply_ops(applier *a, const trc_ast_file *upd, int override, unsigned nin,
                      trc_tmpl_place_fn place, void *ctx, trc_tmpl_set_result *res)
{
    res->ev = calloc(upd->nstanzas ? upd->nstanzas : 1, sizeof *res->ev);
    if (!res->ev) a->oom = 1;
    for (uint32_t i = 0; i < upd->nstanzas && !a->oom; i++) {
        const trc_stanza *st = upd->stanzas[i];
        trc_tmpl_event *ev = &res->ev[res->nev++];
        ev->hook = st->hook;
        ev->line = st->line;
        long k = find_stanza(a, st->hook);
        undo_op op;
        memset(&op, 0, sizeof op);
        if (st->kind == TRC_LINE_DELETE) {
            if (k < 0) { ev->action = TRC_TMPL_NOT_FOUND; continue; }
            chunk *old = &a->c[k];
            ev->action = TRC_TMPL_DELETED;
            ev->old_ver = old->ver;
            op.is_add = 1;
            op.text = old->text;
            op.len = old->len;
            op.add_nl = old->add_nl;
            for (size_t j = 0; j < a->n; j++)   /* every definition of the ID goes */
                if (a->c[j].is_stanza && a->c[j].hook == st->hook) a->c[j].deleted = 1;
            note_restore(a, (size_t)k, res, &op);
            push_undo(a, &op);
            if (a->oom) trc_buf_free(&op.block);   /* not stored */
            res->napplied++;
            continue;
        }
        const char *text;
        size_t len;
        uint8_t add_nl;
        add_text(upd, st, &text, &len, &add_nl);
        ev->new_ver = ver_text(upd, st);
        if (k < 0) {
            ev->action = TRC_TMPL_ADDED;
            restore_at r;
            find_restore(upd, st, &r);
            unsigned file = restore_file(a, res, &r, st->hook, place != NULL);
            if (file == UINT32_MAX - 1) { a->oom = 1; break; }
            int restored = file != UINT32_MAX;
            if (!restored) file = place_added(res, nin, st->hook, place, ctx);
            if (file == UINT32_MAX) { a->oom = 1; break; }
            if (restored && r.noeol && !has_stanza(a, file))
                res->files[file].final_eol = 0;  /* it had none before the delete emptied it */
            op.hook = st->hook;
            push_undo(a, &op);
            chunk *ch = restored ? insert_chunk(a, restore_pos(a, file, r.line)) : push_chunk(a);
            if (!ch) break;
            if (restored) {
                ch->indent = r.indent;
                ch->nindent = r.nindent;
            }
            ch->file = file;
            ch->text = text;
            ch->len = len;
            ch->add_nl = add_nl;
            ch->is_stanza = 1;
            ch->hook = st->hook;
            ch->maj = st->ver_major;
            ch->min = st->ver_minor;
            ch->ver = ev->new_ver;
            res->napplied++;
            continue;
        }
        chunk *old = &a->c[k];
        ev->old_ver = old->ver;
        if (!override && trc_tmpl_vercmp(st->ver_major, st->ver_minor, old->maj, old->min) < 0) {
            ev->action = TRC_TMPL_KEPT;
            continue;
        }
        ev->action = TRC_TMPL_REPLACED;
        op.is_add = 1;
        op.text = old->text;
        op.len = old->len;
        op.add_nl = old->add_nl;
        push_undo(a, &op);
        old = &a->c[k];
        old->text = text;
        old->len = len;
        old->add_nl = add_nl;
        old->maj = st->ver_major;
        old->min = st->ver_minor;
        old->ver = ev->new_ver;
        res->napplied++;
    }
}

/* Build output file `o` from its chunks `idx[0..n)` (in order). */
static void build_file(applier *a, const size_t *idx, size_t n, trc_tmpl_file_out *o)
{
    o->expect = malloc((n ? n : 1) * sizeof *o->expect);
    if (!o->expect) { a->oom = 1; return; }
    size_t last_added = 0;          /* bytes of the last chunk's line end added by us */
    size_t last = n;                /* idx position of the last chunk written */
    for (size_t i = n; i-- > 0;)
        if (!a->c[idx[i]].deleted) { last = i; break; }
    for (size_t i = 0; i < n; i++) {
        const chunk *ch = &a->c[idx[i]];
        if (ch->deleted) continue;
        trc_buf_add(&o->text, ch->indent, ch->nindent);
        last_added = put_text(&o->text, ch->text, ch->len, ch->add_nl, ch->is_stanza && i != last);
        if (ch->is_stanza) {
            trc_tmpl_expect *x = &o->expect[o->nexpect++];
            x->hook = ch->hook;
            x->ver_major = ch->maj;
            x->ver_minor = ch->min;
        }
    }
    /* a file without a final line end keeps that property: drop the last line end (the
     * one added to the last chunk, or that chunk's own LF or CR LF), then those of empty
     * lines before it (an added stanza whose last continuation line is empty) */
    while (!o->final_eol && o->text.len > 0 && o->text.data[o->text.len - 1] == '\n') {
        size_t cut = last_added ? last_added : 1;
        if (!last_added && o->text.len >= 2 && o->text.data[o->text.len - 2] == '\r')
            cut = 2;
        trc_buf_truncate(&o->text, o->text.len - cut);
        last_added = 0;
    }
    if (o->text.failed) a->oom = 1;
    if (!a->oom) trc_buf_reserve(&o->text, 1);   /* NUL-terminated even when empty */
    if (!a->oom && o->text.data) o->text.data[o->text.len] = '\0';
}

int trc_tmpl_apply_set(const trc_ast_file *const *tmpls, unsigned n, const trc_ast_file *upd,
                       int override, trc_tmpl_place_fn place, void *ctx,
                       trc_tmpl_set_result *res)
{
    return trc_tmpl_apply_named(tmpls, NULL, n, upd, override, place, ctx, res);
}

int trc_tmpl_apply_named(const trc_ast_file *const *tmpls, const char *const *names, unsigned n,
                         const trc_ast_file *upd, int override, trc_tmpl_place_fn place,
                         void *ctx, trc_tmpl_set_result *res)
{
    memset(res, 0, sizeof *res);
    trc_buf_init(&res->undo);
    applier a;
    memset(&a, 0, sizeof a);
    a.names = names;
    a.nin = n;
    size_t *idx = NULL;
    res->files = calloc(n ? n : 1, sizeof *res->files);
    if (!res->files || (n == 0 && !place)) a.oom = 1;
    for (unsigned f = 0; f < n && !a.oom; f++) {
        trc_tmpl_file_out *o = &res->files[f];
        trc_buf_init(&o->text);
        o->new_hook = UINT32_MAX;
        o->final_eol = (uint8_t)cut_file(&a, tmpls[f], f);
        res->nfiles++;
    }
    if (!a.oom) apply_ops(&a, upd, override, n, place, ctx, res);

    /* each file's chunks in order: a counting sort by file keeps the order within a file */
    size_t *start = NULL;
    if (!a.oom) {
        idx = malloc((a.n ? a.n : 1) * sizeof *idx);
        start = calloc(res->nfiles + 1, sizeof *start);
        if (!idx || !start) a.oom = 1;
    }
    if (!a.oom) {
        for (size_t i = 0; i < a.n; i++) start[a.c[i].file + 1]++;
        for (unsigned f = 0; f < res->nfiles; f++) start[f + 1] += start[f];
        size_t *fill = malloc((res->nfiles ? res->nfiles : 1) * sizeof *fill);
        if (!fill) a.oom = 1;
        else {
            memcpy(fill, start, res->nfiles * sizeof *fill);
            for (size_t i = 0; i < a.n; i++) idx[fill[a.c[i].file]++] = i;
            free(fill);
        }
    }
    for (unsigned f = 0; f < res->nfiles && !a.oom; f++) {
        trc_tmpl_file_out *o = &res->files[f];
        build_file(&a, idx + start[f], start[f + 1] - start[f], o);
        if (a.oom) break;
        o->changed = f >= n || o->text.len != tmpls[f]->src_len ||
                     memcmp(o->text.data ? o->text.data : "", tmpls[f]->src, o->text.len) != 0;
    }
    free(start);
    free(idx);
    if (!a.oom) build_undo(upd, &a, res, &res->undo);
    if (res->undo.failed) a.oom = 1;
    for (size_t i = 0; i < a.nu; i++) trc_buf_free(&a.u[i].block);
    free(a.c);
    free(a.u);
    if (a.oom) { trc_tmpl_set_result_free(res); return -1; }
    return 0;
}

void trc_tmpl_set_result_free(trc_tmpl_set_result *res)
{
    for (unsigned f = 0; f < res->nfiles; f++) {
        trc_buf_free(&res->files[f].text);
        free(res->files[f].expect);
    }
    free(res->files);
    trc_buf_free(&res->undo);
    free(res->ev);
    memset(res, 0, sizeof *res);
}

int trc_tmpl_apply(const trc_ast_file *tmpl, const trc_ast_file *upd, int override,
                   trc_tmpl_result *res)
{
    memset(res, 0, sizeof *res);
    trc_tmpl_set_result r;
    if (trc_tmpl_apply_set(&tmpl, 1, upd, override, NULL, NULL, &r) != 0) return -1;
    res->text = r.files[0].text;
    res->expect = r.files[0].expect;
    res->nexpect = r.files[0].nexpect;
    res->undo = r.undo;
    res->ev = r.ev;
    res->nev = r.nev;
    res->napplied = r.napplied;
    free(r.files);
    return 0;
}

int trc_tmpl_verify(const trc_ast_file *f, const trc_tmpl_result *res)
{
    return trc_tmpl_verify_stanzas(f, res->expect, res->nexpect);
}

int trc_tmpl_verify_stanzas(const trc_ast_file *f, const trc_tmpl_expect *expect, uint32_t n)
{
    if (f->is_update || f->nerrors || f->nstanzas != n) return 0;
    for (uint32_t i = 0; i < f->nstanzas; i++) {
        const trc_stanza *st = f->stanzas[i];
        const trc_tmpl_expect *x = &expect[i];
        if (st->kind != TRC_LINE_STANZA || st->has_error || st->hook != x->hook ||
            st->ver_major != x->ver_major || st->ver_minor != x->ver_minor)
            return 0;
    }
    return 1;
}

void trc_tmpl_result_free(trc_tmpl_result *res)
{
    trc_buf_free(&res->text);
    trc_buf_free(&res->undo);
    free(res->ev);
    free(res->expect);
    memset(res, 0, sizeof *res);
}

/* ---- hook-ID lists (docs/ref/report.md §1.4) ------------------------------------------------- */

int trc_tmpl_idlist_parse(const char *s, trc_tmpl_idlist *l, size_t *bad)
{
    memset(l, 0, sizeof *l);
    int r = trc_rangelist_parse(s, l, trc_range_hook, bad);
    if (r) trc_rangelist_free(l);
    return r;
}
