/* foreign_test.c -- unit tests (TAP) of the foreign readers: S.Ha.R.K. FTrace
 * (formats/shark.c) on the real sample samples/shark-demo.ftrace and on generated files,
 * and QNX .kev (formats/qnx.c) on traces generated here (both byte orders, interleaved
 * combine events, wraps, several CPUs, truncation, losses).
 * Usage: foreign_test TOP_SRCDIR  (run by tests/foreign.sh);
 *        foreign_test --write-kev FILE [-be] [-cpus=N] [-syspage=N] WORD...  writes a .kev
 *        with the docs/ref/foreign.md 3.9 header keys and the given slot words (golden tests). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "formats/foreign.h"
#include "tests/unit/tap.h"

/* ---- TAP ----------------------------------------------------------------------- */

/* Test-run state (one per process, passed explicitly). */
typedef struct tap {
    int n;               /* tests run */
    int failed;          /* tests failed */
    char tmpdir[256];    /* scratch directory */
    int nwarn;           /* warnings received by warn_cb */
    char lastwarn[512];  /* text of the last warning */
} tap;

static void warn_cb(void *ctx, const char *msg)
{
    tap *t = ctx;
    t->nwarn++;
    snprintf(t->lastwarn, sizeof t->lastwarn, "%s", msg);
    printf("# warning: %s\n", msg);
}

/* A warning sink that only counts (used by the fuzz loops). */
static void count_cb(void *ctx, const char *msg)
{
    tap *t = ctx;
    (void)msg;
    t->nwarn++;
}

/* ---- byte helpers -------------------------------------------------------------- */

/* A growable byte string. */
typedef struct bytes {
    uint8_t *p;          /* data (malloc) */
    size_t n, cap;       /* used, allocated */
} bytes;

static void b_add(bytes *b, const void *p, size_t n)
{
    if (b->n + n > b->cap) {
        size_t nc = b->cap ? b->cap : 256;
        while (nc < b->n + n) nc *= 2;
        b->p = realloc(b->p, nc);
        if (!b->p) abort();
        b->cap = nc;
    }
    memcpy(b->p + b->n, p, n);
    b->n += n;
}
static void b_str(bytes *b, const char *s) { b_add(b, s, strlen(s)); }
static void b_u32(bytes *b, uint32_t v, trc_byteorder bo)
{
    uint8_t x[4];
    trc_put32(x, v, bo);
    b_add(b, x, 4);
}

static char *write_file(tap *t, const char *name, const void *p, size_t n)
{
    size_t len = strlen(t->tmpdir) + strlen(name) + 2;
    char *path = malloc(len);
    snprintf(path, len, "%s/%s", t->tmpdir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n || fclose(f) != 0) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(99);
    }
    return path;
}

static uint8_t *read_all(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    bytes b = { 0 };
    uint8_t tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, f)) > 0) b_add(&b, tmp, k);
    fclose(f);
    *n = b.n;
    return b.p;
}

/* Make fd 0 a pipe fed with data by a child process; returns the child's pid. */
static pid_t stdin_from(const void *p, size_t n)
{
    int fds[2];
    if (pipe(fds) < 0) exit(99);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        const uint8_t *q = p;
        while (n > 0) {
            ssize_t w = write(fds[1], q, n > 4096 ? 4096 : n);
            if (w <= 0) _exit(1);
            q += w;
            n -= (size_t)w;
        }
        _exit(0);
    }
    close(fds[1]);
    dup2(fds[0], 0);
    close(fds[0]);
    clearerr(stdin);
    return pid;
}

/* A copy of one record with its own format buffer. */
typedef struct rec_copy {
    trc_record r;        /* envelope (r.fb points at fb) */
    uint8_t fb[256];     /* format buffer bytes (first 256) */
} rec_copy;

/* Read every record of s into a malloc'd array; *n = count; -1 from next() -> NULL. */
static rec_copy *read_all_recs(trc_source *s, size_t *n)
{
    size_t cap = 1024, k = 0;
    rec_copy *v = malloc(cap * sizeof *v);
    trc_record r;
    int rc;
    while ((rc = s->next(s, &r)) == 1) {
        if (k == cap) {
            cap *= 2;
            v = realloc(v, cap * sizeof *v);
        }
        v[k].r = r;
        memcpy(v[k].fb, r.fb, r.len < 256 ? r.len : 256);
        v[k].r.fb = v[k].fb;
        k++;
    }
    *n = k;
    if (rc < 0) {
        free(v);
        return NULL;
    }
    return v;
}

/* ---- S.Ha.R.K. ----------------------------------------------------------------- */

static void shark_rec(bytes *b, uint16_t type, uint16_t par1, uint64_t tsc, uint32_t par2)
{
    uint8_t r[16];
    trc_put16(r, type, TRC_BO_LITTLE);
    trc_put16(r + 2, par1, TRC_BO_LITTLE);
    trc_put32(r + 4, (uint32_t)(tsc >> 32), TRC_BO_LITTLE);
    trc_put32(r + 8, (uint32_t)tsc, TRC_BO_LITTLE);
    trc_put32(r + 12, par2, TRC_BO_LITTLE);
    b_add(b, r, 16);
}

static uint64_t fb_d(const rec_copy *c, int k) { return trc_get64(c->fb + 8 * k, c->r.bo); }
static unsigned fb_hd(const rec_copy *c) { return trc_get16(c->fb + 6, c->r.bo); }

static trc_source *shark_open_t(tap *t, const char *path, int no_sort, uint64_t clk)
{
    trc_shark_opts o = { 0 };
    char err[256] = "";
    o.no_sort = no_sort;
    o.clk_per_msec = clk;
    o.warn = warn_cb;
    o.warn_ctx = t;
    trc_source *s = trc_shark_open(path, &o, err, sizeof err);
    if (!s) printf("# open %s: %s\n", path, err);
    return s;
}

