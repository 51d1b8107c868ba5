/* txn.h -- all-or-nothing replacement of a group of files (docs/trcupdate.md): every new
 * content is first written to a temporary next to its target and synced; only when all
 * of them are staged are they renamed over their targets (and files scheduled for removal
 * removed), then each directory is synced.  A failure before the renames removes the
 * temporaries and leaves every target untouched.  Used by trcupdate for one template
 * file, its undo file, and the files of a directory template source. */
#ifndef TRC_TXN_H
#define TRC_TXN_H
#include <stddef.h>
#include <sys/stat.h>

/* One target of a transaction. */
typedef struct trc_txn_entry {
    char *path;             /* the target (malloc) */
    char *tmp;              /* its staged temporary DIR/.BASE.trcupdate-tmp (malloc), or NULL
                               when the target is to be removed */
} trc_txn_entry;

/* A group of file replacements and removals. */
typedef struct trc_txn {
    trc_txn_entry *v;       /* entries in the order staged (malloc) */
    size_t n, cap;          /* count and capacity */
    const char *prog;       /* prefix of messages ("trcupdate: ") */
} trc_txn;

/* Start an empty transaction; messages are printed on stderr after `prog`. */
void trc_txn_init(trc_txn *t, const char *prog);
/* Write `data` to a temporary next to `path` with the mode (and owner when permitted) of
 * `like` (NULL: a new file, 0666 & ~umask) and sync it.  Returns 0, or -1 with a
 * message printed (nothing staged for this path). */
int trc_txn_stage(trc_txn *t, const char *path, const char *data, size_t len,
                  const struct stat *like);
/* Schedule the removal of `path` at commit.  Returns 0, or -1 when out of memory. */
int trc_txn_remove(trc_txn *t, const char *path);
/* Rename every temporary over its target, remove the scheduled files, sync each
 * directory; `crash` kills the process (SIGKILL) before the first rename (a test hook).
 * Goes on after a failure so as many targets as possible are consistent.  Returns 0, or
 * -1 with a message printed for each failure. */
int trc_txn_commit(trc_txn *t, int crash);
/* Remove the temporaries not yet renamed and free everything. */
void trc_txn_free(trc_txn *t);

#endif
