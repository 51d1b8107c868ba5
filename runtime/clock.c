/* clock.c -- libtrc clock and identity helpers (RUNTIME.md §2.5, §3).
 * Owns: the time source of records (trc_rt_now), the process id refreshed after fork
 * (trc__pid) and the per-thread cached thread id.  Lowest file of libtrc: it calls no
 * other libtrc file. */
#include "runtime/trc_int.h"
#include <sys/syscall.h>
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