static void test_shark_demo(tap *t, const char *top)
{
    size_t plen = strlen(top) + 64;
    char *path = malloc(plen);
    snprintf(path, plen, "%s/samples/shark-demo.ftrace", top);
    size_t fsize = 0;
    uint8_t *raw = read_all(path, &fsize);
    if (!ok(t, raw && fsize == 446816, "demo: sample file present (446816 bytes)")) {
        free(path);
        free(raw);
        return;
    }
    /* Independent counts from the raw bytes. */
    uint64_t want[256] = { 0 }, got[256] = { 0 };
    size_t nraw = fsize / 16;
    for (size_t i = 0; i < nraw; i++) want[raw[16 * i]]++;

    trc_source *s = shark_open_t(t, path, 0, 0);
    ok(t, s != NULL, "demo: opens");
    if (!s) { free(raw); free(path); return; }
    ok(t, s->info.tb_num == 1 && s->info.tb_den == 1 && s->info.start_ticks == 0 &&
          s->info.start_wall == INT64_MIN && s->info.ncpus == 1 && s->info.env == 32 &&
          s->info.hflags == 2 && s->info.bo == TRC_BO_LITTLE,
       "demo: pseudo-header (timebase 1/1, start 0, wall unknown, 1 CPU, env 32, CONVERTED)");
    ok(t, s->info.sysname && strcmp(s->info.sysname, "S.Ha.R.K.") == 0 && s->info.source &&
          strcmp(s->info.source, "shark") == 0, "demo: sysname S.Ha.R.K., source shark");
    size_t n = 0;
    rec_copy *v = read_all_recs(s, &n);
    ok(t, v && n == 27926, "demo: all 27926 records returned (got %zu)", n);
    if (!v || n == 0) { s->close(s); free(raw); free(path); free(v); return; }
    int layout_ok = 1, order_ok = 1, env_ok = 1, offs_ok = 1;
    int have_ctx = 0;
    uint16_t ctx = 0;
    int64_t pid_of[65536];
    for (size_t i = 0; i < 65536; i++) pid_of[i] = -1;
    for (size_t i = 0; i < n; i++) {
        rec_copy *c = &v[i];
        const uint8_t *r = raw + 16 * i;       /* single run: sorted order = file order */
        uint16_t type = (uint16_t)(r[0] | r[1] << 8);
        uint16_t p1 = (uint16_t)(r[2] | r[3] << 8);
        uint32_t p2 = (uint32_t)r[12] | (uint32_t)r[13] << 8 | (uint32_t)r[14] << 16 |
                      (uint32_t)r[15] << 24;
        got[c->r.hook & 0xFF]++;
        if (c->r.offset != 16 * i || c->r.fb_offset != c->r.offset) offs_ok = 0;
        if (c->r.ns != 1 || c->r.hook != (0x10000u | (type & 0xFF)) || c->r.len != 24 ||
            !(c->r.flags & TRC_EF_E64) || c->r.bo != TRC_BO_LITTLE ||
            trc_get16(c->fb, c->r.bo) != 0x8000 || trc_get16(c->fb + 2, c->r.bo) != 16 ||
            trc_get16(c->fb + 4, c->r.bo) != (type & 0xFF) || fb_hd(c) != p1 ||
            fb_d(c, 1) != p2 || fb_d(c, 2) != type)
            layout_ok = 0;
        if (i > 0 && c->r.ticks < v[i - 1].r.ticks) order_ok = 0;
        /* envelope rules of §2.4, computed independently */
        if ((type & 0xFF) == 0x15) { have_ctx = 1; ctx = p1; }
        if ((type & 0xFF) == 0x02 || (type & 0xFF) == 0x60) pid_of[p1] = p2;
        uint64_t wtid = have_ctx ? ctx : TRC_TID_UNKNOWN;
        uint32_t wpid = have_ctx && pid_of[ctx] >= 0 ? (uint32_t)pid_of[ctx] : TRC_PID_UNKNOWN;
        if (c->r.cpu != 0 || c->r.tid != wtid || c->r.pid != wpid) env_ok = 0;
    }
    ok(t, layout_ok, "demo: every format buffer is E64 0x8000/16/code/par1, D1 par2, D2 type");
    ok(t, offs_ok, "demo: $LOGIDX0 = file offset of each record");
    ok(t, order_ok, "demo: elapsed time never decreases");
    ok(t, env_ok, "demo: cpu 0, tid = last context_switch ctx, pid from task_create/id");
    int counts_ok = 1;
    for (int k = 0; k < 256; k++)
        if (want[k] != got[k]) {
            counts_ok = 0;
            printf("# code %02X: want %lu got %lu\n", k, (unsigned long)want[k],
                   (unsigned long)got[k]);
        }
    ok(t, counts_ok, "demo: per-type counts equal the counts computed from the raw bytes");
    ok(t, want[0x0B] == 6682 && want[0x82] == 4720 && want[0x15] == 2366,
       "demo: raw counts 0x0B=6682 0x82=4720 0x15=2366");
    /* first and last records (README facts) */
    rec_copy *f = &v[0], *l = &v[n - 1];
    const uint8_t *fr = raw, *lr = raw + 16 * (n - 1);
    uint64_t ftsc = (uint64_t)trc_get32(fr + 4, TRC_BO_LITTLE) << 32 | trc_get32(fr + 8, TRC_BO_LITTLE);
    uint64_t ltsc = (uint64_t)trc_get32(lr + 4, TRC_BO_LITTLE) << 32 | trc_get32(lr + 8, TRC_BO_LITTLE);
    ok(t, f->r.hook == 0x10020 && fb_hd(f) == 256 && fb_d(f, 1) == 367483 && fb_d(f, 2) == 0x20 &&
          f->r.offset == 0 && ftsc == 24305936302ULL && f->r.ticks == 0,
       "demo: first = trace_start par1 256 TSC 24305936302 par2 367483, elapsed 0");
    ok(t, l->r.hook == 0x10030 && ltsc == 31517292059ULL && l->r.offset == 16 * (n - 1),
       "demo: last = trace_stop TSC 31517292059");
    /* elapsed ns by hand: C = 367483 cycles/ms from the trace_start record.
     * rec 1: TSC 24305936577: 275 cycles * 1e6 / 367483 = 748.33 -> 748 ns
     * rec 2: TSC 24305936918: 616 cycles -> 1676.26 -> 1676 ns
     * rec 100: TSC 24328067603: 22131301 cycles -> 60224013.6 -> 60224013 ns
     * rec 1000: TSC 24559629030: 253692728 cycles -> 690352282.0 -> 690352282 ns
     * last: 7211355757 cycles -> 19623644514.6 -> 19623644514 ns */
    ok(t, v[1].r.ticks == 748, "demo: record 1 at 748 ns (got %lu)", (unsigned long)v[1].r.ticks);
    ok(t, v[2].r.ticks == 1676, "demo: record 2 at 1676 ns");
    ok(t, v[100].r.ticks == 60224013ULL, "demo: record 100 at 60224013 ns");
    ok(t, v[1000].r.ticks == 690352282ULL, "demo: record 1000 at 690352282 ns");
    ok(t, l->r.ticks == 19623644514ULL, "demo: last record at 19623644514 ns (got %lu)",
       (unsigned long)l->r.ticks);
    ok(t, v[14].r.hook == 0x10015 && v[14].r.tid == 296 && v[13].r.tid == TRC_TID_UNKNOWN,
       "demo: first context_switch (record 14, ctx 296) sets tid from itself on");
    const trc_foreign_counts *cn = trc_foreign_counts_of(s);
    ok(t, cn && cn->sorted == 1 && cn->runs == 1 && cn->padding == 0 && cn->fast == 0,
       "demo: counters: sorted, 1 run, no padding, no fast records");
    ok(t, s->stats.records == 27926, "demo: stats.records = 27926");
    s->close(s);

    /* --no-sort gives the same records */
    s = shark_open_t(t, path, 1, 0);
    size_t n2 = 0;
    rec_copy *v2 = s ? read_all_recs(s, &n2) : NULL;
    int same = v2 && n2 == n;
    for (size_t i = 0; same && i < n; i++)
        if (v2[i].r.ticks != v[i].r.ticks || v2[i].r.offset != v[i].r.offset ||
            memcmp(v2[i].fb, v[i].fb, 24) != 0 || v2[i].r.pid != v[i].r.pid)
            same = 0;
    ok(t, same, "demo: --no-sort returns the same records (single run)");
    if (s) s->close(s);
    free(v2);

    /* from a pipe: file order, warning, same records */
    int w0 = t->nwarn;
    pid_t child = stdin_from(raw, fsize);
    s = shark_open_t(t, "-", 0, 0);
    v2 = s ? read_all_recs(s, &n2) : NULL;
    same = v2 && n2 == n;
    for (size_t i = 0; same && i < n; i++)
        if (v2[i].r.ticks != v[i].r.ticks || memcmp(v2[i].fb, v[i].fb, 24) != 0) same = 0;
    ok(t, same && t->nwarn == w0 + 1, "demo: from a pipe (stdin): same records, one warning");
    if (s) s->close(s);
    waitpid(child, NULL, 0);
    free(v2);
    free(v);
    free(raw);
    free(path);
}

