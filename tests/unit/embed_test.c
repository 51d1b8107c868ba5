/* embed_test.c -- unit tests of the embedded template set's framing (issue 35): the
 * CRC-32 and chunks of formats/tmplembed.c against libtrc's own copy (runtime/tmpl.c,
 * two codes for one format), the damaged cases of trc_embed_decode, libtrc's light
 * structural check, and trc_embed_templates on an open channel. */
#include "tests/unit/tap.h"
#include "common/buf.h"
#include "common/crc32.h"
#include "formats/tmplembed.h"
#include "formats/trclog.h"
#include "runtime/trc_int.h"
#include "runtime/trc.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Test context. */
typedef struct ctx {
    int n;       /* tests run */
    int failed;  /* tests failed */
} ctx;

/* A header (native byte order) holding `tlvs`, for trc_embed_decode. */
static trc_trclog_hdr header_of(trc_buf *h, const uint8_t *tlvs, size_t len)
{
    trc_trclog_wopts wo;
    trc_trclog_wopts_init(&wo);
    wo.bo = TRC_BO_LITTLE;
    wo.tlvs = tlvs;
    wo.tlvs_len = len;
    trc_buf_init(h);
    trc_trclog_header_encode(&wo, h, NULL, 0);
    trc_trclog_hdr hd = { 1, 0, (uint32_t)h->len, 0, (const uint8_t *)h->data, 0 };
    return hd;
}

/* Decode tlvs: the state, and the text in *out (malloc) when OK. */
static int decode(const uint8_t *tlvs, size_t len, char **out, size_t *olen, char *why)
{
    trc_buf h;
    trc_trclog_hdr hd = header_of(&h, tlvs, len);
    int st = trc_embed_decode(&hd, TRC_BO_LITTLE, out, olen, why, 128);
    trc_buf_free(&h);
    return st;
}

