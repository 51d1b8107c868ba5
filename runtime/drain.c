/* drain.c -- libtrc drain thread (docs/ref/runtime.md §5.5, §5.6), flush and dump (§5.4).
 * Owns: moving complete chunks from the buffer to the sinks in sequence order, sealing
 * old current chunks, quarantining stalled chunks and accounting their losses, and the
 * dump of circular/stop buffers. */
#include "runtime/trc_int.h"
#include <errno.h>
#include <linux/futex.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* Where a walk puts records. */
typedef struct dctx {
    trc_channel *ch;               /* channel */
    trc_fsink *fs;                 /* file sink or NULL */
    trc_usink *us;                 /* UDP sink or NULL */
    uint64_t lost;                 /* user records that no sink could take */
} dctx;

static void put_cb(void *ctx, const uint8_t *rec, uint32_t rl)
{
    dctx *c = ctx;
    if (c->fs) trc_fsink_put(c->fs, rec, rl);
    if (c->us && trc_usink_put(c->us, rec, rl) < 0 && !c->fs) {
        uint16_t fl;
        uint64_t ts;
        memcpy(&fl, rec + 8, 2);
        memcpy(&ts, rec + 24, 8);
        if (!(fl & TRCI_EF_INTERNAL)) {
            trc_ring_lose(c->ch, TRCI_L_SINK, 1, rl, ts, ts);
            c->lost++;
        }
    }
}

static void sleep_ms(unsigned ms)
{
    struct timespec t = { ms / 1000, (long)(ms % 1000) * 1000000L };
    while (nanosleep(&t, &t) < 0 && errno == EINTR) {}
}

/* Write chunk k's committed records (up to limit) to the channel's sinks; returns the user
 * records walked, *ok = those that reached a sink, *bytes = bytes walked. */
static uint64_t drain_chunk(trc_channel *ch, unsigned k, uint64_t limit, uint64_t *ok,
                            uint64_t *bytes)
{
    dctx c = { ch, ch->fs, ch->us, 0 };
    if (c.fs) c.fs->err = 0;
    if (c.us) c.us->failed = 0;
    uint64_t users = trc_ring_walk(ch, k, limit, put_cb, &c, bytes);
    if (c.fs) trc_fsink_flush(c.fs);
    if (c.us) trc_usink_flush(c.us);
    int ffail = c.fs && c.fs->err, ufail = c.us && c.us->failed;
    if (ffail || ufail) atomic_fetch_add(&ch->sink_errors, 1);
    if (ffail && !c.us) {          /* the only sink failed: the chunk's records are lost */
        uint64_t t0 = atomic_load(&ch->desc[k].first_ts), now = trc_rt_ticks(ch);
        trc_ring_lose(ch, TRCI_L_SINK, users, *bytes, t0 ? t0 : now, now);
        *ok = 0;
    } else {
        *ok = users - c.lost;
        atomic_fetch_add(&ch->chunks_written, 1);
    }
    return users;
}

/* Return chunk k to FREE (zeroed). */
static void free_chunk(trc_channel *ch, unsigned k)
{
    trc_ring_zero(ch, k);
    ch->qwritten[k] = 0;
    ch->stall_since[k] = 0;
    atomic_store_explicit(&ch->desc[k].committed, 0, memory_order_relaxed);
    atomic_store_explicit(&ch->desc[k].records, 0, memory_order_relaxed);
    atomic_store_explicit(&ch->desc[k].first_ts, 0, memory_order_relaxed);
    atomic_store_explicit(&ch->desc[k].state, TRCI_FREE, memory_order_release);
}

/* Quarantined chunk k became complete or the channel closes: count what was not written. */
static void quarantine_account(trc_channel *ch, unsigned k)
{
    trc_desc *d = &ch->desc[k];
    uint64_t recs = trc_ring_walk(ch, k, ch->csize, NULL, NULL, NULL);
    if (recs > ch->qwritten[k]) {
        uint64_t t = atomic_load(&d->first_ts), now = trc_rt_ticks(ch);
        trc_ring_lose(ch, TRCI_L_STALL, recs - ch->qwritten[k], 0, t ? t : now, now);
    }
    ch->qwritten[k] = recs;
}

/* Seal/drain/quarantine what can be done now; force = quarantine incomplete chunks at
 * once.  Returns 1 if anything changed. */
