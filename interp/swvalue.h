/* swvalue.h -- the one home of the SWITCH/BITFLAGS value rules (docs/ref/language.md §12.4): the
 * base a subject's case, flag and mask values are written in, and how such a WORD parses.
 * Used by the checker (warnings) and the compiler (the values the VM compares), so both
 * read a value the same way. */
#ifndef TRC_SWVALUE_H
#define TRC_SWVALUE_H
#include <stdint.h>
#include "grammar/ast.h"

/* Base (16, 10 or 8) of the values of a numeric subject; *neg = 1 when a leading '-' is
 * accepted (D, %D).  A macro without a format, or a letter without a base, gives 16. */
int trc_swvalue_base(const trc_subject *s, int *neg);

/* Parse WORD s[0..len) in `base` (prefixes 0x, 0o, o override; '-' only when neg_ok).
 * Returns 1 and *out (wrapping at 64 bits) when the whole text is a number, else 0. */
int trc_swvalue_parse(const char *s, uint32_t len, int base, int neg_ok, int64_t *out);

#endif
