/* recfacts.h -- owns the facts of a record's format buffer that every runner reads the
 * same way (docs/ref/language.md §5.1, §6.2, §10; docs/ref/tracelog.md §2): whether the
 * entry is generic, $HD, the data words $Dn ("0 when absent, or when the entry is
 * generic and n > 1"), the first data pointer and the sign extension of a D code.  The
 * VM (interp/vmint.h, interp/vm.c, interp/codes.c), the fused ops and their line form
 * (interp/fuserun.c, interp/lineform.h) and the report's fast lane read them only through
 * these, so a rule changes here and nowhere else.  Static inline: the fast lane runs them
 * with the byte order and the environment constants. */
#ifndef TRC_RECFACTS_H
#define TRC_RECFACTS_H
#include <stdint.h>
#include "common/record.h"

/* The hook type of the 32-bit entry fb[0..L) (the low 4 bits of its first u16; 0 when
 * the entry is shorter than that). */
static inline __attribute__((always_inline)) unsigned trc_rec_type32(const uint8_t *fb, uint32_t L,
                                                                     trc_byteorder bo)
{
    return L >= 2 ? trc_get16(fb, bo) & 15u : 0;
}

/* Whether a 32-bit entry of hook type `type` is generic (types 0 and 8: only $D1 is a
 * data word, the variable data follows at byte 8). */
static inline __attribute__((always_inline)) int trc_rec_generic32(unsigned type)
{
    return (type & 7) == 0;
}

/* Whether the 64-bit entry fb[0..L) is generic (flag 0x4000 of its hook word). */
static inline __attribute__((always_inline)) int trc_rec_generic64(const uint8_t *fb, uint32_t L,
                                                                   trc_byteorder bo)
{
    return L >= 2 && (trc_get16(fb, bo) & 0x4000) != 0;
}

/* Whether the entry fb[0..L) of environment env64 is generic. */
static inline __attribute__((always_inline)) int trc_rec_generic(const uint8_t *fb, uint32_t L,
                                                                 int env64, trc_byteorder bo)
{
    return env64 ? trc_rec_generic64(fb, L, bo) : trc_rec_generic32(trc_rec_type32(fb, L, bo));
}

/* The first data pointer (bytes from the hook word) of an entry: the sub-hook (6) in the
 * 64-bit layout, else D1 (4) in a generic entry and the hook data (2) in the others. */
static inline __attribute__((always_inline)) unsigned trc_rec_first_dp(int env64, int generic)
{
    return env64 ? 6 : generic ? 4 : 2;
}

/* $HD of the entry fb[0..L) (env64: the 64-bit layout); 0 when absent. */
static inline __attribute__((always_inline)) uint64_t trc_rec_hd(const uint8_t *fb, uint32_t L,
                                                                 int env64, trc_byteorder bo)
{
    return env64 ? (L >= 8 ? trc_get16(fb + 6, bo) : 0) : (L >= 4 ? trc_get16(fb + 2, bo) : 0);
}

/* $Dn (n = 1..5) of the entry fb[0..L): data word n of w = 4 or 8 bytes (w = 8 in the
 * 64-bit layout), zero-extended; 0 when absent or when the entry is generic and n > 1. */
static inline __attribute__((always_inline)) uint64_t trc_rec_dword(const uint8_t *fb, uint32_t L,
                                                                    unsigned w, int generic,
                                                                    unsigned n, trc_byteorder bo)
{
    if ((generic && n != 1) || (uint64_t)w * n + w > L) return 0;
    return w == 8 ? trc_get64(fb + 8 * n, bo) : trc_get32(fb + 4 * n, bo);
}

/* The value of an m-byte D code (m = 1..8) read as the unsigned v: sign-extended. */
static inline __attribute__((always_inline)) int64_t trc_rec_sext(uint64_t v, unsigned m)
{
    unsigned sh = m >= 8 ? 0 : 64 - 8 * m;
    return (int64_t)(v << sh) >> sh;
}

#endif
