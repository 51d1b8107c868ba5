/* trcupdate.c -- the trcupdate tool (docs/ref/report.md §9): applies an update file (docs/ref/language.md
 * §1.6) to a template file, all or nothing: parse and check the update, lock the template
 * file, parse and check it, apply the operations in memory (grammar/tmplfile.c), re-parse
 * the result, then write the undo file and the template file atomically (temporary in
 * the same directory, fsync, rename, fsync of the directory).  `-x` prints templates.
 *
 * Test hook: TRCUPDATE_CRASH_BEFORE_RENAME kills the process with SIGKILL right before
 * the template file's rename (value `undo`: before the undo file's rename), after the
 * temporary was written and synced. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "common/hookid.h"
#include "common/arena.h"
#include "common/buf.h"
#include "common/paths.h"
#include "grammar/diag.h"
#include "grammar/parse.h"
#include "grammar/tmplfile.h"
#include "interp/check.h"
#include "interp/tset.h"
#include "tools/exitcodes.h"
#include "tools/outdir.h"
#include "tools/trcupdate_dir.h"
#include "tools/trcupdate_util.h"
#include "tools/txn.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "?"
#endif

static void usage(FILE *o)
{
    fputs("usage: trcupdate [-o] [-t Path] [-v] [-x IDList] [UpdateFile]\n"
          "       trcupdate --split DIR [-t File] [-v]\n"
          "Apply an update file (first line '* /etc/trcfmt', then '+ stanza' and '- ID'\n"
          "lines) to a template file or directory, all or nothing; write the undo file\n"
          "DIR/BASE.undo.trc next to the update file.\n"
          "  -o          override: replace regardless of version\n"
          "  -t Path     template file or directory (default: the last entry of $TRCFMT,\n"
          "              else " TRC_SYSCONFDIR "/trcfmt)\n"
          "  -v          print file names (stderr) and one line per operation (stdout)\n"
          "  -x IDList   print the listed templates (IDs, ID-ID ranges); no update\n"
          "  --split DIR write each stanza of the template file into DIR/ID.tmpl (DIR empty\n"
          "              or absent); the directory loads as the same set\n"
          "  --help, --version\n", o);
    trc_exit_help(o);
}

static int bad_usage(const char *msg, const char *arg)
{
    if (msg) fprintf(stderr, "trcupdate: %s%s%s\n", msg, arg ? " " : "", arg ? arg : "");
    fputs("Try 'trcupdate --help' for more information.\n", stderr);
    return TRC_EXIT_USAGE;
}

/* Open and exclusively lock `path`, re-opening when another process replaced the file
 * meanwhile.  Returns the fd, -1 when it cannot be opened (errno), -2 on lock timeout. */
static int lock_template(const char *path)
{
    for (;;) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) return -1;
        int rc = trcu_lock_fd(fd);
        if (rc != 0) { int e = errno; close(fd); errno = e; return rc; }
        struct stat a, b;
        if (fstat(fd, &a) == 0 && stat(path, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
            return fd;
        close(fd);               /* the path names a new file now: lock that one */
    }
}

/* ---- -x: print templates ---------------------------------------------------------- */

/* Print the effective (last) definition of each listed ID found in files[0..n), then
 * a message for each single listed ID found nowhere (`where` names the source). */
