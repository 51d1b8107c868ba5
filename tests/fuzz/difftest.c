/* difftest.c -- the differential tester (tests/fuzz/README.md, "difftest"; issue 32):
 * for each seed, a random (template set, trace) pair (difftest_gen.c) is compiled and
 * assembled in memory and reported in-process through the library, in pairs of ways that
 * must agree:
 *   fuse     text, fused forms and fast lane   against --no-fuse (stdout and stderr)
 *   jobs2    text, --jobs=1                    against --jobs=2, tiny chunks, speculative,
 *                                              the time-order pre-pass serial only
 *   jobs4    text (or csv, chrome, perfetto), --jobs=1  against --jobs=4, tiny chunks, no speculation,
 *                                              the pre-pass in spans of 64 bytes
 *   json     --output=json fused               against --no-fuse (csv, chrome, perfetto in turn)
 *   jtext    the text report's lines           against the JSON records' "text"
 *   csv      the JSON records                  against the CSV records (id, label, level,
 *                                              text, fields)
 *   chrome   the JSON records                  against the Chrome events (id, text, fields)
 *   split    the set as one file               against one file per template (as
 *                                              trcupdate --split writes them)
 *   angle    statements as {{ }}               against << >>
 *   where    --output=json --where P           against the JSON filtered by P here
 *   perfetto --output=chrome's events           against --output=perfetto's, decoded here
 *   stats    --stats (every table; by seed --stats-by=f0, a --span between two of the
 *            set's hooks, --stats-interval, JSON)  against --no-fuse or --jobs=2
 *   embed    the set given (-t)                against the same set embedded in the trace
 *                                              (TLV 17; one pair in two carries it)
 *   part     --output=json                     against --partition=KEYS (by seed) into a
 *                                              directory, in one run, with --jobs=2, or as
 *                                              --range pieces with their --part-number:
 *                                              each directory's part files against the
 *                                              lines whose values name it, in order
 *   raw      text (pairs without a selection,  against the text of the log that -r writes
 *            or a stateless set)
 *                                              (by seed with --embed-templates=used or all,
 *                                              the copy then formatted with its own set)
 *   pipe     text of the trace as a file       against the same read from a pipe (-), whose
 *                                              time order is the reorder window's, not the
 *                                              pre-pass's merge
 *   scount   --stats=hooks,procs JSON          against the same counted from the JSON
 *                                              records (when every event was printed)
 *   merge    text, json or --stats JSON (by     against -m over 2-4 files, each holding
 *            seed; traces without damage)
 *                                              consecutive records of the trace (a
 *                                              stable sort by time of their concatenation
 *                                              is the merge of theirs)
 *   range    text, json, csv or --stats JSON   against the same of 2-6 --range pieces at
 *            (by seed; json and stats in one   random cuts, concatenated (--stats:
 *            pair of two with --where)         merged as --stats-merge does), with
 *                                              -O order=file on both when a piece refuses
 *                                              a trace out of time order
 * A mismatch is minimised (trace lines, templates, descriptors dropped while it stays) and
 * written as a reproducer: the template file, the trcasm text and the two commands.
 * Usage: difftest [--seed=N] [--count=N] [--seconds=S] [--out=DIR] [--bp|--no-bp] [--no-state] [-v]
 * Exit status 0 when every pair agreed, 1 on a finding, 2 on a usage error. */
#include "tests/fuzz/difftest.h"
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"
#include "interp/tset.h"
#include "interp/where.h"
#include "report/embedtext.h"
#include "report/out.h"
#include "report/report.h"
#include "report/select.h"
#include "report/stats.h"
#include "report/tmplset.h"
#include "tools/trcasm_int.h"
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* The comparisons, in the order they run. */
enum { C_FUSE, C_JOBS2, C_JOBS4, C_JSON, C_JTEXT, C_CSV, C_CHROME, C_SPLIT, C_ANGLE, C_WHERE,
       C_EMBED, C_PERFETTO, C_STATS, C_RANGE, C_PART, C_RAW, C_PIPE, C_SCOUNT, C_MERGE, C_COUNT };
static const char *const cname[C_COUNT] = { "fuse", "jobs2", "jobs4", "json", "jtext", "csv",
                                            "chrome", "split", "angle", "where", "embed",
                                            "perfetto", "stats", "range", "part", "raw", "pipe",
                                            "scount", "merge" };

/* One report run's setup. */
typedef struct runcfg {
    int output;           /* TRC_OUTPUT_* */
    int no_fuse;          /* --no-fuse */
    int jobs;             /* --jobs=N */
    int spec;             /* 0: TRCFMT_JOBS_SPEC=0 */
    int split;            /* 1: one file per template */
    int angle;            /* 1: statements as << >> */
    const char *where;    /* --where P, or NULL */
    int embed;            /* 1: the set embedded in the trace, over the built-in layer
                             (trc_tmplset_add_embedded), instead of the one given */
    int stats;            /* --stats of every table, with bit 1 --stats-by=f0, bit 2 --span
                             (span), bit 3 --stats-interval=0.00001; bit 6: hooks and procs
                             only */
    const char *span;     /* with stats bit 2: the --span definition */
    const char *O;        /* -O items */
    const char *sel;      /* a selection: "d:LIST", "k:LIST", "C:LIST", "p:LIST" or "T:LIST"
                             (-d, -k, -C, -p, -T),
                             "O:ITEMS" (-O starttime, endtime: a time window), "s:A,B"
                             (-s, -e: wall-clock ns), or NULL */
    int range;            /* 1: --range=rs:re (re UINT64_MAX: to the end) */
    uint64_t rs, re;      /* its bytes */
    const char *rtail;    /* with range: TRCFMT_RANGE_TAIL (NULL: the default 64 KiB) */
    const char *pdir;     /* --output-dir of --partition (NULL: none) */
    const char *pkeys;    /* its --partition list */
    unsigned pnum;        /* its --part-number */
    int raw;              /* -r: the records copied as a trclog into raw_fd (out stays empty) */
    int raw_fd;           /* with raw: a memfd */
    const trc_rawembed *rawembed; /* with raw: --embed-templates (NULL: none) */
    const char *input;    /* the trace to read (NULL: the assembled one) */
    unsigned ninputs;     /* > 0: read these inputs instead, with -m (merge: 1) */
    const char *const *inputs;   /* their paths */
    int merge;            /* -m */
} runcfg;

/* TRCFMT_ORDER_SPAN of a run of several jobs: the time-order pre-pass serial only with
 * two (the one job's is one span), in spans of 64 bytes with more, so that the pre-pass's
 * three ways meet in the jobs comparisons (docs/report.md, "Time order"). */
static const char *order_span(const runcfg *r)
{
    return r->jobs == 2 ? "0" : "64";
}

/* A run's output. */
typedef struct runout {
    char *out, *err;      /* stdout, stderr (malloc'ed by open_memstream) */
    size_t nout, nerr;    /* their lengths */
    int set_ok;           /* the set loaded (else out/err are empty) */
    int status;           /* trc_report_run's (TRC_ST_*) */
} runout;

static uint64_t cur_seed;          /* the pair being run (for the crash handler) */
static int verbose;                /* -v */
static const char *outdir = "difftest-out";
static int trace_fd = -1;          /* memfd of the assembled trace */
static char trace_path[64];        /* its /proc/self/fd path */
static FILE *sink;                 /* /dev/null */

/* ---- building -------------------------------------------------------------------------- */

/* The compiled set of p (one file, or one per template), or NULL when it has errors. */
static trc_progset *build_set(const dt_pair *p, int split, int angle, const char *where)
{
    trc_tset t;
    trc_tset_init(&t, sink, 0, "difftest: ");
    int st = trc_tset_add_builtin(&t);
    if (!split) {
        char *txt = dt_render_set(p, angle, ~(uint64_t)0);
        if (!st) st = trc_tset_add_text(&t, "set.tmpl", txt, strlen(txt));
        else free(txt);
    } else {
        for (size_t i = 0; i < p->nst && !st; i++) {
            char name[32];
            snprintf(name, sizeof name, "split/%zu.tmpl", i);
            char *txt = dt_render_stanza(p, i);
            st = trc_tset_add_text(&t, name, txt, strlen(txt));
        }
    }
    if (!st) st = trc_tset_check(&t, 0, 0);
    trc_progset *set = st ? NULL : trc_tset_compile(&t);
    trc_tset_free(&t);
    if (set && where) {
        const char *w[1] = { where };
        if (trc_where_attach(set, w, 1, "difftest: ", sink, 0) != 0) { trc_progset_free(set); set = NULL; }
    }
    return set;
}

/* The set embedded in the assembled trace over the built-in layer (as trcrpt loads it,
 * trc_tmplset_add_embedded), or NULL when it is missing, not used or has errors. */
static trc_progset *build_embedded(const trc_loginfo *info, const char *path)
{
    trc_tset t;
    trc_tset_init(&t, sink, 0, "difftest: ");
    int st = trc_tset_add_builtin(&t);
    if (!st) st = trc_tmplset_add_embedded(&t, info, path) == 1 ? 0 : 1;
    if (!st) st = trc_tset_check(&t, 0, 0);
    trc_progset *set = st ? NULL : trc_tset_compile(&t);
    trc_tset_free(&t);
    return set;
}

