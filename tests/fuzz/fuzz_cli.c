/* fuzz_cli.c -- fuzz target `cli`: the option paths trcrpt (tools/trcrpt.c) sets up before
 * trc_report_run -- the `-O` items (trc_report_opt), the selection lists and dates of
 * -C -d -k -p -T -s -e (report/select.c, common/rangelist.c), the `-n` symbol file
 * (interp/symtab.c), one or two inputs with or without `-m`, every `--output` kind and `-r`,
 * `--jobs=2` (report/parallel.c), -h, -x, -v, --strict, colour -- each parsed by the library
 * function trcrpt calls and run as trcrpt runs the report.  Every report runs twice, as
 * given and with --no-fuse (every template interpreted: no fused programs, segments or
 * fast lane), and the two must write the same bytes to stdout and stderr, or the target
 * aborts (docs/interpreter.md §The compiled form: the fused forms are a pure speed-up).
 * Input layout (tests/fuzz/README.md):
 *   byte 0  bits 0-2 output (value % 6: 0 text, 1 json, 2 csv, 3 chrome, 4 text with -r,
 *           5 perfetto),
 *           bit 3 two inputs, bit 4 -m, bit 5 --jobs=2, bit 6 -h, bit 7 --strict
 *   byte 1  bit 0 -v, bit 1 -x, bit 2 colour, bit 3 --quiet (the summary is always printed
 *           when replaying), bits 4-7 unused
 *   byte 2-3  length of the first trace (u16 LE; cut at the end of the input)
 *   then 9 NUL-terminated texts: -O, -C, -d, -k, -p, -T, -s, -e, the -n file (empty: not given)
 *   then the first trace, then the second (the rest; used with bit 3).
 * An empty first trace stands for the fixed trace corpus/trclog/select-mixed.txt.trc
 * (process names, 4 CPUs, a loss window).  Inputs are opened by path from memory with
 * format detection, as trcrpt opens its arguments; the template set (built-in layer,
 * templates/system.tmpl, tests/fixtures/mixed.fmt and a few stanzas below, plus the
 * shipped files of the inputs' formats; with --jobs=2 on one input the built-in layer,
 * system.tmpl and the shipped file only, a set without state that --jobs formats in
 * parallel) is compiled once per process and per combination of shipped files. */
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"
#include "grammar/parse.h"
#include "interp/symtab.h"
#include "interp/tset.h"
#include "report/out.h"
#include "report/report.h"
#include "report/select.h"
#include "report/tmplset.h"
#include <stdlib.h>
#include <string.h>

/* Stanzas added to the set: the $PID/$TID assignment of tests/fixtures/select-mixed.fmt
 * (what -p/-T see after a template changes them) and $SVC names for -n. */
static const char extra[] =
    "040 1.0 L=KERN \"SWITCH\" {{ $PID = 400 }} {{ $TID = 4001 }} O2.0 v=U4\n"
    "050 1.0 L=KERN \"AFTER\" O2.0 v=U4\n"
    "060 1.0 L=SVC sys {{ $SVC = $D1 }} $SVC `[$SVC]` $SVC%X4\n"
    "061 1.0 L=SVC ret $SVC\n";

/* The set for inputs whose shipped template files are a and then b (NULL: none; as
 * trcrpt layers them, each once, in input order), compiled once per process and per
 * pair (the names are trc_tmplset_shipped's constants: compared by pointer); aborts when
 * it cannot be built (a broken harness). */
static const trc_progset *cli_set(const char *a, const char *b)
{
    static struct { const char *a, *b; trc_progset *set; } cache[8];
    if (!a) { a = b; b = NULL; }
    if (a == b) b = NULL;
    unsigned i;
    for (i = 0; i < 8 && cache[i].set; i++)
        if (cache[i].a == a && cache[i].b == b) return cache[i].set;
    if (i == 8) abort();
    cache[i].set = trc_fuzz_build_set(a, b, "tests/fixtures/mixed.fmt", "cli-extra.fmt", extra);
    cache[i].a = a;
    cache[i].b = b;
    return cache[i].set;
}

