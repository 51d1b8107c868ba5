/* libtrc_test.c -- unit and stress tests (TAP) of libtrc (docs/ref/runtime.md): multi-writer
 * exactness in stop/chain/circular modes, record layouts, filters, lazy macro arguments,
 * options, SIGKILL of a traced child (file and shm), checked with the trclog reader of
 * libtrcfmt (trc_trclog_open).
 * Usage: libtrc_test [DIR]            run the TAP suite in scratch directory DIR
 *        libtrc_test send FILE HOST:PORT N   trace N events to a file and a UDP sink
 *        libtrc_test gapsend HOST PORT OUT   send a datagram stream with sequence gaps
 *        libtrc_test scan FILE         print "records lost lost4 order-errors gaps"
 *        libtrc_test stress FILE N OPTS [PACE]  2 writers x N events (TRCHKL1, ID 010);
 *                                      with PACE, each sleeps 1 ms after every PACE events
 * TRC_TEST_N overrides the stress event count per writer (default 1000000). */
#include <arpa/inet.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include "runtime/trc.h"
#include "formats/trclog.h"
#include "tests/unit/tap.h"
#include "formats/trcshm.h"

/* ---- TAP ------------------------------------------------------------------------ */

/* Test-run state. */
typedef struct tap {
    int n;                  /* tests run */
    int failed;             /* tests failed */
    char dir[512];          /* scratch directory */
} tap;

/* ok(t, cond, fmt, ...): tests/unit/tap.h */

/* Scratch path dir/name. */
static const char *path(tap *t, const char *name)
{
    static char buf[4][600];
    static int i;
    i = (i + 1) % 4;
    snprintf(buf[i], sizeof buf[i], "%s/%s", t->dir, name);
    return buf[i];
}

/* ---- log scanning --------------------------------------------------------------- */

#define MAXW 8
#define USER_ID 0x010       /* 12-bit ID of the test events */

/* What a log holds. */
typedef struct scan {
    int ok;                 /* the file opened */
    uint64_t records;       /* test events (ID 010) */
    uint64_t per[MAXW];     /* test events per writer */
    int64_t last[MAXW];     /* last sequence number per writer (-1 none) */
    int64_t first[MAXW];    /* first sequence number per writer */
    uint64_t order_errors;  /* sequence numbers not increasing per writer (dup or torn) */
    uint64_t gaps;          /* sequence numbers skipped */
    uint64_t lost[8];       /* sum of 006 D1 by reason */
    uint64_t lost_all;      /* sum of 006 D1 */
    uint64_t resync;        /* 00C records */
    uint64_t truncated;     /* 00C reason 2 */
    uint64_t on, off;       /* 001, 002 records */
    uint64_t util[8];       /* 00A records by mode */
    uint64_t other;         /* any other record */
    uint64_t d3_002;        /* D3 (recorded) of the last 002 */
    uint64_t d4_002;        /* D4 (lost) of the last 002 */
    uint32_t hflags;        /* header flags */
    int env;                /* header env */
    char buffering[64];     /* TLV 9 */
    char producer[64];      /* TLV 8 */
} scan;

/* Word i (1-based) of a record's data (32- or 64-bit layout). */
static uint64_t dword(const trc_record *r, int i)
{
    if (r->flags & TRC_EF_E64) {
        if (r->len < 8u + 8u * (unsigned)i) return 0;
        return trc_get64(r->fb + 8 * i, r->bo);
    }
    if (r->len < 4u + 4u * (unsigned)i) return 0;
    return trc_get32(r->fb + 4 * i, r->bo);
}
/* Hook data / sub-hook. */
static unsigned hdata(const trc_record *r)
{
    return r->flags & TRC_EF_E64 ? trc_get16(r->fb + 6, r->bo) : trc_get16(r->fb + 2, r->bo);
}

static void scan_log(const char *file, scan *sc)
{
    memset(sc, 0, sizeof *sc);
    for (int w = 0; w < MAXW; w++) sc->last[w] = sc->first[w] = -1;
    char err[256];
    trc_source *s = trc_trclog_open(file, err, sizeof err);
    if (!s) { printf("# %s: %s\n", file, err); return; }
    sc->ok = 1;
    sc->hflags = s->info.hflags;
    sc->env = s->info.env;
    if (s->info.buffering) snprintf(sc->buffering, sizeof sc->buffering, "%s", s->info.buffering);
    if (s->info.producer) snprintf(sc->producer, sizeof sc->producer, "%s", s->info.producer);
    trc_record r;
    while (s->next(s, &r) == 1) {
        uint32_t id = r.hook;
        if (id == USER_ID << 4) {
            unsigned w = hdata(&r);
            int64_t q = (int64_t)dword(&r, 1);
            sc->records++;
            if (w >= MAXW) { sc->order_errors++; continue; }
            sc->per[w]++;
            if (sc->first[w] < 0) sc->first[w] = q;
            if (sc->last[w] >= 0 && q <= sc->last[w]) sc->order_errors++;
            if (sc->last[w] >= 0 && q > sc->last[w] + 1) sc->gaps += (uint64_t)(q - sc->last[w] - 1);
            sc->last[w] = q;
        } else if (id == 0x060) {
            unsigned reason = hdata(&r);
            uint64_t n = dword(&r, 1);
            sc->lost[reason & 7] += n;
            sc->lost_all += n;
        } else if (id == 0x0C0) {
            sc->resync++;
            if (hdata(&r) == 2) sc->truncated++;
        } else if (id == 0x010) sc->on++;
        else if (id == 0x020) {
            sc->off++;
            sc->d3_002 = dword(&r, 3);
            sc->d4_002 = dword(&r, 4);
        } else if (id == 0x0A0) sc->util[dword(&r, 1) & 7]++;
        else sc->other++;
    }
    s->close(s);
}

