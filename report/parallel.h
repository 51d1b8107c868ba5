/* parallel.h -- `trcrpt --jobs=N` (docs/report.md): one trclog formatted by N worker
 * threads in chunks, written in input order, byte-identical to one job (report/parallel.c). */
#ifndef TRC_PARALLEL_H
#define TRC_PARALLEL_H
#include "report/rep_int.h"

/* Run the report over the single trclog src with `jobs` workers (report/parallel.c); the
 * header is already written.  Returns 0, 4 (read error, after its message) or 6. */
int trc_par_format(trc_rep *r, const trc_report_opts *o, const trc_progset *set,
                   trc_source *src, unsigned jobs, trc_progress *prog);

#endif
