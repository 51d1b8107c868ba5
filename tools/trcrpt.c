/* trcrpt.c -- the report tool's main: option parsing (docs/ref/report.md §1), the template
 * front-end modes `-c` (check the template set, docs/ref/language.md §14.1), `--dump-ast` and
 * `--dump-code`, and the report run (report/report.c).  Options live in one table
 * (opts[] below) so they can grow. */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "common/arena.h"
#include "common/paths.h"
#include "grammar/diag.h"
#include "grammar/parse.h"
#include "interp/check.h"
#include "interp/program.h"
#include "interp/symtab.h"
#include "interp/where.h"
#include "interp/tset.h"
#include "formats/input.h"
#include "formats/ltt.h"
#include "formats/trclog.h"
#include "report/report.h"
#include "report/rptaux.h"
#include "report/select.h"
#include "report/tmplset.h"
#include "tools/exitcodes.h"
#include "tools/hints.h"
#include "report/embedtext.h"
#include "tools/trcrpt_embed.h"
#include "report/out.h"
#include "report/stats.h"

/* The options, in --help order: X(ID, LETTER, LONG, ARG, HELP).  The enum OPT_ID, the
 * getopt tables and the help text are all generated from this one list, so an option
 * cannot be in one and missing from another.  LETTER is the short option (0: long only);
 * ARG is no_argument or required_argument; HELP is the one --help line. */
#define TRCRPT_OPTIONS(X) \
    X(CHECK, 'c', "check", no_argument, \
      "-c, --check            check the template set only; exit 0 or 3") \
    X(TEMPLATES, 't', "templates", required_argument, \
      "-t, --templates=PATH   template file or directory; repeatable, later ones override (default $TRCFMT, else " TRC_SYSCONFDIR "/trcfmt and trcfmt.d/)") \
    X(NO_HEADER, 'h', "no-header", no_argument, \
      "-h, --no-header        omit the report header") \
    X(OPTIONS, 'O', "options", required_argument, \
      "-O, --options=OPTS     ids, exec, pid, tid, cpuid, svc, 2line (on|off), timestamp=0..3, pagesize=N, starttime=S, endtime=S, order=time|file; -O help lists them") \
    X(FORMAT, 'F', "input-format", required_argument, \
      "-F, --input-format=F   auto, trclog, aix32, aix64, shark, qnx, ltt, trcshm") \
    X(BYTEORDER, 0, "byteorder", required_argument, \
      "    --byteorder=BO     raw AIX streams: big or little") \
    X(TIMEBASE, 0, "timebase", required_argument, \
      "    --timebase=N/D     raw AIX streams: ns = ticks * N / D") \
    X(SHARK_CLK, 0, "shark-clk-per-msec", required_argument, \
      "    --shark-clk-per-msec=N  S.Ha.R.K. clock rate") \
    X(NO_SORT, 0, "no-sort", no_argument, \
      "    --no-sort          S.Ha.R.K.: records in file order") \
    X(LTT_USEC, 0, "ltt-usec", no_argument, \
      "    --ltt-usec         LTT block times hold microseconds") \
    X(LTT_NSEC, 0, "ltt-nsec", no_argument, \
      "    --ltt-nsec         LTT block times hold nanoseconds") \
    X(SYMBOLS, 'n', "symbols", required_argument, \
      "-n, --symbols=FILE     symbol file for $SVC names (lines HEXADDR NAME)") \
    X(EXEC_SVC, 'x', "exec-svc", no_argument, \
      "-x, --exec-svc         same as -O exec=on,svc=on") \
    X(DUMP_AST, 0, "dump-ast", no_argument, \
      "    --dump-ast         print the syntax tree of the template file") \
    X(DUMP_CODE, 0, "dump-code", no_argument, \
      "    --dump-code        print the compiled programs of the template set") \
    X(DUMP_TEMPLATES, 0, "dump-templates", no_argument, \
      "    --dump-templates   print the template set in use for the inputs (with generated LTT templates)") \
    X(EMBED, 0, "embed-templates", optional_argument, \
      "    --embed-templates[=used|all|none]  -r: embed the template set in the log (used: the templates its records need; default; a foreign input: used unless none)") \
    X(EXTRACT, 0, "extract-templates", required_argument, \
      "    --extract-templates=DIR  write the embedded template set of the input LOG as per-hook files into DIR (empty or absent)") \
    X(AGAINST, 0, "against", required_argument, \
      "    --against=LOG      -c: list the hook IDs of LOG without a template (with counts) and the templates LOG never uses") \
    X(QUIET, 0, "quiet", no_argument, \
      "    --quiet            no end-of-run summary") \
    X(NO_FUSE, 0, "no-fuse", no_argument, \
      "    --no-fuse          interpret every template (no fused fast path; same output)") \
    X(STRICT, 0, "strict", no_argument, \
      "    --strict           exit 1 when short entries, faults or skipped bytes occurred") \
    X(COLOR, 0, "color", required_argument, \
      "    --color=WHEN       colour diagnostics: auto, always, never") \
    X(CPU, 'C', "cpu", required_argument, \
      "-C, --cpu=LIST|all     only records of these CPUs (decimal, ranges a-b)") \
    X(HOOKS, 'd', "hooks", required_argument, \
      "-d, --hooks=LIST       only these hook IDs (3-5 hex digits, ranges ID-ID)") \
    X(EXCLUDE, 'k', "exclude-hooks", required_argument, \
      "-k, --exclude-hooks=LIST  exclude these hook IDs (wins over -d)") \
    X(PID, 'p', "pid", required_argument, \
      "-p, --pid=LIST         only these pids or process names") \
    X(TID, 'T', "tid", required_argument, \
      "-T, --tid=LIST         only these tids") \
    X(START, 's', "start", required_argument, \
      "-s, --start=DATE       start time: mmddhhmmssyy or YYYY-MM-DDTHH:MM:SS[.f][Z|+hh:mm]") \
    X(END, 'e', "end", required_argument, \
      "-e, --end=DATE         end time (exclusive), same forms as -s") \
    X(MERGE, 'm', "merge", no_argument, \
      "-m, --merge            merge all inputs by time") \
    X(VERBOSE, 'v', "verbose", no_argument, \
      "-v, --verbose          print file names; Source and Attribute header lines") \
    X(PROGRESS, 0, "progress", no_argument, \
      "    --progress         force the progress line on") \
    X(NO_PROGRESS, 0, "no-progress", no_argument, \
      "    --no-progress      no progress line") \
    X(JOBS, 0, "jobs", required_argument, \
      "    --jobs=N|auto      threads for a trclog (output identical to --jobs=1; default auto)") \
    X(RANGE, 0, "range", required_argument, \
      "    --range=START:END  only the records that begin in bytes [START, END) of one trclog file (END empty: to its end)") \
    X(PARTITION, 0, "partition", required_argument, \
      "    --partition=KEYS   json into Hive-style directories by hook, cpu, pid, date, hour, host (with --output-dir)") \
    X(OUTPUT_DIR, 0, "output-dir", required_argument, \
      "    --output-dir=DIR   where --partition writes (DIR/KEY=VALUE/.../part-NNNNN.jsonl, DIR/_schema.json)") \
    X(PART_NUMBER, 0, "part-number", required_argument, \
      "    --part-number=N    the NNNNN of --partition's part files (default 0)") \
    X(LIST, 'j', "list-templates", no_argument, \
      "-j, --list-templates   list the template set (ID and label per line) and exit") \
    X(RAW, 'r', "raw", no_argument, \
      "-r, --raw              write the selected records as a binary trclog (not to a terminal)") \
    X(OUTFILE, 'o', "output-file", required_argument, \
      "-o, --output-file=FILE write the report to FILE (- = stdout)") \
    X(OUTPUT, 0, "output", required_argument, \
      "    --output=KIND      text, json (JSON Lines), csv, chrome (Chrome Trace Event JSON),\n" \
      "                       perfetto (Perfetto protobuf trace; not to a terminal)") \
    X(WHERE, 0, "where", required_argument, \
      "    --where=EXPR       keep records for which EXPR holds (repeatable; keys and fields: trcrpt(1))") \
    X(STATS, 0, "stats", optional_argument, \
      "    --stats[=TABLES]   summary tables instead of the events: hooks, procs, spans, hist (default hooks,procs,spans)") \
    X(SPAN, 0, "span", required_argument, \
      "    --span=NAME=START,END[,KEY]  --stats spans from START to END hook IDs, paired per KEY (default tid)") \
    X(STATS_BY, 0, "stats-by", required_argument, \
      "    --stats-by=NAME    --stats: group spans and hooks by a key or field of the record") \
    X(STATS_INTERVAL, 0, "stats-interval", required_argument, \
      "    --stats-interval=S --stats: print the tables so far every S seconds of trace time") \
    X(STATS_MERGE, 0, "stats-merge", no_argument, \
      "    --stats-merge      the inputs are --stats --output=json files: print their merged tables") \
    X(HELP, 0, "help", no_argument, \
      "    --help             show this help") \
    X(VERSION, 0, "version", no_argument, \
      "    --version          show the version")

