/* tmplfile.h -- text-preserving edits of template files: applying an update file
 * (docs/ref/language.md §1.6) to a template file as trcupdate does (docs/ref/report.md §9), building the
 * undo file, and the physical extent of a stanza.
 *
 * Both files must already be parsed without errors (grammar/parse.h, interp/check.h).
 * The result is new file text in which every byte outside the replaced, deleted or
 * added stanzas is copied unchanged; the caller re-parses it (trc_tmpl_verify) and writes
 * it.  Nothing here touches the file system. */
#ifndef TRC_TMPLFILE_H
#define TRC_TMPLFILE_H
#include <stddef.h>
#include <stdint.h>
#include "grammar/ast.h"
#include "common/buf.h"
#include "common/rangelist.h"

/* What one update line did (docs/ref/report.md §9 "Messages"). */
typedef enum trc_tmpl_action {
    TRC_TMPL_ADDED,      /* `+` with an absent ID: appended at the end */
    TRC_TMPL_REPLACED,   /* `+` with a present ID, override or version >= old */
    TRC_TMPL_KEPT,       /* `+` with a present ID and an older version: nothing done */
    TRC_TMPL_DELETED,    /* `-` with a present ID: its stanza lines removed */
    TRC_TMPL_NOT_FOUND   /* `-` with an absent ID: nothing done */
} trc_tmpl_action;

/* The outcome of one update line, in update-file order. */
typedef struct trc_tmpl_event {
    trc_tmpl_action action; /* what happened */
    uint32_t hook;          /* canonical hook id (docs/ref/language.md §4.1) */
    uint32_t line;          /* physical line of the update line in the update file */
    trc_str old_ver;        /* version text of the current template (REPLACED, KEPT, DELETED;
                               points into a source, not NUL-terminated) */
    trc_str new_ver;        /* version text of the update stanza (ADDED, REPLACED, KEPT;
                               not NUL-terminated) */
} trc_tmpl_event;

/* Expected (hook, version) of one stanza of the result, in file order. */
typedef struct trc_tmpl_expect {
    uint32_t hook;          /* canonical hook id */
    uint32_t ver_major;     /* version major */
    uint32_t ver_minor;     /* version minor */
} trc_tmpl_expect;

/* Everything trc_tmpl_apply produces (malloc'ed; free with trc_tmpl_result_free). */
typedef struct trc_tmpl_result {
    trc_buf text;           /* the updated template file */
    trc_buf undo;           /* the undo file (docs/ref/report.md §9) */
    trc_tmpl_event *ev;     /* one event per update line */
    uint32_t nev;           /* number of events */
    uint32_t napplied;      /* events that changed the file (added, replaced, deleted) */
    trc_tmpl_expect *expect;/* stanzas the text must parse to, in order */
    uint32_t nexpect;       /* number of expected stanzas */
} trc_tmpl_result;

/* Physical extent [*begin, *end) of the logical line starting at file offset
 * `logical_start`: from the start of its first physical line through the line end of its
 * last continuation line (comment lines inside included), as source.c joins them; a
 * backslash followed only by comment lines takes them in, to the end of the file. */
void trc_tmpl_extent(const char *src, size_t len, uint32_t logical_start,
                     size_t *begin, size_t *end);

/* Compare versions field by field (docs/ref/language.md §4.2): <0, 0 or >0. */
int trc_tmpl_vercmp(uint32_t amaj, uint32_t amin, uint32_t bmaj, uint32_t bmin);

/* Apply the update file `upd` to the template file `tmpl` (docs/ref/report.md §9 step 4,
 * `override` = -o) and build the new text, the undo file and the events.  Returns 0, or
 * -1 when out of memory (res is then freed). */
int trc_tmpl_apply(const trc_ast_file *tmpl, const trc_ast_file *upd, int override,
                   trc_tmpl_result *res);

/* True (1) when the parsed result `f` has exactly the stanzas res->expect, in order. */
int trc_tmpl_verify(const trc_ast_file *f, const trc_tmpl_result *res);
/* True (1) when the parsed `f` has exactly the stanzas expect[0..n), in order. */
int trc_tmpl_verify_stanzas(const trc_ast_file *f, const trc_tmpl_expect *expect, uint32_t n);

