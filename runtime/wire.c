/* wire.c -- libtrc encoding of what it writes: the trclog header (docs/ref/runtime.md §3), whole
 * records for direct sink output, the 006 format buffer (§6) and the copy of a buffered
 * record for a sink (in-memory flag bits cleared).
 * Owns: byte layouts only.  libtrc is self-contained (it does not link the formatter
 * library), so the few lines of trclog encoding it needs live here. */
#include "runtime/trc_int.h"
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

/* Append one TLV (native byte order) at b + *pos (bounded by cap). */
static void tlv(uint8_t *b, size_t *pos, size_t cap, uint16_t tag, const char *val, size_t len)
{
    if (len > 4000) len = 4000;
    size_t need = 4 + ((len + 3) & ~(size_t)3);
    if (*pos + need + 4 > cap) return;
    uint16_t h[2] = { tag, (uint16_t)len };
    memcpy(b + *pos, h, 4);
    memcpy(b + *pos + 4, val, len);
    memset(b + *pos + 4 + len, 0, need - 4 - len);
    *pos += need;
}

int trc_rt_hdr_build(trc_channel *ch, const char *source)
{
    /* the embedded template set goes into the trclog header only (not trcshm's) */
    int with_tmpl = ch->tmpl && !strcmp(source, "trclog");
    size_t cap = 16384, pos = 64, extra = with_tmpl ? trc_rt_tmpl_tlv_size(ch->tmpl_len) : 0;
    uint8_t *b = calloc(1, cap + extra);
    if (!b) { errno = ENOMEM; return -1; }
    struct utsname u;
    if (uname(&u) == 0) {
        tlv(b, &pos, cap, 1, u.sysname, strlen(u.sysname));
        tlv(b, &pos, cap, 2, u.nodename, strlen(u.nodename));
        tlv(b, &pos, cap, 3, u.release, strlen(u.release));
        tlv(b, &pos, cap, 4, u.version, strlen(u.version));
        tlv(b, &pos, cap, 5, u.machine, strlen(u.machine));
    }
    char cmd[4001];
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ssize_t n = read(fd, cmd, sizeof cmd - 1);
        close(fd);
        if (n > 0) {
            while (n > 0 && cmd[n - 1] == 0) n--;
            for (ssize_t i = 0; i < n; i++) if (!cmd[i]) cmd[i] = ' ';
            tlv(b, &pos, cap, 6, cmd, (size_t)n);
        }
    }
    tlv(b, &pos, cap, 7, source, strlen(source));
    tlv(b, &pos, cap, 8, "libtrc 1.0", 10);
    static const char *const mname[] = { "chain", "circular", "stop" };
    char buffering[64];
    uint64_t c = (ch->opt.bufsize / ch->opt.chunks) & ~(uint64_t)4095;
    if (c % (1u << 20) == 0)
        snprintf(buffering, sizeof buffering, "%s %u x %llu MiB", mname[ch->mode], ch->opt.chunks,
                 (unsigned long long)(c >> 20));
    else
        snprintf(buffering, sizeof buffering, "%s %u x %llu KiB", mname[ch->mode], ch->opt.chunks,
                 (unsigned long long)(c >> 10));
    tlv(b, &pos, cap, 9, buffering, strlen(buffering));
    if (with_tmpl) pos += trc_rt_tmpl_tlvs(b + pos, ch->tmpl, ch->tmpl_len);
    pos += 4;                                   /* end TLV (zeros) */
    uint32_t h = (uint32_t)((pos + 7) & ~(size_t)7);
    memcpy(b, "\x89TRCLOG\n", 8);
    uint32_t bom = 0x01020304, hl = h, hflags = 0, sync = (uint32_t)ch->opt.sync;
    uint16_t major = 1, minor = 0;
    long nc = sysconf(_SC_NPROCESSORS_CONF);
    uint16_t ncpu = nc > 0 && nc < 65536 ? (uint16_t)nc : 0;
    uint64_t num = ch->tb_num, den = ch->tb_den, ticks = ch->start_ticks;
    int64_t wall = ch->start_wall;
    memcpy(b + 8, &bom, 4);
    memcpy(b + 12, &major, 2);
    memcpy(b + 14, &minor, 2);
    memcpy(b + 16, &hl, 4);
    b[20] = (uint8_t)ch->env;
    b[21] = 0;
    memcpy(b + 22, &ncpu, 2);
    memcpy(b + 24, &hflags, 4);
    memcpy(b + 28, &sync, 4);
    memcpy(b + 32, &num, 8);
    memcpy(b + 40, &den, 8);
    memcpy(b + 48, &wall, 8);
    memcpy(b + 56, &ticks, 8);
    free(ch->hdr);
    ch->hdr = b;
    ch->hlen = h;
    return 0;
}

uint32_t trc_rt_make_record(uint8_t *out, unsigned ef, const void *fb, size_t fl, uint64_t ts,
                            int cpu_on)
{
    uint32_t rl = (uint32_t)((32 + fl + 7) & ~(size_t)7);
    int cpu = cpu_on ? sched_getcpu() : -1;
    uint16_t w[4] = { (uint16_t)fl, cpu < 0 ? 0xFFFF : (uint16_t)cpu,
                      (uint16_t)(ef | TRCI_EF_COMMIT), 0 };
    uint32_t pid = atomic_load(&trc__pid);
    uint64_t tid = trc_rt_tid();
    memset(out, 0, rl);
    memcpy(out, &rl, 4);
    memcpy(out + 4, w, 8);
    memcpy(out + 12, &pid, 4);
    memcpy(out + 16, &tid, 8);
    memcpy(out + 24, &ts, 8);
    memcpy(out + 32, fb, fl);
    return rl;
}

size_t trc_rt_fb_lost(const trc_channel *ch, uint8_t *fb, unsigned *ef, unsigned reason,
                   uint64_t events, uint64_t bytes, uint64_t window)
{
    if (ch->env == 64) {
        uint16_t h[4] = { 0x8000, 32, 0x0060, (uint16_t)reason };
        uint64_t w[4] = { events, bytes, 0, window };
        memcpy(fb, h, 8);
        memcpy(fb + 8, w, 32);
        *ef = TRCI_EF_E64;
        return 40;
    }
    uint16_t h[2] = { 0x006E, (uint16_t)reason };
    uint32_t w[5] = { events > UINT32_MAX ? UINT32_MAX : (uint32_t)events,
                      bytes > UINT32_MAX ? UINT32_MAX : (uint32_t)bytes, 0,
                      window > UINT32_MAX ? UINT32_MAX : (uint32_t)window, 0 };
    memcpy(fb, h, 4);
    memcpy(fb + 4, w, 20);
    *ef = 0;
    return 24;
}

void trc_rt_hdr_timebase(const trc_channel *ch, uint8_t *hdr)
{
    memcpy(hdr + 32, &ch->tb_num, 8);
    memcpy(hdr + 40, &ch->tb_den, 8);
}

void trc_rt_rec_copy(uint8_t *d, const uint8_t *rec, uint32_t rl)
{
    memcpy(d, rec, rl);
    uint16_t fl;
    memcpy(&fl, d + 8, 2);
    fl &= (uint16_t)~TRCI_EF_INTERNAL;
    memcpy(d + 8, &fl, 2);
}
