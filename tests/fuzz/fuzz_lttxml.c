/* fuzz_lttxml.c -- fuzz target `lttxml`: one LTT eventdefs XML text alone (the normalising
 * pass, expat, typerefs, facility resolution), then the templates generated from it
 * (docs/ref/foreign.md §4.2-§4.8). */
#include "tests/fuzz/fuzz.h"
#include "common/buf.h"
#include "formats/ltt_int.h"
#include <string.h>

/* Warnings are discarded. */
static void nowarn(void *ctx, const char *msg) { (void)ctx; (void)msg; }

/* Parse the text as eventdefs/fuzz.xml and generate the templates. */
TRC_FUZZ_TARGET(lttxml)
{
    ltt_model m;
    memset(&m, 0, sizeof m);
    trc_arena_init(&m.arena);
    m.warn = nowarn;
    m.dir = "fuzz";
    char err[512];
    if (ltt_parse_eventdefs(&m, "fuzz.xml", (const char *)data, size, err, sizeof err) == 0) {
        trc_buf b;
        trc_buf_init(&b);
        ltt_gen_templates(&m, &b);
        trc_buf_free(&b);
    }
    ltt_model_free(&m);
    return 0;
}
