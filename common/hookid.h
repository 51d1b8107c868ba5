/* common/hookid.h -- the one home of hook-id text rules (docs/ref/language.md §4.1): parsing the
 * 3-5 hex digit forms into the canonical 20-bit id, and displaying a canonical id. */
#ifndef TRC_COMMON_HOOKID_H
#define TRC_COMMON_HOOKID_H

#include <stddef.h>
#include <stdint.h>

/* Canonicalise a hook id written as 3-5 hex digits (docs/ref/language.md §4.1); returns 0 and
 * sets *canon, or -1 when the text is not a valid hook id. */
int trc_hook_parse(const char *s, size_t n, uint32_t *canon);

/* Displayed form of a canonical hook id (3, 4 or 5 upper-case hex digits). */
void trc_hook_format(uint32_t canon, char out[8]);

/* Displayed hook-id value (docs/ref/language.md §4.1): 0x0hhh0 -> 0xhhh, 0x0hhhh -> 0xhhhh,
 * 0xnhhhh -> itself.  Inline: the VM calls it per record. */
static inline uint32_t trc_hook_display(uint32_t canon)
{
    if (canon <= 0xFFFF && (canon & 0xF) == 0) return canon >> 4;
    return canon;
}
/* Number of hex digits used to display a canonical id (3, 4 or 5). */
static inline int trc_hook_digits(uint32_t canon)
{
    if (canon > 0xFFFF) return 5;
    return (canon & 0xF) == 0 ? 3 : 4;
}

#endif
