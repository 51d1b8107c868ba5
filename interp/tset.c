/* tset.c -- owns template sets (interp/tset.h): reading sources (files, directories walked
 * recursively in byte-wise path order), the built-in layer, the checks across files
 * (per-hook file names, one definition per directory source, override notes), the `-c`
 * summary and compiling the set. */
#include "common/hookid.h"
#include "interp/tset.h"
#include "interp/check.h"
#include "grammar/parse.h"
#include "common/buf.h"
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The shipped master file's text, compiled in (generated at build time: builtin_tmpl.c). */
extern const char trc_builtin_tmpl[];
extern const size_t trc_builtin_tmpl_len;

enum { NO_SOURCE = UINT32_MAX, NO_HOOK = UINT32_MAX };

void trc_tset_init(trc_tset *t, FILE *err, int color, const char *prog)
{
    memset(t, 0, sizeof *t);
    trc_arena_init(&t->arena);
    t->err = err;
    t->color = color;
    t->prog = prog ? prog : "";
}

void trc_tset_free(trc_tset *t)
{
    for (unsigned i = 0; i < t->nfiles; i++) {
        trc_diag_free(&t->files[i].diag);
        free(t->files[i].data);
    }
    free(t->files);
    free(t->asts);
    free(t->diags);
    free(t->srcs);
    for (unsigned i = 0; i < t->nskipped; i++) free(t->skipped[i]);
    free(t->skipped);
    trc_arena_free(&t->arena);
    memset(t, 0, sizeof *t);
}

static int oom(trc_tset *t)
{
    fprintf(t->err, "%sout of memory\n", t->prog);
    return TRC_ST_NOMEM;
}

/* The hook a per-hook file name names (docs/ref/language.md §1.8 rule 2: 3-5 hex digits, then `.`,
 * `-` or `_`), or NO_HOOK. */
static uint32_t name_hook(const char *path)
{
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    size_t k = 0;
    while (k < 6 && ((b[k] >= '0' && b[k] <= '9') || (b[k] >= 'a' && b[k] <= 'f') || (b[k] >= 'A' && b[k] <= 'F')))
        k++;
    uint32_t id;
    if (k < 3 || k > 5 || (b[k] != '.' && b[k] != '-' && b[k] != '_')) return NO_HOOK;
    char up[6];
    for (size_t i = 0; i < k; i++) up[i] = (char)(b[i] >= 'a' ? b[i] - 'a' + 'A' : b[i]);
    return trc_hook_parse(up, k, &id) == 0 ? id : NO_HOOK;
}

/* Parse text (malloc'ed `data`, owned from now on) named `path` as the next file. */
static int add_file(trc_tset *t, const char *path, char *data, size_t len, unsigned source)
{
    if (t->nfiles == t->cap) {
        unsigned cap = t->cap ? t->cap * 2 : 16;
        trc_tset_file *f = realloc(t->files, cap * sizeof *f);
        if (!f) { free(data); return oom(t); }
        t->files = f;
        t->cap = cap;
    }
    trc_tset_file *f = &t->files[t->nfiles];
    memset(f, 0, sizeof *f);
    path = trc_arena_strndup(&t->arena, path, strlen(path));
    if (!path || trc_diag_init(&f->diag, path, data, len, t->err) != 0) { free(data); return oom(t); }
    f->diag.color = t->color;
    f->data = data;
    f->source = source;
    /* the per-hook name rule applies to the files of a directory source only */
    f->name_hook = source != NO_SOURCE && t->srcs[source].is_dir ? name_hook(path) : NO_HOOK;
    f->ast = trc_parse(&t->arena, &f->diag, path, data, len);
    t->nfiles++;
    if (!f->ast) return oom(t);
    if (source != NO_SOURCE) t->srcs[source].nfiles++;
    return 0;
}

