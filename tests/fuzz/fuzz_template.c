/* fuzz_template.c -- libFuzzer target: template text -> parse -> check -> compile, through
 * the template-set loader the programs use (docs/fuzzing.md). Owns nothing beyond one input. */
#include "interp/tset.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Parse, check and compile one template text; diagnostics are discarded. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *sink;
    if (!sink) sink = fopen("/dev/null", "w");
    if (!sink) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    if (size) memcpy(text, data, size);
    text[size] = 0;
    trc_tset t;
    trc_tset_init(&t, sink, 0, "fuzz: ");
    if (trc_tset_add_text(&t, "fuzz.tmpl", text, size) == 0 && trc_tset_check(&t, 0, 0) == 0) {
        trc_progset *p = trc_tset_compile(&t);
        if (p) trc_progset_free(p);
    }
    trc_tset_free(&t);
    return 0;
}
