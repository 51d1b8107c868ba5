/* libtrc_bench.c -- libtrc performance figures (docs/ref/runtime.md §9, issue 12): ns per enabled
 * event with 1, 2 and 4 writer threads (wall time of each thread's loop, and its thread
 * CPU time, which leaves out the time a thread waits for a core on a loaded machine), ns
 * per call on a disabled / never-opened channel and on a filtered hook, trcgen with 64 and
 * 256 bytes, and the events/s the drain writes to the file in chain mode.  Threads pinned
 * (thread i to CPU i mod online CPUs), R runs, median and minimum printed.  Prints figures
 * only; asserts nothing except exactness (recorded + lost = calls, P7).
 * The per-event figures use mode=circular (no sink I/O timed, as in issue 12) unless -m
 * chain; the P8 figures are always chain mode to a file with the drain running.  EVENTS
 * (default 10^6) is the total of the writers (each writes EVENTS / threads): at 48 bytes
 * per TRCHKL2T record.  In circular mode the buffer is wrapped once before the timed loop
 * (steady state: every chunk switch overwrites and zeroes the oldest chunk).
 * Usage: libtrc_bench [-n EVENTS] [-d DISABLED_CALLS] [-r RUNS] [-o DIR] [-m MODE]
 *                     [-c CLOCK]
 * Owns: nothing but itself (not installed; `make bench-libtrc`). */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "runtime/trc.h"

#ifndef BENCH_CFLAGS
#define BENCH_CFLAGS "?"
#endif

/* Benchmark parameters. */
typedef struct params {
    uint64_t n;             /* enabled events per thread */
    uint64_t ndis;          /* disabled / never-opened / filtered calls */
    int runs;               /* runs per figure */
    char dir[512];          /* directory of the trace files (tmpfs if possible) */
    char mode[16];          /* buffer mode of the per-event figures */
    char clock[32];         /* ",clock=VALUE" or "" (the library's default) */
    int exact_fail;         /* a run violated recorded + lost = calls */
} params;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void pin(int cpu)
{
    cpu_set_t s;
    CPU_ZERO(&s);
    CPU_SET(cpu % (int)sysconf(_SC_NPROCESSORS_ONLN), &s);
    pthread_setaffinity_np(pthread_self(), sizeof s, &s);
}

/* The first three fields of /proc/loadavg. */
static const char *loadavg(void)
{
    static char b[64] = "?";
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fgets(b, sizeof b, f)) {
            char *e = b;
            for (int i = 0; i < 3 && e; i++) e = strchr(e + 1, ' ');
            if (e) *e = 0;
        }
        fclose(f);
    }
    return b;
}

