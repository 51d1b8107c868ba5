/* aix_raw.c -- streaming readers of raw AIX trace streams, aix32 and aix64 (docs/ref/tracelog.md
 * §4): entry sizing by hook type / 64-bit flags, time-stamp extension, NOTS, invalid-entry
 * runs and truncated tails reported by synthetic 00C records, the 0x25C timebase utility
 * record, the aix64 0x2000 (32-bit data) presentation.  Owns the raw-stream source. */
#include "formats/reader_int.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define WINDOW ((size_t)1 << 20)

/* A raw AIX source. */
typedef struct aix_src {
    trc_rsrc r;              /* common reader part (first member) */
    int bits;                /* 32 or 64 */
    uint64_t pos;            /* stream offset of the next entry */
    uint32_t ts_low;         /* aix32: last stored 32-bit time stamp */
    uint64_t ts_hi;          /* aix32: added high part (multiples of 2^32) */
    int have_ts;             /* aix32: a time stamp was seen */
    uint8_t conv[24];        /* aix64 0x2000 entry presented in the 32-bit layout */
    int had_entry;           /* 1 once a well-formed entry was read (before: skipped bytes
                                are "not a record", docs/trclog.md) */
} aix_src;

/* Size the entry whose first unit is at p: 1 with the parts, 0 for an invalid entry. */
static int size_entry(const aix_src *a, const uint8_t *p, uint32_t *body, uint32_t *fill,
                      uint32_t *ts)
{
    trc_byteorder bo = a->r.src.info.bo;
    if (a->bits == 32) {
        uint16_t h = trc_get16(p, bo), hd = trc_get16(p + 2, bo);
        unsigned type = h & 0xF;
        *ts = (type & 8) ? 4 : 0;
        *fill = 0;
        switch (type & 7) {
        case 1: *body = 4; return 1;
        case 2: *body = 8; return 1;
        case 6: *body = 24; return 1;
        case 0: *body = 8u + hd; *fill = (4u - hd % 4) % 4; return 1;
        default: return 0;
        }
    }
    uint16_t fl = trc_get16(p, bo), len = trc_get16(p + 2, bo);
    *ts = (fl & 0x8000) ? 8 : 0;
    if (fl & 0x4000) { *body = 16u + len; *fill = (8u - len % 8) % 8; return 1; }
    if (fl & 0x2000) {
        if (len % 4 || len > 20) return 0;
        *body = 8u + len;
        *fill = ((len + 4u) & ~7u) - len;
        return 1;
    }
    if (len % 8 || len > 40) return 0;
    *body = 8u + len;
    *fill = 0;
    return 1;
}

/* Turn the entry at b (parts as sized) into *r; *ts_raw = the stored time stamp. */
static inline void decode(aix_src *a, const uint8_t *b, uint64_t off, uint32_t body,
                          uint32_t fill, uint32_t tslen, trc_record *r, uint64_t *ts_raw)
{
    trc_byteorder bo = a->r.src.info.bo;
    r->pid = TRC_PID_UNKNOWN;
    r->tid = TRC_TID_UNKNOWN;
    r->cpu = TRC_CPU_UNKNOWN;
    r->flags = TRC_EF_COMMIT;
    r->ns = 0;
    r->reserved = 0;
    r->made = 0;
    r->bo = bo;
    r->fb = b;
    r->len = body;
    r->offset = off;
    r->fb_offset = off;
    if (a->bits == 32) {
        uint16_t h = trc_get16(b, bo);
        r->hook = h & 0xFFF0u;
        if (tslen) {
            uint32_t t = trc_get32(b + body + fill, bo);
            if (a->have_ts && t < a->ts_low) a->ts_hi += (uint64_t)1 << 32;
            a->ts_low = t;
            a->have_ts = 1;
            *ts_raw = t;
            r->ticks = a->ts_hi + t;
        }
        if ((h & 7) == 0 && r->hook == 0x000A0 && body >= 24 && trc_get32(b + 4, bo) == 0x25C) {
            uint64_t num = trc_get64(b + 8, bo), den = trc_get64(b + 16, bo);
            if (den) { a->r.src.info.tb_num = num; a->r.src.info.tb_den = den; }
        }
    } else {
        uint16_t fl = trc_get16(b, bo), len = trc_get16(b + 2, bo);
        uint16_t id = trc_get16(b + 4, bo), sub = trc_get16(b + 6, bo);
        r->hook = id;
        r->flags |= TRC_EF_E64;
        if (tslen) {
            *ts_raw = trc_get64(b + body + fill, bo);
            r->ticks = *ts_raw;
        }
        if (fl & 0x4000) {
            if (id == 0x00A0 && len >= 16 && trc_get64(b + 8, bo) == 0x25C) {
                uint64_t num = trc_get64(b + 16, bo), den = trc_get64(b + 24, bo);
                if (den) { a->r.src.info.tb_num = num; a->r.src.info.tb_den = den; }
            }
        } else if ((fl & 0x2000) && (id & 0xF) == 0) {
            unsigned nw = len / 4u;
            unsigned type = nw == 0 ? 1 : nw == 1 ? 2 : 6;
            if (fl & 0x8000) type |= 8;
            memset(a->conv, 0, sizeof a->conv);
            trc_put16(a->conv, (uint16_t)((id & 0xFFF0u) | type), bo);
            trc_put16(a->conv + 2, sub, bo);
            memcpy(a->conv + 4, b + 8, len);
            r->fb = a->conv;
            r->len = (type & 7) == 6 ? 24 : 4 + 4 * nw;
            r->flags &= (uint16_t)~TRC_EF_E64;
            r->hook = id & 0xFFF0u;
        }
    }
    if (!tslen) {
        r->ticks = a->r.prev_ticks;
        r->flags |= TRC_EF_NOTS;
    }
    a->r.prev_ticks = r->ticks;
}