/* Apply the -O text as trcrpt does (comma-separated items; `help` prints and exits, so
 * it is not run here): 0, or -1 when trcrpt would reject it. */
static int apply_O(trc_report_opts *o, const char *text)
{
    char *copy = strdup(text), *save = NULL;
    if (!copy) return -1;
    int st = 0;
    for (char *it = strtok_r(copy, ",", &save); it && !st; it = strtok_r(NULL, ",", &save))
        st = strcmp(it, "help") == 0 || trc_report_opt(o, it) != 0 ? -1 : 0;
    free(copy);
    return st;
}

/* Apply the selection texts (-C -d -k -p -T -s -e; empty: not given) with the parsers
 * trcrpt calls: 0, or -1 when trcrpt would reject one. */
static int apply_select(trc_select *sel, char *const *txt)
{
    if (*txt[0] && trc_select_cpus(sel, txt[0])) return -1;
    if (*txt[1] && trc_select_hooks(sel, txt[1], 0)) return -1;
    if (*txt[2] && trc_select_hooks(sel, txt[2], 1)) return -1;
    if (*txt[3] && trc_select_pids(sel, txt[3])) return -1;
    if (*txt[4] && trc_select_tids(sel, txt[4])) return -1;
    int64_t ns;
    if (*txt[5]) {
        if (trc_date_parse(txt[5], &ns)) return -1;
        sel->has_wall_start = 1;
        sel->wall_start = ns;
    }
    if (*txt[6]) {
        if (trc_date_parse(txt[6], &ns)) return -1;
        sel->has_wall_end = 1;
        sel->wall_end = ns;
    }
    return 0;
}

/* Open input number slot (0/1) holding data[0..n); an empty first input is the fixed
 * trace.  Sets *used to the detected format; NULL when trcrpt would fail to open it. */
static trc_source *open_input(unsigned slot, const uint8_t *data, size_t n, trc_input_format *used)
{
    char fixed[1024];
    const char *path;
    if (slot == 0 && n == 0) {
        snprintf(fixed, sizeof fixed, "%s/tests/fuzz/corpus/trclog/select-mixed.txt.trc", trc_fuzz_srcdir());
        path = fixed;
    } else {
        path = trc_fuzz_memfile(slot, data, n);
    }
    if (!path) return NULL;
    trc_input_opts io;
    trc_input_opts_init(&io);
    char err[512];
    return trc_input_open(path, &io, used, err, sizeof err);
}

