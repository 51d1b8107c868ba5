/* trcasm_dump.c -- trcasm's canonical dumper (docs/ref/tracelog.md §6.2): a trclog file or raw AIX
 * stream, read through formats/, written as the text that trcasm_asm.c assembles back. */
#include "formats/trclog.h"
#include "common/buf.h"
#include "tools/exitcodes.h"
#include "tools/trcasm_int.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Dumper state. */
typedef struct dumper {
    FILE *out;               /* text output */
    trc_buf line;            /* line being built */
    uint8_t raw[32];         /* pending skipped bytes of a `raw` line */
    size_t nraw;             /* bytes in raw */
    trc_byteorder bo;        /* byte order of the input */
    int werr;                /* errno of the first failed write (0 = none) */
} dumper;

static void emit(dumper *d)
{
    trc_buf_addc(&d->line, '\n');
    if (!d->werr && fwrite(d->line.data, 1, d->line.len, d->out) != d->line.len)
        d->werr = errno ? errno : EIO;
    d->line.len = 0;
}

static void add_hex(trc_buf *b, const uint8_t *p, size_t n)
{
    static const char hx[] = "0123456789ABCDEF";
    if (trc_buf_reserve(b, 2 * n)) return;
    for (size_t i = 0; i < n; i++) {
        b->data[b->len++] = hx[p[i] >> 4];
        b->data[b->len++] = hx[p[i] & 15];
    }
    b->data[b->len] = '\0';
}

static void raw_lines(dumper *d, const uint8_t *p, size_t n)
{
    while (n) {
        size_t k = n < 32 ? n : 32;
        trc_buf_adds(&d->line, "raw ");
        add_hex(&d->line, p, k);
        emit(d);
        p += k;
        n -= k;
    }
}

/* Skip hook: collect skipped bytes into 32-byte raw lines. */
static void skip_hook(void *ctx, const uint8_t *p, size_t n)
{
    dumper *d = ctx;
    while (n) {
        size_t k = 32 - d->nraw < n ? 32 - d->nraw : n;
        memcpy(d->raw + d->nraw, p, k);
        d->nraw += k;
        p += k;
        n -= k;
        if (d->nraw == 32) { raw_lines(d, d->raw, 32); d->nraw = 0; }
    }
}

static void flush_skip(dumper *d)
{
    raw_lines(d, d->raw, d->nraw);
    d->nraw = 0;
}

/* Is p[0..n) valid UTF-8 without NUL? */
static int valid_text(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n;) {
        uint8_t c = p[i];
        if (c == 0) return 0;
        if (c < 0x80) { i++; continue; }
        size_t k;
        uint32_t cp;
        if ((c & 0xE0) == 0xC0) { k = 1; cp = c & 0x1F; }
        else if ((c & 0xF0) == 0xE0) { k = 2; cp = c & 0x0F; }
        else if ((c & 0xF8) == 0xF0) { k = 3; cp = c & 0x07; }
        else return 0;
        for (size_t j = 1; j <= k; j++) {
            if (i + j >= n || (p[i + j] & 0xC0) != 0x80) return 0;
            cp = cp << 6 | (p[i + j] & 0x3F);
        }
        if ((k == 1 && cp < 0x80) || (k == 2 && cp < 0x800) || (k == 3 && cp < 0x10000)
            || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
        i += k + 1;
    }
    return 1;
}

/* "…" text of a TLV (valid_text already checked). */
static void add_qtext(trc_buf *b, const uint8_t *p, size_t n)
{
    static const char hx[] = "0123456789ABCDEF";
    trc_buf_addc(b, '"');
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        if (c == '\\' || c == '"') { trc_buf_addc(b, '\\'); trc_buf_addc(b, c); }
        else if (c == '\n') trc_buf_adds(b, "\\n");
        else if (c == '\t') trc_buf_adds(b, "\\t");
        else if (c < 0x20 || c == 0x7F) {
            char e[4] = { '\\', 'x', hx[c >> 4], hx[c & 15] };
            trc_buf_add(b, e, 4);
        } else trc_buf_addc(b, c);
    }
    trc_buf_addc(b, '"');
}

/* Buffer bytes of an entry: str="…" when printable (or NUL), else buf=HEX; nothing when empty. */
static void add_buffer(trc_buf *b, const uint8_t *p, size_t n)
{
    if (!n) return;
    size_t i;
    for (i = 0; i < n; i++) if (p[i] != 0 && (p[i] < 0x20 || p[i] > 0x7E)) break;
    if (i < n) { trc_buf_adds(b, " buf="); add_hex(b, p, n); return; }
    trc_buf_adds(b, " str=\"");
    for (i = 0; i < n; i++) {
        if (p[i] == 0) trc_buf_adds(b, "\\0");
        else if (p[i] == '\\' || p[i] == '"') { trc_buf_addc(b, '\\'); trc_buf_addc(b, p[i]); }
        else trc_buf_addc(b, p[i]);
    }
    trc_buf_addc(b, '"');
}

