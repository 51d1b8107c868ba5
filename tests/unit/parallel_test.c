/* parallel_test.c -- white-box tests of --jobs (docs/report.md): the cross-record-state
 * analysis of compiled template sets (interp/purity.c), the bound on a worker's tagged
 * diagnostics (trc_vm_diag_mark), and the chunk cutting of
 * formats/trclog_read.c (trc_trclog_walk, trc_trclog_open_chunk): chunks cover the input
 * byte for byte, end where a well-framed record starts, and read back the very records of
 * a serial read, damaged logs included.  Output equality with serial runs is
 * tests/jobs.sh's job.  Prints TAP. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "common/arena.h"
#include "common/buf.h"
#include "grammar/diag.h"
#include "grammar/parse.h"
#include "interp/check.h"
#include "interp/program.h"
#include "interp/purity.h"
#include "interp/vm.h"
#include "formats/trclog.h"
#include "tests/unit/compile.h"
#include "tests/unit/tap.h"

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

/* 1 when the set compiles and has cross-record state as expected. */
static int state_is(const char *text, int want)
{
    trc_progset *set = tu_compile(text);
    if (!set) return 0;
    int has = trc_purity_has_state(set);
    trc_progset_free(set);
    return has == want;
}

/* Lines a --jobs worker's VM writes for one record of hook 010 whose template faults
 * 65,536 times, after trc_vm_diag_mark (a chunk's start); -1 on a failure. */
static long tagged_lines(void)
{
    trc_progset *set = tu_compile("010 1.0 L=APPL LOOP 65536 { {{ $x = 1 / 0 }} } x\n");
    char *mem = NULL;
    size_t memlen = 0;
    FILE *f = open_memstream(&mem, &memlen);
    if (!set || !f) return -1;
    trc_vm_opts o = { 0 };
    o.logfile = "t.trc";
    o.trace_env = 32;
    o.diag = f;
    o.diag_tagged = 1;
    trc_vm *vm = trc_vm_new(set, &o);
    static const uint8_t fb[4] = { 0x01, 0x01, 0, 0 };
    trc_record rec;
    tu_record(&rec, fb, 4);
    trc_event ev;
    long n = -1;
    if (vm) {
        trc_vm_run(vm, &rec, 0, &ev);       /* a replayed chunk: its lines are dropped */
        fflush(f);
        fseek(f, 0, SEEK_SET);
        trc_vm_diag_mark(vm);
        if (trc_vm_run(vm, &rec, 0, &ev) == 0 && trc_vm_faults(vm, TRC_FK_DIV_ZERO) == 2 * 65536) {
            fflush(f);
            n = 0;
            for (size_t i = 0; i < (size_t)ftell(f); i++) n += mem[i] == '\n';
        }
        trc_vm_free(vm);
    }
    fclose(f);
    free(mem);
    trc_progset_free(set);
    return n;
}

/* Write a trclog of n records (hook 010, every 1000th 00A), sync markers every `sync`
 * bytes. */
/* wide: records of 168 data bytes, every 5th without a time (NOTS, a stored time of 7). */
static int write_log(const char *path, unsigned n, uint32_t sync, trc_byteorder bo, int wide)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return -1;
    trc_trclog_wopts o;
    trc_trclog_wopts_init(&o);
    o.sync_interval = sync;
    o.bo = bo;
    o.auto_sync = sync > 0;
    char err[256];
    trc_trclog_writer *w = trc_trclog_writer_new(fd, 1, &o, err, sizeof err);
    if (!w) return -1;
    uint8_t fb[168];
    memset(fb, 0, sizeof fb);
    for (unsigned i = 0; i < n; i++) {
        trc_record r;
        memset(&r, 0, sizeof r);
        r.ticks = 10 * (uint64_t)i;
        r.pid = 100;
        r.tid = 1000;
        r.cpu = (uint16_t)(i % 2);
        r.flags = TRC_EF_COMMIT;
        /* hook 010, type A; every 1000th record 00A (internal: --jobs replays it) */
        /* the hook id and type in the hook word's first 16 bits, in the log's byte order
         * (as the reader takes them) */
        trc_put16(fb, i % 1000 == 999 ? 0x00AA : 0x010A, bo);
        trc_put16(fb + 2, 0, bo);
        trc_put32(fb + 4, i, bo);
        r.fb = fb;
        r.len = wide ? 168 : 8;
        if (wide && i % 5 == 2) {
            r.flags |= TRC_EF_NOTS;
            r.ticks = 7;
        }
        if (trc_trclog_write_record(w, &r, NULL) != 0) { trc_trclog_writer_close(w); return -1; }
    }
    return trc_trclog_writer_close(w);
}

