/* where.h -- --where predicates (docs/where.md): the values the report supplies for the
 * record keys a predicate may name (interp/wherekeys.h), and the one entry point that parses, checks
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
#include "interp/wherekeys.h"

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

/* Parse, check and compile the `n` predicates texts[] into set (before any VM is made
 * for it).  Diagnostics go to err as `PROG--where:1:COL: error: …` with the predicate
 * and a caret (`prog` is the program prefix, e.g. "trcrpt: "); `color` colours the
 * kind word.  Returns TRC_ST_OK, TRC_ST_USAGE when a predicate has an error (nothing
 * compiled), or TRC_ST_NOMEM (not printed: the caller reports it). */
int trc_where_attach(trc_progset *set, const char *const *texts, unsigned n,
                     const char *prog, FILE *err, int color);

#endif
