/* wherekeys.h -- the record keys a --where predicate may name (docs/where.md): their ids,
 * names and whether they are known before formatting (interp/wherekeys.c).  Apart from
 * where.h so that the compiler and the disassembler look keys up without depending on the
 * predicates' front end, which calls the compiler. */
#ifndef TRC_WHEREKEYS_H
#define TRC_WHEREKEYS_H
#include <stddef.h>

/* The record keys, in the order of the JSON Lines keys (docs/ref/report.md §5.1). */
#define TRC_WHERE_KEYS(K) \
    K(ID,      "id",         1) /* displayed hook id (string) */ \
    K(LABEL,   "label",      0) /* template label without @ (string) */ \
    K(LEVEL,   "level",      0) /* APPL SVC KERN INT 0 (string) */ \
    K(ELAPSED, "elapsed_ns", 1) /* elapsed time in ns */ \
    K(DELTA,   "delta_ns",   0) /* time since the previous printed record, ns */ \
    K(CPU,     "cpu",        1) /* CPU (before formatting: the record's own) */ \
    K(PID,     "pid",        1) /* process id (before formatting: the record's own) */ \
    K(TID,     "tid",        1) /* thread id (before formatting: the record's own) */ \
    K(PROCESS, "process",    0) /* process-table name (string) */ \
    K(TEXT,    "text",       0) /* event text, lines joined with \n, no indentation */ \
    K(HD,      "hd",         1) /* $HD */ \
    K(ENV,     "env",        1) /* 32 or 64 */ \
    K(FILE,    "file",       1) /* input file name ($LOGFILE) */ \
    K(OFFSET,  "offset",     1) /* record offset in the input ($LOGIDX0) */

/* Key ids. */
typedef enum trc_where_key {
#define TRC_WK_ENUM_(id, name, pre) TRC_WK_##id,
    TRC_WHERE_KEYS(TRC_WK_ENUM_)
#undef TRC_WK_ENUM_
    TRC_WK_COUNT_     /* number of keys */
} trc_where_key;

/* Key id of name[0..n), or -1 when it is no key. */
int trc_where_key_find(const char *name, size_t n);
/* Name of key k ("?" when out of range). */
const char *trc_where_key_name(unsigned k);
/* 1 when key k is known before the record is formatted. */
int trc_where_key_pre(unsigned k);

#endif
