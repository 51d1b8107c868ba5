/* crc32.h -- CRC-32 (IEEE 802.3, reflected: the checksum of zlib's crc32 and of PNG), the
 * checksum of an embedded template set (docs/ref/tracelog.md §3.6).  Header only, no state:
 * the reader (formats/tmplembed.c) and libtrc, which writes the set and links nothing of
 * libtrcfmt (runtime/tmpl.c), both use this one. */
#ifndef TRC_CRC32_H
#define TRC_CRC32_H
#include <stddef.h>
#include <stdint.h>

/* CRC-32 of n bytes at p, continuing from crc (0 to start). */
static inline uint32_t trc_crc32(uint32_t crc, const void *p, size_t n)
{
    const uint8_t *b = p;
    crc = ~crc;
    while (n--) {
        crc ^= *b++;
        for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
    }
    return ~crc;
}

#endif