/* ---- writers -------------------------------------------------------------------- */

/* One stress writer. */
typedef struct writer {
    unsigned id;            /* writer number (hook data) */
    uint64_t n;             /* events to write */
    int e64;                /* use TRCHK64L1 instead of TRCHKL1 */
    uint64_t pace;          /* sleep 1 ms after every pace events (0 = never) */
} writer;

static void *writer_main(void *arg)
{
    writer *w = arg;
    for (uint64_t i = 0; i < w->n; i++) {
        if (w->e64) TRCHK64L1(HKWD64(USER_ID << 4, w->id), i);
        else TRCHKL1(HKWD_USER1 | w->id, i);
        if (w->pace && (i + 1) % w->pace == 0) {
            struct timespec ms = { 0, 1000000L };
            nanosleep(&ms, NULL);
        }
    }
    return NULL;
}

/* Run nw writers of n events each on channel 0, each sleeping 1 ms after every pace
 * events (0 = never). */
static void run_writers_paced(unsigned nw, uint64_t n, int e64, uint64_t pace)
{
    pthread_t th[MAXW];
    writer w[MAXW];
    for (unsigned i = 0; i < nw; i++) {
        w[i].id = i;
        w[i].n = n;
        w[i].e64 = e64;
        w[i].pace = pace;
        pthread_create(&th[i], NULL, writer_main, &w[i]);
    }
    for (unsigned i = 0; i < nw; i++) pthread_join(th[i], NULL);
}

/* Run nw writers of n events each on channel 0. */
static void run_writers(unsigned nw, uint64_t n, int e64) { run_writers_paced(nw, n, e64, 0); }

static uint64_t stress_n(void)
{
    const char *e = getenv("TRC_TEST_N");
    uint64_t n = e ? strtoull(e, NULL, 10) : 1000000;
    return n ? n : 1;
}

/* ---- tests ---------------------------------------------------------------------- */

static void t_stress_stop(tap *t)
{
    uint64_t n = stress_n();
    char opts[700];
    /* 40 bytes per event (32-bit layout, one word) */
    uint64_t mb = (2 * n * 40 * 5 / 4 >> 20) + 2;
    /* "big enough": chunk 0 holds the whole run.  An event can legally be lost at a
     * chunk switch when the switching writer is preempted (docs/ref/runtime.md §5.2, 4 attempts);
     * switches are checked for exactness (written = formatted + lost) by the other tests */
    snprintf(opts, sizeof opts, "file=%s,mode=stop,env=32,bufsize=%lluM,chunks=2",
             path(t, "stop.trc"), (unsigned long long)(2 * mb));
    ok(t, trc_open(0, opts) == 0, "stress: open stop mode %lluM", (unsigned long long)mb);
    run_writers(2, n, 0);
    struct trc_stats st;
    trc_stats(0, &st);
    ok(t, st.recorded == 2 * n && st.lost == 0, "stress: stats recorded %llu lost %llu",
       (unsigned long long)st.recorded, (unsigned long long)st.lost);
    ok(t, trc_close(0) == 0, "stress: close");
    scan sc;
    scan_log(path(t, "stop.trc"), &sc);
    ok(t, sc.ok && sc.records == 2 * n, "stress: %llu events in the log (want %llu)",
       (unsigned long long)sc.records, (unsigned long long)(2 * n));
    ok(t, sc.per[0] == n && sc.per[1] == n && sc.first[0] == 0 && sc.first[1] == 0 &&
          sc.last[0] == (int64_t)n - 1 && sc.last[1] == (int64_t)n - 1,
       "stress: each writer 0..%llu", (unsigned long long)(n - 1));
    ok(t, sc.order_errors == 0 && sc.gaps == 0 && sc.resync == 0 && sc.lost_all == 0 && !sc.other,
       "stress: none torn, duplicated or missing (order %llu gaps %llu resync %llu other %llu)",
       (unsigned long long)sc.order_errors, (unsigned long long)sc.gaps,
       (unsigned long long)sc.resync, (unsigned long long)sc.other);
    ok(t, sc.on == 1 && sc.off == 1 && sc.util[1] == 1 && sc.d3_002 == 2 * n && sc.d4_002 == 0,
       "stress: 001, 002 (recorded %llu lost %llu), 00A mode 1",
       (unsigned long long)sc.d3_002, (unsigned long long)sc.d4_002);
}