static int drain_pass(trc_channel *ch, int force)
{
    int did = 0;
    uint64_t now = trc_rt_now(), c = ch->csize;
    for (unsigned k = 0; k < ch->nchunks; k++)
        if (atomic_load_explicit(&ch->desc[k].state, memory_order_acquire) == TRCI_QUARANTINE &&
            trc_ring_settle(ch, k)) {
            trc_acct_begin(ch);
            quarantine_account(ch, k);
            free_chunk(ch, k);
            trc_acct_end(ch);
            did = 1;
        }
    for (;;) {
        int best = -1;
        uint64_t bseq = 0;
        for (unsigned k = 0; k < ch->nchunks; k++) {
            if (atomic_load_explicit(&ch->desc[k].state, memory_order_acquire) != TRCI_SEALED)
                continue;
            uint64_t s = atomic_load_explicit(&ch->desc[k].seq, memory_order_relaxed);
            if (best < 0 || s < bseq) { best = (int)k; bseq = s; }
        }
        if (best < 0) break;
        unsigned k = (unsigned)best;
        uint64_t ok, bytes;
        if (trc_ring_complete(ch, k)) {
            atomic_store_explicit(&ch->desc[k].state, TRCI_DRAINING, memory_order_release);
            trc_acct_begin(ch);
            drain_chunk(ch, k, c, &ok, &bytes);
            atomic_fetch_add(&ch->recorded_done, ok);
            free_chunk(ch, k);
            trc_acct_end(ch);
            did = 1;
            continue;
        }
        if (!ch->stall_since[k]) ch->stall_since[k] = now;
        if (!force && now - ch->stall_since[k] < (uint64_t)ch->opt.stall_ms * 1000000u) break;
        /* Stalled writer: write what is committed, keep the chunk until it completes. */
        trc_acct_begin(ch);
        atomic_store_explicit(&ch->desc[k].state, TRCI_QUARANTINE, memory_order_release);
        uint64_t used = atomic_load_explicit(&ch->desc[k].used, memory_order_acquire);
        ch->qwritten[k] = drain_chunk(ch, k, used, &ok, &bytes);
        atomic_fetch_add(&ch->recorded_done, ok);
        trc_acct_end(ch);
        did = 1;
    }
    /* An old non-empty current chunk is sealed like a writer reserving C bytes. */
    uint32_t k = atomic_load_explicit(&ch->ctl->cur, memory_order_acquire);
    trc_desc *d = &ch->desc[k];
    if (atomic_load_explicit(&d->state, memory_order_acquire) == TRCI_FILLING) {
        uint64_t used = atomic_load_explicit(&d->used, memory_order_relaxed);
        uint64_t t0 = atomic_load_explicit(&d->first_ts, memory_order_relaxed);
        uint64_t tk = trc_rt_ticks(ch);
        if (used > 0 && used < c && t0 && tk > t0 &&
            trc_rt_ticks_ns(ch, tk - t0) >= (uint64_t)ch->opt.flush_ms * 1000000u &&
            trc_ring_seal(ch))
            did = 1;
    }
    return did;
}

/* 1 if some chunk is SEALED (complete or not). */
static int any_sealed(trc_channel *ch)
{
    for (unsigned k = 0; k < ch->nchunks; k++)
        if (atomic_load_explicit(&ch->desc[k].state, memory_order_acquire) == TRCI_SEALED)
            return 1;
    return 0;
}

static void *drain_main(void *arg)
{
    trc_channel *ch = arg;
    for (;;) {
        if (drain_pass(ch, 0)) continue;
        if (atomic_load(&ch->closing)) break;
        uint32_t w = atomic_load(&ch->wake);
        atomic_store(&ch->sleeping, 1);
        atomic_thread_fence(memory_order_seq_cst);
        int pending = any_sealed(ch);
        unsigned ms = ch->opt.flush_ms / 4;
        if (ms < 1) ms = 1;
        if (ms > 250) ms = 250;
        if (pending) ms = 5;
        int ready = 0;
        for (unsigned k = 0; k < ch->nchunks && !ready; k++) ready = trc_ring_complete(ch, k);
        if (!ready && !atomic_load(&ch->closing)) {
            struct timespec t = { ms / 1000, (long)(ms % 1000) * 1000000L };
            syscall(SYS_futex, &ch->wake, FUTEX_WAIT_PRIVATE, w, &t, NULL, 0);
        }
        atomic_store(&ch->sleeping, 0);
    }
    /* Final: seal the current chunk, drain, wait at most `stall` ms for stalled writers. */
    trc_ring_seal(ch);
    uint64_t deadline = trc_rt_now() + (uint64_t)ch->opt.stall_ms * 1000000u;
    for (;;) {
        int force = trc_rt_now() >= deadline;
        drain_pass(ch, force);
        if (!any_sealed(ch)) break;
        if (force) break;
        sleep_ms(1);
    }
    return NULL;
}

