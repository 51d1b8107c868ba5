/* tmplfile_test.c -- property tests of grammar/tmplfile.c (trcupdate's text splicing,
 * docs/ref/report.md §9), printed as TAP.
 *
 * Random template files (comments, blank lines, indented stanzas, continuation lines with
 * comment lines inside, repeated IDs, CRLF, missing final newline) get random update files
 * (adds, replaces with older/equal/newer versions, deletes, continued `+` stanzas).  For
 * every case: the result parses to exactly the expected stanzas; the text outside touched
 * stanzas is kept; the undo file is an update file that, applied with override, restores
 * the previous file byte-identically when nothing was deleted, and the previous templates
 * (IDs and versions) otherwise; the same file cut into several files and updated as a set
 * gives the same text and undo file (or, with new per-hook files, the same templates).
 * Plus fixed cases of the hook-ID list parser. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/hookid.h"
#include "common/arena.h"
#include "common/buf.h"
#include "grammar/diag.h"
#include "grammar/parse.h"
#include "grammar/tmplfile.h"

/* The random generator state and the TAP counters. */
typedef struct ctx {
    uint64_t rng;        /* xorshift64 state */
    unsigned ntest;      /* TAP tests printed */
    unsigned nfail;      /* failed tests */
} ctx;

static uint64_t rnd(ctx *c)
{
    c->rng ^= c->rng << 13;
    c->rng ^= c->rng >> 7;
    c->rng ^= c->rng << 17;
    return c->rng;
}

static unsigned pick(ctx *c, unsigned n) { return (unsigned)(rnd(c) % n); }

static void tap(ctx *c, int ok, const char *name)
{
    c->ntest++;
    if (!ok) c->nfail++;
    printf("%s %u - %s\n", ok ? "ok" : "not ok", c->ntest, name);
}

static const char *const ids[] = { "010", "011", "0FE", "15A", "1A1B", "20001", "0AB" };
enum { NIDS = sizeof ids / sizeof ids[0] };

/* Append one stanza (a template-file stanza, or the text after `+`). */
static void gen_stanza(ctx *c, trc_buf *b, const char *id, unsigned maj, unsigned min,
                       const char *eol)
{
    trc_buf_printf(b, "%s %u.%u L=APPL \"t%u\"", id, maj, min, pick(c, 100));
    unsigned nx = pick(c, 3);
    for (unsigned i = 0; i < nx; i++) {
        trc_buf_printf(b, " \\%s", eol);
        if (pick(c, 3) == 0) trc_buf_printf(b, "%s# inner comment %u \\%s", pick(c, 2) ? "  " : "", i, eol);
        trc_buf_printf(b, "%*sX%u", (int)(1 + pick(c, 4)), "", 1 + pick(c, 4));
    }
    trc_buf_adds(b, eol);
}

static void gen_template(ctx *c, trc_buf *b, const char *eol)
{
    unsigned n = 1 + pick(c, 8);
    for (unsigned i = 0; i < n; i++) {
        switch (pick(c, 5)) {
        case 0: trc_buf_printf(b, "# comment %u%s", i, eol); break;
        case 1: trc_buf_adds(b, eol); break;
        default: break;
        }
        if (pick(c, 4) == 0) trc_buf_adds(b, pick(c, 2) ? "   " : "\t");
        gen_stanza(c, b, ids[pick(c, NIDS)], 1 + pick(c, 3), pick(c, 12), eol);
    }
    if (pick(c, 3) == 0) trc_buf_printf(b, "# trailing%s", eol);
    if (pick(c, 4) == 0 && b->len > 0) {          /* no final newline */
        size_t k = strlen(eol);
        if (b->len >= k) trc_buf_truncate(b, b->len - k);
    }
}

static void gen_update(ctx *c, trc_buf *b, int *has_delete)
{
    const char *eol = pick(c, 5) == 0 ? "\r\n" : "\n";
    if (pick(c, 4) == 0) trc_buf_printf(b, "# leading comment%s%s", eol, eol);
    trc_buf_printf(b, "* /etc/trcfmt%s", eol);
    unsigned n = 1 + pick(c, 6);
    for (unsigned i = 0; i < n; i++) {
        if (pick(c, 4) == 0) trc_buf_printf(b, "# update comment%s", eol);
        if (pick(c, 6) == 0) trc_buf_adds(b, eol);
        if (pick(c, 5) == 0) {
            trc_buf_printf(b, "-%s%s%s", pick(c, 2) ? " " : "", ids[pick(c, NIDS)], eol);
            *has_delete = 1;
        } else {
            switch (pick(c, 8)) {
            case 0: trc_buf_printf(b, "+ \\%s  ", eol); break;     /* `+` then a continuation */
            case 1: trc_buf_adds(b, "+"); break;
            case 2: trc_buf_adds(b, "+\t "); break;
            default: trc_buf_adds(b, "+ "); break;
            }
            gen_stanza(c, b, ids[pick(c, NIDS)], 1 + pick(c, 3), pick(c, 12), eol);
        }
    }
}

