/* api.c -- libtrc public API (docs/ref/runtime.md §2, §3, §8).
 * Owns: the process-wide channel table (the library's one global state: channels, the
 * active mask, the pid, the control mutex, retired channels, saved signal actions), the
 * recording calls and macro slow paths, the control functions, the TRC_OPTIONS
 * constructor, the atexit and fork handlers and the crashflush signal handlers. */
#include "runtime/trc_int.h"
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

_Atomic unsigned trc__active;

/* Crash signals handled with crashflush=on. */
static const int crash_sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
#define NCRASH (sizeof crash_sigs / sizeof crash_sigs[0])

/* The channel table. */
static struct {
    _Atomic(trc_channel *) ch[TRC_NCHANNELS]; /* open channels */
    pthread_mutex_t mu;                        /* serialises control functions */
    trc_channel *dead;                         /* closed channels awaiting their grace period */
    int atexit_done;                           /* the atexit handler is registered */
    int crash_installed;                       /* crash handlers installed */
    struct sigaction old[NCRASH];              /* actions they replaced */
    char err[160];                             /* last options error (constructor message) */
} g = { .mu = PTHREAD_MUTEX_INITIALIZER };

/* The channel if it is open (recording calls). */
static inline trc_channel *chan_get(unsigned chan)
{
    if (chan >= TRC_NCHANNELS) return NULL;
    return atomic_load_explicit(&g.ch[chan], memory_order_acquire);
}