int main(void)
{
    ctx t = { 0, 0 };
    ok(&t, trc_crc32(0, "123456789", 9) == 0xCBF43926u, "CRC-32 check value of \"123456789\"");
    uint8_t rnd[1000];
    for (size_t i = 0; i < sizeof rnd; i++) rnd[i] = (uint8_t)(i * 7919u >> 3);
    int same = 1;
    uint32_t whole = trc_crc32(0, rnd, sizeof rnd);
    for (size_t k = 0; k < sizeof rnd; k += 37)
        same &= trc_crc32(trc_crc32(0, rnd, k), rnd + k, sizeof rnd - k) == whole;
    ok(&t, same, "CRC-32 continued from a prefix's equals the whole's");

    /* libtrc's chunks read by the formatter's decoder: one chunk, exactly two, three */
    static const size_t sizes[] = { 1, 100, 65520, 65532 * 2 - 12, 65532 * 2 + 5 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t len = sizes[s];
        char *text = malloc(len);
        for (size_t i = 0; i < len; i++) text[i] = (char)('a' + i % 26);
        uint8_t *b = calloc(1, trc_rt_tmpl_tlv_size(len));
        size_t n = trc_rt_tmpl_tlvs(b, text, len);
        char *out = NULL, why[128];
        size_t olen = 0;
        int st = decode(b, n, &out, &olen, why);
        ok(&t, st == TRC_EMBED_OK && olen == len && memcmp(out, text, len) == 0 && n <= trc_rt_tmpl_tlv_size(len),
           "libtrc's TLVs of a %zu-byte set decode to the same text", len);
        free(out);
        out = NULL;
        /* and the formatter's encoder gives the same bytes (native order here) */
        trc_buf e;
        trc_buf_init(&e);
        trc_embed_encode(&e, TRC_BO_LITTLE, text, len);
        ok(&t, e.len == n && memcmp(e.data, b, n) == 0, "both encoders write the same %zu bytes", n);
        if (s == 2) {   /* damage: a flipped text byte, a wrong length, a missing chunk */
            b[4 + 12 + 7] ^= 1;
            ok(&t, decode(b, n, &out, &olen, why) == TRC_EMBED_DAMAGED && strstr(why, "checksum"),
               "a flipped byte is a checksum mismatch (%s)", why);
            b[4 + 12 + 7] ^= 1;
            b[4 + 4] ^= 1;
            ok(&t, decode(b, n, &out, &olen, why) == TRC_EMBED_DAMAGED && strstr(why, "length"),
               "a wrong length is reported (%s)", why);
            b[4 + 4] ^= 1;
            b[4] = 2;
            ok(&t, decode(b, n, &out, &olen, why) == TRC_EMBED_DAMAGED && strstr(why, "version 2"),
               "an unknown version is reported (%s)", why);
            b[4] = 1;
        }
        if (s == 4) {
            ok(&t, decode(b, n - 12, &out, &olen, why) == TRC_EMBED_DAMAGED, "a missing last chunk: damaged (%s)", why);
            trc_buf sh;
            trc_buf_init(&sh);
            trc_tlv_add(&sh, TRC_BO_LITTLE, TRC_TLV_TEMPLATES, "\1\0\0\0\0\0\0\0", 8);
            why[0] = 0;
            ok(&t, decode((const uint8_t *)sh.data, sh.len, &out, &olen, why) == TRC_EMBED_DAMAGED &&
                   strstr(why, "truncated"), "a payload shorter than 12 bytes: truncated (%s)", why);
            trc_buf_free(&sh);
        }
        trc_buf_free(&e);
        free(out);
        free(b);
        free(text);
    }
    char *out = NULL, why[128];
    size_t olen = 0;
    ok(&t, decode(NULL, 0, &out, &olen, why) == TRC_EMBED_NONE, "no tag 17: no set");

    /* libtrc's light check */
    char err[256];
    static const char good[] = "#@file a.tmpl\n# comment \\\n010 1.0 \"A\" \\\n# inside\n   x=$D1%D4\n\n  011 2.10\n";
    ok(&t, trc_rt_tmpl_check(good, sizeof good - 1, err, sizeof err) == 0, "a good set passes the light check");
    static const char bad_id[] = "#@file a.tmpl\n010 1.0 \"A\"\n\nZZZ 1.0 \"B\"\n";
    ok(&t, trc_rt_tmpl_check(bad_id, sizeof bad_id - 1, err, sizeof err) != 0 && !strcmp(err, "a.tmpl:3: expected a hook ID and a version"),
       "a line without a hook ID is named (%s)", err);
    static const char upd[] = "* /etc/trcfmt\n+010 1.0 \"A\"\n";
    ok(&t, trc_rt_tmpl_check(upd, sizeof upd - 1, err, sizeof err) != 0, "an update file fails (%s)", err);
    static const char nul[] = "010 1.0 \"A\0\"\n";
    ok(&t, trc_rt_tmpl_check(nul, sizeof nul - 1, err, sizeof err) != 0 && strstr(err, "NUL"), "a NUL byte fails (%s)", err);
    ok(&t, trc_rt_tmpl_check("# only\n", 7, err, sizeof err) != 0, "a set without a template fails (%s)", err);
    static const char nover[] = "010 \"A\"\n";
    ok(&t, trc_rt_tmpl_check(nover, sizeof nover - 1, err, sizeof err) != 0, "a stanza without a version fails (%s)", err);

    /* trc_embed_templates on an open channel, before the first drain */
    char path[] = "/tmp/embed_testXXXXXX";
    int fd = mkstemp(path);
    if (fd >= 0) close(fd);
    char opts[128];
    snprintf(opts, sizeof opts, "file=%s,flush=60000,enable=off", path);
    int ch = trc_open(-1, opts);
    static const char set[] = "020 1.0 L=APPL \"START\" value=$D1%D4\n";
    int r1 = ch >= 0 ? trc_embed_templates(ch, set, sizeof set - 1) : -1;
    int r2 = ch >= 0 ? trc_embed_templates(ch, "bad", 3) : 0;
    int e2 = errno;
    if (ch >= 0) trc_close(ch);
    char msg[256];
    trc_source *src = trc_trclog_open(path, msg, sizeof msg);
    ok(&t, ch >= 0 && r1 == 0 && r2 == -1 && e2 == EINVAL, "trc_embed_templates: 0, then EINVAL for a bad text");
    ok(&t, src && src->info.tmpl_state == 1 && src->info.tmpl_len == sizeof set - 1 &&
           memcmp(src->info.tmpl_text, set, sizeof set - 1) == 0,
       "the log written holds the set given to trc_embed_templates");
    if (src) src->close(src);
    unlink(path);
    printf("1..%d\n", t.n);
    return t.failed ? 1 : 0;
}
