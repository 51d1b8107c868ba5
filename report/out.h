/* out.h -- the non-text outputs of trcrpt: the structured writers (docs/ref/report.md §5: JSON
 * Lines, CSV, Chrome Trace Event JSON) behind one begin/event/end interface, the binary
 * `-r` writer (docs/ref/report.md §4.2) and the `-j` template listing (docs/ref/report.md §1.1).
 * Owns: the public API of report/out_*.c.  The report (report/report.c) calls these
 * instead of its text layout when the output is not text. */
#ifndef TRC_OUT_H
#define TRC_OUT_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "common/buf.h"
#include "interp/program.h"
#include "interp/vm.h"
#include "common/record.h"
#include "common/status.h"

/* Output kinds of --output (docs/ref/report.md §1.2). */
typedef enum trc_output {
    TRC_OUTPUT_TEXT = 0,    /* the text report (report/report.c) */
    TRC_OUTPUT_JSON,        /* JSON Lines (§5.1) */
    TRC_OUTPUT_CSV,         /* CSV (§5.2) */
    TRC_OUTPUT_CHROME,      /* Chrome Trace Event JSON (§5.3) */
    TRC_OUTPUT_PERFETTO     /* Perfetto trace, protobuf (§5.6) */
} trc_output;

/* The JSON Lines schema (docs/ref/report.md §5.1, §5.4): its version (changed by the rule of
 * §5.4) and its columns, as DIR/_schema.json of --partition lists them. */
#define TRC_JSONL_SCHEMA_VERSION_S "1"
#define TRC_JSONL_SCHEMA_COLUMNS \
    "{\"name\":\"id\",\"type\":\"string\"}," \
    "{\"name\":\"label\",\"type\":\"string\"}," \
    "{\"name\":\"level\",\"type\":\"string\"}," \
    "{\"name\":\"elapsed_ns\",\"type\":\"integer\"}," \
    "{\"name\":\"delta_ns\",\"type\":\"integer\"}," \
    "{\"name\":\"time\",\"type\":\"timestamp_ns\",\"nullable\":true}," \
    "{\"name\":\"cpu\",\"type\":\"integer\",\"nullable\":true}," \
    "{\"name\":\"pid\",\"type\":\"integer\",\"nullable\":true}," \
    "{\"name\":\"tid\",\"type\":\"integer\",\"nullable\":true}," \
    "{\"name\":\"process\",\"type\":\"string\",\"nullable\":true}," \
    "{\"name\":\"text\",\"type\":\"string\"}," \
    "{\"name\":\"fields\",\"type\":\"object\"}," \
    "{\"name\":\"lost\",\"type\":\"integer\",\"optional\":true}," \
    "{\"name\":\"env\",\"type\":\"integer\"}," \
    "{\"name\":\"hd\",\"type\":\"integer\"}," \
    "{\"name\":\"data\",\"type\":\"string\"}," \
    "{\"name\":\"file\",\"type\":\"string\"}," \
    "{\"name\":\"offset\",\"type\":\"integer\"}"

/* Partition keys of --partition (docs/report.md, Partitioned output), in bit order. */
enum { TRC_PK_HOOK, TRC_PK_CPU, TRC_PK_PID, TRC_PK_DATE, TRC_PK_HOUR, TRC_PK_HOST, TRC_PK_COUNT_ };
/* Parse a --partition list ("hook,date"): keys[] in the order given (TRC_PK_*), *nkeys;
 * returns 0, or -1 when empty, unknown or repeated. */
int trc_part_keys_parse(const char *list, unsigned *keys, unsigned *nkeys);

/* Parse an --output name (text, json, csv, chrome, perfetto); returns 0, or -1 when unknown. */
int trc_output_parse(const char *name, trc_output *kind);

/* ---------------------------------------------------------------- structured writers */

/* What a structured writer gets for one printed record. */
typedef struct trc_out_event {
    const trc_record *rec;   /* the record (envelope, format buffer, $LOGIDX0) */
    const trc_event *ev;     /* the VM's result for it (text, label, fields, phase, ids) */
    const trc_loginfo *info; /* header facts of its input (wall clock, timebase) */
    const char *file;        /* $LOGFILE: the input path as given ("-" is shown as <stdin>) */
    const trc_vm *vm;        /* the VM: process-table and thread names */
    int64_t elapsed;         /* elapsed ns as the report shows it (§3.3) */
    int64_t delta;           /* ns since the previous printed record (0 for the first) */
} trc_out_event;

/* delta_ns of a record: ns since the previous printed one, saturated; 0 for the first. */
static inline int64_t trc_out_delta(int have_prev, int64_t elapsed, int64_t prev)
{
    int64_t d = 0;
    if (have_prev && __builtin_sub_overflow(elapsed, prev, &d)) d = elapsed > prev ? INT64_MAX : INT64_MIN;
    return d;
}

typedef struct trc_outw trc_outw;

/* Create a writer of `kind` (not TEXT).  `header`: 0 with -h (drops the CSV header row).
 * NULL on out-of-memory. */
trc_outw *trc_outw_new(trc_output kind, int header);
/* Start the output (CSV header row, Chrome prologue with the header TLVs of `info`, which
 * may be NULL when there is no input).  Appends to b.  Returns 0, or -1 when out of memory. */
int trc_outw_begin(trc_outw *w, trc_buf *b, const trc_loginfo *info);
/* Append one printed record.  No allocation once the writer's tables have grown.
 * Returns 0, or -1 when out of memory. */
