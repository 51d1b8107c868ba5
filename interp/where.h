/* where.h -- --where predicates (docs/where.md): the record keys a predicate may name,
 * the values the report supplies for them, and the one entry point that parses, checks
 * and compiles predicates into a template set's code (run by trc_vm_where, interp/vm.h).
 *
 * A predicate is a template-language expression (grammar/parser.y, WHERE start) with
 * names, `&&`, `||`, `!`, `=~`/`!~` and has().  Predicates that read only keys known
 * before formatting run before the template; the rest after it, on its fields. */
#ifndef TRC_WHERE_H
#define TRC_WHERE_H
#include <stdint.h>
#include <stdio.h>
#include "common/status.h"
#include "interp/program.h"
#include "interp/vm.h"

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

/* Kinds of a key's value. */
typedef enum trc_where_vkind {
    TRC_WV_MISSING,   /* unknown for this record (JSON null) */
    TRC_WV_NUM,       /* num */
    TRC_WV_STR        /* s, len */
} trc_where_vkind;

/* One key's value for the record under test. */
typedef struct trc_where_val {
    uint8_t kind;     /* trc_where_vkind */
    int64_t num;      /* TRC_WV_NUM */
    const char *s;    /* TRC_WV_STR bytes (not NUL-terminated) */
    uint32_t len;     /* their count */
} trc_where_val;

/* What a predicate reads: the record's keys and, after formatting, its event. */
typedef struct trc_where_env {
    trc_where_val keys[TRC_WK_COUNT_]; /* key values (only those the code reads matter) */
    const trc_event *ev;  /* the formatted event (fields); NULL before formatting */
    char id[8];           /* storage of the id key's text */
} trc_where_env;

/* Key id of name[0..n), or -1 when it is no key. */
int trc_where_key_find(const char *name, size_t n);
/* Name of key k ("?" when out of range). */
const char *trc_where_key_name(unsigned k);
/* 1 when key k is known before the record is formatted. */
int trc_where_key_pre(unsigned k);

/* Parse, check and compile the `n` predicates texts[] into set (before any VM is made
 * for it).  Diagnostics go to err as `PROG--where:1:COL: error: …` with the predicate
 * and a caret (`prog` is the program prefix, e.g. "trcrpt: "); `color` colours the
 * kind word.  Returns TRC_ST_OK, TRC_ST_USAGE when a predicate has an error (nothing
 * compiled), or TRC_ST_NOMEM (not printed: the caller reports it). */
int trc_where_attach(trc_progset *set, const char *const *texts, unsigned n,
                     const char *prog, FILE *err, int color);

#endif
