/* sink.c -- libtrc sinks: the file sink with sync markers (docs/ref/runtime.md §7.1) and the UDP
 * datagram sink (§7.2).
 * Owns: writing records and headers (encoded by wire.c) out of the process. */
#include "runtime/trc_int.h"
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#define FS_BUF ((size_t)1 << 20)   /* file sink buffer */
#define UDP_MAX 65507u             /* largest UDP payload over IPv4 */

/* Write n bytes to fd (partial writes resumed, EINTR retried); 0 or errno. */
static int write_all(int fd, const uint8_t *p, size_t n)
{
    while (n) {
        ssize_t r = write(fd, p, n);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return r < 0 ? errno : EIO;
        p += r;
        n -= (size_t)r;
    }
    return 0;
}

int trc_fsink_flush(trc_fsink *fs)
{
    if (fs->used) {
        int e = write_all(fs->fd, fs->buf, fs->used);
        if (e) fs->err = e;
        fs->used = 0;
    }
    return fs->err ? -1 : 0;
}

/* Append bytes to the buffer. */
static void fs_add(trc_fsink *fs, const void *p, size_t n)
{
    if (fs->used + n > fs->cap) trc_fsink_flush(fs);
    memcpy(fs->buf + fs->used, p, n);
    fs->used += n;
    fs->off += n;
}

/* Write the header with hflags and reset the sync state. */
static int fs_header(trc_fsink *fs, const trc_channel *ch, uint32_t hflags)
{
    fs->off = 0;
    fs->used = 0;
    fs->sync_iv = ch->opt.sync;
    fs->next_sync = fs->sync_iv;
    fs->sync_seq = 0;
    fs->last_ts = 0;
    fs->hflags = hflags;
    atomic_store(&fs->body, 0);
    fs_add(fs, ch->hdr, ch->hlen);
    memcpy(fs->buf + 24, &hflags, 4);
    return trc_fsink_flush(fs);
}

/* The first record after the header: from now on the header stays as written. */
static void fs_body(trc_fsink *fs)
{
    if (atomic_load_explicit(&fs->body, memory_order_acquire)) return;
    pthread_mutex_lock(&fs->hmu);
    atomic_store_explicit(&fs->body, 1, memory_order_release);
    pthread_mutex_unlock(&fs->hmu);
}

int trc_fsink_hdr_swap(trc_fsink *fs, trc_channel *ch, uint8_t *hdr, uint32_t hlen)
{
    pthread_mutex_lock(&fs->hmu);
    int ok = !atomic_load(&fs->body);
    if (ok) {
        free(ch->hdr);
        ch->hdr = hdr;
        ch->hlen = hlen;
        /* only the header is in the file: write the new one in its place */
        if (ftruncate(fs->fd, 0) < 0 || lseek(fs->fd, 0, SEEK_SET) < 0) fs->err = errno;
        else fs_header(fs, ch, fs->hflags);
    }
    pthread_mutex_unlock(&fs->hmu);
    return ok ? 0 : -1;
}

trc_fsink *trc_fsink_open(const char *path, const trc_channel *ch, uint32_t hflags)
{
    trc_fsink *fs = calloc(1, sizeof *fs);
    if (!fs || !(fs->buf = malloc(FS_BUF))) { free(fs); errno = ENOMEM; return NULL; }
    fs->cap = FS_BUF;
    pthread_mutex_init(&fs->hmu, NULL);
    fs->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fs->fd < 0) { int e = errno; free(fs->buf); free(fs); errno = e; return NULL; }
    if (fs_header(fs, ch, hflags) < 0) {
        int e = fs->err;
        close(fs->fd);
        free(fs->buf);
        free(fs);
        errno = e;
        return NULL;
    }
    return fs;
}

int trc_fsink_restart(trc_fsink *fs, const trc_channel *ch, uint32_t hflags)
{
    fs->err = 0;
    if (ftruncate(fs->fd, 0) < 0 || lseek(fs->fd, 0, SEEK_SET) < 0) fs->err = errno;
    return fs->err ? -1 : fs_header(fs, ch, hflags);
}

void trc_fsink_put(trc_fsink *fs, const uint8_t *rec, uint32_t rl)
{
    fs_body(fs);
    if (fs->sync_iv && fs->off >= fs->next_sync) {
        uint8_t m[56];
        uint32_t w32 = 56;
        uint16_t w16[4] = { 24, 0xFFFF, TRCI_EF_SYNC | TRCI_EF_COMMIT, 0 };
        uint32_t pid = 0xFFFFFFFFu;
        uint64_t tid = UINT64_MAX, off = fs->off, seq = fs->sync_seq++;
        memcpy(m, &w32, 4);
        memcpy(m + 4, w16, 8);            /* ent_len, cpu, flags, namespace + reserved */
        memcpy(m + 12, &pid, 4);
        memcpy(m + 16, &tid, 8);
        memcpy(m + 24, &fs->last_ts, 8);
        memcpy(m + 32, "TRCSYNC1", 8);
        memcpy(m + 40, &off, 8);
        memcpy(m + 48, &seq, 8);
        fs_add(fs, m, sizeof m);
        fs->next_sync = (fs->off / fs->sync_iv + 1) * fs->sync_iv;
    }
    if (fs->used + rl > fs->cap) trc_fsink_flush(fs);
    uint8_t *d = fs->buf + fs->used;
    trc_rt_rec_copy(d, rec, rl);
    memcpy(&fs->last_ts, d + 24, 8);
    fs->used += rl;
    fs->off += rl;
}

