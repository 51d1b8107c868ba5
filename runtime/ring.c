/* ring.c -- libtrc buffer: region layout, lock-free reservation, commit, chunk switch,
 * sealing, loss counting and the committed-record walk (docs/ref/runtime.md §5, §6, §8).
 * Owns: everything a recording call does to the buffer.  No locks, no allocation, no
 * system call except the futex wake of the drain thread once per sealed chunk (G1). */
#include "runtime/trc_int.h"
#include <errno.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

_Static_assert(sizeof(trc_ctl) == 64, "trcshm control block is 64 bytes");
_Static_assert(sizeof(trc_desc) == 64, "trcshm descriptor is 64 bytes");

/* Set while this thread records the 006 records of a switch (no nested reports). */
static __thread int tls_reporting __attribute__((tls_model("initial-exec")));

/* This thread's slot in one channel number. */
typedef struct tls_slot {
    uint64_t gen;                  /* gen of the channel the slot belongs to (0 = none) */
    trc_slot *slot;                /* the slot */
    trc_channel *ch;               /* that channel */
} tls_slot;
static __thread tls_slot tls_slots[TRC_NCHANNELS] __attribute__((tls_model("initial-exec")));

/* Open numbers given out so far (process-wide, like the channel table of api.c). */
static _Atomic uint64_t gen_last;
/* gen of the live channel of each number (0 = none): a thread exiting closes its regions
 * only in live channels (a retired one is still mapped for its grace period). */
static _Atomic uint64_t live_gen[TRC_NCHANNELS];
/* Key whose destructor closes an exiting thread's regions (set when it takes a slot). */
static pthread_key_t exit_key;
static pthread_once_t exit_once = PTHREAD_ONCE_INIT;

/* Region word fields (trc_slot). */
#define W_OPEN (1ull << 63)
static inline uint64_t w_pack(uint32_t k, uint64_t end, uint64_t pos)
{
    return W_OPEN | (uint64_t)k << 52 | (end >> 12) << 32 | pos;
}
static inline uint32_t w_k(uint64_t w) { return (uint32_t)(w >> 52) & 0xFF; }
static inline uint64_t w_end(uint64_t w) { return ((w >> 32) & 0xFFFFF) << 12; }
static inline uint64_t w_pos(uint64_t w) { return w & 0xFFFFFFFFu; }

/* One spin-loop hint (x86 pause, arm yield). */
static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __asm__ volatile("pause" ::: "memory");
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ volatile("yield" ::: "memory");
#else
    atomic_signal_fence(memory_order_seq_cst);
#endif
}

/* 32-bit word at p as an atomic (records are 8-byte aligned). */
static inline _Atomic uint32_t *aw32(uint8_t *p) { return (_Atomic uint32_t *)(void *)p; }

/* Native u32 whose first two bytes are a and next two are b. */
static inline uint32_t pack16(uint16_t a, uint16_t b)
{
    uint16_t v[2] = { a, b };
    uint32_t w;
    memcpy(&w, v, 4);
    return w;
}
/* First two bytes of a native u32. */
static inline uint16_t lo16(uint32_t w)
{
    uint16_t v;
    memcpy(&v, &w, 2);
    return v;
}

/* Destructor of exit_key: close the exiting thread's regions in the live channels. */
static void exit_destructor(void *v)
{
    (void)v;
    for (int c = 0; c < TRC_NCHANNELS; c++) {
        tls_slot *t = &tls_slots[c];
        if (t->gen && atomic_load_explicit(&live_gen[c], memory_order_acquire) == t->gen)
            trc_ring_thread_exit(t->ch);
        t->gen = 0;
    }
}

static void exit_key_init(void) { pthread_key_create(&exit_key, exit_destructor); }