/* Assemble p's trace into the memfd; 0, or -1 when trcasm rejects it. */
static int assemble_to(int fd, const dt_pair *p)
{
    char *txt = dt_render_trace(p);
    FILE *in = fmemopen(txt, strlen(txt), "r");
    if (!in || ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0) abort();
    int fd2 = dup(2), nul = open("/dev/null", O_WRONLY);   /* trcasm's messages: not wanted */
    dup2(nul, 2);
    int st = trcasm_assemble(in, "trace.txt", 0, fd);
    dup2(fd2, 2);
    close(fd2);
    close(nul);
    fclose(in);
    free(txt);
    return st == 0 ? 0 : -1;
}

/* A memfd, its /proc/self/fd path in path (64 bytes). */
static int memfd_path(const char *name, char *path)
{
    int fd = memfd_create(name, 0);
    if (fd < 0) { perror("difftest: memfd_create"); exit(2); }
    snprintf(path, 64, "/proc/self/fd/%d", fd);
    return fd;
}

/* Assemble p's trace into the memfd of trace_path: 0, or -1 when trcasm refuses it. */
static int assemble(const dt_pair *p)
{
    if (trace_fd < 0) trace_fd = memfd_path("difftest-trace", trace_path);
    return assemble_to(trace_fd, p);
}

/* Run the report of the assembled trace as cfg says. */
static void run(const dt_pair *p, const runcfg *cfg, trc_progset *given, runout *ro)
{
    memset(ro, 0, sizeof *ro);
    int plain = !cfg->split && !cfg->angle && !cfg->where && !cfg->embed;
    trc_input_opts io;
    trc_input_opts_init(&io);
    trc_input_format used;
    char emsg[256];
    trc_source *src = trc_input_open(cfg->ninputs ? cfg->inputs[0] : cfg->input ? cfg->input : trace_path, &io, &used,
                                     emsg, sizeof emsg);
    trc_source *more[4] = { NULL };   /* the other inputs of ninputs */
    for (unsigned i = 1; src && i < cfg->ninputs && i <= 4; i++)
        if (!(more[i - 1] = trc_input_open(cfg->inputs[i], &io, &used, emsg, sizeof emsg))) abort();
    trc_progset *set = given && plain ? given
                       : cfg->embed ? (src ? build_embedded(&src->info, cfg->input ? cfg->input : trace_path) : NULL)
                                    : build_set(p, cfg->split, cfg->angle, cfg->where);
    /* -r writes to a file descriptor: the memfd raw_fd (truncated), read back after */
    if (cfg->raw && (ftruncate(cfg->raw_fd, 0) != 0 || lseek(cfg->raw_fd, 0, SEEK_SET) != 0)) abort();
    FILE *fo = cfg->raw ? fdopen(dup(cfg->raw_fd), "w") : open_memstream(&ro->out, &ro->nout);
    FILE *fe = open_memstream(&ro->err, &ro->nerr);
    if (!fo || !fe) abort();
    if (set) {
        ro->set_ok = 1;
        trc_report_opts o;
        trc_report_opts_init(&o);
        o.prog = "trcrpt: ";
        o.out = fo;
        o.err = fe;
        o.progress = 0;
        o.header = cfg->O && strstr(cfg->O, "pagesize") != NULL;   /* paging needs the header */
        o.color = o.color_err = 0;
        o.output = cfg->output;
        o.no_fuse = cfg->no_fuse;
        o.jobs = cfg->jobs;
        o.raw = cfg->raw;
        o.embed = cfg->raw ? cfg->rawembed : NULL;
        o.range = cfg->range;
        o.range_start = cfg->rs;
        o.range_end = cfg->re;
        o.merge = cfg->merge;
        if (cfg->pdir) {
            o.part_dir = cfg->pdir;
            o.part_number = cfg->pnum;
            if (trc_part_keys_parse(cfg->pkeys, o.part_keys, &o.part_nkeys) != 0) abort();
        }
        if (cfg->range && cfg->rtail) setenv("TRCFMT_RANGE_TAIL", cfg->rtail, 1);
        char *copy = strdup(cfg->O ? cfg->O : ""), *save = NULL;
        for (char *it = strtok_r(copy, ",", &save); it; it = strtok_r(NULL, ",", &save))
            if (trc_report_opt(&o, it) != 0) abort();
        free(copy);
        trc_stats_opts so;
        memset(&so, 0, sizeof so);
        if (cfg->stats) {   /* as trcrpt's check_stats sets them */
            so.tables = cfg->stats & 64 ? TRC_STATS_HOOKS | TRC_STATS_PROCS
                                        : TRC_STATS_HOOKS | TRC_STATS_PROCS | TRC_STATS_SPANS | TRC_STATS_HIST;
            so.by = cfg->stats & 2 ? "f0" : NULL;
            if (cfg->stats & 4) {
                char msg[256];
                so.spans = calloc(1, sizeof *so.spans);
                if (!so.spans || trc_stats_span_parse(cfg->span, so.spans, msg, sizeof msg) != 0) abort();
                so.nspans = 1;
            }
            so.interval_ns = cfg->stats & 8 ? 10000 : 0;
            so.maxgroups = o.statsgroups;
            so.output = o.output;
            so.header = o.header;
            o.stats = &so;
        }
        trc_select sel;
        trc_select_init(&sel);
        if (cfg->sel && cfg->sel[0] == 'O') {
            char *w = strdup(cfg->sel + 2), *ws = NULL;
            for (char *it = strtok_r(w, ",", &ws); it; it = strtok_r(NULL, ",", &ws))
                if (trc_report_opt(&o, it) != 0) abort();
            free(w);
        } else if (cfg->sel && cfg->sel[0] == 's') {
            long long a, z;
            if (sscanf(cfg->sel + 2, "%lld,%lld", &a, &z) != 2) abort();
            sel.has_wall_start = sel.has_wall_end = 1;
            sel.wall_start = a;
            sel.wall_end = z;
            o.sel = &sel;
        } else if (cfg->sel) {
            int k = cfg->sel[0] == 'C' ? trc_select_cpus(&sel, cfg->sel + 2)
                  : cfg->sel[0] == 'p' ? trc_select_pids(&sel, cfg->sel + 2)
                  : cfg->sel[0] == 'T' ? trc_select_tids(&sel, cfg->sel + 2)
                                       : trc_select_hooks(&sel, cfg->sel + 2, cfg->sel[0] == 'k');
            if (k != 0) abort();
            o.sel = &sel;
        }
        if (cfg->jobs > 1) {
            setenv("TRCFMT_JOBS_CHUNK", "100", 1);
            setenv("TRCFMT_JOBS_SPEC", cfg->spec ? "1" : "0", 1);
            setenv("TRCFMT_ORDER_SPAN", order_span(cfg), 1);
        }
        if (src) {
            trc_source *srcs[5] = { src, more[0], more[1], more[2], more[3] };
            ro->status = trc_report_run(&o, set, srcs, cfg->ninputs ? cfg->ninputs : 1);
        } else {
            fprintf(fe, "open: %s\n", emsg);
        }
        unsetenv("TRCFMT_RANGE_TAIL");
        unsetenv("TRCFMT_JOBS_CHUNK");
        unsetenv("TRCFMT_JOBS_SPEC");
        unsetenv("TRCFMT_ORDER_SPAN");
        trc_select_free(&sel);
        trc_stats_opts_free(&so);
        if (set != given) trc_progset_free(set);
    }
    if (src) src->close(src);
    for (unsigned i = 0; i < 4; i++)
        if (more[i]) more[i]->close(more[i]);
    fclose(fo);
    fclose(fe);
}

static void runout_free(runout *r) { free(r->out); free(r->err); }

static int same_bytes(const char *a, size_t na, const char *b, size_t nb)
{
    return na == nb && (na == 0 || memcmp(a, b, na) == 0);
}

/* ---- the comparisons ------------------------------------------------------------------ */

/* Per-pair choices made from the seed (the same for every run of the pair). */
typedef struct paircfg {
    const char *O;        /* -O items of the text runs */
    const char *sel;      /* runcfg.sel of every run of the pair */
    int sout;             /* structured output of C_JSON: TRC_OUTPUT_JSON, CSV, CHROME or
                             PERFETTO (compared byte for byte); of C_JOBS4 and C_EMBED when
                             it is not JSON (else text) */
    int pred;             /* dt_pred index of C_WHERE */
    int stats;            /* runcfg.stats of C_STATS */
    char span[40];        /* its --span definition */
    int rmode;            /* C_RANGE: 0 text (the pair's -O), 1 json, 2 csv, 3 --stats JSON */
    int rk;               /* its pieces (2-6) */
    uint16_t rcut[5];     /* its cuts: rcut[i] / 65536 of the trace's bytes */
    const char *rtail;    /* TRCFMT_RANGE_TAIL of its pieces (NULL: the default 64 KiB) */
    char ofile[96];       /* the pair's -O with order=file (C_RANGE, a trace out of time order) */
    const char *pkeys;    /* C_PART: the --partition list */
    int pmode;            /* C_PART: 0 one run, 1 --jobs=2, 2 the pieces of C_RANGE's cuts */
    int rembed;           /* C_RAW: --embed-templates 0 none, 1 used, 2 all (the copy is then
                             formatted with the set it carries, no -t) */
    int mmode;            /* C_MERGE: 0 text (the pair's -O), 1 json, 2 --stats JSON (C_STATS's
                             tables, span and group) */
    int mshift;           /* C_MERGE: the files after the first start later (merge_piece) */
} paircfg;

