/* hints.c -- owns trcrpt's "what you probably meant" messages (tools/hints.h,
 * docs/messages.md). */
#include "tools/hints.h"
#include "formats/input.h"
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int trc_hint_is_template_name(const char *name)
{
    size_t n = strlen(name);
    return (n > 5 && strcmp(name + n - 5, ".tmpl") == 0) || (n > 4 && strcmp(name + n - 4, ".fmt") == 0);
}

/* Print " -t F" for every -t source, then " -t F" for each operand marked in `is_t` and the
 * other operands as they are (when `keep_others`). */
static void put_suggestion(FILE *err, const char *const *tmpls, unsigned ntmpl, char *const *ops,
                           int nops, const unsigned char *is_t, int keep_others)
{
    for (unsigned i = 0; i < ntmpl; i++) fprintf(err, " -t %s", tmpls[i]);
    for (int i = 0; i < nops; i++)
        if (is_t[i]) fprintf(err, " -t %s", ops[i]);
    for (int i = 0; keep_others && i < nops; i++)
        if (!is_t[i]) fprintf(err, " %s", ops[i]);
    fputc('\n', err);
}

int trc_hint_template_mode(FILE *err, const char *mode, const char *const *tmpls,
                           unsigned ntmpl, char *const *ops, int nops)
{
    unsigned char is_t[nops > 0 ? nops : 1];
    int any = 0;
    for (int i = 0; i < nops; i++) any |= is_t[i] = (unsigned char)trc_hint_is_template_name(ops[i]);
    if (!any) return 0;
    fprintf(err, "trcrpt: %s reads template files from -t, not from operands:", mode);
    for (int i = 0; i < nops; i++)
        if (is_t[i]) fprintf(err, " %s", ops[i]);
    fprintf(err, "\ntrcrpt: did you mean: trcrpt %s", mode);
    put_suggestion(err, tmpls, ntmpl, ops, nops, is_t, 0);
    return 1;
}

int trc_hint_template_inputs(FILE *err, const char *const *tmpls, unsigned ntmpl,
                             char *const *ops, int nops)
{
    unsigned char is_t[nops > 0 ? nops : 1];
    int any = 0;
    for (int i = 0; i < nops; i++) {
        trc_input_format f;
        char msg[16];
        is_t[i] = (unsigned char)(trc_hint_is_template_name(ops[i])
                                  && trc_input_detect(ops[i], &f, msg, sizeof msg) != 0);
        any |= is_t[i];
    }
    if (!any) return 0;
    fputs("trcrpt: template files given as trace inputs:", err);
    for (int i = 0; i < nops; i++)
        if (is_t[i]) fprintf(err, " %s", ops[i]);
    fputs("\ntrcrpt: -t takes one file or directory; did you mean: trcrpt", err);
    put_suggestion(err, tmpls, ntmpl, ops, nops, is_t, 1);
    return 1;
}

void trc_hint_default_input(FILE *err)
{
    struct stat st;
    if (isatty(STDIN_FILENO) || stat("trcfile", &st) == 0 || errno != ENOENT) return;
    fputs("trcrpt: no input named, so the default trcfile was tried; to read standard input, name -\n", err);
}

void trc_hint_no_header(FILE *err)
{
    fputs("trcrpt: -h is AIX's \"no header\"; --help lists the options\n", err);
}

void trc_hint_stdin_tty(FILE *err)
{
    if (!isatty(STDIN_FILENO)) return;
    fputs("trcrpt: reading standard input, which is a terminal (pipe a trace in or name a file); Ctrl-D ends it\n", err);
}
