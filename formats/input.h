/* input.h -- opening report inputs by format (docs/ref/report.md §1.2 `-F`): trclog, raw AIX
 * streams, S.Ha.R.K., QNX and LTT, with `auto` detection (trclog by magic -- a trclog whose
 * source TLV is `trcshm` is a libtrc buffer file, refused for now --, QNX by its header
 * text, LTT for a directory holding info/system.xml).  Any -F on any input fails cleanly:
 * a wrong format gives a message (an input error) or a report of resync records, never a crash. */
#ifndef TRC_INPUT_H
#define TRC_INPUT_H
#include <stddef.h>
#include <stdint.h>
#include "common/record.h"

/* Input formats of -F. */
typedef enum trc_input_format {
    TRC_IN_AUTO,    /* detect */
    TRC_IN_TRCLOG,  /* trclog v1 */
    TRC_IN_AIX32,   /* raw AIX 32-bit stream */
    TRC_IN_AIX64,   /* raw AIX 64-bit stream */
    TRC_IN_SHARK,   /* S.Ha.R.K. FTrace */
    TRC_IN_QNX,     /* QNX .kev */
    TRC_IN_LTT,     /* LTT trace directory */
    TRC_IN_TRCSHM   /* libtrc shared-memory buffer file (docs/ref/runtime.md §8, formats/trcshm.c) */
} trc_input_format;

/* Reader options collected from the command line. */
typedef struct trc_input_opts {
    trc_input_format format; /* -F */
    trc_byteorder bo;        /* --byteorder (raw AIX) */
    uint64_t tb_num;         /* --timebase numerator (raw AIX) */
    uint64_t tb_den;         /* --timebase denominator (raw AIX) */
    uint64_t shark_clk;      /* --shark-clk-per-msec (0: not given) */
    int no_sort;             /* --no-sort (S.Ha.R.K.) */
    int ltt_unit;            /* 0 auto, 1 --ltt-usec, 2 --ltt-nsec */
} trc_input_opts;

/* Defaults: auto, big-endian, timebase 1/1. */
void trc_input_opts_init(trc_input_opts *o);
/* Parse a -F name; returns 0, or -1 when unknown. */
int trc_input_format_parse(const char *name, trc_input_format *f);
/* Detect the format of a named file or directory (not "-"): 0 with *f set, or -1 with a
 * message in err (cannot open, empty file, a directory not an LTT trace, unknown). */
int trc_input_detect(const char *path, trc_input_format *f, char *err, size_t errlen);
/* Open `path` ("-" = stdin) in format o->format (detected when AUTO; *used = the format
 * opened).  NULL with a message in err when it cannot be opened or detected. */
trc_source *trc_input_open(const char *path, const trc_input_opts *o, trc_input_format *used,
                           char *err, size_t errlen);

#endif