/* A parsed text with its arena and diagnostics. */
typedef struct parsed {
    trc_arena arena;     /* node storage */
    trc_diag diag;       /* silent diagnostics */
    trc_ast_file *f;     /* the parse */
} parsed;

static void parse_text(parsed *p, const char *name, const char *s, size_t n)
{
    trc_arena_init(&p->arena);
    trc_diag_init(&p->diag, name, s, n, getenv("TMPLFILE_DIAG") ? stderr : NULL);
    p->f = trc_parse(&p->arena, &p->diag, name, s, n);
    trc_diag_flush(&p->diag);       /* printed only with TMPLFILE_DIAG set */
}

static void parsed_free(parsed *p)
{
    trc_diag_free(&p->diag);
    trc_arena_free(&p->arena);
}

/* Effective (hook, version) set of a parsed template file, as a sorted text. */
static void effective(const trc_ast_file *f, trc_buf *out)
{
    for (uint32_t h = 0; h < (uint32_t)NIDS; h++) {
        uint32_t canon;
        trc_hook_parse(ids[h], strlen(ids[h]), &canon);
        const trc_stanza *last = NULL;
        for (uint32_t i = 0; i < f->nstanzas; i++)
            if (f->stanzas[i]->hook == canon) last = f->stanzas[i];
        if (last) trc_buf_printf(out, "%s=%u.%u ", ids[h], (unsigned)last->ver_major, (unsigned)last->ver_minor);
    }
}

static void dump_case(const char *what, const trc_buf *t, const trc_buf *u)
{
    printf("# %s\n# --- template\n", what);
    for (size_t i = 0; i < t->len; i++) {
        if (i == 0 || t->data[i - 1] == '\n') fputs("# ", stdout);
        putchar(t->data[i]);
    }
    printf("\n# --- update\n");
    for (size_t i = 0; i < u->len; i++) {
        if (i == 0 || u->data[i - 1] == '\n') fputs("# ", stdout);
        putchar(u->data[i]);
    }
    putchar('\n');
}

/* True when no ID has two stanzas in f (a `-` deletes them all, the undo puts one back). */
static int unique_ids(const trc_ast_file *f)
{
    for (uint32_t i = 0; i < f->nstanzas; i++)
        for (uint32_t j = 0; j < i; j++)
            if (f->stanzas[i]->hook == f->stanzas[j]->hook) return 0;
    return 1;
}

/* Counters of the several-files properties. */
typedef struct set_stats {
    unsigned cases;      /* cases with at least two files */
    unsigned bad_concat; /* appending to the last file: concatenation != one-file result */
    unsigned bad_new;    /* new per-hook files: the templates differ from the one-file result */
} set_stats;

static long always_new(void *ctx, uint32_t hook) { (void)ctx; (void)hook; return -1; }

/* Cut template text t into 2-4 files at stanza boundaries and apply the update as a set:
 * with added IDs appended to the last file, the files' texts put together and the undo
 * file are byte-identical to the one-file result r (but one final line end when the file
 * had none and its last part was emptied, and r's undo without its `#@restore` lines: a
 * set without file names records no line of a file); with new per-hook files, the set has
 * the same templates (ID -> version) as r. */