/* hw= and the data words of a format buffer / stream body p[0..n).  e64: 64-bit layout;
 * words_as_buf: data printed as buffer (aix64 0x2000 entries). */
static void add_entry(dumper *d, const uint8_t *p, size_t n, int e64, int words_as_buf)
{
    trc_buf *b = &d->line;
    size_t hwl = e64 ? 8 : 4, ws = e64 ? 8 : 4;
    trc_buf_adds(b, " hw=");
    for (size_t i = 0; i < hwl; i += 2) trc_buf_add_hex(b, trc_get16(p + i, d->bo), 4);
    uint16_t f0 = trc_get16(p, d->bo);
    int generic = e64 ? (f0 & 0x4000) != 0 : (f0 & 7) == 0;
    size_t nw = (n - hwl) / ws;
    if (generic) nw = nw ? 1 : 0;
    if (words_as_buf) nw = 0;
    for (size_t i = 0; i < nw; i++) {
        trc_buf_adds(b, i ? "," : " d=");
        const uint8_t *w = p + hwl + i * ws;
        if (e64) trc_buf_add_hex(b, trc_get64(w, d->bo), 16);
        else trc_buf_add_hex(b, trc_get32(w, d->bo), 8);
    }
    size_t used = hwl + nw * ws;
    add_buffer(b, p + used, n - used);
}

static void add_pad(trc_buf *b, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i]) { trc_buf_adds(b, " pad="); add_hex(b, p, n); return; }
}

static void add_idval(trc_buf *b, const char *key, uint64_t v, uint64_t unknown)
{
    trc_buf_adds(b, key);
    if (v == unknown) trc_buf_addc(b, '-');
    else trc_buf_add_u64(b, v);
}

static void dump_header(dumper *d, trc_source *s, const trc_trclog_hdr *h, int raw)
{
    trc_buf *b = &d->line;
    const trc_loginfo *li = &s->info;
    trc_buf_adds(b, "trcasm 1");
    emit(d);
    trc_buf_adds(b, li->bo == TRC_BO_BIG ? "byteorder big" : "byteorder little");
    emit(d);
    trc_buf_printf(b, "env %d", li->env);
    emit(d);
    if (raw) {
        trc_buf_adds(b, "records");
        emit(d);
        return;
    }
    trc_buf_adds(b, "timebase ");
    trc_buf_add_u64(b, li->tb_num);
    trc_buf_addc(b, ' ');
    trc_buf_add_u64(b, li->tb_den);
    emit(d);
    trc_buf_adds(b, "start ");
    if (li->start_wall == INT64_MIN) trc_buf_adds(b, "unknown");
    else trc_buf_add_i64(b, li->start_wall);
    trc_buf_addc(b, ' ');
    trc_buf_add_u64(b, li->start_ticks);
    emit(d);
    trc_buf_printf(b, "cpus %u", (unsigned)li->ncpus);
    emit(d);
    trc_buf_printf(b, "syncinterval %lu", (unsigned long)li->sync_interval);
    emit(d);
    if (li->hflags) {
        trc_buf_printf(b, "hflags 0x%lX", (unsigned long)li->hflags);
        emit(d);
    }
    uint32_t pos = TRC_TRCLOG_FIXED;
    trc_tlv t;
    while (trc_trclog_tlv_next(h, li->bo, &pos, &t)) {
        int fill_ok = 1;
        for (uint32_t i = 4 + t.len; i < t.size; i++) if (h->raw[t.offset + i]) fill_ok = 0;
        int done = 0;
        if (fill_ok && t.tag >= 1 && t.tag <= 10 && valid_text(t.val, t.len)) {
            trc_buf_adds(b, trcasm_tlv_names[t.tag - 1]);
            trc_buf_addc(b, ' ');
            add_qtext(b, t.val, t.len);
            done = 1;
        } else if (fill_ok && t.tag == TRC_TLV_ATTR) {
            const uint8_t *nul = memchr(t.val, 0, t.len);
            if (nul) {
                size_t kl = (size_t)(nul - t.val);
                if (valid_text(t.val, kl) && valid_text(nul + 1, t.len - kl - 1)) {
                    trc_buf_adds(b, "attr ");
                    add_qtext(b, t.val, kl);
                    trc_buf_addc(b, ' ');
                    add_qtext(b, nul + 1, t.len - kl - 1);
                    done = 1;
                }
            }
        } else if (fill_ok && !(t.tag >= 1 && t.tag <= 10)) {
            trc_buf_printf(b, "tlv %u", (unsigned)t.tag);
            if (t.len) trc_buf_addc(b, ' ');
            add_hex(b, t.val, t.len);
            done = 1;
        }
        if (!done) {
            trc_buf_adds(b, "tlvraw ");
            add_hex(b, h->raw + t.offset, t.size);
        }
        emit(d);
    }
    uint32_t e = h->tlv_end, minimal = ((e + 7) & ~7u) - e;
    int need = h->hlen - e != minimal;
    for (uint32_t i = e; i < h->hlen; i++) if (h->raw[i]) need = 1;
    if (need) {
        trc_buf_adds(b, "hpad ");
        add_hex(b, h->raw + e, h->hlen - e);
        emit(d);
    }
    trc_buf_adds(b, "records");
    emit(d);
}

