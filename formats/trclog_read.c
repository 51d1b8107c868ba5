/* trclog_read.c -- streaming trclog v1 reader (docs/ref/tracelog.md §3, reader rules §3.5).
 * Owns: header parsing, envelope framing, sync-marker recognition, resynchronisation into
 * synthetic 00C records (formats/synth.h), and trc_source_item and the skip hook, which
 * tell the two readers of reader_int.h (this one and formats/aix_raw.c) by their close
 * functions; the rest of their plumbing (generic next(), messages, opening) is
 * formats/rsrc.c's.  Memory is bounded by the input window
 * (1 MiB, grown only for headers larger than that); no allocation per record. */
#include "formats/reader_int.h"
#include "formats/synth.h"
#include "formats/tmplembed.h"
#include "common/buf.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define WINDOW ((size_t)1 << 20)

/* A trclog source. */
typedef struct tl_src {
    trc_rsrc r;              /* common reader part (first member) */
    trc_trclog_hdr hdr;      /* header facts; hdr.raw points at hdr_copy */
    uint8_t *hdr_copy;       /* the H header bytes (malloc) */
    char *strs[10];          /* owned copies of TLVs 1..10 (loginfo points at them) */
    char **attrs;            /* owned attribute strings (TLV 16): key, value, key, ... */
    uint32_t nattrs;         /* pairs in attrs */
    char *tmpl;              /* the embedded template set's text (TLV 17; malloc) */
    char tmpl_why[112];      /* why a damaged embedded set is not used */
    uint64_t pos;            /* stream offset of the next record */
    uint64_t end;            /* records starting at or after end are not read
                                (trc_trclog_set_range; UINT64_MAX = none) */
    uint64_t walk_ticks;     /* trc_trclog_walk: time of the last record without NOTS */
    int chunk;               /* made by trc_trclog_open_chunk: header facts borrowed */
} tl_src;

/* ------------------------------------------------------------ shared plumbing */

int trc_source_item(trc_source *s, trc_item *it)
{
    if (s->close != trc__trclog_close && s->close != trc__aix_close) {
        snprintf(s->errbuf, sizeof s->errbuf, "trc_source_item: not a trclog or raw AIX reader");
        return -1;
    }
    trc_rsrc *r = (trc_rsrc *)s;
    return r->item(r, it);
}

void trc_source_set_skip_hook(trc_source *s,
                              void (*fn)(void *ctx, const uint8_t *p, size_t n), void *ctx)
{
    if (s->close != trc__trclog_close && s->close != trc__aix_close) return;
    trc_rsrc *r = (trc_rsrc *)s;
    r->hook = fn;
    r->hook_ctx = ctx;
}

const trc_trclog_hdr *trc_trclog_header(const trc_source *s)
{
    return s->close == trc__trclog_close ? &((const tl_src *)s)->hdr : NULL;
}

/* ------------------------------------------------------------ framing */

/* rec_len of the record at off if it is well-framed (§3.5), else 0; *pp = its bytes. */
static inline uint32_t wellframed(tl_src *t, uint64_t off, const uint8_t **pp)
{
    const uint8_t *p;
    trc_byteorder bo = t->r.src.info.bo;
    if (trc_inbuf_get(&t->r.in, off, 32, &p) < 32) return 0;
    uint32_t rl = trc_get32(p, bo);
    uint32_t el = trc_get16(p + 4, bo);
    uint16_t fl = trc_get16(p + 8, bo);
    if (!trc_trclog_framed(p, rl, el, fl)) return 0;
    if (trc_inbuf_get(&t->r.in, off, rl, &p) < rl) return 0;
    *pp = p;
    return rl;
}

/* Is the well-framed record p (rec_len rl) at offset off a valid sync marker (§3.4)? */
static int valid_sync(const uint8_t *p, uint32_t rl, uint64_t off, trc_byteorder bo)
{
    return rl == TRC_TRCLOG_SYNC_LEN && trc_get16(p + 4, bo) == 24
        && trc_get16(p + 6, bo) == 0xFFFF && trc_get16(p + 8, bo) == 0xC000
        && p[10] == 0 && p[11] == 0 && trc_get32(p + 12, bo) == 0xFFFFFFFFu
        && trc_get64(p + 16, bo) == UINT64_MAX && memcmp(p + 32, "TRCSYNC1", 8) == 0
        && trc_get64(p + 40, bo) == off;
}

/* Resume candidate at q: a valid sync marker (sync interval > 0), else two consecutive
 * well-framed records (the end of the input counts as a boundary after the first). */
static int resume_at(tl_src *t, uint64_t q)
{
    const uint8_t *p;
    uint32_t rl = wellframed(t, q, &p);
    if (!rl) return 0;
    if (t->r.src.info.sync_interval) return valid_sync(p, rl, q, t->r.src.info.bo);
    if (trc_inbuf_get(&t->r.in, q + rl, 1, &p) == 0) return t->r.in.eof && !t->r.in.err;
    return wellframed(t, q + rl, &p) != 0;
}

