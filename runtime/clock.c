/* clock.c -- libtrc clock and identity helpers (docs/ref/runtime.md §2.5, §3; docs/libtrc.md
 * "Clock").
 * Owns: the time sources (CLOCK_MONOTONIC ns for control timing; the record clock of a
 * channel: the invariant time-stamp counter or CLOCK_MONOTONIC, and its calibration into
 * the trclog timebase), the process id refreshed after fork (trc__pid) and the per-thread
 * cached thread id.  Lowest file of libtrc: it calls no other libtrc file. */
#include "runtime/trc_int.h"
#include <errno.h>
#include <sys/syscall.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif
#include <time.h>
#include <unistd.h>

_Atomic uint32_t trc__pid;

/* Thread id of this thread (0 = not asked yet). */
static __thread uint64_t tls_tid __attribute__((tls_model("initial-exec")));

uint64_t trc_rt_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

uint64_t trc_rt_tid(void)
{
    uint64_t t = tls_tid;
    if (!t) {
        t = (uint64_t)syscall(SYS_gettid);
        tls_tid = t;
    }
    return t;
}

void trc_rt_ids_after_fork(void)
{
    tls_tid = 0;
    atomic_store(&trc__pid, (uint32_t)getpid());
}

int trc_rt_tsc_invariant(void)
{
#if defined(__x86_64__) || defined(__i386__)
    unsigned a, b, c, d;
    if (!__get_cpuid(0x80000000u, &a, &b, &c, &d) || a < 0x80000007u) return 0;
    if (!__get_cpuid(0x80000007u, &a, &b, &c, &d)) return 0;
    return (d >> 8) & 1;
#else
    return 0;
#endif
}

/* One (TSC, CLOCK_MONOTONIC) pair: the TSC in the middle of the narrowest of 5 brackets
 * around a clock_gettime. */
static void tsc_pair(uint64_t *tsc, uint64_t *ns)
{
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < 5; i++) {
        uint64_t a = trc_rt_rdtsc(), n = trc_rt_now(), b = trc_rt_rdtsc();
        if (b >= a && b - a < best) {
            best = b - a;
            *tsc = a + (b - a) / 2;
            *ns = n;
        }
    }
}

/* Calibration window at open (ns). */
#define CAL_NS 5000000u

int trc_rt_clock_open(trc_channel *ch)
{
    int inv = trc_rt_tsc_invariant();
    if (ch->opt.clock == TRCI_CLK_TSC && !inv) { errno = EINVAL; return -1; }
    ch->tsc = inv && ch->opt.clock != TRCI_CLK_MONOTONIC;
    struct timespec w;
    ch->tb_num = ch->tb_den = 1;
    if (!ch->tsc) {
        ch->start_ticks = ch->start_mono = trc_rt_now();
        clock_gettime(CLOCK_REALTIME, &w);
    } else {
        tsc_pair(&ch->start_ticks, &ch->start_mono);
        clock_gettime(CLOCK_REALTIME, &w);
        uint64_t t1 = 0, n1 = 0;
        do tsc_pair(&t1, &n1); while (n1 - ch->start_mono < CAL_NS);
        if (t1 > ch->start_ticks) {
            ch->tb_num = n1 - ch->start_mono;
            ch->tb_den = t1 - ch->start_ticks;
        } else {                         /* a counter that does not count: no TSC */
            ch->tsc = 0;
            ch->start_ticks = ch->start_mono = trc_rt_now();
        }
    }
    ch->start_wall = (int64_t)w.tv_sec * 1000000000 + w.tv_nsec;
    return 0;
}

void trc_rt_clock_refine(trc_channel *ch)
{
    if (!ch->tsc) return;
    uint64_t t, n;
    tsc_pair(&t, &n);
    if (t > ch->start_ticks && n - ch->start_mono > CAL_NS) {
        ch->tb_num = n - ch->start_mono;
        ch->tb_den = t - ch->start_ticks;
    }
}
