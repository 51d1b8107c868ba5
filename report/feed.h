/* feed.h -- the record feed of a report over several inputs (REPORT.md §4.1): inputs one
 * after the other (each with its own elapsed origin), or merged by wall-clock time with
 * `-m` (a heap over the sources; ties by input order, then record order).  The feed also
 * skips sync markers, gives NOTS records the previous record's time and reports the
 * progress of regular trclog files (REPORT.md §6). */
#ifndef TRC_MERGE_H
#define TRC_MERGE_H
#include <stdint.h>
#include <stdio.h>
#include "common/record.h"

/* Elapsed ns of `ticks` for an input (TRACELOG.md §3.2: signed difference x num / den,
 * 128-bit intermediate, saturated). */

/* What trc_feed_next returned. */
typedef struct trc_feed_item {
    trc_record rec;         /* the record (fb valid until the next trc_feed_next) */
    unsigned src;           /* index of its input */
    int64_t elapsed;        /* elapsed ns (from its input's start, or the merge origin) */
    int64_t wall;           /* wall clock ns (valid when wall_known) */
    int wall_known;         /* the input's start wall clock is known (merge: always) */
} trc_feed_item;

/* Results of trc_feed_next. */
enum {
    TRC_FEED_END = 0,       /* no more records */
    TRC_FEED_RECORD = 1,    /* item.rec is the next record */
    TRC_FEED_INPUT = 2,     /* input item.src starts (sequential mode; merge: once, src 0) */
    TRC_FEED_ERROR = -1     /* read error on input item.src (its errbuf); the feed goes on */
};

typedef struct trc_feed trc_feed;

/* Create a feed over n sources (not owned).  merge: -m.  warn: where the "start time
 * unknown" warning of a merge goes (NULL: silent); color: colour its `warning` word.
 * NULL when out of memory. */
trc_feed *trc_feed_new(trc_source *const *srcs, unsigned n, int merge, FILE *warn, int color);
/* Next item (see the TRC_FEED_* values). */
int trc_feed_next(trc_feed *f, trc_feed_item *it);
/* Progress: bytes consumed and total of the regular trclog inputs; 0 when the total is
 * not known (then no progress line). */
int trc_feed_progress(const trc_feed *f, uint64_t *done, uint64_t *total);
/* Free the feed (not the sources). */
void trc_feed_free(trc_feed *f);

#endif