/* The pieces of C_RANGE over a trace of `size` bytes: piece i is [cut[i], cut[i + 1]),
 * cut[0] = 0 and the last END UINT64_MAX (to the end); cuts that coincide (a short
 * trace) are one.  Returns the number of pieces. */
static unsigned range_cuts(const paircfg *pc, uint64_t size, uint64_t cut[7])
{
    unsigned n = 0;
    cut[n++] = 0;
    uint64_t c[5];
    for (int i = 0; i < pc->rk - 1; i++) c[i] = size * pc->rcut[i] >> 16;
    for (int i = 1; i < pc->rk - 1; i++)   /* sorted (at most 5) */
        for (int k = i; k > 0 && c[k - 1] > c[k]; k--) { uint64_t t = c[k]; c[k] = c[k - 1]; c[k - 1] = t; }
    for (int i = 0; i < pc->rk - 1; i++)
        if (c[i] > cut[n - 1]) cut[n++] = c[i];
    cut[n] = UINT64_MAX;
    return n;
}

/* A merge of stats JSON pieces as --stats-merge merges them (JSON): made empty here,
 * fed by trc_stats_merge_mem, ended by trc_stats_finish. */
static trc_stats *stats_merger(void)
{
    trc_report_opts o;
    trc_report_opts_init(&o);
    static trc_stats_opts mo;
    memset(&mo, 0, sizeof mo);
    mo.tables = TRC_STATS_HOOKS | TRC_STATS_PROCS | TRC_STATS_SPANS | TRC_STATS_HIST;
    mo.maxgroups = o.statsgroups;
    mo.output = TRC_OUTPUT_JSON;
    trc_stats *s = trc_stats_new(&mo, sink, "trcrpt: ");
    if (!s) abort();
    return s;
}

/* The diagnostics of stderr e[0..n) that name a place of the trace (`trcrpt: PATH:OFFSET:
 * ...`, `trcrpt: PATH: N bytes skipped ...`) appended to b; -1 when a kind of them was
 * cut at its limit (`further ... suppressed`), which counts per range. */
static int place_diags(trc_buf *b, const char *e, size_t n)
{
    char pre[96];
    int pn = snprintf(pre, sizeof pre, "trcrpt: %s:", trace_path);
    int cut = 0;
    for (size_t i = 0; i < n;) {
        const char *l = e + i, *z = memchr(l, '\n', n - i);
        size_t len = z ? (size_t)(z - l) + 1 : n - i;
        if (len > (size_t)pn && !memcmp(l, pre, (size_t)pn)) trc_buf_add(b, l, len);
        if (len > 16 && !memcmp(l, "trcrpt: further ", 16)) cut = 1;
        i += len;
    }
    return cut ? -1 : 0;
}

/* C_RANGE: the one run a against its pieces (b: the last one's setup), concatenated or
 * merged; when a piece refuses the trace as out of time order, both again with -O
 * order=file.  1 when they differ. */
static int compare_range(const dt_pair *p, const paircfg *pc, runcfg *a, runcfg *b, trc_progset *set)
{
    struct stat st;
    uint64_t cut[7];
    unsigned n = range_cuts(pc, fstat(trace_fd, &st) == 0 ? (uint64_t)st.st_size : 0, cut);
    if (pc->rmode) {
        a->O = NULL;
        a->output = pc->rmode == 2 ? TRC_OUTPUT_CSV : TRC_OUTPUT_JSON;
        if (pc->rmode == 3) a->stats = (pc->stats & 6) | 1;   /* (no --stats-interval: merge refuses it) */
        if (pc->rmode != 2 && (pc->stats & 16)) a->where = dt_pred(pc->pred);   /* json, stats: in one pair of two */
        a->span = pc->span;
    }
    *b = *a;
    b->range = 1;
    b->rtail = pc->rtail;
    for (int pass = 0; pass < 2; pass++) {
        /* each piece is joined (or merged) as soon as it ran: at most two outputs are held */
        runout ra, rb;
        run(p, a, set, &ra);
        int refused = 0, cutdiag = 0, set_ok0 = 0, usage_all = 1, merge_bad = 0;
        trc_buf da, db, y;   /* the diagnostics with a place (the walk is silent); the pieces */
        trc_buf_init(&da);
        trc_buf_init(&db);
        trc_buf_init(&y);
        trc_stats *ms = pc->rmode == 3 ? stats_merger() : NULL;
        cutdiag |= place_diags(&da, ra.err, ra.nerr);
        for (unsigned i = 0; i < n; i++) {
            b->rs = cut[i];
            b->re = cut[i + 1];
            run(p, b, set, &rb);
            refused |= rb.err && strstr(rb.err, "is not in time order") != NULL;
            cutdiag |= place_diags(&db, rb.err, rb.nerr);
            if (i == 0) set_ok0 = rb.set_ok;
            usage_all &= rb.status == TRC_ST_USAGE;
            if (ms) merge_bad |= trc_stats_merge_mem(ms, rb.out, rb.nout, "piece.json") != TRC_ST_OK;
            else if (rb.nout) trc_buf_add(&y, rb.out, rb.nout);
            if (getenv("DT_RANGE_DEBUG"))
                fprintf(stderr, "=== piece %u (status %d)\n%.*s%.*s", i, rb.status, (int)rb.nout, rb.out,
                        (int)rb.nerr, rb.err);
            runout_free(&rb);
        }
        if (ms && !merge_bad && trc_stats_finish(ms, &y)) abort();
        trc_stats_free(ms);
        if (y.failed || da.failed || db.failed) abort();
        int diff = !cutdiag && ra.set_ok && ra.status != TRC_ST_USAGE &&
                   !same_bytes(da.data, da.len, db.data, db.len);
        if (diff && getenv("DT_RANGE_DEBUG"))
            fprintf(stderr, "=== diagnostics, one run\n%.*s=== the pieces'\n%.*s", (int)da.len, da.data ? da.data : "",
                    (int)db.len, db.data ? db.data : "");
        if (refused && pass == 0) {
            diff = 0;
            a->O = b->O = pc->rmode ? "order=file" : pc->ofile;
        } else if (ra.set_ok != set_ok0) {
            diff = 1;
        } else if (diff) {   /* the diagnostics differ */
        } else if (ra.set_ok && ra.status == TRC_ST_USAGE) {   /* refused (-s without a start time) */
            diff = !usage_all;
        } else if (ra.set_ok) {
            diff = merge_bad || !same_bytes(ra.out, ra.nout, y.data, y.len);
            if (diff && getenv("DT_RANGE_DEBUG"))
                fprintf(stderr, "=== one run (status %d)\n%.*s%.*s=== pieces joined\n%.*s", ra.status, (int)ra.nout, ra.out,
                        (int)ra.nerr, ra.err, (int)y.len, y.data ? y.data : "");
        }
        trc_buf_free(&da);
        trc_buf_free(&db);
        trc_buf_free(&y);
        runout_free(&ra);
        if (!(refused && pass == 0)) return diff;
    }
    return 0;
}

/* ---- C_PART: --partition against the JSON lines ------------------------------------------ */

static char part_root[64];   /* C_PART's --output-dir (made once, emptied after each use) */

/* The value after key k (`"cpu":` with the quotes and the separator before it) in the JSON
 * line l[0..n): a string without its quotes (the values read here hold no escape), else
 * up to the next ',' or '}'; 0 when absent.  The first match is the top-level key: inside
 * a JSON string a quote is always escaped, so `,"cpu":` cannot stand there. */
static int json_top(const char *l, size_t n, const char *k, const char **v, size_t *vn)
{
    size_t kn = strlen(k);
    for (size_t i = 0; i + kn <= n; i++) {
        if (memcmp(l + i, k, kn) != 0) continue;
        const char *q = l + i + kn, *e = l + n;
        if (q < e && *q == '"') {
            const char *z = memchr(q + 1, '"', (size_t)(e - q - 1));
            if (!z) return 0;
            *v = q + 1;
            *vn = (size_t)(z - q - 1);
            return 1;
        }
        const char *z = q;
        while (z < e && *z != ',' && *z != '}') z++;
        *v = q;
        *vn = (size_t)(z - q);
        return 1;
    }
    return 0;
}

/* The partition directory, relative to --output-dir, of the JSON line l[0..n) for the
 * --partition list `keys`, as docs/ref/report.md §5.4 names it (the values read from the
 * line: id, cpu, pid, the date and hour of time), into b. */
static void part_rel(const char *l, size_t n, const char *keys, trc_buf *b)
{
    static const char hex[] = "0123456789ABCDEF";
    b->len = 0;
    char *ks = strdup(keys), *save = NULL;
    if (!ks) abort();
    for (char *k = strtok_r(ks, ",", &save); k; k = strtok_r(NULL, ",", &save)) {
        const char *v = NULL;
        size_t vn = 0;
        if (b->len) trc_buf_addc(b, '/');
        trc_buf_adds(b, k);
        trc_buf_addc(b, '=');
        if (!strcmp(k, "hook")) json_top(l, n, "{\"id\":", &v, &vn);
        else if (!strcmp(k, "cpu")) json_top(l, n, ",\"cpu\":", &v, &vn);
        else if (!strcmp(k, "pid")) json_top(l, n, ",\"pid\":", &v, &vn);
        else if (json_top(l, n, ",\"time\":", &v, &vn) && vn >= 13 && v[10] == 'T') {
            if (!strcmp(k, "date")) vn = 10;
            else { v += 11; vn = 2; }
        } else vn = 0;
        if (vn == 4 && !memcmp(v, "null", 4)) vn = 0;
        if (!vn) { trc_buf_adds(b, "__HIVE_DEFAULT_PARTITION__"); continue; }
        for (size_t i = 0; i < vn; i++) {
            unsigned char c = (unsigned char)v[i];
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                c == '.' || c == '_' || c == '-') trc_buf_addc(b, (char)c);
            else { trc_buf_addc(b, '%'); trc_buf_addc(b, hex[c >> 4]); trc_buf_addc(b, hex[c & 15]); }
        }
    }
    free(ks);
}

