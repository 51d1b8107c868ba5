/* ltt.h -- the LTT "new trace format" reader (docs/ref/foreign.md §4, `-F ltt`): public API.
 *
 * Input is a trace directory (info/system.xml, eventdefs/NAME.xml, control/NAME, cpu/N).  The
 * reader returns a trc_source (common/record.h) whose records use the 64-bit layout in
 * the trace's byte order, namespace 3 (ID 0x30000 | event id), merged across CPUs in time
 * order, plus synthetic 00C records (namespace 0) for truncated or undecodable blocks.
 * The templates of the trace's events are generated from the XML (docs/ref/foreign.md §4.8) as
 * template-language text that trcrpt parses with trc_parse().
 * Implemented in formats/ltt.c (streams, time, merge), formats/ltt_walk.c (the block
 * walk), formats/ltt_xml.c (expat part), formats/ltt_model.c (typerefs, sizes, lookup) and
 * formats/ltt_tmpl.c (generated templates). */
#ifndef TRC_LTT_H
#define TRC_LTT_H
#include <stddef.h>
#include <stdint.h>
#include "common/buf.h"
#include "formats/foreign.h"
#include "common/record.h"

/* Sub-second unit of block_start/block_end (docs/ref/foreign.md §4.7). */
typedef enum trc_ltt_unit {
    TRC_LTT_UNIT_AUTO = 0,   /* decide from the trace (default) */
    TRC_LTT_UNIT_USEC = 1,   /* --ltt-usec: the "nanoseconds" field holds microseconds */
    TRC_LTT_UNIT_NSEC = 2    /* --ltt-nsec: the field holds nanoseconds */
} trc_ltt_unit;

/* Options of the LTT reader (-F ltt). */
typedef struct trc_ltt_opts {
    trc_ltt_unit unit;       /* forced sub-second unit, or AUTO */
    trc_foreign_warn_fn warn;/* warning sink; NULL = "PATH: warning: MSG" on stderr */
    void *warn_ctx;          /* first argument of warn */
} trc_ltt_opts;

/* Reader counters of an LTT source (printed with -v / in the summary). */
typedef struct trc_ltt_counts {
    uint64_t blocks;         /* complete blocks read from the event streams */
    uint64_t events;         /* events delivered (block_start/end included) */
    uint64_t bad_blocks;     /* blocks cut short by a walk failure (00C reason 3) */
    uint64_t truncated;      /* partial final blocks (00C reason 2) */
    uint32_t facilities;     /* facilities read from eventdefs */
    uint32_t loaded;         /* facility ranges in use (facility_load or fallback) */
    int unit_ns;             /* 1: sub-second values read as ns, 0: as us */
    const char *unit_why;    /* how the unit was chosen ("forced", "values >= 10^6",
                                "rate agreement", "tie", "no usable blocks") */
} trc_ltt_counts;

/* 1 when path is a directory holding info/system.xml (an LTT trace), else 0. */
int trc_ltt_detect(const char *path);

/* Open the LTT trace directory `dir`.  Returns NULL with a message in err when the trace
 * cannot be read (XML error "FILE:LINE: MESSAGE", LTTng 0.x, missing files); trcrpt then
 * exits with status 4. */
trc_source *trc_ltt_open(const char *dir, const trc_ltt_opts *o, char *err, size_t errlen);

/* Append the generated templates of an LTT source (docs/ref/foreign.md §4.8, one stanza per line,
 * led by a comment line) to out.  Returns 0, or -1 when s is not an LTT source. */
int trc_ltt_templates(trc_source *s, trc_buf *out);

/* The counters of an LTT source; NULL for any other source. */
const trc_ltt_counts *trc_ltt_counts_of(const trc_source *s);

#endif
