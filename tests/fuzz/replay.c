/* replay.c -- plain C driver of the fuzz targets (docs/fuzzing.md): feeds each file named
 * on the command line to LLVMFuzzerTestOneInput once and prints one TAP line per file, so
 * the regression inputs in tests/fuzz/regress/<target>/ run under gcc and every sanitizer
 * build. Owns only its read buffer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Read the whole file at path into a malloc'ed buffer; NULL on failure. */
static uint8_t *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, len = 0;
    uint8_t *b = malloc(cap);
    size_t got;
    while (b && (got = fread(b + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *nb = realloc(b, cap *= 2);
            if (!nb) { free(b); b = NULL; }
            else b = nb;
        }
    }
    fclose(f);
    *n = len;
    return b;
}

int main(int argc, char **argv)
{
    int bad = 0;
    printf("1..%d\n", argc - 1);
    for (int i = 1; i < argc; i++) {
        size_t n = 0;
        uint8_t *b = slurp(argv[i], &n);
        if (!b) { printf("not ok %d - %s: cannot read\n", i, argv[i]); bad = 1; continue; }
        LLVMFuzzerTestOneInput(b, n);
        free(b);
        printf("ok %d - %s\n", i, argv[i]);
    }
    return bad;
}
