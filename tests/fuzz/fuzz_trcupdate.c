/* fuzz_trcupdate.c -- fuzz target `trcupdate`: update-file application as trcupdate does it
 * in memory (docs/ref/report.md §9, docs/trcupdate.md): the input is a template file, a
 * NUL byte, then an update file; both are parsed and checked, the update applied
 * (grammar/tmplfile.c trc_tmpl_apply, with and without -o) and the result re-parsed,
 * checked and verified against the expected stanzas.  Then the undo file is applied
 * with -o to the result as `trcupdate -o` would (parsed and checked as an update first):
 * when no stanza was deleted it must give back the template text byte for byte, but for
 * the empty line after a dangling backslash at the end of the file (docs/trcupdate.md);
 * anything else aborts.
 * A template text with \x01 bytes is also cut there into up to 4 files of a directory
 * source (trc_tmpl_apply_set, added IDs placed by hook: a new per-hook file or one of
 * the files), when no ID is defined in two of them; the same checks and undo round trip
 * run on the set: every file comes back byte for byte, every new file ends up empty. */
#include "tests/fuzz/fuzz.h"
#include "grammar/parse.h"
#include "grammar/tmplfile.h"
#include "interp/check.h"
#include <stdlib.h>
#include <string.h>

enum { DIR_MAX = 4 };   /* files of a fuzzed directory source */

/* One parsed text: its copy, diagnostics and AST. */
typedef struct loaded {
    char *text;             /* NUL-terminated copy */
    trc_diag diag;          /* diagnostics (to the sink) */
    trc_ast_file *ast;      /* parse result */
} loaded;

/* Parse p[0..n) as `name`; 0, or -1 when out of memory. */
static int load(loaded *l, trc_arena *a, const char *name, const uint8_t *p, size_t n)
{
    l->text = malloc(n + 1);
    if (!l->text) return -1;
    if (n) memcpy(l->text, p, n);
    l->text[n] = 0;
    if (trc_diag_init(&l->diag, name, l->text, n, trc_fuzz_sink()) != 0) {
        free(l->text);
        l->text = NULL;
        return -1;
    }
    l->ast = trc_parse(a, &l->diag, name, l->text, n);
    return l->ast && !a->failed ? 0 : -1;
}

/* Re-parse and check the result as trcupdate does; 1 when it verifies. */
static int reparse(const trc_tmpl_result *res)
{
    const char *text = res->text.data ? res->text.data : "";
    trc_arena a;
    trc_arena_init(&a);
    trc_diag d;
    int ok = 0;
    if (trc_diag_init(&d, "updated", text, res->text.len, trc_fuzz_sink()) == 0) {
        trc_ast_file *f = trc_parse(&a, &d, "updated", text, res->text.len);
        if (f && !trc_diag_full(&d)) trc_check(f, &f, 1, &d, 0);
        ok = f && !a.failed && d.nerrors == 0 && trc_tmpl_verify(f, res);
        trc_diag_free(&d);
    }
    trc_arena_free(&a);
    return ok;
}

/* True when the last non-comment line of t[0..n) ends with a continuing backslash (the
 * file ends in a dangling backslash: the rules of grammar/tmplfile.c, written again). */
static int ends_open(const char *t, size_t n)
{
    int open = 0;
    for (size_t pos = 0; pos < n;) {
        const char *nl = memchr(t + pos, '\n', n - pos);
        size_t end = nl ? (size_t)(nl - t) : n, next = nl ? end + 1 : n;
        if (nl && end > pos && t[end - 1] == '\r') end--;
        size_t s = pos;
        while (s < end && (t[s] == ' ' || t[s] == '\t')) s++;
        if (s == end || t[s] != '#') {
            size_t e = end, k = 0;
            while (e > pos && (t[e - 1] == ' ' || t[e - 1] == '\t')) e--;
            while (e - k > pos && t[e - 1 - k] == '\\') k++;
            open = k % 2 == 1;
        }
        pos = next;
    }
    return open;
}

