/* trcasm_int.h -- private to trcasm (tools/trcasm*.c): the assembler and the dumper behind
 * trcasm's command line.  Both print their messages and return a TRC_EXIT_* status. */
#ifndef TRC_TRCASM_INT_H
#define TRC_TRCASM_INT_H
#include "common/record.h"
#include <stdio.h>

/* Text keywords of the header TLVs with tags 1..10 (TRC_TLV_SYSNAME..TRC_TLV_IPADDR), in
 * tag order: the same words in the assembler's input and the dumper's output. */
extern const char *const trcasm_tlv_names[10];

/* Assemble the text of `in` (named `fname` in messages) into out_fd: a trclog file, or a
 * raw AIX stream when `raw` is 32 or 64.  Returns a TRC_EXIT_* status. */
int trcasm_assemble(FILE *in, const char *fname, int raw, int out_fd);

/* Dump input `path` in format fmt ("trclog", "aix32", "aix64"; byte order `bo` for the raw
 * ones) as canonical text to `out`.  Returns a TRC_EXIT_* status. */
int trcasm_dump(const char *path, const char *fmt, trc_byteorder bo, FILE *out);

#endif
