/* trcrpt_embed.h -- trcrpt's embedded-template-set modes (docs/templates.md "Embedded
 * sets"): `--extract-templates DIR LOG` and `-c --against LOG`. */
#ifndef TRC_TRCRPT_EMBED_H
#define TRC_TRCRPT_EMBED_H
#include "formats/input.h"
#include "grammar/ast.h"
#include "interp/tset.h"

/* Write the embedded set of LOG as per-hook files DIR/ID.tmpl (the layout of `trcupdate
 * --split`; each stanza keeps its `#@file` line); DIR must be empty or absent.  Returns
 * the exit status: 0, 4 (no set, damaged, unreadable LOG), 5 (DIR not empty, cannot be
 * written) or 6. */
int trc_rpt_extract(const char *dir, const char *log, const trc_input_opts *in, int color);

/* -c --against LOG: print on stdout the hook IDs of LOG's records without a template in
 * the checked set t (with their counts) and the user's templates (files u[0..n)) that no
 * record of LOG needs.  Returns 0, 4 or 6. */
int trc_rpt_against(const char *log, const trc_input_opts *in, const trc_tset *t,
                    trc_ast_file *const *u, unsigned n);

#endif