static void test_shark_sort(tap *t)
{
    bytes b = { 0 };
    /* run 0: 100 200 300; run 1: 50 200 250; run 2: 200 (a tie in three runs) */
    shark_rec(&b, 0x10, 1, 100, 1000);  /* cycles_per_msec: C = 1000 (1 cycle = 1 us) */
    shark_rec(&b, 0x01, 2, 200, 0);
    shark_rec(&b, 0x01, 3, 300, 0);
    shark_rec(&b, 0x01, 4, 50, 0);
    shark_rec(&b, 0x01, 5, 200, 0);
    shark_rec(&b, 0x01, 6, 250, 0);
    shark_rec(&b, 0x01, 7, 200, 0);
    char *p = write_file(t, "sort.ftrace", b.p, b.n);
    trc_source *s = shark_open_t(t, p, 0, 0);
    size_t n = 0;
    rec_copy *v = s ? read_all_recs(s, &n) : NULL;
    static const unsigned want[] = { 4, 1, 2, 5, 7, 6, 3 };
    int good = v && n == 7;
    for (size_t i = 0; good && i < 7; i++)
        if (fb_hd(&v[i]) != want[i]) good = 0;
    ok(t, good, "sort: three runs merged by (TSC, run, position): 4 1 2 5 7 6 3");
    /* first in sorted order is TSC 50: elapsed origin; C = 1000 -> 1000 ns per cycle */
    ok(t, good && v[0].r.ticks == 0 && v[1].r.ticks == 50000 && v[6].r.ticks == 250000,
       "sort: elapsed from the first sorted record (0, 50000, ..., 250000 ns)");
    const trc_foreign_counts *cn = s ? trc_foreign_counts_of(s) : NULL;
    ok(t, cn && cn->runs == 3 && cn->sorted, "sort: 3 runs counted");
    ok(t, good && v[0].r.offset == 48 && v[6].r.offset == 32,
       "sort: records keep their file offsets");
    if (s) s->close(s);
    free(v);
    s = shark_open_t(t, p, 1, 0);
    v = s ? read_all_recs(s, &n) : NULL;
    good = v && n == 7;
    for (size_t i = 0; good && i < 7; i++)
        if (fb_hd(&v[i]) != i + 1) good = 0;
    ok(t, good, "sort: --no-sort keeps file order");
    ok(t, good && v[3].r.ticks == 0 && v[4].r.ticks == 100000,
       "sort: file order: a TSC before the origin is clamped to 0 ns");
    if (s) s->close(s);
    free(v);
    free(p);

    /* A chunk that wrapped: [300..399] then [0..99]: 2 runs, sorted result increasing */
    b.n = 0;
    for (int i = 0; i < 100; i++) shark_rec(&b, 0x01, (uint16_t)(100 + i), 3000 + 10 * i, 0);
    for (int i = 0; i < 100; i++) shark_rec(&b, 0x01, (uint16_t)i, 10 * i, 0);
    p = write_file(t, "wrap.ftrace", b.p, b.n);
    int w0 = t->nwarn;
    s = shark_open_t(t, p, 0, 0);
    v = s ? read_all_recs(s, &n) : NULL;
    good = v && n == 200;
    for (size_t i = 0; good && i < 200; i++)
        if (fb_hd(&v[i]) != i) good = 0;
    ok(t, good, "sort: a wrapped circular chunk (two runs) comes out in time order");
    ok(t, good && v[199].r.ticks == 3990 && t->nwarn == w0 + 1,
       "sort: no clock record -> 1 tick = 1 ns, with a warning");
    if (s) s->close(s);
    free(v);
    /* the option gives the clock */
    s = shark_open_t(t, p, 0, 2000);
    v = s ? read_all_recs(s, &n) : NULL;
    ok(t, v && n == 200 && v[199].r.ticks == 1995000, "sort: --shark-clk-per-msec=2000 used");
    if (s) s->close(s);
    free(v);
    free(p);

    /* More than 4096 runs -> file order with a warning */
    b.n = 0;
    for (int i = 0; i < 4200; i++) shark_rec(&b, 0x01, (uint16_t)i, 5000 - i, 0);
    p = write_file(t, "manyruns.ftrace", b.p, b.n);
    w0 = t->nwarn;
    s = shark_open_t(t, p, 0, 0);
    v = s ? read_all_recs(s, &n) : NULL;
    good = v && n == 4200;
    for (size_t i = 0; good && i < n; i++)
        if (fb_hd(&v[i]) != i) good = 0;
    ok(t, good && t->nwarn == w0 + 2, "sort: 4200 runs -> file order, with a warning");
    if (s) s->close(s);
    free(v);
    free(p);
    free(b.p);
}

static void test_shark_misc(tap *t)
{
    bytes b = { 0 };
    uint8_t zero[16] = { 0 };
    shark_rec(&b, 0x10, 1, 1000, 1000);       /* cycles_per_msec, C = 1000 */
    shark_rec(&b, 0x02, 5, 1001, 42);         /* task_create ctx 5 pid 42 */
    b_add(&b, zero, 16);                      /* padding */
    shark_rec(&b, 0x8015, 7, 1002, 0);        /* fast context_switch ctx 7 */
    shark_rec(&b, 0x8002, 7, 1003, 99);       /* fast task_create: par2 stale, ignored */
    shark_rec(&b, 0x15, 5, 1004, 0);          /* context_switch ctx 5 -> pid 42 */
    b_add(&b, zero, 16);
    shark_rec(&b, 0x10, 0, 1010, 2000);       /* clock change to 2000 at 10000 ns */
    shark_rec(&b, 0x00, 0, 1030, 0);          /* "empty" code 0 but not padding */
    b_add(&b, "\x01\x02\x03\x04\x05", 5);     /* truncated tail */
    char *p = write_file(t, "misc.ftrace", b.p, b.n);
    trc_source *s = shark_open_t(t, p, 0, 0);
    size_t n = 0;
    rec_copy *v = s ? read_all_recs(s, &n) : NULL;
    ok(t, v && n == 8, "misc: 7 records + 1 marker, padding skipped (got %zu)", n);
    if (v && n == 8) {
        ok(t, v[2].r.hook == 0x10015 && fb_d(&v[2], 2) == 0x8015 && v[2].r.tid == 7,
           "misc: fast context_switch: hook 10015, D2 = 0x8015, tid 7");
        ok(t, v[3].r.tid == 7 && v[3].r.pid == TRC_PID_UNKNOWN,
           "misc: fast task_create does not set a pid (stale par2)");
        ok(t, v[4].r.tid == 5 && v[4].r.pid == 42, "misc: context_switch to ctx 5 -> pid 42");
        /* 1010: (1010-1000)*1e6/1000 = 10000 ns; then C = 2000: 1030 -> 10000 + 20*500 */
        ok(t, v[5].r.ticks == 10000 && v[6].r.ticks == 20000,
           "misc: clock change: 10000 ns, then 20 cycles at 2000/ms = +10000 ns");
        ok(t, v[6].r.hook == 0x10000, "misc: a code-0 record that is not all zero is kept");
        rec_copy *m = &v[7];
        ok(t, m->r.hook == 0x000C0 && m->r.ns == 0 && fb_hd(m) == 2 && fb_d(m, 1) == 5 &&
              fb_d(m, 2) == 144 && m->r.offset == 144 &&
              (m->r.flags & (TRC_EF_SYNTH | TRC_EF_NOTS | TRC_EF_E64)) ==
                  (TRC_EF_SYNTH | TRC_EF_NOTS | TRC_EF_E64) && m->r.ticks == 20000,
           "misc: truncated tail -> 00C reason 2, D1 5 bytes, D2 offset 144, last time");
    }
    const trc_foreign_counts *cn = s ? trc_foreign_counts_of(s) : NULL;
    ok(t, cn && cn->padding == 2 && cn->fast == 2, "misc: 2 padding and 2 fast records counted");
    ok(t, s && s->stats.skipped_bytes == 5, "misc: 5 bytes skipped in the stats");
    if (s) s->close(s);
    free(v);
    /* same in file order */
    s = shark_open_t(t, p, 1, 0);
    v = s ? read_all_recs(s, &n) : NULL;
    ok(t, v && n == 8 && v[7].r.hook == 0xC0 && fb_d(&v[7], 1) == 5 && v[5].r.ticks == 10000,
       "misc: same in file order");
    if (s) s->close(s);
    free(v);
    free(p);
    free(b.p);
    ok(t, trc_foreign_counts_of(NULL) == NULL, "misc: counts_of(NULL) is NULL");
    char err[128] = "";
    ok(t, trc_shark_open("/nonexistent/x.ftrace", NULL, err, sizeof err) == NULL && err[0],
       "misc: missing file -> NULL with a message");
}

