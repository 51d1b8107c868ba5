/* rep_state.h -- the state of one report run (or one --jobs worker): struct trc_rep,
 * shared by the record path (report/report.c), the context (repbase.c), the run
 * (driver.c), the --jobs workers (repwork.c), --range and --stats, and the column writers
 * of report/columns.h.  Internal to report/. */
#ifndef TRC_REP_STATE_H
#define TRC_REP_STATE_H
#include <stdint.h>
#include "common/buf.h"
#include "interp/vm.h"
#include "report/report.h"
#include "report/rep_int.h"
#include "interp/fuse.h"
#include "report/rptaux.h"
#include "report/select.h"
#include "report/where_env.h"
#include "report/out.h"
#include "report/cells.h"
#include "report/hookcount.h"

/* OUT_FLUSH: output bytes after which the report writes its buffer (256 KiB: a 10M-event
 * run makes 8,500 write(2) calls instead of 33,000 at 64 KiB, 40 ms less system time on
 * the bench machine; bench/README.md) */
enum { OUT_FLUSH = 1 << 18, LOSS_MAX = TRC_REP_LOSS_MAX, UNKNOWN_LIST = 10,
       FAST_BATCH = 1 << 20,  /* input bytes the fast lane takes in one call at most */
       FAST_BACKOFF = 64,     /* most records the long way between two tries of the lane */
       FAST_RUN_MIN = 16,     /* records a try must take to count as a hit */
       FAST_OUT = 1 << 20     /* output bytes a --jobs worker's lane call adds after which it
                                 fast lane returns (the worker then hands a part over) */ };

typedef trc_rep_loss loss_item;

#define FZ_TAIL 0x80000000u   /* rep.fz_need: the template has a tail */
#define FZ_TRAIL 0x40000000u  /* rep.fz_need: its text may end in a blank (trimmed) */

typedef trc_tailrec fast_tail;   /* a tail lane_run deferred (interp/fuse.h) */