/* Position of each option in TRCRPT_OPTIONS. */
enum {
#define OPT_INDEX(id, letter, name, arg, help) OPT_INDEX_##id,
    TRCRPT_OPTIONS(OPT_INDEX)
#undef OPT_INDEX
    NOPTS
};

/* Option identifiers as getopt_long returns them: the letter of a short option, 256 +
 * the position for a long-only one (duplicate letters are duplicate case labels). */
enum {
#define OPT_VALUE(id, letter, name, arg, help) OPT_##id = (letter) ? (letter) : 256 + OPT_INDEX_##id,
    TRCRPT_OPTIONS(OPT_VALUE)
#undef OPT_VALUE
};

/* One command-line option. */
typedef struct opt_def {
    const char *name;   /* long name */
    int has_arg;        /* no_argument / required_argument */
    int id;             /* OPT_* (short options use their letter) */
    const char *help;   /* one-line help text (with the argument name) */
} opt_def;

static const opt_def opts[] = {
#define OPT_ROW(id, letter, name, arg, help) { name, arg, OPT_##id, help },
    TRCRPT_OPTIONS(OPT_ROW)
#undef OPT_ROW
};

/* Settings collected from the command line. */
typedef struct settings {
    int check;              /* -c */
    int dump_ast;           /* --dump-ast */
    int dump_code;          /* --dump-code */
    int dump_templates;     /* --dump-templates */
    trc_report_opts rep;    /* report options (-h, -O, --quiet, --strict) */
    trc_input_opts in;      /* input format and reader options (-F, ...) */
    int color;              /* -1 auto, 0 never, 1 always */
    const char **templates; /* -t sources in order (argv strings) */
    unsigned ntemplates;    /* their count (0: the default set) */
    const char *symbols;    /* -n FILE, or NULL */
    int list;               /* -j */
    const char *outfile;    /* -o FILE, or NULL (stdout) */
    const char **where;     /* --where predicates (argv strings) */
    unsigned nwhere;        /* their count */
    int embed;              /* --embed-templates: 0 not given, 1 used, 2 all, 3 none */
    const char *extract;    /* --extract-templates DIR, or NULL */
    const char *against;    /* -c --against LOG, or NULL */
    trc_stats_opts stats;   /* --stats, --span, --stats-by, --stats-interval */
    int stats_merge;        /* --stats-merge */
} settings;

/* `-O help`: the -O options of docs/ref/report.md §1.3 with their values and defaults. */
static const char o_help[] =
    "-O options (comma-separated; a name alone means name=on):\n"
    "  option       values       default  effect\n"
    "  2line        on|off       off      fixed columns on one line, event text from the next line\n"
    "  cpuid        on|off       off      CPU column\n"
    "  embedded     on|off       on       use the template set embedded in an input\n"
    "  endtime=S    seconds      none     drop records with elapsed >= S\n"
    "  exec         on|off       off      PROCESS NAME column\n"
    "  ids          on|off       on       ID column\n"
    "  order=K      time|file    time     records of one trclog in time order (threads merged), or as\n"
    "                                     they lie in the input\n"
    "  pagesize=N   0-500        0        column header again after every N event lines (0 = never)\n"
    "  pid          on|off       off      PID column\n"
    "  starttime=S  seconds      none     drop records with elapsed < S\n"
    "  statsgroups=N 1-100000000 100000  --stats: rows a table holds before (other)\n"
    "  svc          on|off       off      SVC column\n"
    "  tid          on|off       off      TID column\n"
    "  timestamp=N  0, 1, 2, 3   0        0: ELAPSED_SEC (9 decimals) and DELTA_MSEC; 1: ELAPSED_SEC\n"
    "                                     (6 decimals); 2: ELAPSED_USEC (3 decimals); 3: no time columns\n";

static void usage(FILE *o)
{
    fputs("usage: trcrpt [options] [File|Directory|- ...]\n", o);
    for (unsigned i = 0; i < NOPTS; i++) fprintf(o, "  %s\n", opts[i].help);
    trc_exit_help(o);
}

static int bad_usage(const char *msg, const char *arg)
{
    if (msg) fprintf(stderr, "trcrpt: %s%s%s\n", msg, arg ? " " : "", arg ? arg : "");
    fputs("Try 'trcrpt --help' for more information.\n", stderr);
    return TRC_EXIT_USAGE;
}

