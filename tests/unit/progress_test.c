/* progress_test.c -- unit tests of trcrpt's progress line (report/rptaux.c,
 * docs/ref/report.md §6, docs/report.md "Progress line"): the text with rate and ETA, and
 * the drawing (blanks over a longer earlier line, a clean erase).  Times are set in the
 * struct, never waited for.  Prints TAP. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "report/rptaux.h"
#include "tests/unit/tap.h"

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

#define MiB (1ull << 20)

/* text_is: trc_progress_text(...) gives want (and returns its length). */
static int text_is(uint64_t done, uint64_t total, uint64_t rd, int64_t ms, int with, const char *want)
{
    char b[128];
    size_t n = trc_progress_text(b, sizeof b, "trcrpt: ", done, total, rd, ms, with);
    if (strcmp(b, want) != 0 || n != strlen(want)) {
        printf("# got '%s' (%zu), want '%s'\n", b, n, want);
        return 0;
    }
    return 1;
}

/* Move the progress clock back: the next update draws, with sec seconds of history. */
static void age(trc_progress *p, int sec)
{
    clock_gettime(CLOCK_MONOTONIC, &p->t0);
    p->t0.tv_sec -= sec;
    p->last.tv_sec = 0;
    p->last.tv_nsec = 0;
}

int main(void)
{
    tap t = { 0, 0 };
    ok(&t, text_is(0, 514 * MiB, 0, 0, 1, "trcrpt: 0% (0/514 MiB)"), "start: no rate yet");
    ok(&t, text_is(64 * MiB, 514 * MiB, 64 * MiB, 400, 1, "trcrpt: 12% (64/514 MiB)"),
       "under 500 ms: no rate");
    ok(&t, text_is(64 * MiB, 514 * MiB, 64 * MiB, 615, 1,
                   "trcrpt: 12% (64/514 MiB, 104 MiB/s, ETA 0:05)"),
       "rate and ETA (450 MiB left at 104 MiB/s: 4.3 s, rounded up)");
    ok(&t, text_is(64 * MiB, 514 * MiB, 64 * MiB, 615, 0, "trcrpt: 12% (64/514 MiB)"),
       "short form on request");
    ok(&t, text_is(10 * MiB, 100000 * MiB, 10 * MiB, 2000, 1,
                   "trcrpt: 0% (10/100000 MiB, 5.0 MiB/s, ETA 5:33:18)"),
       "slow: one decimal, ETA in hours");
    ok(&t, text_is(3 * MiB / 2, 2 * MiB, 3 * MiB / 2, 60000, 1,
                   "trcrpt: 75% (1/2 MiB, 0.0 MiB/s, ETA 0:20)"),
       "very slow: rate 0.0, ETA still from bytes");
    ok(&t, text_is(700 * MiB, 700 * MiB, 700 * MiB, 7000, 1,
                   "trcrpt: 100% (700/700 MiB, 100 MiB/s, ETA 0:00)"), "at the end: ETA 0:00");
    ok(&t, text_is(9 * MiB, 4 * MiB, 0, 0, 1, "trcrpt: 100% (4/4 MiB)"), "done above total is capped");
    char small[12];
    size_t n = trc_progress_text(small, sizeof small, "trcrpt: ", 1, 2, 1, 1000, 1);
    ok(&t, n == 11 && strlen(small) == 11, "cut to the buffer, NUL-terminated");

    /* drawing into a memory stream (not a terminal: no width limit) */
    char *mem = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&mem, &len);
    trc_progress p;
    trc_progress_init(&p, f, f, 1, "trcrpt: ");
    trc_progress_update(&p, 100 * MiB, 1000 * MiB);            /* first: sets the origin */
    age(&p, 3600);
    trc_progress_update(&p, 500 * MiB, 1000 * MiB);            /* 400 MiB in an hour: long */
    fflush(f);
    size_t long_at = len;
    age(&p, 1);
    trc_progress_update(&p, 500 * MiB, 1000 * MiB);            /* 400 MiB in 1 s: shorter */
    fflush(f);
    char *second = mem + long_at;
    char *first = memchr(mem + 1, '\r', long_at - 1);
    size_t firstlen = first ? (size_t)(mem + long_at - first) : 0;
    ok(&t, first && firstlen == 51 &&
           strncmp(first, "\rtrcrpt: 50% (500/1000 MiB, 0.1 MiB/s, ETA 1:15:00)", 51) == 0,
       "a line with rate and ETA is drawn");
    ok(&t, len - long_at == firstlen &&
           strncmp(second, "\rtrcrpt: 50% (500/1000 MiB, 400 MiB/s, ETA 0:02)   ", 51) == 0,
       "a shorter line is padded with blanks to the longer one's length");
    size_t before_erase = len;
    trc_progress_erase(&p);
    fflush(f);
    size_t w = len - before_erase;
    ok(&t, w == firstlen + 1 && mem[before_erase] == '\r' && mem[len - 1] == '\r' &&
           strspn(mem + before_erase + 1, " ") == firstlen - 1,
       "erase: \\r, blanks over the longest line, \\r");
    trc_progress_update(&p, 1000 * MiB, 1000 * MiB);
    fflush(f);
    ok(&t, mem[len - 1] == ')', "after an erase the next line needs no padding");
    trc_progress_end(&p);
    fclose(f);
    free(mem);
    return tap_done(t.n, t.failed);
}
