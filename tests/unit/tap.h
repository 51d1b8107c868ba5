/* tap.h -- owns the TAP helper of the C unit tests (tests/unit/NAME_test.c): numbered
 * `ok N - name` / `not ok N - name` lines, the failure count and the plan line.
 * Header-only (static inline).  A test keeps its own context struct with the fields
 * `int n` (tests run) and `int failed` (tests failed), and calls ok(&ctx, cond, ...). */
#ifndef TRC_TAP_H
#define TRC_TAP_H
#include <stdarg.h>
#include <stdio.h>

/* Print the next TAP line for `cond` (name from printf format), counting it in *n and a
 * failure in *failed; returns cond. */
static inline int tap_ok(int *n, int *failed, int cond, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static inline int tap_ok(int *n, int *failed, int cond, const char *fmt, ...)
{
    va_list ap;
    ++*n;
    if (!cond) ++*failed;
    printf("%s %d - ", cond ? "ok" : "not ok", *n);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
    return cond;
}

/* ok(t, cond, fmt, ...): one test of context t (fields n, failed); returns cond. */
#define ok(t, cond, ...) tap_ok(&(t)->n, &(t)->failed, (cond), __VA_ARGS__)

/* Print the plan line "1..n"; returns the test program's exit status (1 if any failed). */
static inline int tap_done(int n, int failed)
{
    printf("1..%d\n", n);
    return failed ? 1 : 0;
}

#endif
