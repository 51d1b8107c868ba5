/* tmplset.c -- owns the lookup of the master and shipped template files and the
 * --dump-templates listing of an effective template set (see tmplset.h). */
#include "report/tmplset.h"
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "common/paths.h"
#include "grammar/tmplfile.h"
#include "interp/tset.h"
#include "formats/tmplembed.h"
#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>


const char *trc_tmplset_shipped(trc_input_format f)
{
    switch (f) {
    case TRC_IN_SHARK: return "shark.tmpl";
    case TRC_IN_QNX: return "qnx.tmpl";
    default: return NULL;
    }
}

trc_input_format trc_tmplset_origin(trc_input_format used, const trc_loginfo *info)
{
    if (used != TRC_IN_TRCLOG || !info || !info->source) return used;
    if (strcmp(info->source, "shark") == 0) return TRC_IN_SHARK;
    if (strcmp(info->source, "qnx") == 0) return TRC_IN_QNX;
    return used;
}

/* 1 when the canonical form of `dir` equals `exedir`. */
static int same_dir(const char *dir, const char *exedir)
{
    char *r = realpath(dir, NULL);
    int same = r && strcmp(r, exedir) == 0;
    free(r);
    return same;
}

int trc_tmplset_uninstalled(void)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return 0;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash) return 0;
    *slash = '\0';
    return same_dir(TRC_BUILDDIR "/tools", exe) || same_dir(TRC_BUILDDIR "/tools/.libs", exe);
}

/* The value of environment variable `name` when set and not empty, else NULL. */
static const char *env_value(const char *name)
{
    const char *v = getenv(name);
    return v && *v ? v : NULL;
}

const char *trc_tmplset_master(char *buf, size_t len)
{
    const char *env = env_value("TRCFMT");
    if (env) snprintf(buf, len, "%s", env);
    else if (trc_tmplset_uninstalled()) snprintf(buf, len, "%s", TRC_SRCDIR "/templates/system.tmpl");
    else snprintf(buf, len, "%s", TRC_SYSCONFDIR "/trcfmt");
    return buf;
}

/* 1 when `dir` is a directory holding at least one entry not starting with '.', or one
 * that exists but cannot be read (so that reading it reports why). */
static int dir_has_entries(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return errno != ENOENT && errno != ENOTDIR;
    struct dirent *e;
    int any = 0;
    while (!any && (e = readdir(d)) != NULL) any = e->d_name[0] != '.';
    closedir(d);
    return any;
}

int trc_tmplset_add_default(trc_tset *t)
{
    const char *env = env_value("TRCFMT");
    if (env) {
        t->from = "$TRCFMT";
        int st = trc_tset_add_list(t, env);
        t->from = NULL;
        return st;
    }
    if (trc_tmplset_uninstalled()) return trc_tset_add_source(t, TRC_SRCDIR "/templates/system.tmpl");
    int st = trc_tset_add_source(t, TRC_SYSCONFDIR "/trcfmt");
    /* trcfmt.d is installed empty: only a directory someone put files in is read (and
     * warned about when none of them is a template file) */
    if (st == 0 && dir_has_entries(TRC_SYSCONFDIR "/trcfmt.d"))
        st = trc_tset_add_source(t, TRC_SYSCONFDIR "/trcfmt.d");
    return st;
}

int trc_tmplset_default_missing(void)
{
    if (env_value("TRCFMT")) return 0;
    char buf[4096];
    struct stat st;
    return stat(trc_tmplset_master(buf, sizeof buf), &st) != 0 && errno == ENOENT;
}

const char *trc_tmplset_datafile(const char *name, char *buf, size_t len)
{
    const char *env = env_value("TRCFMT_DATADIR");
    if (env) snprintf(buf, len, "%s/%s", env, name);
    else if (trc_tmplset_uninstalled()) snprintf(buf, len, "%s/%s", TRC_SRCDIR "/templates", name);
    else snprintf(buf, len, "%s/%s", TRC_DATADIR, name);
    return buf;
}

/* ---- --dump-templates ------------------------------------------------------------------ */

/* One loaded stanza with its file and load order. */
typedef struct dump_item {
    const trc_stanza *st;      /* the stanza */
    const trc_ast_file *file;  /* the file it comes from */
    uint64_t seq;              /* load order (later wins) */
} dump_item;

