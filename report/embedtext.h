/* embedtext.h -- the canonical text of a template set to embed in a trclog
 * (docs/ref/tracelog.md §3.6, docs/templates.md "Embedded sets"): the winning stanzas of
 * the user's files (later files and stanzas replace earlier ones, as trc_compile selects
 * them) in ascending canonical-ID order, each after a `#@file NAME` line naming the file
 * it came from, and for `used` only those a trace needs.  Also the per-hook files of
 * `trcrpt --extract-templates`. */
#ifndef TRC_EMBEDTEXT_H
#define TRC_EMBEDTEXT_H
#include <stdint.h>
#include "common/buf.h"
#include "grammar/ast.h"

/* Bytes of a bitmap over the 20-bit canonical hook IDs. */
#define TRC_HOOKMAP_BYTES ((size_t)1 << 17)
/* Set / test hook h in a bitmap of TRC_HOOKMAP_BYTES bytes. */
static inline void trc_hookmap_set(uint8_t *m, uint32_t h) { m[(h >> 3) & 0x1FFFF] |= (uint8_t)(1u << (h & 7)); }
static inline int trc_hookmap_has(const uint8_t *m, uint32_t h) { return (m[(h >> 3) & 0x1FFFF] >> (h & 7)) & 1; }

/* Append to out the canonical text of files[0..n): every winning stanza when `used` is
 * NULL, else those of the hooks set in `used` plus the subroutines ($hhh) and the stanzas
 * defining the user functions they call, transitively, and 008 when a used hook has no
 * template.  The file name after `#@file` is that of the nearest `#@file` line above the
 * stanza in its file (a set that was embedded before), else the file's path.  `kept`
 * (NULL: none; TRC_HOOKMAP_BYTES bytes, zeroed by the caller) gets the hooks of the
 * stanzas written.  Returns the number of stanzas written, or -1 when out of memory. */
long trc_embed_text(trc_buf *out, trc_ast_file *const *files, unsigned n, const uint8_t *used,
                    uint8_t *kept);

#endif