static void t_stop_small(tap *t)
{
    uint64_t n = stress_n() / 4 + 1000;
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,mode=stop,bufsize=1M,chunks=4", path(t, "stops.trc"));
    ok(t, trc_open(0, opts) == 0, "stop small: open");
    run_writers(2, n, 1);
    struct trc_stats st;
    trc_stats(0, &st);
    ok(t, st.recorded + st.lost == 2 * n && st.lost > 0,
       "stop small: stats recorded %llu + lost %llu = %llu", (unsigned long long)st.recorded,
       (unsigned long long)st.lost, (unsigned long long)(2 * n));
    trc_close(0);
    scan sc;
    scan_log(path(t, "stops.trc"), &sc);
    ok(t, sc.ok && sc.records + sc.lost_all == 2 * n && sc.lost[1] == sc.lost_all,
       "stop small: formatted %llu + lost %llu = written %llu", (unsigned long long)sc.records,
       (unsigned long long)sc.lost_all, (unsigned long long)(2 * n));
    /* a writer's first events may be lost at a chunk switch while the other writer, which
     * switches, is preempted (docs/libtrc.md, stress tests; seen under TSan on a loaded
     * machine): its first recorded event is then at most the count of lost events */
    ok(t, sc.order_errors == 0 && sc.resync == 0 &&
          (!sc.per[0] || (uint64_t)sc.first[0] <= sc.lost_all) &&
          (!sc.per[1] || (uint64_t)sc.first[1] <= sc.lost_all),
       "stop small: writers start at 0 or after lost events (%lld, %lld; lost %llu), "
       "increasing, none torn", (long long)sc.first[0], (long long)sc.first[1],
       (unsigned long long)sc.lost_all);
    ok(t, sc.env == 64 && sc.records == st.recorded, "stop small: env 64, log = stats");
}

static void t_circular(tap *t)
{
    uint64_t n = 200000;
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,mode=circular,bufsize=1M,chunks=4", path(t, "circ.trc"));
    ok(t, trc_open(0, opts) == 0, "circular: open");
    run_writers(1, n, 0);
    struct trc_stats st;
    trc_stats(0, &st);
    ok(t, st.recorded + st.lost == n && st.overwritten == st.lost && st.lost > 0,
       "circular: recorded %llu + overwritten %llu = %llu", (unsigned long long)st.recorded,
       (unsigned long long)st.overwritten, (unsigned long long)n);
    ok(t, trc_dump(0, path(t, "circ-dump.trc")) == 0, "circular: trc_dump to a path");
    trc_close(0);
    scan sc, sd;
    scan_log(path(t, "circ.trc"), &sc);
    scan_log(path(t, "circ-dump.trc"), &sd);
    ok(t, sd.ok && sd.records == sc.records && sd.last[0] == sc.last[0] && (sd.hflags & 1),
       "circular: the dump holds the same events");
    ok(t, sc.ok && (sc.hflags & 1), "circular: header flag FLIGHT");
    ok(t, sc.last[0] == (int64_t)n - 1 && sc.gaps == 0 && sc.order_errors == 0 &&
          sc.records == n - (uint64_t)sc.first[0],
       "circular: keeps the newest events %lld..%lld", (long long)sc.first[0],
       (long long)sc.last[0]);
    ok(t, sc.records + sc.lost[2] == n, "circular: 006 reason 2 count the overwritten (%llu)",
       (unsigned long long)sc.lost[2]);
}

static void t_chain(tap *t)
{
    uint64_t n = stress_n() / 2 + 1000;
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,bufsize=2M,chunks=16,sync=64K,flush=50",
             path(t, "chain.trc"));
    ok(t, trc_open(0, opts) == 0, "chain: open");
    run_writers(2, n, 0);
    ok(t, trc_flush(0, 5000) == 0, "chain: flush");
    struct trc_stats st;
    trc_stats(0, &st);
    ok(t, st.recorded + st.lost == 2 * n && st.chunks_written > 1,
       "chain: recorded %llu + lost %llu = %llu, %llu chunks", (unsigned long long)st.recorded,
       (unsigned long long)st.lost, (unsigned long long)(2 * n),
       (unsigned long long)st.chunks_written);
    trc_close(0);
    scan sc;
    scan_log(path(t, "chain.trc"), &sc);
    ok(t, sc.ok && sc.records + sc.lost_all == 2 * n && sc.lost_all == st.lost,
       "chain: formatted %llu + lost %llu = written (other %llu, last %lld %lld, "
       "lost by reason %llu %llu %llu %llu)", (unsigned long long)sc.records,
       (unsigned long long)sc.lost_all, (unsigned long long)sc.other,
       (long long)sc.last[0], (long long)sc.last[1], (unsigned long long)sc.lost[1],
       (unsigned long long)sc.lost[2], (unsigned long long)sc.lost[3],
       (unsigned long long)sc.lost[6]);
    ok(t, sc.order_errors == 0 && sc.resync == 0 && sc.per[0] + sc.per[1] > 0,
       "chain: chunks drained in order (per-writer sequence increasing to the end)");
    ok(t, !strcmp(sc.buffering, "chain 16 x 128 KiB") && !strcmp(sc.producer, "libtrc 1.0"),
       "chain: TLVs buffering '%s' producer '%s'", sc.buffering, sc.producer);
    /* a slow run: 20 events, flushed by age */
    snprintf(opts, sizeof opts, "file=%s,flush=20", path(t, "age.trc"));
    trc_open(0, opts);
    for (int i = 0; i < 20; i++) TRCHKL1(HKWD_USER1, i);
    for (int w = 0; w < 300; w++) {          /* up to 3 s on a loaded machine */
        struct timespec ts = { 0, 10000000 };
        nanosleep(&ts, NULL);
        trc_stats(0, &st);
        if (st.chunks_written >= 1) break;
    }
    ok(t, st.chunks_written >= 1, "chain: a chunk older than 'flush' ms is drained");
    trc_close(0);
}

