/* stats.h -- `trcrpt --stats` (docs/report.md, "--stats"; schema docs/ref/report.md §5.5):
 * summary tables instead of the event listing -- events per hook ID, per process and
 * thread, and spans (template phase('B')/phase('E') pairs and --span START,END pairs)
 * with exact count/total/min/max and percentiles from a log-linear histogram
 * (common/hdrhist.h) -- printed as text, JSON Lines or CSV, and the merge of such JSON
 * from several runs (--stats-merge).  Memory grows with the distinct rows (bounded by
 * -O statsgroups=N, past which rows go to `(other)`) and the open spans (bounded), never
 * with the number of events. */
#ifndef TRC_STATS_H
#define TRC_STATS_H
#include <stdint.h>
#include <stdio.h>
#include "common/buf.h"
#include "common/rangelist.h"
#include "common/status.h"
#include "report/out.h"

/* The tables of --stats=TABLES (bits). */
enum {
    TRC_STATS_HOOKS = 1,   /* per hook ID (and group) */
    TRC_STATS_PROCS = 2,   /* per pid and tid */
    TRC_STATS_SPANS = 4,   /* per span name and group */
    TRC_STATS_HIST = 8,    /* per span: its duration histogram */
    TRC_STATS_DEFAULT = TRC_STATS_HOOKS | TRC_STATS_PROCS | TRC_STATS_SPANS
};

/* Version of the stats JSON schema written and read (docs/ref/report.md §5.5). */
#define TRC_STATS_SCHEMA 1

/* One --span NAME=START,END[,KEY]. */
typedef struct trc_stats_span {
    char *name;            /* span name (malloc) */
    trc_rangelist start;   /* START hook IDs (canonical) */
    trc_rangelist end;     /* END hook IDs */
    char *key;             /* KEY: a --where key or a field name (malloc; "tid" by default) */
} trc_stats_span;

/* What --stats was asked for (built by the tool, read by the run). */
typedef struct trc_stats_opts {
    unsigned tables;          /* TRC_STATS_* bits (0: --stats not given) */
    trc_stats_span *spans;    /* --span definitions (malloc) */
    unsigned nspans;          /* their count */
    const char *by;           /* --stats-by=NAME, or NULL */
    uint32_t maxgroups;       /* -O statsgroups=N: rows a table may hold before (other) */
    int64_t interval_ns;      /* --stats-interval=S in ns (0: none) */
    int output;               /* trc_output: text, json or csv */
    int header;               /* 0 with -h: no CSV header rows */
} trc_stats_opts;

/* Parse a --stats=TABLES value (NULL: the default tables) into *bits; 0 or -1. */
int trc_stats_tables_parse(const char *s, unsigned *bits);
/* Parse `NAME=START,END[,KEY]` into d (zeroed first); 0, or -1 with a message in err. */
int trc_stats_span_parse(const char *s, trc_stats_span *d, char *err, size_t errlen);
/* Release the definitions of o (its spans array too). */
void trc_stats_opts_free(trc_stats_opts *o);
/* 1 when a name of o (--stats-by, a --span KEY) is no --where key: a field of the event,
 * so the VM must collect the fields. */
int trc_stats_needs_fields(const trc_stats_opts *o);

/* 1 when every name of o is a --where key read without the event's text (not a field,
 * `text` or `delta_ns`): the record need not be formatted by the VM. */
int trc_stats_keys_plain(const trc_stats_opts *o);

typedef struct trc_stats trc_stats;

/* A run's tables for o (not owned; must outlive them); `err`/`prog`: the (other)
 * warning.  NULL on out-of-memory. */
trc_stats *trc_stats_new(const trc_stats_opts *o, FILE *err, const char *prog);
/* Count one selected, formatted record.  0, or -1 when out of memory. */
int trc_stats_event(trc_stats *s, const trc_out_event *e);
/* --stats-interval: when e's time starts a new interval, append the tables so far (with
 * that boundary) to b first; 1 when it did, 0 when not, -1 when out of memory. */
int trc_stats_tick(trc_stats *s, int64_t elapsed, trc_buf *b);
/* `--range` (docs/report.md, Ranges): on = 1 while walking the records before the range:
 * their events open and close spans (so that an end in the range pairs with a start
 * before it, as in one run) but count nothing; on = 0 from the range's first record. */
void trc_stats_walk(trc_stats *s, int on);
/* `--range` that ends before the end of the file: the spans still open at the end are
 * not unmatched here (the range holding their end, or the last range, counts them). */
void trc_stats_open_end(trc_stats *s);
/* End of input: the spans still open count as unmatched starts (not after
 * trc_stats_open_end); then append the tables
 * to b.  0, or -1 when out of memory. */
int trc_stats_finish(trc_stats *s, trc_buf *b);
/* Read one stats JSON input (`name` for messages: "-" shown as <stdin>) into s, as if
 * this run had read its events (docs/ref/report.md §5.5).  TRC_ST_OK, TRC_ST_INPUT after
 * a `PROG NAME:LINE:COL: message` on err, or TRC_ST_NOMEM. */
int trc_stats_merge_file(trc_stats *s, FILE *in, const char *name);
/* trc_stats_merge_file over the bytes p[0..n) (the fuzz target's entry). */
int trc_stats_merge_mem(trc_stats *s, const char *p, size_t n, const char *name);
/* --stats-merge: read the stats JSON inputs[0..n) ("-": standard input) and write the
 * merged tables of o to out.  TRC_ST_OK, TRC_ST_INPUT, TRC_ST_OUTPUT or TRC_ST_NOMEM,
 * each after a message on err prefixed by prog. */
int trc_stats_merge_run(const trc_stats_opts *o, char *const *inputs, unsigned n, FILE *out, FILE *err,
                        const char *prog);
/* Free the tables (NULL allowed). */
void trc_stats_free(trc_stats *s);

#endif