/* 1 when `back` restores orig[0..n): the same bytes, or, for a file that ends in a
 * dangling backslash, the same bytes and the one empty line put after it when other
 * lines followed it (docs/trcupdate.md). */
static int restored(const char *back, size_t bn, const char *orig, size_t n)
{
    if (bn == n) return !n || memcmp(back, orig, n) == 0;
    if (bn < n || !ends_open(orig, n) || (n && memcmp(back, orig, n) != 0)) return 0;
    return (bn == n + 1 && back[n] == '\n') || (bn == n + 2 && back[n] == '\r' && back[n + 1] == '\n');
}

/* Apply res->undo with -o to res->text (both parsed and checked as trcupdate does) and
 * abort unless that gives back orig[0..n) byte for byte; only called when the update
 * deleted nothing (a deleted stanza comes back at the end of the file). */
static void undo_roundtrip(const char *orig, size_t n, const trc_tmpl_result *res)
{
    trc_arena a;
    trc_arena_init(&a);
    loaded t = { 0 }, u = { 0 };
    const uint8_t *tt = (const uint8_t *)(res->text.data ? res->text.data : "");
    const uint8_t *ut = (const uint8_t *)(res->undo.data ? res->undo.data : "");
    if (load(&t, &a, "updated", tt, res->text.len) == 0 && load(&u, &a, "undo", ut, res->undo.len) == 0) {
        trc_check(t.ast, &t.ast, 1, &t.diag, 0);
        trc_ast_file *set[2] = { u.ast, t.ast };
        trc_check(u.ast, set, 2, &u.diag, TRC_CHECK_UPDATE);
        if (t.diag.nerrors || u.diag.nerrors || !u.ast->is_update) {
            fprintf(stderr, "fuzz: the undo file does not load as an update of the result\n");
            abort();
        }
        trc_tmpl_result back;
        if (trc_tmpl_apply(t.ast, u.ast, 1, &back) == 0) {
            if (!restored(back.text.data, back.text.len, orig, n)) {
                fprintf(stderr, "fuzz: the undo file does not restore the template text\n");
                abort();
            }
            trc_tmpl_result_free(&back);
        }
    }
    if (t.text) { trc_diag_free(&t.diag); free(t.text); }
    if (u.text) { trc_diag_free(&u.diag); free(u.text); }
    trc_arena_free(&a);
}

/* ---- directory sources ----------------------------------------------------------------- */

/* Where an added ID goes: hook % (n + 1) - 1, so a new per-hook file (-1) or file k. */
static long place_by_hook(void *ctx, uint32_t hook)
{
    unsigned n = *(const unsigned *)ctx;
    return (long)(hook % (n + 1)) - 1;
}

/* One (hook, file) pair, for finding an ID defined in two files. */
typedef struct hook_file {
    uint32_t hook;          /* canonical hook id */
    unsigned file;          /* index of the file */
} hook_file;

static int cmp_hook_file(const void *pa, const void *pb)
{
    const hook_file *a = pa, *b = pb;
    return a->hook < b->hook ? -1 : a->hook > b->hook;
}

/* 1 when no ID is defined in two of f[0..n) (a directory source's rule). */
static int ids_apart(trc_ast_file *const *f, unsigned n)
{
    size_t total = 0, m = 0;
    for (unsigned i = 0; i < n; i++) total += f[i]->nstanzas;
    hook_file *v = malloc((total ? total : 1) * sizeof *v);
    if (!v) return 0;
    for (unsigned i = 0; i < n; i++)
        for (uint32_t j = 0; j < f[i]->nstanzas; j++)
            v[m++] = (hook_file){ f[i]->stanzas[j]->hook, i };
    qsort(v, m, sizeof *v, cmp_hook_file);
    int ok = 1;
    for (size_t k = 1; k < m && ok; k++) ok = v[k].hook != v[k - 1].hook || v[k].file == v[k - 1].file;
    free(v);
    return ok;
}