static void set_case(ctx *c, const parsed *pt, const parsed *pu, int override,
                     const trc_tmpl_result *r, set_stats *st)
{
    const trc_ast_file *t = pt->f;
    size_t cuts[4];
    unsigned ncut = 0, want = 1 + pick(c, 3);
    for (uint32_t i = 1; i < t->nstanzas && ncut < want; i++) {
        if (t->stanzas[i]->kind != TRC_LINE_STANZA || pick(c, 3)) continue;
        size_t b, e;
        trc_tmpl_extent(t->src, t->src_len, t->stanzas[i]->logical_start, &b, &e);
        if (ncut == 0 || b > cuts[ncut - 1]) cuts[ncut++] = b;
    }
    if (ncut == 0) return;
    st->cases++;
    parsed parts[5];
    const trc_ast_file *files[5];
    unsigned n = ncut + 1;
    for (unsigned k = 0; k < n; k++) {
        size_t from = k == 0 ? 0 : cuts[k - 1], to = k == ncut ? t->src_len : cuts[k];
        parse_text(&parts[k], "part.tmpl", t->src + from, to - from);
        files[k] = parts[k].f;
    }
    trc_tmpl_set_result sr;
    if (trc_tmpl_apply_set(files, n, pu->f, override, NULL, NULL, &sr) != 0) {
        st->bad_concat++;
    } else {
        trc_buf all;
        trc_buf_init(&all);
        for (unsigned k = 0; k < sr.nfiles; k++) trc_buf_add(&all, sr.files[k].text.data, sr.files[k].text.len);
        /* a file without a final line end whose last file is emptied keeps the line end
         * of the file before it (each file keeps its own ending): compare the rest */
        int noeol = t->src_len && t->src[t->src_len - 1] != '\n';
        size_t rl = r->text.len;
        size_t extra = all.len > rl ? all.len - rl : 0;
        int same_text = (all.len == rl ||
                         (noeol && extra == 1 && all.data[rl] == '\n') ||
                         (noeol && extra == 2 && all.data[rl] == '\r' && all.data[rl + 1] == '\n')) &&
                        memcmp(all.data ? all.data : "", r->text.data ? r->text.data : "", rl) == 0;
        trc_buf ru;                 /* r's undo without its #@restore lines (one file's lines) */
        trc_buf_init(&ru);
        for (size_t p = 0, q; p < r->undo.len; p = q) {
            const char *nl = memchr(r->undo.data + p, '\n', r->undo.len - p);
            q = nl ? (size_t)(nl - r->undo.data) + 1 : r->undo.len;
            if (q - p < 9 || memcmp(r->undo.data + p, "#@restore", 9) != 0) trc_buf_add(&ru, r->undo.data + p, q - p);
        }
        if (sr.nfiles != n || !same_text ||
            sr.undo.len != ru.len || memcmp(sr.undo.data, ru.data, sr.undo.len)) {
            if (st->bad_concat++ == 0 && getenv("TMPLFILE_DIAG")) {
                printf("# SET CASE cuts=%u\n----t\n%.*s\n----u\n%.*s\n----all\n%.*s\n----r\n%.*s\n----\n", ncut, (int)t->src_len, t->src,
                       (int)pu->f->src_len, pu->f->src, (int)all.len, all.data ? all.data : "", (int)r->text.len, r->text.data ? r->text.data : "");
            }
        }
        trc_buf_free(&all);
        trc_buf_free(&ru);
        trc_tmpl_set_result_free(&sr);
    }
    if (trc_tmpl_apply_set(files, n, pu->f, override, always_new, NULL, &sr) != 0) {
        st->bad_new++;
    } else {
        trc_buf all, e1, e2;
        trc_buf_init(&all);
        trc_buf_init(&e1);
        trc_buf_init(&e2);
        for (unsigned k = 0; k < sr.nfiles; k++) {
            trc_buf_add(&all, sr.files[k].text.data, sr.files[k].text.len);
            /* files are separate: a file without a final line end must not glue to the next */
            if (sr.files[k].text.len && sr.files[k].text.data[sr.files[k].text.len - 1] != '\n')
                trc_buf_addc(&all, '\n');
        }
        parsed pa, pr;
        parse_text(&pa, "all.tmpl", all.data ? all.data : "", all.len);
        parse_text(&pr, "r.tmpl", r->text.data ? r->text.data : "", r->text.len);
        effective(pa.f, &e1);
        effective(pr.f, &e2);
        trc_buf_addc(&e1, 0);
        trc_buf_addc(&e2, 0);
        if (pa.f->nerrors || strcmp(e1.data, e2.data) != 0) st->bad_new++;
        parsed_free(&pa);
        parsed_free(&pr);
        trc_buf_free(&all);
        trc_buf_free(&e1);
        trc_buf_free(&e2);
        trc_tmpl_set_result_free(&sr);
    }
    for (unsigned k = 0; k < n; k++) parsed_free(&parts[k]);
}