/* Report state of one run (or of one --jobs worker: report/rep_int.h). */
struct trc_rep {
    const trc_report_opts *o;  /* options */
    const trc_progset *set;    /* templates */
    trc_vm *vm;                /* the interpreter */
    void *md;                  /* its pcre2 match data (the line form's regex cases) */
    trc_buf out;               /* output being built */
    const trc_loginfo *info;   /* header facts of the current input */
    const trc_record *rec;     /* the record being laid out */
    int64_t elapsed;           /* its elapsed ns */
    int64_t prev_printed;      /* elapsed ns of the previous printed record */
    int have_prev;             /* a record was printed before */
    uint64_t page_lines;       /* event lines since the last column header (pagesize) */
    unsigned blank_width;      /* width of the fixed columns (continuation lines) */
    const struct col_def *cols[8]; /* enabled columns in order */
    unsigned ncols;            /* count */
    /* summary counters */
    uint64_t events, printed, filtered, lost, unknown, skipped;
    int trunc;                 /* a 00C of a truncated input was counted, not yet told
                                  (trc_rep_tell_truncated) */
    uint64_t trunc_len;        /* its bytes skipped */
    uint64_t trunc_off;        /* their offset */
    uint64_t fast;             /* records the fast lane laid out (TRCFMT_FAST_DEBUG) */
    uint64_t lined;            /* of those, laid out by a line form (TRCFMT_FAST_DEBUG=2) */
    uint64_t compiled;         /* records the VM formatted with a compiled form (the same) */
    uint32_t fast_skip;        /* calls of trc_rep_fast to answer 0 at once (after misses) */
    size_t fast_lim;           /* a --jobs worker: output length at which the fast lane's
                                  current call returns (its length at the call + FAST_OUT) */
    uint32_t fast_backoff;     /* the next skip after a miss (doubles up to FAST_BACKOFF) */
    trc_hookcount unknown_by_hook; /* events per unknown hook ID (report/hookcount.h) */
    uint8_t *run_state;        /* per template: it changes run state (trc_purity_run_state),
                                  so it runs for filtered records; NULL: no filter */
    trc_rep_gposlist gposl;    /* templates positioning with G on 64-bit entries (serial run,
                                  or the --jobs writer's merge; docs/templates.md) */
    loss_item loss[LOSS_MAX];  /* first loss windows */
    unsigned nloss;            /* items stored */
    int loss_more;             /* more than LOSS_MAX windows */
    int write_error;           /* output failed (not EPIPE) */
    int epipe;                 /* reader went away: stop quietly */
    trc_outs *outs;            /* non-text output (-r, --output; report/out.h), NULL: text */
    struct trc_stats *stats;   /* --stats tables (report/stats.h), NULL: the listing */
    trc_whotrack who;          /* per-CPU $PID/$TID mirror for -p/-T (report/select.h) */
    trc_buf paint;             /* a text line with coloured markers (--color) */
    int paint_ev;              /* the current event has markers to colour */
    uint64_t xfaults[TRC_FK_COUNT_]; /* faults of events formatted by --jobs workers */
    uint64_t xforgot[TRC_FORGOT_COUNT_]; /* state-table entries the --jobs workers forgot
                                            (the most of a chunk's: every worker replays
                                            the internal records before its chunks) */
    ip_cache sec_cache;        /* ELAPSED_SEC cell by whole seconds (timestamp=0/1) */
    ip_cache delta_cache;      /* DELTA_MSEC cell by whole milliseconds */
    int cols_std;              /* the columns are the default ones: ID, ELAPSED_SEC (9
                                  decimals), DELTA_MSEC (put_cols_std) */
    uint32_t id_hook[64];      /* ID cell cache, direct-mapped by hook bits 4-9: hook + 1
                                  whose cell id_cell[k] holds (0: empty) */
    char id_cell[64][8];       /* the 7-byte ID cells (and one byte more) */
    unsigned who_first;        /* the PID, TID and CPU columns shown are r->cols[who_first
                                  .. who_last] (adjacent in table order; who_last <
                                  who_first: none) */
    unsigned who_last;
    struct who_cell {          /* their cells by (PID, TID, CPU), direct-mapped (put_who) */
        uint64_t tid;          /* the event's TID (0 when not known) */
        uint32_t pid;          /* its PID (0 when not known) */
        uint32_t cpu;          /* its CPU (0 when not known) */
        uint32_t known;        /* bits 0-2: PID, TID, CPU known; bit 3: in use */
        uint32_t len;          /* bytes of text */
        char text[48];         /* the cells (at most 12 + 22 + 7 bytes), copied whole */
    } who_cell[64];
    int cols_line;             /* default columns, no paging, no 2line: a one-line event is
                                  laid out in one step (put_event) */
    int cols_rec;              /* a fused template's line can be laid out from the record's
                                  envelope: no PROCESS NAME column when a fused template has
                                  a tail (tails), which the lane defers (setup_columns) */
    unsigned cols_env;         /* the envelope's values the columns need, which it may not
                                  know: 1 PID (PID, PROCESS NAME), 2 TID (TID, SVC), 4 CPU */
    int line_std;              /* plain text, columns of the record (cols_rec): fused
                                  templates write straight into the line */
    int lane_std;              /* and the default columns, no paging, 2line or selection:
                                  the default loop (put_line_fused's std) */
    uint32_t fz_hook[64];      /* fused-template cache, direct-mapped by hook bits 4-9: hook
                                  + 1 whose template fz_prog[k] is (0: empty) */
    const trc_prog *fz_prog[64]; /* that template when it is fused with a level, else NULL
                                  (and NULL for 006 and 00C, which the summary counts) */
    fast_tail *defer;          /* tails lane_run has deferred (in record order) */
    size_t ndefer;             /* count */
    size_t defer_cap;          /* allocated (one per record lane_run may take) */
    int tails;                 /* some fused template of the set has a tail */
    uint32_t fz_need[64];      /* the output bytes its line needs for the longest record
                                  (cells, indent, text), or 0: computed per record; with
                                  FZ_TAIL when its fused form has a tail (trc_fused.ltail) */
    uint8_t fz_indent[64];     /* its level's indent */
    uint8_t fz_gseen[64];      /* the slot's template (G on 64-bit entries) was counted once */
    uint32_t fz_gpend[64];     /* its further records, not yet in the list (trc_rep_gpos_flush) */
    char fz_id[64][8];         /* the hook's 7-byte ID cell (and one byte more) */
    int lane;                  /* plain, without --no-fuse: the fast lane takes plain
                                  trclog records in place (trc_rep_fast) */
    const trc_source *lane_src; /* the input the fast lane reads (rep_stats_lean) */
    int lane_nomem;            /* the fast lane's --stats count ran out of memory */
    uint64_t lane_events;      /* lane_run: r->events before its first record */
    uint64_t lane_printed;     /* lane_run: r->printed when $LINENO was last brought up to date */
    uint64_t lane_nvm;         /* lane_run: its records the VM formatted */
    int stats_lean;            /* --stats with no filter, window, --where or field name:
                                  records of fused templates are counted after their line
                                  form (rep_stats_lean), not the VM */
    int plain;                 /* no filter, time window, --where, colour, -p/-T, outputs,
                                  worker or progress diagnostics: trc_rep_record's short path */
    int sel_lane;              /* as plain but for -C, -d, -k, -s, -e, starttime or endtime
                                  (no -p, -T): the fast lane tests them (lane_select), the
                                  long path takes the other records */
    int paging;                /* pagesize > 0 with a header: page_break has work */
    const trc_select *sel;     /* -C -d -k -p -T -s -e filters (o->sel) */
    int sel_on;                /* any of them set: the selection tests run */
    int need_who;              /* -p/-T: the per-CPU pid/tid mirror is kept */
    trc_where_env wenv;        /* --where key values */
    trc_buf wtext;             /* --where text key */
    uint8_t *wmemo[16];        /* id-only before-formatting predicate: per 64K-id namespace,
                                  0 unknown, 1 keep, 2 reject */
    int wmemo_on;              /* that memo is used */
    trc_progress *prog;        /* progress line (serial run; NULL in workers) */
    int worker;                /* a --jobs worker: output stays in out (no flush), unknown
                                  hooks go to unk[], the first printed event is marked */
    int marking;               /* worker: the event being laid out is the chunk's first
                                  printed one (col_delta notes where its cell starts) */
    trc_rep_tally tally;       /* worker: what the current chunk produced besides bytes */
    int walking;               /* --range, before its start (docs/report.md, Ranges): 0 in the
                                  range; 1 a record before `horizon`: selected as usual, but
                                  only 001-00F run; 2 after it: formatted, its output dropped */
    uint64_t horizon;          /* --range: offset from which the walk formats records */
    int walk_cand;             /* the walk passed a record before `horizon` that the selection
                                  kept (it might have been the last one printed) */
    int walk_fast;             /* the walk passes plain records before `horizon` in place
                                  (no filter reads them: range_skip) */
    uint64_t walk_prev;        /* offset of the last plain record with a time the walk passed */
    int walk_prev_set;         /* walk_prev is set */
};
typedef struct trc_rep rep;