static int io_error(aix_src *a)
{
    snprintf(a->r.src.errbuf, sizeof a->r.src.errbuf, "%s: read error: %s",
             a->r.src.path, trc_inbuf_strerror(&a->r.in));
    return -1;
}

static int skip_item(aix_src *a, trc_item *it, uint64_t p, uint64_t q, int reason)
{
    a->pos = q;
    it->kind = TRC_ITEM_SKIP;
    it->skip_offset = p;
    it->skip_len = q - p;
    it->reason = reason;
    it->rec.offset = p;
    a->r.src.stats.resyncs++;
    a->r.src.stats.skipped_bytes += q - p;
    return 1;
}

static int aix_item(trc_rsrc *rs, trc_item *it)
{
    aix_src *a = (aix_src *)rs;
    trc_inbuf *in = &rs->in;
    size_t unit = a->bits == 32 ? 4 : 8;
    uint64_t p = a->pos, q = p;
    const uint8_t *b;
    trc_inbuf_consume(in, p);
    memset(it, 0, sizeof *it);
    for (;;) {
        size_t n = trc_inbuf_get(in, q, unit, &b);
        if (in->err) return io_error(a);
        /* bytes before any well-formed entry were never a record, not a cut one */
        int tail = a->had_entry ? TRC_RESYNC_TRUNCATED : TRC_RESYNC_NOTREC;
        if (n == 0) {
            if (q == p) { it->kind = TRC_ITEM_END; return 1; }
            return skip_item(a, it, p, q, a->had_entry ? TRC_RESYNC_BAD : TRC_RESYNC_NOTREC);
        }
        if (n < unit) {
            if (rs->hook) rs->hook(rs->hook_ctx, b, n);
            return skip_item(a, it, p, q + n, tail);
        }
        uint32_t body, fill, ts;
        if (size_entry(a, b, &body, &fill, &ts)) {
            uint32_t total = body + fill + ts;
            size_t m = trc_inbuf_get(in, q, total, &b);
            if (in->err) return io_error(a);
            if (m < total) {
                if (rs->hook) rs->hook(rs->hook_ctx, b, m);
                return skip_item(a, it, p, q + m, tail);
            }
            if (q > p) return skip_item(a, it, p, q, TRC_RESYNC_BAD);
            it->kind = TRC_ITEM_RECORD;
            a->had_entry = 1;
            it->bytes = b;
            it->nbytes = total;
            it->body_len = body;
            it->fill_len = fill;
            it->ts_len = ts;
            decode(a, b, q, body, fill, ts, &it->rec, &it->ts_raw);
            a->pos = q + total;
            return 1;
        }
        if (rs->hook) rs->hook(rs->hook_ctx, b, unit);
        q += unit;
        trc_inbuf_consume(in, q);
    }
}