int trc_ring_create(trc_channel *ch)
{
    pthread_once(&exit_once, exit_key_init);
    uint32_t n = ch->opt.chunks;
    uint64_t c = (ch->opt.bufsize / n) & ~(uint64_t)4095;
    uint8_t *hdr = NULL;
    uint32_t hoff = 0;
    if (ch->opt.shm) {
        if (trc_rt_hdr_build(ch, "trcshm") < 0) return -1;
        hdr = ch->hdr;
        hoff = ch->hlen;
        ch->hdr = NULL;
    }
    uint64_t d = ((uint64_t)hoff + 64 + 64u * n + 4095) & ~(uint64_t)4095;
    size_t total = (size_t)(d + (uint64_t)n * c);
    void *m;
    if (ch->opt.shm) {
        int fd = open(ch->opt.shm, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0) { free(hdr); return -1; }
        if (ftruncate(fd, (off_t)total) < 0) { int e = errno; close(fd); free(hdr); errno = e; return -1; }
        m = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        int e = errno;
        close(fd);
        errno = e;
    } else {
        m = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE,
                 -1, 0);
    }
    if (m == MAP_FAILED) { free(hdr); if (errno != EACCES && errno != ENOENT) errno = ENOMEM; return -1; }
    ch->region = m;
    ch->region_len = total;
    if (hdr) { memcpy(ch->region, hdr, hoff); free(hdr); }
    ch->nchunks = n;
    ch->csize = c;
    ch->ctl = (trc_ctl *)(void *)(ch->region + hoff);
    ch->desc = (trc_desc *)(void *)(ch->region + hoff + 64);
    ch->data = ch->region + d;
    memcpy(ch->ctl->magic, "TRCSHM01", 8);
    ch->ctl->nchunks = n;
    ch->ctl->chunk_size = (uint32_t)c;
    ch->ctl->data_off = d;
    ch->ctl->mode = (uint32_t)ch->mode;
    atomic_store(&ch->ctl->cur, 0);
    atomic_store(&ch->desc[0].seq, 1);
    atomic_store(&ch->seq, 1);
    atomic_store(&ch->desc[0].state, TRCI_FILLING);
    ch->qwritten = calloc(n, sizeof *ch->qwritten);
    ch->stall_since = calloc(n, sizeof *ch->stall_since);
    ch->slots = aligned_alloc(64, TRCI_SLOTS * sizeof *ch->slots);
    if (!ch->qwritten || !ch->stall_since || !ch->slots) {
        trc_ring_destroy(ch);
        errno = ENOMEM;
        return -1;
    }
    memset(ch->slots, 0, TRCI_SLOTS * sizeof *ch->slots);
    ch->gen = atomic_fetch_add(&gen_last, 1) + 1;
    if ((unsigned)ch->chan < TRC_NCHANNELS) atomic_store(&live_gen[ch->chan], ch->gen);
    return 0;
}

void trc_ring_retire(trc_channel *ch)
{
    uint64_t g = ch->gen;
    if (g && (unsigned)ch->chan < TRC_NCHANNELS)
        atomic_compare_exchange_strong(&live_gen[ch->chan], &g, 0);
}

void trc_ring_after_fork(void)
{
    for (int c = 0; c < TRC_NCHANNELS; c++) atomic_store(&live_gen[c], 0);
}

void trc_ring_destroy(trc_channel *ch)
{
    trc_ring_retire(ch);
    if (ch->region) munmap(ch->region, ch->region_len);
    ch->region = NULL;
    free(ch->slots);
    ch->slots = NULL;
    free(ch->qwritten);
    free(ch->stall_since);
    ch->qwritten = ch->stall_since = NULL;
}