static int item_cmp(const void *a, const void *b)
{
    const dump_item *x = a, *y = b;
    if (x->st->hook != y->st->hook) return x->st->hook < y->st->hook ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

int trc_tmplset_dump(FILE *out, trc_ast_file *const *files, unsigned n)
{
    size_t total = 0;
    for (unsigned f = 0; f < n; f++) if (files[f]) total += files[f]->nstanzas;
    dump_item *v = malloc((total ? total : 1) * sizeof *v);
    if (!v) return -1;
    size_t k = 0;
    for (unsigned f = 0; f < n; f++) {
        if (!files[f]) continue;
        for (uint32_t i = 0; i < files[f]->nstanzas; i++) {
            const trc_stanza *st = files[f]->stanzas[i];
            if (!st || st->has_error || st->kind == TRC_LINE_DELETE) continue;
            v[k].st = st;
            v[k].file = files[f];
            v[k].seq = k;
            k++;
        }
    }
    if (k) qsort(v, k, sizeof *v, item_cmp);
    const trc_ast_file *prev = NULL;
    for (size_t i = 0; i < k; i++) {
        if (i + 1 < k && v[i + 1].st->hook == v[i].st->hook) continue;   /* replaced */
        const trc_ast_file *f = v[i].file;
        const trc_stanza *st = v[i].st;
        if (f != prev) fprintf(out, "# %s\n", f->path ? f->path : "");
        prev = f;
        size_t begin, end;
        trc_tmpl_extent(f->src, f->src_len, st->logical_start, &begin, &end);
        if (st->kind == TRC_LINE_ADD && st->hook_span.off >= begin && st->hook_span.off < end)
            begin = st->hook_span.off;   /* `+ ID ...` prints as `ID ...` */
        fwrite(f->src + begin, 1, end - begin, out);
        if (end == begin || f->src[end - 1] != '\n') fputc('\n', out);
    }
    free(v);
    return ferror(out) ? -1 : 0;
}

/* ---- the embedded layer (docs/templates.md "Embedded sets") ------------------------------ */

int trc_tmplset_add_embedded(trc_tset *t, const trc_loginfo *info, const char *path)
{
    const char *shown = strcmp(path, "-") == 0 ? "<stdin>" : path;
    if (info->tmpl_state == TRC_EMBED_DAMAGED) {
        fprintf(t->err, "%swarning: %s: %s; not used\n", t->prog, shown, info->tmpl_why);
        return -1;
    }
    if (info->tmpl_state != TRC_EMBED_OK || !info->tmpl_text) return 0;
    char name[4200];
    snprintf(name, sizeof name, "<embedded in %s>", shown);
    /* checked alone over the built-in layer first: a set with errors is not used (its
     * diagnostics are shown), and a good one's warnings are shown once, by the caller */
    char *dbuf = NULL;
    size_t dlen = 0;
    FILE *cap = open_memstream(&dbuf, &dlen);
    if (!cap) return -2;
    trc_tset probe;
    trc_tset_init(&probe, cap, t->color, t->prog);
    char *copy = malloc(info->tmpl_len + 1);
    int st = copy ? trc_tset_add_builtin(&probe) : TRC_ST_NOMEM;
    if (st == 0) {
        memcpy(copy, info->tmpl_text, info->tmpl_len + 1);
        st = trc_tset_add_text(&probe, name, copy, info->tmpl_len);
        copy = NULL;
    }
    if (st == 0) st = trc_tset_check(&probe, 0, 0);
    trc_tset_free(&probe);
    free(copy);
    fclose(cap);
    if (st == TRC_ST_NOMEM) { free(dbuf); return -2; }
    if (st != 0) {
        if (dlen) fwrite(dbuf, 1, dlen, t->err);
        fprintf(t->err, "%swarning: %s: the embedded template set has errors; not used\n", t->prog, shown);
        free(dbuf);
        return -1;
    }
    free(dbuf);
    copy = malloc(info->tmpl_len + 1);
    if (!copy) return -2;
    memcpy(copy, info->tmpl_text, info->tmpl_len + 1);
    return trc_tset_add_text(t, name, copy, info->tmpl_len) == 0 ? 1 : -2;
}