/* ---- template sets (interp/tset.h; docs/templates.md) ------------------------------- */

/* Colour of diagnostics: --color, else auto (stderr a terminal, no NO_COLOR). */
static int diag_color(int color)
{
    if (color != -1) return color == 1;
    const char *nc = getenv("NO_COLOR");
    return isatty(2) && !(nc && *nc);
}

/* Add the user's sources: every -t in order, else the default set (report/tmplset.h). */
static int add_sources(trc_tset *t, const settings *s)
{
    for (unsigned i = 0; i < s->ntemplates; i++) {
        int st = trc_tset_add_source(t, s->templates[i]);
        if (st) return st;
    }
    return s->ntemplates ? 0 : trc_tmplset_add_default(t);
}

/* Load the set for -c, --dump-ast, --dump-code and -j: the built-in layer, the shipped
 * file of an explicit -F format (no -t), then the user's sources. */
static int load_set(trc_tset *t, const settings *s)
{
    trc_tset_init(t, stderr, diag_color(s->color), "trcrpt: ");
    int status = trc_tset_add_builtin(t);
    const char *shipped = s->ntemplates ? NULL : trc_tmplset_shipped(s->in.format);
    char path[4096];
    if (status == TRC_EXIT_OK && shipped) status = trc_tset_add_source(t, trc_tmplset_datafile(shipped, path, sizeof path));
    if (status == TRC_EXIT_OK) status = add_sources(t, s);
    return status;
}

/* The user's files of a loaded set (everything but the built-in layer, which is first). */
static trc_ast_file *const *user_asts(const trc_tset *t, unsigned *n)
{
    *n = trc_tset_user_files(t);
    return t->asts + (t->nfiles - *n);
}

/* --dump-code: compile the user's sources and print their programs (and --where code). */
static int run_dump_code(const settings *s)
{
    trc_tset t;
    int status = load_set(&t, s);
    if (!status) status = trc_tset_check(&t, 0, 0);
    if (!status) {
        unsigned n;
        trc_ast_file *const *u = user_asts(&t, &n);
        trc_progset *set = trc_compile(u, n);
        if (!set) { fputs("trcrpt: out of memory\n", stderr); status = TRC_EXIT_INTERNAL; }
        else if ((status = trc_where_attach(set, s->where, s->nwhere, "trcrpt: ", stderr,
                                            trc_color_wanted(s->color, stderr))) != 0) {
            if (status == TRC_EXIT_INTERNAL) fputs("trcrpt: out of memory\n", stderr);
            trc_progset_free(set);
        } else {
            trc_progset_dump(stdout, set);
            if (fflush(stdout) != 0) status = TRC_EXIT_OUTPUT;
            trc_progset_free(set);
        }
    }
    trc_tset_free(&t);
    return status;
}

/* The checks of -r and --output (docs/ref/report.md §1.1, §4.2) before anything is read:
 * 0 or 2 (usage: -r with a structured output). */
static int check_output(const settings *s)
{
    if (s->rep.raw && s->rep.output != TRC_OUTPUT_TEXT) {
        fputs("trcrpt: -r cannot be combined with --output\n", stderr);
        return TRC_EXIT_USAGE;
    }
    /* --partition (docs/report.md, Partitioned output): json, into --output-dir only */
    const char *why = NULL;
    if (s->rep.part_nkeys && !s->rep.part_dir) why = "--partition needs --output-dir=DIR";
    else if (s->rep.part_dir && !s->rep.part_nkeys) why = "--output-dir goes with --partition=KEYS";
    else if (s->rep.part_nkeys && (s->rep.output != TRC_OUTPUT_JSON || s->rep.raw))
        why = "--partition writes --output=json only";
    else if (s->rep.part_nkeys && s->outfile) why = "--partition writes into --output-dir, not -o";
    if (why) {
        fprintf(stderr, "trcrpt: %s\n", why);
        return TRC_EXIT_USAGE;
    }
    return TRC_EXIT_OK;
}

/* Open -o FILE into *out (else *out stays standard output) once the inputs and the
 * templates are ready, so that a run failing before it leaves an existing FILE as it
 * was: 0, 2 (usage: -r to a terminal) or 5 (cannot create FILE). */
static int open_output(const settings *s, FILE **out)
{
    if (s->outfile && strcmp(s->outfile, "-") != 0) {
        FILE *f = fopen(s->outfile, s->rep.raw || s->rep.output == TRC_OUTPUT_PERFETTO ? "wb" : "w");
        if (!f) {
            fprintf(stderr, "trcrpt: %s: %s\n", s->outfile, strerror(errno));
            return TRC_EXIT_OUTPUT;
        }
        *out = f;
    }
    if (s->rep.raw && isatty(fileno(*out))) {
        fputs("trcrpt: refusing to write binary output (-r) to a terminal\n", stderr);
        return TRC_EXIT_USAGE;
    }
    if (s->rep.output == TRC_OUTPUT_PERFETTO && isatty(fileno(*out))) {
        fputs("trcrpt: refusing to write binary output (--output=perfetto) to a terminal\n", stderr);
        return TRC_EXIT_USAGE;
    }
    /* the report gathers its output in blocks of 256 KiB itself (docs/report.md): the
     * stream's buffer only split each block's write(2) in two */
    setvbuf(*out, NULL, _IONBF, 0);
    return TRC_EXIT_OK;
}

/* Close the -o file; a failure turns a 0 status into 5. */
static int close_output(const settings *s, FILE *out, int status)
{
    if (out == stdout) return status;
    if (fclose(out) != 0 && status == TRC_EXIT_OK) {
        fprintf(stderr, "trcrpt: %s: %s\n", s->outfile, strerror(errno));
        status = TRC_EXIT_OUTPUT;
    }
    return status;
}

/* The --stats options (docs/report.md, "--stats") before anything is read: they fit
 * together (0 or 2), and the run's report options point at them. */
static int check_stats(settings *s)
{
    trc_stats_opts *so = &s->stats;
    const char *lone = so->nspans ? "--span" : so->by ? "--stats-by" : so->interval_ns ? "--stats-interval" : NULL;
    if (s->stats_merge && !so->tables) so->tables = TRC_STATS_DEFAULT;
    if (lone && !so->tables) {
        fprintf(stderr, "trcrpt: %s needs --stats\n", lone);
        return TRC_EXIT_USAGE;
    }
    if (!so->tables) return TRC_EXIT_OK;
    const char *bad = s->rep.raw ? "-r" : s->rep.output == TRC_OUTPUT_CHROME ? "--output=chrome"
                    : s->rep.part_dir ? "--partition" : NULL;
    if (s->stats_merge && !bad) bad = so->nspans ? "--span" : so->by ? "--stats-by" : so->interval_ns ? "--stats-interval" : NULL;
    if (bad) {
        fprintf(stderr, "trcrpt: %s cannot be combined with %s\n", s->stats_merge ? "--stats-merge" : "--stats", bad);
        return TRC_EXIT_USAGE;
    }
    so->maxgroups = s->rep.statsgroups;
    so->output = s->rep.output;
    so->header = s->rep.header;
    s->rep.stats = so;
    return TRC_EXIT_OK;
}

