/* fuzz.h -- shared harness of the fuzz targets (tests/fuzz/README.md, docs/fuzzing.md):
 * how a target is declared (one entry function per surface, plus LLVMFuzzerTestOneInput in
 * libFuzzer builds), inputs opened from memory, a per-process temp directory, the template
 * sets loaded once per process, and the report run the readers are driven through.
 * Test harness only: it keeps per-process caches (not part of any library). */
#ifndef TRC_FUZZ_H
#define TRC_FUZZ_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "common/record.h"
#include "interp/program.h"

/* Declare target NAME: defines trc_fuzz_NAME(data, size) (called by replay.c) and, when
 * built with -DTRC_FUZZ_LIBFUZZER, the libFuzzer entry calling it.  Follow with the body. */
#ifdef TRC_FUZZ_LIBFUZZER
#define TRC_FUZZ_TARGET(name)                                                          \
    int trc_fuzz_##name(const uint8_t *data, size_t size);                           \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);                    \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)                     \
    { trc_fuzz_##name(data, size); return 0; }                                       \
    int trc_fuzz_##name(const uint8_t *data, size_t size)
#else
#define TRC_FUZZ_TARGET(name)                                                          \
    int trc_fuzz_##name(const uint8_t *data, size_t size);                           \
    int trc_fuzz_##name(const uint8_t *data, size_t size)
#endif

/* The source tree (templates, fixtures): $TRC_FUZZ_SRCDIR, else the configured one. */
const char *trc_fuzz_srcdir(void);

/* A stream that discards everything (opened once). */
FILE *trc_fuzz_sink(void);

/* Put data[0..n) in in-memory file number `slot` (0..3; a memfd reused per process) and
 * return a path that opens it from its start ("/proc/self/fd/N"); NULL on failure. */
const char *trc_fuzz_memfile(unsigned slot, const uint8_t *data, size_t n);

/* The per-process temporary directory (created once, removed at exit); NULL on failure. */
const char *trc_fuzz_tmpdir(void);

/* Write p[0..n) to DIR/rel, creating rel's parent directory; 0 or -1. */
int trc_fuzz_put(const char *dir, const char *rel, const void *p, size_t n);

/* Remove everything under dir (not dir itself); best effort. */
void trc_fuzz_clear(const char *dir);

/* The compiled set of the built-in layer, templates/system.tmpl and, when not NULL, the
 * shipped file templates/SHIPPED (loaded once per process and per SHIPPED; NULL if it
 * cannot be loaded, which aborts: the harness is broken). */
const trc_progset *trc_fuzz_set(const char *shipped);
/* Build (not cached) the set: built-in layer, templates/system.tmpl, the source-tree file
 * `fixture` (NULL: none), the template text `text` named `name` (NULL: none), then the
 * shipped files `shipped` and `shipped2` (NULL: none); aborts when it cannot be built. */
trc_progset *trc_fuzz_build_set(const char *shipped, const char *shipped2, const char *fixture,
                                const char *name, const char *text);

/* Run the text report (header, events, and the summary when `summary`) of src with set
 * into the sink; closes src.  Returns trc_report_run's status. */
int trc_fuzz_report(trc_source *src, const trc_progset *set, int summary);

/* The text report (-h) of the source open(ctx) returns against the text report, with the
 * same set, of the trclog that -r writes of it (a copy reports like the original:
 * docs/report.md, "-r"); open is called twice and may return NULL.  A difference in
 * stdout aborts (both are printed to stderr first). */
void trc_fuzz_check_copy(trc_source *(*open)(void *ctx), void *ctx, const trc_progset *set);

/* Set by the replay driver (tests/fuzz/replay.c) before the first input. */
extern int trc_fuzz_replaying;

/* Format the records encoded in data[0..n) with a VM on set (diagnostics to the sink):
 * byte 0 = bit 0 little-endian format buffers, bit 1 $TRACEENV 64; then per record a
 * 7-byte head (u32 LE: bits 0-19 hook, bits 28-29 namespace; u8 format-buffer length;
 * u8 CPU, 0xFF unknown; u8 bit 0-3 PID (15 unknown), bit 4 NOTS flag, bit 5 E64 flag) and its format
 * buffer (cut at the end of the input).  Every record is formatted twice, by a VM that
 * runs fused programs and by one that interprets everything (--no-fuse): a difference
 * in the text, its lines or the fields aborts (docs/interpreter.md §The compiled form). */
void trc_fuzz_records(const trc_progset *set, const uint8_t *data, size_t n);

/* Reads little-endian integers off an input: a cursor that yields zeros past the end. */
typedef struct trc_fuzz_rd {
    const uint8_t *p;   /* next byte */
    size_t n;           /* bytes left */
} trc_fuzz_rd;
/* Next k (<= 8) bytes as a little-endian number (missing bytes read as 0). */
uint64_t trc_fuzz_u(trc_fuzz_rd *r, unsigned k);

#endif