/* A line (or a part file) and the partition it belongs to. */
typedef struct pitem {
    char *rel;           /* its directory relative to --output-dir (malloc'ed) */
    char *name;          /* part files: the file name (malloc'ed); lines: NULL */
    const char *s;       /* lines: the line (in the output) */
    size_t n;            /* its length with the newline */
    size_t seq;          /* lines: the output order */
} pitem;

static int pitem_cmp(const void *x, const void *y)
{
    const pitem *a = x, *b = y;
    int c = strcmp(a->rel, b->rel);
    if (c) return c;
    if (a->name) return strcmp(a->name, b->name);
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* The view of items it[0..n) sorted: each partition's relative path on a line `== REL`,
 * then its lines (the lines' own, or the part files' contents in part-number order). */
static void part_view(pitem *it, size_t n, char **x, size_t *nx)
{
    qsort(it, n, sizeof *it, pitem_cmp);
    FILE *f = open_memstream(x, nx);
    if (!f) abort();
    for (size_t i = 0; i < n; i++) {
        if (i == 0 || strcmp(it[i].rel, it[i - 1].rel) != 0) fprintf(f, "== %s\n", it[i].rel);
        if (!it[i].name) {
            fwrite(it[i].s, 1, it[i].n, f);
        } else {
            char path[PATH_MAX];
            snprintf(path, sizeof path, "%s/%s/%s", part_root, it[i].rel, it[i].name);
            FILE *in = fopen(path, "r");
            char buf[65536];
            size_t k;
            while (in && (k = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, k, f);
            if (in) fclose(in);
            else fprintf(f, "(cannot read %s)\n", path);
        }
    }
    fclose(f);
    for (size_t i = 0; i < n; i++) {
        free(it[i].rel);
        free(it[i].name);
    }
}

/* The one run's JSON lines grouped as --partition=keys groups them. */
static void view_json_parts(const char *out, size_t nout, const char *keys, char **x, size_t *nx)
{
    size_t cap = 64, n = 0;
    pitem *it = malloc(cap * sizeof *it);
    trc_buf rel;
    trc_buf_init(&rel);
    for (size_t i = 0; i < nout && it;) {
        const char *e = memchr(out + i, '\n', nout - i);
        size_t len = e ? (size_t)(e - (out + i)) + 1 : nout - i;
        if (n == cap && !(it = realloc(it, (cap *= 2) * sizeof *it))) break;
        part_rel(out + i, len, keys, &rel);
        it[n] = (pitem){ strdup(rel.data ? rel.data : ""), NULL, out + i, len, n };
        n++;
        i += len;
    }
    if (!it || rel.failed) abort();
    trc_buf_free(&rel);
    part_view(it, n, x, nx);
    free(it);
}

static pitem *walk_items;    /* part_files' nftw callback: what it found */
static size_t walk_n, walk_cap;

static int walk_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    if (type != FTW_F) return 0;
    size_t rn = strlen(part_root);
    const char *rel = path + rn + (path[rn] == '/'), *slash = strrchr(rel, '/');
    if (!slash) return 0;   /* _schema.json */
    if (walk_n == walk_cap && !(walk_items = realloc(walk_items, (walk_cap = walk_cap ? 2 * walk_cap : 64) * sizeof *walk_items)))
        abort();
    walk_items[walk_n++] = (pitem){ strndup(rel, (size_t)(slash - rel)), strdup(slash + 1), NULL, 0, 0 };
    return 0;
}

/* The part files under part_root grouped by their directory. */
static void view_part_files(char **x, size_t *nx)
{
    walk_n = 0;
    nftw(part_root, walk_one, 16, FTW_PHYS);
    part_view(walk_items, walk_n, x, nx);
}

static int rm_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    if (ftw->level == 0) return 0;   /* the root stays */
    return type == FTW_DP ? rmdir(path) : unlink(path);
}

/* C_PART: the one run's JSON against the part files of --partition (in one run, with
 * --jobs=2, or as C_RANGE's pieces with part numbers 0, 1, ...).  1 when they differ. */
static int compare_part(const dt_pair *p, const paircfg *pc, runcfg *a, runcfg *b, trc_progset *set)
{
    if (!part_root[0]) {
        strcpy(part_root, "/tmp/difftest-part-XXXXXX");
        if (!mkdtemp(part_root)) { perror("difftest: mkdtemp"); exit(2); }
    }
    a->O = NULL;
    a->output = TRC_OUTPUT_JSON;
    *b = *a;
    b->pdir = part_root;
    b->pkeys = pc->pkeys;
    runout ra, rb;
    int diff = 0, ok;
    if (pc->pmode == 2) {   /* as C_RANGE: a trace a piece refuses again with -O order=file */
        struct stat st;
        uint64_t cut[7];
        unsigned n = range_cuts(pc, fstat(trace_fd, &st) == 0 ? (uint64_t)st.st_size : 0, cut);
        b->range = 1;
        for (int pass = 0; pass < 2; pass++) {
            int refused = 0;
            run(p, a, set, &ra);
            ok = ra.set_ok;
            for (unsigned i = 0; i < n; i++) {
                b->rs = cut[i];
                b->re = cut[i + 1];
                b->pnum = i;
                run(p, b, set, &rb);
                diff |= rb.set_ok != ok || rb.nout != 0;
                refused |= rb.err && strstr(rb.err, "is not in time order") != NULL;
                runout_free(&rb);
            }
            if (!refused || pass) break;
            runout_free(&ra);
            nftw(part_root, rm_one, 16, FTW_DEPTH | FTW_PHYS);
            diff = 0;
            a->O = b->O = "order=file";
        }
    } else {
        run(p, a, set, &ra);
        ok = ra.set_ok;
        b->jobs = pc->pmode ? 2 : 1;
        run(p, b, set, &rb);
        diff |= rb.set_ok != ok || rb.nout != 0;   /* nothing on stdout */
        diff |= !same_bytes(ra.err, ra.nerr, rb.err, rb.nerr);   /* the same diagnostics */
        runout_free(&rb);
    }
    if (ok && !diff) {
        char *x, *y;
        size_t nx, ny;
        view_json_parts(ra.out, ra.nout, pc->pkeys, &x, &nx);
        view_part_files(&y, &ny);
        diff = !same_bytes(x, nx, y, ny);
        if (diff && getenv("DT_RANGE_DEBUG")) fprintf(stderr, "=== lines\n%.*s=== part files\n%.*s", (int)nx, x, (int)ny, y);
        free(x);
        free(y);
    }
    runout_free(&ra);
    nftw(part_root, rm_one, 16, FTW_DEPTH | FTW_PHYS);
    return diff;
}

/* --embed-templates' text (report/out.h): the user's stanzas of the trc_tset ctx, as
 * trcrpt gives them (every one, or those the records written need). */
/* p's set keeps nothing from one record to the next (no state builtin, action or
 * statement), so that a record's templates running or not changes no other record's
 * output: C_RAW compares a selection's copy then too. */
static int stateless(const dt_pair *p)
{
    static const char *const marks[] = { "install", "timer", "$SKIP", "$BREAK", "$NOPRINT", "$STOP",
                                         "\001", "$BASEPOINTER", "$DATAPOINTER" };
    char *set = dt_render_set(p, 0, ~(uint64_t)0);
    int ok = 1;
    for (size_t i = 0; ok && i < sizeof marks / sizeof *marks; i++) ok = strstr(set, marks[i]) == NULL;
    free(set);
    return ok;
}

static long raw_embed_text(void *ctx, const uint8_t *used, trc_buf *out)
{
    const trc_tset *t = ctx;
    unsigned n = trc_tset_user_files(t);
    return trc_embed_text(out, t->asts + (t->nfiles - n), n, used, NULL);
}

/* C_RAW: the text report (no selection: -r copies only selected records, while the
 * templates of filtered ones still run) against the text report of the log that -r
 * writes of the same trace.  1 when they differ. */