static int side;
static int side_effect(void) { return ++side; }

static void t_api(tap *t)
{
    char opts[700];
    errno = 0;
    ok(t, trc_open(0, "file=x,bogus=1") == -1 && errno == EINVAL, "api: unknown key EINVAL");
    ok(t, trc_open(0, "mode=chain") == -1 && errno == EINVAL, "api: no sink EINVAL");
    ok(t, trc_open(0, "file=x,chunks=300") == -1 && errno == EINVAL, "api: chunks range");
    ok(t, trc_open(0, "file=x,bufsize=512K,chunks=8") == -1 && errno == EINVAL,
       "api: chunk below 128 KiB");
    ok(t, trc_open(9, "file=x") == -1 && errno == EINVAL, "api: channel 9");
    side = 0;
    TRCHKL2(HKWD_USER1, side_effect(), side_effect());
    ok(t, side == 0, "api: closed channel: arguments not evaluated");
    snprintf(opts, sizeof opts, "file=%s,env=32,bufsize=1M,chunks=2", path(t, "api.trc"));
    int c = trc_open(-1, opts);
    ok(t, c == 1, "api: chan -1 opens the lowest free of 1-7 (%d)", c);
    ok(t, trc_open(1, opts) == -1 && errno == EBUSY, "api: EBUSY");
    trcgen(1, 0x02000000, 7, 5, "hello");
    trcgent(1, 0x02000000, 8, 3, "abc");
    char *big = calloc(1, 70000);
    trcgen(1, 0x02000000, 9, 70000, big);
    free(big);
    trcgen64(1, HKWD64(0x1234, 5), 10, 2, "hi");
    TRCGEN(1, 0x02100000, 11, 1, "z");
    struct trc_stats st;
    trc_stats(1, &st);
    ok(t, st.truncated == 1 && st.recorded == 5, "api: trcgen, truncation counted");
    trc_filter(1, 0x0200, 0x0200, 1);
    trcgen(1, 0x02000000, 7, 5, "hello");
    trc_filter_family(1, 0x02, 1);
    TRCGEN(1, 0x02100000, 11, 1, "z");
    trc_filter(1, 0x0010, 0x00F0, 1);
    trc_stats(1, &st);
    ok(t, st.filtered == 2 && st.recorded == 5, "api: filter and family filter");
    trc_filter_family(1, 0x02, 0);
    TRCGEN(1, 0x02100000, 12, 1, "y");
    trc_thread_name("main-thread");
    trc_disable(1);
    side = 0;
    trcgen(1, 0x02000000, 7, (unsigned long)side_effect(), "x");
    TRCGEN(1, 0x02000000, 7, (unsigned long)side_effect(), "x");
    ok(t, side == 1, "api: disabled: macro arguments not evaluated");
    trc_stats(1, &st);
    ok(t, st.recorded == 6 && st.lost == 0, "api: disabled calls are not counted");
    trc_enable(1);
    ok(t, trc_dump(1, path(t, "api-dump.trc")) == -1 && errno == EINVAL,
       "api: trc_dump in chain mode EINVAL");
    ok(t, trc_close(1) == 0, "api: close");
    ok(t, trc_close(1) == -1 && errno == EINVAL, "api: close twice EINVAL");
    char err[256];
    trc_source *s = trc_trclog_open(path(t, "api.trc"), err, sizeof err);
    int nrec = 0, good = 0, gen = 0, on = 0, off = 0, util = 0;
    trc_record r;
    while (s && s->next(s, &r) == 1) {
        nrec++;
        if (r.hook == 0x200 && !(r.flags & TRC_EF_E64)) {
            unsigned hw = trc_get16(r.fb, r.bo), hd = trc_get16(r.fb + 2, r.bo);
            uint32_t d1 = trc_get32(r.fb + 4, r.bo);
            if (gen == 0) good += hw == 0x0200 && hd == 5 && d1 == 7 && r.len == 13 &&
                                  !memcmp(r.fb + 8, "hello", 5);
            if (gen == 1) good += hw == 0x0208 && hd == 3 && d1 == 8;
            if (gen == 2) good += hd == 65512 && r.len == 65520;
            gen++;
        } else if (r.hook == 0x1234) {
            good += (r.flags & TRC_EF_E64) && trc_get16(r.fb, r.bo) == 0x4000 &&
                    trc_get16(r.fb + 2, r.bo) == 2 && trc_get16(r.fb + 6, r.bo) == 5 &&
                    trc_get64(r.fb + 8, r.bo) == 10 && r.len == 18;
        } else if (r.hook == 0x10) on++;
        else if (r.hook == 0x20) off++;
        else if (r.hook == 0xA0) util++;
    }
    if (s) s->close(s);
    ok(t, good == 4 && gen == 3, "api: generic layouts (good %d, entries %d)", good, gen);
    ok(t, on == 2 && off == 2 && util == 6, "api: 001 x2, 002 x2, 00A (process, 4 filter, "
       "thread name) x6: %d %d %d", on, off, util);
    ok(t, nrec == 16, "api: %d records", nrec);
}