/* Open a new source entry; returns its index or NO_SOURCE when out of memory. */
static unsigned new_source(trc_tset *t, const char *path, int is_dir)
{
    if (t->nsrcs == t->srccap) {
        unsigned cap = t->srccap ? t->srccap * 2 : 8;
        trc_tset_source *s = realloc(t->srcs, cap * sizeof *s);
        if (!s) return NO_SOURCE;
        t->srcs = s;
        t->srccap = cap;
    }
    trc_tset_source *s = &t->srcs[t->nsrcs];
    s->path = trc_arena_strndup(&t->arena, path, strlen(path));
    if (!s->path) return NO_SOURCE;
    s->is_dir = is_dir;
    s->first = t->nfiles;
    s->nfiles = 0;
    return t->nsrcs++;
}

int trc_tset_add_builtin(trc_tset *t)
{
    char *data = malloc(trc_builtin_tmpl_len + 1);
    if (!data) return oom(t);
    memcpy(data, trc_builtin_tmpl, trc_builtin_tmpl_len);
    int st = add_file(t, "<built-in>", data, trc_builtin_tmpl_len, NO_SOURCE);
    if (st) return st;
    /* keep the internal hooks 001-00F but the default template 008 (§1.8 rule 6) */
    trc_ast_file *a = t->files[t->nfiles - 1].ast;
    uint32_t k = 0;
    for (uint32_t i = 0; i < a->nstanzas; i++) {
        uint32_t h = a->stanzas[i]->hook;
        if (h >= 0x10 && h <= 0xF0 && h != 0x80) a->stanzas[k++] = a->stanzas[i];
    }
    a->nstanzas = k;
    return 0;
}

int trc_tset_add_text(trc_tset *t, const char *name, char *data, size_t len)
{
    unsigned s = new_source(t, name, 0);
    if (s == NO_SOURCE) { free(data); return oom(t); }
    return add_file(t, name, data, len, s);
}

/* 1 when a directory entry name is a template file name (.tmpl/.fmt, no dot file, no
 * `~` backup). */
static int is_template_name(const char *n)
{
    size_t len = strlen(n);
    if (n[0] == '.' || (len && n[len - 1] == '~')) return 0;
    return (len > 5 && strcmp(n + len - 5, ".tmpl") == 0) || (len > 4 && strcmp(n + len - 4, ".fmt") == 0);
}

/* A growable list of paths (malloc'ed strings). */
typedef struct pathlist { char **v; size_t n, cap; } pathlist;

static int pl_add(pathlist *l, char *p)
{
    if (!p) return -1;
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        char **v = realloc(l->v, cap * sizeof *v);
        if (!v) { free(p); return -1; }
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = p;
    return 0;
}

static char *join(const char *a, const char *b)
{
    size_t na = strlen(a), nb = strlen(b);
    char *p = malloc(na + nb + 2);
    if (!p) return NULL;
    memcpy(p, a, na);
    p[na] = '/';
    memcpy(p + na + 1, b, nb + 1);
    return p;
}

/* 1 when a file that is not read as templates looks like one (docs/templates.md): a
 * per-hook name, or a first line that is not a comment starting "ID VERSION". */
static int looks_like_template(const char *path)
{
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    size_t bl = strlen(b);
    if (bl && b[bl - 1] == '~') return 0;   /* an editor's backup */
    if (name_hook(path) != NO_HOOK) return 1;
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char line[256];
    int yes = 0;
    while (fgets(line, sizeof line, f)) {
        const char *p = line;
        while (*p == ' ' || *p == '\t') p++;
        if (*p == '#' || *p == '\n' || *p == '\r' || *p == '\0') continue;
        size_t k = strspn(p, "0123456789abcdefABCDEF");
        yes = k >= 3 && k <= 5 && (p[k] == ' ' || p[k] == '\t');
        if (yes) {
            p += k + strspn(p + k, " \t");
            size_t d = strspn(p, "0123456789");
            yes = d > 0 && p[d] == '.';
        }
        break;
    }
    fclose(f);
    return yes;
}

/* Collect the template files below dir (recursively; links to directories are not
 * followed, so a link loop cannot recur), and in *skipped the other regular files that
 * look like templates.  Returns 0, or errno of the first directory that cannot be read
 * (*bad = its path, malloc'ed), or ENOMEM. */