static int compare_raw(const dt_pair *p, const paircfg *pc, runcfg *a, runcfg *b, trc_progset *set)
{
    static int fd = -1;
    static char path[64];
    if (pc->sel && !stateless(p)) return 0;
    if (a->O && strstr(a->O, "pagesize")) a->O = NULL;   /* the header tells the copy's producer */
    *b = *a;
    b->raw = 1;
    trc_tset t;   /* --embed-templates (by seed): the set's sources, as trcrpt keeps them */
    trc_rawembed re = { pc->rembed == 1, raw_embed_text, &t };
    if (pc->rembed) {
        trc_tset_init(&t, sink, 0, "difftest: ");
        int st = trc_tset_add_builtin(&t);
        char *txt = dt_render_set(p, 0, ~(uint64_t)0);
        if (!st) st = trc_tset_add_text(&t, "set.tmpl", txt, strlen(txt));
        else free(txt);
        if (!st) st = trc_tset_check(&t, 0, 0);
        if (st) {   /* a set with errors: nothing to compare (the others say so) */
            trc_tset_free(&t);
            return 0;
        }
        b->rawembed = &re;
    }
    runout ra, rr, rb;
    if (fd < 0) fd = memfd_path("difftest-raw", path);
    b->raw_fd = fd;
    run(p, a, set, &ra);
    run(p, b, set, &rr);
    int diff = ra.set_ok != rr.set_ok;
    if (ra.set_ok && !diff) {
        b->raw = 0;
        b->input = path;
        b->embed = pc->rembed != 0;   /* the copy formatted with the set it carries, no -t */
        run(p, b, set, &rb);
        b->embed = 0;
        diff = !same_bytes(ra.out, ra.nout, rb.out, rb.nout);
        if (diff && getenv("DT_RANGE_DEBUG"))
            fprintf(stderr, "=== one run\n%.*s%.*s=== the copy\n%.*s%.*s", (int)ra.nout, ra.out, (int)ra.nerr, ra.err,
                    (int)rb.nout, rb.out, (int)rb.nerr, rb.err);
        runout_free(&rb);
        b->raw = 1;
        b->input = NULL;
    }
    runout_free(&ra);
    runout_free(&rr);
    if (pc->rembed) trc_tset_free(&t);
    return diff;
}

/* C_PIPE's writer: the assembled trace into the pipe's write end (closed after). */
typedef struct pipe_job {
    int fd;              /* the write end */
} pipe_job;

static void *pipe_writer(void *arg)
{
    pipe_job *j = arg;
    char buf[65536];
    off_t at = 0;
    ssize_t k;
    while ((k = pread(trace_fd, buf, sizeof buf, at)) > 0) {
        for (ssize_t w = 0; w < k;) {
            ssize_t n = write(j->fd, buf + w, (size_t)(k - w));
            if (n <= 0) { close(j->fd); return NULL; }   /* the reader stopped early */
            w += n;
        }
        at += k;
    }
    close(j->fd);
    return NULL;
}

/* C_PIPE: the text report of the trace as a file against the same read from standard
 * input (a pipe: no pre-pass, the reorder window puts it in time order).  1 when their
 * stdout differs (stderr names the input). */
static int compare_pipe(const dt_pair *p, runcfg *a, runcfg *b, trc_progset *set)
{
    if (a->O && strstr(a->O, "pagesize")) a->O = NULL;   /* the header names the input */
    *b = *a;
    b->input = "-";
    runout ra, rb;
    run(p, a, set, &ra);
    int fds[2], save = dup(0);
    if (save < 0 || pipe(fds) != 0) abort();
    signal(SIGPIPE, SIG_IGN);
    pipe_job j = { fds[1] };
    pthread_t th;
    if (pthread_create(&th, NULL, pipe_writer, &j) != 0) abort();
    dup2(fds[0], 0);
    close(fds[0]);
    run(p, b, set, &rb);
    dup2(save, 0);   /* the read end closes: a writer still writing gets EPIPE */
    close(save);
    pthread_join(th, NULL);
    int diff = ra.set_ok != rb.set_ok || !same_bytes(ra.out, ra.nout, rb.out, rb.nout);
    if (!diff && ra.set_ok) {   /* stderr too, the file's path shown as the pipe's <stdin> */
        trc_buf e;
        trc_buf_init(&e);
        size_t pn = strlen(trace_path);
        for (size_t i = 0; i < ra.nerr; i++) {
            if (i + pn <= ra.nerr && !memcmp(ra.err + i, trace_path, pn)) {
                trc_buf_adds(&e, "<stdin>");
                i += pn - 1;
            } else {
                trc_buf_addc(&e, ra.err[i]);
            }
        }
        diff = !same_bytes(e.data, e.len, rb.err, rb.nerr);
        trc_buf_free(&e);
    }
    if (diff && getenv("DT_RANGE_DEBUG"))
        fprintf(stderr, "=== file\n%.*s%.*s=== pipe\n%.*s%.*s", (int)ra.nout, ra.out, (int)ra.nerr, ra.err,
                (int)rb.nout, rb.out, (int)rb.nerr, rb.err);
    runout_free(&ra);
    runout_free(&rb);
    return diff;
}

/* C_SCOUNT's view of one row: "h ID COUNT FIRST LAST" or "p PID TID COUNT FIRST LAST". */
typedef struct srowv {
    char key[64];        /* "h ID" or "p PID TID" */
    uint64_t count;      /* events */
    long long first, last;   /* elapsed ns, earliest and latest */
} srowv;

static int srowv_cmp(const void *x, const void *y)
{
    return strcmp(((const srowv *)x)->key, ((const srowv *)y)->key);
}

/* Add (or count into) row key of rows[0..*n) (cap 4096: a larger one is not compared). */
static void srow_add(srowv *rows, size_t *n, const char *key, uint64_t count, long long first, long long last)
{
    for (size_t i = 0; i < *n; i++)
        if (!strcmp(rows[i].key, key)) {
            rows[i].count += count;
            if (first < rows[i].first) rows[i].first = first;
            if (last > rows[i].last) rows[i].last = last;
            return;
        }
    if (*n == 4096) return;
    snprintf(rows[*n].key, sizeof rows[*n].key, "%s", key);
    rows[*n].count = count;
    rows[*n].first = first;
    rows[*n].last = last;
    (*n)++;
}

/* The top-level value of key k (json_top) of l[0..n) as text into v (at most 47 bytes). */
static void top_text(const char *l, size_t n, const char *k, char v[48])
{
    const char *p;
    size_t pn;
    if (!json_top(l, n, k, &p, &pn) || pn > 47) pn = 0, p = "";
    memcpy(v, p, pn);
    v[pn] = '\0';
}

/* The rows of C_SCOUNT, sorted, as text into *x: from JSON records (stats 0) or from the
 * hooks and procs tables of --stats JSON (stats 1).  *events: the records, or the stats
 * line's events. */
static void view_scount(const char *out, size_t nout, int stats, char **x, size_t *nx, uint64_t *events)
{
    srowv *rows = calloc(4096, sizeof *rows);
    size_t n = 0;
    if (!rows) abort();
    *events = 0;
    for (size_t i = 0; i < nout;) {
        const char *l = out + i, *z = memchr(l, '\n', nout - i);
        size_t len = z ? (size_t)(z - l) + 1 : nout - i;
        i += len;
        char a[48], b[48], c[48], d[48], key[112];
        if (!stats) {
            top_text(l, len, "{\"id\":", a);
            top_text(l, len, ",\"elapsed_ns\":", b);
            top_text(l, len, ",\"pid\":", c);
            top_text(l, len, ",\"tid\":", d);
            long long t = strtoll(b, NULL, 10);
            snprintf(key, sizeof key, "h %s", a);
            srow_add(rows, &n, key, 1, t, t);
            snprintf(key, sizeof key, "p %s %s", c, d);
            srow_add(rows, &n, key, 1, t, t);
            (*events)++;
            continue;
        }
        if (len > 16 && !memcmp(l, "{\"table\":\"stats\"", 16)) {
            top_text(l, len, ",\"events\":", a);
            *events = strtoull(a, NULL, 10);
            continue;
        }
        int hooks = len > 16 && !memcmp(l, "{\"table\":\"hooks\"", 16);
        int procs = len > 16 && !memcmp(l, "{\"table\":\"procs\"", 16);
        if (!hooks && !procs) continue;
        top_text(l, len, ",\"count\":", a);
        top_text(l, len, ",\"first_ns\":", b);
        top_text(l, len, ",\"last_ns\":", c);
        if (hooks) {
            top_text(l, len, ",\"id\":", d);
            snprintf(key, sizeof key, "h %s", d);
        } else {
            char pid[48];
            top_text(l, len, ",\"pid\":", pid);
            top_text(l, len, ",\"tid\":", d);
            snprintf(key, sizeof key, "p %s %s", pid, d);
        }
        srow_add(rows, &n, key, strtoull(a, NULL, 10), strtoll(b, NULL, 10), strtoll(c, NULL, 10));
    }
    qsort(rows, n, sizeof *rows, srowv_cmp);
    FILE *f = open_memstream(x, nx);
    if (!f) abort();
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%s %llu %lld %lld\n", rows[i].key, (unsigned long long)rows[i].count, rows[i].first, rows[i].last);
    fclose(f);
    free(rows);
}

/* C_SCOUNT: --stats=hooks,procs (JSON) against the same counted from the JSON records of
 * the same run's options, when the JSON has a record for every event the stats count
 * (not so with $NOPRINT).  1 when they differ. */
static int compare_scount(const dt_pair *p, runcfg *a, runcfg *b, trc_progset *set)
{
    a->O = NULL;
    a->output = TRC_OUTPUT_JSON;
    *b = *a;
    b->stats = 1 | 64;   /* bit 6: hooks and procs only */
    runout ra, rb;
    run(p, a, set, &ra);
    run(p, b, set, &rb);
    int diff = ra.set_ok != rb.set_ok;
    if (!diff && ra.set_ok) {
        char *x, *y;
        size_t nx, ny;
        uint64_t ea, eb;
        view_scount(ra.out, ra.nout, 0, &x, &nx, &ea);
        view_scount(rb.out, rb.nout, 1, &y, &ny, &eb);
        diff = ea == eb && !same_bytes(x, nx, y, ny);
        if (diff && getenv("DT_RANGE_DEBUG")) fprintf(stderr, "=== from the records\n%.*s=== --stats\n%.*s", (int)nx, x, (int)ny, y);
        free(x);
        free(y);
    }
    runout_free(&ra);
    runout_free(&rb);
    return diff;
}