/* --stats-merge: the inputs are stats JSON (docs/ref/report.md §5.5); returns the exit
 * status. */
static int run_stats_merge(const settings *s, char *const *inputs, int ninputs)
{
    static char *const deflt[] = { "-" };
    if (ninputs == 0) { inputs = deflt; ninputs = 1; }
    FILE *out = stdout;
    int st = open_output(s, &out);
    if (st != TRC_EXIT_OK) return st;
    st = trc_stats_merge_run(&s->stats, inputs, (unsigned)ninputs, out, stderr, "trcrpt: ");
    return close_output(s, out, st);
}

/* The input of a report given none. */
#define DEFAULT_INPUT "trcfile"

/* --jobs=auto, the default (docs/report.md, "--jobs"): the online CPUs (1-1024), but one
 * job for a single regular file under AUTO_SERIAL bytes (TRCFMT_JOBS_AUTO_MIN=BYTES for
 * tests), where the threads' buffers, touched for the first time, cost more than the
 * threads save.  No input is the default one, as run_report takes it. */
enum { AUTO_SERIAL = 48 << 20 };
static int auto_jobs(char *const *inputs, int ninputs)
{
    long v = sysconf(_SC_NPROCESSORS_ONLN);
    v = v < 1 ? 1 : v > 1024 ? 1024 : v;
    unsigned long long min = AUTO_SERIAL;
    const char *e = getenv("TRCFMT_JOBS_AUTO_MIN");
    if (e && *e) min = strtoull(e, NULL, 10);
    const char *in = ninputs == 0 ? DEFAULT_INPUT : ninputs == 1 ? inputs[0] : NULL;
    struct stat st;
    if (v > 1 && in && strcmp(in, "-") != 0 && stat(in, &st) == 0 &&
        S_ISREG(st.st_mode) && (unsigned long long)st.st_size < min)
        v = 1;
    return (int)v;
}

/* Load the set of a report over the inputs (docs/templates.md): the built-in layer, the
 * LTT templates generated from each LTT input, the shipped file of every foreign format
 * among the inputs (also of trclogs converted from one; only without -t), the default set
 * (no -t), the embedded set of input `emb` (-1: none), then the -t sources, each layer
 * replacing the ones below.  Returns the exit status. */
static int load_report_set(trc_tset *t, const settings *s, char *const *inputs, trc_source **srcs,
                           trc_input_format *fmts, int ninputs, int emb)
{
    trc_tset_init(t, stderr, diag_color(s->color), "trcrpt: ");
    int status = trc_tset_add_builtin(t);
    for (int i = 0; i < ninputs && status == TRC_EXIT_OK; i++) {
        if (fmts[i] != TRC_IN_LTT) continue;
        trc_buf b;
        trc_buf_init(&b);
        if (trc_ltt_templates(srcs[i], &b) != 0 || b.failed) { trc_buf_free(&b); status = TRC_EXIT_INTERNAL; break; }
        char name[600];
        snprintf(name, sizeof name, "<generated from %s/eventdefs>", inputs[i]);
        status = trc_tset_add_text(t, name, b.data ? b.data : calloc(1, 1), b.len);
    }
    char path[4096];
    for (int i = 0; !s->ntemplates && i < (ninputs ? ninputs : 1) && status == TRC_EXIT_OK; i++) {
        trc_input_format f = ninputs ? trc_tmplset_origin(fmts[i], srcs[i] ? &srcs[i]->info : NULL) : s->in.format;
        const char *name = trc_tmplset_shipped(f);
        int seen = 0;
        for (int j = 0; j < i; j++) seen |= trc_tmplset_origin(fmts[j], &srcs[j]->info) == f;
        struct stat st;
        if (name && !seen && emb >= 0 && stat(trc_tmplset_datafile(name, path, sizeof path), &st) != 0 && errno == ENOENT) {
            /* a converted trace that carries its set needs no shipped file either */
            if (s->rep.verbose) fprintf(stderr, "trcrpt: no shipped template file (%s does not exist)\n", path);
        } else if (name && !seen) {
            status = trc_tset_add_source(t, trc_tmplset_datafile(name, path, sizeof path));
        }
    }
    if (status == TRC_EXIT_OK && !s->ntemplates) {
        /* no master file installed: an input that carries its set needs none */
        if (emb >= 0 && trc_tmplset_default_missing()) {
            if (s->rep.verbose)
                fprintf(stderr, "trcrpt: no default template set (%s does not exist)\n", trc_tmplset_master(path, sizeof path));
        } else {
            status = trc_tmplset_add_default(t);
        }
    }
    if (status == TRC_EXIT_OK && emb >= 0 && trc_tmplset_add_embedded(t, &srcs[emb]->info, inputs[emb]) == -2)
        status = TRC_EXIT_INTERNAL;
    if (status == TRC_EXIT_OK && s->ntemplates) status = add_sources(t, s);
    for (unsigned i = 0; s->rep.verbose && i < t->nfiles; i++) {   /* -v: template sources */
        const char *p = t->files[i].diag.path;
        if (p[0] != '<') fprintf(stderr, "trcrpt: opened %s\n", p);
        else if (strncmp(p, "<embedded in ", 13) == 0)
            fprintf(stderr, "trcrpt: using the template set %s (%u template%s)\n", p, t->files[i].ast->nstanzas,
                    t->files[i].ast->nstanzas == 1 ? "" : "s");
    }
    return status;
}

/* The embedded set input i is formatted with: i itself when it has a usable one (and -O
 * embedded is on), else -1.  A damaged set gives its warning once, here. */
static int embedded_of(const settings *s, trc_source *const *srcs, char *const *inputs, int i)
{
    if (!s->rep.embedded || !srcs[i]) return -1;
    const trc_loginfo *in = &srcs[i]->info;
    if (in->tmpl_state == -1) {
        fprintf(stderr, "trcrpt: warning: %s: %s; not used\n", strcmp(inputs[i], "-") ? inputs[i] : "<stdin>", in->tmpl_why);
        return -1;
    }
    return in->tmpl_state == 1 ? i : -1;
}

