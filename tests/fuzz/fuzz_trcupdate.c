/* fuzz_trcupdate.c -- fuzz target `trcupdate`: update-file application as trcupdate does it
 * in memory (docs/ref/report.md §9, docs/trcupdate.md): the input is a template file, a
 * NUL byte, then an update file; both are parsed and checked, the update applied
 * (grammar/tmplfile.c trc_tmpl_apply, with and without -o) and the result re-parsed,
 * checked and verified against the expected stanzas.  Then the undo file is applied
 * with -o to the result as `trcupdate -o` would (parsed and checked as an update first):
 * when no stanza was deleted it must give back the template text byte for byte
 * (docs/trcupdate.md "Undo file"); anything else aborts. */
#include "tests/fuzz/fuzz.h"
#include "grammar/parse.h"
#include "grammar/tmplfile.h"
#include "interp/check.h"
#include <stdlib.h>
#include <string.h>

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
    if (trc_diag_init(&l->diag, name, l->text, n, trc_fuzz_sink()) != 0) { free(l->text); return -1; }
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
            if (back.text.len != n || (n && memcmp(back.text.data, orig, n) != 0)) {
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
    return 0;
}
