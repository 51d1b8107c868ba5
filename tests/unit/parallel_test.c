/* parallel_test.c -- white-box tests of report/parallel.c (--jobs, TRACELOG.md §3.4):
 * the cross-record-state analysis of compiled template sets, and that a safe set on a
 * trclog with sync markers really runs in workers (while unsafe sets, one job, or a file
 * without markers do not).  Output equality with serial runs is tests/select.sh's job.
 * Prints TAP. */
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
#include "report/parallel.h"
#include "formats/trclog.h"
#include "tests/unit/tap.h"

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

/* Compile template text (NULL on errors). */
static trc_progset *compile(const char *text)
{
    trc_arena arena;
    trc_diag diag;
    trc_arena_init(&arena);
    if (trc_diag_init(&diag, "t.fmt", text, strlen(text), stderr) != 0) return NULL;
    trc_ast_file *f = trc_parse(&arena, &diag, "t.fmt", text, strlen(text));
    trc_progset *set = NULL;
    if (f) {
        trc_check(f, &f, 1, &diag, 0);
        trc_diag_flush(&diag);
        if (diag.nerrors == 0) set = trc_compile(&f, 1);
    }
    trc_diag_free(&diag);
    trc_arena_free(&arena);
    return set;
}

/* 1 when the set compiles and has cross-record state as expected. */
static int state_is(const char *text, int want)
{
    trc_progset *set = compile(text);
    if (!set) return 0;
    int has = trc_purity_has_state(set);
    trc_progset_free(set);
    return has == want;
}

/* Write a trclog of n records (hooks 010 and 00A), sync markers every `sync` bytes. */
static int write_log(const char *path, unsigned n, uint32_t sync)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return -1;
    trc_trclog_wopts o;
    trc_trclog_wopts_init(&o);
    o.sync_interval = sync;
    o.auto_sync = sync > 0;
    char err[256];
    trc_trclog_writer *w = trc_trclog_writer_new(fd, 1, &o, err, sizeof err);
    if (!w) return -1;
    uint8_t fb[8];
    for (unsigned i = 0; i < n; i++) {
        trc_record r;
        memset(&r, 0, sizeof r);
        r.ticks = 10 * (uint64_t)i;
        r.pid = 100;
        r.tid = 1000;
        r.cpu = (uint16_t)(i % 2);
        r.flags = TRC_EF_COMMIT;
        trc_put32(fb, 0x010A0000, TRC_BO_BIG);   /* hook 010, type A */
        trc_put32(fb + 4, i, TRC_BO_BIG);
        r.fb = fb;
        r.len = 8;
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

    char path[] = "/tmp/trcfmt-par-XXXXXX";
    int fd = mkstemp(path);
    if (fd >= 0) close(fd);
    char nosync[sizeof path + 4];
    snprintf(nosync, sizeof nosync, "%s.ns", path);
    ok(&t, fd >= 0 && write_log(path, 20000, 65536) == 0 && write_log(nosync, 20000, 0) == 0,
       "logs written (800 KB, with and without sync markers)");
    trc_progset *safe = compile(plain);
    trc_progset *unsafe = compile("010 1.0 L=APPL \"E\" {{ $PID = 4 }} O2.0 v=U4\n");
    char err[256];
    trc_source *src = trc_trclog_open(path, err, sizeof err);
    trc_source *src2 = trc_trclog_open(nosync, err, sizeof err);
    ok(&t, safe && unsafe && src && src2, "sets compiled, logs opened");
    if (safe && unsafe && src && src2) {
        trc_par *p = trc_par_run(safe, src, 3, NULL);
        ok(&t, p != NULL, "safe set with sync markers: workers ran");
        int good = p != NULL;
        uint64_t faults[TRC_FK_COUNT_] = { 0 };
        trc_record rec;
        unsigned seen = 0;
        while (good && src->next(src, &rec) > 0) {
            if (rec.flags & TRC_EF_SYNC) continue;
            trc_event ev;
            if (rec.hook != 0x100 || trc_par_event(p, &rec, &ev, NULL, faults) != 0) { good = 0; break; }
            char want[32];
            snprintf(want, sizeof want, "E v=%u", seen);
            good = ev.print && ev.text->nlines == 1 && ev.text->lines[0].len == strlen(want) &&
                   memcmp(ev.text->buf.data + ev.text->lines[0].off, want, strlen(want)) == 0;
            seen++;
        }
        ok(&t, good && seen == 20000, "every record's event handed over in order with its text");
        trc_record fake = { .offset = 1, .hook = 0x100 };
        trc_event ev;
        ok(&t, p && trc_par_event(p, &fake, &ev, NULL, faults) == -1, "unknown record: -1");
        trc_par_free(p);
        ok(&t, trc_par_run(unsafe, src, 3, NULL) == NULL, "unsafe set: serial");
        ok(&t, trc_par_run(safe, src, 1, NULL) == NULL, "one job: serial");
        ok(&t, trc_par_run(safe, src2, 3, NULL) == NULL, "no sync markers: serial");
    }
    if (src) src->close(src);
    if (src2) src2->close(src2);
    trc_progset_free(safe);
    trc_progset_free(unsafe);
    unlink(path);
    unlink(nosync);
    return tap_done(t.n, t.failed);
}
