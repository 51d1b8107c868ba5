/* trcupdate_util.c -- trcupdate's shared helpers (tools/trcupdate_util.h), used by the one-file
 * update (trcupdate.c) and the directory update (trcupdate_dir.c): loading and parsing a
 * file, locking with the 10 s limit, the crash test hook, blocking signals around the
 * renames, the atomic undo write, and the messages about update operations. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "common/buf.h"
#include "common/hookid.h"
#include "grammar/parse.h"
#include "tools/exitcodes.h"
#include "tools/trcupdate_util.h"
#include "tools/txn.h"

int trcu_oom(void)
{
    fputs("trcupdate: out of memory\n", stderr);
    return TRC_EXIT_INTERNAL;
}

/* Read everything from fd into a malloc'ed buffer; 0 or -1 with errno. */
int trcu_read_fd(int fd, char **data, size_t *len)
{
    trc_buf b;
    trc_buf_init(&b);
    for (;;) {
        if (trc_buf_reserve(&b, 65536) != 0) { trc_buf_free(&b); errno = ENOMEM; return -1; }
        ssize_t r = read(fd, b.data + b.len, b.cap - b.len - 1);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) { int e = errno; trc_buf_free(&b); errno = e; return -1; }
        if (r == 0) break;
        b.len += (size_t)r;
    }
    if (b.len > UINT32_MAX - 2) { trc_buf_free(&b); errno = EFBIG; return -1; }
    b.data[b.len] = '\0';
    *data = b.data;
    *len = b.len;
    return 0;
}

/* Parse l->data as `path` into arena; diagnostics buffered in l->diag. */
int trcu_parse_loaded(trcu_loaded *l, trc_arena *arena, const char *path, FILE *out, int color)
{
    if (trc_diag_init(&l->diag, path, l->data, l->len, out) != 0) return -1;
    l->diag_ok = 1;
    l->diag.color = color;
    l->ast = trc_parse(arena, &l->diag, path, l->data, l->len);
    if (!l->ast || arena->failed) return -1;
    return 0;
}

void trcu_loaded_free(trcu_loaded *l)
{
    if (l->diag_ok) trc_diag_free(&l->diag);
    free(l->data);
    memset(l, 0, sizeof *l);
}

/* Offset of the first byte of the first logical line (for file-level errors). */
uint32_t trcu_first_line_off(const char *s, size_t n)
{
    size_t pos = 0;
    while (pos < n) {
        size_t i = pos;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
        if (i < n && s[i] != '\n' && s[i] != '\r' && s[i] != '#') return (uint32_t)i;
        const char *nl = memchr(s + pos, '\n', n - pos);
        if (!nl) break;
        pos = (size_t)(nl - s) + 1;
    }
    return 0;
}

/* ---- locking and atomic writes --------------------------------------------------- */

static void sleep_ms(long ms)
{
    struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {}
}

int trcu_lock_fd(int fd)
{
    for (long waited = 0;; waited += TRCU_LOCK_POLL_MS) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0) return 0;
        if (errno != EWOULDBLOCK && errno != EINTR) return -1;
        if (waited >= TRCU_LOCK_WAIT_MS) return -2;
        sleep_ms(TRCU_LOCK_POLL_MS);
    }
}

int trcu_crash_hook(int which)
{
    const char *crash = getenv("TRCUPDATE_CRASH_BEFORE_RENAME");
    if (!crash || !*crash) return 0;
    return (strcmp(crash, "undo") == 0) == (which == 1);
}

int trcu_block_signals(sigset_t *old)
{
    sigset_t block;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGHUP);
    sigaddset(&block, SIGQUIT);
    return sigprocmask(SIG_BLOCK, &block, old) == 0;
}

int trcu_write_undo(const trcu_settings *s, trc_txn *ux, const char *undo, const trc_buf *text)
{
    struct stat ust;
    int have_undo = stat(undo, &ust) == 0 && S_ISREG(ust.st_mode);
    if (s->verbose) fprintf(stderr, "trcupdate: writing %s\n", undo);
    if (trc_txn_stage(ux, undo, text->data ? text->data : "", text->len, have_undo ? &ust : NULL) != 0 ||
        trc_txn_commit(ux, trcu_crash_hook(1)) != 0)
        return TRC_EXIT_OUTPUT;
    return TRC_EXIT_OK;
}

static void print_event(FILE *o, const char *prefix, const trc_tmpl_event *ev)
{
    char id[8];
    trc_hook_format(ev->hook, id);
    int ol = (int)ev->old_ver.len, nl = (int)ev->new_ver.len;
    switch (ev->action) {
    case TRC_TMPL_ADDED: fprintf(o, "%sadded %s %.*s\n", prefix, id, nl, ev->new_ver.s); break;
    case TRC_TMPL_REPLACED:
        fprintf(o, "%sreplaced %s %.*s -> %.*s\n", prefix, id, ol, ev->old_ver.s, nl, ev->new_ver.s);
        break;
    case TRC_TMPL_KEPT:
        fprintf(o, "%skept %s %.*s (update %.*s is older)\n", prefix, id, ol, ev->old_ver.s,
                nl, ev->new_ver.s);
        break;
    case TRC_TMPL_DELETED: fprintf(o, "%sdeleted %s\n", prefix, id); break;
    case TRC_TMPL_NOT_FOUND: fprintf(o, "%snot found %s\n", prefix, id); break;
    }
}

void trcu_warn_events(const char *uname, const trc_tmpl_event *ev, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        char id[8];
        trc_hook_format(ev[i].hook, id);
        if (ev[i].action == TRC_TMPL_KEPT) {
            fprintf(stderr, "trcupdate: %s:%u: ", uname, (unsigned)ev[i].line);
            print_event(stderr, "", &ev[i]);
        } else if (ev[i].action == TRC_TMPL_NOT_FOUND) {
            fprintf(stderr, "trcupdate: %s:%u: - %s: no such template\n", uname,
                    (unsigned)ev[i].line, id);
        }
    }
}

int trcu_print_events(const trc_tmpl_event *ev, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) print_event(stdout, "", &ev[i]);
    if (fflush(stdout) != 0 && errno != EPIPE) {
        fprintf(stderr, "trcupdate: standard output: %s\n", strerror(errno));
        return TRC_EXIT_OUTPUT;
    }
    return TRC_EXIT_OK;
}