/* Run comparison c on p: 1 when the two sides differ.  *a and *b get the two runs'
 * setups for the reproducer.  `set` is p's set as one file with {{ }} (NULL: built here). */
/* C_MERGE's files: the record lines of p in k runs of consecutive lines, k and the cuts by
 * seed (C_RANGE's); a cut moves on past a NOTS record, whose time is the record's before it
 * in its own input.  cut[i] is piece i's first line, cut[k] the end; returns k (2-4). */
static unsigned merge_cuts(const dt_pair *p, const paircfg *pc, size_t cut[5])
{
    unsigned k = 2 + (unsigned)pc->rk % 3;
    uint16_t at[3];
    for (unsigned i = 0; i + 1 < k; i++) at[i] = pc->rcut[i];
    for (unsigned i = 1; i + 1 < k; i++)   /* ascending */
        for (unsigned j = i; j > 0 && at[j - 1] > at[j]; j--) { uint16_t t = at[j]; at[j] = at[j - 1]; at[j - 1] = t; }
    const size_t n = p->evs.n;
    cut[0] = 0;
    for (unsigned i = 1; i < k; i++) {
        size_t c = (size_t)((uint64_t)n * at[i - 1] >> 16);
        if (c < cut[i - 1]) c = cut[i - 1];
        while (c < n && strstr(p->evs.v[c], " ef=0x2")) c++;
        cut[i] = c;
    }
    cut[k] = n;
    return k;
}

/* p's records cut[i]..cut[i+1] alone, with p's header, as a pair whose header and record
 * lists are its own (merge_piece_free).  With shift, a piece after the first whose header
 * has a start moves its start d ns later and its records' ticks d earlier (d: half its
 * smallest ticks): the same wall-clock times from another start, which -m must align. */
static dt_pair merge_piece(const dt_pair *p, const size_t *cut, unsigned i, int shift)
{
    dt_pair q = *p;
    memset(&q.hdr, 0, sizeof q.hdr);
    memset(&q.evs, 0, sizeof q.evs);
    unsigned long long w = 0, t0 = 0, d = 0, t;
    int start = 0;
    for (size_t k = 0; k < p->hdr.n; k++) start |= sscanf(p->hdr.v[k], "start %llu %llu", &w, &t0) == 2;
    if (shift && start && i > 0) {
        d = ULLONG_MAX;
        for (size_t k = cut[i]; k < cut[i + 1]; k++)
            if (sscanf(p->evs.v[k], "ev t=%llu", &t) == 1 && t < d) d = t;
        d = d == ULLONG_MAX ? 0 : d / 2;
    }
    char line[64];
    for (size_t k = 0; k < p->hdr.n; k++) {
        if (d && !strncmp(p->hdr.v[k], "start ", 6)) {
            snprintf(line, sizeof line, "start %llu %llu", w + d, t0);
            dt_list_add(&q.hdr, line);
        } else {
            dt_list_add(&q.hdr, p->hdr.v[k]);
        }
    }
    for (size_t k = cut[i]; k < cut[i + 1]; k++) {
        const char *e = p->evs.v[k];
        int n = 0;
        if (d && sscanf(e, "ev t=%llu%n", &t, &n) == 1) {
            trc_buf b;
            trc_buf_init(&b);
            snprintf(line, sizeof line, "ev t=%llu", t - d);
            trc_buf_adds(&b, line);
            trc_buf_adds(&b, e + n);
            trc_buf_addc(&b, '\0');
            dt_list_add(&q.evs, b.data);
            trc_buf_free(&b);
        } else {
            dt_list_add(&q.evs, e);
        }
    }
    return q;
}

/* Free what merge_piece made. */
static void merge_piece_free(dt_pair *q)
{
    dt_list_free(&q->hdr);
    dt_list_free(&q->evs);
}

/* The JSON lines of buf without their "file" and "offset", the last two keys (-m's inputs
 * are other files than the one run's); malloc'ed into *x. */
static void view_json_nofile(const char *buf, size_t len, char **x, size_t *nx)
{
    trc_buf b;
    trc_buf_init(&b);
    for (size_t i = 0; i < len;) {
        const char *nl = memchr(buf + i, '\n', len - i);
        size_t n = nl ? (size_t)(nl - (buf + i)) : len - i, keep = n;
        for (size_t k = n; k-- > 0;)
            if (k + 9 <= n && !memcmp(buf + i + k, ",\"file\":\"", 9)) { keep = k; break; }
        trc_buf_add(&b, buf + i, keep);
        if (keep < n) trc_buf_addc(&b, '}');
        trc_buf_addc(&b, '\n');
        i += n + 1;
    }
    *x = b.data;
    *nx = b.len;
}

/* C_MERGE: the text report (json, --stats JSON by seed) of a trace without damage (its
 * resync notes name offsets in the file, a cut changes what they skip) against -m over 2-4
 * files holding its records in consecutive runs, each with the trace's header.  -m puts
 * the records in order of time, ties by input then by the order each input's feed gives;
 * one run sorts the trace by time, ties in file order: the same order.  1 when stdout
 * (json: without "file" and "offset") or the exit status differ (stderr names the
 * inputs). */
static int compare_merge(const dt_pair *p, const paircfg *pc, runcfg *a, runcfg *b, trc_progset *set)
{
    static int fds[4] = { -1, -1, -1, -1 };
    static char paths[4][64];
    for (size_t i = 0; i < p->evs.n; i++)
        if (!strncmp(p->evs.v[i], "raw ", 4)) return 0;
    if (a->O && strstr(a->O, "pagesize")) a->O = NULL;   /* the header names the input */
    if (pc->mmode) {
        a->O = NULL;
        a->output = TRC_OUTPUT_JSON;
    }
    if (pc->mmode == 2) {
        a->stats = pc->stats | 16;
        a->span = pc->span;
    }
    size_t cut[5];
    unsigned k = merge_cuts(p, pc, cut);
    const char *ins[4];
    for (unsigned i = 0; i < k; i++) {
        if (fds[i] < 0) fds[i] = memfd_path("difftest-piece", paths[i]);
        dt_pair q = merge_piece(p, cut, i, pc->mshift);
        int bad = assemble_to(fds[i], &q) != 0;
        merge_piece_free(&q);
        if (bad) return 0;
        ins[i] = paths[i];
    }
    *b = *a;
    b->ninputs = k;
    b->inputs = ins;
    b->merge = 1;
    runout ra, rb;
    run(p, a, set, &ra);
    run(p, b, set, &rb);
    int diff = ra.set_ok != rb.set_ok || ra.status != rb.status;
    if (!diff && pc->mmode == 1) {
        char *x, *y;
        size_t nx, ny;
        view_json_nofile(ra.out, ra.nout, &x, &nx);
        view_json_nofile(rb.out, rb.nout, &y, &ny);
        diff = !same_bytes(x, nx, y, ny);
        free(x);
        free(y);
    } else if (!diff) {
        diff = !same_bytes(ra.out, ra.nout, rb.out, rb.nout);
    }
    if (diff && getenv("DT_RANGE_DEBUG"))
        fprintf(stderr, "=== one file (%d)\n%.*s%.*s=== -m (%d)\n%.*s%.*s", ra.status, (int)ra.nout, ra.out,
                (int)ra.nerr, ra.err, rb.status, (int)rb.nout, rb.out, (int)rb.nerr, rb.err);
    runout_free(&ra);
    runout_free(&rb);
    b->inputs = NULL;   /* (local) */
    return diff;
}

