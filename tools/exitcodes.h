/* exitcodes.h -- the one list of exit statuses of trcrpt, trcupdate, trcrecv and trcasm
 * (docs/ref/report.md §8), as an X-macro (like interp/opcodes.h): the enum below and the table
 * `--help` prints (tools/exitcodes.c) are both generated from it, so a status is added in
 * exactly one place.  Only tools/ returns these; libraries return their own statuses.
 *
 * Each entry is X(NAME, VALUE, MEANING): enum value TRC_EXIT_NAME = VALUE, and MEANING is
 * the one line `--help` prints after the number. */
#ifndef TRC_EXITCODES_H
#define TRC_EXITCODES_H
#include <stdio.h>
#include "common/status.h"

#define TRC_EXIT_LIST(X) \
    X(OK, 0, "success (data diagnostics may have been printed; also when stdout is closed early)") \
    X(STRICT, 1, "--strict and short entries, faults or skipped bytes occurred") \
    X(USAGE, 2, "usage error (bad option, bad list, binary output to a terminal)") \
    X(TEMPLATE, 3, "template problems (unreadable template file, syntax errors)") \
    X(INPUT, 4, "input problems (cannot open/read, unknown format, invalid header)") \
    X(OUTPUT, 5, "output problems (cannot write the report or a file, lock timeout)") \
    X(INTERNAL, 6, "internal error or out of memory") \
    X(SIGINT, 130, "interrupted (SIGINT); output written so far is flushed")

/* Exit statuses (docs/ref/report.md §8): TRC_EXIT_OK ... TRC_EXIT_SIGINT. */
enum trc_exit_status {
#define TRC_EXIT_ENUM(name, value, meaning) TRC_EXIT_##name = value,
    TRC_EXIT_LIST(TRC_EXIT_ENUM)
#undef TRC_EXIT_ENUM
};

/* A library status (common/status.h) is the exit status of its outcome: the tools return
 * it unchanged, so the two lists must agree. */
#define TRC_EXIT_SAME(name) \
    _Static_assert((int)TRC_ST_##name == (int)TRC_EXIT_##name, "TRC_ST_" #name " != TRC_EXIT_" #name);
TRC_EXIT_SAME(OK)
TRC_EXIT_SAME(STRICT)
TRC_EXIT_SAME(USAGE)
TRC_EXIT_SAME(TEMPLATE)
TRC_EXIT_SAME(INPUT)
TRC_EXIT_SAME(OUTPUT)
#undef TRC_EXIT_SAME
_Static_assert((int)TRC_ST_NOMEM == (int)TRC_EXIT_INTERNAL, "TRC_ST_NOMEM != TRC_EXIT_INTERNAL");

/* Print "Exit status:" and one indented line per status (for --help). */
void trc_exit_help(FILE *out);
/* Make SIGBUS (a mapped input file shrank while it was read: a trcshm file,
 * formats/trcshm.c; other inputs are read with read(2), formats/inbuf.h) print
 * "PROG: an input file was truncated while it was read" and exit with TRC_EXIT_INPUT
 * instead of dumping core.  `msg` is that whole line, newline included (kept). */
void trc_exit_on_sigbus(const char *msg);

#endif