/* The record at p (stream offset off) into *r, in the source's byte order. */
static inline void fill_rec(tl_src *t, const uint8_t *p, uint64_t off, trc_record *r)
{
    trc_trclog_fill_rec(p, off, r, t->r.src.info.bo);
}

static int io_error(tl_src *t)
{
    snprintf(t->r.src.errbuf, sizeof t->r.src.errbuf, "%s: read error: %s",
             t->r.src.path, trc_inbuf_strerror(&t->r.in));
    return -1;
}

static int tl_item(trc_rsrc *rs, trc_item *it)
{
    tl_src *t = (tl_src *)rs;
    trc_inbuf *in = &rs->in;
    uint64_t p = t->pos;
    const uint8_t *b;
    trc_inbuf_consume(in, p);
    memset(it, 0, sizeof *it);
    if (p >= t->end || trc_inbuf_get(in, p, 1, &b) == 0) {
        if (in->err) return io_error(t);
        it->kind = TRC_ITEM_END;
        return 1;
    }
    uint32_t rl = wellframed(t, p, &b);
    if (rl) {
        trc_byteorder bo = rs->src.info.bo;
        it->bytes = b;
        it->nbytes = rl;
        t->pos = p + rl;
        fill_rec(t, b, p, &it->rec);
        if (valid_sync(b, rl, p, bo)) {
            it->kind = TRC_ITEM_SYNC;
            it->seq = trc_get64(b + 48, bo);
            rs->src.stats.sync_markers++;
            return 1;
        }
        if (!(it->rec.flags & TRC_EF_COMMIT) || (it->rec.flags & TRC_EF_SYNC)) {
            it->kind = TRC_ITEM_BAD;
            rs->src.stats.bad_records++;
            rs->src.stats.skipped_bytes += rl;
            return 1;
        }
        it->kind = TRC_ITEM_RECORD;
        rs->prev_ticks = it->rec.ticks;
        return 1;
    }
    if (in->err) return io_error(t);
    /* Resync: skip 8 bytes at a time until a resume point or the end. */
    uint64_t q = p;
    int reason = TRC_RESYNC_BAD;
    for (;;) {
        size_t n = trc_inbuf_get(in, q, 8, &b);
        if (n && rs->hook) rs->hook(rs->hook_ctx, b, n);
        q += n;
        trc_inbuf_consume(in, q);
        if (n < 8) {
            if (in->err) return io_error(t);
            reason = TRC_RESYNC_TRUNCATED;
            break;
        }
        if (q >= t->end || resume_at(t, q)) break;
        if (in->err) return io_error(t);
    }
    t->pos = q;
    it->kind = TRC_ITEM_SKIP;
    it->skip_offset = p;
    it->skip_len = q - p;
    it->reason = reason;
    it->rec.offset = p;
    rs->src.stats.resyncs++;
    rs->src.stats.skipped_bytes += q - p;
    return 1;
}

/* next(): fast path for the common case (a committed, non-sync, well-framed record
 * entirely inside the window), else the general item path. */
/* next(): committed well-framed records straight from the window (the common case), the
 * rest through the shared reader (formats/rsrc.h); one copy per byte order, so the field
 * reads are plain loads. */
static inline __attribute__((always_inline)) int tl_next_bo(trc_source *s, trc_record *rec,
                                                            trc_byteorder bo)
{
    tl_src *t = (tl_src *)s;
    trc_inbuf *in = &t->r.in;
    size_t i = (size_t)(t->pos - in->base);
    if (i + 32 <= in->hi && t->pos < t->end) {
        const uint8_t *b = in->data + i;
        uint32_t rl = trc_trclog_plain_rl(b, in->hi - i, bo);
        if (rl) {
            in->lo = i;
            trc_trclog_fill_rec(b, t->pos, rec, bo);
            t->pos += rl;
            t->r.prev_ticks = rec->ticks;
            s->stats.records++;
            return 1;
        }
    }
    return trc__rsrc_next(s, rec);
}

static int tl_next_be(trc_source *s, trc_record *rec) { return tl_next_bo(s, rec, TRC_BO_BIG); }
static int tl_next_le(trc_source *s, trc_record *rec) { return tl_next_bo(s, rec, TRC_BO_LITTLE); }

/* The next() of a source whose header is read. */
static void set_next(tl_src *t)
{
    t->r.src.next = t->r.src.info.bo == TRC_BO_BIG ? tl_next_be : tl_next_le;
}

/* ------------------------------------------------------------ parallel splitting */

/* Restart the window at stream offset off (regular files only). */
static int tl_seek(tl_src *t, uint64_t off)
{
    trc_inbuf *in = &t->r.in;
    /* the descriptor is at stream offset base + hi */
    if (lseek(in->fd, (off_t)off - (off_t)(in->base + in->hi), SEEK_CUR) < 0) {
        snprintf(t->r.src.errbuf, sizeof t->r.src.errbuf, "%s: cannot seek: %s",
                 t->r.src.path, strerror(errno));
        return -1;
    }
    in->base = off;
    in->lo = in->hi = 0;
    in->eof = 0;
    in->err = 0;
    t->pos = off;
    return 0;
}

