/* fuzz_tmplrec.c -- fuzz target `tmplrec`: a fuzzed template *and* records together.  The
 * input is template text, a NUL byte, then records as trc_fuzz_records reads them; the
 * template is parsed, checked and compiled alone (no built-in layer) and formats them. */
#include "tests/fuzz/fuzz.h"
#include "interp/tset.h"
#include <stdlib.h>
#include <string.h>

/* Compile the text part and run the record part through it. */
TRC_FUZZ_TARGET(tmplrec)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t tlen = nul ? (size_t)(nul - data) : size;
    char *text = malloc(tlen + 1);
    if (!text) return 0;
    if (tlen) memcpy(text, data, tlen);
    text[tlen] = 0;
    trc_tset t;
    trc_tset_init(&t, trc_fuzz_sink(), 0, "fuzz: ");
    if (trc_tset_add_text(&t, "fuzz.tmpl", text, tlen) == 0 && trc_tset_check(&t, 0, 0) == 0) {
        trc_progset *p = trc_tset_compile(&t);
        if (p && nul) trc_fuzz_records(p, nul + 1, size - tlen - 1);
        if (p) trc_progset_free(p);
    }
    trc_tset_free(&t);
    return 0;
}
