/* select_test.c -- unit tests of report/select.c (docs/ref/report.md §1.4, §2): list parsing,
 * dates, hook bitmaps (-k wins), pid names, the per-CPU pid/tid mirror.  Prints TAP. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "report/select.h"
#include "tests/unit/tap.h"

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

static int date_is(const char *s, int64_t want)
{
    int64_t v = 0;
    return trc_date_parse(s, &v) == 0 && v == want;
}

static int date_bad(const char *s)
{
    int64_t v;
    return trc_date_parse(s, &v) != 0;
}

static trc_record rec_of(uint32_t hook, uint16_t cpu, uint32_t pid, uint64_t tid)
{
    trc_record r;
    memset(&r, 0, sizeof r);
    r.hook = hook;
    r.cpu = cpu;
    r.pid = pid;
    r.tid = tid;
    return r;
}

int main(void)
{
    tap t = { 0, 0 };
    setenv("TZ", "UTC", 1);
    tzset();

    trc_rangelist l = { 0 };
    ok(&t, trc_rangelist_parse("1,3 5-7", &l, trc_range_dec, NULL) == 0 && l.n == 3,
       "numlist: items and a range");
    ok(&t, trc_rangelist_has(&l, 1) && trc_rangelist_has(&l, 3) && trc_rangelist_has(&l, 6) &&
           trc_rangelist_has(&l, 7) && !trc_rangelist_has(&l, 2) && !trc_rangelist_has(&l, 8),
       "numlist: membership");
    trc_rangelist_free(&l);
    const char *bad[] = { "", " , ", "a", "5-3", "1-", "-1", "1--2", "18446744073709551616", "+1" };
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char name[80];
        snprintf(name, sizeof name, "numlist: '%s' rejected", bad[i]);
        ok(&t, trc_rangelist_parse(bad[i], &l, trc_range_dec, NULL) == -1, name);
        trc_rangelist_free(&l);
    }
    ok(&t, trc_rangelist_parse("18446744073709551615", &l, trc_range_dec, NULL) == 0 && trc_rangelist_has(&l, UINT64_MAX),
       "numlist: largest u64");
    trc_rangelist_free(&l);

    const int64_t S = 1000000000;
    ok(&t, date_is("030112000024", 1709294400 * S), "date: AIX mmddhhmmssyy (TZ=UTC)");
    ok(&t, date_is("010100000069", -365LL * 86400 * S), "date: yy 69 is 1969");
    ok(&t, date_is("010100000068", 3092601600LL * S), "date: yy 68 is 2068");
    ok(&t, date_is("2024-03-01T12:00:00Z", 1709294400 * S), "date: ISO with Z");
    ok(&t, date_is("2024-03-01T12:00:00", 1709294400 * S), "date: ISO local (TZ=UTC)");
    ok(&t, date_is("2024-03-01T12:00:00.5Z", 1709294400 * S + 500000000), "date: fraction");
    ok(&t, date_is("2024-03-01T12:00:00.1234567899Z", 1709294400 * S + 123456789),
       "date: fraction beyond ns truncated");
    ok(&t, date_is("2024-03-01T17:30:00+05:30", 1709294400 * S), "date: positive offset");
    ok(&t, date_is("2024-03-01T07:00:00-05:00", 1709294400 * S), "date: negative offset");
    ok(&t, date_is("2024-02-29T00:00:00Z", 1709164800 * S), "date: leap day");
    const char *bad_dates[] = { "2023-02-29T00:00:00Z", "2024-03-01T24:00:00Z", "2024-3-01T00:00:00Z",
                                "2024-03-01 12:00:00Z", "2024-03-01T12:00:00+5:30", "2024-03-01T12:00:00Zx",
                                "2024-03-01T12:00:00.Z", "133112000024", "023012000024", "03011200002",
                                "0301120000245", "", "2024-03-01T12:60:00Z" };
    for (unsigned i = 0; i < sizeof bad_dates / sizeof bad_dates[0]; i++) {
        char name[80];
        snprintf(name, sizeof name, "date: '%s' rejected", bad_dates[i]);
        ok(&t, date_bad(bad_dates[i]), name);
    }

    ok(&t, date_is("9999-12-31T23:59:59Z", INT64_MAX) && date_is("0000-01-01T00:00:00Z", INT64_MIN),
       "date: years beyond the ns range clamp");

    /* random text never crashes the parsers (run under ASan/UBSan in CI) */
    unsigned seed = 12345;
    const char alpha[] = "0123456789-,: TZz+.abF/";
    int survived = 1;
    for (int i = 0; i < 20000; i++) {
        char buf[40];
        unsigned len = (seed = seed * 1103515245u + 12345u) >> 16 & 31;
        for (unsigned k = 0; k < len; k++) {
            seed = seed * 1103515245u + 12345u;
            buf[k] = alpha[(seed >> 16) % (sizeof alpha - 1)];
        }
        buf[len] = '\0';
        int64_t v;
        trc_select sx;
        trc_select_init(&sx);
        survived &= trc_date_parse(buf, &v) <= 0;
        survived &= trc_select_cpus(&sx, buf) <= 0 && trc_select_hooks(&sx, buf, i & 1) <= 0 &&
                    trc_select_pids(&sx, buf) <= 0 && trc_select_tids(&sx, buf) <= 0;
        trc_select_free(&sx);
    }
    ok(&t, survived, "random lists and dates: no crash, no positive return");

    trc_select s;
    trc_select_init(&s);
    ok(&t, !trc_select_active(&s), "select: empty selection is inactive");
    trc_record r = rec_of(0x100, 0, 1, 1);
    ok(&t, trc_select_cpu_hook(&s, &r), "select: empty selection passes");
    ok(&t, trc_select_hooks(&s, "010", 0) == 0 && trc_select_hooks(&s, "100-1FF", 0) == 0,
       "hooks: -d 010 and a range");
    uint32_t in[] = { 0x100, 0x1000, 0x1001, 0x1FF0 }, out[] = { 0x110, 0x2000, 0x1FF1, 0x10100 };
    int all = 1;
    for (unsigned i = 0; i < 4; i++) {
        r.hook = in[i];
        all &= trc_select_cpu_hook(&s, &r);
        r.hook = out[i];
        all &= !trc_select_cpu_hook(&s, &r);
    }
    ok(&t, all, "hooks: 100-1FF covers 0x01000-0x01FF0 inclusive");
    ok(&t, trc_select_hooks(&s, "0100 1001", 1) == 0, "hooks: -k 0100 (= 010) and 1001");
    r.hook = 0x100;
    int k1 = trc_select_cpu_hook(&s, &r);
    r.hook = 0x1001;
    int k2 = trc_select_cpu_hook(&s, &r);
    r.hook = 0x1002;
    ok(&t, !k1 && !k2 && trc_select_cpu_hook(&s, &r), "hooks: -k wins over -d");
    ok(&t, trc_select_hooks(&s, "000", 0) == -1 && trc_select_hooks(&s, "0101", 0) == -1 &&
           trc_select_hooks(&s, "20", 1) == -1 && trc_select_hooks(&s, "1FF-100", 0) == -1,
       "hooks: invalid IDs and reversed ranges rejected");
    trc_select_free(&s);

    trc_select_init(&s);
    ok(&t, trc_select_cpus(&s, "all") == 0 && !s.has_cpus, "cpu: all = no filter");
    ok(&t, trc_select_cpus(&s, "0,2-3") == 0 && s.has_cpus, "cpu: list");
    r = rec_of(0x100, 2, 1, 1);
    int c1 = trc_select_cpu_hook(&s, &r);
    r.cpu = 1;
    int c2 = trc_select_cpu_hook(&s, &r);
    r.cpu = TRC_CPU_UNKNOWN;
    ok(&t, c1 && !c2 && !trc_select_cpu_hook(&s, &r), "cpu: membership; unknown CPU fails a list");
    trc_select_free(&s);

    trc_select_init(&s);
    ok(&t, trc_select_pids(&s, "42, webd a/b") == 0 && s.nnames == 2 && trc_select_wants_names(&s),
       "pid: numbers and names");
    ok(&t, trc_select_who(&s, 1, 42, NULL, 0, 0, 0), "pid: number matches");
    ok(&t, !trc_select_who(&s, 0, 42, NULL, 0, 0, 0), "pid: unknown pid fails");
    ok(&t, trc_select_who(&s, 1, 7, "/usr/bin/webd", 13, 0, 0), "pid: last / component matches");
    ok(&t, trc_select_who(&s, 1, 7, "webd", 4, 0, 0), "pid: exact name matches");
    ok(&t, trc_select_who(&s, 1, 7, "a/b", 3, 0, 0), "pid: exact name with a slash matches");
    ok(&t, !trc_select_who(&s, 1, 7, "/x/a/b", 6, 0, 0) && !trc_select_who(&s, 1, 7, "webd2", 5, 0, 0),
       "pid: other names fail");
    ok(&t, trc_select_tids(&s, "5-6") == 0 && trc_select_who(&s, 1, 42, NULL, 0, 1, 6) &&
           !trc_select_who(&s, 1, 42, NULL, 0, 1, 7) && !trc_select_who(&s, 1, 42, NULL, 0, 0, 0),
       "tid: range; unknown tid fails");
    ok(&t, trc_select_pids(&s, " ,, ") == -1 && trc_select_pids(&s, "99999999999") == -1,
       "pid: empty list and pids above 32 bits rejected");
    s.has_wall_start = 1;
    s.wall_start = 100;
    s.has_wall_end = 1;
    s.wall_end = 200;
    ok(&t, !trc_select_wall(&s, 99) && trc_select_wall(&s, 100) && trc_select_wall(&s, 199) &&
           !trc_select_wall(&s, 200), "wall window is half-open");
    trc_select_free(&s);

    trc_whotrack w = { 0 };
    trc_who who;
    r = rec_of(0x100, 3, TRC_PID_UNKNOWN, TRC_TID_UNKNOWN);
    trc_whotrack_get(&w, &r, &who);
    ok(&t, !who.has_pid && !who.has_tid, "mirror: nothing known at first");
    ok(&t, trc_whotrack_update(&w, &r, &who, 1, 400, 1, 4001) == 0, "mirror: assignment stored");
    trc_whotrack_get(&w, &r, &who);
    ok(&t, who.has_pid && who.pid == 400 && who.tid == 4001, "mirror: CPU 3 now starts with 400/4001");
    r.pid = 9;
    trc_whotrack_get(&w, &r, &who);
    ok(&t, who.pid == 9 && who.tid == 4001, "mirror: the envelope wins");
    r.cpu = 2;
    r.pid = TRC_PID_UNKNOWN;
    trc_whotrack_get(&w, &r, &who);
    ok(&t, !who.has_pid, "mirror: other CPUs unaffected");
    r.cpu = TRC_CPU_UNKNOWN;
    ok(&t, trc_whotrack_update(&w, &r, &who, 1, 5, 0, 0) == 0, "mirror: unknown CPU bucket");
    trc_whotrack_get(&w, &r, &who);
    ok(&t, who.has_pid && who.pid == 5, "mirror: unknown CPU bucket remembered");
    trc_whotrack_free(&w);

    return tap_done(t.n, t.failed);
}