static void pkt(bytes *b, uint32_t num, uint32_t nrec)
{
    b_add(b, "TRACER-V1.0", 12);
    b_u32(b, num, TRC_BO_LITTLE);
    b_u32(b, nrec, TRC_BO_LITTLE);
    b_u32(b, 24 + 16 * nrec, TRC_BO_LITTLE);
}

static void test_shark_capture(tap *t)
{
    bytes b = { 0 };
    pkt(&b, 1, 2);
    shark_rec(&b, 0x20, 0, 1000, 1000);
    shark_rec(&b, 0x01, 1, 1001, 0);
    pkt(&b, 2, 1);
    shark_rec(&b, 0x01, 2, 1002, 0);
    pkt(&b, 5, 2);                            /* packets 3 and 4 missing */
    shark_rec(&b, 0x01, 3, 1010, 0);
    shark_rec(&b, 0x01, 4, 1011, 0);
    b_add(&b, "garbage!", 8);                 /* bad bytes before the next header */
    pkt(&b, 6, 1);
    shark_rec(&b, 0x01, 5, 1012, 0);
    char *p = write_file(t, "cap.ftrace", b.p, b.n);
    for (int mode = 0; mode < 2; mode++) {
        trc_source *s = shark_open_t(t, p, mode, 0);
        size_t n = 0;
        rec_copy *v = s ? read_all_recs(s, &n) : NULL;
        int good = v && n == 8;
        if (good) {
            good = fb_hd(&v[0]) == 0 && fb_hd(&v[1]) == 1 && fb_hd(&v[2]) == 2 &&
                   v[3].r.hook == 0x60 && fb_hd(&v[4]) == 3 && fb_hd(&v[5]) == 4 &&
                   v[6].r.hook == 0xC0 && fb_hd(&v[7]) == 5;
        }
        ok(t, good, "capture (%s): headers stripped, records in order, 006 at the gap, "
           "00C at the garbage", mode ? "file order" : "sorted");
        if (good) {
            rec_copy *g = &v[3], *m = &v[6];
            /* gap window: last before = TSC 1002 (2000 ns), first after = 1010 (10000 ns) */
            ok(t, fb_hd(g) == 5 && fb_d(g, 1) == 0 && fb_d(g, 3) == 2 && fb_d(g, 4) == 8000 &&
                  g->r.ticks == 2000 && (g->r.flags & TRC_EF_SYNTH),
               "capture (%s): 006 reason 5, D3 = 2 missing packets, D4 = 8000 ns window",
               mode ? "file order" : "sorted");
            ok(t, fb_hd(m) == 3 && fb_d(m, 1) == 8 && fb_d(m, 2) == 24 + 32 + 24 + 16 + 24 + 32,
               "capture (%s): 00C reason 3, 8 bytes at offset 152",
               mode ? "file order" : "sorted");
            ok(t, v[0].r.offset == 24 && v[2].r.offset == 24 + 32 + 24,
               "capture (%s): record offsets point into the packets", mode ? "file order" : "sorted");
        }
        const trc_foreign_counts *cn = s ? trc_foreign_counts_of(s) : NULL;
        ok(t, cn && cn->packets == 4 && cn->missing_packets == 2,
           "capture (%s): 4 packets, 2 missing", mode ? "file order" : "sorted");
        if (s) s->close(s);
        free(v);
    }
    free(p);
    /* a capture that starts late: packets are numbered from 1 */
    b.n = 0;
    pkt(&b, 3, 1);
    shark_rec(&b, 0x20, 0, 1000, 1000);
    p = write_file(t, "caplate.ftrace", b.p, b.n);
    for (int mode = 0; mode < 2; mode++) {
        trc_source *s = shark_open_t(t, p, mode, 0);
        size_t n = 0;
        rec_copy *v = s ? read_all_recs(s, &n) : NULL;
        ok(t, v && n == 2 && v[0].r.hook == 0x60 && fb_d(&v[0], 3) == 2 && v[0].r.ticks == 0 &&
              v[1].r.hook == 0x10020, "capture (%s): first packet 3 -> 006 for packets 1-2 first",
           mode ? "file order" : "sorted");
        if (s) s->close(s);
        free(v);
    }
    free(p);
    /* a capture cut inside a packet */
    b.n = 0;
    pkt(&b, 1, 3);
    shark_rec(&b, 0x20, 0, 1000, 1000);
    shark_rec(&b, 0x01, 1, 1001, 0);
    b_add(&b, "\x01\x00\x02", 3);
    p = write_file(t, "capcut.ftrace", b.p, b.n);
    trc_source *s = shark_open_t(t, p, 0, 0);
    size_t n = 0;
    rec_copy *v = s ? read_all_recs(s, &n) : NULL;
    ok(t, v && n == 3 && v[2].r.hook == 0xC0 && fb_hd(&v[2]) == 2 && fb_d(&v[2], 1) == 3 &&
          fb_d(&v[2], 2) == 56, "capture: cut inside a packet -> 00C reason 2 (3 bytes at 56)");
    if (s) s->close(s);
    free(v);
    free(p);
    free(b.p);
}

/* ---- QNX ----------------------------------------------------------------------- */

/* Slot words. */
typedef struct slot { uint32_t h, d0, d1, d2; } slot;

#define QH(st, cpu, cls, ev) ((uint32_t)(st) << 30 | (uint32_t)(cpu) << 24 | (uint32_t)(cls) << 10 | (uint32_t)(ev))

/* Build a .kev: header (the §3.9 example keys, byte order as given), syspage, slots. */
static void kev(bytes *b, trc_byteorder bo, int ncpu, size_t syspage, const slot *s, size_t n)
{
    char tmp[64];
    b_str(b, "TRACE_HEADER_BEGIN::TRACE_FILE_NAME::/tmp/t.kevTRACE_DATE::Fri Mar  1 12:00:00 2024"
             "TRACE_VER_MAJOR::1TRACE_VER_MINOR::01");
    b_str(b, bo == TRC_BO_LITTLE ? "TRACE_LITTLE_ENDIAN::TRUE" : "TRACE_BIG_ENDIAN::TRUE");
    b_str(b, "TRACE_ENCODING::16 byte eventsTRACE_CYCLES_PER_SEC::1000000000");
    snprintf(tmp, sizeof tmp, "TRACE_CPU_NUM::%d", ncpu);
    b_str(b, tmp);
    b_str(b, "TRACE_SYSNAME::QNXTRACE_NODENAME::node1");
    snprintf(tmp, sizeof tmp, "TRACE_SYSPAGE_LEN::%zu", syspage);
    b_str(b, tmp);
    b_str(b, "TRACE_HEADER_END::");
    for (size_t i = 0; i < syspage; i++) b_add(b, i % 7 ? "\xA5" : "T", 1);
    for (size_t i = 0; i < n; i++) {
        b_u32(b, s[i].h, bo);
        b_u32(b, s[i].d0, bo);
        b_u32(b, s[i].d1, bo);
        b_u32(b, s[i].d2, bo);
    }
}