/* ---- shared by report/report.c, repbase.c, driver.c and repwork.c --------------------- */

/* Add the line form's pending G-on-64-bit counts to the run's (or chunk's) list. */
void trc_rep_gpos_flush(rep *r);
/* Set up the parts of r every report needs (options, columns, selection, --where). */
void trc_rep_setup(rep *r, const trc_report_opts *o, const trc_progset *set);
/* Release what trc_rep_setup and the run allocated (not the VM, outputs or feed). */
void trc_rep_release(rep *r);
/* 1 when the event fields are read by nothing (no structured output, no --where). */
int trc_rep_fields_unused(const trc_report_opts *o, const trc_progset *set);
/* Whether trc_rep_record may take its short path (once the outputs are open). */
void trc_rep_set_plain(rep *r);
/* --stats (report/repstats.c): count record rec of src, formatted into ev (r->elapsed
 * set), after the --stats-interval tick; `lines` more lines for $LINENO.  0, or -1 when out
 * of memory. */
int trc_rep_stats_count(rep *r, const trc_record *rec, const trc_event *ev, const trc_source *src,
                        uint32_t lines);
/* trc_rep_stats_count for a record of template tp counted after its line form: the event
 * of the envelope's pid, tid and CPU, tp's label and level, no text or fields. */
int trc_rep_stats_lined(rep *r, const trc_prog *tp, const trc_record *rec, const trc_source *src);
/* Write the output buffer out (not a worker's: the writer writes it in input order). */
void trc_rep_flush_out(rep *r);
/* The header block of input `path` (facts info) and the column header, to r's output. */
void trc_rep_put_header(rep *r, const trc_loginfo *info, const char *path);
/* Sum of all fault counters of the run (short entries included). */
uint64_t trc_rep_fault_total(const rep *r);
/* Report out of memory on the run's error stream; returns TRC_ST_NOMEM. */
int trc_rep_nomem(const trc_report_opts *o);
/* Before an event line: the page header again after every pagesize lines. */
void trc_rep_page_break(rep *r);
/* End a line: drop trailing blanks back to `start`, add the newline. */
void trc_rep_end_line(trc_buf *b, size_t start);

/* --stats (report/repstats.c): a record of --range's walk to the tables, which only open
 * and close its spans.  0, or -1 when out of memory. */
int trc_rep_stats_walked(rep *r, const trc_record *rec, const trc_event *ev, const trc_source *src);

/* ---- --range's walk (report/range.c; docs/report.md, Ranges) -------------------------- */

enum { TRC_REP_REWALK = -2 };   /* the walk must run again, formatting every record */
/* Before the first record of a run with --range over n inputs: set up the walk (cheap
 * unless `full` or the set or options need the formatting walk); silences the VM. */
void trc_rep_range_begin(rep *r, int full, unsigned n);
/* At the first record of the range (or the end of the input): the counters start here.
 * TRC_REP_REWALK when the first delta is unknown (the walk must format everything). */
int trc_rep_range_end(rep *r);
/* At the first record of the range, unless -O order=file: TRC_ST_USAGE after a message
 * when the records from the last one before it to the range's end are not in time order
 * (the one run would reorder them), else TRC_ST_OK. */
int trc_rep_range_order(rep *r, const trc_source *src, const trc_feed_item *first);
/* One record before the range's start, walked; returns as trc_rep_record. */
int trc_rep_range_record(rep *r, trc_feed_item *it, const trc_source *src);
/* Pass the plain records of hooks above 00F before the horizon in place (r->walk_fast);
 * returns the records passed. */
uint64_t trc_rep_range_skip(rep *r, trc_source *src, uint64_t *last_ticks);

#endif