int trc_trclog_find_sync(trc_source *s, uint64_t from, uint64_t *at)
{
    if (s->close != trc__trclog_close) return -1;
    tl_src *t = (tl_src *)s;
    uint64_t q = (from + 7) & ~(uint64_t)7;       /* TRCSYNC1 position, q >= from */
    if (q < (uint64_t)t->hdr.hlen + 32) q = (uint64_t)t->hdr.hlen + 32;
    uint64_t start = q - 32;
    if (tl_seek(t, start) != 0) return -1;
    t->end = UINT64_MAX;
    trc_inbuf *in = &t->r.in;
    for (uint64_t st = start;; st += 8) {
        const uint8_t *b;
        trc_inbuf_consume(in, st);
        if (trc_inbuf_get(in, st, 40, &b) < 40) {
            if (in->err) {
                snprintf(s->errbuf, sizeof s->errbuf, "%s: read error: %s", s->path, trc_inbuf_strerror(in));
                return -1;
            }
            return 0;
        }
        if (memcmp(b + 32, "TRCSYNC1", 8) != 0) continue;
        uint32_t rl = wellframed(t, st, &b);
        if (rl && valid_sync(b, rl, st, s->info.bo)) { *at = st; return 1; }
    }
}

int trc_trclog_set_range(trc_source *s, uint64_t start, uint64_t end)
{
    if (s->close != trc__trclog_close) return -1;
    tl_src *t = (tl_src *)s;
    if (start < t->hdr.hlen || start % 8) {
        snprintf(s->errbuf, sizeof s->errbuf, "%s: bad range start %llu", s->path,
                 (unsigned long long)start);
        return -1;
    }
    if (tl_seek(t, start) != 0) return -1;
    t->end = end;
    t->r.prev_ticks = 0;
    const uint8_t *b;
    uint32_t rl = wellframed(t, start, &b);
    if (rl && valid_sync(b, rl, start, s->info.bo)) t->r.prev_ticks = trc_get64(b + 24, s->info.bo);
    return 0;
}

uint64_t trc_trclog_position(const trc_source *s)
{
    return s->close == trc__trclog_close ? ((const tl_src *)s)->pos : 0;
}

/* ------------------------------------------------------------ chunks (--jobs) */

/* Skip hook of a walk: the skipped bytes belong to the chunk too (ctx: its copy, NULL
 * when the walk copies nothing). */
static void walk_skipped(void *ctx, const uint8_t *p, size_t n)
{
    if (ctx) trc_buf_add(ctx, p, n);
}

size_t trc_trclog_ahead(trc_source *s, const uint8_t **p, size_t *starts, uint64_t *off)
{
    if (s->close != trc__trclog_close) return 0;
    tl_src *t = (tl_src *)s;
    trc_inbuf *in = &t->r.in;
    size_t i = (size_t)(t->pos - in->base);
    if (i >= in->hi || t->pos >= t->end) return 0;
    size_t n = in->hi - i;
    *p = in->data + i;
    *starts = t->end - t->pos < n ? (size_t)(t->end - t->pos) : n;
    *off = t->pos;
    return n;
}

void trc_trclog_took(trc_source *s, size_t n, uint64_t count, uint64_t ticks)
{
    tl_src *t = (tl_src *)s;
    trc_inbuf *in = &t->r.in;
    if (!count) return;
    t->pos += n;
    in->lo = (size_t)(t->pos - in->base);
    t->r.prev_ticks = ticks;
    s->stats.records += count;
}

/* Whether the plain record at b (flags fl) is of a hook 000-00F, as fill_rec computes the
 * id: the high byte of the id's 16 bits (after the hook word's 4 bytes in the 64-bit
 * layout) is 0, and so is the namespace (always, in a plain 32-bit record).  Both walks
 * test it.  The flags come from the caller's load, and both candidate bytes are loaded
 * and one picked: a byte of the flags loaded again was kept on the stack by the compiler
 * and read back wider than it was stored, which stalled the walk on every record (it
 * cost a third of a --jobs=2 run's cutting). */
static inline __attribute__((always_inline)) unsigned plain_internal(const uint8_t *b,
                                                                      uint16_t fl,
                                                                      trc_byteorder bo)
{
    unsigned o32 = bo == TRC_BO_BIG ? 32 : 33;
    unsigned hi = (fl & TRC_EF_E64) ? b[o32 + 4] : b[o32];
    return (hi | b[10]) == 0;
}

/* The walk's fast path: from window index i, the committed well-framed records (as
 * tl_next takes them) that lie wholly below hi, stopping after the one that reaches lim.
 * Returns the index after the last one taken; the reader time, the walk time and
 * cut->internal are updated for them.  bo is a constant at each call (one loop per byte
 * order, the running state in registers). */
