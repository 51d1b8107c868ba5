/* exitcodes.h -- the exit statuses of trcrpt, trcupdate, trcrecv and trcasm (REPORT.md
 * §8): named constants and the one table `--help` prints (tools/exitcodes.c). */
#ifndef TRC_EXITCODES_H
#define TRC_EXITCODES_H
#include <stdio.h>

/* Exit statuses (REPORT.md §8). */
enum {
    TRC_EXIT_OK = 0,        /* success (also when stdout is closed early, EPIPE) */
    TRC_EXIT_STRICT = 1,    /* --strict and short entries, faults or skipped bytes */
    TRC_EXIT_USAGE = 2,     /* bad option, bad list, binary output to a terminal */
    TRC_EXIT_TEMPLATE = 3,  /* unreadable template file, syntax errors */
    TRC_EXIT_INPUT = 4,     /* cannot open/read an input, unknown format, invalid header */
    TRC_EXIT_OUTPUT = 5,    /* cannot write the report / template / undo file; lock timeout */
    TRC_EXIT_INTERNAL = 6,  /* internal error or out of memory */
    TRC_EXIT_SIGINT = 130   /* interrupted (SIGINT) */
};

/* One row of the table. */
typedef struct trc_exit_row {
    int status;             /* the exit status */
    const char *meaning;    /* what it means (one line) */
} trc_exit_row;

/* The table, in status order; `n` receives its row count. */
const trc_exit_row *trc_exit_table(unsigned *n);
/* Print "Exit status:" and one indented line per row (for --help). */
void trc_exit_help(FILE *out);

#endif
