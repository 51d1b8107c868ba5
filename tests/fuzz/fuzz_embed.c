/* fuzz_embed.c -- fuzz target `embed`: a trclog whose header embeds a template set
 * (docs/ref/tracelog.md §3.6, docs/templates.md "Embedded sets").  The harness writes the
 * header itself so that the checksum holds and the fuzzed set reaches the loader: the
 * fuzzed template text framed as tag-17 TLV chunks (optionally damaged: one payload byte
 * flipped, or the TLVs cut short), then fuzzed record bytes.  The log is opened as trcrpt
 * opens it, its embedded set checked and layered over the built-in layer and a
 * two-stanza base set that it can override (trc_tmplset_add_embedded; the base is text in
 * the harness, not templates/system.tmpl read from disk each run, which took a quarter of
 * the time), the report run with it, the `used` text of the records' hooks built
 * (trc_embed_text) and framed again; its decoding must
 * give the same text back (abort otherwise).  The whole input is also read as a trclog of
 * its own (arbitrary TLVs, tag 17 among them). */
#include "tests/fuzz/fuzz.h"
#include "common/buf.h"
#include "formats/input.h"
#include "formats/tmplembed.h"
#include "formats/trclog.h"
#include "interp/tset.h"
#include "report/embedtext.h"
#include "report/tmplset.h"
#include <stdlib.h>
#include <string.h>

/* Frame `text` again and decode it: the same bytes must come back. */
static void reframe(const char *text, size_t len, trc_byteorder bo)
{
    trc_buf tl;
    trc_buf_init(&tl);
    if (trc_embed_encode(&tl, bo, text, len) != 0) { trc_buf_free(&tl); return; }
    trc_trclog_wopts wo;
    trc_trclog_wopts_init(&wo);
    wo.bo = bo;
    wo.tlvs = (const uint8_t *)tl.data;
    wo.tlvs_len = tl.len;
    trc_buf h;
    trc_buf_init(&h);
    if (trc_trclog_header_encode(&wo, &h, NULL, 0) == 0 && !h.failed) {
        trc_trclog_hdr hd = { 1, 0, (uint32_t)h.len, 0, (const uint8_t *)h.data, 0 };
        char *back = NULL, why[128];
        size_t blen = 0;
        if (trc_embed_decode(&hd, bo, &back, &blen, why, sizeof why) != TRC_EMBED_OK ||
            blen != len || (len && memcmp(back, text, len) != 0))
            abort();
        free(back);
    }
    trc_buf_free(&h);
    trc_buf_free(&tl);
}

TRC_FUZZ_TARGET(embed)
{
    if (size < 2) return 0;
    unsigned flags = data[0], at = data[1];
    data += 2;
    size -= 2;
    const uint8_t *nul = memchr(data, 0, size);
    size_t tlen = nul ? (size_t)(nul - data) : size;
    const uint8_t *recs = nul ? nul + 1 : data + size;
    size_t rlen = nul ? size - tlen - 1 : 0;
    trc_byteorder bo = flags & 1 ? TRC_BO_LITTLE : TRC_BO_BIG;
    trc_buf tl, file;
    trc_buf_init(&tl);
    trc_buf_init(&file);
    trc_embed_encode(&tl, bo, (const char *)data, tlen);
    if ((flags & 4) && tl.len > 4) ((uint8_t *)tl.data)[4 + at % (tl.len - 4)] ^= (uint8_t)(1u << (flags >> 5));
    if ((flags & 8) && tl.len > 8) tl.len -= 4 + 4 * (at % 4 < (tl.len - 4) / 4 ? at % 4 : 0);
    trc_trclog_wopts wo;
    trc_trclog_wopts_init(&wo);
    wo.bo = bo;
    wo.env = flags & 2 ? 64 : 32;
    wo.tlvs = (const uint8_t *)tl.data;
    wo.tlvs_len = tl.len;
    if (trc_trclog_header_encode(&wo, &file, NULL, 0) == 0) trc_buf_add(&file, recs, rlen);
    if (!file.failed && file.len) {
        const char *path = trc_fuzz_memfile(0, (const uint8_t *)file.data, file.len);
        trc_input_opts io;
        trc_input_opts_init(&io);
        trc_input_format f;
        char err[512];
        trc_source *src = path ? trc_input_open(path, &io, &f, err, sizeof err) : NULL;
        if (src) {
            trc_tset t;
            trc_tset_init(&t, trc_fuzz_sink(), 0, "fuzz: ");
            static const char base[] = "100 1.0 L=APPL \"base 100\" X4\n200 1.0 L=KERN \"base 200\" D4 A8.2\n";
            char *bt = malloc(sizeof base);
            if (bt) memcpy(bt, base, sizeof base);
            int st = trc_tset_add_builtin(&t);
            if (st == 0) st = bt ? trc_tset_add_text(&t, "<base>", bt, sizeof base - 1) : -1;   /* takes bt */
            else free(bt);
            int used = st == 0 ? trc_tmplset_add_embedded(&t, &src->info, path) : -2;
            if (st == 0 && used != -2) st = trc_tset_check(&t, 1, 0);
            trc_progset *set = st == 0 ? trc_tset_compile(&t) : NULL;
            if (set) {
                /* the hooks of the records, for the `used` text */
                uint8_t *map = calloc(1, TRC_HOOKMAP_BYTES);
                trc_source *again = trc_input_open(path, &io, &f, err, sizeof err);
                trc_record rec;
                while (map && again && again->next(again, &rec) == 1) trc_hookmap_set(map, rec.hook);
                if (again) again->close(again);
                trc_fuzz_report(src, set, 1);
                src = NULL;
                trc_buf txt;
                trc_buf_init(&txt);
                unsigned n = trc_tset_user_files(&t);
                if (map && trc_embed_text(&txt, t.asts + (t.nfiles - n), n, map, NULL) >= 0 && !txt.failed)
                    reframe(txt.data ? txt.data : "", txt.len, bo);
                trc_buf_free(&txt);
                free(map);
                trc_progset_free(set);
            }
            if (src) src->close(src);
            trc_tset_free(&t);
        }
    }
    trc_buf_free(&tl);
    trc_buf_free(&file);
    /* the input as a trclog of its own */
    const char *path = trc_fuzz_memfile(1, data, size);
    if (path) {
        trc_input_opts io;
        trc_input_opts_init(&io);
        trc_input_format f;
        char err[512];
        trc_source *src = trc_input_open(path, &io, &f, err, sizeof err);
        if (src) src->close(src);
    }
    return 0;
}