/* Release everything res owns. */
void trc_tmpl_result_free(trc_tmpl_result *res);

/* ---- several files: a directory source (docs/ref/report.md §9 "Directory template sources") -- */

/* Where a `+` line puts an ID that no file defines: the index of an input file to append
 * it to, or -1 for a new per-hook file (the caller names it DIR/ID.tmpl). */
typedef long (*trc_tmpl_place_fn)(void *ctx, uint32_t hook);

/* One output file of trc_tmpl_apply_set. */
typedef struct trc_tmpl_file_out {
    trc_buf text;           /* the file's new text (NUL-terminated) */
    trc_tmpl_expect *expect;/* stanzas the text must parse to, in order (malloc) */
    uint32_t nexpect;       /* their count (0: the file holds no stanza now) */
    uint32_t new_hook;      /* a new file: the ID it was made for; UINT32_MAX for input files */
    trc_str name;           /* a new file made by an undo file's `#@restore` line: its name
                               relative to the directory (points into the update source;
                               len 0 otherwise: a per-hook file ID.tmpl) */
    uint8_t changed;        /* 1 when the text differs from the input file (new files: 1) */
    uint8_t final_eol;      /* 1 when the input ended with a line end (new files: 1) */
} trc_tmpl_file_out;

/* Everything trc_tmpl_apply_set produces (malloc'ed; trc_tmpl_set_result_free). */
typedef struct trc_tmpl_set_result {
    trc_tmpl_file_out *files; /* input files in order, then the new per-hook files */
    unsigned nfiles;        /* count */
    trc_buf undo;           /* the undo file, the same as for one file */
    trc_tmpl_event *ev;     /* one event per update line */
    uint32_t nev;           /* number of events */
    uint32_t napplied;      /* events that changed a file */
} trc_tmpl_set_result;

/* Apply `upd` to the template files tmpls[0..n) taken as one set (every ID defined in at
 * most one of them): a replaced or deleted stanza changes in the file holding it, an
 * added ID goes where place() says (NULL: appended to the last file).  Returns 0, or -1
 * when out of memory (res is then freed). */
int trc_tmpl_apply_set(const trc_ast_file *const *tmpls, unsigned n, const trc_ast_file *upd,
                       int override, trc_tmpl_place_fn place, void *ctx,
                       trc_tmpl_set_result *res);
/* trc_tmpl_apply_set with names[0..n) the input files' names relative to their directory:
 * the undo of a delete records the stanza's file and line (`#@restore`, docs/trcupdate.md
 * "Undo of a delete") and a `#@restore` line naming a file puts the stanza back there,
 * creating the file when the update had removed it.  names NULL: as trc_tmpl_apply_set. */
int trc_tmpl_apply_named(const trc_ast_file *const *tmpls, const char *const *names, unsigned n,
                         const trc_ast_file *upd, int override, trc_tmpl_place_fn place,
                         void *ctx, trc_tmpl_set_result *res);
/* Release everything res owns. */
void trc_tmpl_set_result_free(trc_tmpl_set_result *res);

/* A hook-ID list (docs/ref/report.md §1.4): the one range-list type (common/rangelist.h)
 * holding canonical IDs; these three names are trcupdate's -l. */
typedef trc_rangelist trc_tmpl_idlist;

/* Parse a list of IDs and `ID-ID` ranges into l (emptied first; freed on error): as
 * trc_rangelist_parse with trc_range_hook. */
int trc_tmpl_idlist_parse(const char *s, trc_tmpl_idlist *l, size_t *bad);
/* True when canonical `hook` is in the list. */
static inline int trc_tmpl_idlist_has(const trc_tmpl_idlist *l, uint32_t hook)
{
    return trc_rangelist_has(l, hook);
}
/* Release the list. */
static inline void trc_tmpl_idlist_free(trc_tmpl_idlist *l) { trc_rangelist_free(l); }

#endif
