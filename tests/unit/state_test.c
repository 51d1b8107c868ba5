/* state_test.c -- unit tests of interp/state.c (docs/ref/language.md §10, §11.3): the
 * per-CPU slots (records without a CPU (0xFFFF) have their own slot, CPU numbers from
 * TRC_CPU_DENSE up a sparse table, so neither grows the dense CPU table to 65536 entries;
 * every CPU keeps its own state), and the keyed tables (docs/fuzzing.md, resource
 * limits): reads create nothing, a table holds at most TRC_STATE_MAX_BYTES and forgets
 * the least recently set entries, every kept entry is still found after many
 * removals.  Prints TAP. */
#include <stdio.h>
#include <string.h>
#include "interp/state.h"
#include "tests/unit/tap.h"

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

/* 1 when exactly the pids keys[from..n) have their names (keys[0..from) have none). */
static int names_are(const trc_runstate *s, const uint64_t *keys, uint32_t n, uint32_t from)
{
    for (uint32_t i = 0; i < n; i++) {
        uint32_t len = 0;
        const char *nm = trc_state_procname(s, keys[i], &len);
        if ((nm != NULL) != (i >= from)) return 0;
        if (nm && (len != 8 || memcmp(nm, "proc", 4) != 0 || nm[4] != (char)('a' + i % 26)))
            return 0;
    }
    return 1;
}

/* The keyed tables. */
static void keyed_tables(tap *t)
{
    trc_runstate s;
    trc_state_init(&s);
    ok(t, trc_state_svc(&s, 0, 42) == NULL && trc_state_svc(&s, 1, 3) == NULL
          && s.tabs[TRC_TAB_SVC].used == 0 && s.tabs[TRC_TAB_CPUSVC].used == 0,
       "$SVC of a thread or CPU never set: NULL, and the read creates no entry");
    trc_state_setsvc(&s, 0, 42, 1, 0, "read", 4);
    trc_state_setsvc(&s, 1, 42, 0, 7, NULL, 0);
    const trc_sval *a = trc_state_svc(&s, 0, 42), *b = trc_state_svc(&s, 1, 42);
    ok(t, a && a->is_set && a->is_str && a->len == 4 && memcmp(a->s, "read", 4) == 0
          && b && b->is_set && !b->is_str && b->i == 7,
       "$SVC by thread and by CPU are separate tables");

    /* pids spread over the key space (linear-probe clusters, wrapped runs) */
    enum { N = 1000000 };
    static uint64_t keys[N];
    uint64_t x = 88172645463325252ull;
    for (uint32_t i = 0; i < N; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        keys[i] = i % 3 ? x : (uint64_t)i << 32;
    }
    char name[8] = { 'p', 'r', 'o', 'c', 0, '-', '-', '-' };
    for (uint32_t i = 0; i < N; i++) {
        name[4] = (char)('a' + i % 26);
        trc_state_setproc(&s, keys[i], 1, name, 8);
    }
    const trc_ktab *p = &s.tabs[TRC_TAB_PROCS];
    uint32_t fit = TRC_STATE_MAX_BYTES / (TRC_STATE_ENTRY_COST + 8);
    ok(t, p->live == fit && p->forgotten == N - fit && p->bytes <= TRC_STATE_MAX_BYTES
          && p->map.n == fit && trc_state_forgotten(&s, TRC_TAB_PROCS) == N - fit,
       "1,000,000 names of 8 bytes: %u kept (72 bytes each in 64 MiB), %llu forgotten",
       p->live, (unsigned long long)p->forgotten);
    ok(t, names_are(&s, keys, N, N - fit), "the oldest are forgotten, every kept one is found");
    ok(t, p->used <= fit + 1, "forgotten entries are reused (%u entries allocated)", p->used);

    /* setting an entry again makes it the newest */
    uint64_t old = keys[N - fit];   /* the oldest kept */
    name[4] = 'Z';
    trc_state_setproc(&s, old, 1, name, 8);
    trc_state_setproc(&s, 1, 1, "proc-new", 8);
    uint32_t len = 0;
    const char *nm = trc_state_procname(&s, old, &len);
    ok(t, nm && nm[4] == 'Z' && !trc_state_procname(&s, keys[N - fit + 1], &len),
       "a name set again is kept; the next oldest goes instead");

    /* one string larger than the table: it stays, alone */
    static char big[TRC_STATE_MAX_BYTES + 100];
    memset(big, 'x', sizeof big);
    trc_state_setthread(&s, 5, 6, big, (uint32_t)sizeof big);
    trc_state_setthread(&s, 5, 7, "small", 5);
    const trc_ktab *th = &s.tabs[TRC_TAB_THREADS];
    ok(t, th->live == 1 && trc_state_threadname(&s, 7, &len) && !trc_state_threadname(&s, 6, &len)
          && th->forgotten == 1,
       "a thread name over 64 MiB is kept until the next one is set");
    ok(t, !s.failed, "keyed tables: no allocation failure");
    trc_state_free(&s);
}

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
    keyed_tables(&t);
    return tap_done(t.n, t.failed);
}