/* Decode the options, parse them as trcrpt does, and run the report over the inputs. */
TRC_FUZZ_TARGET(cli)
{
    trc_fuzz_rd r = { data, size };
    unsigned b0 = (unsigned)trc_fuzz_u(&r, 1), b1 = (unsigned)trc_fuzz_u(&r, 1);
    size_t len1 = (size_t)trc_fuzz_u(&r, 2);
    /* the 9 texts: copied NUL-terminated (a missing one is empty) */
    char *buf = malloc(r.n + 9), *txt[9];
    if (!buf) return 0;
    char *w = buf;
    for (unsigned k = 0; k < 9; k++) {
        const uint8_t *nul = r.n ? memchr(r.p, 0, r.n) : NULL;
        size_t l = nul ? (size_t)(nul - r.p) : r.n;
        memcpy(w, r.p, l);
        w[l] = 0;
        txt[k] = w;
        w += l + 1;
        r.p += l + (nul != NULL);
        r.n -= l + (nul != NULL);
    }
    if (len1 > r.n) len1 = r.n;
    const uint8_t *trace1 = r.p, *trace2 = r.p + len1;
    size_t len2 = r.n - len1;

    trc_report_opts o;
    trc_report_opts_init(&o);
    o.prog = "trcrpt: ";
    o.out = trc_fuzz_sink();
    o.err = trc_fuzz_sink();
    o.progress = 0;
    o.quiet = !trc_fuzz_replaying && (b1 & 8);
    unsigned kind = (b0 & 7) % 6;
    o.output = kind == 4 ? TRC_OUTPUT_TEXT : kind == 5 ? TRC_OUTPUT_PERFETTO : (int)kind;
    o.raw = kind == 4;
    o.merge = (b0 >> 4) & 1;
    o.jobs = b0 & 32 ? 2 : 1;
    o.header = !(b0 & 64);
    o.strict = (b0 >> 7) & 1;
    o.verbose = b1 & 1;
    if (b1 & 2) o.exec = o.svc = 1;
    o.color = o.color_err = (b1 >> 2) & 1;
    trc_select sel;
    trc_select_init(&sel);
    o.sel = &sel;
    trc_symtab syms = { 0 };
    trc_source *srcs[2] = { NULL, NULL };
    unsigned n = b0 & 8 ? 2 : 1;
    trc_input_format used[2];
    if (apply_O(&o, txt[0]) == 0 && apply_select(&sel, txt + 1) == 0) {
        char err[512];
        const char *sp = *txt[8] ? trc_fuzz_memfile(2, (const uint8_t *)txt[8], strlen(txt[8])) : NULL;
        int ok = !*txt[8] || (sp && trc_symtab_load(&syms, sp, err, sizeof err) == 0);
        if (*txt[8]) o.syms = &syms;
        for (unsigned i = 0; ok && i < n; i++) {
            srcs[i] = open_input(i, i ? trace2 : trace1, i ? len2 : len1, &used[i]);
            ok = srcs[i] != NULL;
        }
        if (ok) {
            /* trcrpt adds the shipped file of every input's format.  --jobs=2 on one input
             * runs on the set without mixed.fmt and the stanzas above: they keep state
             * (pidinstall, $PID, $SVC), which formats serially (two inputs do anyway). */
            const char *sh[2] = { NULL, NULL };
            for (unsigned i = 0; i < n; i++)
                sh[i] = trc_tmplset_shipped(trc_tmplset_origin(used[i], &srcs[i]->info));
            const trc_progset *set = o.jobs > 1 && n == 1 ? trc_fuzz_set(sh[0]) : cli_set(sh[0], sh[1]);
            char *text[2][2] = { { NULL, NULL }, { NULL, NULL } };   /* [pass][stdout, stderr] */
            size_t len[2][2] = { { 0, 0 }, { 0, 0 } };
            for (int pass = 0; ok && pass < 2; pass++) {
                if (pass)   /* the inputs again, from their start */
                    for (unsigned i = 0; ok && i < n; i++) {
                        srcs[i]->close(srcs[i]);
                        srcs[i] = open_input(i, i ? trace2 : trace1, i ? len2 : len1, &used[i]);
                        ok = srcs[i] != NULL;
                    }
                if (!ok) break;
                FILE *fo = open_memstream(&text[pass][0], &len[pass][0]);
                FILE *fe = open_memstream(&text[pass][1], &len[pass][1]);
                if (!fo || !fe) abort();
                o.out = fo;
                o.err = fe;
                o.no_fuse = pass;
                trc_report_run(&o, set, srcs, n);
                fclose(fo);
                fclose(fe);
            }
            for (int k = 0; ok && k < 2; k++)
                if (len[0][k] != len[1][k] || memcmp(text[0][k], text[1][k], len[0][k]) != 0) {
                    fprintf(stderr, "fuzz_cli: the report's %s differs with --no-fuse\n",
                            k ? "stderr" : "stdout");
                    abort();
                }
            for (int pass = 0; pass < 2; pass++) { free(text[pass][0]); free(text[pass][1]); }
        }
    }
    for (unsigned i = 0; i < n; i++) if (srcs[i]) srcs[i]->close(srcs[i]);
    trc_symtab_free(&syms);
    trc_select_free(&sel);
    free(buf);
    return 0;
}