int trc_fsink_patch(trc_fsink *fs, uint64_t off, const void *p, size_t n)
{
    ssize_t r;
    do r = pwrite(fs->fd, p, n, (off_t)off);
    while (r < 0 && errno == EINTR);
    if (r == (ssize_t)n) return 0;
    fs->err = r < 0 ? errno : EIO;
    return -1;
}

int trc_fsink_close(trc_fsink *fs)
{
    if (!fs) return 0;
    int r = trc_fsink_flush(fs);
    if (fsync(fs->fd) < 0 && errno != EINVAL && errno != EROFS) r = -1;
    if (close(fs->fd) < 0) r = -1;
    free(fs->buf);
    free(fs);
    return r;
}

/* ------------------------------------------------------------------ UDP */

/* Fill the 40-byte datagram header. */
static void dg_head(uint8_t *p, uint16_t kind, uint64_t session, uint64_t seq, uint64_t recidx)
{
    uint32_t bom = 0x01020304;
    uint16_t k[2] = { kind, 0 };
    memcpy(p, "TRCUDP1", 8);
    memcpy(p + 8, &bom, 4);
    memcpy(p + 12, k, 4);
    memcpy(p + 16, &session, 8);
    memcpy(p + 24, &seq, 8);
    memcpy(p + 32, &recidx, 8);
}

/* Send one datagram with the next sequence number (a failed send loses its number). */
static void dg_send(trc_usink *us, uint8_t *p, size_t n, uint16_t kind, uint64_t recidx)
{
    dg_head(p, kind, us->session, us->seq++, recidx);
    us->since_hdr++;
    ssize_t r;
    do r = sendto(us->fd, p, n, MSG_NOSIGNAL, (struct sockaddr *)&us->addr, us->alen);
    while (r < 0 && errno == EINTR);
    if (r < 0) { us->errors++; us->failed = 1; }
}

/* Send the header datagram. */
static void send_header(trc_usink *us)
{
    uint8_t *p = malloc(40 + us->hlen);
    if (!p) return;
    memcpy(p + 40, us->hdr, us->hlen);
    dg_send(us, p, 40 + us->hlen, 1, us->nrec);
    free(p);
    us->since_hdr = 0;
    us->hdr_ns = trc_rt_now();
}

trc_usink *trc_usink_open(const trc_channel *ch)
{
    trc_usink *us = calloc(1, sizeof *us);
    if (!us || !(us->dg = malloc(UDP_MAX))) { free(us); errno = ENOMEM; return NULL; }
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_DGRAM;
    char port[16];
    snprintf(port, sizeof port, "%u", ch->opt.udp_port);
    const char *host = ch->opt.udp_host;
    char hbuf[256];
    if (host[0] == '[') {                     /* [v6addr] */
        snprintf(hbuf, sizeof hbuf, "%s", host + 1);
        char *e = strchr(hbuf, ']');
        if (e) *e = 0;
        host = hbuf;
    }
    int g = getaddrinfo(host, port, &hints, &res);
    if (g || !res) { free(us->dg); free(us); errno = EINVAL; return NULL; }
    us->fd = socket(res->ai_family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (us->fd < 0) { int e = errno; freeaddrinfo(res); free(us->dg); free(us); errno = e; return NULL; }
    memcpy(&us->addr, res->ai_addr, res->ai_addrlen);
    us->alen = res->ai_addrlen;
    freeaddrinfo(res);
    if (getrandom(&us->session, sizeof us->session, GRND_NONBLOCK) != sizeof us->session)
        us->session = trc_rt_now() ^ ((uint64_t)getpid() << 32);
    us->max = ch->opt.udpsize;
    uint8_t *hc = malloc(ch->hlen);   /* a copy: trc_embed_templates may replace ch->hdr */
    if (!hc) { close(us->fd); free(us->dg); free(us); errno = ENOMEM; return NULL; }
    memcpy(hc, ch->hdr, ch->hlen);
    us->hdr = hc;
    us->hlen = ch->hlen;
    send_header(us);
    return us;
}

void trc_usink_flush(trc_usink *us)
{
    if (us->used <= 40) return;
    uint64_t first;
    memcpy(&first, us->dg + 32, 8);
    if (us->since_hdr >= 256 || trc_rt_now() - us->hdr_ns >= 1000000000u) {
        uint64_t keep = us->nrec;
        us->nrec = first;
        send_header(us);
        us->nrec = keep;
    }
    dg_send(us, us->dg, us->used, 2, first);
    us->used = 0;
}

int trc_usink_put(trc_usink *us, const uint8_t *rec, uint32_t rl)
{
    if (40 + (size_t)rl > UDP_MAX) return -1;
    if (us->used && us->used + rl > us->max) trc_usink_flush(us);
    if (!us->used) {
        us->used = 40;
        memcpy(us->dg + 32, &us->nrec, 8);    /* record index, kept until sent */
    }
    trc_rt_rec_copy(us->dg + us->used, rec, rl);
    us->used += rl;
    us->nrec++;
    if (us->used >= us->max) trc_usink_flush(us);
    return 0;
}

void trc_usink_close(trc_usink *us)
{
    if (!us) return;
    trc_usink_flush(us);
    uint8_t p[40];
    uint64_t seq = us->seq;
    for (int i = 0; i < 3; i++) {             /* the same datagram three times */
        us->seq = seq;
        dg_send(us, p, 40, 3, us->nrec);
    }
    close(us->fd);
    free(us->dg);
    free((void *)us->hdr);
    free(us);
}
