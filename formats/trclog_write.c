/* trclog_write.c -- buffered trclog v1 writer (docs/ref/tracelog.md §3.1, §3.3, §3.4).
 * Owns: header encoding (TLVs, H), record envelopes and padding, sync markers at the sync
 * interval, the output buffer and its sticky error.  Used by trcasm, `trcrpt -r`, libtrc
 * and trcrecv. */
#include "formats/trclog.h"
#include "common/buf.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define WBUF ((size_t)256 << 10)

/* A writer. */
struct trc_trclog_writer {
    int fd;                  /* output descriptor */
    int own_fd;              /* close fd at the end */
    trc_byteorder bo;        /* byte order of the file */
    uint8_t *buf;            /* output buffer (WBUF bytes) */
    size_t used;             /* bytes pending in buf */
    uint64_t offset;         /* file offset of the next byte (written + pending) */
    uint32_t sync_interval;  /* header sync interval */
    int auto_sync;           /* emit markers by themselves */
    uint64_t next_sync;      /* auto sync: next multiple of the interval to cover */
    uint64_t sync_seq;       /* auto sync: next sequence number */
    uint64_t last_ticks;     /* time of the last non-sync record (0 if none) */
    int err;                 /* sticky errno (0 = none) */
    char msg[128];           /* sticky error text */
};

void trc_trclog_wopts_init(trc_trclog_wopts *o)
{
    memset(o, 0, sizeof *o);
    o->bo = TRC_BO_BIG;
    o->env = 32;
    o->ncpus = 1;
    o->tb_num = 1;
    o->tb_den = 1;
}

void trc_tlv_add(trc_buf *b, trc_byteorder bo, uint16_t tag, const void *val, uint16_t len)
{
    uint8_t h[4];
    trc_put16(h, tag, bo);
    trc_put16(h + 2, len, bo);
    trc_buf_add(b, h, 4);
    trc_buf_add(b, val, len);
    trc_buf_fill(b, 0, (4 - len % 4) % 4);
}

static void fail(trc_trclog_writer *w, int e, const char *what)
{
    if (w->err) return;
    w->err = e ? e : EIO;
    snprintf(w->msg, sizeof w->msg, "%s: %s", what, strerror(w->err));
}

/* Write n bytes straight to the descriptor (partial writes resumed, EINTR retried). */
static void put_fd(trc_trclog_writer *w, const uint8_t *p, size_t n)
{
    while (n && !w->err) {
        ssize_t r = write(w->fd, p, n);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) { fail(w, r < 0 ? errno : EIO, "write error"); return; }
        p += r;
        n -= (size_t)r;
    }
}

int trc_trclog_writer_flush(trc_trclog_writer *w)
{
    if (w->used && !w->err) put_fd(w, w->buf, w->used);
    w->used = 0;
    return w->err ? -1 : 0;
}

/* Append n bytes to the output; (NULL, 0) is a valid empty append (an empty trc_buf). */
static void put(trc_trclog_writer *w, const void *p, size_t n)
{
    if (w->err || n == 0) return;
    w->offset += n;
    if (w->used + n <= WBUF) {
        memcpy(w->buf + w->used, p, n);
        w->used += n;
        return;
    }
    trc_trclog_writer_flush(w);
    if (n >= WBUF / 2) { put_fd(w, p, n); return; }
    memcpy(w->buf, p, n);
    w->used = n;
}

