/* trcupdate_dir.c -- trcupdate on a directory template source (docs/trcupdate.md
 * "Directory sources"; docs/ref/report.md §9): lock DIR itself (flock), load the
 * directory as a template set (interp/tset.h), apply the update across its files
 * (grammar/tmplfile.h trc_tmpl_apply_set: a replaced or deleted stanza changes in the
 * file holding it, an added ID becomes DIR/ID.tmpl), re-load the result as a set, then
 * stage every changed file, write the undo file, and rename them all (tools/txn.h);
 * files left without a stanza are removed. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "common/buf.h"
#include "common/hookid.h"
#include "grammar/diag.h"
#include "interp/check.h"
#include "interp/tset.h"
#include "tools/exitcodes.h"
#include "tools/trcupdate_dir.h"
#include "tools/trcupdate_util.h"
#include "tools/txn.h"

/* What place() needs: the loaded set and the directory as given. */
typedef struct placer {
    const trc_tset *set;    /* the directory's files */
    const char *dir;        /* DIR as given on the command line */
} placer;

/* DIR/ID.tmpl with ID as displayed (docs/ref/language.md §4.1); malloc'ed or NULL. */
static char *per_hook_path(const char *dir, uint32_t hook)
{
    char id[8];
    trc_hook_format(hook, id);
    trc_buf b;
    trc_buf_init(&b);
    trc_buf_printf(&b, "%s/%s.tmpl", dir, id);
    if (b.failed) { trc_buf_free(&b); return NULL; }
    return b.data;
}

/* An added ID goes to DIR/ID.tmpl: appended to that file when the set has it already
 * (it then holds other IDs), else a new file. */
static long place(void *ctx, uint32_t hook)
{
    const placer *p = ctx;
    char *path = per_hook_path(p->dir, hook);
    long k = -1;
    for (unsigned i = 0; path && i < p->set->nfiles && k < 0; i++)
        if (strcmp(p->set->files[i].diag.path, path) == 0) k = (long)i;
    free(path);
    return k;
}

/* Path of output file i: an input file's, or DIR/ID.tmpl for a new one; malloc'ed. */
static char *out_path(const trc_tset *t, const char *dir, const trc_tmpl_set_result *res,
                      unsigned i)
{
    if (i < t->nfiles) return strdup(t->files[i].diag.path);
    const trc_str *name = &res->files[i].name;
    if (name->len == 0) return per_hook_path(dir, res->files[i].new_hook);
    trc_buf b;                             /* put back by an undo's #@restore line */
    trc_buf_init(&b);
    trc_buf_printf(&b, "%s/%.*s", dir, (int)name->len, name->s);
    if (b.failed) { trc_buf_free(&b); return NULL; }
    return b.data;
}

/* 1 when output file i will exist after the update (a file left with no stanza that the
 * update emptied is removed; a new file only when it holds a stanza). */
static int kept(const trc_tmpl_set_result *res, unsigned nin, unsigned i)
{
    const trc_tmpl_file_out *o = &res->files[i];
    if (i >= nin) return o->nexpect > 0;
    return o->nexpect > 0 || !o->changed;
}

/* Step 5: load the result as a set (quietly) and check it has exactly the expected
 * stanzas and no error; on failure print what was found.  Returns 0, 3 or 6. */
static int verify(const trcu_settings *s, const trc_tset *t, const char *dir,
                  const trc_tmpl_set_result *res)
{
    char *msg = NULL;
    size_t msglen = 0;
    FILE *ms = open_memstream(&msg, &msglen);
    if (!ms) return trcu_oom();
    trc_tset n;
    trc_tset_init(&n, ms, s->color, "trcupdate: ");
    int status = 0, bad = 0;
    unsigned *map = calloc(res->nfiles ? res->nfiles : 1, sizeof *map);  /* out -> n.files */
    if (!map) status = 6;
    for (unsigned i = 0; i < res->nfiles && status == 0; i++) {
        map[i] = UINT32_MAX;
        if (!kept(res, t->nfiles, i)) continue;
        char *path = out_path(t, dir, res, i);
        trc_buf name;
        trc_buf_init(&name);
        trc_buf_printf(&name, "%s (updated)", path ? path : "");
        const trc_buf *text = &res->files[i].text;
        char *copy = malloc(text->len + 1);
        if (copy) {
            memcpy(copy, text->data ? text->data : "", text->len);
            copy[text->len] = '\0';
        }
        if (!path || name.failed || !copy) { free(copy); status = 6; }
        else {
            map[i] = n.nfiles;
            status = trc_tset_add_text(&n, name.data, copy, text->len);
        }
        free(path);
        trc_buf_free(&name);
    }
    if (status == 0) status = trc_tset_check(&n, 0, 0);
    for (unsigned i = 0; i < res->nfiles && status == 0 && !bad; i++)
        if (map[i] != UINT32_MAX &&
            !trc_tmpl_verify_stanzas(n.files[map[i]].ast, res->files[i].expect, res->files[i].nexpect))
            bad = 1;
    trc_tset_free(&n);
    free(map);
    fclose(ms);
    if (status == 6) { free(msg); return trcu_oom(); }
    if (status || bad) {
        fwrite(msg, 1, msglen, stderr);
        fprintf(stderr, "trcupdate: %s: the updated templates would not load as intended; "
                "nothing changed\n", dir);
        status = TRC_EXIT_TEMPLATE;
    }
    free(msg);
    return status;
}

/* Step 6: stage every changed file, write the undo file, rename, remove emptied files.
 * Returns the exit status; nothing is changed unless every file could be staged. */
