/* fuzz_trcasm.c -- fuzz target `trcasm`: trcasm's text parser and assembler
 * (docs/ref/tracelog.md §6), the text assembled three ways as `trcasm`, `trcasm --aix32`
 * and `trcasm --aix64` do, into /dev/null. */
#include "tests/fuzz/fuzz.h"
#include "tools/trcasm_int.h"
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

/* Assemble the input as a trclog and as both raw AIX streams. */
TRC_FUZZ_TARGET(trcasm)
{
    static int null = -1;
    if (null < 0) null = open("/dev/null", O_WRONLY);
    if (null < 0 || size == 0) return 0;
    static const int modes[3] = { 0, 32, 64 };
    FILE *err = stderr;
    stderr = trc_fuzz_sink();           /* the assembler's messages are not the subject */
    for (int i = 0; i < 3; i++) {
        FILE *in = fmemopen((void *)data, size, "r");
        if (!in) break;
        trcasm_assemble(in, "fuzz.txt", modes[i], null);
        fclose(in);
    }
    stderr = err;
    return 0;
}