static void t_layouts(tap *t)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,env=32,cpu=off", path(t, "lay32.trc"));
    trc_open(0, opts);
    utrchook(0x01110005, 1, 2, 3, 4, 5);    /* type 1 */
    utrchook(0x011A0006, 1, 2, 3, 4, 5);    /* type A */
    utrchook(0x01130007, 1, 2, 3, 4, 5);    /* type 3 -> 6 */
    utrchook(0x011B0008, 1, 2, 3, 4, 5);    /* type B -> E */
    TRCHKL0(0x01200001);
    TRCHKL3T(0x01200002, 7, 8, 9);
    utrchook64(0x4000002001230004ull, 11, 12, 13, 14, 15);  /* 0x4000 cleared, 4 words */
    trc_close(0);
    static const struct { uint16_t hw, hd; uint32_t len; } want[] = {
        { 0x0111, 5, 4 }, { 0x011A, 6, 8 }, { 0x0116, 7, 24 }, { 0x011E, 8, 24 },
        { 0x0121, 1, 4 }, { 0x012E, 2, 24 } };
    char err[256];
    trc_source *s = trc_trclog_open(path(t, "lay32.trc"), err, sizeof err);
    trc_record r;
    int i = 0, good = 0, cpu_unknown = 1, e64 = 0;
    while (s && s->next(s, &r) == 1) {
        if (r.cpu != 0xFFFF) cpu_unknown = 0;
        if (r.hook < 0x100) continue;
        if (r.flags & TRC_EF_E64) {
            e64 = trc_get16(r.fb, r.bo) == 0 && trc_get16(r.fb + 2, r.bo) == 32 &&
                  r.hook == 0x0123 && r.len == 40 && trc_get64(r.fb + 32, r.bo) == 14;
            continue;
        }
        if (i < 6 && trc_get16(r.fb, r.bo) == want[i].hw && trc_get16(r.fb + 2, r.bo) == want[i].hd &&
            r.len == want[i].len)
            good++;
        if (i == 5 && trc_get32(r.fb + 12, r.bo) != 9) good--;
        i++;
    }
    if (s) s->close(s);
    ok(t, good == 6 && i == 6, "layouts: utrchook types 1/A/3/B, TRCHKL0, TRCHKL3T (env 32)");
    ok(t, e64, "layouts: utrchook64 (0x4000 cleared, 4 words)");
    ok(t, cpu_unknown, "layouts: cpu=off records cpu 0xFFFF");
}

/* clock= (docs/libtrc.md "Clock"): the header's timebase converts every record time to
 * the CLOCK_REALTIME the test stored in the record, within 2 ms, over a 200 ms run. */
static void t_clock(tap *t)
{
    errno = 0;
    ok(t, trc_open(0, "file=x,clock=rdtsc") == -1 && errno == EINVAL, "clock: bad value EINVAL");
    const char *modes[] = { "monotonic", "auto", "tsc" };
    for (int m = 0; m < 3; m++) {
        char opts[700], name[32];
        snprintf(name, sizeof name, "clock-%s.trc", modes[m]);
        snprintf(opts, sizeof opts, "file=%s,clock=%s", path(t, name), modes[m]);
        int c = trc_open(0, opts);
        if (c < 0 && m == 2) {           /* no invariant TSC here: refused, not faked */
            ok(t, errno == EINVAL, "clock=tsc refused (EINVAL) without an invariant TSC");
            continue;
        }
        for (int i = 0; i < 3; i++) {
            struct timespec w, d = { 0, 100000000 };
            clock_gettime(CLOCK_REALTIME, &w);
            TRCHKL2(HKWD_USER1, w.tv_sec, w.tv_nsec);
            if (i < 2) nanosleep(&d, NULL);
        }
        trc_close(0);
        char err[256];
        trc_source *s = trc_trclog_open(path(t, name), err, sizeof err);
        trc_record r;
        int64_t worst = 0;
        int n = 0;
        while (s && s->next(s, &r) == 1) {
            if (r.hook != USER_ID << 4) continue;
            int64_t want = (int64_t)dword(&r, 1) * 1000000000 + (int64_t)dword(&r, 2);
            int64_t got = s->info.start_wall + trc_elapsed_ns(&s->info, r.ticks);
            int64_t diff = got > want ? got - want : want - got;
            if (diff > worst) worst = diff;
            n++;
        }
        int unit = s && s->info.tb_num == 1 && s->info.tb_den == 1;
        if (s) s->close(s);
        ok(t, n == 3 && worst < 2000000 && (m != 0 || unit) && (m != 2 || !unit),
           "clock=%s: timebase %s, record times within %lld ns of CLOCK_REALTIME", modes[m],
           unit ? "1/1" : "calibrated", (long long)worst);
    }
}

