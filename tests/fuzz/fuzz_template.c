/* fuzz_template.c -- fuzz target `template`: template text -> parse -> check -> compile,
 * through the template-set loader the programs use (docs/fuzzing.md). Owns nothing beyond
 * one input. */
#include "tests/fuzz/fuzz.h"
#include "interp/tset.h"
#include <stdlib.h>
#include <string.h>

/* Parse, check and compile one template text; diagnostics are discarded. */
TRC_FUZZ_TARGET(template)
{
    char *text = malloc(size + 1);
    if (!text) return 0;
    if (size) memcpy(text, data, size);
    text[size] = 0;
    trc_tset t;
    trc_tset_init(&t, trc_fuzz_sink(), 0, "fuzz: ");
    if (trc_tset_add_text(&t, "fuzz.tmpl", text, size) == 0 && trc_tset_check(&t, 0, 0) == 0) {
        trc_progset *p = trc_tset_compile(&t);
        if (p) trc_progset_free(p);
    }
    trc_tset_free(&t);
    return 0;
}