static int cmpd(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Print median and minimum of v[0..n) (times). */
static void report(const char *what, double *v, int n, const char *unit, const char *extra)
{
    qsort(v, (size_t)n, sizeof *v, cmpd);
    printf("%-44s median %9.2f  min %9.2f %s%s\n", what, v[n / 2], v[0], unit, extra);
}

/* Print median and maximum of v[0..n) (rates). */
static void report_rate(const char *what, double *v, int n, const char *unit)
{
    qsort(v, (size_t)n, sizeof *v, cmpd);
    printf("%-44s median %9.2f  max %9.2f %s\n", what, v[n / 2], v[n - 1], unit);
}

/* Thread CPU time in s. */
static double cpu_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One enabled writer. */
typedef struct wr {
    uint64_t n;             /* events */
    int cpu;                /* CPU to pin to */
    double ns;              /* ns per event measured (wall) */
    double cns;             /* ns per event of thread CPU time */
} wr;

static void *writer(void *arg)
{
    wr *w = arg;
    pin(w->cpu);
    double t0 = now_s(), c0 = cpu_s();
    for (uint64_t i = 0; i < w->n; i++) TRCHKL2T(HKWD_USER1 | 1, i, 42);
    w->ns = (now_s() - t0) * 1e9 / (double)w->n;
    w->cns = (cpu_s() - c0) * 1e9 / (double)w->n;
    return NULL;
}

#define MAXT 4

/* P1/P5/P8: nthreads writers (mode: the per-event mode, or chain for P8); fills ns and
 * cns (per event, mean over threads), drain rate (events/s from the first event to
 * trc_close returning), lost. */
static void run_enabled(params *p, int nthreads, const char *mode, double *ns, double *cns,
                        double *drain, uint64_t *lost)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s/bench.trc,bufsize=64M,chunks=16,mode=%s%s", p->dir,
             mode, p->clock);
    if (trc_open(0, opts) < 0) { perror("trc_open"); exit(1); }
    pthread_t th[MAXT];
    wr w[MAXT];
    /* circular: wrap the buffer once first, so the timed events write memory that is
     * mapped and cached as in a long run (on this VM the first write to each page of a
     * fresh MAP_POPULATE mapping costs ~7 us: 80 ns per 48-byte record) */
    uint64_t warm = strcmp(mode, "circular") ? 0 : (64u << 20) / 48 + (4u << 20) / 48;
    for (uint64_t i = 0; i < warm; i++) TRCHKL2T(HKWD_USER1 | 7, i, 42);
    struct trc_stats w0;
    trc_stats(0, &w0);
    double t0 = now_s();
    uint64_t per = p->n / (uint64_t)nthreads ? p->n / (uint64_t)nthreads : 1;
    for (int i = 0; i < nthreads; i++) {
        w[i].n = per;
        w[i].cpu = i;
        pthread_create(&th[i], NULL, writer, &w[i]);
    }
    for (int i = 0; i < nthreads; i++) pthread_join(th[i], NULL);
    struct trc_stats st;
    trc_stats(0, &st);
    trc_close(0);
    double t = now_s() - t0;
    *ns = *cns = 0;
    for (int i = 0; i < nthreads; i++) {
        *ns += w[i].ns / nthreads;
        *cns += w[i].cns / nthreads;
    }
    *drain = (double)st.recorded / t;
    *lost = st.lost - w0.lost;
    if (st.recorded + st.lost != per * (uint64_t)nthreads + warm) {
        p->exact_fail = 1;
        printf("# exactness: %d threads: recorded %llu + lost %llu != %llu\n", nthreads,
               (unsigned long long)st.recorded, (unsigned long long)st.lost,
               (unsigned long long)(per * (uint64_t)nthreads + warm));
    }
}

/* P2/P3/P4: calls on a channel in the given state; returns ns per call. */
static double run_inactive(params *p, int state)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s/bench-off.trc,bufsize=1M,chunks=8%s", p->dir, p->clock);
    if (state != 0) trc_open(0, opts);
    if (state == 1) trc_disable(0);
    if (state == 2) trc_filter(0, 0x0100, 0x0100, 1);
    pin(0);
    double t0 = now_s();
    for (uint64_t i = 0; i < p->ndis; i++) {
        TRCHKL2T(HKWD_USER1, i, 42);
        __asm__ volatile("" ::: "memory");   /* keep the loop */
    }
    double ns = (now_s() - t0) * 1e9 / (double)p->ndis;
    if (state == 2) {
        struct trc_stats st;
        trc_stats(0, &st);
        if (st.filtered != p->ndis) {
            p->exact_fail = 1;
            printf("# exactness: filtered %llu != %llu\n", (unsigned long long)st.filtered,
                   (unsigned long long)p->ndis);
        }
    }
    if (state != 0) trc_close(0);
    return ns;
}

/* P6: trcgen with a len-byte buffer (len <= 256), 1 thread. */
static double run_trcgen(params *p, unsigned long len)
{
    char opts[700], buf[256];
    memset(buf, 'x', sizeof buf);
    snprintf(opts, sizeof opts, "file=%s/bench-gen.trc,bufsize=64M,chunks=16,mode=%s%s",
             p->dir, p->mode, p->clock);
    trc_open(0, opts);
    pin(0);
    uint64_t n = p->n / 4 ? p->n / 4 : 1;
    double t0 = now_s();
    for (uint64_t i = 0; i < n; i++) trcgen(0, 0x02000000, i, len, buf);
    double ns = (now_s() - t0) * 1e9 / (double)n;
    struct trc_stats st;
    trc_stats(0, &st);
    if (st.recorded + st.lost != n) {
        p->exact_fail = 1;
        printf("# exactness: trcgen: recorded %llu + lost %llu != %llu\n",
               (unsigned long long)st.recorded, (unsigned long long)st.lost,
               (unsigned long long)n);
    }
    trc_close(0);
    return ns;
}