/* Compile a checked set and attach the --where code: the set, or NULL (*status set). */
static trc_progset *compile_set(const settings *s, trc_tset *t, int *status)
{
    trc_progset *set = trc_tset_compile(t);
    if (!set) { fputs("trcrpt: out of memory\n", stderr); *status = TRC_EXIT_INTERNAL; return NULL; }
    if ((*status = trc_where_attach(set, s->where, s->nwhere, "trcrpt: ", stderr,
                                    trc_color_wanted(s->color, stderr))) != 0) {
        if (*status == TRC_EXIT_INTERNAL) fputs("trcrpt: out of memory\n", stderr);
        trc_progset_free(set);
        return NULL;
    }
    return set;
}

/* --embed-templates: the text of the set of the user's files of t (report/out.h). */
static long embed_text(void *ctx, const uint8_t *used, trc_buf *out)
{
    const trc_tset *t = ctx;
    unsigned n;
    trc_ast_file *const *u = user_asts(t, &n);
    return trc_embed_text(out, u, n, used, NULL);
}

/* Open the inputs, load the template set for them (docs/ref/report.md §1, docs/ref/foreign.md §1.4) and
 * format the report, or print the set (--dump-templates); returns the exit status. */
/* --range=START:END (decimal or 0x hex; END empty: UINT64_MAX): 0, or -1 when malformed
 * or START >= END. */
static int parse_range(const char *arg, uint64_t *start, uint64_t *end)
{
    char *p;
    if (!isdigit((unsigned char)*arg)) return -1;
    errno = 0;
    *start = strtoull(arg, &p, 0);
    if (errno || *p != ':') return -1;
    const char *e = p + 1;
    *end = UINT64_MAX;
    if (*e) {
        if (!isdigit((unsigned char)*e)) return -1;
        *end = strtoull(e, &p, 0);
        if (errno || *p) return -1;
    }
    return *start < *end ? 0 : -1;
}

/* --range's conditions on the inputs and output (docs/report.md, Ranges); prints the
 * reason and returns TRC_EXIT_USAGE when they fail, else TRC_EXIT_OK. */
static int range_check(const settings *s, char *const *inputs, int ninputs, trc_source *const *srcs)
{
    struct stat st;
    const char *why = NULL;
    if (ninputs != 1) why = "takes exactly one input";
    else if (!trc_trclog_header(srcs[0]))
        why = "splits trclog files only (convert a foreign trace with -r first)";
    else if (strcmp(inputs[0], "-") == 0 || stat(inputs[0], &st) != 0 || !S_ISREG(st.st_mode))
        why = "splits regular files only, not pipes";
    else if (s->rep.raw || s->rep.output == TRC_OUTPUT_CHROME || s->rep.output == TRC_OUTPUT_PERFETTO)
        why = "writes text, json or csv (a -r, chrome or perfetto output cannot be concatenated)";
    if (!why) return TRC_EXIT_OK;
    fprintf(stderr, "trcrpt: --range %s\n", why);
    return TRC_EXIT_USAGE;
}

static int run_report(const settings *s, char *const *inputs, int ninputs)
{
    static char *const deflt[] = { DEFAULT_INPUT };
    if (ninputs == 0 && !s->dump_templates) { inputs = deflt; ninputs = 1; }
    trc_source **srcs = calloc((size_t)ninputs + 1, sizeof *srcs);
    trc_input_format *fmts = calloc((size_t)ninputs + 1, sizeof *fmts);
    int *group = calloc((size_t)ninputs + 1, sizeof *group);   /* input -> its embedded set's input */
    int status = srcs && fmts && group ? TRC_EXIT_OK : TRC_EXIT_INTERNAL;
    for (int i = 0; i < ninputs && status == TRC_EXIT_OK; i++) {
        char err[512];
        if (strcmp(inputs[i], "-") == 0) trc_hint_stdin_tty(stderr);
        srcs[i] = trc_input_open(inputs[i], &s->in, &fmts[i], err, sizeof err);
        if (srcs[i] && s->rep.verbose) fprintf(stderr, "trcrpt: opened %s\n", inputs[i]);
        if (!srcs[i]) {
            fprintf(stderr, "trcrpt: %s\n", err);
            if (inputs == deflt) trc_hint_default_input(stderr);
            if (inputs == deflt && !s->rep.header) trc_hint_no_header(stderr);
            status = TRC_EXIT_INPUT;
        }
    }
    /* group the inputs by embedded set (docs/templates.md "Embedded sets"): inputs with the
     * same text share a set; each other text (or none) makes a set of its own */
    int ngroups = 0, first_group = -2;
    for (int i = 0; i < ninputs && status == TRC_EXIT_OK; i++) {
        int e = embedded_of(s, srcs, inputs, i), g = e;
        for (int j = 0; j < i && e >= 0 && g == e; j++) {
            const trc_loginfo *a = &srcs[i]->info, *b = &srcs[j]->info;
            if (group[j] == j && a->tmpl_len == b->tmpl_len && memcmp(a->tmpl_text, b->tmpl_text, a->tmpl_len) == 0)
                g = j;
        }
        group[i] = g;
        int seen = 0;
        for (int j = 0; j < i; j++) seen |= group[j] == g;
        if (!seen) { ngroups++; if (first_group == -2) first_group = g; }
    }
    if (ninputs == 0 || first_group == -2) first_group = -1;
    /* -r: the set to embed; converting a foreign trace embeds its templates unless
     * --embed-templates=none (docs/templates.md "Embedded sets") */
    int embed = s->embed == 3 ? 0 : s->embed;
    for (int i = 0; !s->embed && s->rep.raw && i < ninputs && status == TRC_EXIT_OK; i++)
        if (fmts[i] == TRC_IN_SHARK || fmts[i] == TRC_IN_QNX || fmts[i] == TRC_IN_LTT) embed = 1;
    if (status == TRC_EXIT_OK && ngroups > 1 && embed) {
        fputs("trcrpt: -r --embed-templates: the inputs carry different embedded template sets; "
              "one log holds one set\n", stderr);
        status = TRC_EXIT_USAGE;
    }
    if (status == TRC_EXIT_OK && ngroups > 1 && ngroups > 64) {
        fputs("trcrpt: more than 64 different embedded template sets\n", stderr);
        status = TRC_EXIT_USAGE;
    }
    if (ninputs == 0 && fmts) fmts[0] = s->in.format;   /* --dump-templates without input */
    trc_tset t;
    if (status == TRC_EXIT_OK) status = load_report_set(&t, s, inputs, srcs, fmts, ninputs, first_group);
    else trc_tset_init(&t, stderr, 0, "trcrpt: ");
    if (status == TRC_EXIT_OK) status = trc_tset_check(&t, s->rep.verbose, 0);
    if (status == TRC_EXIT_OK && s->dump_templates) {
        unsigned n;
        trc_ast_file *const *u = user_asts(&t, &n);
        if (trc_tmplset_dump(stdout, u, n) != 0 || fflush(stdout) != 0) status = TRC_EXIT_OUTPUT;
    }
    trc_symtab syms = { 0 };
    trc_report_opts ro = s->rep;
    if (status == TRC_EXIT_OK && s->symbols) {
        char err[512];
        if (trc_symtab_load(&syms, s->symbols, err, sizeof err)) {
            fprintf(stderr, "trcrpt: %s\n", err);
            status = TRC_EXIT_INPUT;
        }
        else if (s->rep.verbose) fprintf(stderr, "trcrpt: opened %s\n", s->symbols);
        ro.syms = &syms;
    }
    if (status == TRC_EXIT_OK && s->rep.range) {
        status = range_check(s, inputs, ninputs, srcs);
    }
    /* the other groups' sets (-m over inputs whose embedded sets differ) */
    trc_tset *gt = ngroups > 1 ? calloc((size_t)ninputs + 1, sizeof *gt) : NULL;
    trc_progset **gsets = ngroups > 1 ? calloc((size_t)ninputs + 1, sizeof *gsets) : NULL;
    const trc_progset **isets = ngroups > 1 ? calloc((size_t)ninputs, sizeof *isets) : NULL;
    if (ngroups > 1 && (!gt || !gsets || !isets) && status == TRC_EXIT_OK) status = TRC_EXIT_INTERNAL;
    trc_progset *set = NULL;
    if (status == TRC_EXIT_OK && !s->dump_templates) set = compile_set(s, &t, &status);
    for (int i = 0; ngroups > 1 && i < ninputs && status == TRC_EXIT_OK; i++) {
        int g = group[i], k = g >= 0 ? g : ninputs;   /* the no-set group: the extra slot */
        if (g == first_group) { isets[i] = set; continue; }
        if (!gsets[k]) {
            trc_tset *gs = &gt[k];
            status = load_report_set(gs, s, inputs, srcs, fmts, ninputs, g);
            if (status == TRC_EXIT_OK) status = trc_tset_check(gs, 0, 0);
            if (status == TRC_EXIT_OK) gsets[k] = compile_set(s, gs, &status);
        }
        isets[i] = gsets[k];
    }
    ro.input_sets = isets;
    trc_rawembed emb = { embed == 1, embed_text, &t };
    if (embed) ro.embed = &emb;
    if (status == TRC_EXIT_OK && set) {
        if ((status = open_output(s, &ro.out)) == TRC_EXIT_OK) {
            ro.color = trc_color_wanted(s->color, ro.out);
            ro.color_err = trc_color_wanted(s->color, ro.err);
            status = trc_report_run(&ro, set, srcs, (unsigned)ninputs);
            status = close_output(s, ro.out, status);
        } else if (ro.out != stdout) {
            fclose(ro.out);
        }
    }
    trc_progset_free(set);
    for (int i = 0; gt && i <= ninputs; i++) {
        trc_progset_free(gsets[i]);
        if (gt[i].files || gt[i].srcs) trc_tset_free(&gt[i]);
    }
    free(gt);
    free(gsets);
    free(isets);
    for (int i = 0; srcs && i < ninputs; i++) if (srcs[i]) srcs[i]->close(srcs[i]);
    free(srcs);
    free(fmts);
    free(group);
    trc_symtab_free(&syms);
    trc_tset_free(&t);
    return status;
}