static inline __attribute__((always_inline)) size_t walk_run(tl_src *t, trc_trclog_cut *cut,
    const uint8_t *d, size_t i, size_t hi, size_t lim, trc_byteorder bo)
{
    size_t last = SIZE_MAX, last_ts = SIZE_MAX;   /* the last record taken, and with a time */
    unsigned internal = 0;
    while (i + 32 <= hi) {
        const uint8_t *b = d + i;
        uint32_t rl = trc_trclog_plain_rl(b, hi - i, bo);
        if (!rl) break;
        uint16_t fl = trc_get16(b + 8, bo);
        last = i;
        if (!(fl & TRC_EF_NOTS)) last_ts = i;
        internal |= plain_internal(b, fl, bo);
        i += rl;
        if (i >= lim) break;
    }
    if (last != SIZE_MAX) t->r.prev_ticks = trc_get64(d + last + 24, bo);
    if (last_ts != SIZE_MAX) t->walk_ticks = trc_get64(d + last_ts + 24, bo);
    if (internal) cut->internal = 1;
    return i;
}

int trc_trclog_walk(trc_source *s, uint64_t min, trc_buf *copy, trc_trclog_cut *cut)
{
    if (s->close != trc__trclog_close) return -1;
    tl_src *t = (tl_src *)s;
    trc_inbuf *in = &t->r.in;
    trc_byteorder bo = s->info.bo;
    if (copy) copy->len = 0;
    cut->start = t->pos;
    cut->prev_ticks = t->r.prev_ticks;
    cut->feed_ticks = t->walk_ticks;
    cut->internal = 0;
    cut->last = 0;
    cut->ints_ok = 0;
    for (;;) {
        uint64_t p = t->pos;
        const uint8_t *b;
        if (p - cut->start >= min) {
            /* a boundary: the end of the input, or a well-framed record next */
            trc_inbuf_consume(in, p);
            if (trc_inbuf_get(in, p, 1, &b) == 0) {
                if (in->err) break;
                cut->end = p;
                cut->last = 1;
                return cut->end > cut->start;
            }
            if (wellframed(t, p, &b)) break;
        }
        /* fast path: committed well-framed records inside the window (as tl_next), up to
         * the minimum size, copied as one run */
        size_t i0 = (size_t)(p - in->base);
        size_t lim = cut->start + min - in->base;   /* window index of the minimum */
        const uint8_t *d = in->data;
        size_t i = bo == TRC_BO_BIG ? walk_run(t, cut, d, i0, in->hi, lim, TRC_BO_BIG)
                                    : walk_run(t, cut, d, i0, in->hi, lim, TRC_BO_LITTLE);
        if (i > i0) {
            if (copy) trc_buf_add(copy, d + i0, i - i0);
            in->lo = i;
            t->pos = in->base + i;
            continue;
        }
        trc_item it;
        void (*hook)(void *, const uint8_t *, size_t) = t->r.hook;
        void *hctx = t->r.hook_ctx;
        t->r.hook = walk_skipped;
        t->r.hook_ctx = copy;
        int k = tl_item(&t->r, &it);
        t->r.hook = hook;
        t->r.hook_ctx = hctx;
        if (k < 0) { cut->end = t->pos; return -1; }
        /* an item off the fast path (a record across a refill of the window, mostly): a
         * replay needs the chunk unless it is a record of a hook above 00F (as walk_run) */
        if (it.kind != TRC_ITEM_END && it.kind != TRC_ITEM_SYNC &&
            (it.kind != TRC_ITEM_RECORD || it.rec.hook < 0x100)) cut->internal = 1;
        if (it.kind == TRC_ITEM_END) { cut->last = !in->err; break; }
        if (it.kind != TRC_ITEM_SKIP && copy) trc_buf_add(copy, it.bytes, it.nbytes);
        if (it.kind == TRC_ITEM_RECORD && !(it.rec.flags & TRC_EF_NOTS)) t->walk_ticks = it.rec.ticks;
    }
    cut->end = t->pos;
    if (in->err) return io_error(t);
    return cut->end > cut->start;
}

/* Is the item at window index i of d (hi bytes there) a valid sync marker, which the
 * serial reader passes by without a record or a time (tl_item)?  in_base: the stream
 * offset of d[0]. */
static inline __attribute__((always_inline)) int walk_sync(const uint8_t *d, size_t i, size_t hi,
                                                           uint64_t in_base, trc_byteorder bo)
{
    /* valid_sync's fields imply the framing that wellframed checks (rec_len 56 = 32 +
     * ent_len 24 rounded, flags C000 without E64, namespace 0) */
    return hi - i >= TRC_TRCLOG_SYNC_LEN && trc_get32(d + i, bo) == TRC_TRCLOG_SYNC_LEN &&
           valid_sync(d + i, TRC_TRCLOG_SYNC_LEN, in_base + i, bo);
}

/* walk_take's rare path: over the items [i, end) that it took (plain records and valid
 * sync markers), the last record and the last record with a time (SIZE_MAX: none). */
static inline __attribute__((always_inline)) void walk_back(const uint8_t *d, size_t i,
    size_t end, size_t hi, uint64_t base, size_t *rec, size_t *rec_ts, trc_byteorder bo)
{
    *rec = *rec_ts = SIZE_MAX;
    for (; i < end; i += trc_get32(d + i, bo)) {
        if (walk_sync(d, i, hi, base, bo)) continue;
        *rec = i;
        if (!(trc_get16(d + i + 8, bo) & TRC_EF_NOTS)) *rec_ts = i;
    }
}

