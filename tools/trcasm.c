/* trcasm.c -- assembler and canonical dumper of the text form of trclog files and raw AIX
 * streams (docs/ref/tracelog.md §6).  Owns trcasm's command line and exit statuses (docs/ref/report.md §8);
 * the text syntax (§6.1) is in tools/trcasm_asm.c, the canonical dump (§6.2) in
 * tools/trcasm_dump.c.
 *   trcasm [-o OUT] [--aix32|--aix64] [FILE|-]
 *   trcasm -d [-F trclog|aix32|aix64] [--byteorder=big|little] [-o OUT] [FILE|-] */
#include "tools/exitcodes.h"
#include "tools/trcasm_int.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "?"
#endif

static void usage(FILE *f)
{
    fputs("usage: trcasm [-o OUT] [--aix32|--aix64] [FILE|-]\n"
          "       trcasm -d [-F trclog|aix32|aix64] [--byteorder=big|little] [-o OUT] [FILE|-]\n"
          "Assemble the text form of a trclog (or a raw AIX stream) into binary, or dump a\n"
          "binary trace as text (-d).  The text form: trcasm(1).\n", f);
    trc_exit_help(f);
}

static void hint(void) { fputs("trcasm: try 'trcasm --help'\n", stderr); }

int main(int argc, char **argv)
{
    const char *out_path = NULL, *in_path = NULL, *fmt = "trclog";
    int dflag = 0, raw = 0, fmt_given = 0;
    trc_byteorder bo = TRC_BO_BIG;
    int bo_given = 0;
    signal(SIGPIPE, SIG_IGN);
    trc_exit_on_sigbus("trcasm: an input file was truncated while it was read\n");
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            if (i + 1 < argc) { if (in_path) goto toomany; in_path = argv[++i]; }
            if (i + 1 < argc) goto toomany;
            break;
        }
        if (strcmp(a, "-d") == 0 || strcmp(a, "--dump") == 0) dflag = 1;
        else if (strcmp(a, "--aix32") == 0) raw = 32;
        else if (strcmp(a, "--aix64") == 0) raw = 64;
        else if (strcmp(a, "-o") == 0 || strcmp(a, "-F") == 0) {
            if (i + 1 >= argc) { fprintf(stderr, "trcasm: option %s needs an argument\n", a); hint(); return TRC_EXIT_USAGE; }
            if (a[1] == 'o') out_path = argv[++i];
            else { fmt = argv[++i]; fmt_given = 1; }
        } else if (strncmp(a, "-o", 2) == 0) out_path = a + 2;
        else if (strncmp(a, "-F", 2) == 0) { fmt = a + 2; fmt_given = 1; }
        else if (strncmp(a, "--input-format=", 15) == 0) { fmt = a + 15; fmt_given = 1; }
        else if (strncmp(a, "--output=", 9) == 0) out_path = a + 9;
        else if (strncmp(a, "--byteorder=", 12) == 0) {
            bo_given = 1;
            if (strcmp(a + 12, "big") == 0) bo = TRC_BO_BIG;
            else if (strcmp(a + 12, "little") == 0) bo = TRC_BO_LITTLE;
            else { fprintf(stderr, "trcasm: --byteorder: expected big or little\n"); return TRC_EXIT_USAGE; }
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) { usage(stdout); return TRC_EXIT_OK; }
        else if (strcmp(a, "--version") == 0) { printf("trcasm (trcfmt) %s\n", PACKAGE_VERSION); return TRC_EXIT_OK; }
        else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "trcasm: unknown option '%s'\n", a);
            hint();
            return TRC_EXIT_USAGE;
        } else {
            if (in_path) goto toomany;
            in_path = a;
        }
    }
    if (!in_path) in_path = "-";
    if (strcmp(fmt, "trclog") && strcmp(fmt, "aix32") && strcmp(fmt, "aix64")) {
        fprintf(stderr, "trcasm: -F: unknown format '%s' (trclog, aix32 or aix64)\n", fmt);
        return TRC_EXIT_USAGE;
    }
    if (!dflag && (fmt_given || bo_given)) {
        fprintf(stderr, "trcasm: -F and --byteorder are only for -d\n");
        return TRC_EXIT_USAGE;
    }
    if (dflag && raw) {
        fprintf(stderr, "trcasm: --aix32/--aix64 assemble; use -d -F aix32|aix64 to dump\n");
        return TRC_EXIT_USAGE;
    }
    if (!dflag && !out_path && isatty(STDOUT_FILENO)) {
        fprintf(stderr, "trcasm: refusing to write binary output to a terminal (use -o FILE or a redirection)\n");
        return TRC_EXIT_USAGE;
    }
    int out_fd = STDOUT_FILENO;
    if (out_path && strcmp(out_path, "-") != 0) {
        out_fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
        if (out_fd < 0) {
            fprintf(stderr, "trcasm: %s: cannot create: %s\n", out_path, strerror(errno));
            return TRC_EXIT_OUTPUT;
        }
    }
    int status;
    if (dflag) {
        FILE *out = out_fd == STDOUT_FILENO ? stdout : fdopen(out_fd, "w");
        if (!out) { fprintf(stderr, "trcasm: %s\n", strerror(errno)); return TRC_EXIT_INTERNAL; }
        status = trcasm_dump(in_path, fmt, bo, out);
        if (out != stdout && fclose(out) != 0 && status == TRC_EXIT_OK && errno != EPIPE) {
            fprintf(stderr, "trcasm: cannot write the output: %s\n", strerror(errno));
            status = TRC_EXIT_OUTPUT;
        }
    } else {
        FILE *in = stdin;
        const char *fname = "<stdin>";
        if (strcmp(in_path, "-") != 0) {
            in = fopen(in_path, "r");
            fname = in_path;
            if (!in) {
                fprintf(stderr, "trcasm: %s: cannot open: %s\n", in_path, strerror(errno));
                if (out_fd != STDOUT_FILENO) { close(out_fd); unlink(out_path); }
                return TRC_EXIT_INPUT;
            }
        }
        status = trcasm_assemble(in, fname, raw, out_fd);
        if (in != stdin) fclose(in);
        if (out_fd != STDOUT_FILENO) {
            if (close(out_fd) != 0 && status == TRC_EXIT_OK) {
                fprintf(stderr, "trcasm: cannot write %s: %s\n", out_path, strerror(errno));
                status = TRC_EXIT_OUTPUT;
            }
            if (status != TRC_EXIT_OK) unlink(out_path);
        }
    }
    return status;
toomany:
    fprintf(stderr, "trcasm: more than one input file\n");
    hint();
    return TRC_EXIT_USAGE;
}