/* -c LOG...: check the set each input is formatted with (its embedded set among the
 * layers), one summary line per source; returns the exit status. */
static int run_check_inputs(const settings *s, char *const *inputs, int ninputs)
{
    trc_source **srcs = calloc((size_t)ninputs, sizeof *srcs);
    trc_input_format *fmts = calloc((size_t)ninputs, sizeof *fmts);
    int status = srcs && fmts ? TRC_EXIT_OK : TRC_EXIT_INTERNAL;
    for (int i = 0; i < ninputs && status == TRC_EXIT_OK; i++) {
        char err[512];
        srcs[i] = trc_input_open(inputs[i], &s->in, &fmts[i], err, sizeof err);
        if (!srcs[i]) { fprintf(stderr, "trcrpt: %s\n", err); status = TRC_EXIT_INPUT; }
    }
    for (int i = 0; i < ninputs && status == TRC_EXIT_OK; i++) {
        trc_tset t;
        if (ninputs > 1) fprintf(stderr, "trcrpt: %s:\n", inputs[i]);
        status = load_report_set(&t, s, inputs + i, srcs + i, fmts + i, 1, embedded_of(s, srcs + i, inputs + i, 0));
        if (status == TRC_EXIT_OK) status = trc_tset_check(&t, 1, 0);
        trc_tset_summary(&t, stderr);
        trc_tset_free(&t);
    }
    for (int i = 0; srcs && i < ninputs; i++) if (srcs[i]) srcs[i]->close(srcs[i]);
    free(srcs);
    free(fmts);
    return status;
}

/* -c (check the set, one summary line per source) or --dump-ast (the user's files);
 * returns the exit status. */
static int run_templates(const settings *s)
{
    trc_tset t;
    int status = load_set(&t, s);
    if (status == TRC_EXIT_OK && s->check) {
        status = trc_tset_check(&t, 1, 0);
        trc_tset_summary(&t, stderr);
    } else if (status == TRC_EXIT_OK && (status = trc_tset_flush(&t)) == TRC_EXIT_OK) {
        for (unsigned i = t.nfiles - trc_tset_user_files(&t); i < t.nfiles; i++)
            trc_ast_dump(stdout, t.files[i].ast);
        if (fflush(stdout) != 0) status = TRC_EXIT_OUTPUT;
    }
    trc_tset_free(&t);
    return status;
}

/* -j: list the template set (docs/ref/report.md §1.1): -t FILE, else the master file plus the
 * shipped file of an explicit -F format.  Returns 0, 3 (templates), 5 or 6. */
static int run_list(const settings *s)
{
    trc_tset t;
    int status = load_set(&t, s);
    if (status == TRC_EXIT_OK) status = trc_tset_check(&t, 0, 0);
    if (status == TRC_EXIT_OK) {
        trc_progset *set = trc_tset_compile(&t);
        trc_buf b;
        trc_buf_init(&b);
        if (set) trc_out_list_templates(&b, set, s->rep.verbose ? &t : NULL);
        if (!set || b.failed) { fputs("trcrpt: out of memory\n", stderr); status = TRC_EXIT_INTERNAL; }
        else if ((b.len && fwrite(b.data, 1, b.len, stdout) != b.len) || fflush(stdout) != 0) {
            if (errno != EPIPE) { fputs("trcrpt: cannot write the listing\n", stderr); status = TRC_EXIT_OUTPUT; }
        }
        trc_buf_free(&b);
        trc_progset_free(set);
    }
    trc_tset_free(&t);
    return status;
}

