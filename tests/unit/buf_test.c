/* buf_test.c -- unit tests of common/buf.c's lent storage (trc_buf_use): appends stay in
 * the lender's memory up to its capacity, growing moves the bytes to storage of the
 * buffer's own and leaves the lender's memory alone, and freeing never frees it (the
 * memory here is on the stack: free() of it aborts under AddressSanitizer).  Prints TAP. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/buf.h"
#include "tests/unit/tap.h"

/* Test counters (ok: tests/unit/tap.h). */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

int main(void)
{
    tap t = { 0, 0 };
    char mem[64];
    memset(mem, 'x', sizeof mem);
    trc_buf b;
    trc_buf_init(&b);
    trc_buf_add(&b, "owned storage, released by trc_buf_use", 39);   /* malloc'd: no leak */
    trc_buf_use(&b, mem, sizeof mem);
    ok(&t, b.data == mem && b.cap == sizeof mem && b.len == 0 && b.foreign && mem[0] == '\0',
       "use: the lent memory is the empty buffer's storage");
    trc_buf_add(&b, "0123456789", 10);
    trc_buf_printf(&b, "%s", "abcdefghij");
    ok(&t, b.data == mem && b.len == 20 && strcmp(mem, "0123456789abcdefghij") == 0,
       "appends within its capacity stay in the lent memory");
    trc_buf_fill(&b, '-', 43);   /* 63 bytes and the NUL: still fits */
    ok(&t, b.data == mem && b.len == 63 && b.foreign, "filled to its last byte, still lent");
    trc_buf_add(&b, "!", 1);
    ok(&t, b.data != mem && !b.foreign && b.len == 64 && b.cap > 64 &&
           memcmp(b.data, "0123456789abcdefghij", 20) == 0 && b.data[63] == '!' && b.data[64] == '\0',
       "growing past it moves the bytes to storage of its own");
    memset(mem, 'y', sizeof mem);
    ok(&t, memcmp(b.data, "0123456789", 10) == 0, "the lender's memory is its own again");
    trc_buf_free(&b);
    /* a lent buffer freed (the stack memory must not reach free()) */
    trc_buf_use(&b, mem, sizeof mem);
    trc_buf_add(&b, "abc", 3);
    trc_buf_free(&b);
    ok(&t, b.data == NULL && b.cap == 0 && !b.foreign && mem[0] == 'a', "freeing leaves the lent memory");
    /* a limit closes a lent buffer as any other; reopened, it grows by moving */
    trc_buf_use(&b, mem, 16);
    b.limit = 12;
    trc_buf_add(&b, "0123456789ABCDEF", 16);
    ok(&t, b.over && b.len == 0 && b.data == mem, "a limit closes it, the memory still lent");
    b.over = 0;
    b.limit = 0;
    b.len = 0;
    trc_buf_add(&b, "0123456789ABCDEFGHIJ", 20);
    ok(&t, b.data != mem && !b.foreign && b.len == 20 && strcmp(b.data, "0123456789ABCDEFGHIJ") == 0,
       "reopened, it grows into storage of its own");
    trc_buf_free(&b);
    return tap_done(t.n, t.failed);
}
