/* rptaux.h -- pieces of the text report kept out of report.c (docs/ref/report.md §1.2, §3.1, §6):
 * colouring of fault markers and `[unknown hook]`, the `-v` header lines (`Source:` and
 * `Attribute:`), and the progress line on stderr. */
#ifndef TRC_RPTAUX_H
#define TRC_RPTAUX_H
#include <stdint.h>
#include <stdio.h>
#include <time.h>
#include "common/buf.h"
#include "common/record.h"

/* Copy n bytes of event text s into out (cleared first), wrapping each fault marker
 * (docs/ref/language.md §14.3) and `[unknown hook]` in SGR 31 ... SGR 0.  Returns 0, -1 when out
 * of memory. */
int trc_paint_markers(trc_buf *out, const char *s, size_t n);

/* Append the `-v` header lines of an input (docs/ref/report.md §3.1 line 7): `Source: F, BO-endian,
 * env E, N cpus, timebase NUM/DEN, file PATH` and one `Attribute: KEY=VALUE` per
 * attribute TLV. */
void trc_header_verbose(trc_buf *b, const trc_loginfo *info, const char *path);

/* The progress line (docs/ref/report.md §6). */
typedef struct trc_progress {
    FILE *err;              /* where it is drawn (stderr) */
    int on;                 /* drawing enabled */
    int shown;              /* a line is on the screen */
    size_t width;           /* length of the longest line drawn since the last erase */
    struct timespec last;   /* time of the last update */
    const char *prog;       /* program prefix of the line ("trcrpt: ") */
    struct timespec t0;     /* time of the first update: the rate is measured from it */
    uint64_t done0;         /* bytes done at the first update */
    int have_t0;            /* t0/done0 are set */
    FILE *diag;             /* while on: run-time diagnostics are collected here ... */
    char *dbuf;             /* ... (open_memstream buffer) ... */
    size_t dlen;            /* ... and written after erasing the line (trc_progress_diag) */
} trc_progress;

/* Decide whether the line is shown: mode 1 = --progress, 0 = --no-progress, -1 = auto
 * (stderr a terminal and the output not that terminal); the line starts with prog. */
void trc_progress_init(trc_progress *p, FILE *err, FILE *out, int mode, const char *prog);
/* Redraw the line if at least 200 ms passed since the last update; blanks cover what a
 * longer earlier line left, and the rate/ETA part is left out when the line would not fit
 * the terminal's width (so `\r` always returns to its start). */
void trc_progress_update(trc_progress *p, uint64_t done, uint64_t total);
/* The text of the line into buf (NUL-terminated, cut to n): prog, then `NN% (DONE/TOTAL MiB)`,
 * then, when rate_done bytes were read in rate_ms >= 500 ms, `, R MiB/s, ETA M:SS` inside the
 * parentheses (ETA H:MM:SS from one hour; rate with one decimal below 10 MiB/s); with_rate = 0
 * leaves the rate/ETA part out.  Returns the length. */
size_t trc_progress_text(char *buf, size_t n, const char *prog, uint64_t done, uint64_t total,
                         uint64_t rate_done, int64_t rate_ms, int with_rate);
/* Erase the line (`\r`, blanks, `\r`) if one is shown. */
void trc_progress_erase(trc_progress *p);
/* Stream for run-time diagnostics: p->err, or while the line is on a buffer that
 * trc_progress_diag_flush writes out after erasing the line (no mixed lines). */
FILE *trc_progress_diag_stream(trc_progress *p);
/* Write the diagnostics collected since the last call (erasing the line first). */
void trc_progress_diag_flush(trc_progress *p);
/* Erase the line, flush and release the diagnostics buffer. */
void trc_progress_end(trc_progress *p);

/* Colour decision for a stream: when = 1 always, 0 never, -1 auto (a terminal and
 * NO_COLOR unset or empty). */
int trc_color_wanted(int when, FILE *stream);

#endif