static void property_tests(ctx *c, unsigned iterations)
{
    unsigned bad_apply = 0, bad_verify = 0, bad_undo_parse = 0, bad_identical = 0,
             bad_semantic = 0, identical_cases = 0, semantic_cases = 0, bad_keep = 0,
             del_identical_cases = 0, bad_del_identical = 0;
    set_stats sets = { 0, 0, 0 };
    for (unsigned it = 0; it < iterations; it++) {
        trc_buf t, u;
        trc_buf_init(&t);
        trc_buf_init(&u);
        int crlf = pick(c, 5) == 0, has_delete = 0;
        gen_template(c, &t, crlf ? "\r\n" : "\n");
        gen_update(c, &u, &has_delete);
        int override = pick(c, 3) == 0;
        parsed pt, pu;
        parse_text(&pt, "t.fmt", t.data ? t.data : "", t.len);
        parse_text(&pu, "u.trc", u.data, u.len);
        if (pt.f->nerrors || pu.f->nerrors || !pu.f->is_update) {
            dump_case("generator produced an invalid file", &t, &u);
            bad_apply++;
            goto next;
        }
        trc_tmpl_result r;
        if (trc_tmpl_apply(pt.f, pu.f, override, &r) != 0) { bad_apply++; goto next; }
        int deleted = 0;
        for (uint32_t i = 0; i < r.nev; i++) deleted |= r.ev[i].action == TRC_TMPL_DELETED;

        /* the result parses to the expected stanzas */
        parsed pr;
        parse_text(&pr, "r.fmt", r.text.data ? r.text.data : "", r.text.len);
        if (!trc_tmpl_verify(pr.f, &r)) {
            if (bad_verify++ == 0) {
                dump_case("result does not verify", &t, &u);
                printf("# result (%u errors):\n", (unsigned)pr.f->nerrors);
                if (getenv("TMPLFILE_DIAG")) {
                    FILE *fp = fopen("tmplfile-fail.txt", "wb");
                    if (fp) { fwrite(t.data, 1, t.len, fp); fputs("\n=====\n", fp); fwrite(r.text.data, 1, r.text.len, fp); fclose(fp); }
                }
                fwrite(r.text.data, 1, r.text.len, stdout);
                printf("\n# expected:");
                for (uint32_t i = 0; i < r.nexpect; i++)
                    printf(" %05X=%u.%u", (unsigned)r.expect[i].hook, (unsigned)r.expect[i].ver_major,
                           (unsigned)r.expect[i].ver_minor);
                printf("\n# got:");
                for (uint32_t i = 0; i < pr.f->nstanzas; i++)
                    printf(" %05X=%u.%u", (unsigned)pr.f->stanzas[i]->hook,
                           (unsigned)pr.f->stanzas[i]->ver_major, (unsigned)pr.f->stanzas[i]->ver_minor);
                printf("\n");
            }
        }
        /* the same update on the file cut into several files */
        set_case(c, &pt, &pu, override, &r, &sets);

        /* nothing changed when no operation applied */
        if (r.napplied == 0 && (r.text.len != t.len || memcmp(r.text.data ? r.text.data : "", t.data ? t.data : "", t.len)))
            if (bad_keep++ == 0) dump_case("no operation applied but the text changed", &t, &u);

        /* the undo file restores the previous state */
        parsed pn;
        parse_text(&pn, "u.undo.trc", r.undo.data, r.undo.len);
        if (pn.f->nerrors || !pn.f->is_update) {
            if (bad_undo_parse++ == 0) dump_case("undo file does not parse", &t, &u);
        } else {
            trc_tmpl_result back;
            if (trc_tmpl_apply(pr.f, pn.f, 1, &back) == 0) {
                if (!deleted) {
                    identical_cases++;
                    if (back.text.len != t.len || memcmp(back.text.data ? back.text.data : "", t.data ? t.data : "", t.len))
                        if (bad_identical++ == 0) dump_case("undo is not byte-identical", &t, &u);
                } else {
                    if (unique_ids(pt.f)) {   /* put back where it was (#@restore) */
                        del_identical_cases++;
                        if (back.text.len != t.len || memcmp(back.text.data ? back.text.data : "", t.data ? t.data : "", t.len))
                            if (bad_del_identical++ == 0) dump_case("undo of a delete is not byte-identical", &t, &u);
                    }
                    semantic_cases++;
                    parsed pb;
                    parse_text(&pb, "b.fmt", back.text.data ? back.text.data : "", back.text.len);
                    trc_buf e1, e2;
                    trc_buf_init(&e1);
                    trc_buf_init(&e2);
                    effective(pt.f, &e1);
                    effective(pb.f, &e2);
                    trc_buf_addc(&e1, 0);
                    trc_buf_addc(&e2, 0);
                    if (pb.f->nerrors || strcmp(e1.data, e2.data) != 0)
                        if (bad_semantic++ == 0) dump_case("undo does not restore the templates", &t, &u);
                    trc_buf_free(&e1);
                    trc_buf_free(&e2);
                    parsed_free(&pb);
                }
                trc_tmpl_result_free(&back);
            } else {
                bad_undo_parse++;
            }
        }
        parsed_free(&pn);
        parsed_free(&pr);
        trc_tmpl_result_free(&r);
    next:
        parsed_free(&pt);
        parsed_free(&pu);
        trc_buf_free(&t);
        trc_buf_free(&u);
    }
    char name[160];
    tap(c, bad_apply == 0, "random template and update files are valid and apply");
    snprintf(name, sizeof name, "results parse to exactly the intended stanzas (%u cases)", iterations);
    tap(c, bad_verify == 0, name);
    tap(c, bad_keep == 0, "an update that applies nothing leaves the text byte-identical");
    tap(c, bad_undo_parse == 0, "undo files are update files without errors");
    snprintf(name, sizeof name, "undo without deletes restores the file byte-identically (%u cases)", identical_cases);
    tap(c, bad_identical == 0 && identical_cases > 0, name);
    snprintf(name, sizeof name, "undo after deletes, every ID once, restores the file byte-identically (%u cases)",
             del_identical_cases);
    tap(c, bad_del_identical == 0 && del_identical_cases > 0, name);
    snprintf(name, sizeof name, "undo after deletes restores the templates (%u cases)", semantic_cases);
    tap(c, bad_semantic == 0 && semantic_cases > 0, name);
    snprintf(name, sizeof name, "several files appending to the last: same text and undo as one file (%u cases)", sets.cases);
    tap(c, sets.bad_concat == 0 && sets.cases > 0, name);
    snprintf(name, sizeof name, "several files with new per-hook files: same templates as one file (%u cases)", sets.cases);
    tap(c, sets.bad_new == 0 && sets.cases > 0, name);
}