static int compare(const dt_pair *p, int c, const paircfg *pc, runcfg *a, runcfg *b, trc_progset *set)
{
    memset(a, 0, sizeof *a);
    a->jobs = 1;
    a->spec = 1;
    a->O = pc->O;
    a->sel = pc->sel;
    *b = *a;
    switch (c) {
    case C_FUSE: b->no_fuse = 1; break;
    case C_JOBS2: b->jobs = 2; break;
    case C_JOBS4:
        b->jobs = 4;
        b->spec = 0;
        if (pc->sout != TRC_OUTPUT_JSON) {   /* a structured output's parts (report/out_part.c) */
            a->output = b->output = pc->sout;
            a->O = b->O = NULL;
        }
        break;
    case C_JSON: a->output = b->output = pc->sout; a->O = b->O = NULL; b->no_fuse = 1; break;
    case C_JTEXT: a->O = "ids=off,timestamp=3"; b->O = NULL; b->output = TRC_OUTPUT_JSON; break;
    case C_CSV: a->O = b->O = NULL; a->output = TRC_OUTPUT_JSON; b->output = TRC_OUTPUT_CSV; break;
    case C_CHROME: a->O = b->O = NULL; a->output = TRC_OUTPUT_JSON; b->output = TRC_OUTPUT_CHROME; break;
    case C_SPLIT: b->split = 1; break;
    case C_ANGLE: b->angle = 1; break;
    case C_WHERE:
        a->O = b->O = NULL;
        a->output = b->output = TRC_OUTPUT_JSON;
        b->where = dt_pred(pc->pred);
        break;
    case C_STATS:
        a->stats = b->stats = pc->stats;
        a->span = b->span = pc->span;
        a->O = b->O = NULL;
        if (pc->stats & 16) a->output = b->output = TRC_OUTPUT_JSON;
        if (pc->stats & 32) b->jobs = 2;
        else b->no_fuse = 1;
        break;
    case C_PERFETTO: a->O = b->O = NULL; a->output = TRC_OUTPUT_CHROME; b->output = TRC_OUTPUT_PERFETTO; break;
    case C_RANGE: return compare_range(p, pc, a, b, set);
    case C_PART: return compare_part(p, pc, a, b, set);
    case C_RAW: return compare_raw(p, pc, a, b, set);
    case C_PIPE: return compare_pipe(p, a, b, set);
    case C_SCOUNT: return compare_scount(p, a, b, set);
    case C_MERGE: return compare_merge(p, pc, a, b, set);
    case C_EMBED:
        if (!p->embed) return 0;
        b->embed = 1;
        if (pc->sout != TRC_OUTPUT_JSON) {   /* text (with the pair's -O), csv or chrome */
            a->output = b->output = pc->sout;
            a->O = b->O = NULL;
        }
        break;
    default: return 0;
    }
    runout ra, rb;
    run(p, a, set, &ra);
    run(p, b, set, &rb);
    int diff;
    if (c == C_EMBED && !ra.set_ok) diff = 0;   /* a set with errors is not used when embedded */
    else if (ra.set_ok != rb.set_ok) diff = 1;
    else if (!ra.set_ok) diff = 0;
    else if (c == C_JTEXT || c == C_CSV || c == C_CHROME || c == C_WHERE || c == C_PERFETTO) {
        char *x, *y;
        size_t nx, ny;
        if (c == C_JTEXT) {
            dt_view_text(ra.out, ra.nout, &x, &nx);
            dt_view_json_text(rb.out, rb.nout, &y, &ny);
        } else if (c == C_CSV) {
            dt_view_json_recs(ra.out, ra.nout, &x, &nx);
            dt_view_csv_recs(rb.out, rb.nout, &y, &ny);
        } else if (c == C_CHROME) {
            dt_view_json_events(ra.out, ra.nout, &x, &nx);
            dt_view_chrome_events(rb.out, rb.nout, &y, &ny);
        } else if (c == C_PERFETTO) {
            dt_view_chrome_pf(ra.out, ra.nout, &x, &nx);
            dt_view_perfetto(rb.out, rb.nout, &y, &ny);
        } else {
            dt_view_json_where(ra.out, ra.nout, pc->pred, &x, &nx);
            dt_view_json_where(rb.out, rb.nout, -1, &y, &ny);
        }
        diff = !same_bytes(x, nx, y, ny);
        free(x);
        free(y);
    } else {
        diff = !same_bytes(ra.out, ra.nout, rb.out, rb.nout) || !same_bytes(ra.err, ra.nerr, rb.err, rb.nerr);
    }
    runout_free(&ra);
    runout_free(&rb);
    return diff;
}

/* ---- minimising and reporting ------------------------------------------------------- */

/* Drop pieces of p while comparison c still differs. */
static void minimise(dt_pair *p, int c, const paircfg *pc)
{
    runcfg a, b;
    int changed = 1;
    while (changed) {
        changed = 0;
        for (size_t i = p->evs.n; i-- > 0;) {
            dt_pair q;
            dt_copy(&q, p);
            dt_list_del(&q.evs, i);
            if (assemble(&q) == 0 && compare(&q, c, pc, &a, &b, NULL)) { dt_free(p); *p = q; changed = 1; }
            else dt_free(&q);
        }
        for (size_t i = p->nst; i-- > 0 && p->nst > 1;) {
            dt_pair q;
            dt_copy(&q, p);
            free(q.st[i].head);
            dt_list_free(&q.st[i].items);
            memmove(q.st + i, q.st + i + 1, (q.nst - i - 1) * sizeof *q.st);
            q.nst--;
            if (assemble(&q) == 0 && compare(&q, c, pc, &a, &b, NULL)) { dt_free(p); *p = q; changed = 1; }
            else dt_free(&q);
        }
        for (size_t i = 0; i < p->nst; i++)
            for (size_t k = p->st[i].items.n; k-- > 0;) {
                dt_pair q;
                dt_copy(&q, p);
                dt_list_del(&q.st[i].items, k);
                if (assemble(&q) == 0 && compare(&q, c, pc, &a, &b, NULL)) { dt_free(p); *p = q; changed = 1; }
                else dt_free(&q);
            }
    }
    assemble(p);
}

/* The trcrpt command line of run r (files set.tmpl or split/, trace.trc). */
static void put_cmd(FILE *f, const runcfg *r)
{
    static const char *const outs[] = { "text", "json", "csv", "chrome", "perfetto" };
    if (r->jobs > 1) fprintf(f, "TRCFMT_JOBS_CHUNK=100 TRCFMT_JOBS_SPEC=%d TRCFMT_ORDER_SPAN=%s ", r->spec,
                             order_span(r));
    if (r->range && r->rtail) fprintf(f, "TRCFMT_RANGE_TAIL=%s ", r->rtail);
    if (r->embed) fprintf(f, "TRCFMT=/dev/null ");
    fprintf(f, "trcrpt%s", r->O && strstr(r->O, "pagesize") ? "" : " -h");
    if (r->output) fprintf(f, " --output=%s", outs[r->output]);
    if (r->no_fuse) fprintf(f, " --no-fuse");
    if (r->jobs > 1) fprintf(f, " --jobs=%d", r->jobs);
    if (r->O) fprintf(f, " -O %s", r->O);
    long long a, z;
    if (r->sel && r->sel[0] == 's' && sscanf(r->sel + 2, "%lld,%lld", &a, &z) == 2)   /* (< 60 s) */
        fprintf(f, " -s 1970-01-01T00:00:%02lld.%09lldZ -e 1970-01-01T00:00:%02lld.%09lldZ",
                a / 1000000000, a % 1000000000, z / 1000000000, z % 1000000000);
    else if (r->sel)
        fprintf(f, " -%c %s", r->sel[0], r->sel + 2);   /* (a second -O adds up) */
    if (r->where) fprintf(f, " --where '%s'", r->where);
    if (r->stats) fprintf(f, " --stats=hooks,procs%s%s%s%s%s", r->stats & 64 ? "" : ",spans,hist", r->stats & 2 ? " --stats-by=f0" : "",
                          r->stats & 4 ? " --span=" : "", r->stats & 4 ? r->span : "",
                          r->stats & 8 ? " --stats-interval=0.00001" : "");
    if (r->pdir) fprintf(f, " --partition=%s --output-dir=DIR --part-number=%u", r->pkeys, r->pnum);
    if (r->raw) fprintf(f, " -r -o copy.trc%s", !r->rawembed ? "" : r->rawembed->used_only ? " --embed-templates=used" : " --embed-templates=all");
    if (r->range && r->re == UINT64_MAX) fprintf(f, " --range=%llu:", (unsigned long long)r->rs);
    else if (r->range) fprintf(f, " --range=%llu:%llu", (unsigned long long)r->rs, (unsigned long long)r->re);
    if (r->merge) {
        fprintf(f, " -m -t set.tmpl");
        for (unsigned i = 0; i < r->ninputs; i++) fprintf(f, " piece%u.trc", i);
        fprintf(f, "\n");
    } else if (r->input && !strcmp(r->input, "-")) fprintf(f, " -t set.tmpl - < trace.trc\n");
    else if (r->embed) fprintf(f, " trace.trc   (the set embedded in it; TRCFMT=/dev/null: no default layer, one warning)\n");
    else fprintf(f, " -t %s trace.trc\n", r->split ? "split" : r->angle ? "angle.tmpl" : "set.tmpl");
}