static trc_source *qnx_open_t(tap *t, const char *path, char *err, size_t errlen)
{
    trc_qnx_opts o = { warn_cb, t };
    return trc_qnx_open(path, &o, err, errlen);
}

static rec_copy *qnx_run(tap *t, const char *name, const bytes *b, size_t *n, trc_source **sp)
{
    char err[256] = "";
    char *p = write_file(t, name, b->p, b->n);
    trc_source *s = qnx_open_t(t, p, err, sizeof err);
    free(p);
    *sp = s;
    *n = 0;
    if (!s) {
        printf("# %s: %s\n", name, err);
        return NULL;
    }
    return read_all_recs(s, n);
}

static uint32_t pw(const rec_copy *c, int k) { return trc_get32(c->fb + 16 + 4 * k, c->r.bo); }

static void test_qnx_example(tap *t)
{
    static const slot ex[] = {
        { 0x00000401, 0x10, 0, 0x10 },
        { 0x00001001, 0x20, 1, 1 },
        { 0x400010C0, 0x30, 1, 7 },
        { 0xC00010C0, 0x30, 0x0068736B, 0 },
        { 0x00000858, 0x40, 1, 0 },
    };
    for (int k = 0; k < 2; k++) {
        trc_byteorder bo = k ? TRC_BO_BIG : TRC_BO_LITTLE;
        const char *bn = k ? "big-endian" : "little-endian";
        bytes b = { 0 };
        kev(&b, bo, 1, 0, ex, 5);
        if (k == 0) ok(t, b.n == 300 + 80, "qnx example: header is 300 bytes as in §3.9");
        ok(t, trc_foreign_detect(b.p, b.n) == TRC_FOREIGN_QNX, "qnx %s: detected", bn);
        trc_source *s;
        size_t n;
        rec_copy *v = qnx_run(t, k ? "ex-be.kev" : "ex-le.kev", &b, &n, &s);
        ok(t, v && n == 4, "qnx %s: 4 records (got %zu)", bn, n);
        if (v && n == 4) {
            ok(t, v[0].r.hook == 0x21001 && v[1].r.hook == 0x24001 && v[2].r.hook == 0x240C0 &&
                  v[3].r.hook == 0x22058, "qnx %s: IDs 21001 24001 240C0 22058", bn);
            ok(t, v[0].r.ticks == 16 && v[1].r.ticks == 32 && v[2].r.ticks == 48 &&
                  v[3].r.ticks == 64 && s->info.start_ticks == 16,
               "qnx %s: ticks 16 32 48 64, start ticks 16 (elapsed 0 16 32 48)", bn);
            ok(t, v[0].r.pid == TRC_PID_UNKNOWN && v[1].r.pid == 1 && v[1].r.tid == 1 &&
                  v[3].r.pid == 1 && v[3].r.tid == 1, "qnx %s: pid/tid from THREAD/RUNNING", bn);
            rec_copy *c = &v[2];
            ok(t, c->r.bo == bo && trc_get16(c->fb, bo) == 0xC000 && trc_get16(c->fb + 2, bo) == 16 &&
                  trc_get16(c->fb + 4, bo) == 0x40C0 && fb_hd(c) == 0xC0 && fb_d(c, 1) == 4 &&
                  c->r.len == 32 && pw(c, 0) == 1 && pw(c, 1) == 7 && pw(c, 2) == 0x0068736B &&
                  pw(c, 3) == 0 && c->r.offset == b.n - 80 + 32 && c->r.ns == 2,
               "qnx %s: combined PROCCREATE_NAME: 0xC000, 16 payload bytes, D1 4, words", bn);
            ok(t, memcmp(c->fb + 24, k ? "\x00\x68\x73\x6B" : "\x6B\x73\x68\x00", 4) == 0,
               "qnx %s: payload words in the file's byte order", bn);
            ok(t, fb_d(&v[3], 1) == 2 && pw(&v[3], 0) == 1 && pw(&v[3], 1) == 0 && v[3].r.cpu == 0,
               "qnx %s: simple KER_CALL: D1 2, words data[1], data[2]", bn);
        }
        if (s) {
            const trc_loginfo *in = &s->info;
            ok(t, in->tb_num == 1000000000 && in->tb_den == 1000000000 && in->ncpus == 1 &&
                  in->env == 32 && in->hflags == 2 && in->bo == bo &&
                  in->start_wall == 1709294400LL * 1000000000LL,
               "qnx %s: pseudo-header (timebase, CPUs, env, CONVERTED, DATE as UTC)", bn);
            ok(t, in->sysname && strcmp(in->sysname, "QNX") == 0 && in->nodename &&
                  strcmp(in->nodename, "node1") == 0 && strcmp(in->source, "qnx") == 0,
               "qnx %s: sysname, nodename, source", bn);
            int fa = 0, ea = 0;
            for (uint32_t i = 0; i < in->nattrs; i++) {
                if (strcmp(in->attrs[2 * i], "FILE_NAME") == 0 &&
                    strcmp(in->attrs[2 * i + 1], "/tmp/t.kev") == 0) fa = 1;
                if (strcmp(in->attrs[2 * i], "ENCODING") == 0) ea = 1;
            }
            ok(t, in->nattrs == 2 && fa && ea, "qnx %s: other keys become attributes", bn);
            s->close(s);
        }
        free(v);
        free(b.p);
    }
}

