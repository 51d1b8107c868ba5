/* fuzz_vm.c -- fuzz target `vm`: the template VM on a fixed compiled set (built-in layer +
 * templates/system.tmpl, loaded once) with fuzzed records: both byte orders, both
 * $TRACEENV values, 32/64-bit layouts, generic entries, unknown hooks (docs/fuzzing.md). */
#include "tests/fuzz/fuzz.h"

/* Format the records encoded in the input (trc_fuzz_records). */
TRC_FUZZ_TARGET(vm)
{
    trc_fuzz_records(trc_fuzz_set(NULL), data, size);
    return 0;
}
