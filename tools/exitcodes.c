/* exitcodes.c -- owns the exit-status table of the command-line tools (docs/ref/report.md §8),
 * printed by `--help`; generated from TRC_EXIT_LIST in tools/exitcodes.h; and the SIGBUS
 * handler that turns a mapped input (a trcshm file) truncated under a tool into exit
 * status 4. */
#include "tools/exitcodes.h"
#include <signal.h>
#include <string.h>
#include <unistd.h>

/* The line the SIGBUS handler writes (a signal handler has no other way to get it; set
 * once by trc_exit_on_sigbus before any input is opened). */
static const char *sigbus_msg;

static void on_sigbus(int sig)
{
    (void)sig;
    if (sigbus_msg) {
        ssize_t w = write(STDERR_FILENO, sigbus_msg, strlen(sigbus_msg));
        (void)w;
    }
    _exit(TRC_EXIT_INPUT);
}

void trc_exit_on_sigbus(const char *msg)
{
    sigbus_msg = msg;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigbus;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGBUS, &sa, NULL);
}

void trc_exit_help(FILE *out)
{
    fputs("Exit status:\n", out);
#define TRC_EXIT_ROW(name, value, meaning) fprintf(out, "  %3d  %s\n", value, meaning);
    TRC_EXIT_LIST(TRC_EXIT_ROW)
#undef TRC_EXIT_ROW
}