static void test_qnx_combine(tap *t)
{
    /* CPU 0 and CPU 1 interleave; a combine event of CPU 0 is split by simple events
     * of both CPUs and by a combine event of CPU 1 with the same low word. */
    const slot sl[] = {
        { QH(0, 0, 1, 1), 0x100, 0, 0x100 },          /* 0 TIME cpu0 */
        { QH(0, 1, 1, 1), 0x105, 0, 0x105 },          /* 1 TIME cpu1 */
        { QH(1, 0, 4, 0xC0), 0x110, 1, 7 },           /* 2 CB cpu0 */
        { QH(0, 0, 2, 88), 0x111, 1, 0 },             /* 3 simple cpu0 */
        { QH(1, 1, 4, 0xC0), 0x110, 2, 8 },           /* 4 CB cpu1, same lo */
        { QH(2, 0, 4, 0xC0), 0x110, 0x41414141, 0 },  /* 5 CC cpu0 */
        { QH(0, 1, 4, 1), 0x112, 9, 10 },             /* 6 RUNNING cpu1 */
        { QH(3, 1, 4, 0xC0), 0x110, 0x42424242, 0 },  /* 7 CE cpu1 */
        { QH(3, 0, 4, 0xC0), 0x110, 0x43434343, 0 },  /* 8 CE cpu0 */
        { QH(2, 0, 4, 0xC0), 0x999, 1, 2 },           /* 9 orphan CC -> 00C r3 */
        { QH(1, 0, 6, 5), 0x120, 1, 2 },              /* 10 CB */
        { QH(1, 0, 6, 5), 0x120, 3, 4 },              /* 11 same key again -> 006 r7 */
        { QH(3, 0, 6, 5), 0x120, 5, 6 },              /* 12 CE completes the second */
        { QH(1, 0, 6, 7), 0x130, 1, 2 },              /* 13 CB left pending at EOF */
        { QH(0, 0, 17, 3), 0x140, 0xAA, 0xBB },       /* 14 class 17 -> 2FFFF */
    };
    bytes b = { 0 };
    kev(&b, TRC_BO_LITTLE, 2, 37, sl, sizeof sl / sizeof sl[0]);
    trc_source *s;
    size_t n;
    int w0 = t->nwarn;
    rec_copy *v = qnx_run(t, "comb.kev", &b, &n, &s);
    /* expected: TIME0 TIME1 simple3 RUNNING6 comb(cpu1) comb(cpu0) 00C 006 comb(6/5) cls17 006 */
    ok(t, v && n == 11, "qnx combine: 11 records (got %zu)", n);
    if (v && n == 11) {
        ok(t, v[0].r.hook == 0x21001 && v[1].r.hook == 0x21001 && v[0].r.cpu == 0 &&
              v[1].r.cpu == 1, "qnx combine: TIME records of CPUs 0 and 1");
        ok(t, v[2].r.hook == 0x22058 && v[3].r.hook == 0x24001 && v[3].r.pid == 9 &&
              v[3].r.tid == 10 && v[3].r.cpu == 1, "qnx combine: simple events delivered at once");
        rec_copy *c1 = &v[4], *c0 = &v[5];
        ok(t, c1->r.hook == 0x240C0 && c1->r.cpu == 1 && fb_d(c1, 1) == 4 && pw(c1, 0) == 2 &&
              pw(c1, 1) == 8 && pw(c1, 2) == 0x42424242 && c1->r.ticks == 0x110,
           "qnx combine: CPU 1's event keyed apart from CPU 0's (same low word)");
        ok(t, c0->r.hook == 0x240C0 && c0->r.cpu == 0 && fb_d(c0, 1) == 6 && pw(c0, 0) == 1 &&
              pw(c0, 1) == 7 && pw(c0, 2) == 0x41414141 && pw(c0, 4) == 0x43434343 &&
              c0->r.ticks == 0x110 && c0->r.offset == b.n - 15 * 16 + 2 * 16,
           "qnx combine: CPU 0's event reassembled across 5 other slots, begin time and offset");
        ok(t, c1->r.pid == TRC_PID_UNKNOWN, "qnx combine: envelope of a combined event is taken at its CB");
        ok(t, v[6].r.hook == 0xC0 && fb_hd(&v[6]) == 3 && fb_d(&v[6], 1) == 16 &&
              fb_d(&v[6], 2) == b.n - 6 * 16 && t->nwarn == w0 + 1 &&
              strstr(t->lastwarn, "unbalanced combine continuation"),
           "qnx combine: orphan CC -> 00C reason 3 (16 bytes) and a diagnostic");
        ok(t, v[7].r.hook == 0x60 && fb_hd(&v[7]) == 7 && fb_d(&v[7], 1) == 1,
           "qnx combine: a CB whose key is pending discards the old one (006 reason 7, D1 1)");
        ok(t, v[8].r.hook == 0x26005 && fb_d(&v[8], 1) == 4 && pw(&v[8], 0) == 3 && pw(&v[8], 3) == 6,
           "qnx combine: the second CB is completed");
        ok(t, v[9].r.hook == 0x2FFFF && fb_d(&v[9], 1) == 3 && pw(&v[9], 0) == QH(0, 0, 17, 3) &&
              pw(&v[9], 1) == 0xAA && pw(&v[9], 2) == 0xBB && fb_hd(&v[9]) == 3,
           "qnx combine: class 17 -> 2FFFF, D1 3, buffer = header, data[1], data[2]");
        ok(t, v[10].r.hook == 0x60 && fb_hd(&v[10]) == 7 && fb_d(&v[10], 1) == 1,
           "qnx combine: pending at end of file -> one 006 reason 7, D1 = 1");
    }
    const trc_foreign_counts *cn = s ? trc_foreign_counts_of(s) : NULL;
    ok(t, cn && cn->combined == 3 && cn->unbalanced == 1 && cn->discarded == 2 && cn->slots == 15,
       "qnx combine: counters (3 combined, 1 unbalanced, 2 discarded, 15 slots)");
    ok(t, s && s->info.ncpus == 2, "qnx combine: syspage of 37 bytes skipped, CPU_NUM 2");
    if (s) s->close(s);
    free(v);
    free(b.p);
}

static void test_qnx_time(tap *t)
{
    /* CPU 0 begins with slots before its TIME: low words 0xFFFFFFF0, 0x10 (wrap), TIME
     * (M = 7, lo 0x20) -> w = 1, initial hi = 6.  Then a wrap without TIME.
     * CPU 2 has no TIME within the lookahead -> hi 0. */
    const slot sl[] = {
        { QH(0, 0, 1, 2), 0xFFFFFFF0, 1, 100 },       /* 0 BUFFER seq 1 */
        { QH(0, 2, 2, 1), 0x50, 0, 0 },               /* 1 cpu2 KER_CALL */
        { QH(0, 0, 2, 1), 0x10, 0, 0 },               /* 2 wrap -> hi 7 */
        { QH(0, 0, 1, 1), 0x20, 7, 0x20 },            /* 3 TIME msb 7 */
        { QH(0, 0, 2, 1), 0xFFFFFF00, 0, 0 },         /* 4 */
        { QH(0, 0, 2, 1), 0x00000100, 0, 0 },         /* 5 wrap -> hi 8 */
        { QH(0, 0, 1, 2), 0x200, 4, 100 },            /* 6 BUFFER seq 4: 2 missing */
        { QH(0, 0, 1, 2), 0x300, 4, 100 },            /* 7 repeated seq: no loss */
        { QH(0, 0, 1, 2), 0x400, 0x7FF, 100 },        /* 8 seq 2047: 2042 missing */
        { QH(0, 0, 1, 2), 0x500, 0x800, 100 },        /* 9 seq 0 (wrap of 11 bits): none */
    };
    bytes b = { 0 };
    kev(&b, TRC_BO_BIG, 4, 0, sl, sizeof sl / sizeof sl[0]);
    b_add(&b, "\x01\x02\x03\x04\x05\x06\x07", 7);  /* truncated final slot */
    trc_source *s;
    size_t n;
    rec_copy *v = qnx_run(t, "time.kev", &b, &n, &s);
    ok(t, v && n == 13, "qnx time: 10 slots + 2 losses + 1 marker (got %zu)", n);
    if (v && n == 13) {
        ok(t, v[0].r.ticks == (6ULL << 32 | 0xFFFFFFF0) && s->info.start_ticks == v[0].r.ticks,
           "qnx time: initial high word by lookahead (M - w = 7 - 1), start ticks");
        ok(t, v[1].r.cpu == 2 && v[1].r.ticks == 0x50, "qnx time: CPU without TIME starts at hi 0");
        ok(t, v[2].r.ticks == (7ULL << 32 | 0x10) && v[3].r.ticks == (7ULL << 32 | 0x20),
           "qnx time: wrap before the TIME slot agrees with the TIME slot");
        ok(t, v[4].r.ticks == (7ULL << 32 | 0xFFFFFF00) && v[5].r.ticks == (8ULL << 32 | 0x100),
           "qnx time: wrap of the low word without TIME -> hi + 1");
        rec_copy *l = &v[6];
        ok(t, l->r.hook == 0x60 && fb_hd(l) == 5 && fb_d(l, 1) == 0 && fb_d(l, 3) == 2 &&
              l->r.ticks == (8ULL << 32 | 0x100) && fb_d(l, 4) == 0x100 && v[7].r.hook == 0x21002,
           "qnx time: BUFFER gap -> 006 reason 5, D3 = 2, before the BUFFER record, D4 window");
        ok(t, v[8].r.hook == 0x21002 && v[9].r.hook == 0x60 && fb_d(&v[9], 3) == 2042 &&
              v[10].r.hook == 0x21002 && v[11].r.hook == 0x21002,
           "qnx time: repeated sequence is no loss; 11-bit wrap handled");
        rec_copy *m = &v[12];
        ok(t, m->r.hook == 0xC0 && fb_hd(m) == 2 && fb_d(m, 1) == 7 && fb_d(m, 2) == b.n - 7 &&
              m->r.bo == TRC_BO_BIG && (m->r.flags & TRC_EF_NOTS),
           "qnx time: truncated final slot -> 00C reason 2 (7 bytes), nothing else lost");
    }
    const trc_foreign_counts *cn = s ? trc_foreign_counts_of(s) : NULL;
    ok(t, cn && cn->lost_buffers == 2044 && cn->slots == 10, "qnx time: counters");
    if (s) s->close(s);
    free(v);

    /* the same trace from a pipe */
    pid_t child = stdin_from(b.p, b.n);
    char err[256] = "";
    s = qnx_open_t(t, "-", err, sizeof err);
    size_t n2 = 0;
    rec_copy *v2 = s ? read_all_recs(s, &n2) : NULL;
    ok(t, v2 && n2 == 13 && v2[0].r.ticks == (6ULL << 32 | 0xFFFFFFF0) && v2[12].r.hook == 0xC0,
       "qnx time: same records from a pipe");
    if (s) s->close(s);
    waitpid(child, NULL, 0);
    free(v2);
    free(b.p);
}

