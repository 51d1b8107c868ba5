/* replay.c -- plain C driver of the fuzz targets (docs/fuzzing.md, tests/fuzz/README.md):
 * `replay TARGET FILE... [TARGET FILE...]...` feeds each file to the entry function of the
 * target named before it, once, and prints one TAP line per file, so the regression and
 * seed inputs of every target run under gcc and every sanitizer build.  A crash or a
 * sanitizer report ends the run (the TAP plan is then not met).  Owns only its buffers. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define T(name) int trc_fuzz_##name(const uint8_t *data, size_t size);
#define TARGETS T(template) T(vm) T(tmplrec) T(trclog) T(aix) T(trcshm) T(shark) T(qnx) \
                T(ltt) T(lttxml) T(trcupdate) T(trcasm) T(where) T(cli) \
                T(statsmerge) T(embed)
TARGETS
#undef T

/* The targets by name. */
static const struct { const char *name; int (*fn)(const uint8_t *, size_t); } targets[] = {
#define T(name) { #name, trc_fuzz_##name },
    TARGETS
#undef T
};

/* Read the whole file at path into a malloc'ed buffer of exactly its size (so reads past
 * the end are ASan errors); NULL on failure. */
static uint8_t *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, len = 0, got;
    uint8_t *b = malloc(cap);
    while (b && (got = fread(b + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *nb = realloc(b, cap *= 2);
            if (!nb) { free(b); b = NULL; }
            else b = nb;
        }
    }
    fclose(f);
    if (!b) return NULL;
    uint8_t *exact = malloc(len ? len : 1);
    if (exact && len) memcpy(exact, b, len);
    free(b);
    *n = len;
    return exact;
}

/* Index of the target called name, or -1. */
static int find(const char *name)
{
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
        if (!strcmp(targets[i].name, name)) return (int)i;
    return -1;
}

extern int trc_fuzz_replaying;

int main(int argc, char **argv)
{
    trc_fuzz_replaying = 1;
    int bad = 0, nfiles = 0, cur = -1, k = 0;
    for (int i = 1; i < argc; i++) nfiles += find(argv[i]) < 0;
    printf("1..%d\n", nfiles);
    for (int i = 1; i < argc; i++) {
        int t = find(argv[i]);
        if (t >= 0) { cur = t; continue; }
        k++;
        if (cur < 0) { printf("not ok %d - %s: no target named before it\n", k, argv[i]); bad = 1; continue; }
        size_t n = 0;
        uint8_t *b = slurp(argv[i], &n);
        if (!b) { printf("not ok %d - %s: cannot read\n", k, argv[i]); bad = 1; continue; }
        fflush(stdout);
        targets[cur].fn(b, n);
        free(b);
        printf("ok %d - %s %s\n", k, targets[cur].name, argv[i]);
    }
    return bad;
}