static void print_templates(trc_ast_file *const *files, unsigned n, const char *where,
                            const trc_tmpl_idlist *ids)
{
    for (unsigned k = 0; k < n; k++) {
        const trc_ast_file *f = files[k];
        for (uint32_t i = 0; i < f->nstanzas; i++) {
            const trc_stanza *st = f->stanzas[i];
            if (st->kind == TRC_LINE_DELETE || !trc_tmpl_idlist_has(ids, st->hook)) continue;
            uint32_t j = i + 1;          /* only the effective (last) definition */
            while (j < f->nstanzas && !(f->stanzas[j]->hook == st->hook &&
                                         f->stanzas[j]->kind != TRC_LINE_DELETE)) j++;
            if (j < f->nstanzas) continue;
            size_t b, e;
            trc_tmpl_extent(f->src, f->src_len, st->logical_start, &b, &e);
            fwrite(f->src + b, 1, e - b, stdout);
            if (e == b || f->src[e - 1] != '\n') putchar('\n');
        }
    }
    for (uint32_t r = 0; r < ids->n; r++) {
        if (ids->r[r][0] != ids->r[r][1]) continue;
        int found = 0;
        for (unsigned k = 0; k < n && !found; k++)
            for (uint32_t i = 0; i < files[k]->nstanzas && !found; i++)
                found = files[k]->stanzas[i]->hook == ids->r[r][0] &&
                        files[k]->stanzas[i]->kind != TRC_LINE_DELETE;
        if (!found) {
            char id[8];
            trc_hook_format(ids->r[r][0], id);
            fprintf(stderr, "trcupdate: %s: no template %s\n", where, id);
        }
    }
}

/* -x: print the listed templates of the template file or directory `path`. */
static int print_list(const trcu_settings *s, const char *path, const trc_tmpl_idlist *ids)
{
    trc_tset t;
    trc_tset_init(&t, stderr, s->color, "trcupdate: ");
    if (s->verbose) fprintf(stderr, "trcupdate: reading %s\n", path);
    int status = trc_tset_add_source(&t, path);
    if (status == 0) status = trc_tset_check(&t, 0, 0);
    if (status == 0) {
        print_templates(t.asts, t.nfiles, path, ids);
        if (fflush(stdout) != 0 && errno != EPIPE) {
            fprintf(stderr, "trcupdate: standard output: %s\n", strerror(errno));
            status = TRC_EXIT_OUTPUT;
        }
    } else {
        status = status == TRC_ST_NOMEM ? TRC_EXIT_INTERNAL : TRC_EXIT_TEMPLATE;   /* a trc_status */
    }
    trc_tset_free(&t);
    return status;
}

/* ---- the update ------------------------------------------------------------------- */

/* Name of the undo file: DIR/BASE.undo.trc (BASE = name without `.trc`); malloc'ed. */
static char *undo_name(const char *upd)
{
    size_t n = strlen(upd);
    const char *sl = strrchr(upd, '/');
    size_t bstart = sl ? (size_t)(sl - upd) + 1 : 0;
    if (n - bstart >= 4 && strcmp(upd + n - 4, ".trc") == 0) n -= 4;
    char *r = malloc(n + sizeof ".undo.trc");
    if (!r) return NULL;
    memcpy(r, upd, n);
    memcpy(r + n, ".undo.trc", sizeof ".undo.trc");
    return r;
}

/* Re-parse and check the new text; 0 when it has no errors and the expected stanzas. */
static int reparse_ok(const char *path, const trc_tmpl_result *res, int color)
{
    const char *data = res->text.data ? res->text.data : "";
    int ok = 0;
    for (int pass = 0; pass < 2; pass++) {
        trc_arena arena;
        trc_arena_init(&arena);
        trc_diag d;
        trc_buf name;
        trc_buf_init(&name);
        trc_buf_printf(&name, "%s (updated)", path);
        if (name.failed || trc_diag_init(&d, name.data, data, res->text.len, pass ? stderr : NULL) != 0) {
            trc_buf_free(&name);
            return -2;
        }
        d.color = color;
        trc_ast_file *f = trc_parse(&arena, &d, name.data, data, res->text.len);
        if (f && !trc_diag_full(&d)) trc_check(f, &f, 1, &d, 0);
        if (pass == 0) ok = f && !arena.failed && d.nerrors == 0 && trc_tmpl_verify(f, res);
        if (pass == 1 && d.nerrors) trc_diag_flush(&d);
        trc_diag_free(&d);
        trc_arena_free(&arena);
        trc_buf_free(&name);
        if (ok) return 0;
        if (pass == 0)
            fprintf(stderr, "trcupdate: %s: the updated template file would not load as "
                    "intended; nothing changed\n", path);
    }
    return -1;
}