int trc_trclog_header_encode(const trc_trclog_wopts *o, trc_buf *out, char *err, size_t errlen)
{
    size_t fixed = TRC_TRCLOG_FIXED + o->tlvs_len + 4;
    if (o->env != 32 && o->env != 64) {
        if (err) snprintf(err, errlen, "trace env %u is not 32 or 64", (unsigned)o->env);
        return -1;
    }
    if (o->tb_den == 0) {
        if (err) snprintf(err, errlen, "timebase denominator is 0");
        return -1;
    }
    if (o->hpad && (fixed + o->hpad_len) % 8) {
        if (err) snprintf(err, errlen, "header length %zu is not a multiple of 8", fixed + o->hpad_len);
        return -1;
    }
    uint64_t h = trc_trclog_hlen(o->tlvs_len, o->hpad, o->hpad_len);
    if (h > UINT32_MAX) {
        if (err) snprintf(err, errlen, "header too long");
        return -1;
    }
    trc_byteorder bo = o->bo;
    uint8_t hd[TRC_TRCLOG_FIXED];
    memcpy(hd, TRC_TRCLOG_MAGIC, 8);
    trc_put32(hd + 8, 0x01020304, bo);
    trc_put16(hd + 12, 1, bo);
    trc_put16(hd + 14, 0, bo);
    trc_put32(hd + 16, (uint32_t)h, bo);
    hd[20] = o->env;
    hd[21] = 0;
    trc_put16(hd + 22, o->ncpus, bo);
    trc_put32(hd + 24, o->hflags, bo);
    trc_put32(hd + 28, o->sync_interval, bo);
    trc_put64(hd + 32, o->tb_num, bo);
    trc_put64(hd + 40, o->tb_den, bo);
    trc_put64(hd + 48, (uint64_t)o->start_wall, bo);
    trc_put64(hd + 56, o->start_ticks, bo);
    trc_buf_add(out, hd, sizeof hd);
    trc_buf_add(out, o->tlvs, o->tlvs_len);
    trc_buf_fill(out, 0, 4);
    if (o->hpad) trc_buf_add(out, o->hpad, o->hpad_len);
    else trc_buf_fill(out, 0, (size_t)(h - fixed));
    if (out->failed) {
        if (err) snprintf(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

trc_trclog_writer *trc_trclog_writer_new(int fd, int own_fd, const trc_trclog_wopts *o,
                                         char *err, size_t errlen)
{
    trc_buf hb;
    trc_buf_init(&hb);
    if (trc_trclog_header_encode(o, &hb, err, errlen) != 0) {
        trc_buf_free(&hb);
        return NULL;
    }
    trc_trclog_writer *w = trc_trclog_writer_new_bare(fd, own_fd, o->bo);
    if (!w) {
        if (err) snprintf(err, errlen, "out of memory");
        trc_buf_free(&hb);
        return NULL;
    }
    w->sync_interval = o->sync_interval;
    w->auto_sync = o->auto_sync && o->sync_interval > 0;
    w->next_sync = o->sync_interval;
    put(w, hb.data, hb.len);
    trc_buf_free(&hb);
    return w;
}

trc_trclog_writer *trc_trclog_writer_new_bare(int fd, int own_fd, trc_byteorder bo)
{
    trc_trclog_writer *w = calloc(1, sizeof *w);
    if (w) w->buf = malloc(WBUF);
    if (!w || !w->buf) { free(w); return NULL; }
    w->fd = fd;
    w->own_fd = own_fd;
    w->bo = bo;
    return w;
}

int trc_trclog_write_sync(trc_trclog_writer *w, uint64_t seq, uint64_t ticks)
{
    uint8_t m[TRC_TRCLOG_SYNC_LEN];
    trc_byteorder bo = w->bo;
    trc_put32(m, TRC_TRCLOG_SYNC_LEN, bo);
    trc_put16(m + 4, 24, bo);
    trc_put16(m + 6, 0xFFFF, bo);
    trc_put16(m + 8, TRC_EF_SYNC | TRC_EF_COMMIT, bo);
    m[10] = 0;
    m[11] = 0;
    trc_put32(m + 12, 0xFFFFFFFFu, bo);
    trc_put64(m + 16, UINT64_MAX, bo);
    trc_put64(m + 24, ticks, bo);
    memcpy(m + 32, "TRCSYNC1", 8);
    trc_put64(m + 40, w->offset, bo);
    trc_put64(m + 48, seq, bo);
    put(w, m, sizeof m);
    return w->err ? -1 : 0;
}

int trc_trclog_write_record(trc_trclog_writer *w, const trc_record *rec, const uint8_t *pad)
{
    if (w->err) return -1;
    if (rec->len > 65535) { errno = EINVAL; return -1; }  /* not sticky: nothing written */
    if (w->auto_sync && w->offset >= w->next_sync) {
        trc_trclog_write_sync(w, w->sync_seq++, w->last_ticks);
        w->next_sync = (w->offset / w->sync_interval + 1) * w->sync_interval;
    }
    uint32_t rl = (32u + rec->len + 7u) & ~7u;
    uint8_t e[32];
    trc_byteorder bo = w->bo;
    trc_put32(e, rl, bo);
    trc_put16(e + 4, (uint16_t)rec->len, bo);
    trc_put16(e + 6, rec->cpu, bo);
    trc_put16(e + 8, rec->flags, bo);
    e[10] = rec->ns;
    e[11] = rec->reserved;
    trc_put32(e + 12, rec->pid, bo);
    trc_put64(e + 16, rec->tid, bo);
    trc_put64(e + 24, rec->ticks, bo);
    if (w->used + rl <= WBUF) {  /* fast path: one copy into the buffer */
        uint8_t *d = w->buf + w->used;
        memcpy(d, e, 32);
        if (rec->len) memcpy(d + 32, rec->fb, rec->len);
        size_t np = rl - 32 - rec->len;
        if (pad) memcpy(d + 32 + rec->len, pad, np);
        else memset(d + 32 + rec->len, 0, np);
        w->used += rl;
        w->offset += rl;
    } else {
        static const uint8_t zeros[8];
        put(w, e, 32);
        if (rec->len) put(w, rec->fb, rec->len);
        put(w, pad ? pad : zeros, rl - 32 - rec->len);
    }
    if (!(rec->flags & TRC_EF_SYNC)) w->last_ticks = rec->ticks;
    return w->err ? -1 : 0;
}

int trc_trclog_write_raw(trc_trclog_writer *w, const void *p, size_t n)
{
    put(w, p, n);
    return w->err ? -1 : 0;
}

uint64_t trc_trclog_writer_offset(const trc_trclog_writer *w) { return w->offset; }

int trc_trclog_writer_errno(const trc_trclog_writer *w) { return w->err; }

const char *trc_trclog_writer_error(const trc_trclog_writer *w) { return w->err ? w->msg : ""; }

int trc_trclog_writer_close(trc_trclog_writer *w)
{
    if (!w) return 0;
    trc_trclog_writer_flush(w);
    if (w->own_fd && close(w->fd) != 0) fail(w, errno, "close error");
    int e = w->err;
    free(w->buf);
    free(w);
    if (e) { errno = e; return -1; }
    return 0;
}
