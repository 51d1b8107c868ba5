/* reader_int.h -- internals shared by the two binary readers of formats/ (trclog_read.c and
 * aix_raw.c; the foreign readers use foreign_int.h).  Owns the common source object
 * (public trc_source + item function + skip hook); the plumbing declared here is defined
 * in formats/rsrc.c, the close functions in the readers.  Not installed; no file outside
 * formats/ includes it. */
#ifndef TRC_READER_INT_H
#define TRC_READER_INT_H
#include "formats/inbuf.h"
#include "formats/trclog.h"

/* Common part of the readers of formats/. */
typedef struct trc_rsrc {
    trc_source src;                                 /* public part (first member) */
    int (*item)(struct trc_rsrc *r, trc_item *it);  /* low-level view */
    void (*hook)(void *ctx, const uint8_t *p, size_t n);  /* skipped-bytes callback */
    void *hook_ctx;                                 /* argument of hook */
    const trc_trclog_hdr *hdr;                      /* trclog header, NULL for raw AIX */
    trc_inbuf in;                                   /* input window */
    uint64_t prev_ticks;                            /* time of the last record returned */
    uint8_t synth[24];                              /* format buffer of the last 00C
                                                       (formats/synth.h) */
} trc_rsrc;

/* Close functions, used to recognise our sources in trc_source_item. */
void trc__trclog_close(trc_source *s);
/* Close function of the raw AIX reader. */
void trc__aix_close(trc_source *s);

/* Generic next(): pulls items, turns BAD/SKIP into 00C, drops SYNC. */
int trc__rsrc_next(trc_source *s, trc_record *rec);
/* Copy "PATH: " + strerror-like text into err (snprintf helper). */
void trc__seterr(char *err, size_t errlen, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Open path ("-" = stdin) for reading: fd, or -1 with err set. own set to 1 if fd must be
 * closed. */
int trc__open_input(const char *path, int *own, char *err, size_t errlen);

#endif