/* One trclog record as an `ev` line (reserved byte 0, SYNC clear). */
static void dump_ev(dumper *d, const trc_item *it)
{
    trc_buf *b = &d->line;
    const trc_record *r = &it->rec;
    trc_buf_adds(b, "ev t=");
    trc_buf_add_u64(b, r->ticks);
    add_idval(b, " cpu=", r->cpu, 0xFFFF);
    add_idval(b, " pid=", r->pid, 0xFFFFFFFFu);
    add_idval(b, " tid=", r->tid, UINT64_MAX);
    if (r->ns) { trc_buf_adds(b, " ns="); trc_buf_add_u64(b, r->ns); }
    if (r->flags & 0x3FFE) trc_buf_printf(b, " ef=0x%X", (unsigned)(r->flags & 0x3FFE));
    if (!(r->flags & TRC_EF_COMMIT)) trc_buf_adds(b, " uncommitted");
    add_entry(d, r->fb, r->len, (r->flags & TRC_EF_E64) != 0, 0);
    add_pad(b, it->bytes + 32 + r->len, it->nbytes - 32 - r->len);
    emit(d);
}

/* One raw AIX entry as an `ev` line. */
static void dump_raw_ev(dumper *d, const trc_item *it, int bits)
{
    trc_buf *b = &d->line;
    trc_buf_adds(b, "ev");
    if (it->ts_len) { trc_buf_adds(b, " t="); trc_buf_add_u64(b, it->ts_raw); }
    int asbuf = 0;
    if (bits == 64) {
        uint16_t fl = trc_get16(it->bytes, d->bo);
        asbuf = !(fl & 0x4000) && (fl & 0x2000);
    }
    add_entry(d, it->bytes, it->body_len, bits == 64, asbuf);
    add_pad(b, it->bytes + it->body_len, it->fill_len);
    emit(d);
}

/* Dump input `path` in format fmt ("trclog", "aix32", "aix64").  Returns an exit status. */
int trcasm_dump(const char *path, const char *fmt, trc_byteorder bo, FILE *out)
{
    char err[512];
    trc_source *s;
    int bits = 0;
    if (strcmp(fmt, "trclog") == 0) s = trc_trclog_open(path, err, sizeof err);
    else {
        trc_aix_opts o = { strcmp(fmt, "aix32") == 0 ? 32 : 64, bo, 1, 1 };
        bits = o.bits;
        s = trc_aix_open(path, &o, err, sizeof err);
    }
    if (!s) { fprintf(stderr, "trcasm: %s\n", err); return TRC_EXIT_INPUT; }
    errno = 0;
    dumper d;
    memset(&d, 0, sizeof d);
    d.out = out;
    d.bo = s->info.bo;
    trc_buf_init(&d.line);
    trc_source_set_skip_hook(s, skip_hook, &d);
    dump_header(&d, s, trc_trclog_header(s), bits != 0);
    trc_item it;
    int k, status = TRC_EXIT_OK;
    while ((k = trc_source_item(s, &it)) > 0 && it.kind != TRC_ITEM_END) {
        switch (it.kind) {
        case TRC_ITEM_RECORD:
        case TRC_ITEM_BAD:
            if (bits) dump_raw_ev(&d, &it, bits);
            else if (it.rec.reserved == 0 && !(it.rec.flags & TRC_EF_SYNC)) dump_ev(&d, &it);
            else raw_lines(&d, it.bytes, it.nbytes);
            break;
        case TRC_ITEM_SYNC:
            trc_buf_adds(&d.line, "sync seq=");
            trc_buf_add_u64(&d.line, it.seq);
            trc_buf_adds(&d.line, " t=");
            trc_buf_add_u64(&d.line, it.rec.ticks);
            emit(&d);
            break;
        case TRC_ITEM_SKIP:
            flush_skip(&d);
            break;
        case TRC_ITEM_END:
            break;
        }
        if (d.line.failed) break;
        if (d.werr) break;
    }
    if (!d.werr && fflush(out) != 0) d.werr = errno ? errno : EIO;
    if (d.werr && d.werr != EPIPE && status == TRC_EXIT_OK) {
        fprintf(stderr, "trcasm: cannot write the output: %s\n", strerror(d.werr));
        status = TRC_EXIT_OUTPUT;
    }
    if (k < 0) { fprintf(stderr, "trcasm: %s\n", s->errbuf); status = TRC_EXIT_INPUT; }
    if (d.line.failed) { fprintf(stderr, "trcasm: out of memory\n"); status = TRC_EXIT_INTERNAL; }
    trc_buf_free(&d.line);
    s->close(s);
    return status;
}
