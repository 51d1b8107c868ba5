/* order.h -- the time order of one trclog input (docs/report.md, "Time order"; amends
 * docs/ref/report.md §4.1): a regular file whose records are out of time order but in
 * order per thread (libtrc's per-thread regions) is read as one stream per thread, merged
 * by time; a pipe, or a file that cannot be merged so, passes through a bounded reorder
 * window.  Owns the pre-pass, the per-thread cursors and the window. */
#ifndef TRC_ORDER_H
#define TRC_ORDER_H
#include <stdint.h>
#include "common/record.h"

/* How an input is put in time order. */
enum { TRC_ORDER_NONE = 0, TRC_ORDER_MERGE = 1, TRC_ORDER_WINDOW = 2 };

/* The source to read instead of src (a trclog source) to get its records in time order:
 * *out = NULL when src needs nothing (not a trclog, or a regular file already in time
 * order), else a source that owns its own readers and reads src itself only in window
 * mode (src must outlive it).  window: the reorder window in records (0: default); jobs:
 * the threads the pre-pass may use.  Returns 0, or -1 when out of memory. */
int trc_order_open(trc_source *src, unsigned window, unsigned jobs, trc_source **out);
/* `--range` (docs/report.md, Ranges): whether the records of the trclog file of src that
 * begin in [from, end) are in time order by pre_pass's rule, from the record at offset
 * `from` (a boundary) on, the reader's time before it `prev` (have_prev: 0 for the
 * file's first record).  Every consecutive pair of the file is checked by the range that
 * holds its second record, so the ranges covering a file find any disorder.  1 in order,
 * 0 not (*bad: the offset of the first record earlier than the one before it), -1 when
 * the file cannot be opened again. */
int trc_order_span(const trc_source *src, uint64_t from, uint64_t prev, int have_prev,
                   uint64_t end, uint64_t *bad);
/* Mode of a source made by trc_order_open (TRC_ORDER_MERGE or _WINDOW). */
int trc_order_mode(const trc_source *o);
/* Records a window had to pass on after a later one had gone out (too late to be put in
 * place); 0 for a merge. */
uint64_t trc_order_late(const trc_source *o);
/* The window's size in records (0 for a merge). */
unsigned trc_order_window(const trc_source *o);

#endif
