/* builtins_table.h -- the one table of builtin function signatures (docs/ref/language.md §11.3)
 * and the one table of predefined macros (docs/ref/language.md §10).  Shared by the checker
 * (interp/check.c) and the interpreter, so names, arities and assignability are defined
 * exactly once.  The tables are constant data; lookups are reentrant. */
#ifndef TRC_BUILTINS_TABLE_H
#define TRC_BUILTINS_TABLE_H
#include <stddef.h>
#include <stdint.h>

/* Builtin identifiers (index into the builtin table). */
typedef enum trc_builtin_id {
    TRC_BI_SETDELIM,    /* setdelim(n) */
    TRC_BI_STARTTIMER,  /* starttimer(id, key) */
    TRC_BI_ENDTIMER,    /* endtimer(id, key) */
    TRC_BI_PIDINSTALL,  /* pidinstall(pid, ppid, name[, tid[, cpu[, pri]]]) */
    TRC_BI_TIDINSTALL,  /* tidinstall(pid, tid, name) */
    TRC_BI_PHASE,       /* phase(ph[, name]) */
    TRC_BI_COUNT        /* number of builtins */
} trc_builtin_id;

/* One builtin signature. */
typedef struct trc_builtin {
    const char *name;     /* function name as written in templates */
    trc_builtin_id id;    /* identifier */
    uint8_t min_args;     /* fewest arguments accepted */
    uint8_t max_args;     /* most arguments accepted */
    uint8_t prints;       /* 1 when the builtin prints a data item (endtimer) */
} trc_builtin;

/* Look up a builtin by name (`len` bytes, not necessarily NUL-terminated); NULL if none. */
const trc_builtin *trc_builtin_find(const char *name, size_t len);
/* The builtin with identifier `id` (id < TRC_BI_COUNT). */
const trc_builtin *trc_builtin_get(trc_builtin_id id);

/* Types of predefined macros. */
typedef enum trc_predef_type {
    TRC_PT_INT,        /* always an integer */
    TRC_PT_STRING,     /* always a string */
    TRC_PT_INT_OR_STR, /* $SVC: integer or string */
    TRC_PT_ACTION      /* $STOP, $BREAK, ...: an action, not a value */
} trc_predef_type;

/* Predefined macro identifiers. */
typedef enum trc_predef_id {
    TRC_PM_DATAPOINTER, TRC_PM_BASEPOINTER, TRC_PM_HOOKENV, TRC_PM_TRACEENV,
    TRC_PM_GENERIC, TRC_PM_D1, TRC_PM_D2, TRC_PM_D3, TRC_PM_D4, TRC_PM_D5,
    TRC_PM_HD, TRC_PM_HDL, TRC_PM_HDU, TRC_PM_HL, TRC_PM_HT, TRC_PM_TRACEID,
    TRC_PM_RELLINENO, TRC_PM_LINENO, TRC_PM_PID, TRC_PM_TID, TRC_PM_CPUID, TRC_PM_PRI,
    TRC_PM_EXECPATH, TRC_PM_SVC, TRC_PM_LOGFILE, TRC_PM_LOGIDX, TRC_PM_LOGIDX0,
    TRC_PM_DEFAULT, TRC_PM_STOP, TRC_PM_BREAK, TRC_PM_SKIP, TRC_PM_NOPRINT, TRC_PM_ERROR,
    TRC_PM_COUNT       /* number of predefined macros */
} trc_predef_id;

/* One predefined macro. */
typedef struct trc_predef {
    const char *name;      /* name without `$` */
    trc_predef_id id;      /* identifier */
    trc_predef_type type;  /* value type */
    uint8_t assignable;    /* 1 when `{{ $NAME = expr }}` is allowed */
} trc_predef;

/* Look up a predefined macro by name (without `$`, `len` bytes); NULL if none. */
const trc_predef *trc_predef_find(const char *name, size_t len);

#endif
