/* builtins_table.c -- owns the builtin signature table (docs/ref/language.md §11.3) and the
 * predefined macro table (docs/ref/language.md §10); see builtins_table.h. */
#include "interp/builtins_table.h"
#include <string.h>

static const trc_builtin builtins[TRC_BI_COUNT] = {
    { "setdelim",   TRC_BI_SETDELIM,   1, 1, 0 },
    { "starttimer", TRC_BI_STARTTIMER, 2, 2, 0 },
    { "endtimer",   TRC_BI_ENDTIMER,   2, 2, 1 },
    { "pidinstall", TRC_BI_PIDINSTALL, 3, 6, 0 },
    { "tidinstall", TRC_BI_TIDINSTALL, 3, 3, 0 },
    { "phase",      TRC_BI_PHASE,      1, 2, 0 },
};

static const trc_predef predefs[TRC_PM_COUNT] = {
    { "DATAPOINTER", TRC_PM_DATAPOINTER, TRC_PT_INT, 1 },
    { "BASEPOINTER", TRC_PM_BASEPOINTER, TRC_PT_INT, 1 },
    { "HOOKENV",     TRC_PM_HOOKENV,     TRC_PT_INT, 0 },
    { "TRACEENV",    TRC_PM_TRACEENV,    TRC_PT_INT, 0 },
    { "GENERIC",     TRC_PM_GENERIC,     TRC_PT_INT, 0 },
    { "D1",          TRC_PM_D1,          TRC_PT_INT, 0 },
    { "D2",          TRC_PM_D2,          TRC_PT_INT, 0 },
    { "D3",          TRC_PM_D3,          TRC_PT_INT, 0 },
    { "D4",          TRC_PM_D4,          TRC_PT_INT, 0 },
    { "D5",          TRC_PM_D5,          TRC_PT_INT, 0 },
    { "HD",          TRC_PM_HD,          TRC_PT_INT, 0 },
    { "HDL",         TRC_PM_HDL,         TRC_PT_INT, 0 },
    { "HDU",         TRC_PM_HDU,         TRC_PT_INT, 0 },
    { "HL",          TRC_PM_HL,          TRC_PT_INT, 0 },
    { "HT",          TRC_PM_HT,          TRC_PT_INT, 0 },
    { "TRACEID",     TRC_PM_TRACEID,     TRC_PT_INT, 0 },
    { "RELLINENO",   TRC_PM_RELLINENO,   TRC_PT_INT, 0 },
    { "LINENO",      TRC_PM_LINENO,      TRC_PT_INT, 0 },
    { "PID",         TRC_PM_PID,         TRC_PT_INT, 1 },
    { "TID",         TRC_PM_TID,         TRC_PT_INT, 1 },
    { "CPUID",       TRC_PM_CPUID,       TRC_PT_INT, 1 },
    { "PRI",         TRC_PM_PRI,         TRC_PT_INT, 1 },
    { "EXECPATH",    TRC_PM_EXECPATH,    TRC_PT_STRING, 1 },
    { "SVC",         TRC_PM_SVC,         TRC_PT_INT_OR_STR, 1 },
    { "LOGFILE",     TRC_PM_LOGFILE,     TRC_PT_STRING, 0 },
    { "LOGIDX",      TRC_PM_LOGIDX,      TRC_PT_INT, 0 },
    { "LOGIDX0",     TRC_PM_LOGIDX0,     TRC_PT_INT, 0 },
    { "DEFAULT",     TRC_PM_DEFAULT,     TRC_PT_ACTION, 0 },
    { "STOP",        TRC_PM_STOP,        TRC_PT_ACTION, 0 },
    { "BREAK",       TRC_PM_BREAK,       TRC_PT_ACTION, 0 },
    { "SKIP",        TRC_PM_SKIP,        TRC_PT_ACTION, 0 },
    { "NOPRINT",     TRC_PM_NOPRINT,     TRC_PT_ACTION, 0 },
    { "ERROR",       TRC_PM_ERROR,       TRC_PT_ACTION, 0 },
};

/* True when the NUL-terminated `want` equals the `len` bytes at `name` (the first byte is
 * compared first: the checker looks up every macro reference of a set). */
static int name_eq(const char *want, const char *name, size_t len)
{
    return len > 0 && want[0] == name[0] && strlen(want) == len && memcmp(want, name, len) == 0;
}

const trc_builtin *trc_builtin_find(const char *name, size_t len)
{
    for (size_t i = 0; i < TRC_BI_COUNT; i++)
        if (name_eq(builtins[i].name, name, len))
            return &builtins[i];
    return NULL;
}

const trc_builtin *trc_builtin_get(trc_builtin_id id)
{
    return id < TRC_BI_COUNT ? &builtins[id] : NULL;
}

const trc_predef *trc_predef_find(const char *name, size_t len)
{
    if (len == 0 || name[0] < 'A' || name[0] > 'Z') return NULL;   /* every name is upper case */
    for (size_t i = 0; i < TRC_PM_COUNT; i++)
        if (name_eq(predefs[i].name, name, len))
            return &predefs[i];
    return NULL;
}
