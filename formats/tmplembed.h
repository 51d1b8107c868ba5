/* tmplembed.h -- the embedded template set of a trclog (docs/ref/tracelog.md §3.6): the
 * payload carried by the header TLVs of tag 17 (version, flags, text length, CRC-32, then
 * the canonical text of a template set), its encoding into TLV chunks and its decoding and
 * checking.  The text itself is a template file whose stanzas each follow a `#@file NAME`
 * line (report/tmplset.h builds it); this file only frames it.  Reentrant, no globals. */
#ifndef TRC_TMPLEMBED_H
#define TRC_TMPLEMBED_H
#include <stddef.h>
#include <stdint.h>
#include "common/record.h"

struct trc_buf;
struct trc_trclog_hdr;

/* TLV tag of an embedded template set chunk, the payload version this code writes and
 * the largest value one chunk holds (a multiple of 4, so a chunk needs no fill). */
enum { TRC_TLV_TEMPLATES = 17, TRC_EMBED_VERSION = 1, TRC_EMBED_CHUNK = 65532,
       TRC_EMBED_FIXED = 12 };

/* Outcome of trc_embed_decode. */
typedef enum trc_embed_state {
    TRC_EMBED_NONE = 0,     /* the header has no tag-17 TLV */
    TRC_EMBED_OK = 1,       /* a set was found and its checksum holds */
    TRC_EMBED_DAMAGED = -1  /* tag-17 TLVs that do not form a valid payload (why says how) */
} trc_embed_state;

/* Append the tag-17 TLV chunks carrying `text` (len bytes) to tlvs in byte order bo.
 * Returns 0, or -1 when text is too long for a header (more than 2^31 bytes). */
int trc_embed_encode(struct trc_buf *tlvs, trc_byteorder bo, const char *text, size_t len);

/* Gather the tag-17 TLVs of header h (byte order bo) in header order and check the
 * payload: version 1, flags 0, length and CRC-32.  TRC_EMBED_OK: *text (malloc'ed,
 * NUL-terminated, the caller frees it) and *len set; TRC_EMBED_DAMAGED: `why` says what
 * is wrong and *text is NULL; TRC_EMBED_NONE: nothing.  Out of memory is DAMAGED with
 * why "out of memory". */
trc_embed_state trc_embed_decode(const struct trc_trclog_hdr *h, trc_byteorder bo, char **text,
                                 size_t *len, char *why, size_t whylen);

#endif