/* Load the files text[0..n) (lengths len) and the update `ut` into l[0..n] (l[n]: the
 * update), check them as trcupdate does; 1 when all load without errors. */
static int load_dir(loaded *l, trc_arena *a, const char *const *text, const size_t *len,
                    unsigned n, const char *ut, size_t un)
{
    trc_ast_file *set[DIR_MAX * 2 + 1];
    int ok = 1;
    for (unsigned i = 0; i < n && ok; i++) {
        ok = load(&l[i], a, "dir.tmpl", (const uint8_t *)text[i], len[i]) == 0 && !l[i].ast->is_update;
        if (ok) set[i + 1] = l[i].ast;
    }
    ok = ok && load(&l[n], a, "dir.upd", (const uint8_t *)ut, un) == 0 && l[n].ast->is_update;
    if (!ok) return 0;
    for (unsigned i = 0; i < n; i++) {
        trc_check(l[i].ast, set + 1, n, &l[i].diag, 0);
        ok = ok && l[i].diag.nerrors == 0;
    }
    set[0] = l[n].ast;
    trc_check(l[n].ast, set, n + 1, &l[n].diag, TRC_CHECK_UPDATE);
    return ok && l[n].diag.nerrors == 0 && ids_apart(set + 1, n);
}

static void free_loaded(loaded *l, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (l[i].text) { trc_diag_free(&l[i].diag); free(l[i].text); }
}

/* 1 when the output files of res, checked together as one set (as trcupdate checks a
 * directory before it writes anything: a function defined in one file is called in
 * another), parse without errors to their expected stanzas. */
static int dir_verify(const trc_tmpl_set_result *res)
{
    if (res->nfiles > DIR_MAX * 2) return 0;
    trc_arena a;
    trc_arena_init(&a);
    loaded l[DIR_MAX * 2];
    memset(l, 0, sizeof l);
    trc_ast_file *set[DIR_MAX * 2];
    int ok = 1;
    unsigned n = 0;
    for (; n < res->nfiles && ok; n++) {
        const trc_tmpl_file_out *o = &res->files[n];
        ok = load(&l[n], &a, "out.tmpl", (const uint8_t *)(o->text.data ? o->text.data : ""), o->text.len) == 0;
        if (ok) set[n] = l[n].ast;
    }
    for (unsigned i = 0; i < res->nfiles && ok; i++) {
        trc_check(l[i].ast, set, res->nfiles, &l[i].diag, 0);
        ok = l[i].diag.nerrors == 0 &&
             trc_tmpl_verify_stanzas(l[i].ast, res->files[i].expect, res->files[i].nexpect);
    }
    free_loaded(l, n);
    trc_arena_free(&a);
    return ok;
}

/* The undo file of res applied with -o to res's files must give back text[0..n) byte for
 * byte and leave every new file without stanzas; aborts otherwise. */
static void dir_undo(const char *const *text, const size_t *len, unsigned n,
                     const trc_tmpl_set_result *res)
{
    if (res->nfiles > DIR_MAX * 2) return;
    const char *t[DIR_MAX * 2];
    size_t tl[DIR_MAX * 2];
    for (unsigned i = 0; i < res->nfiles; i++) {
        t[i] = res->files[i].text.data ? res->files[i].text.data : "";
        tl[i] = res->files[i].text.len;
    }
    trc_arena a;
    trc_arena_init(&a);
    loaded l[DIR_MAX * 2 + 1];
    memset(l, 0, sizeof l);
    const char *ut = res->undo.data ? res->undo.data : "";
    if (!load_dir(l, &a, t, tl, res->nfiles, ut, res->undo.len)) {
        fprintf(stderr, "fuzz: the undo file does not load as an update of the directory\n");
        abort();
    }
    trc_ast_file *set[DIR_MAX * 2];
    for (unsigned i = 0; i < res->nfiles; i++) set[i] = l[i].ast;
    unsigned nf = res->nfiles;
    trc_tmpl_set_result back;
    if (trc_tmpl_apply_set((const trc_ast_file *const *)set, nf, l[nf].ast, 1, place_by_hook, &nf, &back) == 0) {
        int same = back.nfiles == nf;
        for (unsigned i = 0; i < nf && same; i++) {
            const trc_buf *b = &back.files[i].text;
            same = i < n ? restored(b->data, b->len, text[i], len[i]) : back.files[i].nexpect == 0;
        }
        if (!same) {
            fprintf(stderr, "fuzz: the undo file does not restore the directory\n");
            abort();
        }
        trc_tmpl_set_result_free(&back);
    }
    free_loaded(l, nf + 1);
    trc_arena_free(&a);
}

