/* tmplembed.c -- owns the framing of an embedded template set in a trclog header
 * (docs/ref/tracelog.md §3.6): CRC-32, the tag-17 chunks, the payload checks. */
#include "formats/tmplembed.h"
#include "formats/trclog.h"
#include "common/buf.h"
#include "common/crc32.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int trc_embed_encode(trc_buf *tlvs, trc_byteorder bo, const char *text, size_t len)
{
    if (len > (size_t)INT32_MAX) return -1;
    uint8_t fx[TRC_EMBED_FIXED];
    trc_put16(fx, TRC_EMBED_VERSION, bo);
    trc_put16(fx + 2, 0, bo);
    trc_put32(fx + 4, (uint32_t)len, bo);
    trc_put32(fx + 8, trc_crc32(0, text, len), bo);
    /* the payload (fixed part + text) cut into chunks of at most TRC_EMBED_CHUNK bytes */
    size_t total = TRC_EMBED_FIXED + len, done = 0;
    uint8_t *chunk = malloc(TRC_EMBED_CHUNK);
    if (!chunk) { tlvs->failed = 1; return -1; }
    while (done < total) {
        size_t n = total - done < TRC_EMBED_CHUNK ? total - done : TRC_EMBED_CHUNK;
        for (size_t i = 0; i < n; i++) {
            size_t at = done + i;
            chunk[i] = at < TRC_EMBED_FIXED ? fx[at] : (uint8_t)text[at - TRC_EMBED_FIXED];
        }
        trc_tlv_add(tlvs, bo, TRC_TLV_TEMPLATES, chunk, (uint16_t)n);
        done += n;
    }
    free(chunk);
    return tlvs->failed ? -1 : 0;
}

trc_embed_state trc_embed_decode(const trc_trclog_hdr *h, trc_byteorder bo, char **text,
                                 size_t *len, char *why, size_t whylen)
{
    *text = NULL;
    *len = 0;
    trc_buf pay;
    trc_buf_init(&pay);
    uint32_t pos = TRC_TRCLOG_FIXED;
    trc_tlv tv;
    int any = 0;
    while (trc_trclog_tlv_next(h, bo, &pos, &tv))
        if (tv.tag == TRC_TLV_TEMPLATES) { any = 1; trc_buf_add(&pay, tv.val, tv.len); }
    if (!any) return TRC_EMBED_NONE;
    const uint8_t *p = (const uint8_t *)pay.data;
    const char *bad = NULL;
    char msg[96];
    if (pay.failed) bad = "out of memory";
    else if (pay.len < TRC_EMBED_FIXED) bad = "embedded template set: truncated";
    else if (trc_get16(p, bo) != TRC_EMBED_VERSION) {
        snprintf(msg, sizeof msg, "embedded template set: unknown version %u", (unsigned)trc_get16(p, bo));
        bad = msg;
    } else if (trc_get16(p + 2, bo) != 0) {
        snprintf(msg, sizeof msg, "embedded template set: unknown flags 0x%X", (unsigned)trc_get16(p + 2, bo));
        bad = msg;
    } else if (trc_get32(p + 4, bo) != pay.len - TRC_EMBED_FIXED) {
        snprintf(msg, sizeof msg, "embedded template set: length %u, but %zu bytes present",
                 (unsigned)trc_get32(p + 4, bo), pay.len - TRC_EMBED_FIXED);
        bad = msg;
    } else if (trc_crc32(0, p + TRC_EMBED_FIXED, pay.len - TRC_EMBED_FIXED) != trc_get32(p + 8, bo)) {
        bad = "embedded template set: checksum mismatch";
    }
    if (bad) {
        snprintf(why, whylen, "%s", bad);
        trc_buf_free(&pay);
        return TRC_EMBED_DAMAGED;
    }
    size_t n = pay.len - TRC_EMBED_FIXED;
    char *t = malloc(n + 1);
    if (!t) {
        snprintf(why, whylen, "out of memory");
        trc_buf_free(&pay);
        return TRC_EMBED_DAMAGED;
    }
    memcpy(t, p + TRC_EMBED_FIXED, n);
    t[n] = '\0';
    trc_buf_free(&pay);
    *text = t;
    *len = n;
    return TRC_EMBED_OK;
}