static void test_qnx_limits(tap *t)
{
    /* 1030 combine events begun and never ended: the 6 oldest are discarded as the table
     * overflows, the remaining 1024 at end of file. */
    size_t n = 1031;
    slot *sl = calloc(n, sizeof *sl);
    sl[0] = (slot){ QH(0, 0, 1, 1), 0, 0, 0 };
    for (size_t i = 1; i < n; i++) sl[i] = (slot){ QH(1, 0, 6, 1), (uint32_t)i, 1, 2 };
    bytes b = { 0 };
    kev(&b, TRC_BO_LITTLE, 1, 0, sl, n);
    trc_source *s;
    size_t nr;
    rec_copy *v = qnx_run(t, "limit.kev", &b, &nr, &s);
    int good = v && nr == 8;
    for (size_t i = 1; good && i < 7; i++)
        if (v[i].r.hook != 0x60 || fb_hd(&v[i]) != 7 || fb_d(&v[i], 1) != 1 ||
            v[i].r.ticks != i) good = 0;
    ok(t, good && v[7].r.hook == 0x60 && fb_d(&v[7], 1) == 1024 && fb_d(&v[7], 2) == 16 * 1024,
       "qnx limits: at most 1024 pending (oldest discarded first), the rest reported at EOF");
    if (s) s->close(s);
    free(v);
    free(sl);
    /* header values: a value is cut at NUL and at the next TRACE_ */
    b.n = 0;
    b_str(&b, "TRACE_HEADER_BEGIN::TRACE_LITTLE_ENDIAN::TRUETRACE_CYCLES_PER_SEC::2000");
    b_str(&b, "TRACE_SYSNAME::QNXTRACE_NODENAME::node");
    b_add(&b, "\0\0\0", 3);
    b_str(&b, "TRACE_TRACELOGGER_ARGS::-n 10 -f x.kevTRACE_HEADER_END::");
    slot one = { QH(0, 0, 1, 1), 10, 3, 10 };
    b_u32(&b, one.h, TRC_BO_LITTLE);
    b_u32(&b, one.d0, TRC_BO_LITTLE);
    b_u32(&b, one.d1, TRC_BO_LITTLE);
    b_u32(&b, one.d2, TRC_BO_LITTLE);
    v = qnx_run(t, "hdr.kev", &b, &nr, &s);
    ok(t, s && strcmp(s->info.nodename, "node") == 0 && s->info.cmdline &&
          strcmp(s->info.cmdline, "-n 10 -f x.kev") == 0 && s->info.nattrs == 1 &&
          strcmp(s->info.attrs[0], "TRACELOGGER_ARGS") == 0 && s->info.tb_den == 2000 &&
          s->info.start_wall == INT64_MIN && s->info.start_ticks == (3ULL << 32 | 10),
       "qnx header: NUL-padded value, TRACELOGGER_ARGS -> command line and attribute, no DATE");
    ok(t, v && nr == 1 && v[0].r.ticks == (3ULL << 32 | 10), "qnx header: TIME slot read after it");
    if (s) s->close(s);
    free(v);
    free(b.p);
}

static void test_qnx_errors(tap *t)
{
    char err[256];
    bytes b = { 0 };
    b_str(&b, "TRACE_HEADER_BEGIN::TRACE_LITTLE_ENDIAN::TRUE");
    for (int i = 0; i < 70000; i++) b_add(&b, "x", 1);
    char *p = write_file(t, "noend.kev", b.p, b.n);
    err[0] = 0;
    ok(t, qnx_open_t(t, p, err, sizeof err) == NULL && strstr(err, "TRACE_HEADER_END"),
       "qnx errors: no TRACE_HEADER_END within 65536 bytes -> NULL");
    free(p);
    b.n = 0;
    b_str(&b, "TRACE_HEADER_BEGIN::TRACE_MIDDLE_ENDIAN::TRUETRACE_HEADER_END::");
    p = write_file(t, "middle.kev", b.p, b.n);
    err[0] = 0;
    ok(t, qnx_open_t(t, p, err, sizeof err) == NULL && strstr(err, "MIDDLE_ENDIAN"),
       "qnx errors: MIDDLE_ENDIAN -> NULL");
    free(p);
    b.n = 0;
    b_str(&b, "TRACE_HEADER_BEGIN::TRACE_VER_MAJOR::0TRACE_VER_MINOR::99TRACE_HEADER_END::");
    p = write_file(t, "old.kev", b.p, b.n);
    int w0 = t->nwarn;
    trc_source *s = qnx_open_t(t, p, err, sizeof err);
    trc_record r;
    ok(t, s && s->next(s, &r) == 0 && t->nwarn == w0 + 3 && s->info.tb_den == 1000000000 &&
          s->info.bo == TRC_BO_LITTLE,
       "qnx errors: no byte order, no CYCLES_PER_SEC, version 0.99: 3 warnings, defaults");
    if (s) s->close(s);
    free(p);
    ok(t, trc_foreign_detect((const unsigned char *)"TRACE_HEADER_BEGIN::", 20) == TRC_FOREIGN_QNX &&
          trc_foreign_detect((const unsigned char *)"TRACE_HEADER_BEGIN:", 19) == TRC_FOREIGN_NONE &&
          trc_foreign_detect((const unsigned char *)"\x89TRCLOG\n", 8) == TRC_FOREIGN_NONE &&
          trc_foreign_detect(NULL, 0) == TRC_FOREIGN_NONE,
       "qnx errors: detection");
    b.n = 0;
    b_str(&b, "not a qnx file");
    p = write_file(t, "notqnx.kev", b.p, b.n);
    ok(t, qnx_open_t(t, p, err, sizeof err) == NULL, "qnx errors: not a .kev -> NULL");
    free(p);
    free(b.p);
}

/* ---- robustness ---------------------------------------------------------------- */

static uint64_t rnd(uint64_t *st)
{
    uint64_t x = *st;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *st = x;
}

/* Count records by kind; -1 if next() failed. */
static int drain(trc_source *s, size_t *events, size_t *c00c, size_t *c006, uint64_t *last00c)
{
    trc_record r;
    int rc;
    *events = *c00c = *c006 = 0;
    while ((rc = s->next(s, &r)) == 1) {
        if (r.hook == 0xC0) { (*c00c)++; *last00c = trc_get16(r.fb + 6, r.bo); }
        else if (r.hook == 0x60) (*c006)++;
        else (*events)++;
    }
    return rc;
}