/* The walk of trc_trclog_cut_take: from window index i, the committed well-framed records
 * and valid sync markers lying wholly below hi.  The chunk ends where the last of these
 * items starts (the next item is then well-framed); the reader time, the walk time,
 * cut->internal and the list cut->ints are updated for the chunk's records (sync markers
 * change none of them).  Returns the chunk's end index, or i when no chunk can be cut so
 * (fewer than two such items, or before hi a record that the serial reader treats
 * otherwise: damaged data).  A chunk whose item before the end is not a record with a
 * time is looked over again (walk_back: rare). */
static inline __attribute__((always_inline)) size_t walk_take(tl_src *t, trc_trclog_cut *cut,
    const uint8_t *d, size_t i, size_t hi, trc_byteorder bo)
{
    const size_t i0 = i;
    const uint64_t base = t->r.in.base;
    trc_buf *ints = cut->ints;
    size_t cur = SIZE_MAX, prev = SIZE_MAX;   /* the last item seen, the one before it */
    size_t nint = 0, last_int = SIZE_MAX;     /* records of 000-00F seen, the last of them */
    while (i + 32 <= hi) {
        const uint8_t *b = d + i;
        uint32_t rl = trc_trclog_plain_rl(b, hi - i, bo);
        if (__builtin_expect(rl != 0, 1)) {
            if (__builtin_expect(plain_internal(b, trc_get16(b + 8, bo), bo), 0)) {
                nint++;
                last_int = i;
                if (ints) {
                    uint32_t off = (uint32_t)(i - i0);
                    trc_buf_add(ints, (const char *)&off, sizeof off);
                }
            }
        } else {
            if (!walk_sync(d, i, hi, base, bo)) break;
            rl = TRC_TRCLOG_SYNC_LEN;
        }
        prev = cur;
        cur = i;
        i += rl;
    }
    /* fewer than two items, or stopped at a record that lies wholly in the window but is
     * not plain: the walk that copies takes this chunk */
    if (prev == SIZE_MAX || (i + 32 <= hi && trc_get32(d + i, bo) <= hi - i)) return i0;
    /* the last item, cur, is the next chunk's */
    if (last_int == cur) {
        nint--;
        if (ints) ints->len -= sizeof(uint32_t);
    }
    size_t rec = prev, rec_ts = prev;
    if (walk_sync(d, prev, hi, base, bo) || (trc_get16(d + prev + 8, bo) & TRC_EF_NOTS))
        walk_back(d, i0, cur, hi, base, &rec, &rec_ts, bo);
    if (rec != SIZE_MAX) t->r.prev_ticks = trc_get64(d + rec + 24, bo);
    if (rec_ts != SIZE_MAX) t->walk_ticks = trc_get64(d + rec_ts + 24, bo);
    if (nint) cut->internal = 1;
    if (ints && !ints->failed) cut->ints_ok = 1;
    return cur;
}

/* walk_take for each byte order, out of line: its loop's state stays in registers
 * (inlined into trc_trclog_cut_take, more of it went to the stack). */
static __attribute__((noinline)) size_t walk_take_be(tl_src *t, trc_trclog_cut *cut,
                                                     const uint8_t *d, size_t i, size_t hi)
{
    return walk_take(t, cut, d, i, hi, TRC_BO_BIG);
}
static __attribute__((noinline)) size_t walk_take_le(tl_src *t, trc_trclog_cut *cut,
                                                     const uint8_t *d, size_t i, size_t hi)
{
    return walk_take(t, cut, d, i, hi, TRC_BO_LITTLE);
}

/* trc_trclog_cut_take's way out for what it cannot hand over: the walk that copies. */
static int cut_copied(trc_source *s, uint64_t min, trc_buf *store, const uint8_t **data,
                      trc_trclog_cut *cut)
{
    int k = trc_trclog_walk(s, min, store, cut);
    *data = (const uint8_t *)store->data;
    cut->copied = 1;
    return k;
}

