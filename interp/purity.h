/* purity.h -- the bytecode purity analysis used by `--jobs` (interp/purity.c). */
#ifndef TRC_PURITY_H
#define TRC_PURITY_H
#include <stdint.h>
#include "interp/program.h"

/* True for the internal hooks 001-00F (hook = ID << 4), which --jobs workers pre-run. */
static inline int trc_purity_internal_hook(uint32_t hook)
{
    return hook >= 0x10 && hook <= 0xF0 && (hook & 0xF) == 0;
}

/* True when a template reachable from a non-internal record (any template but 001-00F,
 * plus 008) calls pidinstall/tidinstall/starttimer/endtimer, assigns $PID, $TID, $CPUID,
 * $PRI, $SVC or $EXECPATH, or reads $LINENO/$RELLINENO: such sets are formatted
 * serially. */
int trc_purity_has_state(const trc_progset *set);
/* True when a template reachable from a non-internal record (as above) can run $STOP
 * (`--range` then formats every record before its start, docs/report.md). */
int trc_purity_can_stop(const trc_progset *set);
/* Per template i of set (map[i], malloc'ed; NULL when out of memory): 1 when the code it
 * reaches changes run state (pidinstall, tidinstall, timers, $PID $TID $CPUID $PRI $SVC
 * $EXECPATH, $STOP), so that it runs for filtered records too (docs/report.md, "Filters"). */
uint8_t *trc_purity_run_state(const trc_progset *set);

#endif