static int run_update(const trcu_settings *s, const char *tpath)
{
    int status = TRC_EXIT_OK;
    trcu_loaded u, t;
    memset(&u, 0, sizeof u);
    memset(&t, 0, sizeof t);
    trc_arena arena;
    trc_arena_init(&arena);
    char *upath = NULL, *undo = NULL, *real = NULL;
    int lockfd = -1;
    sigset_t old;
    int blocked = 0;

    /* the update file: as given if it exists, else NAME.trc; no operand = stdin */
    const char *uname;
    if (!s->update || strcmp(s->update, "-") == 0) {
        uname = "<stdin>";
        upath = strdup("stdin.trc");
        if (!upath) { status = trcu_oom(); goto out; }
        if (trcu_read_fd(0, &u.data, &u.len) != 0) {
            fprintf(stderr, "trcupdate: %s: %s\n", uname, strerror(errno));
            status = TRC_EXIT_INPUT;
            goto out;
        }
    } else {
        struct stat st;
        int tried_trc = 0;   /* the name as typed does not exist: NAME.trc read instead */
        if (stat(s->update, &st) == 0) {
            upath = strdup(s->update);
        } else {
            tried_trc = 1;
            upath = malloc(strlen(s->update) + 5);
            if (upath) strcat(strcpy(upath, s->update), ".trc");
        }
        if (!upath) { status = trcu_oom(); goto out; }
        uname = upath;
        if (trc_read_file(upath, &u.data, &u.len) != 0) {
            if (tried_trc)   /* name both: the user typed only the first */
                fprintf(stderr, "trcupdate: %s (tried as typed, then %s): %s\n", s->update, upath,
                        trc_read_strerror(errno));
            else
                fprintf(stderr, "trcupdate: %s: %s\n", upath, trc_read_strerror(errno));
            status = TRC_EXIT_INPUT;
            goto out;
        }
    }
    if (s->verbose) fprintf(stderr, "trcupdate: reading %s\n", uname);
    undo = undo_name(upath);
    if (!undo) { status = trcu_oom(); goto out; }

    /* 1. parse the update */
    if (trcu_parse_loaded(&u, &arena, uname, stderr, s->color) != 0) { status = trcu_oom(); goto out; }
    if (!u.ast->is_update && !u.diag.nerrors)
        trc_diag_report(&u.diag, TRC_DIAG_ERROR, trcu_first_line_off(u.data, u.len),
                        "not an update file (the first line must be '* /etc/trcfmt')");
    if (u.diag.nerrors && !trc_diag_full(&u.diag))   /* list every error at once */
        trc_check(u.ast, &u.ast, 1, &u.diag, TRC_CHECK_UPDATE);
    trc_diag_flush(&u.diag);
    if (u.diag.nerrors) { status = TRC_EXIT_TEMPLATE; goto out; }

    /* a directory template source: the same procedure over its files */
    struct stat dst;
    if (stat(tpath, &dst) == 0 && S_ISDIR(dst.st_mode)) {
        status = trcu_update_dir(s, tpath, &u, uname, undo);
        goto out;
    }

    /* 2. lock the template file (the file a symbolic link names) */
    struct stat lst;
    if (lstat(tpath, &lst) == 0 && S_ISLNK(lst.st_mode)) {
        real = realpath(tpath, NULL);
        if (!real) {
            fprintf(stderr, "trcupdate: %s: %s\n", tpath, strerror(errno));
            status = TRC_EXIT_TEMPLATE;
            goto out;
        }
    }
    const char *wpath = real ? real : tpath;
    lockfd = lock_template(wpath);
    if (lockfd == -2) {
        fprintf(stderr, "trcupdate: %s: cannot lock (waited %d s)\n", tpath, TRCU_LOCK_WAIT_MS / 1000);
        status = TRC_EXIT_OUTPUT;
        goto out;
    }
    if (lockfd < 0) {
        fprintf(stderr, "trcupdate: %s: %s\n", tpath, strerror(errno));
        status = TRC_EXIT_TEMPLATE;
        goto out;
    }

    if (access(wpath, W_OK) != 0) {      /* the file is replaced, not written in place */
        fprintf(stderr, "trcupdate: %s: %s\n", tpath, strerror(errno));
        status = TRC_EXIT_OUTPUT;
        goto out;
    }

    /* 3. load the template file */
    struct stat tst;
    if (fstat(lockfd, &tst) != 0 || trcu_read_fd(lockfd, &t.data, &t.len) != 0) {
        fprintf(stderr, "trcupdate: %s: %s\n", tpath, strerror(errno));
        status = TRC_EXIT_TEMPLATE;
        goto out;
    }
    if (s->verbose) fprintf(stderr, "trcupdate: reading %s\n", tpath);
    if (trcu_parse_loaded(&t, &arena, tpath, stderr, s->color) != 0) { status = trcu_oom(); goto out; }
    if (t.ast->is_update && !t.diag.nerrors)
        trc_diag_report(&t.diag, TRC_DIAG_ERROR, trcu_first_line_off(t.data, t.len),
                        "an update file cannot be updated");
    if (!trc_diag_full(&t.diag)) trc_check(t.ast, &t.ast, 1, &t.diag, 0);
    trc_ast_file *set[2] = { u.ast, t.ast };
    if (!trc_diag_full(&u.diag)) trc_check(u.ast, set, 2, &u.diag, TRC_CHECK_UPDATE);
    trc_diag_flush(&u.diag);
    trc_diag_flush(&t.diag);
    if (u.diag.nerrors || t.diag.nerrors) { status = TRC_EXIT_TEMPLATE; goto out; }

    /* 4. apply in memory */
    trc_tmpl_result res;
    if (trc_tmpl_apply(t.ast, u.ast, s->override, &res) != 0) { status = trcu_oom(); goto out; }
    trcu_warn_events(uname, res.ev, res.nev);

    /* 5. re-parse the result */
    int rp = reparse_ok(tpath, &res, s->color);
    if (rp != 0) {
        trc_tmpl_result_free(&res);
        status = rp == -2 ? trcu_oom() : TRC_EXIT_TEMPLATE;
        goto out;
    }

    /* 6. stage the template file, write the undo file, then rename the template file;
     * signals wait until both are in place */
    blocked = trcu_block_signals(&old);
    int changed = res.text.len != t.len ||
                  memcmp(res.text.data ? res.text.data : "", t.data, t.len) != 0;
    trc_txn tx, ux;
    trc_txn_init(&tx, "trcupdate: ");
    trc_txn_init(&ux, "trcupdate: ");
    if (changed && trc_txn_stage(&tx, wpath, res.text.data ? res.text.data : "", res.text.len, &tst) != 0)
        status = TRC_EXIT_OUTPUT;
    if (status == TRC_EXIT_OK) status = trcu_write_undo(s, &ux, undo, &res.undo);
    if (status == TRC_EXIT_OK && changed) {
        if (s->verbose) fprintf(stderr, "trcupdate: writing %s\n", tpath);
        if (trc_txn_commit(&tx, trcu_crash_hook(0)) != 0) status = TRC_EXIT_OUTPUT;
    }
    trc_txn_free(&tx);
    trc_txn_free(&ux);
    close(lockfd);               /* unlock */
    lockfd = -1;
    if (status == TRC_EXIT_OK && s->verbose) status = trcu_print_events(res.ev, res.nev);
    trc_tmpl_result_free(&res);
out:
    if (lockfd >= 0) close(lockfd);
    if (blocked) sigprocmask(SIG_SETMASK, &old, NULL);   /* a pending SIGINT acts now */
    trcu_loaded_free(&u);
    trcu_loaded_free(&t);
    trc_arena_free(&arena);
    free(upath);
    free(undo);
    free(real);
    return status;
}

