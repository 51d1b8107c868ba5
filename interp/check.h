/* check.h -- semantic checks that need no trace (docs/ref/language.md §14.1), run after parsing:
 * unknown builtin / wrong arity, undefined subroutine hook, invalid regex (pcre2 message
 * and offset), format-code parameters out of range, read-only macro assignment, string
 * operands in arithmetic, duplicate hook ids, macro warnings.  Reports through diag. */
#ifndef TRC_CHECK_H
#define TRC_CHECK_H
#include "grammar/ast.h"
#include "grammar/diag.h"

/* Flags for trc_check. */
enum {
    TRC_CHECK_UPDATE = 1   /* checking for trcupdate: `-` lines are expected (no warning) */
};

/* Check one parsed file; `set` = all files of the template set (for subroutine and
 * function lookups), may include f itself.  Sets has_error on stanzas with errors.
 * Returns the number of errors found. */
unsigned trc_check(trc_ast_file *f, trc_ast_file *const *set, unsigned nset,
                   trc_diag *diag, unsigned flags);

/* Check every file of a set against the whole set (tables built once: a directory of
 * thousands of files checks in linear time); diags[i] is set[i]'s context.  Same
 * diagnostics as trc_check on each file.  Returns the number of errors found. */
unsigned trc_check_set(trc_ast_file *const *set, unsigned nset, trc_diag *const *diags,
                       unsigned flags);

#endif
