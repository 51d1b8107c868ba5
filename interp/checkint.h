/* checkint.h -- private to the semantic checker (interp/check.c, interp/check_tables.c):
 * the checker's context (`chk`), its macro scopes and function table, the diagnostic
 * helpers, and the lookups in the template set.  check.c owns the walk over the AST;
 * check_tables.c owns everything the walk looks things up in or reports through. */
#ifndef TRC_CHECKINT_H
#define TRC_CHECKINT_H
#include "grammar/ast.h"
#include "grammar/diag.h"
#include <stddef.h>
#include <stdint.h>

/* A macro name read somewhere in a scope (for the never-assigned warning). */
typedef struct read_ref {
    trc_str name;      /* macro name without `$` */
    uint32_t off;      /* file offset of the read (the `$`) */
} read_ref;

/* The macros of one template body or one function body (docs/ref/language.md §9.1 slots). */
typedef struct scope {
    trc_str *targets;  /* distinct declaration/assignment targets, in slot order (malloc) */
    uint32_t ntargets; /* count */
    uint32_t cap_t;    /* capacity of targets */
    uint32_t *hash;    /* open-addressing table of target index + 1 (0 = empty; malloc) */
    uint32_t hash_cap; /* its size (a power of two, 0 when not allocated) */
    read_ref *reads;   /* every read of a user macro (malloc) */
    uint32_t nreads;   /* count */
    uint32_t cap_r;    /* capacity of reads */
    int warned_many;   /* 1 once "more than 25 macros" was reported for this scope */
} scope;

/* One user function definition found in the template set. */
typedef struct fundef_ref {
    const trc_fundef *def;   /* the definition */
    const trc_desc *desc;    /* its STMT descriptor (for the location) */
    const trc_ast_file *file;/* file it lives in */
    uint32_t line;           /* physical line of the definition */
} fundef_ref;

/* The checker's context (one per trc_check call). */
typedef struct chk {
    trc_ast_file *f;         /* file being checked */
    trc_diag *diag;          /* where diagnostics go */
    unsigned flags;          /* TRC_CHECK_* */
    int update;              /* flags has TRC_CHECK_UPDATE when the tables are built (set by
                                check.c: check_tables.c reads this, not the public check.h,
                                so that the two files do not include each other) */
    unsigned nerr;           /* errors reported by the checker */
    int stop;                /* 1 once the diagnostic limit was reached */
    trc_stanza *cur;         /* stanza being checked (gets has_error) */
    scope *sc;               /* innermost macro scope */
    uint32_t *hooks;         /* sorted canonical hook ids defined in the set (malloc) */
    uint32_t nhooks;         /* count */
    fundef_ref *funs;        /* function definitions of the set in load order (malloc) */
    uint32_t nfuns;          /* count */
    uint32_t cap_funs;       /* capacity */
    uint32_t *first_def;     /* per stanza of f: index of the first stanza of f with the
                                same hook id (itself when it is the first; malloc) */
    int oom;                 /* 1 when a scratch allocation failed (checks degrade) */
    const trc_diag *line_diag; /* while collecting one file of a set: its diagnostics
                                  context (function line numbers), else NULL */
    const trc_ast_file *upd; /* checking an update file (TRC_CHECK_UPDATE): it, else NULL */
    const trc_stanza **gone; /* stanzas of the other files the update replaces or deletes,
                                sorted by address: their functions are not collected */
    uint32_t ngone;          /* count */
} chk;

/* Report an error at `off` and mark the current stanza. */
#define ERR(c, off, ...) trc_chk_report((c), TRC_DIAG_ERROR, (off), __VA_ARGS__)
/* Report a warning at `off`. */
#define WARN(c, off, ...) trc_chk_report((c), TRC_DIAG_WARNING, (off), __VA_ARGS__)

/* Forward a diagnostic to diag (printf-style), counting errors and marking the stanza. */
void trc_chk_report(chk *c, trc_diag_kind kind, uint32_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Length of the text of span `sp` that can be quoted (clamped to the file). */
int trc_chk_span_len(const chk *c, trc_span sp);

/* Source bytes of span `sp` (use with trc_chk_span_len and "%.*s"). */
const char *trc_chk_span_text(const chk *c, trc_span sp);

/* True when the two byte strings are equal. */
int trc_chk_str_eq(trc_str a, trc_str b);

/* Make room for `need` elements in malloc'ed array `v` of capacity *cap: returns the
 * (possibly moved) array, or NULL on out-of-memory (the old array stays valid). */
void *trc_chk_grow(void *v, uint32_t *cap, uint32_t need, size_t elem);

/* True when `name` has the shape of a subroutine name: exactly 3, 4 or 5 hex digits. */
int trc_chk_is_sub_name(trc_str name);

/* True when `name` starts with a decimal digit. */
int trc_chk_starts_digit(trc_str name);

/* Record `name` as a declaration/assignment target at `off` (slot order, §9.1). */
void trc_chk_scope_target(chk *c, trc_str name, uint32_t off);

/* Record a read of user macro `name` at `off`. */
void trc_chk_scope_read(chk *c, trc_str name, uint32_t off);

/* Close scope `s`: warn once per name read but never a target (at its first read),
 * then free it. */
void trc_chk_scope_close(chk *c, scope *s);

/* True when hook `id` is defined somewhere in the set. */
int trc_chk_hook_defined(const chk *c, uint32_t id);

/* The definition of user function `name` that is in force (the last one), or NULL. */
const fundef_ref *trc_chk_fun_find(const chk *c, trc_str name);

/* The first definition of user function `name` in the set, or NULL. */
const fundef_ref *trc_chk_fun_first(const chk *c, trc_str name);

/* Fill c->first_def for the stanzas of c->f (O(n log n)); `-` lines define nothing. */
void trc_chk_find_duplicates(chk *c);

/* Fill c->hooks (sorted) and c->funs from the files of a set, plus `extra` when it is not
 * among them; diags[i] (may be NULL) gives the line numbers of set[i]'s functions.  With
 * c->update (TRC_CHECK_UPDATE) and an update file as `extra`, the functions of the stanzas
 * the update removes are left out (c->gone). */
void trc_chk_build_tables(chk *c, trc_ast_file *const *set, unsigned nset, trc_diag *const *diags,
                         trc_ast_file *extra);

#endif
