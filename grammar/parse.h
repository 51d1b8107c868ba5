/* parse.h -- the front end's entry points: template file text -> AST.
 *
 * trc_parse() splits the text into logical lines (docs/ref/language.md §1: comments removed
 * before continuation joining), scans each with the reentrant flex scanner and parses it
 * with the pure bison parser.  Syntax errors are reported through `diag`; after an error
 * the parser goes on with the next logical line.  Lines with errors are left out of the
 * result.  All nodes are allocated in `arena`. */
#ifndef TRC_PARSE_H
#define TRC_PARSE_H
#include <stdio.h>
#include "grammar/ast.h"
#include "grammar/diag.h"

/* Parse `len` bytes of `src` (copied into the arena) named `path`.  Returns the file;
 * errors/warnings counted in diag and in the result.  Out of memory: NULL with
 * diag->nomem set (nothing printed: the caller reports it). */
trc_ast_file *trc_parse(trc_arena *arena, trc_diag *diag, const char *path,
                        const char *src, size_t len);

/* Parse `len` bytes of `src` as one --where predicate (docs/where.md): the template
 * expression grammar plus names, &&, ||, !, =~, !~ and has().  Nodes in `arena`; errors
 * reported through `diag` (whose source must be `src`).  Returns NULL after an error, or
 * when out of memory with diag->nomem set (nothing printed: the caller reports it). */
trc_expr *trc_parse_where(trc_arena *arena, trc_diag *diag, const char *src, size_t len);

/* Largest text trc_read_file reads (template and update files; docs/fuzzing.md):
 * 64 MiB, which checks and compiles in seconds in about 2 GiB; a larger file fails with
 * EFBIG before it is read. */
#define TRC_TEXT_MAX (64u << 20)

/* Read a whole file ("-" = stdin) of at most TRC_TEXT_MAX bytes into a malloc'ed buffer;
 * returns 0 or -1 with errno. */
int trc_read_file(const char *path, char **data, size_t *len);
/* The message for trc_read_file's failure `err` (its errno): the limit for EFBIG, else
 * strerror(err). */
const char *trc_read_strerror(int err);

/* Print the AST in the stable text form used by --dump-ast. */
void trc_ast_dump(FILE *out, const trc_ast_file *f);

#endif
