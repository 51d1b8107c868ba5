/* tset.h -- template sets (docs/templates.md; docs/ref/language.md §1.8): loading sources
 * (files and directories of per-hook .tmpl files) in layers over the built-in layer of
 * the internal hooks, the checks a set needs beyond one file (per-hook file names, one
 * definition per directory source, override notes), the per-source summary of `-c`, and
 * compiling the set.  Every program that loads templates uses this one loader.
 *
 * Layers, lowest first: the built-in layer (templates 001-00F but 008 of the shipped
 * master file, compiled in), then each source in the order added; a later layer's template
 * or function replaces an earlier one's.  Reentrant: all state in the trc_tset. */
#ifndef TRC_TSET_H
#define TRC_TSET_H
#include <stdio.h>
#include "common/arena.h"
#include "common/status.h"
#include "grammar/ast.h"
#include "grammar/diag.h"
#include "interp/program.h"

/* One loaded file of a set. */
typedef struct trc_tset_file {
    trc_ast_file *ast;      /* its AST (in the set's arena) */
    trc_diag diag;          /* its diagnostics context */
    char *data;             /* its text (malloc) */
    unsigned source;        /* index of its source in trc_tset.srcs (UINT32_MAX: built-in) */
    uint32_t name_hook;     /* hook its per-hook file name names, or UINT32_MAX */
} trc_tset_file;

/* One source: a file, a directory, or generated text. */
typedef struct trc_tset_source {
    const char *path;       /* as given (arena) */
    int is_dir;             /* 1: a directory source */
    unsigned first, nfiles; /* its files: files[first .. first + nfiles) */
} trc_tset_source;

/* A template set being loaded. */
typedef struct trc_tset {
    trc_arena arena;        /* paths and ASTs */
    trc_tset_file *files;   /* loaded files, lowest layer first (malloc) */
    unsigned nfiles, cap;   /* count and capacity */
    trc_ast_file **asts;    /* files[i].ast, for trc_check_set / trc_compile (malloc) */
    trc_diag **diags;       /* &files[i].diag (malloc) */
    trc_tset_source *srcs;  /* sources in the order added (malloc) */
    unsigned nsrcs, srccap; /* count and capacity */
    FILE *err;              /* where messages go */
    int color;              /* colour "error"/"warning" in diagnostics */
    const char *prog;       /* program prefix of messages without a location ("trcrpt: ") */
    unsigned load_errors;   /* errors found by the set checks */
    char **skipped;         /* directory files not read that look like templates (malloc'ed
                             * paths in a malloc'ed array; listed by trc_tset_check's notes) */
    unsigned nskipped, skipcap; /* count and capacity */
    const char *from;       /* where the sources being added were named ("$TRCFMT"), said when
                             * one cannot be read; NULL: the command line */
} trc_tset;

/* Start an empty set; messages go to err prefixed by prog. */
void trc_tset_init(trc_tset *t, FILE *err, int color, const char *prog);
/* Free everything the set owns. */
void trc_tset_free(trc_tset *t);

/* Add the built-in layer (call first).  Returns TRC_ST_OK, or TRC_ST_NOMEM. */
int trc_tset_add_builtin(trc_tset *t);
/* Add a source: a template file ("-" = stdin) or a directory (read recursively, sorted,
 * .tmpl/.fmt only).  Returns TRC_ST_OK; TRC_ST_TEMPLATE when it does not exist or cannot
 * be read (message printed, nothing of it added); TRC_ST_NOMEM (message printed). */
int trc_tset_add_source(trc_tset *t, const char *path);
/* Add generated template text (malloc'ed `data`, owned from now on) as a source named
 * `name`.  Returns TRC_ST_OK or TRC_ST_NOMEM. */
int trc_tset_add_text(trc_tset *t, const char *name, char *data, size_t len);
/* Add every entry of a `:`-separated list (empty entries ignored) as a source. */
int trc_tset_add_list(trc_tset *t, const char *list);

/* Check the whole set (each file against the set, per-hook names, one definition per
 * directory source) and print its diagnostics; with `notes`, also one note per template
 * a later source replaces.  `flags` as for trc_check.  Returns TRC_ST_OK, or
 * TRC_ST_TEMPLATE on errors. */
int trc_tset_check(trc_tset *t, int notes, unsigned flags);
/* Print the parse diagnostics only (no set checks: --dump-ast); returns TRC_ST_OK, or
 * TRC_ST_TEMPLATE when a file has syntax errors. */
int trc_tset_flush(trc_tset *t);
/* Print the `-c` summary: one line per source (`SOURCE: [F files, ]N templates, E errors,
 * W warnings`). */
void trc_tset_summary(const trc_tset *t, FILE *out);
/* Number of user (non-built-in) files. */
unsigned trc_tset_user_files(const trc_tset *t);
/* Compile the checked set; NULL when out of memory. */
trc_progset *trc_tset_compile(const trc_tset *t);
/* 1 when the template with canonical id `hook` comes from the built-in layer. */
int trc_tset_is_builtin(const trc_tset *t, uint32_t hook);

#endif