/* The template text cut at \x01 into files, applied as a directory source. */
static void dir_case(const uint8_t *tt, size_t tn, const uint8_t *ut, size_t un)
{
    const char *text[DIR_MAX];
    size_t len[DIR_MAX];
    unsigned n = 0;
    for (size_t b = 0; n < DIR_MAX;) {
        const uint8_t *c = memchr(tt + b, 1, tn - b);
        size_t e = c && n + 1 < DIR_MAX ? (size_t)(c - tt) : tn;
        text[n] = (const char *)tt + b;
        len[n++] = e - b;
        if (e == tn) break;
        b = e + 1;
    }
    trc_arena a;
    trc_arena_init(&a);
    loaded l[DIR_MAX + 1];
    memset(l, 0, sizeof l);
    if (load_dir(l, &a, text, len, n, (const char *)ut, un)) {
        trc_ast_file *set[DIR_MAX];
        for (unsigned i = 0; i < n; i++) set[i] = l[i].ast;
        for (int override = 0; override < 2; override++) {
            trc_tmpl_set_result res;
            if (trc_tmpl_apply_set((const trc_ast_file *const *)set, n, l[n].ast, override,
                                   place_by_hook, &n, &res) != 0) break;
            int deleted = 0;
            for (uint32_t i = 0; i < res.nev; i++) deleted |= res.ev[i].action == TRC_TMPL_DELETED;
            if (dir_verify(&res) && !deleted) dir_undo(text, len, n, &res);
            trc_tmpl_set_result_free(&res);
        }
    }
    free_loaded(l, n + 1);
    trc_arena_free(&a);
}

/* Split, parse, check, apply both ways, re-parse, undo. */
TRC_FUZZ_TARGET(trcupdate)
{
    const uint8_t *nul = memchr(data, 0, size);
    if (!nul) return 0;
    size_t tn = (size_t)(nul - data);
    trc_arena a;
    trc_arena_init(&a);
    loaded t = { 0 }, u = { 0 };
    int okt = load(&t, &a, "fuzz.tmpl", data, tn) == 0;
    int oku = okt && load(&u, &a, "fuzz.upd", nul + 1, size - tn - 1) == 0;
    if (oku && !t.ast->is_update && u.ast->is_update) {
        if (!trc_diag_full(&t.diag)) trc_check(t.ast, &t.ast, 1, &t.diag, 0);
        trc_ast_file *set[2] = { u.ast, t.ast };
        if (!trc_diag_full(&u.diag)) trc_check(u.ast, set, 2, &u.diag, TRC_CHECK_UPDATE);
        for (int override = 0; override < 2 && !t.diag.nerrors && !u.diag.nerrors; override++) {
            trc_tmpl_result res;
            if (trc_tmpl_apply(t.ast, u.ast, override, &res) != 0) break;
            int deleted = 0;
            for (uint32_t i = 0; i < res.nev; i++) deleted |= res.ev[i].action == TRC_TMPL_DELETED;
            if (reparse(&res) && !deleted) undo_roundtrip(t.text, tn, &res);
            trc_tmpl_result_free(&res);
        }
    }
    if (t.text) { trc_diag_free(&t.diag); free(t.text); }
    if (u.text) { trc_diag_free(&u.diag); free(u.text); }
    trc_arena_free(&a);
    if (memchr(data, 1, tn)) dir_case(data, tn, nul + 1, size - tn - 1);
    return 0;
}
