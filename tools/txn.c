/* txn.c -- all-or-nothing replacement of a group of files (txn.h; docs/trcupdate.md). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "common/buf.h"
#include "tools/txn.h"

void trc_txn_init(trc_txn *t, const char *prog)
{
    memset(t, 0, sizeof *t);
    t->prog = prog;
}

static int fail(const trc_txn *t, const char *what, int err)
{
    fprintf(stderr, "%s%s: %s\n", t->prog, what, strerror(err));
    return -1;
}

static trc_txn_entry *push(trc_txn *t, const char *path)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 8;
        trc_txn_entry *v = realloc(t->v, cap * sizeof *v);
        if (!v) return NULL;
        t->v = v;
        t->cap = cap;
    }
    trc_txn_entry *e = &t->v[t->n];
    e->path = strdup(path);
    e->tmp = NULL;
    if (!e->path) return NULL;
    t->n++;
    return e;
}

/* Directory part of path ("." when none); malloc'ed. */
static char *dir_of(const char *path)
{
    const char *sl = strrchr(path, '/');
    if (!sl) return strdup(".");
    if (sl == path) return strdup("/");
    return strndup(path, (size_t)(sl - path));
}

/* Temporary name DIR/.BASE.trcupdate-tmp of `path`; malloc'ed. */
static char *tmp_of(const char *path)
{
    const char *sl = strrchr(path, '/');
    size_t dlen = sl ? (size_t)(sl - path) + 1 : 0;
    trc_buf b;
    trc_buf_init(&b);
    trc_buf_add(&b, path, dlen);
    trc_buf_printf(&b, ".%s.trcupdate-tmp", path + dlen);
    trc_buf_addc(&b, '\0');
    if (b.failed) { trc_buf_free(&b); return NULL; }
    return b.data;
}

int trc_txn_stage(trc_txn *t, const char *path, const char *data, size_t len,
                  const struct stat *like)
{
    char *tmp = tmp_of(path);
    if (!tmp) return fail(t, path, ENOMEM);
    int fd = -1, err = 0;
    for (int attempt = 0; attempt < 2 && fd < 0 && !err; attempt++) {
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, like ? 0600 : 0666);
        if (fd >= 0) break;
        err = errno;
        /* a temporary left by a crashed run: the caller holds the lock, so it is stale */
        if (err == EEXIST && attempt == 0) err = unlink(tmp) == 0 ? 0 : errno;
    }
    if (!err && like) {
        if (fchown(fd, like->st_uid, like->st_gid) != 0) { /* not permitted: keep ours */ }
        if (fchmod(fd, like->st_mode & 07777) != 0) err = errno;
    }
    for (size_t off = 0; !err && off < len;) {
        ssize_t w = write(fd, data + off, len - off);
        if (w < 0 && errno == EINTR) continue;
        if (w < 0) err = errno;
        else off += (size_t)w;
    }
    if (!err && fsync(fd) != 0) err = errno;
    if (fd >= 0 && close(fd) != 0 && !err) err = errno;
    trc_txn_entry *e = err ? NULL : push(t, path);
    if (!err && !e) err = ENOMEM;
    if (err) {
        fail(t, tmp, err);
        if (fd >= 0) unlink(tmp);
        free(tmp);
        return -1;
    }
    e->tmp = tmp;
    return 0;
}

int trc_txn_remove(trc_txn *t, const char *path)
{
    return push(t, path) ? 0 : fail(t, path, ENOMEM);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* fsync each directory holding an entry once. */
static int sync_dirs(trc_txn *t)
{
    char **dirs = calloc(t->n ? t->n : 1, sizeof *dirs);
    if (!dirs) return fail(t, t->n ? t->v[0].path : ".", ENOMEM);
    int rc = 0;
    for (size_t i = 0; i < t->n; i++)
        if (!(dirs[i] = dir_of(t->v[i].path))) rc = fail(t, t->v[i].path, ENOMEM);
    if (rc == 0) qsort(dirs, t->n, sizeof *dirs, cmp_str);
    for (size_t i = 0; i < t->n && rc == 0; i++) {
        if (i > 0 && strcmp(dirs[i], dirs[i - 1]) == 0) continue;
        int dfd = open(dirs[i], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dfd < 0 || (fsync(dfd) != 0 && errno != EINVAL)) rc = fail(t, dirs[i], errno);
        if (dfd >= 0) close(dfd);
    }
    for (size_t i = 0; i < t->n; i++) free(dirs[i]);
    free(dirs);
    return rc;
}

int trc_txn_commit(trc_txn *t, int crash)
{
    int rc = 0;
    if (crash && t->n) kill(getpid(), SIGKILL);
    for (size_t i = 0; i < t->n; i++) {
        trc_txn_entry *e = &t->v[i];
        if (e->tmp) {
            if (rename(e->tmp, e->path) != 0) { rc = fail(t, e->path, errno); continue; }
            free(e->tmp);
            e->tmp = NULL;
        } else if (unlink(e->path) != 0 && errno != ENOENT) {
            rc = fail(t, e->path, errno);
        }
    }
    if (sync_dirs(t) != 0) rc = -1;
    return rc;
}

void trc_txn_free(trc_txn *t)
{
    for (size_t i = 0; i < t->n; i++) {
        if (t->v[i].tmp) unlink(t->v[i].tmp);
        free(t->v[i].tmp);
        free(t->v[i].path);
    }
    free(t->v);
    memset(t, 0, sizeof *t);
}
