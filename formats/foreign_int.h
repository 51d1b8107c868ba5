/* foreign_int.h -- internals shared by the foreign readers (formats/shark.c,
 * formats/qnx.c; implemented in formats/foreign.c): input files with sequential or
 * positional buffered reading, warnings and 128-bit scaling (the synthetic 006/00C records:
 * formats/synth.h).  Not installed; not part of the library's API. */
#ifndef TRC_FOREIGN_INT_H
#define TRC_FOREIGN_INT_H
#include <stdarg.h>
#include <stdio.h>
#include "formats/foreign.h"
#include "formats/synth.h"

/* An open input file. */
typedef struct trc_fx_file {
    FILE *fp;          /* stdio stream (sequential reads); stdin for "-" */
    int fd;            /* descriptor of fp (positional reads) */
    int is_stdin;      /* 1: the input is standard input (never closed) */
    int seekable;      /* 1: regular file: pread() works and size is known */
    uint64_t size;     /* file size when seekable */
    int ioerr;         /* 1 after a read error (text in errbuf) */
    char errbuf[200];  /* text of the read error */
} trc_fx_file;

/* A buffered reading window over a trc_fx_file. */
typedef struct trc_fx_rd {
    trc_fx_file *f;    /* the file (shared by several windows in pread mode) */
    uint8_t *buf;      /* window bytes (malloc) */
    size_t cap;        /* allocated bytes */
    size_t pos;        /* first unread byte in buf */
    size_t end;        /* one past the last valid byte in buf */
    uint64_t off;      /* file offset of buf[pos] */
    int pread_mode;    /* 1: read with pread() at off (windows share the file) */
    int eof;           /* 1: the file has no bytes beyond end */
} trc_fx_rd;

/* Open path ("-" = stdin) for reading; 0 on success, -1 with err filled. */
int trc_fx_open(trc_fx_file *f, const char *path, char *err, size_t errlen);
/* Close the file (stdin is left open). */
void trc_fx_close(trc_fx_file *f);
/* Start a window of at least cap bytes at file offset off; 0 ok, -1 out of memory. */
int trc_fx_rd_init(trc_fx_rd *r, trc_fx_file *f, size_t cap, uint64_t off, int pread_mode);
/* Free the window's buffer. */
void trc_fx_rd_free(trc_fx_rd *r);
/* Make `need` bytes available if the file has them; returns the bytes available from
 * pos (less than need only at end of file or on error; check f->ioerr). */
size_t trc_fx_rd_avail(trc_fx_rd *r, size_t need);
/* Pointer to the unread bytes. */
static inline const uint8_t *trc_fx_rd_ptr(const trc_fx_rd *r) { return r->buf + r->pos; }
/* Consume n available bytes. */
static inline void trc_fx_rd_skip(trc_fx_rd *r, size_t n) { r->pos += n; r->off += n; }

/* Send a printf-style warning to the sink (default: "PATH: warning: MSG" on stderr). */
void trc_fx_warn(trc_foreign_warn_fn fn, void *ctx, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* v * mul / div, truncating, with a 128-bit intermediate (div != 0); saturates. */
uint64_t trc_fx_muldiv(uint64_t v, uint64_t mul, uint64_t div);

/* The one constructor prologue of the S.Ha.R.K./QNX readers: copy path ("-" when NULL)
 * into *pathcopy, open it into *file, set base's methods, path and counters.  0, or -1
 * (message in err when err is not NULL) with nothing left to free but the source itself. */
int trc_fx_src_init(trc_source *base, char **pathcopy, trc_fx_file *file, const char *path,
                    int (*next)(trc_source *, trc_record *), void (*close)(trc_source *),
                    const trc_foreign_counts *counts, char *err, size_t errlen);

#endif