int trc_outw_event(trc_outw *w, trc_buf *b, const trc_out_event *e);
/* Finish the output (Chrome: close open B spans, end the array).  Returns 0 or -1 (OOM). */
int trc_outw_end(trc_outw *w, trc_buf *b);
/* Free a writer (NULL is allowed). */
void trc_outw_free(trc_outw *w);

/* ---------------------------------------------------------------- -r (binary output) */

typedef struct trc_rawout trc_rawout;

/* Check the `n` inputs (same byte order) and the output (not a terminal), then write the
 * trclog header of docs/ref/report.md §4.2 to `out`.  NULL on failure with a message in err and
 * *status set (TRC_ST_USAGE, TRC_ST_OUTPUT, TRC_ST_NOMEM). */
trc_rawout *trc_rawout_new(FILE *out, trc_source *const *srcs, unsigned n, int *status,
                           char *err, size_t errlen);
/* -r --embed-templates (docs/templates.md "Embedded sets"): the set to put in the header. */
typedef struct trc_rawembed {
    int used_only;      /* 1 (`used`): the templates of the hooks written; 0 (`all`) */
    /* Append the set's text to out: for the hooks set in `used` (a TRC_HOOKMAP_BYTES
     * bitmap, report/embedtext.h), or all of it when used is NULL; < 0 on failure. */
    long (*text)(void *ctx, const uint8_t *used, trc_buf *out);
    void *ctx;          /* for text */
} trc_rawembed;
/* Embed a template set in the header (call before the first record). */
void trc_rawout_set_embed(trc_rawout *w, const trc_rawembed *e);
/* Copy one selected record of input `info` (ticks already NOTS-resolved): envelope with
 * ticks = ns since the earliest start, format buffer as is.  0, or -1 on a write error. */
int trc_rawout_record(trc_rawout *w, const trc_record *rec, const trc_loginfo *info);
/* Flush and free.  Returns TRC_ST_OK (also when the reader went away, EPIPE), or
 * TRC_ST_OUTPUT when writing failed (message in err). */
int trc_rawout_close(trc_rawout *w, char *err, size_t errlen);
/* Records w did not write because their entry is longer than a trclog entry can be
 * (65535 bytes). */
uint64_t trc_rawout_toolong(const trc_rawout *w);

/* ---------------------------------------------------------------- the report's hook */

/* The non-text output of one report run: `-r` or a structured writer. */
typedef struct trc_outs trc_outs;

/* Open the non-text output of a report run over the `n` inputs: raw (-r) or a writer of
 * `kind` (`header` 0 with -h).  The structured prologue goes to b; -r writes the trclog
 * header to `out` itself.  Returns TRC_ST_OK with *res set, or TRC_ST_USAGE, TRC_ST_OUTPUT
 * or TRC_ST_NOMEM after a message on err prefixed by `prog` ("trcrpt: "). */
int trc_outs_open(trc_outs **res, int raw, trc_output kind, int header, FILE *out,
                  trc_source *const *srcs, unsigned n, trc_buf *b, FILE *err, const char *prog);
/* One selected (not filtered) record after the VM ran on it: -r copies it; a writer
 * appends it to b when e->ev->print.  Returns 1 when written, 0 when not, -1 to stop the
 * run (the error is reported by trc_outs_close). */
int trc_outs_record(trc_outs *s, trc_buf *b, const trc_out_event *e);
/* Route the run's JSON Lines into Hive-style partitions under dir (keys[]: TRC_PK_*,
 * file part-NNNNN.jsonl with NNNNN = number) instead of b; before the first record.
 * Returns 0, or -1 when out of memory. */
int trc_outs_partition(trc_outs *s, const char *dir, const unsigned *keys, unsigned nkeys,
                       unsigned number);
/* on = 1: drop the partitioned lines of the records that follow (the walk of --range,
 * whose other output the report drops itself); on = 0: route them again. */
void trc_outs_hold(trc_outs *s, int on);
/* A structured writer of `kind` (json or csv) for a --jobs worker: no prologue, no
 * epilogue (the run's own writer has them).  Returns 0, or -1 when out of memory. */
int trc_outs_open_part(trc_outs **res, trc_output kind, int header);
/* -r: embed a template set (trc_rawout_set_embed; nothing for other outputs). */
void trc_outs_set_embed(trc_outs *s, const trc_rawembed *e);
/* Free a writer made by trc_outs_open_part without writing anything (NULL allowed). */
void trc_outs_discard(trc_outs *s);
/* Finish (epilogue into b, -r flushed) and free.  Returns TRC_ST_OK, TRC_ST_OUTPUT (write
 * error, -r) or TRC_ST_NOMEM, after a message on err prefixed by `prog`; -r's records too
 * long to copy are told as a warning (color: its word in SGR 33). */
int trc_outs_close(trc_outs *s, trc_buf *b, FILE *err, const char *prog, int color);

/* ---------------------------------------------------------------- -j */

/* Append the `-j` listing of a template set to b: one line per template in hook-id order,
 * displayed ID left-aligned in 6 columns, then the label without `@`, no trailing blank. */
struct trc_tset;
void trc_out_list_templates(trc_buf *b, const trc_progset *set, const struct trc_tset *marks);

/* ---------------------------------------------------------------- helpers */

/* Elapsed ns of `ticks` for an input (docs/ref/tracelog.md §3.2: signed difference × num / den,
 * 128-bit, saturated to int64). */

#endif
