/* gram_nomem_test.c -- out of memory in the template front end (grammar/): the process's
 * allocator is replaced by one that fails the k-th allocation, for every k a parse makes.
 * Each parse must then return NULL with diag.nomem set (never exit, never crash), and
 * give back every block it allocated (the scanner left open by the jump included); with
 * no failure it parses as before.  Prints TAP. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/arena.h"
#include "grammar/diag.h"
#include "grammar/parse.h"
#include "tests/unit/tap.h"

/* glibc's allocator, under the names it keeps for replacements like this one. */
extern void *__libc_malloc(size_t n);
extern void *__libc_calloc(size_t k, size_t n);
extern void *__libc_realloc(void *p, size_t n);
extern void __libc_free(void *p);

static long fail_at = -1;   /* allocation number that fails (-1: none) */
static long nalloc;         /* allocations asked for since the count was reset */
static long live;           /* blocks allocated and not yet freed */

/* 1 when this allocation is the one to fail. */
static int failing(void)
{
    return nalloc++ == fail_at;
}

void *malloc(size_t n)
{
    if (failing()) return NULL;
    void *p = __libc_malloc(n);
    if (p) live++;
    return p;
}

void *calloc(size_t k, size_t n)
{
    if (failing()) return NULL;
    void *p = __libc_calloc(k, n);
    if (p) live++;
    return p;
}

void *realloc(void *p, size_t n)
{
    if (failing()) return NULL;
    void *q = __libc_realloc(p, n);
    if (q && !p) live++;
    return q;
}

void free(void *p)
{
    if (p) live--;
    __libc_free(p);
}

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

/* A template file that makes the scanner grow its STMT and brace stacks, join
 * continuation lines and keep a few stanzas. */
static const char tmpl[] =
    "# comment\n"
    "010 1.0 L=KERN \"open\" A8 {{ $x = X2 }} {{ $y = $x }} {{ $z = $y }} {{ $w = $z }} \\\n"
    "    {{ $v = $w }} {{ $u = $v }} {{ $t = $u }} {{ $s = $t }} {{ $r = $s }} $x%D4\n"
    "011 1.0 L=APPL \"sw\" $HD, 1 { \"one\" }, 2 { \"two\" { \"deep\" { \"er\" } } }, \\* { X4 }\n"
    "012 1.0 \"bits\" BITFLAGS X2, 0x1 \"a\", 0x2 \"b\", 0x4 \"c\"\n";

/* Parse tmpl (or the predicate `where`) with allocation number k failing; returns 1 when
 * the result is coherent: NULL with nomem, or a full result without; *hit tells whether
 * the failure happened inside the parse. */
static int parse_once(long k, const char *where, int *hit, unsigned *nst)
{
    trc_arena arena;
    trc_diag diag;
    const char *src = where ? where : tmpl;
    long base = live;
    trc_arena_init(&arena);
    if (trc_diag_init(&diag, "t.fmt", src, strlen(src), NULL) != 0) return 0;
    nalloc = 0;
    fail_at = k;
    int ok_ = 1;
    if (where) {
        trc_expr *e = trc_parse_where(&arena, &diag, src, strlen(src));
        ok_ = e ? !diag.nomem : diag.nomem;
        *nst = e != NULL;
    } else {
        trc_ast_file *f = trc_parse(&arena, &diag, "t.fmt", src, strlen(src));
        ok_ = f ? !diag.nomem : diag.nomem;
        *nst = f ? f->nstanzas : 0;
    }
    *hit = nalloc > k;
    fail_at = -1;
    trc_diag_free(&diag);
    trc_arena_free(&arena);
    if (!ok_ || live != base) fprintf(stderr, "# ok=%d leak=%ld nomem=%d\n", ok_, live - base, diag.nomem);
    return ok_ && live == base;
}

/* Fail every allocation of one parse in turn; returns how many runs were not coherent or
 * leaked, and the number of failing runs in *runs. */
static int sweep(const char *where, unsigned want, long *runs, long *nulls)
{
    int bad = 0;
    *runs = *nulls = 0;
    for (long k = 0; k < 100000; k++) {
        int hit;
        unsigned n;
        int good = parse_once(k, where, &hit, &n);
        if (!hit) {   /* the parse made fewer than k + 1 allocations: it ran unhindered */
            if (n != want) bad++;
            break;
        }
        ++*runs;
        if (n == 0) ++*nulls;
        if (!good) { bad++; fprintf(stderr, "# k=%ld n=%u bad\n", k, n); }
    }
    return bad;
}

int main(void)
{
    tap t = { 0, 0 };
    int hit;
    unsigned want, wantw;
    long runs, nulls;
    ok(&t, parse_once(-1, NULL, &hit, &want) && want == 3, "the template parses (3 stanzas)");
    int bad = sweep(NULL, want, &runs, &nulls);
    /* the scanner is opened once per file (flex's guts, its buffer stack, our byte copy),
     * then a buffer per line, the STMT stacks as they grow, arena blocks: 16 today */
    ok(&t, bad == 0 && runs > 10 && nulls > 0,
       "file: every failing allocation gives NULL + nomem or a full result, no leak "
       "(%ld runs, %ld NULL)", runs, nulls);
    const char *pred = "hook == 0x10 && (pid > 3 || !(name =~ /a(b|c)+/)) && has(fields.x)";
    ok(&t, parse_once(-1, pred, &hit, &wantw) && wantw == 1, "the predicate parses");
    bad = sweep(pred, wantw, &runs, &nulls);
    ok(&t, bad == 0 && runs > 5 && nulls > 0,
       "--where: every failing allocation gives NULL + nomem, no leak (%ld runs, %ld NULL)",
       runs, nulls);
    return tap_done(t.n, t.failed);
}