int trc_drain_start(trc_channel *ch)
{
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int e = pthread_create(&ch->drain, NULL, drain_main, ch);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (e) { errno = e; return -1; }
    ch->drain_running = 1;
    return 0;
}

void trc_drain_stop(trc_channel *ch)
{
    if (!ch->drain_running) return;
    atomic_store(&ch->closing, 1);
    atomic_fetch_add(&ch->wake, 1);
    syscall(SYS_futex, &ch->wake, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    pthread_join(ch->drain, NULL);
    ch->drain_running = 0;
    for (unsigned k = 0; k < ch->nchunks; k++)
        if (atomic_load(&ch->desc[k].state) == TRCI_QUARANTINE) quarantine_account(ch, k);
}

int trc_drain_flush(trc_channel *ch, int timeout_ms)
{
    if (!ch->drain_running) return 0;
    trc_ring_seal(ch);
    uint64_t target = atomic_load(&ch->seq);
    uint64_t deadline = trc_rt_now() + (uint64_t)(timeout_ms < 0 ? 0 : timeout_ms) * 1000000u;
    for (;;) {
        int pending = 0;
        for (unsigned k = 0; k < ch->nchunks && !pending; k++) {
            uint32_t s = atomic_load(&ch->desc[k].state);
            pending = (s == TRCI_SEALED || s == TRCI_DRAINING) &&
                      atomic_load(&ch->desc[k].seq) <= target;
        }
        if (!pending) return 0;
        if (trc_rt_now() >= deadline) { errno = ETIMEDOUT; return -1; }
        atomic_fetch_add(&ch->wake, 1);
        syscall(SYS_futex, &ch->wake, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
        sleep_ms(1);
    }
}

/* Write pending losses (006, time of the first lost call) straight to the sinks. */
static void losses_direct(trc_channel *ch, dctx *c)
{
    static const unsigned reason[TRCI_NLOSS] = { 1, 2, 3, 6 };
    for (int r = 0; r < TRCI_NLOSS; r++) {
        trc_loss *l = &ch->loss[r];
        uint64_t ev = atomic_exchange(&l->events, 0);
        uint64_t by = atomic_exchange(&l->bytes, 0);
        uint64_t first = atomic_exchange(&l->first, 0);
        uint64_t last = atomic_exchange(&l->last, 0);
        if (!ev) continue;
        if (!first) first = last ? last : trc_rt_ticks(ch);
        uint8_t fb[40], rec[80];
        unsigned ef;
        size_t fl = trc_rt_fb_lost(ch, fb, &ef, reason[r], ev, by, last > first ? last - first : 0);
        uint32_t rl = trc_rt_make_record(rec, ef, fb, fl, first, ch->cpu_on);
        put_cb(c, rec, rl);
        atomic_fetch_sub(&ch->ctl->lost_events, ev);
        atomic_fetch_sub(&ch->ctl->lost_bytes, by);
    }
}

int trc_rt_dump_to(trc_channel *ch, trc_fsink *fs, int use_udp, int walk, const uint8_t *tail,
                size_t tl, int final)
{
    dctx c = { ch, fs, use_udp ? ch->us : NULL, 0 };
    if (fs) fs->err = 0;
    uint64_t last = 0;
    while (walk) {                     /* chunks in seq order */
        int best = -1;
        uint64_t bseq = 0;
        for (unsigned k = 0; k < ch->nchunks; k++) {
            uint32_t s = atomic_load(&ch->desc[k].state);
            uint64_t q = atomic_load(&ch->desc[k].seq);
            if (s == TRCI_FREE || s == TRCI_ACTIVATING || q <= last) continue;
            if (best < 0 || q < bseq) { best = (int)k; bseq = q; }
        }
        if (best < 0) break;
        last = bseq;
        uint64_t used = atomic_load(&ch->desc[best].used);
        if (used) trc_ring_walk(ch, (unsigned)best, used, put_cb, &c, NULL);
        if (c.us) trc_usink_flush(c.us);
    }
    for (size_t o = 0; o + 32 <= tl;) {
        uint32_t rl;
        memcpy(&rl, tail + o, 4);
        put_cb(&c, tail + o, rl);
        o += rl;
    }
    if (final) losses_direct(ch, &c);
    if (c.us) trc_usink_flush(c.us);
    if (fs) trc_fsink_flush(fs);
    return fs && fs->err ? (errno = fs->err, -1) : 0;
}
