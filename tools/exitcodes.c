/* exitcodes.c -- owns the exit-status table of the command-line tools (docs/ref/report.md §8),
 * printed by `--help`; generated from TRC_EXIT_LIST in tools/exitcodes.h. */
#include "tools/exitcodes.h"

void trc_exit_help(FILE *out)
{
    fputs("Exit status:\n", out);
#define TRC_EXIT_ROW(name, value, meaning) fprintf(out, "  %3d  %s\n", value, meaning);
    TRC_EXIT_LIST(TRC_EXIT_ROW)
#undef TRC_EXIT_ROW
}