int main(int argc, char **argv)
{
    struct option longopts[NOPTS + 1];
    char shortopts[2 * NOPTS + 2];
    size_t ns = 0;
    shortopts[ns++] = ':';
    for (unsigned i = 0; i < NOPTS; i++) {
        longopts[i].name = opts[i].name;
        longopts[i].has_arg = opts[i].has_arg;
        longopts[i].flag = NULL;
        longopts[i].val = opts[i].id;
        if (opts[i].id < 256) {
            shortopts[ns++] = (char)opts[i].id;
            if (opts[i].has_arg == required_argument) shortopts[ns++] = ':';
        }
    }
    shortopts[ns] = '\0';
    memset(&longopts[NOPTS], 0, sizeof longopts[NOPTS]);

    signal(SIGPIPE, SIG_IGN);   /* a closed stdout is EPIPE: exit 0 (docs/ref/report.md §8) */
    trc_exit_on_sigbus("trcrpt: an input file was truncated while it was read\n");
    settings s;
    memset(&s, 0, sizeof s);
    s.color = -1;
    trc_report_opts_init(&s.rep);
    s.rep.prog = "trcrpt: ";    /* the report library's messages and summary lines */
    const char *where_v[argc + 1];   /* --where predicates: at most one per argument */
    s.where = where_v;
    const char *tmpl_v[argc + 1];    /* -t sources: at most one per argument */
    s.templates = tmpl_v;
    trc_select sel;             /* -C -d -k -p -T -s -e (report/select.h) */
    trc_select_init(&sel);
    s.rep.sel = &sel;
    trc_input_opts_init(&s.in);
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        case OPT_CHECK: s.check = 1; break;
        case OPT_TEMPLATES: s.templates[s.ntemplates++] = optarg; break;
        case OPT_DUMP_AST: s.dump_ast = 1; break;
        case OPT_DUMP_CODE: s.dump_code = 1; break;
        case OPT_DUMP_TEMPLATES: s.dump_templates = 1; break;
        case OPT_NO_HEADER: s.rep.header = 0; break;
        case OPT_QUIET: s.rep.quiet = 1; break;
        case OPT_EMBED:
            if (!optarg || strcmp(optarg, "used") == 0) s.embed = 1;
            else if (strcmp(optarg, "all") == 0) s.embed = 2;
            else if (strcmp(optarg, "none") == 0) s.embed = 3;
            else return bad_usage("invalid --embed-templates value:", optarg);
            break;
        case OPT_EXTRACT: s.extract = optarg; break;
        case OPT_AGAINST: s.against = optarg; break;
        case OPT_NO_FUSE: s.rep.no_fuse = 1; break;
        case OPT_EXEC_SVC: s.rep.exec = s.rep.svc = 1; break;
        case OPT_FORMAT:
            if (trc_input_format_parse(optarg, &s.in.format)) return bad_usage("invalid -F value:", optarg);
            break;
        case OPT_BYTEORDER:
            if (strcmp(optarg, "big") == 0) s.in.bo = TRC_BO_BIG;
            else if (strcmp(optarg, "little") == 0) s.in.bo = TRC_BO_LITTLE;
            else return bad_usage("invalid --byteorder value:", optarg);
            break;
        case OPT_TIMEBASE: {
            unsigned long long num, den;
            char extra;
            if (sscanf(optarg, "%llu/%llu%c", &num, &den, &extra) != 2 || num == 0 || den == 0)
                return bad_usage("invalid --timebase value:", optarg);
            s.in.tb_num = num;
            s.in.tb_den = den;
            break;
        }
        case OPT_SHARK_CLK: {
            char *end;
            unsigned long long v = strtoull(optarg, &end, 10);
            if (!*optarg || *end || v == 0) return bad_usage("invalid --shark-clk-per-msec value:", optarg);
            s.in.shark_clk = v;
            break;
        }
        case OPT_NO_SORT: s.in.no_sort = 1; break;
        case OPT_SYMBOLS: s.symbols = optarg; break;
        case OPT_LTT_USEC: s.in.ltt_unit = 1; break;
        case OPT_LTT_NSEC: s.in.ltt_unit = 2; break;
        case OPT_STRICT: s.rep.strict = 1; break;
        case OPT_CPU: case OPT_HOOKS: case OPT_EXCLUDE: case OPT_PID: case OPT_TID: {
            int r = c == OPT_CPU ? trc_select_cpus(&sel, optarg)
                  : c == OPT_PID ? trc_select_pids(&sel, optarg)
                  : c == OPT_TID ? trc_select_tids(&sel, optarg)
                  : trc_select_hooks(&sel, optarg, c == OPT_EXCLUDE);
            if (r == -2) { fputs("trcrpt: out of memory\n", stderr); trc_select_free(&sel); return TRC_EXIT_INTERNAL; }
            if (r) {
                char msg[32];
                snprintf(msg, sizeof msg, "invalid -%c list:", c);
                trc_select_free(&sel);
                if (c == OPT_HOOKS || c == OPT_EXCLUDE) {   /* say what a hook ID is */
                    fprintf(stderr, "trcrpt: %s %s (a hook ID is 3 to 5 hex digits, e.g. 010 or 2F1A0; "
                            "ranges ID-ID)\n", msg, optarg);
                    return bad_usage(NULL, NULL);
                }
                return bad_usage(msg, optarg);
            }
            break;
        }
        case OPT_START: case OPT_END: {
            int64_t ns;
            if (trc_date_parse(optarg, &ns)) {
                trc_select_free(&sel);
                return bad_usage(c == OPT_START ? "invalid -s date:" : "invalid -e date:", optarg);
            }
            if (c == OPT_START) { sel.has_wall_start = 1; sel.wall_start = ns; }
            else { sel.has_wall_end = 1; sel.wall_end = ns; }
            break;
        }
        case OPT_MERGE: s.rep.merge = 1; break;
        case OPT_VERBOSE: s.rep.verbose = 1; break;
        case OPT_PROGRESS: s.rep.progress = 1; break;
        case OPT_NO_PROGRESS: s.rep.progress = 0; break;
        case OPT_WHERE: s.where[s.nwhere++] = optarg; break;
        case OPT_RANGE: {
            if (parse_range(optarg, &s.rep.range_start, &s.rep.range_end) != 0) {
                trc_select_free(&sel);
                return bad_usage("invalid --range (START:END, bytes, START < END):", optarg);
            }
            s.rep.range = 1;
            break;
        }
        case OPT_PARTITION:
            if (trc_part_keys_parse(optarg, s.rep.part_keys, &s.rep.part_nkeys) != 0) {
                trc_select_free(&sel);
                return bad_usage("invalid --partition (a list of hook, cpu, pid, date, hour, host):", optarg);
            }
            break;
        case OPT_OUTPUT_DIR: s.rep.part_dir = optarg; break;
        case OPT_PART_NUMBER: {
            char *end;
            long v = strtol(optarg, &end, 10);
            if (!*optarg || *end || v < 0 || v > 99999) {
                trc_select_free(&sel);
                return bad_usage("invalid --part-number (0-99999):", optarg);
            }
            s.rep.part_number = (unsigned)v;
            break;
        }
        case OPT_JOBS: {
            char *end;
            long v = strtol(optarg, &end, 10);
            int isauto = strcmp(optarg, "auto") == 0;   /* 0: decided by auto_jobs */
            if (!isauto && (!*optarg || *end || v < 1 || v > 1024)) {
                trc_select_free(&sel);
                return bad_usage("invalid --jobs value:", optarg);
            }
            s.rep.jobs = isauto ? 0 : (int)v;
            break;
        }
        case OPT_OPTIONS: {
            char *copy = strdup(optarg), *save = NULL;
            if (!copy) return TRC_EXIT_INTERNAL;
            for (char *it = strtok_r(copy, ",", &save); it; it = strtok_r(NULL, ",", &save)) {
                if (strcmp(it, "help") == 0) {   /* docs/ref/report.md §1.3: print the table, exit 0 */
                    fputs(o_help, stdout);
                    free(copy);
                    trc_select_free(&sel);
                    return fflush(stdout) == 0 ? TRC_EXIT_OK : TRC_EXIT_OUTPUT;
                }
                if (trc_report_opt(&s.rep, it) != 0) {
                    int st = bad_usage("invalid -O option:", it);
                    free(copy);
                    return st;
                }
            }
            free(copy);
            break;
        }
        case OPT_COLOR:
            if (strcmp(optarg, "auto") == 0) s.color = -1;
            else if (strcmp(optarg, "always") == 0) s.color = 1;
            else if (strcmp(optarg, "never") == 0) s.color = 0;
            else return bad_usage("invalid --color value:", optarg);
            break;
        case OPT_LIST: s.list = 1; break;
        case OPT_RAW: s.rep.raw = 1; break;
        case OPT_OUTFILE: s.outfile = optarg; break;
        case OPT_OUTPUT: {
            trc_output k;
            if (trc_output_parse(optarg, &k)) { trc_select_free(&sel); return bad_usage("invalid --output value:", optarg); }
            s.rep.output = (int)k;
            break;
        }
        case OPT_STATS:
            if (trc_stats_tables_parse(optarg, &s.stats.tables)) {
                trc_select_free(&sel);
                return bad_usage("invalid --stats tables (hooks, procs, spans, hist):", optarg);
            }
            break;
        case OPT_SPAN: {
            char err[300];
            trc_stats_span *sp = realloc(s.stats.spans, (s.stats.nspans + 1) * sizeof *sp);
            if (!sp) return TRC_EXIT_INTERNAL;
            s.stats.spans = sp;
            if (trc_stats_span_parse(optarg, &sp[s.stats.nspans], err, sizeof err)) {
                trc_select_free(&sel);
                trc_stats_opts_free(&s.stats);
                return bad_usage(err, NULL);
            }
            s.stats.nspans++;
            break;
        }
        case OPT_STATS_BY: s.stats.by = optarg; break;
        case OPT_STATS_INTERVAL:
            if (trc_report_seconds(optarg, &s.stats.interval_ns) || s.stats.interval_ns <= 0) {
                trc_select_free(&sel);
                return bad_usage("invalid --stats-interval value (seconds above 0):", optarg);
            }
            break;
        case OPT_STATS_MERGE: s.stats_merge = 1; break;
        case OPT_HELP: usage(stdout); return TRC_EXIT_OK;
        case OPT_VERSION: puts("trcrpt (trcfmt) " PACKAGE_VERSION); return TRC_EXIT_OK;
        case ':': return bad_usage("option requires an argument:", argv[optind - 1]);
        default: return bad_usage("unknown option:", argv[optind - 1]);
        }
    }
    const char *mode = s.check ? "-c" : s.dump_ast ? "--dump-ast" : s.dump_code ? "--dump-code" : s.list ? "-j" : NULL;
    if (mode ? trc_hint_template_mode(stderr, mode, s.templates, s.ntemplates, argv + optind, argc - optind)
             : s.in.format == TRC_IN_AUTO && trc_hint_template_inputs(stderr, s.templates, s.ntemplates, argv + optind, argc - optind)) {
        trc_select_free(&sel);
        return bad_usage(NULL, NULL);
    }
    if (s.embed && !s.rep.raw) { trc_select_free(&sel); return bad_usage("--embed-templates needs -r", NULL); }
    if (s.against && !s.check) { trc_select_free(&sel); return bad_usage("--against needs -c", NULL); }
    if (s.extract) {
        trc_select_free(&sel);
        if (argc - optind != 1) return bad_usage("--extract-templates takes one input LOG", NULL);
        return trc_rpt_extract(s.extract, argv[optind], &s.in, diag_color(s.color));
    }
    if (s.against) {
        trc_tset t;
        int st = load_set(&t, &s);
        if (st == TRC_EXIT_OK) st = trc_tset_check(&t, 1, 0);
        if (st == TRC_EXIT_OK) {
            unsigned n;
            trc_ast_file *const *u = user_asts(&t, &n);
            st = trc_rpt_against(s.against, &s.in, &t, u, n);
        }
        trc_tset_summary(&t, stderr);
        trc_tset_free(&t);
        trc_select_free(&sel);
        return st;
    }
    if (s.check && optind < argc) { trc_select_free(&sel); return run_check_inputs(&s, argv + optind, argc - optind); }
    if (s.check || s.dump_ast) return run_templates(&s);
    if (s.dump_code) return run_dump_code(&s);
    if (s.list) { trc_select_free(&sel); return run_list(&s); }
    int st = check_output(&s);
    if (st == TRC_EXIT_OK) st = check_stats(&s);
    if (s.rep.jobs == 0) s.rep.jobs = auto_jobs(argv + optind, argc - optind);
    if (st == TRC_EXIT_OK && s.stats_merge) st = run_stats_merge(&s, argv + optind, argc - optind);
    else if (st == TRC_EXIT_OK) st = run_report(&s, argv + optind, argc - optind);
    trc_select_free(&sel);
    trc_stats_opts_free(&s.stats);
    return st;
}
