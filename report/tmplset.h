/* tmplset.h -- the template files of a report run (docs/ref/report.md §1, docs/ref/foreign.md §1.4): where
 * the master file and the shipped foreign-format files are found (installed paths,
 * environment overrides, the build-tree fallback of an uninstalled binary), and printing
 * the effective template set (`trcrpt --dump-templates`).
 *
 * Lookup (docs/foreign.md "Template files, detection, --dump-templates"):
 *   master file:  $TRCFMT, else SRCDIR/templates/system.tmpl for a binary run from its
 *                 build tree, else SYSCONFDIR/trcfmt;
 *   shipped file: $TRCFMT_DATADIR/NAME, else SRCDIR/templates/NAME for a binary run from
 *                 its build tree, else DATADIR/NAME (DATADIR = @datadir@/trcfmt). */
#ifndef TRC_TMPLSET_H
#define TRC_TMPLSET_H
#include <stddef.h>
#include <stdio.h>
#include "grammar/ast.h"
#include "formats/input.h"
#include "common/record.h"

/* File name of the shipped template file of input format f ("shark.tmpl", "qnx.tmpl"),
 * or NULL when the format has none (trclog, raw AIX, LTT). */
const char *trc_tmplset_shipped(trc_input_format f);

/* The format whose shipped template file applies to an input read as `used` with header
 * facts `info` (may be NULL): `used` itself, or for a trclog converted from a foreign
 * format (`trcrpt -r`; source TLV `shark` or `qnx`) that foreign format, so a converted log
 * is reported again with the same templates (docs/ref/foreign.md §1.4). */
trc_input_format trc_tmplset_origin(trc_input_format used, const trc_loginfo *info);

/* 1 when the running executable lives in the build tree it was built in (tools/ or
 * tools/.libs/ of the configured build directory), else 0 (installed, or unknown). */
int trc_tmplset_uninstalled(void);

/* Write the path of the master template file into buf (see the lookup above); returns
 * buf.  A path that does not fit is cut (the open then fails with a message). */
const char *trc_tmplset_master(char *buf, size_t len);

struct trc_tset;
/* Add the default set's sources (docs/templates.md): $TRCFMT as a `:`-separated list when
 * set and not empty; else, for a binary run from its build tree, the source tree's
 * templates/system.tmpl; else SYSCONFDIR/trcfmt and the directory SYSCONFDIR/trcfmt.d/
 * when it exists.  Returns 0, 3 or 6 (trc_tset_add_source). */
int trc_tmplset_add_default(struct trc_tset *t);

/* 1 when there is no default set to load: $TRCFMT is not set and the master file does
 * not exist (an input with an embedded set is then formatted without it). */
int trc_tmplset_default_missing(void);

/* Write the path of the shipped data file `name` into buf (see the lookup above);
 * returns buf. */
const char *trc_tmplset_datafile(const char *name, char *buf, size_t len);

/* Print the effective template set of the checked files[0..n) (later files and later
 * stanzas replace earlier ones with the same ID, as trc_compile selects them): the exact
 * text of every winning stanza in ascending canonical-ID order (`+` of update lines
 * removed), with a comment line `# FILE` whenever the file of the next stanza differs
 * from the previous one.  The output is itself a valid template file.  Returns 0, or -1
 * on a write error or when out of memory. */
int trc_tmplset_dump(FILE *out, trc_ast_file *const *files, unsigned n);

/* Add the embedded template set of an input (`info` of the input at `path`) as a layer
 * of t, named `<embedded in PATH>` (docs/templates.md "Embedded sets").  A damaged TLV
 * (warning) or a set with template errors (its diagnostics and a warning) is not added.
 * Returns 1 added, 0 none, -1 not used (warning printed), -2 out of memory. */
int trc_tmplset_add_embedded(struct trc_tset *t, const trc_loginfo *info, const char *path);

#endif