int trc_trclog_cut_take(trc_source *s, uint64_t min, trc_buf *store, const uint8_t **data,
                        trc_trclog_cut *cut)
{
    if (s->close != trc__trclog_close) return -1;
    tl_src *t = (tl_src *)s;
    trc_inbuf *in = &t->r.in;
    trc_byteorder bo = s->info.bo;
    size_t want = min < 64 ? 64 : min > ((size_t)1 << 30) ? (size_t)1 << 30 : (size_t)min;
    trc_inbuf_consume(in, t->pos);
    /* the window one chunk long, the cursor at index 0, once what is ahead fits (reads of
     * a chunk); the first window, read with the header, is taken as it is */
    if (!in->eof && in->hi - in->lo <= want) (void)trc_inbuf_resize(in, want);
    /* a full window (or the rest of the input) from the cursor */
    const uint8_t *p;
    size_t i0 = (size_t)(t->pos - in->base);
    if (!in->eof && in->cap > i0) (void)trc_inbuf_get(in, t->pos, in->cap - i0, &p);
    i0 = (size_t)(t->pos - in->base);
    if (in->err) return cut_copied(s, min, store, data, cut);
    if (in->eof) {
        /* the rest of the input is in the window, where it stays (nothing more is read):
         * the chunk is its bytes there */
        int k = trc_trclog_walk(s, min, NULL, cut);
        *data = in->data + i0;
        cut->copied = 0;
        return k;
    }
    cut->start = t->pos;
    cut->prev_ticks = t->r.prev_ticks;
    cut->feed_ticks = t->walk_ticks;
    cut->internal = 0;
    cut->last = 0;
    cut->ints_ok = 0;
    if (cut->ints) cut->ints->len = 0;
    size_t e = bo == TRC_BO_BIG ? walk_take_be(t, cut, in->data, i0, in->hi)
                                : walk_take_le(t, cut, in->data, i0, in->hi);
    if (e == i0) return cut_copied(s, min, store, data, cut);
    /* the spare storage: store's (at least a chunk long), or a new one */
    size_t tail = in->hi - e, spare_cap = store->data ? store->cap : want;
    uint8_t *spare = tail > want || spare_cap < want ? NULL
                   : store->data ? (uint8_t *)store->data : malloc(want);
    if (!spare) {
        /* the walk that copies walks the chunk again from the times at its start */
        t->r.prev_ticks = cut->prev_ticks;
        t->walk_ticks = cut->feed_ticks;
        return cut_copied(s, min, store, data, cut);
    }
    /* hand the window's storage to the chunk: the spare becomes the window, with the bytes
     * after the chunk (a record and a part, mostly) copied to its start; lent storage
     * (trc_buf_use) stays lent, wherever it goes */
    memcpy(spare, in->data + e, tail);
    int lent = store->foreign;
    store->foreign = in->borrowed;
    store->data = (char *)in->data;
    store->cap = in->cap;
    store->len = e;
    in->data = spare;
    in->borrowed = lent;
    in->cap = want;
    in->base += e;
    in->lo = 0;
    in->hi = tail;
    t->pos = in->base;
    cut->end = t->pos;
    cut->copied = 0;
    *data = (const uint8_t *)store->data + i0;
    return 1;
}

/* ------------------------------------------------------------ speculative chunks (--jobs) */

int trc_trclog_file_span(const trc_source *s, int *fd, uint64_t *start, uint64_t *size,
                         uint64_t *prev, uint64_t *feed)
{
    if (s->close != trc__trclog_close) return -1;
    const tl_src *t = (const tl_src *)s;
    const trc_inbuf *in = &t->r.in;
    if (t->chunk || t->end != UINT64_MAX || in->expect == UINT64_MAX || in->err || in->fd < 0)
        return -1;
    /* stream offsets are file offsets: the descriptor stands where the window ends */
    off_t at = lseek(in->fd, 0, SEEK_CUR);
    if (at < 0 || (uint64_t)at != in->base + in->hi || t->pos > in->expect) return -1;
    *fd = in->fd;
    *start = t->pos;
    *size = in->expect;
    *prev = t->r.prev_ticks;
    *feed = t->walk_ticks;
    return 0;
}

uint32_t trc_trclog_clean_item(const uint8_t *d, size_t n, size_t i, uint64_t base,
                               trc_byteorder bo)
{
    if (n - i < 32) return 0;
    uint32_t rl = trc_trclog_plain_rl(d + i, n - i, bo);
    if (rl) return rl;
    return walk_sync(d, i, n, base, bo) ? TRC_TRCLOG_SYNC_LEN : 0;
}

size_t trc_trclog_likely_start(const uint8_t *d, size_t n, size_t from, uint64_t base,
                               int at_end, trc_byteorder bo)
{
    for (size_t q = from; q < n && n - q >= 32; q += 8) {
        uint32_t r1 = trc_trclog_clean_item(d, n, q, base, bo);
        if (r1 && (r1 < n - q ? trc_trclog_clean_item(d, n, q + r1, base, bo) != 0 : at_end)) return q;
    }
    return SIZE_MAX;
}

int trc_trclog_spec_bounds(const uint8_t *d, size_t n, uint64_t x0, uint64_t step, uint64_t left,
                           int first, trc_byteorder bo, size_t *ps, size_t *pe)
{
    const int at_end = n == left;
    size_t s = first ? 0 : trc_trclog_likely_start(d, n, 0, x0, at_end, bo);
    size_t e = left <= step ? n : trc_trclog_likely_start(d, n, (size_t)step, x0, at_end, bo);
    /* nothing starts past the nominal end (or in the chunk) before the input ends: the
     * chunk ends (or is empty) there */
    if (at_end && e == SIZE_MAX) e = n;
    if (at_end && s == SIZE_MAX) s = n;
    *ps = s;
    *pe = e;
    if (s == n && e == n) return 2;
    return s < step && e != SIZE_MAX && e > s;
}

int trc_trclog_resume(trc_source *s, uint64_t off, uint64_t prev, uint64_t feed)
{
    if (s->close != trc__trclog_close) return -1;
    tl_src *t = (tl_src *)s;
    if (tl_seek(t, off) != 0) return -1;
    t->r.prev_ticks = prev;
    t->walk_ticks = feed;
    return 0;
}