/* ---- --split: one-file set to per-hook files (docs/templates.md) --------------------- */

/* 1 when the physical line [a, e) is a comment line (first non-blank byte is `#`). */
static int comment_line(const char *s, size_t a, size_t e)
{
    while (a < e && (s[a] == ' ' || s[a] == '\t')) a++;
    return a < e && s[a] == '#';
}

/* Start of the block of comment lines directly above offset `at` (no blank line between),
 * not before `lo`. */
static size_t comments_above(const char *s, size_t lo, size_t at)
{
    size_t start = at;
    while (start > lo) {
        size_t b = start - 1;               /* the '\n' ending the previous line */
        while (b > lo && s[b - 1] != '\n') b--;
        if (!comment_line(s, b, start - 1)) break;
        start = b;
    }
    return start;
}

/* Write each stanza of `tpath` into DIR/ID.tmpl: the comment lines directly above a stanza
 * travel with it, the file's leading block goes into the first file, other lines between
 * stanzas stay with the stanza before them.  DIR must be empty or absent. */
static int run_split(const trcu_settings *s, const char *tpath)
{
    trcu_loaded t;
    memset(&t, 0, sizeof t);
    trc_arena arena;
    trc_arena_init(&arena);
    int status = TRC_EXIT_OK;
    char **texts = NULL;       /* per stanza: its chunk text owner index */
    trc_txn tx;                /* every per-hook file, renamed in place together */
    trc_txn_init(&tx, "trcupdate: ");
    if (trc_read_file(tpath, &t.data, &t.len) != 0) {
        fprintf(stderr, "trcupdate: %s: %s\n", tpath, trc_read_strerror(errno));
        status = TRC_EXIT_TEMPLATE;
        goto out;
    }
    if (trcu_parse_loaded(&t, &arena, tpath, stderr, s->color) != 0) { status = trcu_oom(); goto out; }
    if (t.ast->is_update && !t.diag.nerrors)
        trc_diag_report(&t.diag, TRC_DIAG_ERROR, trcu_first_line_off(t.data, t.len),
                        "an update file cannot be split");
    if (!trc_diag_full(&t.diag)) trc_check(t.ast, &t.ast, 1, &t.diag, 0);
    trc_diag_flush(&t.diag);
    if (t.diag.nerrors) { status = TRC_EXIT_TEMPLATE; goto out; }
    if ((status = trc_outdir_ready("trcupdate: ", s->split)) != TRC_EXIT_OK) goto out;
    uint32_t n = t.ast->nstanzas;
    /* chunk boundaries: stanza i owns [from[i], to[i]) */
    size_t *from = calloc(n + 1, sizeof *from), *to = calloc(n + 1, sizeof *to);
    texts = calloc(n + 1, sizeof *texts);
    if (!from || !to || !texts) { free(from); free(to); status = trcu_oom(); goto out; }
    size_t prev_end = 0;
    for (uint32_t i = 0; i < n; i++) {
        size_t b, e;
        trc_tmpl_extent(t.data, t.len, t.ast->stanzas[i]->logical_start, &b, &e);
        from[i] = i == 0 ? 0 : comments_above(t.data, prev_end, b);
        if (i > 0) to[i - 1] = from[i];
        to[i] = e;
        prev_end = e;
    }
    if (n > 0) to[n - 1] = t.len;
    /* write per hook (several stanzas of one ID go into one file, in file order) */
    for (uint32_t i = 0; i < n && status == TRC_EXIT_OK; i++) {
        uint32_t hook = t.ast->stanzas[i]->hook;
        int first = 1;
        for (uint32_t k = 0; k < i; k++) if (t.ast->stanzas[k]->hook == hook) first = 0;
        if (!first) continue;
        trc_buf text;
        trc_buf_init(&text);
        for (uint32_t k = i; k < n; k++)
            if (t.ast->stanzas[k]->hook == hook) trc_buf_add(&text, t.data + from[k], to[k] - from[k]);
        char id[8];
        trc_hook_format(hook, id);
        trc_buf path;
        trc_buf_init(&path);
        trc_buf_printf(&path, "%s/%s.tmpl", s->split, id);
        if (text.failed || path.failed) status = trcu_oom();
        else {
            if (s->verbose) fprintf(stderr, "trcupdate: writing %s\n", path.data);
            if (trc_txn_stage(&tx, path.data, text.data ? text.data : "", text.len, NULL) != 0)
                status = TRC_EXIT_OUTPUT;
        }
        trc_buf_free(&text);
        trc_buf_free(&path);
    }
    free(from);
    free(to);
    if (status == TRC_EXIT_OK && trc_txn_commit(&tx, 0) != 0) status = TRC_EXIT_OUTPUT;
out:
    trc_txn_free(&tx);
    free(texts);
    trcu_loaded_free(&t);
    trc_arena_free(&arena);
    return status;
}

