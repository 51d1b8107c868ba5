/* state_test.c -- unit tests of the per-CPU slots of interp/state.c (docs/ref/language.md
 * §10): records without a CPU (0xFFFF) have their own slot, CPU numbers from
 * TRC_CPU_DENSE up a sparse table, so neither grows the dense CPU table to 65536 entries;
 * every CPU keeps its own state.  Prints TAP. */
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
    ok(&t, hi && hi != u && s.ncpus <= 16 && s.nxcpus == 1,
       "CPU 0xFFFE: one sparse entry, the dense table stays small (ncpus %u, sparse %u)",
       s.ncpus, s.nxcpus);
    if (hi) { hi->pid = 5; hi->has_pid = 1; }
    trc_cpustate *mid = trc_state_cpu(&s, TRC_CPU_DENSE);
    ok(&t, mid && mid != hi && !mid->has_pid && s.nxcpus == 2, "CPU TRC_CPU_DENSE: a second sparse entry");
    trc_cpustate *last = trc_state_cpu(&s, TRC_CPU_DENSE - 1);
    ok(&t, last && s.ncpus == TRC_CPU_DENSE && s.nxcpus == 2, "CPU TRC_CPU_DENSE - 1: the dense table (ncpus %u)", s.ncpus);
    for (uint32_t c = 2000; c < 2100; c++) trc_state_cpu(&s, c);   /* the sparse table grows */
    hi = trc_state_cpu(&s, 0xFFFE);
    ok(&t, hi && hi->has_pid && hi->pid == 5 && s.nxcpus == 102, "sparse CPUs keep their state as the table grows");
    ok(&t, trc_state_cpu(&s, 0xFFFF) == u && u->pid == 77, "unknown CPU still its own slot");
    ok(&t, !s.failed, "no allocation failure");
    trc_state_free(&s);
    return tap_done(t.n, t.failed);
}