int trc_trclog_chunk_clean(const trc_source *cs, uint64_t *prev)
{
    if (cs->close != trc__trclog_close) return 0;
    const tl_src *t = (const tl_src *)cs;
    if (cs->stats.resyncs || cs->stats.bad_records || t->pos != t->end) return 0;
    if (cs->stats.records) *prev = t->r.prev_ticks;
    return 1;
}

int trc_trclog_cut_end(trc_source *s)
{
    if (s->close != trc__trclog_close) return 0;
    trc_inbuf *in = &((tl_src *)s)->r.in;
    return trc_inbuf_own(in, in->cap);
}

trc_source *trc_trclog_open_chunk(const trc_source *like, const uint8_t *p, const trc_trclog_cut *cut)
{
    if (like->close != trc__trclog_close) return NULL;
    const tl_src *l = (const tl_src *)like;
    tl_src *t = calloc(1, sizeof *t);
    char *pc = strdup(like->path);
    if (!t || !pc) { free(t); free(pc); return NULL; }
    t->hdr = l->hdr;
    t->chunk = 1;
    t->r.src.info = like->info;
    set_next(t);
    t->r.src.close = trc__trclog_close;
    t->r.src.path = pc;
    t->r.item = tl_item;
    t->r.hdr = &t->hdr;
    t->r.prev_ticks = cut->prev_ticks;
    trc_inbuf *in = &t->r.in;
    in->fd = -1;
    in->data = (uint8_t *)p;
    in->borrowed = 1;
    in->cap = in->hi = (size_t)(cut->end - cut->start);
    in->base = cut->start;
    in->eof = 1;
    t->pos = cut->start;
    /* a chunk that ends the input reads to its end as the serial reader does (a resync
     * there ends truncated, not at a chunk boundary) */
    t->end = cut->last ? UINT64_MAX : cut->end;
    return &t->r.src;
}

/* ------------------------------------------------------------ open / close */

void trc__trclog_close(trc_source *s)
{
    if (!s) return;
    tl_src *t = (tl_src *)s;
    trc_inbuf_free(&t->r.in);
    if (t->chunk) {   /* header facts borrowed from the whole file's source */
        free((char *)s->path);
        free(t);
        return;
    }
    free(t->hdr_copy);
    for (int i = 0; i < 10; i++) free(t->strs[i]);
    for (uint32_t i = 0; i < 2 * t->nattrs; i++) free(t->attrs[i]);
    free(t->attrs);
    free(t->tmpl);
    free((char *)s->path);
    free(t);
}

