/* diag.h -- diagnostics with source carets (docs/ref/language.md §14.1).
 *
 *   FILE:LINE:COL: error: MESSAGE
 *   <the physical source line>
 *   <caret line: tabs repeated, other bytes as blanks, then ^>
 *
 * A trc_diag context belongs to one template file; it maps file offsets to physical
 * line/column, counts errors and warnings, and stops after 100 errors.  Diagnostics are
 * buffered and printed by trc_diag_flush() sorted by file offset (stable), so parser and
 * checker diagnostics come out in source order. */
#ifndef TRC_DIAG_H
#define TRC_DIAG_H
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

typedef enum trc_diag_kind {
    TRC_DIAG_ERROR,    /* "error:" -- the file is not used */
    TRC_DIAG_WARNING   /* "warning:" -- never blocks */
} trc_diag_kind;

/* Diagnostic context for one source file. */
typedef struct trc_diag {
    const char *path;      /* file name printed in diagnostics */
    const char *src;       /* file contents */
    size_t src_len;        /* length of src */
    uint32_t *line_starts; /* offsets of each physical line start (malloc) */
    uint32_t nlines;       /* number of physical lines */
    FILE *out;             /* where diagnostics go (stderr by default); NULL = silent */
    int color;             /* 1: colour "error"/"warning" (SGR 31/33) */
    uint32_t nerrors;      /* errors reported */
    uint32_t nwarnings;    /* warnings reported */
    int too_many;          /* 1 once the 100-error limit was reached */
    int nomem;             /* 1 once a parse with this context ran out of memory (sticky;
                              set by grammar/parse.c, reported by the caller) */
    struct trc_diag_entry *v; /* buffered diagnostics (malloc) */
    uint32_t n, cap;       /* buffered count and capacity */
} trc_diag;

/* Prepare a context for `src` (not copied; must outlive the context). */
int trc_diag_init(trc_diag *d, const char *path, const char *src, size_t len, FILE *out);
/* Free the line table. */
void trc_diag_free(trc_diag *d);
/* Physical 1-based line and byte column of file offset `off`. */
void trc_diag_linecol(const trc_diag *d, uint32_t off, uint32_t *line, uint32_t *col);
/* Report a diagnostic at file offset `off`; printf-style message.  Returns 0, or -1 when
 * the error limit (100) is reached and parsing should stop. */
int trc_diag_report(trc_diag *d, trc_diag_kind kind, uint32_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Print every buffered diagnostic (sorted by offset; "FILE: too many errors" after the
 * 100th error) to d->out and empty the buffer. */
void trc_diag_flush(trc_diag *d);
/* True when the error limit was reached. */
static inline int trc_diag_full(const trc_diag *d) { return d->too_many; }

#endif
