/* report.h -- the text report (docs/ref/report.md §3) and the end-of-run summary (docs/ref/report.md §7):
 * pulls records from trc_source inputs, formats each with the VM (interp/vm.h) and lays
 * out fixed columns + event text (the run: report/driver.c; the record path and layout:
 * report/report.c; columns from one table in report/columns.h). */
#ifndef TRC_REPORT_H
#define TRC_REPORT_H
#include <stdint.h>
#include <stdio.h>
#include "interp/program.h"
#include "common/record.h"
#include "common/status.h"

/* Report options (docs/ref/report.md §1.3 `-O` and the long options used so far). */
typedef struct trc_report_opts {
    int header;         /* 1: print the header block (not -h) */
    int ids;            /* ids=on: ID column (default on) */
    int exec;           /* exec=on: PROCESS NAME column */
    int pid;            /* pid=on: PID column */
    int tid;            /* tid=on: TID column */
    int cpuid;          /* cpuid=on: CPU column */
    int svc;            /* svc=on: SVC column */
    int twoline;        /* 2line=on: fixed columns alone on the first line */
    int pagesize;       /* pagesize=N: column header again after every N lines (0 never) */
    int has_start;      /* starttime=S given */
    int has_end;        /* endtime=S given */
    int64_t start_ns;   /* starttime in ns: records with elapsed < start are filtered */
    int64_t end_ns;     /* endtime in ns: records with elapsed >= end are filtered */
    int timestamp;      /* 0..3 (§3.3) */
    int quiet;          /* --quiet: no summary */
    int strict;         /* --strict: TRC_ST_STRICT on short entries, faults or skipped bytes */
    const struct trc_symtab *syms; /* -n symbol file for $SVC names (NULL: none) */
    FILE *out;          /* the report (stdout) */
    FILE *err;          /* diagnostics and summary (stderr) */
    const char *prog;   /* program prefix of messages and summary lines ("trcrpt: "; the
                           default "" is no prefix) */
    const struct trc_select *sel; /* -C -d -k -p -T -s -e filters (report/select.h; NULL none) */
    int merge;          /* -m: merge the inputs by wall-clock time (report/feed.h) */
    int verbose;        /* -v: Source/Attribute header lines */
    int color;          /* colour fault markers and [unknown hook]: 1 on, 0 off (resolved) */
    int color_err;      /* colour the `warning` word of diagnostics: 1 on, 0 off (resolved) */
    int progress;       /* progress line: 1 --progress, 0 --no-progress, -1 auto (§6) */
    int jobs;           /* --jobs=N (accepted; the report is formatted serially) */
    int output;         /* --output: trc_output (report/out.h), 0 = text */
    int raw;            /* -r: copy the selected records as a trclog (report/out.h) */
    int no_fuse;        /* --no-fuse: interpret every template (docs/interpreter.md) */
    int range;          /* --range=START:END: one trclog input, only the records that begin
                           in [range_start, range_end) are reported (docs/report.md, Ranges) */
    uint64_t range_start; /* first byte offset of the range */
    uint64_t range_end;   /* first byte offset past it (UINT64_MAX: the end of the file) */
    const char *part_dir; /* --partition: the JSON Lines go to Hive-style partitions under it
                             (docs/report.md, Partitioned output); NULL: to out */
    unsigned part_keys[8];/* the partition keys (TRC_PK_*, report/out.h) in order */
    unsigned part_nkeys;  /* their count */
    unsigned part_number; /* --part-number: NNNNN of each partition's part-NNNNN.jsonl */
    const struct trc_stats_opts *stats; /* --stats (report/stats.h): tables instead of the
                                           listing; NULL (or no tables): the listing */
    uint32_t statsgroups; /* -O statsgroups=N: rows a --stats table holds before (other) */
    int order_file;     /* -O order=file: records in input order, not time order (report/order.h) */
    int embedded;       /* -O embedded=on|off: use the inputs' embedded template sets
                           (docs/templates.md "Embedded sets"; default on) */
    const trc_progset *const *input_sets; /* per input: the set to format it with when
                           the inputs' embedded sets differ (NULL: `set` for all) */
    const struct trc_rawembed *embed; /* -r --embed-templates (report/out.h; NULL: none) */
} trc_report_opts;

/* Default options: header on, ids on, timestamp 0, stdout/stderr. */
void trc_report_opts_init(trc_report_opts *o);
/* Apply one `-O` item ("name=value" or "name"); returns 0, or -1 when unknown/invalid. */
int trc_report_opt(trc_report_opts *o, const char *item);
/* Decimal seconds with an optional fraction ("1.5") to ns; returns 0 or -1. */
int trc_report_seconds(const char *v, int64_t *ns);
/* Format every record of the `n` sources with `set`; returns a trc_status: TRC_ST_OK,
 * TRC_ST_STRICT (strict and faults), TRC_ST_USAGE (-s/-e without a start time, -r to a
 * terminal), TRC_ST_INPUT, TRC_ST_OUTPUT or TRC_ST_NOMEM, each after its message. */
int trc_report_run(const trc_report_opts *o, const trc_progset *set, trc_source *const *srcs,
                   unsigned n);

#endif