/* Validate the header at the start of the window; 0 or -1 with err. */
static int parse_header(tl_src *t, char *err, size_t errlen)
{
    const char *path = t->r.src.path;
    trc_inbuf *in = &t->r.in;
    const uint8_t *p;
    size_t n = trc_inbuf_get(in, 0, TRC_TRCLOG_MIN_H, &p);
    if (in->err) { trc__seterr(err, errlen, path, "read error: %s", trc_inbuf_strerror(in)); return -1; }
    if (n < 8 || memcmp(p, TRC_TRCLOG_MAGIC, 8) != 0) {
        trc__seterr(err, errlen, path, "not a trclog file (bad magic)");
        return -1;
    }
    if (n < TRC_TRCLOG_MIN_H) {
        trc__seterr(err, errlen, path, "invalid trclog header: truncated (%zu bytes)", n);
        return -1;
    }
    trc_byteorder bo;
    if (memcmp(p + 8, "\1\2\3\4", 4) == 0) bo = TRC_BO_BIG;
    else if (memcmp(p + 8, "\4\3\2\1", 4) == 0) bo = TRC_BO_LITTLE;
    else { trc__seterr(err, errlen, path, "invalid trclog header: bad byte-order mark"); return -1; }
    trc_loginfo *li = &t->r.src.info;
    li->bo = bo;
    t->hdr.major = trc_get16(p + 12, bo);
    t->hdr.minor = trc_get16(p + 14, bo);
    t->hdr.hlen = trc_get32(p + 16, bo);
    t->hdr.reserved21 = p[21];
    li->env = p[20];
    li->ncpus = trc_get16(p + 22, bo);
    li->hflags = trc_get32(p + 24, bo);
    li->sync_interval = trc_get32(p + 28, bo);
    li->tb_num = trc_get64(p + 32, bo);
    li->tb_den = trc_get64(p + 40, bo);
    li->start_wall = (int64_t)trc_get64(p + 48, bo);
    li->start_ticks = trc_get64(p + 56, bo);
    if (t->hdr.major != 1) {
        trc__seterr(err, errlen, path, "unsupported trclog version %u.%u", t->hdr.major, t->hdr.minor);
        return -1;
    }
    uint32_t h = t->hdr.hlen;
    if (h < TRC_TRCLOG_MIN_H || h % 8) {
        trc__seterr(err, errlen, path, "invalid trclog header: header length %u", h);
        return -1;
    }
    if (li->env != 32 && li->env != 64) {
        trc__seterr(err, errlen, path, "invalid trclog header: trace env %d", li->env);
        return -1;
    }
    if (li->tb_den == 0) {
        trc__seterr(err, errlen, path, "invalid trclog header: timebase denominator 0");
        return -1;
    }
    n = trc_inbuf_get(in, 0, h, &p);
    if (in->err) { trc__seterr(err, errlen, path, "read error: %s", trc_inbuf_strerror(in)); return -1; }
    if (n < h && !in->eof) {
        trc__seterr(err, errlen, path, "invalid trclog header: header length %u is too large", h);
        return -1;
    }
    if (n < h) {
        trc__seterr(err, errlen, path, "invalid trclog header: truncated (%zu of %u bytes)", n, h);
        return -1;
    }
    t->hdr_copy = malloc(h);
    if (!t->hdr_copy) { trc__seterr(err, errlen, path, "out of memory"); return -1; }
    memcpy(t->hdr_copy, p, h);
    t->hdr.raw = t->hdr_copy;
    /* TLV list: must end with tag 0 / length 0 inside H. */
    uint32_t pos = TRC_TRCLOG_FIXED;
    trc_tlv tv;
    while (trc_trclog_tlv_next(&t->hdr, bo, &pos, &tv)) {
        if (tv.tag >= 1 && tv.tag <= 10) {
            char *s = malloc((size_t)tv.len + 1);
            if (!s) { trc__seterr(err, errlen, path, "out of memory"); return -1; }
            memcpy(s, tv.val, tv.len);
            s[tv.len] = '\0';
            free(t->strs[tv.tag - 1]);
            t->strs[tv.tag - 1] = s;
        } else if (tv.tag == TRC_TLV_ATTR) {
            const uint8_t *nul = memchr(tv.val, 0, tv.len);
            size_t kl = nul ? (size_t)(nul - tv.val) : tv.len;
            size_t vl = nul ? tv.len - kl - 1 : 0;
            char **na = realloc(t->attrs, (2 * (size_t)t->nattrs + 2) * sizeof *na);
            if (!na) { trc__seterr(err, errlen, path, "out of memory"); return -1; }
            t->attrs = na;
            na[2 * t->nattrs] = strndup((const char *)tv.val, kl);
            na[2 * t->nattrs + 1] = strndup(nul ? (const char *)nul + 1 : "", vl);
            t->nattrs++;
            if (!na[2 * t->nattrs - 2] || !na[2 * t->nattrs - 1]) {
                trc__seterr(err, errlen, path, "out of memory");
                return -1;
            }
        }
    }
    if ((uint64_t)pos + 4 > h || trc_get16(t->hdr_copy + pos, bo) != 0
        || trc_get16(t->hdr_copy + pos + 2, bo) != 0) {
        trc__seterr(err, errlen, path, "invalid trclog header: TLV list overruns the header");
        return -1;
    }
    t->hdr.tlv_end = pos + 4;
    const char **dst[10] = { &li->sysname, &li->nodename, &li->release, &li->version,
                             &li->machine, &li->cmdline, &li->source, &li->producer,
                             &li->buffering, &li->ipaddr };
    for (int i = 0; i < 10; i++) *dst[i] = t->strs[i];
    li->attrs = (const char *const *)t->attrs;
    li->nattrs = t->nattrs;
    size_t tl = 0;
    int es = trc_embed_decode(&t->hdr, bo, &t->tmpl, &tl, t->tmpl_why, sizeof t->tmpl_why);
    li->tmpl_state = es;
    li->tmpl_text = t->tmpl;
    li->tmpl_len = tl;
    li->tmpl_why = es == TRC_EMBED_DAMAGED ? t->tmpl_why : NULL;
    li->source_desc = NULL;
    t->pos = h;
    return 0;
}

trc_source *trc_trclog_open_fd(int fd, int own_fd, const char *path, const void *prefix,
                               size_t n, char *err, size_t errlen)
{
    if (!path) path = "-";
    tl_src *t = calloc(1, sizeof *t);
    char *pc = strdup(path);
    if (!t || !pc || trc_inbuf_init(&t->r.in, fd, own_fd, WINDOW, prefix, n) != 0) {
        trc__seterr(err, errlen, path, "out of memory");
        free(pc);
        if (t) free(t->r.in.data);
        free(t);
        if (own_fd) close(fd);
        return NULL;
    }
    t->end = UINT64_MAX;
    t->r.src.close = trc__trclog_close;
    t->r.src.path = pc;
    t->r.item = tl_item;
    t->r.hdr = &t->hdr;
    if (parse_header(t, err, errlen) != 0) {
        trc__trclog_close(&t->r.src);
        return NULL;
    }
    set_next(t);
    return &t->r.src;
}

trc_source *trc_trclog_open(const char *path, char *err, size_t errlen)
{
    int own;
    int fd = trc__open_input(path, &own, err, errlen);
    if (fd < 0) return NULL;
    return trc_trclog_open_fd(fd, own, path, NULL, 0, err, errlen);
}