/* Fixed cases of the docs/ref/report.md §1.4 list syntax. */
static void idlist_tests(ctx *c)
{
    trc_tmpl_idlist l;
    size_t bad = 0;
    int ok = trc_tmpl_idlist_parse("010, 0FE 100-1FF,,15A0", &l, NULL) == 0 && l.n == 4 &&
             trc_tmpl_idlist_has(&l, 0x00100) && trc_tmpl_idlist_has(&l, 0x00FE0) &&
             trc_tmpl_idlist_has(&l, 0x01000) && trc_tmpl_idlist_has(&l, 0x01FF0) &&
             trc_tmpl_idlist_has(&l, 0x01234) && !trc_tmpl_idlist_has(&l, 0x02000) &&
             trc_tmpl_idlist_has(&l, 0x015A0) && !trc_tmpl_idlist_has(&l, 0x00110);
    trc_tmpl_idlist_free(&l);
    tap(c, ok, "ID list: IDs, ranges of canonical values, commas and blanks");
    ok = trc_tmpl_idlist_parse("010 01", &l, &bad) == -1 && bad == 4 &&
         trc_tmpl_idlist_parse("020-010", &l, &bad) == -1 &&
         trc_tmpl_idlist_parse("0101", &l, &bad) == -1 &&
         trc_tmpl_idlist_parse(" , ", &l, &bad) == -1 &&
         trc_tmpl_idlist_parse("-010", &l, &bad) == -1;
    tap(c, ok, "ID list: bad items, reversed ranges, empty lists are rejected");
    size_t b, e;
    const char *src = "# x\n  010 1.0 a \\\n# c \\\n  X4\n011 1.0 b\n";
    trc_tmpl_extent(src, strlen(src), 6, &b, &e);
    tap(c, b == 4 && e == 29, "extent: indentation, continuation and inner comment lines");
    tap(c, trc_tmpl_vercmp(1, 10, 1, 9) > 0 && trc_tmpl_vercmp(2, 0, 2, 0) == 0 &&
           trc_tmpl_vercmp(1, 9, 2, 0) < 0, "versions compare field by field");
}

int main(int argc, char **argv)
{
    ctx c = { 0x9E3779B97F4A7C15ull, 0, 0 };
    unsigned iterations = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 3000;
    printf("1..13\n");
    property_tests(&c, iterations);
    idlist_tests(&c);
    return c.nfail ? 1 : 0;
}
