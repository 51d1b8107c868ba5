/* state_test.c -- unit tests of the per-CPU slots of interp/state.c (docs/ref/language.md
 * §10): records without a CPU (0xFFFF) have their own slot, so they do not grow the CPU
 * table to 65536 entries; known CPUs keep their own state.  Prints TAP. */
#include <stdio.h>
#include "interp/state.h"
#include "tests/unit/tap.h"

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

int main(void)
{
    tap t = { 0, 0 };
    trc_runstate s;
    trc_state_init(&s);
    trc_cpustate *u = trc_state_cpu(&s, 0xFFFF);
    ok(&t, u != NULL && s.ncpus == 0, "unknown CPU: own slot, no CPU table (ncpus %u)", s.ncpus);
    if (u) { u->pid = 77; u->has_pid = 1; }
    trc_cpustate *c0 = trc_state_cpu(&s, 0);
    ok(&t, c0 != NULL && c0 != u && !c0->has_pid && s.ncpus > 0 && s.ncpus <= 16,
       "CPU 0: a small table of its own (ncpus %u)", s.ncpus);
    u = trc_state_cpu(&s, 0xFFFF);
    ok(&t, u && u->has_pid && u->pid == 77, "unknown CPU keeps its state");
    ok(&t, trc_state_cpu(&s, 70000) == u, "a CPU number above 0xFFFF is the unknown CPU");
    trc_cpustate *hi = trc_state_cpu(&s, 0xFFFE);
    ok(&t, hi && hi != u && s.ncpus == 0xFFFF, "CPU 0xFFFE: table of 0xFFFF entries (%u)", s.ncpus);
    ok(&t, trc_state_cpu(&s, 0xFFFF) == u && u->pid == 77, "unknown CPU still its own slot after the table grew");
    ok(&t, !s.failed, "no allocation failure");
    trc_state_free(&s);
    return tap_done(t.n, t.failed);
}