/* SIGINT: exit with status 130 (docs/ref/report.md §8).  Nothing is half-written at that point:
 * signals are blocked while the temporaries are written and renamed. */
static void on_sigint(int sig)
{
    (void)sig;
    _exit(TRC_EXIT_SIGINT);
}

static int run_program(const trcu_settings *s, const char *tpath);

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        { "help", no_argument, NULL, 'H' },
        { "version", no_argument, NULL, 'V' },
        { "split", required_argument, NULL, 'S' },
        { NULL, 0, NULL, 0 }
    };
    trcu_settings s;
    memset(&s, 0, sizeof s);
    signal(SIGPIPE, SIG_IGN);   /* a closed stdout is EPIPE: exit 0 (docs/ref/report.md §8) */
    struct sigaction sa, prev;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGINT, NULL, &prev) == 0 && prev.sa_handler != SIG_IGN)
        sigaction(SIGINT, &sa, NULL);
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ot:vx:", longopts, NULL)) != -1) {
        switch (c) {
        case 'o': s.override = 1; break;
        case 't': s.templates = optarg; break;
        case 'v': s.verbose = 1; break;
        case 'x': s.list = optarg; break;
        case 'S': s.split = optarg; break;
        case 'H': usage(stdout); return fflush(stdout) == 0 || errno == EPIPE ? TRC_EXIT_OK : TRC_EXIT_OUTPUT;
        case 'V': puts("trcupdate (trcfmt) " PACKAGE_VERSION); return TRC_EXIT_OK;
        case ':': return bad_usage("option requires an argument:", argv[optind - 1]);
        default: return bad_usage("unknown option:", argv[optind - 1]);
        }
    }
    if (argc - optind > 1) return bad_usage("too many operands:", argv[optind + 1]);
    if (argc - optind == 1) s.update = argv[optind];
    if (s.list && s.update) return bad_usage("-x cannot be combined with an update file", NULL);
    if (s.split && (s.list || s.update || s.override))
        return bad_usage("--split takes only -t and -v", NULL);
    const char *nc = getenv("NO_COLOR");
    s.color = isatty(2) && !(nc && *nc);

    /* default: the last non-empty entry of $TRCFMT (the user's layer: later layers win,
     * docs/trcupdate.md), else the system file */
    const char *tpath = s.templates;
    char *last = NULL;
    if (!tpath) {
        const char *env = getenv("TRCFMT");
        unsigned entries = 0;
        for (const char *p = env; p && *p;) {
            size_t n = strcspn(p, ":");
            if (n) {
                entries++;
                free(last);
                if (!(last = strndup(p, n))) return trcu_oom();
            }
            p += n + (p[n] == ':');
        }
        if (entries > 1)
            fprintf(stderr, "trcupdate: $TRCFMT has %u entries: updating the last, %s (-t names another)\n",
                    entries, last);
        tpath = last ? last : TRC_SYSCONFDIR "/trcfmt";
    }
    int status = run_program(&s, tpath);
    free(last);
    return status;
}

/* Run the mode the settings ask for on template path `tpath`; returns the exit status. */
static int run_program(const trcu_settings *s, const char *tpath)
{
    if (s->split) return run_split(s, tpath);
    if (s->list) {
        trc_tmpl_idlist ids;
        size_t bad = 0;
        int r = trc_tmpl_idlist_parse(s->list, &ids, &bad);
        if (r == -2) return trcu_oom();
        if (r != 0) return bad_usage("invalid ID list:", s->list);
        int st = print_list(s, tpath, &ids);
        trc_tmpl_idlist_free(&ids);
        return st;
    }
    return run_update(s, tpath);
}