void trc_ring_wake(trc_channel *ch)
{
    atomic_thread_fence(memory_order_seq_cst);
    if (atomic_load_explicit(&ch->sleeping, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&ch->wake, 1, memory_order_release);
        syscall(SYS_futex, &ch->wake, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    }
}

void trc_acct_begin(trc_channel *ch)
{
    atomic_fetch_add_explicit(&ch->acct_gen, 1, memory_order_acq_rel);
}

void trc_acct_end(trc_channel *ch)
{
    atomic_fetch_add_explicit(&ch->acct_gen, 1, memory_order_acq_rel);
}

/* Mark [off, off + len) of chunk k unused (skip marker): the word holding ent_len first,
 * then rec_len with release, so a walker that reads rec_len (acquire) sees the marker. */
static void mark_skip(trc_channel *ch, uint32_t k, uint64_t off, uint64_t len)
{
    uint8_t *r = ch->data + (uint64_t)k * ch->csize + off;
    atomic_store_explicit(aw32(r + 4), pack16(TRCI_SKIP, 0), memory_order_relaxed);
    atomic_store_explicit(aw32(r), (uint32_t)len, memory_order_release);
}

/* Close the open region w of slot s (its owner, or a stealer when the owner is idle):
 * the one whose compare-and-swap wins marks the unused tail.  0 if s no longer held w. */
static int region_close(trc_channel *ch, trc_slot *s, uint64_t w)
{
    if (!atomic_compare_exchange_strong_explicit(&s->w, &w, 0, memory_order_acq_rel,
                                                 memory_order_relaxed))
        return 0;
    if (w_pos(w) < w_end(w)) mark_skip(ch, w_k(w), w_pos(w), w_end(w) - w_pos(w));
    return 1;
}

/* 1 if every byte of chunk k is a committed record, a skip marker or the pad (its regions
 * closed); 0 while a record is not committed or a region not marked. */
static int chunk_full(trc_channel *ch, unsigned k)
{
    uint8_t *base = ch->data + (uint64_t)k * ch->csize;
    uint64_t c = ch->csize, off = 0;
    while (off + 8 <= c) {
        uint32_t rl = atomic_load_explicit(aw32(base + off), memory_order_acquire);
        if (rl == 0) return 0;
        uint16_t ent = lo16(atomic_load_explicit(aw32(base + off + 4), memory_order_relaxed));
        if (ent == TRCI_PAD) return 1;
        if ((rl & 7) || off + rl > c) return 1;        /* damaged: never blocks the chunk */
        if (ent != TRCI_SKIP) {
            if (rl < 32) return 1;
            uint16_t fl = lo16(atomic_load_explicit(aw32(base + off + 8), memory_order_acquire));
            if (!(fl & TRCI_EF_COMMIT)) return 0;
        }
        off += rl;
    }
    return 1;
}

int trc_ring_settle(trc_channel *ch, unsigned k)
{
    unsigned hi = atomic_load_explicit(&ch->slot_hi, memory_order_acquire);
    for (unsigned i = 0; i < hi; i++) {
        uint64_t w = atomic_load_explicit(&ch->slots[i].w, memory_order_acquire);
        if (w && w_k(w) == k) region_close(ch, &ch->slots[i], w);
    }
    return chunk_full(ch, k);
}

int trc_ring_complete(trc_channel *ch, unsigned k)
{
    return atomic_load_explicit(&ch->desc[k].state, memory_order_acquire) == TRCI_SEALED &&
           trc_ring_settle(ch, k);
}

void trc_ring_zero(trc_channel *ch, unsigned k)
{
    _Atomic uint64_t *p = (_Atomic uint64_t *)(void *)(ch->data + (uint64_t)k * ch->csize);
    for (uint64_t i = 0, n = ch->csize / 8; i < n; i++)
        atomic_store_explicit(&p[i], 0, memory_order_relaxed);
}

uint64_t trc_ring_count(trc_channel *ch, unsigned k, uint64_t *bytes)
{
    uint64_t used = atomic_load_explicit(&ch->desc[k].used, memory_order_acquire);
    return trc_ring_walk(ch, k, used, NULL, NULL, bytes);
}

/* This thread's slot in ch (taken on first use: one atomic per thread); NULL when all
 * TRCI_SLOTS are taken. */
static trc_slot *slot_get(trc_channel *ch)
{
    tls_slot *t = &tls_slots[ch->chan & (TRC_NCHANNELS - 1)];
    if (t->gen == ch->gen) return t->slot;
    for (unsigned i = 0; i < TRCI_SLOTS; i++) {
        _Atomic uint64_t *b = &ch->slot_used[i / 64];
        uint64_t bit = 1ull << (i % 64);
        if (atomic_load_explicit(b, memory_order_relaxed) & bit) continue;
        if (atomic_fetch_or_explicit(b, bit, memory_order_acq_rel) & bit) continue;
        unsigned hi = atomic_load_explicit(&ch->slot_hi, memory_order_relaxed);
        while (hi < i + 1 &&
               !atomic_compare_exchange_weak_explicit(&ch->slot_hi, &hi, i + 1,
                                                      memory_order_release, memory_order_relaxed)) {}
        t->slot = &ch->slots[i];
        t->ch = ch;
        t->gen = ch->gen;
        pthread_setspecific(exit_key, (void *)1);
        return t->slot;
    }
    return NULL;
}

void trc_ring_filtered_inc(trc_channel *ch)
{
    trc_slot *s = slot_get(ch);
    atomic_fetch_add_explicit(s ? &s->filtered : &ch->filtered, 1, memory_order_relaxed);
}

uint64_t trc_ring_filtered(trc_channel *ch)
{
    uint64_t n = atomic_load_explicit(&ch->filtered, memory_order_relaxed);
    unsigned hi = atomic_load_explicit(&ch->slot_hi, memory_order_acquire);
    for (unsigned i = 0; i < hi; i++)
        n += atomic_load_explicit(&ch->slots[i].filtered, memory_order_relaxed);
    return n;
}

void trc_ring_thread_exit(trc_channel *ch)
{
    tls_slot *t = &tls_slots[ch->chan & (TRC_NCHANNELS - 1)];
    if (t->gen != ch->gen || !t->slot) return;
    trc_slot *s = t->slot;
    uint64_t w = atomic_load_explicit(&s->w, memory_order_acquire);
    while (w && !region_close(ch, s, w)) w = atomic_load_explicit(&s->w, memory_order_acquire);
    trc_acct_begin(ch);              /* trc_stats: not counted twice or not at all */
    atomic_fetch_add_explicit(&ch->filtered, atomic_exchange(&s->filtered, 0),
                              memory_order_relaxed);
    trc_acct_end(ch);
    unsigned i = (unsigned)(s - ch->slots);
    atomic_fetch_and_explicit(&ch->slot_used[i / 64], ~(1ull << (i % 64)), memory_order_release);
    t->gen = 0;
}

void trc_ring_lose(trc_channel *ch, int r, uint64_t events, uint64_t n, uint64_t first,
                   uint64_t last)
{
    trc_loss *l = &ch->loss[r];
    /* The trcshm counters first: a reporter subtracts from them only what it took from
     * l->bytes / l->events (acquire, pairing with the release adds below), so they never
     * go below zero, not even for an instant a SIGKILL could freeze in the file. */
    atomic_fetch_add_explicit(&ch->ctl->lost_events, events, memory_order_relaxed);
    atomic_fetch_add_explicit(&ch->ctl->lost_bytes, n, memory_order_relaxed);
    atomic_fetch_add_explicit(&l->bytes, n, memory_order_release);
    uint64_t z = 0;
    atomic_compare_exchange_strong_explicit(&l->first, &z, first, memory_order_relaxed,
                                            memory_order_relaxed);
    if (atomic_load_explicit(&l->last, memory_order_relaxed) < last)
        atomic_store_explicit(&l->last, last, memory_order_relaxed);
    atomic_fetch_add_explicit(&l->events, events, memory_order_release);
    atomic_fetch_add_explicit(&ch->lost_total, events, memory_order_relaxed);
    atomic_fetch_add_explicit(&ch->lost_bytes_total, n, memory_order_relaxed);
    z = 0;
    atomic_compare_exchange_strong_explicit(&ch->first_lost_ts, &z, first,
                                            memory_order_relaxed, memory_order_relaxed);
}

/* The sealer of chunk k (its reservation started at off <= C): pad, mark SEALED, wake
 * the drain. */
static void seal_at(trc_channel *ch, uint32_t k, uint64_t off)
{
    trc_desc *d = &ch->desc[k];
    uint64_t c = ch->csize;
    if (off < c) {
        uint8_t *r = ch->data + (uint64_t)k * c + off;
        atomic_store_explicit(aw32(r + 4), pack16(TRCI_PAD, 0), memory_order_relaxed);
        atomic_store_explicit(aw32(r), (uint32_t)(c - off), memory_order_release);
    }
    atomic_store_explicit(&d->state, TRCI_SEALED, memory_order_seq_cst);
    if (ch->mode == TRCI_CHAIN) trc_ring_wake(ch);
}

int trc_ring_seal(trc_channel *ch)
{
    uint32_t k = atomic_load_explicit(&ch->ctl->cur, memory_order_acquire);
    trc_desc *d = &ch->desc[k];
    if (atomic_load_explicit(&d->state, memory_order_acquire) != TRCI_FILLING) return 0;
    if (atomic_load_explicit(&d->used, memory_order_relaxed) == 0) return 0;
    uint64_t off = atomic_fetch_add_explicit(&d->used, ch->csize, memory_order_acquire);
    if (off > ch->csize) return 0;
    seal_at(ch, k, off);
    return 1;
}

/* TRACELOG 006 reason code of a loss index. */
static const unsigned loss_reason[TRCI_NLOSS] = { 1, 2, 3, 6 };

void trc_ring_report_losses(trc_channel *ch)
{
    if (tls_reporting) return;
    tls_reporting = 1;
    for (int r = 0; r < TRCI_NLOSS; r++) {
        trc_loss *l = &ch->loss[r];
        if (!atomic_load_explicit(&l->events, memory_order_relaxed)) continue;
        uint64_t ev = atomic_exchange_explicit(&l->events, 0, memory_order_acquire);
        if (!ev) continue;
        uint64_t by = atomic_exchange_explicit(&l->bytes, 0, memory_order_acquire);
        uint64_t first = atomic_exchange_explicit(&l->first, 0, memory_order_relaxed);
        uint64_t last = atomic_exchange_explicit(&l->last, 0, memory_order_relaxed);
        if (!first) first = last ? last : trc_rt_ticks(ch);
        uint8_t fb[40];
        unsigned ef;
        size_t fl = trc_rt_fb_lost(ch, fb, &ef, loss_reason[r], ev, by,
                                last > first ? last - first : 0);
        if (trc_ring_write(ch, ef, fb, fl, NULL, 0, first, 1) == 0) {
            atomic_fetch_sub_explicit(&ch->ctl->lost_events, ev, memory_order_relaxed);
            atomic_fetch_sub_explicit(&ch->ctl->lost_bytes, by, memory_order_relaxed);
        } else {  /* put the counts back: they are reported later */
            atomic_fetch_add_explicit(&l->bytes, by, memory_order_release);
            uint64_t z = 0;
            atomic_compare_exchange_strong_explicit(&l->first, &z, first,
                                                    memory_order_relaxed, memory_order_relaxed);
            if (atomic_load_explicit(&l->last, memory_order_relaxed) < last)
                atomic_store_explicit(&l->last, last, memory_order_relaxed);
            atomic_fetch_add_explicit(&l->events, ev, memory_order_release);
        }
    }
    tls_reporting = 0;
}

/* Walk callback of a reclaimed chunk: the 006 records it held are reported again
 * (their losses become pending), so the log's 006 totals stay exact in circular mode. */
static void rereport_cb(void *ctx, const uint8_t *r, uint32_t rl)
{
    trc_channel *ch = ctx;
    uint16_t fl, ent, w0, id64;
    (void)rl;
    memcpy(&fl, r + 8, 2);
    memcpy(&ent, r + 4, 2);
    if (!(fl & TRCI_EF_INTERNAL)) return;
    memcpy(&w0, r + 32, 2);
    memcpy(&id64, r + 36, 2);
    uint64_t ev, by, ts;
    unsigned reason;
    memcpy(&ts, r + 24, 8);
    if (!(fl & TRCI_EF_E64) && w0 == 0x006E && ent >= 24) {
        uint16_t hd;
        uint32_t d[2];
        memcpy(&hd, r + 34, 2);
        memcpy(d, r + 36, 8);
        reason = hd; ev = d[0]; by = d[1];
    } else if ((fl & TRCI_EF_E64) && id64 == 0x0060 && ent >= 40) {
        uint16_t sub;
        uint64_t d[2];
        memcpy(&sub, r + 38, 2);
        memcpy(d, r + 40, 16);
        reason = sub; ev = d[0]; by = d[1];
    } else return;
    int idx = reason == 1 ? TRCI_L_FULL : reason == 2 ? TRCI_L_OVERWRITE :
              reason == 3 ? TRCI_L_SINK : TRCI_L_STALL;
    trc_loss *l = &ch->loss[idx];
    atomic_fetch_add_explicit(&ch->ctl->lost_events, ev, memory_order_relaxed);  /* first: */
    atomic_fetch_add_explicit(&ch->ctl->lost_bytes, by, memory_order_relaxed);   /* see   */
    atomic_fetch_add_explicit(&l->bytes, by, memory_order_release);        /* trc_ring_lose */
    uint64_t z = 0;
    atomic_compare_exchange_strong_explicit(&l->first, &z, ts, memory_order_relaxed,
                                            memory_order_relaxed);
    atomic_fetch_add_explicit(&l->events, ev, memory_order_release);
}

/* switch(k) of docs/ref/runtime.md §5.2: make chunk k+1 the current one if it is available.
 * Returns 1 when another writer is activating it right now, else 0. */
static int do_switch(trc_channel *ch, uint32_t k, uint64_t ts)
{
    if (atomic_load_explicit(&ch->ctl->cur, memory_order_acquire) != k) return 0;
    uint32_t j = (k + 1) % ch->nchunks;
    trc_desc *d = &ch->desc[j];
    uint32_t s = atomic_load_explicit(&d->state, memory_order_acquire);
    int reclaim = 0;
    if (s == TRCI_FREE) {
        if (!atomic_compare_exchange_strong_explicit(&d->state, &s, TRCI_ACTIVATING,
                                                     memory_order_acq_rel, memory_order_acquire))
            return s == TRCI_ACTIVATING;
    } else if (ch->mode == TRCI_CIRCULAR && s == TRCI_SEALED && trc_ring_settle(ch, j)) {
        if (!atomic_compare_exchange_strong_explicit(&d->state, &s, TRCI_ACTIVATING,
                                                     memory_order_acq_rel, memory_order_acquire))
            return s == TRCI_ACTIVATING;
        reclaim = 1;
    } else {
        if (ch->mode == TRCI_STOP && s == TRCI_SEALED &&
            atomic_load_explicit(&ch->ctl->cur, memory_order_acquire) == k)
            atomic_store_explicit(&ch->stopped, 1, memory_order_relaxed);
        return s == TRCI_ACTIVATING;
    }
    /* We own chunk j.  Switch only if cur is still k and k's *current* lap is full: a
     * writer whose off >= C came from an older lap of k must not switch away from a
     * chunk that was re-activated meanwhile (cur went round to k again: ABA), or that
     * chunk would stay FILLING, unsealed, for ever.  While we own j, cur cannot leave
     * k and k cannot be re-activated, so this check cannot go stale. */
    if (atomic_load_explicit(&ch->ctl->cur, memory_order_acquire) != k ||
        atomic_load_explicit(&ch->desc[k].used, memory_order_acquire) <= ch->csize) {
        atomic_store_explicit(&d->state, s, memory_order_release);
        return 0;
    }
    if (reclaim) {
        trc_acct_begin(ch);
        uint64_t bytes;
        uint64_t recs = trc_ring_walk(ch, j, ch->csize, NULL, NULL, &bytes);
        uint64_t first = atomic_load_explicit(&d->first_ts, memory_order_relaxed);
        if (recs) {
            atomic_fetch_add_explicit(&ch->overwritten, recs, memory_order_relaxed);
            trc_ring_lose(ch, TRCI_L_OVERWRITE, recs, bytes, first ? first : ts, ts);
        }
        trc_ring_walk(ch, j, ch->csize, rereport_cb, ch, NULL);
        trc_ring_zero(ch, j);
        atomic_store_explicit(&d->committed, 0, memory_order_relaxed);
        atomic_store_explicit(&d->records, 0, memory_order_relaxed);
        atomic_store_explicit(&d->first_ts, 0, memory_order_relaxed);
        trc_acct_end(ch);
    }
    /* (a FREE chunk already has committed = records = first_ts = 0: the drain resets them
     * before freeing it, which keeps this window short: other writers are waiting for
     * cur to move and may run out of attempts.)  Switches are sequential (only the owner
     * of chunk k+1 while cur == k switches), so seq(j) = seq(k) + 1. */
    uint64_t sq = atomic_load_explicit(&ch->desc[k].seq, memory_order_relaxed) + 1;
    atomic_store_explicit(&d->seq, sq, memory_order_relaxed);
    /* FILLING before used = 0: a reservation in the new lap (a stale writer, or a seal by
     * trc_flush) can then only happen once the state is FILLING, so a seal of the new
     * lap is never overwritten by this store. */
    atomic_store_explicit(&d->state, TRCI_FILLING, memory_order_release);
    atomic_store_explicit(&d->used, 0, memory_order_release);
    atomic_store_explicit(&ch->ctl->cur, j, memory_order_release);
    atomic_store_explicit(&ch->seq, sq, memory_order_relaxed);
    for (int r = 0; r < TRCI_NLOSS; r++)
        if (atomic_load_explicit(&ch->loss[r].events, memory_order_relaxed)) {
            trc_ring_report_losses(ch);
            break;
        }
    return 0;
}

/* Write one record of n bytes at offset off of chunk k (the caller owns those bytes):
 * rec_len and the ent_len|cpu word as relaxed atomics, the rest with plain stores, then
 * bytes 8-11 (flags with COMMIT) as a release store. */
static inline void put_record(trc_channel *ch, uint32_t k, uint64_t off, uint32_t n,
                              uint32_t w4, uint32_t pid, uint64_t tid, uint64_t ts,
                              const void *h, size_t hl, const void *p, size_t pl, uint16_t flags)
{
    uint8_t *r = ch->data + (uint64_t)k * ch->csize + off;
    atomic_store_explicit(aw32(r + 4), w4, memory_order_relaxed);
    atomic_store_explicit(aw32(r), n, memory_order_relaxed);
    memcpy(r + 12, &pid, 4);
    memcpy(r + 16, &tid, 8);
    memcpy(r + 24, &ts, 8);
    memcpy(r + 32, h, hl);
    if (pl) memcpy(r + 32 + hl, p, pl);
    atomic_store_explicit(aw32(r + 8), pack16(flags, 0), memory_order_release);
}

int trc_ring_write(trc_channel *ch, unsigned ef, const void *h, size_t hl, const void *p,
                   size_t pl, uint64_t ts, int internal)
{
    size_t len = hl + pl;
    uint32_t n = (uint32_t)((32 + len + 7) & ~(size_t)7);
    uint64_t c = ch->csize;
    if (!atomic_load_explicit(&ch->stopped, memory_order_relaxed)) {
        int cpu = ch->cpu_on ? sched_getcpu() : -1;
        uint16_t cpu16 = cpu < 0 || cpu > 0xFFFE ? 0xFFFF : (uint16_t)cpu;
        uint32_t pid = atomic_load_explicit(&trc__pid, memory_order_relaxed);
        uint64_t tid = trc_rt_tid();
        uint16_t flags = (uint16_t)(ef | TRCI_EF_COMMIT | (internal ? TRCI_EF_INTERNAL : 0));
        uint32_t w4 = pack16((uint16_t)len, cpu16);
        trc_slot local;                  /* more than TRCI_SLOTS threads: a region per call */
        trc_slot *s = slot_get(ch);
        if (!s) {
            s = &local;
            atomic_init(&local.w, 0);
        }
        uint64_t rsz = n <= TRCI_REGION ? TRCI_REGION : ((uint64_t)n + 4095) & ~(uint64_t)4095;
        for (int a = 0, guard = 0; a < TRCI_ATTEMPTS && guard < 64; guard++) {
            uint64_t w = atomic_load_explicit(&s->w, memory_order_relaxed);
            if (w) {                     /* the common path: append to this thread's region */
                uint64_t pos = w_pos(w);
                if (pos + n <= w_end(w)) {
                    if (!atomic_compare_exchange_strong_explicit(&s->w, &w, w + n,
                                                                 memory_order_acquire,
                                                                 memory_order_relaxed))
                        continue;        /* stolen, or a signal handler appended: again */
                    put_record(ch, w_k(w), pos, n, w4, pid, tid, ts, h, hl, p, pl, flags);
                    if (s == &local) region_close(ch, s, w + n);
                    return 0;
                }
                region_close(ch, s, w);  /* full (or stolen meanwhile: closed too) */
                continue;
            }
            /* Claim a new region: one shared atomic per region. */
            uint32_t k = atomic_load_explicit(&ch->ctl->cur, memory_order_acquire);
            trc_desc *d = &ch->desc[k];
            uint64_t off = atomic_fetch_add_explicit(&d->used, rsz, memory_order_acquire);
            if (off + rsz <= c) {
                uint64_t z = 0;
                if (!atomic_compare_exchange_strong_explicit(&s->w, &z, w_pack(k, off + rsz, off),
                                                             memory_order_release,
                                                             memory_order_relaxed))
                    mark_skip(ch, k, off, rsz);  /* a signal handler opened one meanwhile */
                else if (!atomic_load_explicit(&d->first_ts, memory_order_relaxed))
                    atomic_store_explicit(&d->first_ts, ts, memory_order_relaxed);
                continue;
            }
            if (off <= c) seal_at(ch, k, off);
            int busy = do_switch(ch, k, ts);
            if (atomic_load_explicit(&ch->stopped, memory_order_relaxed)) break;
            /* Another writer is activating the next chunk: back off a bounded, growing
             * number of pause instructions before the next attempt (never a wait on a
             * condition; a preempted winner still only makes this call lost). */
            if (busy && a + 1 < TRCI_ATTEMPTS)
                for (unsigned i = 0; i < (32u << a); i++) cpu_relax();
            a++;
        }
    }
    if (!internal) trc_ring_lose(ch, TRCI_L_FULL, 1, n, ts, ts);
    return -1;
}

uint64_t trc_ring_walk(trc_channel *ch, unsigned k, uint64_t limit, trc_walk_fn fn,
                       void *ctx, uint64_t *bytes)
{
    uint8_t *base = ch->data + (uint64_t)k * ch->csize;
    uint64_t lim = limit < ch->csize ? limit : ch->csize;
    uint64_t off = 0, users = 0, by = 0;
    while (off + 8 <= lim) {
        uint32_t rl = atomic_load_explicit(aw32(base + off), memory_order_acquire);
        if (rl == 0) {                   /* an open region's tail: next region; at a region */
            if (!(off % TRCI_REGION)) break;   /* start, a claim not written: unknown rest */
            off = (off + TRCI_REGION) & ~(uint64_t)(TRCI_REGION - 1);
            continue;
        }
        uint16_t ent = lo16(atomic_load_explicit(aw32(base + off + 4), memory_order_relaxed));
        if (ent == TRCI_PAD) break;
        if (ent == TRCI_SKIP && !(rl & 7) && off + rl <= lim) { off += rl; continue; }
        if (rl < 32 || (rl & 7) || off + rl > lim) break;
        uint16_t fl = lo16(atomic_load_explicit(aw32(base + off + 8), memory_order_acquire));
        if (fl & TRCI_EF_COMMIT) {
            if (fn) fn(ctx, base + off, rl);
            if (!(fl & TRCI_EF_INTERNAL)) users++;
            by += rl;
        }
        off += rl;
    }
    if (bytes) *bytes = by;
    return users;
}
