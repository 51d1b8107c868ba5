/* feed.h -- the record feed of a report over several inputs (docs/ref/report.md §4.1): inputs one
 * after the other (each with its own elapsed origin), or merged by wall-clock time with
 * `-m` (a heap over the sources; ties by input order, then record order).  The feed also
 * skips sync markers, gives NOTS records the previous record's time and reports the
 * progress of regular trclog files (docs/ref/report.md §6). */
#ifndef TRC_MERGE_H
#define TRC_MERGE_H
#include <stdint.h>
#include <stdio.h>
#include "common/record.h"
#include "common/sat.h"

/* Elapsed ns of `ticks` for an input (docs/ref/tracelog.md §3.2: signed difference x num / den,
 * 128-bit intermediate, saturated). */

/* What trc_feed_next returned. */
typedef struct trc_feed_item {
    trc_record rec;         /* the record (fb valid until the next trc_feed_next) */
    unsigned src;           /* index of its input */
    int64_t elapsed;        /* elapsed ns (from its input's start, or the merge origin) */
    int64_t wall;           /* wall clock ns (valid when wall_known) */
    int wall_known;         /* the input's start wall clock is known (merge: always) */
} trc_feed_item;

/* Elapsed ns of `ticks` for an input with header facts `info` (the feed's and the report
 * fast lane's one formula). */
static inline int64_t trc_feed_elapsed(const trc_loginfo *info, uint64_t ticks)
{
    return info->tb_num == info->tb_den ? (int64_t)(ticks - info->start_ticks)
                                        : trc_elapsed_ns(info, ticks);
}

/* The sequential feed's item for a record just read from a single input with header facts
 * `info`: NOTS records take *last_ticks, which the record then updates; elapsed and wall
 * clock filled.  Returns 0 for a record the feed skips (SYNC flag), else 1.  Used by
 * trc_feed_next and the --jobs workers (report/parallel.c). */
static inline int trc_feed_fill(const trc_loginfo *info, uint64_t *last_ticks, trc_feed_item *it)
{
    if (it->rec.flags & TRC_EF_SYNC) return 0;
    if (it->rec.flags & TRC_EF_NOTS) it->rec.ticks = *last_ticks;
    *last_ticks = it->rec.ticks;
    int64_t el = trc_feed_elapsed(info, it->rec.ticks);
    it->elapsed = el;
    it->wall_known = info->start_wall != INT64_MIN;
    it->wall = it->wall_known ? trc_sat_addi(info->start_wall, el) : 0;
    return 1;
}

/* Results of trc_feed_next. */
enum {
    TRC_FEED_END = 0,       /* no more records */
    TRC_FEED_RECORD = 1,    /* item.rec is the next record */
    TRC_FEED_INPUT = 2,     /* input item.src starts (sequential mode; merge: once, src 0) */
    TRC_FEED_ERROR = -1     /* read error on input item.src (its errbuf); the feed goes on */
};

typedef struct trc_feed trc_feed;

/* Create a feed over n sources (not owned).  merge: -m.  order: put each trclog input in
 * time order (report/order.h; 0: -O order=file), its pre-pass in up to `jobs` threads.
 * warn: where the "start time unknown" warning of a merge goes (NULL: silent), prefixed by
 * prog ("trcrpt: "); color: colour its `warning` word.  NULL when out of memory. */
trc_feed *trc_feed_new(trc_source *const *srcs, unsigned n, int merge, int order, unsigned jobs,
                       FILE *warn, int color, const char *prog);
/* 1 when some input is read through its time order (report/order.h), not as it lies. */
int trc_feed_reorders(const trc_feed *f);
/* One line on err per input whose reorder window let records out of time order. */
void trc_feed_late_notes(const trc_feed *f, FILE *err, const char *prog);
/* Next item (see the TRC_FEED_* values). */
int trc_feed_next(trc_feed *f, trc_feed_item *it);
/* The input a sequential feed reads now (its TRC_FEED_INPUT given, not at its end), with
 * its time of the last record (*last_ticks: the NOTS time), for a caller that takes records
 * from it directly (report/report.c's fast lane); NULL when merging or between inputs. */
trc_source *trc_feed_current(trc_feed *f, uint64_t **last_ticks);
/* Progress: bytes consumed and total of the regular trclog inputs; 0 when the total is
 * not known (then no progress line). */
int trc_feed_progress(const trc_feed *f, uint64_t *done, uint64_t *total);
/* Free the feed (not the sources). */
void trc_feed_free(trc_feed *f);

#endif
