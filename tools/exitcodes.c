/* exitcodes.c -- owns the exit-status table of the command-line tools (REPORT.md §8),
 * printed by `--help`. */
#include "tools/exitcodes.h"

static const trc_exit_row rows[] = {
    { TRC_EXIT_OK, "success (data diagnostics may have been printed; also when stdout is closed early)" },
    { TRC_EXIT_STRICT, "--strict and short entries, faults or skipped bytes occurred" },
    { TRC_EXIT_USAGE, "usage error (bad option, bad list, binary output to a terminal)" },
    { TRC_EXIT_TEMPLATE, "template problems (unreadable template file, syntax errors)" },
    { TRC_EXIT_INPUT, "input problems (cannot open/read, unknown format, invalid header)" },
    { TRC_EXIT_OUTPUT, "output problems (cannot write the report or a file, lock timeout)" },
    { TRC_EXIT_INTERNAL, "internal error or out of memory" },
    { TRC_EXIT_SIGINT, "interrupted (SIGINT); output written so far is flushed" },
};

const trc_exit_row *trc_exit_table(unsigned *n)
{
    *n = sizeof rows / sizeof rows[0];
    return rows;
}

void trc_exit_help(FILE *out)
{
    fputs("Exit status:\n", out);
    for (unsigned i = 0; i < sizeof rows / sizeof rows[0]; i++)
        fprintf(out, "  %3d  %s\n", rows[i].status, rows[i].meaning);
}