static void test_fuzz(tap *t)
{
    uint64_t st = 0x9E3779B97F4A7C15ULL;
    int shark_ok = 1, cap_ok = 1, qnx_ok = 1;
    for (int iter = 0; iter < 150; iter++) {
        /* plain S.Ha.R.K.: random records (some zero), random tail */
        bytes b = { 0 };
        size_t nrec = rnd(&st) % 300, pad = 0;
        for (size_t i = 0; i < nrec; i++) {
            uint8_t r[16];
            uint64_t x = rnd(&st), y = rnd(&st);
            if (x % 13 == 0) { memset(r, 0, 16); pad++; }
            else { memcpy(r, &x, 8); memcpy(r + 8, &y, 8); if (!memcmp(r, "TRACER-V1.0", 12)) r[0] = 1; }
            b_add(&b, r, 16);
        }
        size_t tail = rnd(&st) % 16;
        for (size_t i = 0; i < tail; i++) b_add(&b, "\x55", 1);
        char *p = write_file(t, "fz.ftrace", b.p, b.n);
        for (int mode = 0; mode < 2; mode++) {
            trc_shark_opts o = { 0 };
            o.no_sort = mode;
            o.clk_per_msec = 1 + rnd(&st) % 5;
            o.warn = count_cb;
            o.warn_ctx = t;
            trc_source *s = trc_shark_open(p, &o, NULL, 0);
            size_t ev, c0, c6;
            uint64_t last = 0;
            if (!s || drain(s, &ev, &c0, &c6, &last) != 0 || ev != nrec - pad ||
                c0 != (tail ? 1u : 0u) || c6 != 0)
                shark_ok = 0;
            if (s) s->close(s);
        }
        free(p);
        /* a capture with random damage */
        b.n = 0;
        uint32_t num = 1;
        for (int k = 0; k < 5; k++) {
            uint32_t n = (uint32_t)(rnd(&st) % 8);
            num += (uint32_t)(rnd(&st) % 3);
            pkt(&b, num++, n);
            for (uint32_t i = 0; i < n; i++) shark_rec(&b, 1, (uint16_t)i, rnd(&st) % 1000, 0);
        }
        for (int k = 0; k < 4 && b.n; k++) b.p[rnd(&st) % b.n] ^= (uint8_t)(1 + rnd(&st) % 255);
        b.n -= rnd(&st) % (b.n / 4 + 1);
        p = write_file(t, "fzcap.ftrace", b.p, b.n);
        for (int mode = 0; mode < 2; mode++) {
            trc_shark_opts o = { 1000, mode, count_cb, t };
            trc_source *s = trc_shark_open(p, &o, NULL, 0);
            size_t ev, c0, c6;
            uint64_t last = 0;
            if (!s || drain(s, &ev, &c0, &c6, &last) != 0) cap_ok = 0;
            if (s) s->close(s);
        }
        free(p);
        /* QNX: random slots after a valid header, random tail */
        b.n = 0;
        size_t nslot = rnd(&st) % 400;
        slot *sl = calloc(nslot + 1, sizeof *sl);
        for (size_t i = 0; i < nslot; i++) {
            uint64_t x = rnd(&st);
            sl[i].h = (uint32_t)(x & 0xC3007FFF);
            if (x >> 40 & 1) sl[i].h = (sl[i].h & 0xC3FFFC00) | (1u << 10) | (uint32_t)(1 + (x >> 41) % 2);
            sl[i].d0 = (uint32_t)rnd(&st) % 50;
            sl[i].d1 = (uint32_t)rnd(&st);
            sl[i].d2 = (uint32_t)rnd(&st);
        }
        kev(&b, (iter & 1) ? TRC_BO_BIG : TRC_BO_LITTLE, 4, rnd(&st) % 64, sl, nslot);
        tail = rnd(&st) % 16;
        for (size_t i = 0; i < tail; i++) b_add(&b, "\xAA", 1);
        p = write_file(t, "fz.kev", b.p, b.n);
        {
            trc_qnx_opts o = { count_cb, t };
            char err[200];
            int w0 = t->nwarn;
            trc_source *s = trc_qnx_open(p, &o, err, sizeof err);
            size_t ev, c0, c6;
            uint64_t last = 0;
            const trc_foreign_counts *cn;
            if (!s || drain(s, &ev, &c0, &c6, &last) != 0) qnx_ok = 0;
            else if ((cn = trc_foreign_counts_of(s)) == NULL || cn->slots != nslot ||
                     c0 != cn->unbalanced + (tail ? 1 : 0) || (tail && last != 2))
                qnx_ok = 0;
            t->nwarn = w0;
            if (s) s->close(s);
        }
        free(sl);
        free(p);
        free(b.p);
    }
    ok(t, shark_ok, "fuzz: 150 random S.Ha.R.K. files x 2 modes: every record, padding and tail accounted");
    ok(t, cap_ok, "fuzz: 150 damaged captures x 2 modes: no crash, no error");
    ok(t, qnx_ok, "fuzz: 150 random .kev files: every slot read, unbalanced slots and tail marked");
}

/* --write-kev FILE [-be] [-cpus=N] [-syspage=N] WORD...: write a .kev with the §3.9 header
 * keys and the given slot words (hex, four per slot; a last incomplete group is written
 * as it is, a partial slot) for the golden tests of trcrpt.  Returns the exit status. */
static int write_kev(int argc, char **argv)
{
    trc_byteorder bo = TRC_BO_LITTLE;
    int ncpu = 1;
    size_t syspage = 0;
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (strcmp(argv[i], "-be") == 0) bo = TRC_BO_BIG;
        else if (strncmp(argv[i], "-cpus=", 6) == 0) ncpu = atoi(argv[i] + 6);
        else if (strncmp(argv[i], "-syspage=", 9) == 0) syspage = (size_t)strtoul(argv[i] + 9, NULL, 10);
        else { fprintf(stderr, "write-kev: unknown option %s\n", argv[i]); return 2; }
    }
    bytes b = { 0 };
    kev(&b, bo, ncpu, syspage, NULL, 0);
    for (; i < argc; i++) {
        char *end;
        unsigned long w = strtoul(argv[i], &end, 16);
        if (!*argv[i] || *end) { fprintf(stderr, "write-kev: bad word %s\n", argv[i]); free(b.p); return 2; }
        b_u32(&b, (uint32_t)w, bo);
    }
    FILE *f = fopen(argv[0], "wb");
    int st = !f || fwrite(b.p, 1, b.n, f) != b.n;
    if (f && fclose(f) != 0) st = 1;
    if (st) fprintf(stderr, "write-kev: cannot write %s\n", argv[0]);
    free(b.p);
    return st;
}

int main(int argc, char **argv)
{
    tap t;
    memset(&t, 0, sizeof t);
    if (argc >= 3 && strcmp(argv[1], "--write-kev") == 0) return write_kev(argc - 2, argv + 2);
    const char *top = argc > 1 ? argv[1] : getenv("top_srcdir");
    if (!top) top = ".";
    const char *tmp = getenv("TMPDIR");
    snprintf(t.tmpdir, sizeof t.tmpdir, "%s/foreign-test.XXXXXX", tmp ? tmp : "/tmp");
    if (!mkdtemp(t.tmpdir)) {
        perror("mkdtemp");
        return 99;
    }
    test_shark_demo(&t, top);
    test_shark_sort(&t);
    test_shark_misc(&t);
    test_shark_capture(&t);
    test_qnx_example(&t);
    test_qnx_combine(&t);
    test_qnx_time(&t);
    test_qnx_limits(&t);
    test_qnx_errors(&t);
    test_fuzz(&t);
    printf("1..%d\n", t.n);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", t.tmpdir);
    if (system(cmd) != 0) printf("# could not remove %s\n", t.tmpdir);
    return t.failed ? 1 : 0;
}