static int write_all(const trcu_settings *s, const trc_tset *t, const char *dir,
                     const trc_tmpl_set_result *res, const char *undo)
{
    int status = TRC_EXIT_OK;
    trc_txn tx, ux;
    trc_txn_init(&tx, "trcupdate: ");
    trc_txn_init(&ux, "trcupdate: ");
    sigset_t old;
    int blocked = trcu_block_signals(&old);
    for (unsigned i = 0; i < res->nfiles && status == TRC_EXIT_OK; i++) {
        const trc_tmpl_file_out *o = &res->files[i];
        if (!o->changed || (i >= t->nfiles && o->nexpect == 0)) continue;
        char *path = out_path(t, dir, res, i);
        char *real = NULL;                 /* a symbolic link: replace the file it names */
        struct stat st, lst;
        if (!path) { status = trcu_oom(); break; }
        if (i < t->nfiles && o->nexpect > 0 && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))
            real = realpath(path, NULL);
        const char *target = real ? real : path;
        if (i < t->nfiles && (stat(target, &st) != 0 || access(target, W_OK) != 0)) {
            fprintf(stderr, "trcupdate: %s: %s\n", path, strerror(errno));
            status = TRC_EXIT_OUTPUT;
        } else if (o->nexpect == 0) {
            if (s->verbose) fprintf(stderr, "trcupdate: removing %s\n", path);
            if (trc_txn_remove(&tx, path) != 0) status = TRC_EXIT_OUTPUT;
        } else {
            if (s->verbose) fprintf(stderr, "trcupdate: writing %s\n", path);
            if (trc_txn_stage(&tx, target, o->text.data ? o->text.data : "", o->text.len,
                              i < t->nfiles ? &st : NULL) != 0)
                status = TRC_EXIT_OUTPUT;
        }
        free(real);
        free(path);
    }
    if (status == TRC_EXIT_OK) status = trcu_write_undo(s, &ux, undo, &res->undo);
    if (status == TRC_EXIT_OK && trc_txn_commit(&tx, trcu_crash_hook(0)) != 0)
        status = TRC_EXIT_OUTPUT;
    trc_txn_free(&tx);                      /* removes the temporaries on failure */
    trc_txn_free(&ux);
    if (blocked) sigprocmask(SIG_SETMASK, &old, NULL);
    return status;
}

int trcu_update_dir(const trcu_settings *s, const char *dir, trcu_loaded *u,
                    const char *uname, const char *undo)
{
    int status = TRC_EXIT_OK;
    trc_tset t;
    trc_tset_init(&t, stderr, s->color, "trcupdate: ");
    trc_ast_file **set = NULL;
    const char **names = NULL;
    trc_tmpl_set_result res;
    memset(&res, 0, sizeof res);

    /* 2. lock DIR itself: a flock on the directory, so no lock file is left in it
     * (docs/trcupdate.md) */
    int lockfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (lockfd < 0) {
        fprintf(stderr, "trcupdate: %s: %s\n", dir, strerror(errno));
        status = TRC_EXIT_OUTPUT;
        goto out;
    }
    int rc = trcu_lock_fd(lockfd);
    if (rc != 0) {
        if (rc == -2)
            fprintf(stderr, "trcupdate: %s: cannot lock (waited %d s)\n", dir, TRCU_LOCK_WAIT_MS / 1000);
        else
            fprintf(stderr, "trcupdate: %s: %s\n", dir, strerror(errno));
        status = TRC_EXIT_OUTPUT;
        goto out;
    }

    /* 3. load the directory as a set; the update is checked against it */
    if (s->verbose) fprintf(stderr, "trcupdate: reading %s\n", dir);
    status = trc_tset_add_source(&t, dir);
    if (status == 0) status = trc_tset_check(&t, 0, 0);
    if (status) { status = status == 6 ? TRC_EXIT_INTERNAL : TRC_EXIT_TEMPLATE; goto out; }
    set = malloc((t.nfiles + 1) * sizeof *set);
    if (!set) { status = trcu_oom(); goto out; }
    set[0] = u->ast;
    for (unsigned i = 0; i < t.nfiles; i++) set[i + 1] = t.files[i].ast;
    if (!trc_diag_full(&u->diag)) trc_check(u->ast, set, t.nfiles + 1, &u->diag, TRC_CHECK_UPDATE);
    trc_diag_flush(&u->diag);
    if (u->diag.nerrors) { status = TRC_EXIT_TEMPLATE; goto out; }

    /* 4. apply in memory */
    placer p = { &t, dir };
    names = malloc((t.nfiles + 1) * sizeof *names);   /* relative to DIR (tset joins DIR/NAME) */
    if (!names) { status = trcu_oom(); goto out; }
    for (unsigned i = 0; i < t.nfiles; i++) {
        const char *path = t.files[i].diag.path;
        size_t nd = strlen(dir);
        names[i] = strncmp(path, dir, nd) == 0 && path[nd] == '/' ? path + nd + 1 : path;
    }
    if (trc_tmpl_apply_named((const trc_ast_file *const *)(set + 1), names, t.nfiles, u->ast,
                             s->override, place, &p, &res) != 0) {
        status = trcu_oom();
        goto out;
    }
    trcu_warn_events(uname, res.ev, res.nev);

    /* 5. the result must load as the expected set; 6. write it */
    status = verify(s, &t, dir, &res);
    if (status == TRC_EXIT_OK) status = write_all(s, &t, dir, &res, undo);
    close(lockfd);               /* unlock */
    lockfd = -1;
    if (status == TRC_EXIT_OK && s->verbose) status = trcu_print_events(res.ev, res.nev);
out:
    if (lockfd >= 0) close(lockfd);
    trc_tmpl_set_result_free(&res);
    free(set);
    free(names);
    trc_tset_free(&t);
    return status;
}
