/* status.h -- owns the statuses that library functions return (interp/ template sets and
 * --where, report/): one named list, so that no library returns a bare number.  Each
 * value is the exit status the tools give that outcome (docs/ref/report.md §8), and
 * tools/exitcodes.h checks that at compile time: a tool may return a library status as
 * its exit status.  Only tools/ exits. */
#ifndef TRC_STATUS_H
#define TRC_STATUS_H

/* Outcome of a library call. */
typedef enum trc_status {
    TRC_ST_OK = 0,          /* done */
    TRC_ST_STRICT = 1,      /* done, and --strict asked to fail on the short entries,
                               faults or skipped bytes that occurred */
    TRC_ST_USAGE = 2,       /* the request is invalid (a --where error, -s/-e without a
                               known start time, binary output to a terminal) */
    TRC_ST_TEMPLATE = 3,    /* template problems (unreadable source, errors) */
    TRC_ST_INPUT = 4,       /* an input could not be read */
    TRC_ST_OUTPUT = 5,      /* the output could not be written */
    TRC_ST_NOMEM = 6        /* out of memory (or another internal error) */
} trc_status;

#endif