/* Child of the SIGKILL tests: trace forever, report flushed sequence numbers on fd. */
static void kill_child(const char *opts, int fd, uint64_t min)
{
    if (trc_open(0, opts) < 0) _exit(3);
    for (uint64_t i = 0;; i++) {
        TRCHKL1(HKWD_USER1, i);
        if (i % 5000 == 4999 && i <= min + 5000) {
            trc_flush(0, 2000);
            if (write(fd, &i, sizeof i) != sizeof i) _exit(4);
        }
        if (i > min && i % 2000 == 0) {     /* paced: the drain keeps up */
            struct timespec ts = { 0, 1000000 };
            nanosleep(&ts, NULL);
        }
    }
}

/* Fork a traced child, kill it with SIGKILL after it flushed at least `min` events;
 * returns the last flushed sequence number, or -1. */
static int64_t run_and_kill(const char *opts, uint64_t min)
{
    int p[2];
    if (pipe(p) < 0) return -1;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) { close(p[0]); kill_child(opts, p[1], min); }
    close(p[1]);
    uint64_t v = 0, last = 0;
    int got = 0;
    while (read(p[0], &v, sizeof v) == sizeof v) {
        last = v;
        got = 1;
        if (v >= min) break;
    }
    struct timespec ts = { 0, 20000000 };   /* unflushed events for the shm case */
    nanosleep(&ts, NULL);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    close(p[0]);
    return got ? (int64_t)last : -1;
}

/* Recover the committed test events of a trcshm file (docs/ref/runtime.md §8): bitmap of seen
 * sequence numbers. */
static int shm_recover(const char *file, uint8_t *seen, uint64_t max, uint64_t *count)
{
    FILE *f = fopen(file, "rb");
    if (!f) return -1;
    struct stat sb;
    fstat(fileno(f), &sb);
    uint8_t *m = malloc((size_t)sb.st_size);
    size_t got = fread(m, 1, (size_t)sb.st_size, f);
    fclose(f);
    if (got != (size_t)sb.st_size || got < 72) { free(m); return -1; }
    uint32_t h;
    memcpy(&h, m + 16, 4);
    if (memcmp(m + h, "TRCSHM01", 8)) { free(m); return -1; }
    uint32_t n, c;
    uint64_t d;
    memcpy(&n, m + h + 8, 4);
    memcpy(&c, m + h + 12, 4);
    memcpy(&d, m + h + 16, 8);
    *count = 0;
    for (uint32_t k = 0; k < n; k++) {
        const uint8_t *de = m + h + 64 + 64 * k;
        uint32_t state;
        uint64_t used;
        memcpy(&state, de, 4);
        memcpy(&used, de + 16, 8);
        if (state == 0 || used == 0) continue;
        const uint8_t *base = m + d + (uint64_t)k * c;
        uint64_t lim = used < c ? used : c;
        for (uint64_t off = 0; off + 8 <= lim;) {
            uint32_t rl;
            uint16_t ent, fl, hw;
            memcpy(&rl, base + off, 4);
            memcpy(&ent, base + off + 4, 2);
            memcpy(&fl, base + off + 8, 2);
            if (!rl && off % 4096) { off = (off + 4096) & ~(uint64_t)4095; continue; }
            if (ent == 0xFFFE && rl) { off += rl; continue; }   /* skip marker */
            if (!rl || ent == 0xFFFF) break;
            memcpy(&hw, base + off + 32, 2);
            if ((fl & 0x8000) && hw == 0x0102) {
                uint32_t q;
                memcpy(&q, base + off + 36, 4);
                if (q < max && !seen[q]) { seen[q] = 1; (*count)++; }
            }
            off += rl;
        }
    }
    free(m);
    return 0;
}

