/* parallel.h -- `trcrpt --jobs=N` (TRACELOG.md §3.4): template execution of one trclog
 * in N worker threads, split at sync markers, each worker starting from the state a
 * pre-pass over the internal hooks (001-00F) builds.  The report loop stays serial: it
 * reads the file, filters, runs the internal templates itself and takes every other
 * record's event from the workers, so layout, DELTA, page headers, $STOP and the summary
 * are exactly those of a serial run.  Used only when the template set keeps no
 * cross-record state outside the internal hooks and the workers saw no fault that could
 * make diagnostics differ; otherwise the caller formats serially. */
#ifndef TRC_PARALLEL_H
#define TRC_PARALLEL_H
#include <stdint.h>
#include <stdio.h>
#include "interp/program.h"
#include "interp/vm.h"
#include "interp/purity.h"
#include "common/record.h"

typedef struct trc_par trc_par;

/* Run the workers to completion for source `src` (a regular trclog file; it is not read
 * here: every worker opens the path itself).  `syms`: -n symbols.  Returns NULL when the
 * run must be serial (not splittable, unsafe set, a fault in a worker, out of memory...);
 * the caller then simply formats serially. */
trc_par *trc_par_run(const trc_progset *set, const trc_source *src, unsigned jobs,
                     const struct trc_symtab *syms);
/* The event the workers computed for rec (a non-internal record, asked in input order;
 * records never asked for are skipped).  Fills *ev (valid until the next call), writes
 * the record's run-time diagnostics to diag, adds its fault counts to faults[].
 * Returns 0, or -1 when the workers have no such record (internal error). */
int trc_par_event(trc_par *p, const trc_record *rec, trc_event *ev, FILE *diag,
                  uint64_t faults[TRC_FK_COUNT_]);
/* Free everything. */
void trc_par_free(trc_par *p);

#endif