/* next(): fast path for a valid, complete entry at the current position, else the
 * general item path (skips, tails, end). */
static int aix_next(trc_source *s, trc_record *rec)
{
    aix_src *a = (aix_src *)s;
    trc_inbuf *in = &a->r.in;
    size_t unit = a->bits == 32 ? 4 : 8;
    uint64_t p = a->pos;
    const uint8_t *b;
    trc_inbuf_consume(in, p);
    if (trc_inbuf_get(in, p, unit, &b) == unit) {
        uint32_t body, fill, ts;
        if (size_entry(a, b, &body, &fill, &ts)) {
            uint32_t total = body + fill + ts;
            if (trc_inbuf_get(in, p, total, &b) == total) {
                uint64_t ts_raw;
                decode(a, b, p, body, fill, ts, rec, &ts_raw);
                a->pos = p + total;
                a->had_entry = 1;
                s->stats.records++;
                return 1;
            }
        }
    }
    return trc__rsrc_next(s, rec);
}

void trc__aix_close(trc_source *s)
{
    if (!s) return;
    aix_src *a = (aix_src *)s;
    trc_inbuf_free(&a->r.in);
    free((char *)s->path);
    free(a);
}

/* Pseudo-header start ticks: time stamp of the first entry (0 if it has none), found
 * without consuming input. */
static uint64_t first_ticks(aix_src *a)
{
    trc_byteorder bo = a->r.src.info.bo;
    size_t unit = a->bits == 32 ? 4 : 8;
    const uint8_t *b;
    for (uint64_t q = 0; q < WINDOW / 2; q += unit) {
        if (trc_inbuf_get(&a->r.in, q, unit, &b) < unit) return 0;
        uint32_t body, fill, ts;
        if (!size_entry(a, b, &body, &fill, &ts)) continue;
        if (!ts) return 0;
        if (trc_inbuf_get(&a->r.in, q, body + fill + ts, &b) < body + fill + ts) return 0;
        return a->bits == 32 ? trc_get32(b + body + fill, bo) : trc_get64(b + body + fill, bo);
    }
    return 0;
}

trc_source *trc_aix_open_fd(int fd, int own_fd, const char *path, const trc_aix_opts *o,
                            const void *prefix, size_t n, char *err, size_t errlen)
{
    if (!path) path = "-";
    if ((o->bits != 32 && o->bits != 64) || o->tb_den == 0) {
        trc__seterr(err, errlen, path, "invalid raw AIX stream options");
        if (own_fd) close(fd);
        return NULL;
    }
    aix_src *a = calloc(1, sizeof *a);
    char *pc = strdup(path);
    if (!a || !pc || trc_inbuf_init(&a->r.in, fd, own_fd, WINDOW, prefix, n) != 0) {
        trc__seterr(err, errlen, path, "out of memory");
        free(pc);
        if (a) free(a->r.in.data);
        free(a);
        if (own_fd) close(fd);
        return NULL;
    }
    a->bits = o->bits;
    a->r.src.next = aix_next;
    a->r.src.close = trc__aix_close;
    a->r.src.path = pc;
    a->r.item = aix_item;
    trc_loginfo *li = &a->r.src.info;
    li->bo = o->bo;
    li->env = o->bits;
    li->ncpus = 0;
    li->tb_num = o->tb_num;
    li->tb_den = o->tb_den;
    li->start_wall = INT64_MIN;
    li->source_desc = o->bits == 32 ? "raw AIX 32-bit stream" : "raw AIX 64-bit stream";
    li->start_ticks = first_ticks(a);
    if (a->r.in.err) {
        trc__seterr(err, errlen, path, "read error: %s", trc_inbuf_strerror(&a->r.in));
        trc__aix_close(&a->r.src);
        return NULL;
    }
    return &a->r.src;
}

trc_source *trc_aix_open(const char *path, const trc_aix_opts *o, char *err, size_t errlen)
{
    int own;
    int fd = trc__open_input(path, &own, err, errlen);
    if (fd < 0) return NULL;
    return trc_aix_open_fd(fd, own, path, o, NULL, 0, err, errlen);
}