static int walk(const char *dir, pathlist *out, pathlist *skipped, char **bad)
{
    DIR *d = opendir(dir);
    if (!d) { *bad = strdup(dir); return errno ? errno : EIO; }
    struct dirent *e;
    int rc = 0;
    while (rc == 0 && (errno = 0, e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        char *p = join(dir, e->d_name);
        if (!p) { rc = ENOMEM; break; }
        /* the entry's type from the directory itself where the file system gives it (no
         * stat per file); links and unknown types are looked at */
        int isdir = e->d_type == DT_DIR, isreg = e->d_type == DT_REG;
        if (e->d_type == DT_UNKNOWN) {
            struct stat lst;
            if (lstat(p, &lst) != 0) { free(p); continue; }
            isdir = S_ISDIR(lst.st_mode);
            isreg = S_ISREG(lst.st_mode);
            if (S_ISLNK(lst.st_mode)) isreg = -1;
        } else if (e->d_type == DT_LNK) {
            isreg = -1;
        }
        struct stat st;
        if (isreg < 0 && is_template_name(e->d_name))   /* a link: to a regular file? */
            isreg = stat(p, &st) == 0 && S_ISREG(st.st_mode);
        if (isdir) {
            rc = walk(p, out, skipped, bad);
            free(p);
        } else if (isreg > 0 && is_template_name(e->d_name)) {
            if (pl_add(out, p) != 0) rc = ENOMEM;
        } else if (isreg > 0 && looks_like_template(p)) {   /* never a link: it may name a FIFO */
            if (pl_add(skipped, p) != 0) rc = ENOMEM;
        } else {
            free(p);
        }
    }
    if (rc == 0 && errno) { rc = errno; *bad = strdup(dir); }
    closedir(d);
    return rc;
}

static int cmp_path(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int trc_tset_add_source(trc_tset *t, const char *path)
{
    struct stat st;
    if (strcmp(path, "-") != 0 && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        pathlist l = { 0 }, sk = { 0 };
        char *bad = NULL;
        int rc = walk(path, &l, &sk, &bad);
        if (sk.n) qsort(sk.v, sk.n, sizeof *sk.v, cmp_path);
        for (size_t i = 0; i < sk.n; i++) {   /* kept for the notes of trc_tset_check */
            if (t->nskipped == t->skipcap) {
                unsigned cap = t->skipcap ? t->skipcap * 2 : 8;
                char **v = realloc(t->skipped, cap * sizeof *v);
                if (!v) { rc = ENOMEM; break; }
                t->skipped = v;
                t->skipcap = cap;
            }
            t->skipped[t->nskipped++] = sk.v[i];
            sk.v[i] = NULL;
        }
        for (size_t i = 0; i < sk.n; i++) free(sk.v[i]);
        free(sk.v);
        int status = 0;
        if (rc == ENOMEM) status = oom(t);
        else if (rc) {
            fprintf(t->err, "%s%s%s%s: %s\n", t->prog, bad ? bad : path, t->from ? " from " : "",
                    t->from ? t->from : "", strerror(rc));
            status = TRC_ST_TEMPLATE;
        }
        if (status == 0) {
            unsigned s = new_source(t, path, 1);
            if (s == NO_SOURCE) status = oom(t);
            if (l.n) qsort(l.v, l.n, sizeof *l.v, cmp_path);
            if (status == 0 && l.n == 0)
                fprintf(t->err, "%swarning: no template files in %s\n", t->prog, path);
            for (size_t i = 0; i < l.n && status == 0; i++) {
                char *data = NULL;
                size_t len = 0;
                if (trc_read_file(l.v[i], &data, &len) != 0) {
                    fprintf(t->err, "%s%s: %s\n", t->prog, l.v[i], trc_read_strerror(errno));
                    status = TRC_ST_TEMPLATE;
                } else {
                    status = add_file(t, l.v[i], data, len, s);
                }
            }
        }
        for (size_t i = 0; i < l.n; i++) free(l.v[i]);
        free(l.v);
        free(bad);
        return status;
    }
    char *data = NULL;
    size_t len = 0;
    if (trc_read_file(path, &data, &len) != 0) {
        fprintf(t->err, "%s%s%s%s: %s\n", t->prog, path, t->from ? " from " : "", t->from ? t->from : "",
                trc_read_strerror(errno));
        return TRC_ST_TEMPLATE;
    }
    unsigned s = new_source(t, path, 0);
    if (s == NO_SOURCE) { free(data); return oom(t); }
    int rc = add_file(t, path, data, len, s);
    const trc_ast_file *a = rc ? NULL : t->files[t->nfiles - 1].ast;
    if (a && a->nstanzas == 0 && a->nerrors == 0)   /* else every event prints as unknown */
        fprintf(t->err, "%swarning: %s defines no templates (empty file)\n", t->prog, path);
    return rc;
}

int trc_tset_add_list(trc_tset *t, const char *list)
{
    size_t n = strlen(list);
    for (size_t i = 0; i <= n;) {
        size_t j = i;
        while (j < n && list[j] != ':') j++;
        if (j > i) {
            char *p = trc_arena_strndup(&t->arena, list + i, j - i);
            if (!p) return oom(t);
            int st = trc_tset_add_source(t, p);
            if (st) return st;
        }
        i = j + 1;
    }
    return 0;
}

/* ---- checks across files ------------------------------------------------------------ */

/* A definition (template or function) with its place, for duplicate and override checks. */
typedef struct def {
    uint32_t hook;          /* canonical hook id (templates) */
    trc_str name;           /* function name (functions; hook = NO_HOOK) */
    unsigned file;          /* index in t->files */
    uint32_t off;           /* file offset of the definition */
    trc_stanza *st;         /* the template's stanza (NULL for functions) */
} def;

typedef struct defs { def *v; size_t n, cap; int oom; } defs;

static void defs_add(defs *d, def x)
{
    if (d->n == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 256;
        def *v = realloc(d->v, cap * sizeof *v);
        if (!v) { d->oom = 1; return; }
        d->v = v;
        d->cap = cap;
    }
    d->v[d->n++] = x;
}

static void fundefs_seq(defs *d, unsigned file, const trc_seq *s);

static void fundefs_desc(defs *d, unsigned file, const trc_desc *x)
{
    if (!x) return;
    switch (x->kind) {
    case TRC_D_FUNDEF:
        defs_add(d, (def){ NO_HOOK, x->u.fundef.name, file, x->span.off, NULL });
        fundefs_seq(d, file, &x->u.fundef.body);
        break;
    case TRC_D_BLOCK: fundefs_seq(d, file, &x->u.body); break;
    case TRC_D_LOOP: fundefs_seq(d, file, &x->u.loop.body); break;
    case TRC_D_SWITCH:
        for (uint32_t i = 0; i < x->u.sw.ncases; i++) fundefs_desc(d, file, x->u.sw.cases[i].body);
        break;
    default: break;
    }
}

static void fundefs_seq(defs *d, unsigned file, const trc_seq *s)
{
    for (uint32_t i = 0; i < s->n; i++) fundefs_desc(d, file, s->v[i]);
}

/* Order: templates by id, functions by name, then load order. */
static int def_cmp(const void *pa, const void *pb)
{
    const def *a = pa, *b = pb;
    if (a->hook != b->hook) return a->hook < b->hook ? -1 : 1;
    if (a->hook == NO_HOOK) {
        size_t n = a->name.len < b->name.len ? a->name.len : b->name.len;
        int c = memcmp(a->name.s, b->name.s, n);
        if (c) return c;
        if (a->name.len != b->name.len) return a->name.len < b->name.len ? -1 : 1;
    }
    if (a->file != b->file) return a->file < b->file ? -1 : 1;
    return a->off < b->off ? -1 : a->off > b->off;
}

/* "FILE:LINE:COL" of a definition. */
static void where_of(const trc_tset *t, const def *x, char *buf, size_t len)
{
    uint32_t line, col;
    const trc_tset_file *f = &t->files[x->file];
    trc_diag_linecol(&f->diag, x->off, &line, &col);
    snprintf(buf, len, "%s:%u:%u", f->diag.path, (unsigned)line, (unsigned)col);
}

/* One definition per directory source (§1.8 rule 3) and the override notes (rule 4). */
static void check_defs(trc_tset *t, int notes)
{
    defs d = { 0 };
    for (unsigned i = 0; i < t->nfiles; i++) {
        const trc_ast_file *a = t->files[i].ast;
        for (uint32_t k = 0; k < a->nstanzas; k++) {
            trc_stanza *st = a->stanzas[k];
            if (st->kind == TRC_LINE_DELETE) continue;
            defs_add(&d, (def){ st->hook, { NULL, 0 }, i, st->hook_span.off, st });
            fundefs_seq(&d, i, &st->body);
        }
    }
    if (d.oom) { free(d.v); oom(t); t->load_errors++; return; }
    if (d.n > 1) qsort(d.v, d.n, sizeof *d.v, def_cmp);   /* d.v is NULL when empty */
    char here[4200], there[4200];
    for (size_t i = 1; i < d.n; i++) {
        const def *a = &d.v[i - 1], *b = &d.v[i];
        if (a->hook != b->hook || (a->hook == NO_HOOK && def_cmp(&(def){ a->hook, a->name, 0, 0, NULL },
                                                                   &(def){ b->hook, b->name, 0, 0, NULL }) != 0))
            continue;
        const trc_tset_file *fa = &t->files[a->file], *fb = &t->files[b->file];
        if (fa->source == NO_SOURCE || a->file == b->file) continue;   /* built-in; rule 5 */
        where_of(t, a, there, sizeof there);
        if (fa->source == fb->source && t->srcs[fb->source].is_dir) {
            trc_diag *dg = &t->files[b->file].diag;
            if (b->hook != NO_HOOK) {
                char id[8];
                trc_hook_format(b->hook, id);
                trc_diag_report(dg, TRC_DIAG_ERROR, b->off, "template %s already defined at %s", id, there);
                a->st->has_error = b->st->has_error = 1;   /* neither copy is used */
            } else {
                trc_diag_report(dg, TRC_DIAG_ERROR, b->off, "function %.*s already defined at %s",
                                (int)b->name.len, b->name.s, there);
            }
            t->load_errors++;
        } else if (notes && b->hook != NO_HOOK) {
            uint32_t line, col, l2, c2;
            trc_diag_linecol(&fb->diag, b->off, &line, &col);
            trc_diag_linecol(&fa->diag, a->off, &l2, &c2);
            char id[8];
            trc_hook_format(b->hook, id);
            snprintf(here, sizeof here, "%s:%u", fb->diag.path, (unsigned)line);
            fprintf(t->err, "%s: note: template %s replaces %s:%u\n", here, id, fa->diag.path, (unsigned)l2);
        }
    }
    free(d.v);
}

/* Per-hook file names (§1.8 rule 2): the file must define the hook its name says. */
static void check_names(trc_tset *t)
{
    for (unsigned i = 0; i < t->nfiles; i++) {
        trc_tset_file *f = &t->files[i];
        if (f->name_hook == NO_HOOK || f->ast->nerrors) continue;   /* unparsed: its errors say why */
        int found = 0;
        uint32_t other = NO_HOOK, nother = 0;   /* the IDs it defines instead */
        for (uint32_t k = 0; k < f->ast->nstanzas && !found; k++) {
            const trc_stanza *st = f->ast->stanzas[k];
            if (st->kind == TRC_LINE_DELETE) continue;
            found = st->hook == f->name_hook;
            if (other == NO_HOOK) other = st->hook;
            nother++;
        }
        if (!found) {
            char id[8], def[8];
            trc_hook_format(f->name_hook, id);
            if (other == NO_HOOK) {
                trc_diag_report(&f->diag, TRC_DIAG_WARNING, 0,
                                "file name says %s but it defines no template %s", id, id);
            } else {
                trc_hook_format(other, def);
                trc_diag_report(&f->diag, TRC_DIAG_WARNING, 0,
                                "file name says %s but it defines template %s%s, not %s", id, def,
                                nother > 1 ? " and others" : "", id);
            }
        }
    }
}

int trc_tset_check(trc_tset *t, int notes, unsigned flags)
{
    free(t->asts);
    free(t->diags);
    t->asts = malloc((t->nfiles ? t->nfiles : 1) * sizeof *t->asts);
    t->diags = malloc((t->nfiles ? t->nfiles : 1) * sizeof *t->diags);
    if (!t->asts || !t->diags) return oom(t);
    for (unsigned i = 0; i < t->nfiles; i++) {
        t->asts[i] = t->files[i].ast;
        t->diags[i] = &t->files[i].diag;
    }
    t->load_errors = 0;
    for (unsigned i = 0; notes && i < t->nskipped; i++)
        fprintf(t->err, "%swarning: %s skipped: only .tmpl and .fmt files are read as templates\n",
                t->prog, t->skipped[i]);
    check_names(t);
    check_defs(t, notes);
    trc_check_set(t->asts, t->nfiles, t->diags, flags);
    unsigned errors = t->load_errors;
    for (unsigned i = 0; i < t->nfiles; i++) {
        trc_diag_flush(&t->files[i].diag);
        errors += t->files[i].diag.nerrors;
    }
    return errors ? TRC_ST_TEMPLATE : TRC_ST_OK;
}

unsigned trc_tset_user_files(const trc_tset *t)
{
    unsigned n = 0;
    for (unsigned i = 0; i < t->nfiles; i++) n += t->files[i].source != NO_SOURCE;
    return n;
}

int trc_tset_flush(trc_tset *t)
{
    unsigned errors = 0;
    for (unsigned i = 0; i < t->nfiles; i++) {
        trc_diag_flush(&t->files[i].diag);
        errors += t->files[i].diag.nerrors;
    }
    return errors ? TRC_ST_TEMPLATE : TRC_ST_OK;
}

void trc_tset_summary(const trc_tset *t, FILE *out)
{
    for (unsigned s = 0; s < t->nsrcs; s++) {
        const trc_tset_source *src = &t->srcs[s];
        unsigned n = 0, e = 0, w = 0;
        for (unsigned i = src->first; i < src->first + src->nfiles; i++) {
            const trc_tset_file *f = &t->files[i];
            for (uint32_t k = 0; k < f->ast->nstanzas; k++)
                if (!f->ast->stanzas[k]->has_error && f->ast->stanzas[k]->kind != TRC_LINE_DELETE) n++;
            e += f->diag.nerrors;
            w += f->diag.nwarnings;
        }
        fprintf(out, "%s: ", src->path);
        if (src->is_dir) fprintf(out, "%u file%s, ", src->nfiles, src->nfiles == 1 ? "" : "s");
        fprintf(out, "%u template%s, %u error%s, %u warning%s\n", n, n == 1 ? "" : "s",
                e, e == 1 ? "" : "s", w, w == 1 ? "" : "s");
    }
}

trc_progset *trc_tset_compile(const trc_tset *t)
{
    if (!t->asts) return NULL;
    return trc_compile(t->asts, t->nfiles);
}

int trc_tset_is_builtin(const trc_tset *t, uint32_t hook)
{
    int builtin = 0;
    for (unsigned i = 0; i < t->nfiles; i++) {
        const trc_ast_file *a = t->files[i].ast;
        for (uint32_t k = 0; k < a->nstanzas; k++)
            if (a->stanzas[k]->hook == hook && !a->stanzas[k]->has_error
                && a->stanzas[k]->kind != TRC_LINE_DELETE)
                builtin = t->files[i].source == NO_SOURCE;
    }
    return builtin;
}