/* Filter test (after the enabled test): 1 = suppressed (counted). */
static inline int filtered(trc_channel *ch, unsigned id16)
{
    if (atomic_load_explicit(&ch->filter[id16 >> 3], memory_order_relaxed) & (1u << (id16 & 7))) {
        trc_ring_filtered_inc(ch);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ recording calls */

void trc__hook(unsigned chan, unsigned kind, uint64_t hw, unsigned n, unsigned ts,
               uint64_t d1, uint64_t d2, uint64_t d3, uint64_t d4, uint64_t d5)
{
    trc_channel *ch = chan_get(chan);
    if (!ch) return;
    uint64_t dw[5] = { d1, d2, d3, d4, d5 };
    uint8_t fb[48];
    size_t fl;
    unsigned ef = 0;
    unsigned id16, sub;
    uint16_t flags = ts ? 0x8000 : 0;
    if (kind == 0) {
        unsigned id12 = (unsigned)(hw >> 20) & 0xFFF;
        id16 = id12 << 4;
        sub = (unsigned)hw & 0xFFFF;
        if (filtered(ch, id16)) return;
        if (ch->env == 32) {
            unsigned type = n == 0 ? 1 : n == 1 ? 2 : 6;
            if (ts) type |= 8;
            uint16_t h[2] = { (uint16_t)(id12 << 4 | type), (uint16_t)sub };
            uint32_t w[5] = { (uint32_t)d1, (uint32_t)d2, (uint32_t)d3, (uint32_t)d4,
                              (uint32_t)d5 };
            memcpy(fb, h, 4);
            size_t nw = n == 0 ? 0 : n == 1 ? 1 : 5;
            memcpy(fb + 4, w, 4 * nw);
            fl = 4 + 4 * nw;
            goto write;
        }
    } else {
        id16 = (unsigned)(hw >> 16) & 0xFFFF;
        sub = (unsigned)hw & 0xFFFF;
        flags |= (uint16_t)(hw >> 48) & (uint16_t)~0x4000;
        if (filtered(ch, id16)) return;
    }
    if (n > 5) n = 5;
    uint16_t h[4] = { flags, (uint16_t)(8 * n), (uint16_t)id16, (uint16_t)sub };
    memcpy(fb, h, 8);
    memcpy(fb + 8, dw, 8 * n);
    fl = 8 + 8 * n;
    ef = TRCI_EF_E64;
write:
    trc_ring_write(ch, ef, fb, fl, NULL, 0, trc_rt_ticks(ch), 0);
}

void utrchook(unsigned hkwd, unsigned d1, unsigned d2, unsigned d3, unsigned d4, unsigned d5)
{
    if (!(atomic_load_explicit(&trc__active, memory_order_relaxed) & 1u)) return;
    trc_channel *ch = chan_get(0);
    if (!ch) return;
    unsigned id12 = hkwd >> 20, type = (hkwd >> 16) & 0xF, hd = hkwd & 0xFFFF;
    if (filtered(ch, id12 << 4)) return;
    size_t nw;
    if ((type & 7) == 1) nw = 0;
    else if ((type & 7) == 2) nw = 1;
    else { nw = 5; type = 6 | (type & 8); }
    uint8_t fb[24];
    uint16_t h[2] = { (uint16_t)(id12 << 4 | type), (uint16_t)hd };
    uint32_t w[5] = { d1, d2, d3, d4, d5 };
    memcpy(fb, h, 4);
    memcpy(fb + 4, w, 4 * nw);
    trc_ring_write(ch, 0, fb, 4 + 4 * nw, NULL, 0, trc_rt_ticks(ch), 0);
}

void utrchook64(uint64_t hkwd, uint64_t d1, uint64_t d2, uint64_t d3, uint64_t d4, uint64_t d5)
{
    if (!(atomic_load_explicit(&trc__active, memory_order_relaxed) & 1u)) return;
    trc_channel *ch = chan_get(0);
    if (!ch) return;
    unsigned id16 = (unsigned)(hkwd >> 16) & 0xFFFF;
    if (filtered(ch, id16)) return;
    unsigned n = (unsigned)((hkwd >> 32) & 0xFFFF) / 8;
    if (n > 5) n = 5;
    uint16_t h[4] = { (uint16_t)((hkwd >> 48) & ~(uint64_t)0x4000), (uint16_t)(8 * n),
                      (uint16_t)id16, (uint16_t)(hkwd & 0xFFFF) };
    uint64_t w[5] = { d1, d2, d3, d4, d5 };
    uint8_t fb[48];
    memcpy(fb, h, 8);
    memcpy(fb + 8, w, 8 * n);
    trc_ring_write(ch, TRCI_EF_E64, fb, 8 + 8 * n, NULL, 0, trc_rt_ticks(ch), 0);
}

/* Generic entry: e64 = force the 64-bit layout with flags/ID/sub given. */
static void gen(trc_channel *ch, int e64, uint16_t flags, unsigned id16, unsigned sub,
                unsigned hd_type, uint64_t dw, unsigned long len, const char *buf)
{
    if (filtered(ch, id16)) return;
    uint64_t ts = trc_rt_ticks(ch);
    if (len > TRC_MAX_GENERIC) {
        len = TRC_MAX_GENERIC;
        atomic_fetch_add_explicit(&ch->truncated, 1, memory_order_relaxed);
    }
    uint8_t fb[16];
    if (e64 || ch->env == 64) {
        uint16_t h[4] = { (uint16_t)(flags | 0x4000), (uint16_t)len, (uint16_t)id16,
                          (uint16_t)sub };
        memcpy(fb, h, 8);
        memcpy(fb + 8, &dw, 8);
        trc_ring_write(ch, TRCI_EF_E64, fb, 16, buf, len, ts, 0);
    } else {
        uint16_t h[2] = { (uint16_t)(id16 | hd_type), (uint16_t)len };
        uint32_t d = (uint32_t)dw;
        memcpy(fb, h, 4);
        memcpy(fb + 4, &d, 4);
        trc_ring_write(ch, 0, fb, 8, buf, len, ts, 0);
    }
}

void trc__gen(unsigned chan, unsigned ts, unsigned long hkwd, unsigned long dataword,
              unsigned long len, const char *buf)
{
    trc_channel *ch = chan_get(chan);
    if (!ch) return;
    unsigned id16 = (unsigned)((hkwd >> 20) & 0xFFF) << 4;
    gen(ch, 0, ts ? 0x8000 : 0, id16, (unsigned)hkwd & 0xFFFF, ts ? 8 : 0, dataword, len, buf);
}

void trcgen(unsigned chan, unsigned long hkwd, unsigned long dataword, unsigned long len,
            const char *buf)
{
    if (chan < TRC_NCHANNELS &&
        (atomic_load_explicit(&trc__active, memory_order_relaxed) & (1u << chan)))
        trc__gen(chan, 0, hkwd, dataword, len, buf);
}

void trcgent(unsigned chan, unsigned long hkwd, unsigned long dataword, unsigned long len,
             const char *buf)
{
    if (chan < TRC_NCHANNELS &&
        (atomic_load_explicit(&trc__active, memory_order_relaxed) & (1u << chan)))
        trc__gen(chan, 1, hkwd, dataword, len, buf);
}

void trcgen64(unsigned chan, uint64_t hkwd64, uint64_t dataword, unsigned long len,
              const char *buf)
{
    if (chan >= TRC_NCHANNELS ||
        !(atomic_load_explicit(&trc__active, memory_order_relaxed) & (1u << chan)))
        return;
    trc_channel *ch = chan_get(chan);
    if (!ch) return;
    gen(ch, 1, (uint16_t)(hkwd64 >> 48), (unsigned)(hkwd64 >> 16) & 0xFFFF,
        (unsigned)hkwd64 & 0xFFFF, 0, dataword, len, buf);
}

/* ------------------------------------------------------------ internal records */

static void stats_of(trc_channel *ch, struct trc_stats *st);
static void stats_once(trc_channel *ch, struct trc_stats *st);

/* 00A record with mode and buffer (through the buffer). */
static void rec_00a(trc_channel *ch, unsigned mode, const void *buf, size_t len)
{
    uint8_t fb[16];
    if (ch->env == 64) {
        uint16_t h[4] = { 0x4000, (uint16_t)len, 0x00A0, 0 };
        uint64_t m = mode;
        memcpy(fb, h, 8);
        memcpy(fb + 8, &m, 8);
        trc_ring_write(ch, TRCI_EF_E64, fb, 16, buf, len, trc_rt_ticks(ch), 1);
    } else {
        uint16_t h[2] = { 0x00A0, (uint16_t)len };
        uint32_t m = mode;
        memcpy(fb, h, 4);
        memcpy(fb + 4, &m, 4);
        trc_ring_write(ch, 0, fb, 8, buf, len, trc_rt_ticks(ch), 1);
    }
}

/* Format buffer of 001 (off = 0) or 002 (off = 1) into fb; returns its length. */
static size_t fb_onoff(trc_channel *ch, uint8_t *fb, unsigned *ef, int off)
{
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    struct trc_stats st;
    memset(&st, 0, sizeof st);
    if (off) stats_of(ch, &st);
    if (ch->env == 64) {
        uint16_t h[4] = { 0x8000, off ? 32 : 16, off ? 0x0020 : 0x0010, (uint16_t)ch->chan };
        uint64_t w[4] = { (uint64_t)t.tv_sec, (uint64_t)t.tv_nsec, st.recorded, st.lost };
        memcpy(fb, h, 8);
        memcpy(fb + 8, w, off ? 32 : 16);
        *ef = TRCI_EF_E64;
        return off ? 40 : 24;
    }
    uint16_t h[2] = { off ? 0x002E : 0x001E, (uint16_t)ch->chan };
    uint32_t w[5] = { (uint32_t)t.tv_sec, (uint32_t)t.tv_nsec,
                      st.recorded > UINT32_MAX ? UINT32_MAX : (uint32_t)st.recorded,
                      st.lost > UINT32_MAX ? UINT32_MAX : (uint32_t)st.lost, 0 };
    memcpy(fb, h, 4);
    memcpy(fb + 4, w, 20);
    *ef = 0;
    return 24;
}

/* ------------------------------------------------------------ channel lifetime */

/* TSC clock: recalibrate over the whole run and store the timebase in every header
 * (memory, the trcshm region, a file sink's header already written); mutex held.  Not
 * with a UDP sink: the collector's log keeps the header it received at open, and the
 * file must stay equal to it. */
static void timebase_final(trc_channel *ch)
{
    if (!ch->tsc || ch->us) return;
    trc_rt_clock_refine(ch);
    trc_rt_hdr_timebase(ch, ch->hdr);
    if (ch->opt.shm) trc_rt_hdr_timebase(ch, ch->region);
    if (ch->fs) trc_fsink_patch(ch->fs, 32, ch->hdr + 32, 16);
}

/* Free retired channels closed more than a second ago (a recording call that passed the
 * enabled test before the close has long finished with them). */
static void graveyard_sweep(int all)
{
    uint64_t now = trc_rt_now();
    for (trc_channel **pp = &g.dead; *pp;) {
        trc_channel *c = *pp;
        if (all || now - c->retired_ns > 1000000000u) {
            *pp = c->next_dead;
            trc_ring_destroy(c);
            free((void *)c->filter);
            free(c->hdr);
            free(c->tmpl);
            free(c->crashbuf);
            trc_rt_opts_free(&c->opt);
            free(c);
        } else pp = &c->next_dead;
    }
}

/* crashflush: write the buffered committed records to the file sink with write(2). */
static void crash_handler(int sig)
{
    for (int c = 0; c < TRC_NCHANNELS; c++) {
        trc_channel *ch = atomic_load(&g.ch[c]);
        if (!ch || !ch->opt.crashflush || !ch->fs || !ch->crashbuf) continue;
        uint64_t last = 0;
        for (;;) {
            int best = -1;
            uint64_t bseq = 0;
            for (unsigned k = 0; k < ch->nchunks; k++) {
                uint32_t s = atomic_load(&ch->desc[k].state);
                uint64_t q = atomic_load(&ch->desc[k].seq);
                if (s != TRCI_FILLING && s != TRCI_SEALED) continue;
                if (q <= last || (best >= 0 && q >= bseq)) continue;
                best = (int)k;
                bseq = q;
            }
            if (best < 0) break;
            last = bseq;
            uint8_t *base = ch->data + (uint64_t)best * ch->csize;
            uint64_t used = atomic_load(&ch->desc[best].used);
            uint64_t lim = used < ch->csize ? used : ch->csize;
            for (uint64_t off = 0; off + 8 <= lim;) {
                uint32_t rl, w4, fw;
                memcpy(&rl, base + off, 4);
                memcpy(&w4, base + off + 4, 4);
                memcpy(&fw, base + off + 8, 4);
                uint16_t ent, fl;
                memcpy(&ent, &w4, 2);
                memcpy(&fl, &fw, 2);
                if (!rl && off % TRCI_REGION) {          /* open region's tail */
                    off = (off + TRCI_REGION) & ~(uint64_t)(TRCI_REGION - 1);
                    continue;
                }
                if (ent == TRCI_SKIP && rl && !(rl & 7) && off + rl <= lim) { off += rl; continue; }
                if (!rl || ent == TRCI_PAD || rl < 32 || (rl & 7) || off + rl > lim) break;
                if (fl & TRCI_EF_COMMIT) {
                    trc_rt_rec_copy(ch->crashbuf, base + off, rl);
                    ssize_t r = write(ch->fs->fd, ch->crashbuf, rl);
                    (void)r;
                }
                off += rl;
            }
        }
    }
    for (size_t i = 0; i < NCRASH; i++)
        if (crash_sigs[i] == sig) sigaction(sig, &g.old[i], NULL);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void crash_install(void)
{
    if (g.crash_installed) return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = crash_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND | SA_NODEFER;
    for (size_t i = 0; i < NCRASH; i++) sigaction(crash_sigs[i], &sa, &g.old[i]);
    g.crash_installed = 1;
}

static void at_exit(void)
{
    for (int c = 0; c < TRC_NCHANNELS; c++)
        if (atomic_load(&g.ch[c])) trc_close(c);
}

static void fork_prepare(void) { pthread_mutex_lock(&g.mu); }
static void fork_parent(void) { pthread_mutex_unlock(&g.mu); }
static void fork_child(void)
{
    pthread_mutex_init(&g.mu, NULL);
    trc_rt_ids_after_fork();
    trc_ring_after_fork();
    atomic_store(&trc__active, 0);
    for (int c = 0; c < TRC_NCHANNELS; c++) atomic_store(&g.ch[c], NULL);  /* not flushed */
    g.dead = NULL;
}

static void lib_init_once(void)
{
    atomic_store(&trc__pid, (uint32_t)getpid());
    pthread_atfork(fork_prepare, fork_parent, fork_child);
}

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

/* Enable ch (001 then the active bit); mutex held. */
static void do_enable(trc_channel *ch)
{
    if (ch->enabled) return;
    uint8_t fb[40];
    unsigned ef;
    size_t fl = fb_onoff(ch, fb, &ef, 0);
    trc_ring_write(ch, ef, fb, fl, NULL, 0, trc_rt_ticks(ch), 1);
    ch->enabled = 1;
    atomic_fetch_or(&trc__active, 1u << ch->chan);
}

int trc_open(int chan, const char *options)
{
    pthread_once(&init_once, lib_init_once);
    pthread_mutex_lock(&g.mu);
    graveyard_sweep(0);
    int e = 0;
    trc_channel *ch = NULL;
    if (chan == -1) {
        for (int c = 1; c < TRC_NCHANNELS && chan < 0; c++)
            if (!atomic_load(&g.ch[c])) chan = c;
        if (chan < 0) { e = EBUSY; goto fail; }
    } else if (chan < 0 || chan >= TRC_NCHANNELS) { e = EINVAL; goto fail; }
    else if (atomic_load(&g.ch[chan])) { e = EBUSY; goto fail; }
    ch = aligned_alloc(64, (sizeof *ch + 63) & ~(size_t)63);
    if (!ch) { e = ENOMEM; goto fail; }
    memset(ch, 0, sizeof *ch);
    ch->chan = chan;
    g.err[0] = 0;
    if (trc_rt_opts_parse(&ch->opt, options, g.err, sizeof g.err) < 0) {
        e = errno; free(ch); ch = NULL; goto fail;
    }
    ch->mode = ch->opt.mode;
    ch->env = ch->opt.env;
    ch->cpu_on = ch->opt.cpu;
    ch->filter = calloc(8192, 1);
    if (!ch->filter) { e = ENOMEM; goto fail_free; }
    if (ch->opt.crashflush && !(ch->crashbuf = malloc(65536 + 64))) { e = ENOMEM; goto fail_free; }
    if (trc_ring_create(ch) < 0) {   /* name the file: TRC_OPTIONS messages show g.err */
        e = errno;
        if (ch->opt.shm) snprintf(g.err, sizeof g.err, "shm=%s: %s", ch->opt.shm, strerror(e));
        goto fail_free;
    }
    /* start times once the buffer exists (mapping a big buffer takes a while) */
    if (trc_rt_clock_open(ch) < 0) { e = errno; goto fail_free; }
    if (ch->opt.shm) {              /* the trcshm header again, with the start times */
        if (trc_rt_hdr_build(ch, "trcshm") < 0) { e = errno; goto fail_free; }
        memcpy(ch->region, ch->hdr, ch->hlen);
    }
    if (ch->opt.templates) {        /* docs/libtrc.md "Embedded templates": checked first */
        char why[512];
        if (trc_rt_tmpl_load(ch->opt.templates, &ch->tmpl, &ch->tmpl_len, why, sizeof why) < 0)
            fprintf(stderr, "libtrc: templates=%s: %s (no templates embedded)\n", ch->opt.templates, why);
    }
    if (ch->tmpl && ch->opt.udp_host) {
        /* the UDP header datagram (header + 40 bytes) must fit in one datagram: a set too
         * big for it is left out of what the collector receives */
        char *keep = ch->tmpl;
        ch->tmpl = NULL;
        if (trc_rt_hdr_build(ch, "trclog") < 0) { ch->tmpl = keep; e = errno; goto fail_free; }
        ch->tmpl = keep;
        if (trc_rt_hdr_build(ch, "trclog") < 0) { e = errno; goto fail_free; }
        if ((size_t)ch->hlen + 40 > 65507) {
            fprintf(stderr, "libtrc: the embedded template set (%zu bytes) does not fit in a UDP "
                    "datagram: the collector's log will not have it\n", ch->tmpl_len);
            ch->tmpl = NULL;
            trc_rt_hdr_build(ch, "trclog");
            ch->us = trc_usink_open(ch);
            ch->tmpl = keep;
            if (!ch->us) { e = errno; goto fail_free; }
        }
    }
    if (trc_rt_hdr_build(ch, "trclog") < 0) { e = errno; goto fail_free; }
    if (ch->opt.file && !(ch->fs = trc_fsink_open(ch->opt.file, ch, 0))) {
        e = errno;
        snprintf(g.err, sizeof g.err, "file=%s: %s", ch->opt.file, strerror(e));
        goto fail_free;
    }
    if (ch->opt.udp_host && !ch->us && !(ch->us = trc_usink_open(ch))) { e = errno; goto fail_free; }
    /* 00A mode 1: this process. */
    uint8_t pbuf[16 + 4096];
    uint32_t ids[2] = { atomic_load(&trc__pid), (uint32_t)getppid() };
    uint64_t tid0 = 0;
    memcpy(pbuf, ids, 8);
    memcpy(pbuf + 8, &tid0, 8);
    ssize_t n = readlink("/proc/self/exe", (char *)pbuf + 16, 4095);
    if (n < 0) n = 0;
    pbuf[16 + n] = 0;
    /* the process name is the executable's basename, as ps shows comm (docs/libtrc.md) */
    char *slash = strrchr((char *)pbuf + 16, '/');
    if (slash && slash[1]) {
        n = (ssize_t)strlen(slash + 1);
        memmove(pbuf + 16, slash + 1, (size_t)n + 1);
    }
    rec_00a(ch, 1, pbuf, 16 + (size_t)n + 1);
    if (ch->mode == TRCI_CHAIN && trc_drain_start(ch) < 0) { e = errno; goto fail_free; }
    if (ch->opt.crashflush) crash_install();
    atomic_store(&g.ch[chan], ch);
    if (ch->opt.enable) do_enable(ch);
    if (!g.atexit_done) { atexit(at_exit); g.atexit_done = 1; }
    pthread_mutex_unlock(&g.mu);
    return chan;
fail_free:
    if (ch->fs) { close(ch->fs->fd); free(ch->fs->buf); free(ch->fs); ch->fs = NULL; }
    if (ch->us) { trc_usink_close(ch->us); ch->us = NULL; }
    trc_ring_destroy(ch);
    free((void *)ch->filter);
    free(ch->hdr);
    free(ch->tmpl);
    free(ch->crashbuf);
    trc_rt_opts_free(&ch->opt);
    free(ch);
fail:
    pthread_mutex_unlock(&g.mu);
    errno = e;
    return -1;
}

/* Channel by number for control functions (mutex held). */
static trc_channel *ctl_get(int chan)
{
    if (chan < 0 || chan >= TRC_NCHANNELS) return NULL;
    return atomic_load(&g.ch[chan]);
}

int trc_close(int chan)
{
    pthread_mutex_lock(&g.mu);
    trc_channel *ch = ctl_get(chan);
    if (!ch) { pthread_mutex_unlock(&g.mu); errno = EINVAL; return -1; }
    atomic_fetch_and(&trc__active, ~(1u << chan));
    int r = 0;
    uint8_t tail[80];
    size_t tl = 0;
    if (ch->mode == TRCI_CHAIN) {
        trc_drain_stop(ch);
    } else {
        /* Seal, then give in-flight writers up to `stall` ms to commit. */
        trc_ring_seal(ch);
        uint64_t deadline = trc_rt_now() + (uint64_t)ch->opt.stall_ms * 1000000u;
        for (;;) {
            int busy = 0;
            for (unsigned k = 0; k < ch->nchunks && !busy; k++)
                busy = atomic_load(&ch->desc[k].state) == TRCI_SEALED && !trc_ring_settle(ch, k);
            if (!busy || trc_rt_now() >= deadline) break;
            struct timespec t = { 0, 1000000 };
            nanosleep(&t, NULL);
        }
    }
    timebase_final(ch);
    if (ch->enabled) {
        uint8_t fb[40];
        unsigned ef;
        size_t fl = fb_onoff(ch, fb, &ef, 1);
        tl = trc_rt_make_record(tail, ef, fb, fl, trc_rt_ticks(ch), ch->cpu_on);
        ch->enabled = 0;
    }
    if (ch->mode == TRCI_CHAIN) {
        r = trc_rt_dump_to(ch, ch->fs, 1, 0, tail, tl, 1);
    } else {
        if (ch->fs && trc_fsink_restart(ch->fs, ch, atomic_load(&ch->overwritten) ? 1 : 0) < 0)
            r = -1;
        if (trc_rt_dump_to(ch, ch->fs, 1, 1, tail, tl, 1) < 0) r = -1;
    }
    if (trc_fsink_close(ch->fs) < 0) r = -1;
    ch->fs = NULL;
    atomic_store(&g.ch[chan], NULL);
    trc_ring_retire(ch);
    trc_usink_close(ch->us);
    ch->us = NULL;
    ch->retired_ns = trc_rt_now();
    ch->next_dead = g.dead;
    g.dead = ch;
    graveyard_sweep(0);
    pthread_mutex_unlock(&g.mu);
    return r;
}

int trc_enable(int chan)
{
    pthread_mutex_lock(&g.mu);
    trc_channel *ch = ctl_get(chan);
    if (ch) do_enable(ch);
    pthread_mutex_unlock(&g.mu);
    if (!ch) { errno = EINVAL; return -1; }
    return 0;
}

int trc_disable(int chan)
{
    pthread_mutex_lock(&g.mu);
    trc_channel *ch = ctl_get(chan);
    if (ch && ch->enabled) {
        uint8_t fb[40];
        unsigned ef;
        size_t fl = fb_onoff(ch, fb, &ef, 1);
        trc_ring_write(ch, ef, fb, fl, NULL, 0, trc_rt_ticks(ch), 1);
        atomic_fetch_and(&trc__active, ~(1u << chan));
        ch->enabled = 0;
    }
    pthread_mutex_unlock(&g.mu);
    if (!ch) { errno = EINVAL; return -1; }
    return 0;
}

int trc_flush(int chan, int timeout_ms)
{
    pthread_mutex_lock(&g.mu);
    trc_channel *ch = ctl_get(chan);
    int r = ch ? trc_drain_flush(ch, timeout_ms) : (errno = EINVAL, -1);
    pthread_mutex_unlock(&g.mu);
    return r;
}

int trc_dump(int chan, const char *path)
{
    pthread_mutex_lock(&g.mu);
    trc_channel *ch = ctl_get(chan);
    int r = -1;
    if (!ch || ch->mode == TRCI_CHAIN || (!path && !ch->fs)) errno = EINVAL;
    else {
        uint32_t hf = atomic_load(&ch->overwritten) ? 1 : 0;
        timebase_final(ch);
        if (path) {
            trc_fsink *fs = trc_fsink_open(path, ch, hf);
            if (fs) {
                r = trc_rt_dump_to(ch, fs, 0, 1, NULL, 0, 1);
                if (trc_fsink_close(fs) < 0) r = -1;
            }
        } else if (trc_fsink_restart(ch->fs, ch, hf) == 0) {
            r = trc_rt_dump_to(ch, ch->fs, 0, 1, NULL, 0, 1);
        }
    }
    pthread_mutex_unlock(&g.mu);
    return r;
}

int trc_embed_templates(int chan, const char *text, size_t len)
{
    char why[512];
    if (!text || trc_rt_tmpl_check(text, len, why, sizeof why) < 0) {
        fprintf(stderr, "libtrc: trc_embed_templates: %s (no templates embedded)\n", text ? why : "no text");
        errno = EINVAL;
        return -1;
    }
    char *copy = malloc(len + 1);
    if (!copy) { errno = ENOMEM; return -1; }
    memcpy(copy, text, len);
    copy[len] = 0;
    pthread_mutex_lock(&g.mu);
    trc_channel *ch = ctl_get(chan);
    int e = 0;
    if (!ch) e = EINVAL;
    else {
        /* build the new header aside; the file sink takes it while it has not written
         * its header yet (records reach it with the first drain: EBUSY after that) */
        char *old = ch->tmpl;
        size_t oldlen = ch->tmpl_len;
        uint8_t *oh = ch->hdr;
        uint32_t ohl = ch->hlen;
        ch->tmpl = copy;
        ch->tmpl_len = len;
        ch->hdr = NULL;
        if (trc_rt_hdr_build(ch, "trclog") < 0) e = errno;
        uint8_t *nh = ch->hdr;
        uint32_t nhl = ch->hlen;
        ch->hdr = oh;
        ch->hlen = ohl;
        if (!e && ch->fs && trc_fsink_hdr_swap(ch->fs, ch, nh, nhl) < 0) e = EBUSY;
        else if (!e && !ch->fs) { free(ch->hdr); ch->hdr = nh; ch->hlen = nhl; }
        if (e) {
            free(e == EBUSY ? nh : NULL);
            ch->tmpl = old;
            ch->tmpl_len = oldlen;
        } else {
            free(old);
            copy = NULL;
        }
    }
    pthread_mutex_unlock(&g.mu);
    free(copy);
    if (e) { errno = e; return -1; }
    return 0;
}

int trc_filter(int chan, unsigned first, unsigned last, int suppress)
{
    pthread_mutex_lock(&g.mu);
    trc_channel *ch = ctl_get(chan);
    if (!ch || first > last || last > 0xFFFF) {
        pthread_mutex_unlock(&g.mu);
        errno = EINVAL;
        return -1;
    }
    for (unsigned id = first; id <= last; id++) {
        if (id >= 0x0010 && id <= 0x00F0) continue;   /* internal hooks 001-00F */
        uint8_t bit = (uint8_t)(1u << (id & 7));
        if (suppress) atomic_fetch_or_explicit(&ch->filter[id >> 3], bit, memory_order_relaxed);
        else atomic_fetch_and_explicit(&ch->filter[id >> 3], (uint8_t)~bit, memory_order_relaxed);
    }
    uint32_t b[3] = { first, last, suppress ? 1u : 0u };
    rec_00a(ch, 4, b, sizeof b);
    pthread_mutex_unlock(&g.mu);
    return 0;
}

int trc_filter_family(int chan, unsigned family, int suppress)
{
    if (family > 0xFF) { errno = EINVAL; return -1; }
    return trc_filter(chan, family << 8, family << 8 | 0xFF, suppress);
}

int trc_thread_name(const char *name)
{
    if (!name) { errno = EINVAL; return -1; }
    uint8_t b[16 + 256];
    size_t n = strnlen(name, 255);
    uint32_t ids[2] = { atomic_load(&trc__pid), 0 };
    uint64_t tid = trc_rt_tid();
    memcpy(b, ids, 8);
    memcpy(b + 8, &tid, 8);
    memcpy(b + 16, name, n);
    b[16 + n] = 0;
    pthread_mutex_lock(&g.mu);
    for (int c = 0; c < TRC_NCHANNELS; c++) {
        trc_channel *ch = ctl_get(c);
        if (ch && ch->enabled) rec_00a(ch, 2, b, 17 + n);
    }
    pthread_mutex_unlock(&g.mu);
    return 0;
}

/* Counters (mutex held or not): a snapshot taken outside any move of records between
 * the buffer and the counters (bounded retries). */
static void stats_of(trc_channel *ch, struct trc_stats *st)
{
    for (int tries = 0;; tries++) {
        uint64_t g = atomic_load_explicit(&ch->acct_gen, memory_order_acquire);
        if ((g & 1) && tries < 100000) { sched_yield(); continue; }
        stats_once(ch, st);
        atomic_thread_fence(memory_order_acquire);
        if (atomic_load_explicit(&ch->acct_gen, memory_order_relaxed) == g || tries >= 100000)
            return;
    }
}

/* One unsynchronised reading of the counters. */
static void stats_once(trc_channel *ch, struct trc_stats *st)
{
    uint64_t inbuf = 0;
    for (unsigned k = 0; k < ch->nchunks; k++) {
        uint32_t s = atomic_load(&ch->desc[k].state);
        if (s == TRCI_FILLING || s == TRCI_SEALED || s == TRCI_DRAINING)
            inbuf += trc_ring_count(ch, k, NULL);
    }
    st->recorded = atomic_load(&ch->recorded_done) + inbuf;
    st->lost = atomic_load(&ch->lost_total);
    st->lost_bytes = atomic_load(&ch->lost_bytes_total);
    st->overwritten = atomic_load(&ch->overwritten);
    st->filtered = trc_ring_filtered(ch);
    st->truncated = atomic_load(&ch->truncated);
    st->sink_errors = atomic_load(&ch->sink_errors);
    st->chunks_written = atomic_load(&ch->chunks_written);
}

int trc_stats(int chan, struct trc_stats *st)
{
    trc_channel *ch = ctl_get(chan);
    if (!ch || !st) { errno = EINVAL; return -1; }
    stats_of(ch, st);
    return 0;
}

/* TRC_OPTIONS: open channel 0 when the library is loaded. */
__attribute__((constructor)) static void trc_ctor(void)
{
    pthread_once(&init_once, lib_init_once);
    const char *o = getenv("TRC_OPTIONS");
    if (o && trc_open(0, o) < 0)
        fprintf(stderr, "libtrc: TRC_OPTIONS: %s\n", g.err[0] ? g.err : strerror(errno));
}