static void t_kill(tap *t)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,env=32,bufsize=1M,chunks=8,flush=20",
             path(t, "kill.trc"));
    int64_t last = run_and_kill(opts, 20000);
    scan sc;
    scan_log(path(t, "kill.trc"), &sc);
    ok(t, last > 0 && sc.ok && sc.first[0] == 0 && sc.last[0] >= last &&
          sc.gaps == sc.lost_all && sc.order_errors == 0 && sc.resync == sc.truncated,
       "SIGKILL: log readable, events 0..%lld in order, gaps = 006 (%llu), flushed %lld",
       (long long)sc.last[0], (unsigned long long)sc.gaps, (long long)last);
    snprintf(opts, sizeof opts, "file=%s,shm=%s,env=32,bufsize=1M,chunks=8,flush=1000",
             path(t, "kills.trc"), path(t, "kills.shm"));
    last = run_and_kill(opts, 20000);
    scan_log(path(t, "kills.trc"), &sc);
    uint64_t max = (uint64_t)(last > 0 ? last : 0) + 200000;
    uint8_t *seen = calloc(1, max);
    uint64_t nshm = 0, top = 0;
    int rc = shm_recover(path(t, "kills.shm"), seen, max, &nshm);
    /* union of the drained file and the shm chunks: contiguous from 0 */
    char err[256];
    trc_source *s = trc_trclog_open(path(t, "kills.trc"), err, sizeof err);
    trc_record r;
    while (s && s->next(s, &r) == 1)
        if (r.hook == USER_ID << 4) {
            uint64_t q = dword(&r, 1);
            if (q < max) seen[q] = 1;
        }
    if (s) s->close(s);
    while (top < max && seen[top]) top++;
    uint64_t beyond = 0;
    for (uint64_t q = top; q < max; q++) beyond += seen[q];
    /* the reader of formats/trcshm.c finds the same committed events */
    uint64_t nreader = 0, lost6 = 0;
    s = trc_trcshm_open(path(t, "kills.shm"), err, sizeof err);
    if (!s) printf("# %s\n", err);
    while (s && s->next(s, &r) == 1) {
        if (r.hook == USER_ID << 4) nreader++;
        if (r.hook == 0x060 && hdata(&r) == 6) lost6 += dword(&r, 1);
    }
    if (s) s->close(s);
    ok(t, s && nreader == nshm,
       "trcshm reader: %llu committed events recovered (own walk %llu), %llu skipped",
       (unsigned long long)nreader, (unsigned long long)nshm, (unsigned long long)lost6);
    ok(t, rc == 0 && last > 0 && top > (uint64_t)last + 1,
       "SIGKILL with shm: file + shm hold events 0..%llu without holes (flushed %lld, %llu in "
       "shm, %llu after a hole)", (unsigned long long)(top - 1), (long long)last,
       (unsigned long long)nshm, (unsigned long long)beyond);
    free(seen);
}

/* crashflush: a circular buffer (nothing drained) reaches the file when the child aborts. */
static void t_crashflush(tap *t)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,mode=circular,crashflush=on,bufsize=1M,chunks=4",
             path(t, "crash.trc"));
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        if (trc_open(0, opts) < 0) _exit(3);
        for (uint64_t i = 0; i < 30000; i++) TRCHKL1(HKWD_USER1, i);
        abort();
    }
    int status = 0;
    waitpid(pid, &status, 0);
    scan sc;
    scan_log(path(t, "crash.trc"), &sc);
    ok(t, WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT && sc.ok &&
          sc.last[0] == 29999 && sc.gaps == 0 && sc.order_errors == 0 && sc.records > 1000,
       "crashflush: SIGABRT re-raised, events %lld..%lld written by the handler",
       (long long)sc.first[0], (long long)sc.last[0]);
}

static void t_fork(tap *t)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s", path(t, "fork.trc"));
    trc_open(0, opts);
    TRCHKL1(HKWD_USER1, 0);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        TRCHKL1(HKWD_USER1, 1);      /* channel closed in the child: nothing */
        char o2[700];
        snprintf(o2, sizeof o2, "file=%s", path(t, "fork-child.trc"));
        int c = trc_open(0, o2);
        TRCHKL1(HKWD_USER1, 2);
        trc_close(0);
        _exit(c == 0 ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    TRCHKL1(HKWD_USER1, 3);
    trc_close(0);
    scan a, b;
    scan_log(path(t, "fork.trc"), &a);
    scan_log(path(t, "fork-child.trc"), &b);
    ok(t, WIFEXITED(status) && WEXITSTATUS(status) == 0 && a.records == 2 && a.last[0] == 3 &&
          b.records == 1 && b.last[0] == 2,
       "fork: child channels closed, child may open its own");
}

/* ---- helper modes for the shell tests -------------------------------------------- */

static int mode_send(const char *file, const char *udp, uint64_t n)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,udp=%s,bufsize=1M,chunks=8", file, udp);
    if (trc_open(0, opts) < 0) { perror("trc_open"); return 1; }
    for (uint64_t i = 0; i < n; i++) {
        TRCHKL1(HKWD_USER1, i);
        if (i % 2000 == 1999) {     /* pace the sender: bursts of ~70 datagrams fit the
                                       default 208 KiB socket buffer of the collector */
            trc_flush(0, 2000);
            struct timespec ts = { 0, 5000000 };
            nanosleep(&ts, NULL);
        }
    }
    return trc_close(0) == 0 ? 0 : 1;
}