int main(int argc, char **argv)
{
    params p;
    memset(&p, 0, sizeof p);
    p.n = 1000000;
    p.ndis = 200000000;
    p.runs = 5;
    snprintf(p.dir, sizeof p.dir, "%s", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    snprintf(p.mode, sizeof p.mode, "circular");
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "-n")) p.n = strtoull(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "-d")) p.ndis = strtoull(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "-r")) p.runs = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-o")) snprintf(p.dir, sizeof p.dir, "%s", argv[i + 1]);
        else if (!strcmp(argv[i], "-m")) snprintf(p.mode, sizeof p.mode, "%s", argv[i + 1]);
        else if (!strcmp(argv[i], "-c")) snprintf(p.clock, sizeof p.clock, ",clock=%s", argv[i + 1]);
    }
    if (p.runs < 1 || p.runs > 50) p.runs = 5;
    if (!p.n) p.n = 1;
    if (!p.ndis) p.ndis = 1;
    char model[256] = "?";
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "model name", 10)) {
            char *c = strchr(line, ':');
            if (c) snprintf(model, sizeof model, "%s", c + 2);
            model[strcspn(model, "\n")] = 0;
            break;
        }
    if (f) fclose(f);
    printf("libtrc benchmark: CPU %s (%ld online), compiler %s, flags %s\n", model,
           sysconf(_SC_NPROCESSORS_ONLN), __VERSION__, BENCH_CFLAGS);
    printf("files in %s; %llu events in all, %llu inactive calls, %d runs, mode %s, "
           "clock %s, load average %s\n", p.dir, (unsigned long long)p.n,
           (unsigned long long)p.ndis, p.runs, p.mode, p.clock[0] ? p.clock + 7 : "default",
           loadavg());
    double v[MAXT + 1][50], c[MAXT + 1][50], d[MAXT + 1][50], a[50], dummy[50];
    uint64_t lost[MAXT + 1] = { 0 }, l;
    static const int nth[] = { 1, 2, 4 };
    for (int t = 0; t < 3; t++) {
        int k = nth[t];
        for (int r = 0; r < p.runs; r++) {
            run_enabled(&p, k, p.mode, &v[k][r], &c[k][r], &dummy[r], &l);
            lost[k] += l;
        }
        char what[64], extra[96];
        snprintf(what, sizeof what, "P1/P5 TRCHKL2T, %d thread%s, per thread", k, k > 1 ? "s" : "");
        snprintf(extra, sizeof extra, "  (lost %llu over all runs)", (unsigned long long)lost[k]);
        report(what, v[k], p.runs, "ns/event", extra);
        snprintf(what, sizeof what, "  same, thread CPU time");
        report(what, c[k], p.runs, "ns/event", "");
        if (k > 1) {
            for (int r = 0; r < p.runs; r++) a[r] = 1e3 * k / v[k][r];
            snprintf(what, sizeof what, "  aggregate, %d threads", k);
            report_rate(what, a, p.runs, "M events/s");
        }
    }
    for (int r = 0; r < p.runs; r++) a[r] = run_inactive(&p, 1);
    report("P2 disabled channel", a, p.runs, "ns/call", "");
    for (int r = 0; r < p.runs; r++) a[r] = run_inactive(&p, 0);
    report("P3 never opened", a, p.runs, "ns/call", "");
    for (int r = 0; r < p.runs; r++) a[r] = run_inactive(&p, 2);
    report("P4 filtered ID", a, p.runs, "ns/call", "");
    for (int r = 0; r < p.runs; r++) a[r] = run_trcgen(&p, 64);
    report("P6 trcgen 64 bytes, 1 thread", a, p.runs, "ns/event", "");
    for (int r = 0; r < p.runs; r++) a[r] = run_trcgen(&p, 256);
    report("P6 trcgen 256 bytes, 1 thread", a, p.runs, "ns/event", "");
    for (int t = 0; t < 2; t++) {
        int k = t + 1;
        uint64_t lc = 0;
        for (int r = 0; r < p.runs; r++) {
            run_enabled(&p, k, "chain", &v[0][r], &c[0][r], &d[k][r], &l);
            d[k][r] /= 1e6;
            lc += l;
        }
        char what[64];
        snprintf(what, sizeof what, "P8 chain, drained to the file, %d writer%s", k, k > 1 ? "s" : "");
        report_rate(what, d[k], p.runs, "M events/s");
        printf("%-44s %llu events lost over all runs\n", "", (unsigned long long)lc);
    }
    printf("P7 exactness (recorded + lost = calls): %s\n", p.exact_fail ? "VIOLATED" : "held");
    char path[600];
    const char *names[] = { "bench.trc", "bench-off.trc", "bench-gen.trc" };
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", p.dir, names[i]);
        unlink(path);
    }
    return p.exact_fail;
}
