/* trcupdate_util.h -- what the parts of the trcupdate program share (docs/trcupdate.md):
 * the command-line settings, a loaded file, locking with the 10 s limit, and the messages
 * about update operations (tools/trcupdate_util.c).  trcupdate.c holds main, -x, --split
 * and the one-file update; trcupdate_dir.c (trcupdate_dir.h) the update of a directory
 * template source; both use these, and neither calls the other back. */
#ifndef TRC_TRCUPDATE_UTIL_H
#define TRC_TRCUPDATE_UTIL_H
#include <stdint.h>
#include <stdio.h>
#include "common/arena.h"
#include "grammar/diag.h"
#include "grammar/tmplfile.h"
#include "tools/txn.h"
#include <signal.h>

/* Lock wait limit (docs/ref/report.md §9 step 2) and polling interval. */
enum { TRCU_LOCK_WAIT_MS = 10000, TRCU_LOCK_POLL_MS = 50 };

/* Settings from the command line. */
typedef struct trcu_settings {
    int override;           /* -o */
    int verbose;            /* -v */
    const char *templates;  /* -t Path, else the first entry of $TRCFMT, else @sysconfdir@/trcfmt */
    const char *list;       /* -x IDList, or NULL */
    const char *update;     /* UpdateFile operand, or NULL (stdin) */
    const char *split;      /* --split DIR, or NULL */
    int color;              /* colour diagnostics (stderr is a terminal, NO_COLOR unset) */
} trcu_settings;

/* A loaded and parsed file. */
typedef struct trcu_loaded {
    char *data;             /* contents (malloc) */
    size_t len;             /* length */
    trc_diag diag;          /* its diagnostics context */
    int diag_ok;            /* 1 once diag is initialised */
    trc_ast_file *ast;      /* the parse (in the caller's arena) */
} trcu_loaded;

/* Print "out of memory"; returns the internal-error exit status. */
int trcu_oom(void);
/* Read everything from fd into a malloc'ed NUL-terminated buffer; 0 or -1 with errno. */
int trcu_read_fd(int fd, char **data, size_t *len);
/* Parse l->data as `path` into arena; diagnostics buffered in l->diag.  0, or -1 (OOM). */
int trcu_parse_loaded(trcu_loaded *l, trc_arena *arena, const char *path, FILE *out, int color);
/* Free what l owns. */
void trcu_loaded_free(trcu_loaded *l);
/* Offset of the first byte of the first logical line (for file-level errors). */
uint32_t trcu_first_line_off(const char *s, size_t n);
/* Take an exclusive flock on fd, waiting at most TRCU_LOCK_WAIT_MS.  0, -2 on timeout,
 * -1 on another error (errno). */
int trcu_lock_fd(int fd);
/* Print the always-shown warnings (kept, not found) of the events, naming `uname`. */
void trcu_warn_events(const char *uname, const trc_tmpl_event *ev, uint32_t n);
/* Print one line per event (-v) on stdout; returns 0 or the output-error exit status. */
int trcu_print_events(const trc_tmpl_event *ev, uint32_t n);
/* 1 when TRCUPDATE_CRASH_BEFORE_RENAME asks to crash before the rename of the undo file
 * (`which` = 1) or of the template files (`which` = 0): a test hook. */
int trcu_crash_hook(int which);

/* Block the terminating signals (INT, TERM, HUP, QUIT) while files are replaced; the
 * previous mask goes to *old.  Returns 1 when blocked. */
int trcu_block_signals(sigset_t *old);
/* Write the undo file `undo` (text) atomically through the transaction ux (mode of the
 * previous undo file if any).  Returns the exit status. */
int trcu_write_undo(const trcu_settings *s, trc_txn *ux, const char *undo, const trc_buf *text);

#endif
