/* rep_int.h -- the report loop's interface to `--jobs` (report/parallel.c): one record
 * through selection, the VM and the layout (trc_rep_record), worker reports whose output
 * stays in a buffer, and the writer side that merges a chunk's counters and bytes in input
 * order (trc_rep_emit).  Internal to report/. */
#ifndef TRC_REP_INT_H
#define TRC_REP_INT_H
#include <stddef.h>
#include <stdint.h>
#include "common/buf.h"
#include "common/status.h"
#include "interp/vm.h"
#include "report/feed.h"
#include "report/report.h"
#include "report/rptaux.h"

enum { TRC_REP_LOSS_MAX = 10 };

/* One item of the loss-window list (hook 006). */
typedef struct trc_rep_loss {
    int64_t start_ns;       /* elapsed ns of the 006 record */
    int64_t end_ns;         /* start + D4 ticks */
    uint64_t lost;          /* D1 */
} trc_rep_loss;

/* Templates that positioned with G into the data words of 64-bit entries (docs/templates.md,
 * "Two layouts"): one item a template, in the order of first use. */
typedef struct trc_rep_gpos {
    uint32_t hook;          /* the template's hook ID */
    uint32_t gpos;          /* m + 1 of its first `G m` into data words (trc_prog.gpos) */
    uint64_t count;         /* 64-bit entries it formatted */
} trc_rep_gpos;

/* A growable list of them. */
typedef struct trc_rep_gposlist {
    trc_rep_gpos *v;        /* items (malloc) */
    uint32_t n, cap;        /* used, allocated */
    uint16_t slot[64];      /* by bits 4-9 of a hook: 1 + the index of its item when it was
                               added or last found (checked against v[..].hook; 0: look) */
} trc_rep_gposlist;

/* What one chunk (or one whole serial run) counted besides its output bytes. */
typedef struct trc_rep_tally {
    uint64_t events, printed, filtered, lost, unknown, skipped; /* summary counters */
    int trunc;              /* a 00C of a truncated input (trunc_len bytes at trunc_off) */
    uint64_t trunc_len, trunc_off; /* its bytes skipped and their offset */
    uint64_t fast;          /* records of them the fast lane laid out (trc_rep_fast) */
    uint64_t lined;         /* of those, laid out by a line form */
    uint64_t compiled;      /* records the VM formatted with a compiled form */
    trc_rep_loss loss[TRC_REP_LOSS_MAX]; /* first loss windows */
    unsigned nloss;         /* items stored */
    int loss_more;          /* more windows than stored */
    uint32_t *unk;          /* worker: hook of every unknown event, in order (malloc) */
    uint32_t nunk, capunk;  /* count, allocated */
    trc_rep_gposlist gpos;  /* worker: the chunk's templates positioning with G on 64-bit
                               entries */
    uint64_t faults[TRC_FK_COUNT_]; /* worker: faults of the chunk's records */
    uint64_t forgotten[TRC_FORGOT_COUNT_]; /* worker: state-table entries its VM forgot
                                              up to the chunk's end */
    int have_first;         /* worker: an event was printed */
    int64_t first_elapsed;  /* worker: elapsed ns of the first printed event */
    int64_t last_elapsed;   /* worker: elapsed ns of the last printed event */
    size_t mark_event;      /* worker: output offset where the first printed event starts */
    size_t mark_cell;       /* worker, text: offset of its DELTA_MSEC cell (SIZE_MAX: none) */
    uint64_t internal;      /* worker: records of hooks 001-00F its VM ran (they change the
                               state that crosses chunks: report/parallel.c) */
    int stop;               /* worker: $STOP ended the chunk */
    int status;             /* worker: trc_status of a failure (TRC_ST_NOMEM), else TRC_ST_OK */
} trc_rep_tally;

typedef struct trc_rep trc_rep;

/* Tell the -p names of r's selection the process names r's VM installs (report/select.h). */
void trc_rep_watch_names(trc_rep *r);
/* Empty tally t, its lists keeping their storage. */
void trc_rep_tally_reset(trc_rep_tally *t);

/* A report for a --jobs worker: options o, templates set, VM options vo (its own
 * diagnostics stream, tagged); structured writers without prologue.  NULL when out of
 * memory. */
trc_rep *trc_rep_new_worker(const trc_report_opts *o, const trc_progset *set, const trc_vm_opts *vo);
/* Free a worker report. */
void trc_rep_free_worker(trc_rep *r);
/* Start a chunk: counters cleared, no event printed yet; the output goes to *out (the
 * worker's buffer is swapped with it until trc_rep_chunk_end). */
void trc_rep_chunk_begin(trc_rep *r, trc_buf *out);
/* Bytes of output the worker's current chunk has made so far. */
size_t trc_rep_chunk_bytes(const trc_rep *r);
/* End a chunk: its counters to *t (t->unk keeps its storage), the output back in *out. */
void trc_rep_chunk_end(trc_rep *r, trc_buf *out, trc_rep_tally *t);
/* trc_rep_record's answer when $STOP (or a failed -r/--output write) ends the report. */
enum { TRC_REP_STOP = -1 };
/* One record of the feed through selection, the VM and the layout.  Returns TRC_ST_OK to
 * go on, TRC_REP_STOP, or a trc_status (TRC_ST_NOMEM) after a message on o->err. */
int trc_rep_record(trc_rep *r, trc_feed_item *it, const trc_source *src);
/* The report's fast lane (docs/interpreter.md, "The fast lane"): when nothing is
 * selected or coloured, take the plain records ahead of trclog source src's reader in
 * place, as trc_rep_record would (a fused template's line written straight into the
 * output, any other record through the VM); stop before any other record (next() reads
 * it as usual).
 * *last_ticks: the feed's time of the last record, updated.  *status: set to
 * TRC_REP_STOP or an error status when a record taken ends the run (else untouched).
 * Returns the count of records taken (0: none, or the lane does not apply). */
uint64_t trc_rep_fast(trc_rep *r, trc_source *src, uint64_t *last_ticks, int *status);
/* The VM of a report (workers replay the internal records of other chunks with it). */
trc_vm *trc_rep_vm(trc_rep *r);
/* Writer: add a chunk's counters to the run and write its bytes, the first printed
 * event's delta (DELTA_MSEC cell, delta_ns value) computed from the run's previous
 * printed event.  Returns 0, or -1 when the output is gone (reader closed the pipe or a
 * write error: the run stops). */
int trc_rep_emit(trc_rep *r, const trc_rep_tally *t, trc_buf *bytes);

#endif
