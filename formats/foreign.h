/* foreign.h -- readers for foreign trace formats (docs/ref/foreign.md): S.Ha.R.K. FTrace
 * (formats/shark.c) and QNX instrumented-kernel .kev (formats/qnx.c), plus format
 * detection (formats/qnx.c).  Each reader returns a trc_source (common/record.h) whose
 * records use the 64-bit layout (E64) in the source's byte order, namespace 1 (S.Ha.R.K.)
 * or 2 (QNX), and synthetic 006/00C records (namespace 0) for losses and bad data.
 *
 * Errors that make a file unreadable (cannot open, QNX header missing or MIDDLE_ENDIAN)
 * make the open function return NULL with a message in err; trcrpt exits 4 then.
 * Faults inside the data never fail: they become 006/00C records and counts. */
#ifndef TRC_FOREIGN_H
#define TRC_FOREIGN_H
#include <stddef.h>
#include <stdint.h>
#include "common/record.h"

/* Where a reader sends warnings (one line of text, no trailing newline). */
typedef void (*trc_foreign_warn_fn)(void *ctx, const char *msg);

/* Options of the S.Ha.R.K. reader (-F shark). */
typedef struct trc_shark_opts {
    uint64_t clk_per_msec;   /* --shark-clk-per-msec=N; 0 = not given */
    int no_sort;             /* 1: --no-sort (file order) */
    trc_foreign_warn_fn warn;/* warning sink; NULL = "PATH: warning: MSG" on stderr */
    void *warn_ctx;          /* first argument of warn */
} trc_shark_opts;

/* Options of the QNX reader (-F qnx). */
typedef struct trc_qnx_opts {
    trc_foreign_warn_fn warn;/* warning/diagnostic sink; NULL = stderr as above */
    void *warn_ctx;          /* first argument of warn */
} trc_qnx_opts;

/* Reader counters beyond trc_source_stats (printed with -v / in the summary). */
typedef struct trc_foreign_counts {
    uint64_t padding;        /* S.Ha.R.K.: all-zero padding records skipped */
    uint64_t fast;           /* S.Ha.R.K.: records written by the fast logger (0x8000) */
    uint64_t runs;           /* S.Ha.R.K.: runs of non-decreasing TSC (0 in file order) */
    int sorted;              /* S.Ha.R.K.: 1 when records come in merged (time) order */
    uint64_t packets;        /* S.Ha.R.K. capture: UDP packets read */
    uint64_t missing_packets;/* S.Ha.R.K. capture: packets missing (006 reason 5) */
    uint64_t slots;          /* QNX: complete 16-byte slots read */
    uint64_t combined;       /* QNX: combine events delivered */
    uint64_t unbalanced;     /* QNX: CC/CE slots without a pending CB (00C reason 3) */
    uint64_t discarded;      /* QNX: combine events discarded (006 reason 7) */
    uint64_t lost_buffers;   /* QNX: kernel buffers missing by BUFFER sequence (006 reason 5) */
} trc_foreign_counts;

/* Open an S.Ha.R.K. FTrace file ("-" = stdin, file order); NULL + err on failure. */
trc_source *trc_shark_open(const char *path, const trc_shark_opts *o, char *err, size_t errlen);

/* Open a QNX .kev file ("-" = stdin); NULL + err when unreadable (an input error). */
trc_source *trc_qnx_open(const char *path, const trc_qnx_opts *o, char *err, size_t errlen);

/* The counters of a source opened by this module; NULL for any other source. */
const trc_foreign_counts *trc_foreign_counts_of(const trc_source *s);

/* Detection results of trc_foreign_detect (values are the namespaces). */
enum { TRC_FOREIGN_NONE = 0, TRC_FOREIGN_QNX = 2 };

/* Classify the first n bytes of an input: TRC_FOREIGN_QNX when they start with
 * "TRACE_HEADER_BEGIN::", else TRC_FOREIGN_NONE (S.Ha.R.K. is never auto-detected and
 * LTT inputs are directories).  Pure; any n (short heads just do not match). */
int trc_foreign_detect(const unsigned char *head, size_t n);

#endif
