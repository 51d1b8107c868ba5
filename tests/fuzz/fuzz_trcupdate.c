/* fuzz_trcupdate.c -- fuzz target `trcupdate`: update-file application as trcupdate does it
 * in memory (docs/ref/report.md §9, docs/trcupdate.md): the input is a template file, a
 * NUL byte, then an update file; both are parsed and checked, the update applied
 * (grammar/tmplfile.c trc_tmpl_apply, with and without -o) and the result re-parsed,
 * checked and verified against the expected stanzas. */
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

/* Split, parse, check, apply both ways, re-parse. */
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
            reparse(&res);
            trc_tmpl_result_free(&res);
        }
    }
    if (t.text) { trc_diag_free(&t.diag); free(t.text); }
    if (u.text) { trc_diag_free(&u.diag); free(u.text); }
    trc_arena_free(&a);
    return 0;
}