int main(void)
{
    tap t = { 0, 0 };
    const char *plain = "010 1.0 L=APPL \"E\" O2.0 v=U4\n";
    ok(&t, state_is(plain, 0), "plain template: no cross-record state");
    ok(&t, state_is("010 1.0 L=APPL \"E\" {{ $PID = 4 }} U4\n", 1), "$PID assignment");
    ok(&t, state_is("010 1.0 L=APPL \"E\" {{ $SVC = \"x\" }} U4\n", 1), "$SVC assignment");
    ok(&t, state_is("010 1.0 L=APPL \"E\" {{ $EXECPATH = \"x\" }} U4\n", 1), "$EXECPATH assignment");
    ok(&t, state_is("010 1.0 L=APPL \"E\" line=$LINENO\n", 1), "$LINENO read");
    ok(&t, state_is("010 1.0 L=APPL \"E\" $PID%D1 $EXECPATH\n", 0), "$PID and $EXECPATH reads are fine");
    ok(&t, state_is("010 1.0 L=APPL \"E\" starttimer(1, 2)\n", 1), "starttimer");
    ok(&t, state_is("00A 1.0 L=KERN \"U\" pidinstall(1, 0, \"a\")\n010 1.0 L=APPL \"E\" U4\n", 0),
       "pidinstall in an internal hook only");
    ok(&t, state_is("008 1.0 L=KERN \"D\" {{ $TID = 1 }}\n010 1.0 L=APPL \"E\" U4\n", 1),
       "008 (default of unknown hooks) counts");
    ok(&t, state_is("0B0 1.0 L=KERN \"\" {{ $PRI = 1 }}\n010 1.0 L=APPL \"E\" $0B0\n", 1),
       "state reached through a template subroutine");
    ok(&t, state_is("0B0 1.0 L=KERN \"\" {{ f(a) tidinstall($a, 1, \"t\") }}\n010 1.0 L=APPL \"E\" f(3)\n", 1),
       "state reached through a user function");
    ok(&t, state_is("00A 1.0 L=KERN \"\" {{ g(a) pidinstall($a, 0, \"p\") }} g(1)\n010 1.0 L=APPL \"E\" U4\n", 0),
       "a function called only from an internal hook is fine");
    long nl = tagged_lines();
    ok(&t, nl == 21, "a worker writes 21 diagnostic lines a kind for a chunk whose record "
       "faults 65536 times (the writer prints 20 and a notice; got %ld)", nl);

    char path[] = "/tmp/trcfmt-par-XXXXXX";
    int fd = mkstemp(path);
    if (fd >= 0) close(fd);
    char nosync[sizeof path + 4], dmg[sizeof path + 4], large[sizeof path + 4];
    char largele[sizeof path + 4], largesy[sizeof path + 4], wide[sizeof path + 4];
    snprintf(nosync, sizeof nosync, "%s.ns", path);
    snprintf(dmg, sizeof dmg, "%s.dm", path);
    snprintf(large, sizeof large, "%s.lg", path);
    snprintf(largele, sizeof largele, "%s.ll", path);
    snprintf(largesy, sizeof largesy, "%s.ls", path);
    snprintf(wide, sizeof wide, "%s.wd", path);
    ok(&t, fd >= 0 && write_log(path, 20000, 65536, TRC_BO_BIG, 0) == 0 &&
           write_log(nosync, 20000, 0, TRC_BO_BIG, 0) == 0 && write_log(large, 80000, 0, TRC_BO_BIG, 0) == 0 &&
           write_log(largele, 80000, 0, TRC_BO_LITTLE, 0) == 0 &&
           write_log(largesy, 80000, 65536, TRC_BO_LITTLE, 0) == 0 &&
           write_log(wide, 20000, 0, TRC_BO_LITTLE, 1) == 0,
       "logs written (800 KB, with and without sync markers; 3.2 MB without, both byte orders, "
       "and with; 4 MB of wide records, some without a time)");
    /* a damaged copy of the log without markers: garbage runs and flipped bytes */
    FILE *in = fopen(nosync, "rb"), *out = fopen(dmg, "wb");
    if (in && out) {
        int c;
        for (long k = 0; (c = getc(in)) != EOF; k++) {
            if ((k > 5000 && k < 5100) || (k > 400000 && k < 400333) || k % 99991 == 777) c ^= 0x5A;
            putc(c, out);
        }
    }
    if (in) fclose(in);
    if (out) fclose(out);
    /* the large log is longer than the read window (1 MiB): trc_trclog_cut_take hands most
     * chunks over before the input ends */
    const char *logs[] = { path, nosync, dmg, large, largele, largesy, wide };
    const char *names[] = { "with sync markers", "without markers", "damaged", "large",
                            "large, little-endian", "large, little-endian, sync markers",
                            "wide records, some without a time" };
    const uint64_t sizes[] = { 1, 100, 4000 };
    /* mode 0: trc_trclog_walk (copies); mode 1: trc_trclog_cut_take (the window's bytes,
     * handed over); mode 2: the same into a ring of three stores lent storage of one
     * arena (trc_buf_use, as report/parallel.c's ring_region), released after
     * trc_trclog_cut_end and before the source closes (a window left on it is a
     * use-after-free under AddressSanitizer); chunks of 1 byte mean windows of 64 bytes
     * there, which the wide records outgrow (the window copies the lent bytes) */
    for (int mode = 0; mode < 3; mode++)
    for (int l = 0; l < 7; l++) {
        for (int z = 0; z < 3; z++) {
            char err[256];
            trc_source *whole = trc_trclog_open(logs[l], err, sizeof err);
            trc_source *cutter = trc_trclog_open(logs[l], err, sizeof err);
            trc_buf copy;
            trc_buf_init(&copy);
            trc_buf ring[3];
            size_t slice = sizes[z] < 64 ? 64 : (size_t)sizes[z];
            char *arena = mode == 2 ? malloc(3 * slice) : NULL;
            for (int i = 0; i < 3; i++) {
                trc_buf_init(&ring[i]);
                if (arena) trc_buf_use(&ring[i], arena + i * slice, slice);
            }
            uint64_t nlent = 0;   /* chunks whose bytes lie in the arena */
            int good = whole && cutter && (mode < 2 || arena), k;
            uint64_t next = whole ? trc_trclog_header(whole)->hlen : 0, nchunks = 0, nrec = 0, nplain = 0;
            uint64_t ncopied = 0;
            trc_trclog_cut cut;
            memset(&cut, 0, sizeof cut);
            trc_buf ints;   /* the walk's list of records of 000-00F (take) */
            trc_buf_init(&ints);
            if (mode) cut.ints = &ints;
            uint64_t nlisted = 0;
            /* the serial reader's time and the feed's before the next chunk: the last
             * record's and the last one's with a time (undamaged logs) */
            uint64_t ser_prev = 0, ser_ts = 0;
            const uint8_t *data = NULL;
            trc_buf *store = &copy;
            while (good && (store = arena ? &ring[nchunks % 3] : &copy,
                            k = mode ? trc_trclog_cut_take(cutter, sizes[z], store, &data, &cut)
                                     : trc_trclog_walk(cutter, sizes[z], &copy, &cut)) > 0) {
                nchunks++;
                if (arena && data >= (const uint8_t *)arena && data < (const uint8_t *)arena + 3 * slice) nlent++;
                if (!mode) data = (const uint8_t *)copy.data;
                else ncopied += (uint64_t)cut.copied;
                good = cut.start == next && cut.end - cut.start >= 8 && data &&
                       (mode || cut.end - cut.start == copy.len) &&
                       (l == 2 || (cut.prev_ticks == ser_prev && cut.feed_ticks == ser_ts));
                next = cut.end;
                trc_source *cs = trc_trclog_open_chunk(cutter, data, &cut);
                trc_record a, b;
                size_t li = 0;   /* next entry of the list */
                const uint32_t *at = (const uint32_t *)ints.data;
                size_t nat = cut.ints_ok ? ints.len / sizeof *at : 0;
                while (good && cs && cs->next(cs, &a) > 0) {
                    /* the list holds exactly the chunk's records of hooks below 100 */
                    if (cut.ints_ok && a.hook < 0x100)
                        good = li < nat && at[li++] == a.offset - cut.start;
                    good = good && whole->next(whole, &b) > 0 && a.offset == b.offset && a.hook == b.hook &&
                           a.len == b.len && a.flags == b.flags && a.ticks == b.ticks &&
                           memcmp(a.fb, b.fb, a.len) == 0;
                    if (good) {
                        ser_prev = b.ticks;
                        if (!(b.flags & TRC_EF_NOTS)) ser_ts = b.ticks;
                    }
                    /* a chunk the walk called free of internal records has none
                     * (--jobs workers skip replaying it) */
                    if (!cut.internal && a.hook >= 0x10 && a.hook <= 0xF0 && (a.hook & 0xF) == 0) good = 0;
                    nrec++;
                }
                if (arena && l >= 3 && nchunks == 50) {
                    /* mid-input: the window leaves the lent storage, which is then
                     * scribbled over and released; the cut goes on into a store of
                     * its own, the records still the serial ones */
                    if (trc_trclog_cut_end(cutter) != 0 || (z == 2 && nlent < 10)) good = 0;
                    for (int i = 0; i < 3; i++) trc_buf_free(&ring[i]);
                    memset(arena, 0xA5, 3 * slice);
                    free(arena);
                    arena = NULL;
                }
                if (cut.ints_ok && li != nat) good = 0;
                if (cut.ints_ok && nat) nlisted++;
                if (!cut.internal) nplain++;
                if (!cs) good = 0;
                else cs->close(cs);
            }
            trc_record b;
            good = good && k == 0 && whole->next(whole, &b) == 0 && nrec > 19000;
            if (arena) {
                /* the end: the window leaves the lent storage */
                if (trc_trclog_cut_end(cutter) != 0) good = 0;
                for (int i = 0; i < 3; i++) trc_buf_free(&ring[i]);
                free(arena);
            }
            /* take, large log, chunks of 4000 bytes: the first window (1 MiB, read with the
             * header) is one chunk, then chunks of about 4000 bytes; none is copied */
            if (mode && l >= 3 && z == 2 && !(ncopied == 0 && nchunks > 500 && nlisted > 0)) good = 0;
            char msg[400];
            snprintf(msg, sizeof msg, "%s%s, chunks of >= %llu bytes: %llu chunks read back as the serial "
                     "records (%llu without internal records, %llu copied, %llu with a list of "
                     "them, %llu in lent storage)", mode == 2 ? "take, lent stores: " : mode ? "take: " : "",
                     names[l], (unsigned long long)sizes[z], (unsigned long long)nchunks,
                     (unsigned long long)nplain, (unsigned long long)ncopied,
                     (unsigned long long)nlisted, (unsigned long long)nlent);
            /* the 20 records of 00A make some chunks internal: the flag is not always 0 */
            ok(&t, good && nchunks > (z == 2 ? 100u : 1000u) && nplain < nchunks && nplain > 0, msg);
            trc_buf_free(&copy);
            trc_buf_free(&ints);
            if (whole) whole->close(whole);
            if (cutter) cutter->close(cutter);
        }
    }
    unlink(path);
    unlink(nosync);
    unlink(dmg);
    unlink(large);
    unlink(largele);
    unlink(largesy);
    unlink(wide);
    return tap_done(t.n, t.failed);
}