/* Send datagrams by hand: header, then 10 record datagrams of 3 records each, skipping
 * sequence numbers 4 and 7 (6 records lost), then the end datagram. */
static int mode_gapsend(const char *host, int port, const char *tmp)
{
    char opts[700];
    snprintf(opts, sizeof opts, "file=%s,env=64", tmp);
    if (trc_open(2, opts) < 0) return 1;   /* only to get a valid header */
    trc_close(2);
    FILE *f = fopen(tmp, "rb");
    if (!f) return 1;
    uint8_t hdr[8192];
    size_t hn = fread(hdr, 1, sizeof hdr, f);
    fclose(f);
    uint32_t h;
    memcpy(&h, hdr + 16, 4);
    if (hn < h) return 1;
    int fd = socket(AF_INET, SOCK_DGRAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)port);
    inet_pton(AF_INET, host, &a.sin_addr);
    uint8_t dg[2048];
    uint64_t session = 0x1122334455667788ull, seq = 0, recidx = 0, ts = 1000;
    uint32_t bom = 0x01020304;
    for (int d = 0; d < 12; d++) {
        uint16_t kind = d == 0 ? 1 : d == 11 ? 3 : 2;
        size_t len = 40;
        memcpy(dg, "TRCUDP1", 8);
        memcpy(dg + 8, &bom, 4);
        uint16_t k2[2] = { kind, 0 };
        memcpy(dg + 12, k2, 4);
        memcpy(dg + 16, &session, 8);
        memcpy(dg + 24, &seq, 8);
        memcpy(dg + 32, &recidx, 8);
        if (kind == 1) { memcpy(dg + 40, hdr, h); len += h; }
        if (kind == 2)
            for (int i = 0; i < 3; i++) {   /* 64-bit TRCHK64L1 records, 48 bytes */
                uint8_t *r = dg + len;
                uint32_t rl = 48, pid = 1;
                uint16_t w[4] = { 16, 0, 0x8001, 0 };
                uint64_t tid = 1;
                uint16_t hw[4] = { 0, 8, USER_ID << 4, 0 };
                uint64_t q = recidx;
                memcpy(r, &rl, 4);
                memcpy(r + 4, w, 8);
                memcpy(r + 12, &pid, 4);
                memcpy(r + 16, &tid, 8);
                memcpy(r + 24, &ts, 8);
                memcpy(r + 32, hw, 8);
                memcpy(r + 40, &q, 8);
                len += 48;
                recidx++;
                ts += 10;
            }
        if (seq != 4 && seq != 7)
            for (int rep = 0; rep < (kind == 3 ? 3 : 1); rep++)
                sendto(fd, dg, len, 0, (struct sockaddr *)&a, sizeof a);
        seq++;
        struct timespec tsl = { 0, 2000000 };
        nanosleep(&tsl, NULL);
    }
    close(fd);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 5 && !strcmp(argv[1], "send"))
        return mode_send(argv[2], argv[3], strtoull(argv[4], NULL, 10));
    if (argc >= 5 && !strcmp(argv[1], "gapsend"))
        return mode_gapsend(argv[2], atoi(argv[3]), argv[4]);
    if (argc >= 5 && !strcmp(argv[1], "stress")) {   /* stress FILE N EXTRA-OPTIONS [PACE] */
        char opts[1200];
        snprintf(opts, sizeof opts, "file=%s,%s", argv[2], argv[4]);
        if (trc_open(0, opts) < 0) { perror("trc_open"); return 1; }
        run_writers_paced(2, strtoull(argv[3], NULL, 10), 0,
                          argc >= 6 ? strtoull(argv[5], NULL, 10) : 0);
        return trc_close(0) == 0 ? 0 : 1;
    }
    if (argc >= 3 && !strcmp(argv[1], "scan")) {
        scan sc;
        scan_log(argv[2], &sc);
        if (!sc.ok) return 4;
        printf("%llu %llu %llu %llu %llu\n", (unsigned long long)sc.records,
               (unsigned long long)sc.lost_all, (unsigned long long)sc.lost[4],
               (unsigned long long)sc.order_errors, (unsigned long long)sc.gaps);
        return 0;
    }
    tap t = { 0, 0, "" };
    if (argc >= 2) snprintf(t.dir, sizeof t.dir, "%s", argv[1]);
    else {
        snprintf(t.dir, sizeof t.dir, "%s/libtrc-test.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
        if (!mkdtemp(t.dir)) { perror("mkdtemp"); return 1; }
    }
    t_api(&t);
    t_layouts(&t);
    t_clock(&t);
    t_stress_stop(&t);
    t_stop_small(&t);
    t_circular(&t);
    t_chain(&t);
    if (!getenv("TRC_TEST_NOFORK")) {   /* ThreadSanitizer: no threads after fork */
        t_fork(&t);
        t_kill(&t);
        t_crashflush(&t);
    }
    printf("1..%d\n", t.n);
    if (argc < 2 && !t.failed) {
        char cmd[700];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", t.dir);
        if (system(cmd)) {}
    }
    return t.failed ? 1 : 0;
}
