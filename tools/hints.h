/* hints.h -- trcrpt's messages that say what the user probably meant (docs/messages.md):
 * template files given as operands (`trcrpt -c a.tmpl`, `trcrpt -t *.tmpl log`), the
 * default input `trcfile` missing while standard input is a pipe, and `-` read from a
 * terminal.  Only tools/trcrpt.c uses them; every message goes to the FILE given. */
#ifndef TRC_HINTS_H
#define TRC_HINTS_H
#include <stdio.h>

/* 1 when `name` ends in .tmpl or .fmt (a template file name). */
int trc_hint_is_template_name(const char *name);

/* Template modes (-c, --dump-ast, --dump-code, -j) take their files from -t only: when an
 * operand is a template file name, print what to write instead (`mode` is the option as
 * shown, e.g. "-c") and return 1; otherwise return 0. */
int trc_hint_template_mode(FILE *err, const char *mode, const char *const *tmpls,
                           unsigned ntmpl, char *const *ops, int nops);

/* Report mode with -F auto: when an operand is a template file name and not a detected
 * trace (`-t *.tmpl log` gave `-t a.tmpl b.tmpl log`), print what to write instead and
 * return 1; otherwise return 0. */
int trc_hint_template_inputs(FILE *err, const char *const *tmpls, unsigned ntmpl,
                             char *const *ops, int nops);

/* After the default input `trcfile` failed to open: when standard input is not a terminal
 * and trcfile does not exist, say that `-` reads standard input. */
void trc_hint_default_input(FILE *err);
/* -h given and no input named (the default trcfile could not be read): say that -h is
 * AIX's "no header" and --help lists the options (most Linux users meant help). */
void trc_hint_no_header(FILE *err);

/* Before reading `-`: when standard input is a terminal, say that the trace is read from
 * it (it would otherwise wait silently). */
void trc_hint_stdin_tty(FILE *err);

#endif