/* Write the reproducer of a finding to outdir/seed-N-NAME/ and describe it on stdout. */
static void report_finding(dt_pair *p, int c, const paircfg *pc)
{
    minimise(p, c, pc);
    runcfg a, b;
    compare(p, c, pc, &a, &b, NULL);
    char dir[512];
    snprintf(dir, sizeof dir, "%s/seed-%llu-%s", outdir, (unsigned long long)cur_seed, cname[c]);
    mkdir(outdir, 0755);
    mkdir(dir, 0755);
    char *set = dt_render_set(p, 0, ~(uint64_t)0), *ang = dt_render_set(p, 1, ~(uint64_t)0);
    char *tr = dt_render_trace(p);
    trc_fuzz_put(dir, "set.tmpl", set, strlen(set));
    trc_fuzz_put(dir, "angle.tmpl", ang, strlen(ang));
    trc_fuzz_put(dir, "trace.txt", tr, strlen(tr));
    size_t cut[5];
    unsigned npieces = c == C_MERGE ? merge_cuts(p, pc, cut) : 0;
    for (unsigned i = 0; i < npieces; i++) {   /* C_MERGE's files */
        char name[64];
        dt_pair q = merge_piece(p, cut, i, pc->mshift);
        char *t = dt_render_trace(&q);
        merge_piece_free(&q);
        snprintf(name, sizeof name, "piece%u.txt", i);
        trc_fuzz_put(dir, name, t, strlen(t));
        free(t);
    }
    for (size_t i = 0; i < p->nst; i++) {
        char name[64];
        snprintf(name, sizeof name, "split/%zu.tmpl", i);
        char *s = dt_render_stanza(p, i);
        trc_fuzz_put(dir, name, s, strlen(s));
        free(s);
    }
    char path[600];
    snprintf(path, sizeof path, "%s/README", dir);
    FILE *f = fopen(path, "w");
    for (int k = 0; k < 2; k++) {
        FILE *o = k ? f : stdout;
        if (!o) continue;
        fprintf(o, "difftest: FINDING seed %llu, comparison %s\n--- set.tmpl\n%s--- trace.txt\n%s"
                "--- commands (in %s)\ntrcasm -o trace.trc trace.txt\n",
                (unsigned long long)cur_seed, cname[c], set, tr, dir);
        for (unsigned i = 0; i < npieces; i++) fprintf(o, "trcasm -o piece%u.trc piece%u.txt\n", i, i);
        put_cmd(o, &a);
        put_cmd(o, &b);
        if (c == C_JTEXT) fprintf(o, "(compare the text lines with the JSON \"text\" lines, blanks stripped)\n");
        if (c == C_CSV) fprintf(o, "(compare id, label, level, text and fields of each record)\n");
        if (c == C_CHROME) fprintf(o, "(compare id, text and fields of each record's event)\n");
        if (c == C_WHERE) fprintf(o, "(compare with the first output filtered by the predicate, delta_ns left out)\n");
        if (c == C_RAW) fprintf(o, "(compare the first with the same command on copy.trc%s)\n",
                                pc->rembed ? ", without -t: TRCFMT=/dev/null trcrpt -h copy.trc" : "");
        if (c == C_PART) fprintf(o, "(group the first's lines by the directory their values name, in order; compare with DIR's part files%s)\n",
                                 pc->pmode == 2 ? ", written by the pieces below with --part-number=0, 1, ..." : "");
        if (c == C_RANGE || (c == C_PART && pc->pmode == 2)) {
            struct stat st;
            uint64_t cut[7];
            unsigned n = range_cuts(pc, fstat(trace_fd, &st) == 0 ? (uint64_t)st.st_size : 0, cut);
            fprintf(o, "(the second is the last of %u pieces, --range=", n);
            for (unsigned i = 0; i < n; i++) fprintf(o, i + 1 < n ? "%llu:%llu " : "%llu:", (unsigned long long)cut[i],
                                                     (unsigned long long)cut[i + 1]);
            fprintf(o, "%s)\n", c == C_PART ? "" : a.stats ? "; compare the first with their outputs merged by trcrpt --stats-merge --output=json"
                                                             : "; compare the first with their outputs concatenated");
        }
    }
    if (f) fclose(f);
    free(set);
    free(ang);
    free(tr);
}

/* SIGSEGV/SIGABRT/...: name the seed, then die of the signal. */
static void on_crash(int sig)
{
    char msg[96];
    int n = snprintf(msg, sizeof msg, "\ndifftest: CRASH (signal %d) at seed %llu: rerun with --seed=%llu --count=1\n",
                     sig, (unsigned long long)cur_seed, (unsigned long long)cur_seed);
    if (n > 0 && write(2, msg, (size_t)n) < 0) { /* nothing more to do */ }
    signal(sig, SIG_DFL);
    raise(sig);
}

int main(int argc, char **argv)
{
    uint64_t seed = 1, count = 1000;
    double seconds = 0;
    dt_genopts go = { .bp = 1, .state = 1 };   /* $BASEPOINTER statements (--no-bp: none),
                                                  builtins and actions (--no-state: none) */
    if (getenv("TRC_DIFFTEST_BP") && *getenv("TRC_DIFFTEST_BP") == '0') go.bp = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strncmp(a, "--seed=", 7)) seed = strtoull(a + 7, NULL, 10);
        else if (!strncmp(a, "--count=", 8)) count = strtoull(a + 8, NULL, 10);
        else if (!strncmp(a, "--seconds=", 10)) seconds = strtod(a + 10, NULL);
        else if (!strncmp(a, "--out=", 6)) outdir = a + 6;
        else if (!strcmp(a, "--bp")) go.bp = 1;
        else if (!strcmp(a, "--no-bp")) go.bp = 0;
        else if (!strcmp(a, "--no-state")) go.state = 0;
        else if (!strcmp(a, "-v")) verbose++;
        else {
            fprintf(stderr, "usage: difftest [--seed=N] [--count=N] [--seconds=S] [--out=DIR] [--bp|--no-bp] [--no-state] [-v]\n");
            return 2;
        }
    }
    sink = trc_fuzz_sink();
    signal(SIGSEGV, on_crash);
    signal(SIGABRT, on_crash);
    signal(SIGBUS, on_crash);
    signal(SIGFPE, on_crash);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    unsigned long long pairs = 0, invalid = 0, badtrace = 0, cmps = 0, findings = 0;
    unsigned long long per[C_COUNT] = { 0 };
    static const char *const Os[] = { NULL, "pagesize=3", "exec=on,pid=on,cpuid=on", "timestamp=1,pid=on,tid=on,cpuid=on",
                                      "2line=on,tid=on", "svc=on,timestamp=2,pagesize=7", "ids=off" };
    for (uint64_t s = seed; count == 0 || s < seed + count; s++) {
        if (seconds > 0) {
            clock_gettime(CLOCK_MONOTONIC, &t1);
            if ((double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9 >= seconds) break;
        }
        cur_seed = s;
        dt_pair p;
        dt_gen(&p, s, &go);
        pairs++;
        if (verbose) {
            char *st = dt_render_set(&p, 0, ~(uint64_t)0), *tr = dt_render_trace(&p);
            fprintf(stderr, "seed %llu\n%s%s", (unsigned long long)s, st, verbose > 1 ? tr : "");
            free(st);
            free(tr);
        }
        if (assemble(&p) != 0) { badtrace++; dt_free(&p); continue; }
        /* a selection in one pair in two: the fast lane tests -C, -d and -k itself */
        static const char *const sels[] = { NULL, "d:011,013,015,017,019,01B,01D,01F", NULL,
                                            "k:010-017", NULL, "C:0", NULL,
                                            "O:starttime=0.00002,endtime=0.0001", NULL,
                                            "s:1000020000,1000100000", NULL, "p:webd,2", NULL,
                                            "T:101,103" };
        paircfg pc;
        memset(&pc, 0, sizeof pc);
        pc.O = Os[s % 7];
        pc.sel = sels[(s / 5) % 14];
        pc.sout = (int)(1 + (s / 7) % 4);
        pc.pred = (int)((s / 3) % DT_NPREDS);
        pc.stats = 1 | (int)((s / 11) % 32) << 1;
        {   /* the --span of C_STATS: from the first template's hook to the last's */
            unsigned h0 = 0x010, h1 = 0x010;
            if (p.nst) { sscanf(p.st[0].head, "%x", &h0); sscanf(p.st[p.nst - 1].head, "%x", &h1); }
            snprintf(pc.span, sizeof pc.span, "sp=%03X,%03X", h0, h1);
        }
        {   /* C_RANGE: what is compared, the pieces and their cuts, the walk's tail */
            static const char *const tails[] = { NULL, "0", "64", "400" };
            pc.rmode = (int)((s / 13) % 4);
            pc.rk = 2 + (int)((s / 17) % 5);
            pc.rtail = tails[(s / 19) % 4];
            uint64_t h = s * 0x9E3779B97F4A7C15ull;
            for (int i = 0; i < 5; i++) {
                h ^= h >> 29;
                h *= 0xBF58476D1CE4E5B9ull;
                pc.rcut[i] = (uint16_t)(h >> 48);
            }
            snprintf(pc.ofile, sizeof pc.ofile, "%s%sorder=file", pc.O ? pc.O : "", pc.O ? "," : "");
            static const char *const pkeys[] = { "hook", "cpu", "pid", "hook,cpu", "date,hour", "pid,hook" };
            pc.pkeys = pkeys[(s / 23) % 6];
            pc.pmode = (int)((s / 29) % 3);
            pc.rembed = (int)((s / 31) % 3);
            pc.mmode = (int)((s / 37) % 3);
            pc.mshift = (int)((s / 41) % 2);
        }
        trc_progset *set = build_set(&p, 0, 0, NULL);
        if (!set) invalid++;
        for (int c = 0; c < C_COUNT; c++) {
            runcfg a, b;
            if ((c == C_EMBED && !p.embed) || (c == C_RAW && pc.sel && !stateless(&p))) continue;
            cmps++;
            per[c]++;
            if (compare(&p, c, &pc, &a, &b, set)) {
                findings++;
                report_finding(&p, c, &pc);
                break;
            }
        }
        trc_progset_free(set);
        dt_free(&p);
        if (pairs % 1000 == 0 && seconds > 0)
            fprintf(stderr, "difftest: %llu pairs (up to seed %llu), %llu findings\n", pairs,
                    (unsigned long long)s, findings);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double el = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("difftest: seeds %llu..%llu: %llu pairs (%llu with template errors, %llu traces rejected), "
           "%llu comparisons, %llu findings, %.1f s\n", (unsigned long long)seed,
           (unsigned long long)(seed + pairs - 1), pairs, invalid, badtrace, cmps, findings, el);
    for (int c = 0; c < C_COUNT; c++) printf("  %-6s %llu\n", cname[c], per[c]);
    return findings ? 1 : 0;
}
