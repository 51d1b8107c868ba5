/* trc_int.h -- libtrc internals shared by its files (docs/ref/runtime.md §5-§8).
 * Owns: the buffer region layout (trcshm layout, used for anonymous buffers too), the
 * channel structure, options, sinks and the functions each libtrc file exports to the
 * others.  Not installed. */
#ifndef TRC_INT_H
#define TRC_INT_H
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include "runtime/trc.h"

/* Modes (values as in the trcshm control block). */
enum { TRCI_CHAIN = 0, TRCI_CIRCULAR = 1, TRCI_STOP = 2 };
/* Chunk states (docs/ref/runtime.md §5.1; values as in the trcshm descriptors). */
enum { TRCI_FREE = 0, TRCI_FILLING, TRCI_SEALED, TRCI_ACTIVATING, TRCI_DRAINING,
       TRCI_QUARANTINE };
/* Record clocks (option clock=). */
enum { TRCI_CLK_AUTO = 0, TRCI_CLK_TSC, TRCI_CLK_MONOTONIC };
/* Loss reasons kept per channel (index into trc_channel.loss). */
enum { TRCI_L_FULL = 0, TRCI_L_OVERWRITE, TRCI_L_SINK, TRCI_L_STALL, TRCI_NLOSS };

/* Envelope flags used in memory. */
#define TRCI_EF_E64 0x0001u
#define TRCI_EF_INTERNAL 0x0008u   /* in memory only: an internal record (not counted) */
#define TRCI_EF_SYNC 0x4000u
#define TRCI_EF_COMMIT 0x8000u
#define TRCI_PAD 0xFFFFu           /* ent_len of a pad marker (rest of the chunk unused) */
#define TRCI_SKIP 0xFFFEu          /* ent_len of a skip marker (rec_len bytes unused) */
#define TRCI_REGION 4096u          /* bytes a writer claims at once (records > it: rounded up) */
#define TRCI_SLOTS 256             /* per-thread region slots per channel */
#define TRCI_ATTEMPTS 4            /* reservation attempts per recording call */

/* trcshm control block (docs/ref/runtime.md §8), 64 bytes at offset H of the region. */
typedef struct trc_ctl {
    char magic[8];                 /* "TRCSHM01" */
    uint32_t nchunks;              /* N */
    uint32_t chunk_size;           /* C */
    uint64_t data_off;             /* D: offset of chunk 0 in the region */
    uint32_t mode;                 /* TRCI_CHAIN / CIRCULAR / STOP */
    _Atomic uint32_t cur;          /* index of the FILLING chunk */
    _Atomic uint64_t lost_events;  /* losses not yet reported by a 006 record */
    _Atomic uint64_t lost_bytes;   /* bytes of those losses */
    uint64_t reserved[2];          /* 0 */
} trc_ctl;

/* Chunk descriptor (docs/ref/runtime.md §5.1, §8), 64 bytes. */
typedef struct trc_desc {
    _Atomic uint32_t state;        /* TRCI_FREE ... TRCI_QUARANTINE */
    uint32_t zero;                 /* 0 */
    _Atomic uint64_t seq;          /* activation sequence number (1, 2, ...) */
    _Atomic uint64_t used;         /* bytes reserved in this lap (may exceed C) */
    _Atomic uint64_t committed;    /* bytes committed in this lap (C when complete) */
    _Atomic uint64_t records;      /* user records committed in this lap */
    _Atomic uint64_t first_ts;     /* time of the lap's first record (0 = none yet) */
    uint64_t reserved[2];          /* 0 */
} trc_desc;

/* Per-thread region slot (docs/libtrc.md "Reservation"): the open region of one thread,
 * packed in one word so that the owner (appending) and a stealer (closing the region of an
 * idle owner) decide by compare-and-swap.  0 = closed; else bit 63 set, bits 52-59 chunk
 * index, bits 32-51 region end / 4096, bits 0-31 next free offset in the chunk. */
typedef struct trc_slot {
    _Alignas(64) _Atomic uint64_t w;   /* the region word */
    _Atomic uint64_t filtered;     /* calls this thread's filter test suppressed (folded
                                      into trc_channel.filtered when the thread exits) */
} trc_slot;

/* Parsed options string (docs/ref/runtime.md §2.2). */
typedef struct trc_opts {
    char *file;                    /* file sink path (malloc) or NULL */
    char *udp_host;                /* udp sink host (malloc) or NULL */
    unsigned udp_port;             /* udp sink port */
    char *shm;                     /* shm path (malloc) or NULL */
    int mode;                      /* TRCI_CHAIN / CIRCULAR / STOP */
    uint64_t bufsize;              /* total buffer bytes */
    unsigned chunks;               /* N */
    int env;                       /* 32 or 64 */
    uint64_t sync;                 /* sync interval of the written file */
    unsigned flush_ms;             /* chain: seal a current chunk older than this */
    unsigned stall_ms;             /* quarantine a chunk incomplete for this long */
    int cpu;                       /* record the CPU */
    int enable;                    /* start enabled */
    int crashflush;                /* install crash handlers */
    unsigned udpsize;              /* maximum datagram size */
    int clock;                     /* TRCI_CLK_AUTO / TSC / MONOTONIC */
    char *templates;               /* templates=PATH to embed (malloc) or NULL */
} trc_opts;

/* Pending loss counters of one reason (docs/ref/runtime.md §6). */
typedef struct trc_loss {
    _Atomic uint64_t events;       /* lost calls not yet reported */
    _Atomic uint64_t bytes;        /* their bytes */
    _Atomic uint64_t first;        /* time of the first of them (0 = none) */
    _Atomic uint64_t last;         /* time of the last of them */
} trc_loss;

/* File sink: buffered trclog writer with sync markers (docs/ref/runtime.md §7.1). */
typedef struct trc_fsink {
    int fd;                        /* output descriptor */
    uint8_t *buf;                  /* output buffer */
    size_t cap;                    /* its size */
    size_t used;                   /* bytes pending */
    uint64_t off;                  /* file offset of the next byte (pending included) */
    uint64_t sync_iv;              /* sync interval (0 = none) */
    uint64_t next_sync;            /* next multiple of sync_iv to cover */
    uint64_t sync_seq;             /* next sync marker sequence number */
    uint64_t last_ts;              /* time of the last non-sync record */
    int err;                       /* errno of the last failed write (0 = none) */
    uint32_t hflags;               /* header flags of the header written */
    _Atomic int body;              /* 1: a record follows the header (trc_embed_templates
                                      can no longer replace it) */
    pthread_mutex_t hmu;           /* orders the first record and trc_embed_templates */
} trc_fsink;

/* UDP sink (docs/ref/runtime.md §7.2). */
typedef struct trc_usink {
    int fd;                        /* datagram socket */
    struct sockaddr_storage addr;  /* collector address */
    socklen_t alen;                /* its length */
    uint8_t *dg;                   /* datagram being assembled */
    size_t max;                    /* udpsize */
    size_t used;                   /* bytes in dg (0 = none started) */
    uint64_t session;              /* session id */
    uint64_t seq;                  /* next datagram sequence number */
    uint64_t nrec;                 /* records sent or queued so far */
    uint64_t since_hdr;            /* datagrams since the last header datagram */
    uint64_t hdr_ns;               /* monotonic time of the last header datagram */
    const uint8_t *hdr;            /* trclog header bytes (owned by the channel) */
    uint32_t hlen;                 /* their length */
    uint64_t errors;               /* failed sendto calls */
    int failed;                    /* a sendto failed since the last trc_usink_flush */
} trc_usink;

/* One channel. */
typedef struct trc_channel {
    int chan;                      /* channel number */
    trc_opts opt;                  /* options */
    int mode;                      /* opt.mode */
    int env;                       /* opt.env */
    int cpu_on;                    /* opt.cpu */
    uint32_t nchunks;              /* N */
    uint64_t csize;                /* C */
    uint8_t *region;               /* mapping: header, control, descriptors, data */
    size_t region_len;             /* its length */
    trc_ctl *ctl;                  /* control block inside region */
    trc_desc *desc;                /* N descriptors inside region */
    uint8_t *data;                 /* chunk data inside region */
    _Atomic uint8_t *filter;       /* 8 KiB bitmap of suppressed 16-bit IDs */
    uint8_t *hdr;                  /* trclog header written by the sinks (malloc) */
    char *tmpl;                    /* embedded template set text (malloc) or NULL */
    size_t tmpl_len;               /* its length */
    uint32_t hlen;                 /* its length */
    _Atomic int stopped;           /* stop mode: buffer full, later calls are lost */
    uint64_t gen;                  /* open number, unique in the process (thread caches) */
    trc_slot *slots;               /* TRCI_SLOTS region slots */
    _Atomic uint64_t slot_used[TRCI_SLOTS / 64]; /* bitmap of slots owned by a thread */
    _Atomic unsigned slot_hi;      /* slots [0, slot_hi) were ever used */
    _Alignas(64) _Atomic uint64_t seq;   /* last chunk sequence number given out */
    trc_loss loss[TRCI_NLOSS];     /* pending loss counters by reason */
    _Atomic uint64_t lost_total;   /* user events lost since open */
    _Atomic uint64_t lost_bytes_total; /* their bytes */
    _Atomic uint64_t overwritten;  /* circular: records overwritten */
    _Atomic uint64_t filtered;     /* suppressed calls of exited threads (others: slots) */
    _Atomic uint64_t truncated;    /* generic buffers cut */
    _Atomic uint64_t sink_errors;  /* chunks a sink failed to write */
    _Atomic uint64_t chunks_written; /* chunks written to the sinks */
    _Atomic uint64_t recorded_done;  /* user records of chunks that left the buffer */
    _Atomic uint64_t first_lost_ts;  /* time of the first lost call since open (0 none) */
    _Atomic uint64_t acct_gen;     /* odd while records move between the buffer and the
                                      recorded/lost counters (trc_stats retries) */
    _Alignas(64) _Atomic uint32_t wake;  /* futex word of the drain thread */
    _Atomic int sleeping;          /* the drain thread waits on wake */
    _Atomic int closing;           /* the drain thread must finish and exit */
    int drain_running;             /* a drain thread was started */
    pthread_t drain;               /* the drain thread */
    uint64_t *qwritten;            /* per chunk: user records written from a quarantined chunk */
    uint64_t *stall_since;         /* per chunk: when the drain first saw it incomplete */
    trc_fsink *fs;                 /* file sink or NULL */
    trc_usink *us;                 /* UDP sink or NULL */
    int tsc;                       /* record times are time-stamp counter ticks (else ns) */
    uint64_t start_ticks;          /* record clock at open */
    int64_t start_wall;            /* CLOCK_REALTIME ns at open */
    uint64_t start_mono;           /* CLOCK_MONOTONIC ns paired with start_ticks */
    uint64_t tb_num;               /* timebase: ns = ticks * tb_num / tb_den */
    uint64_t tb_den;               /* (1/1 for the monotonic clock) */
    int enabled;                   /* trc_enable state (under the control mutex) */
    uint8_t *crashbuf;             /* crashflush: record copy buffer (64 KiB + 64) */
    uint64_t retired_ns;           /* closed at this time (graveyard) */
    struct trc_channel *next_dead; /* graveyard link */
} trc_channel;

#pragma GCC visibility push(hidden)

/* ---- options.c */
/* Parse an options string into *o (defaults first); 0, or -1 with errno EINVAL. */
int trc_rt_opts_parse(trc_opts *o, const char *s, char *err, size_t errlen);
/* Free the strings of *o. */
void trc_rt_opts_free(trc_opts *o);

/* ---- clock.c */
/* Process id (refreshed after fork). */
extern _Atomic uint32_t trc__pid;
/* CLOCK_MONOTONIC in ns. */
uint64_t trc_rt_now(void);
/* Thread id of the caller (cached in initial-exec TLS). */
uint64_t trc_rt_tid(void);
/* In a child after fork: forget the cached thread id, store the new pid. */
void trc_rt_ids_after_fork(void);
/* 1 if the CPU reports an invariant time-stamp counter (x86 CPUID 0x80000007 EDX[8]). */
int trc_rt_tsc_invariant(void);
/* Choose ch's record clock (opt.clock), take the start ticks / wall clock and calibrate
 * the timebase against CLOCK_MONOTONIC (a few ms with the TSC); 0, or -1 EINVAL when
 * clock=tsc and there is no invariant TSC. */
int trc_rt_clock_open(trc_channel *ch);
/* At close: recalibrate the timebase over the whole run (start to now) and rewrite it in
 * ch->hdr, the file sink's header and the shm header. */
void trc_rt_clock_refine(trc_channel *ch);
/* Time-stamp counter (0 where there is none). */
static inline uint64_t trc_rt_rdtsc(void)
{
#if defined(__x86_64__) || defined(__i386__)
    uint32_t lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return (uint64_t)hi << 32 | lo;
#else
    return 0;
#endif
}
/* The record clock of ch: TSC ticks or CLOCK_MONOTONIC ns. */
static inline uint64_t trc_rt_ticks(const trc_channel *ch)
{
    return ch->tsc ? trc_rt_rdtsc() : trc_rt_now();
}
/* A tick difference of ch's record clock in ns. */
static inline uint64_t trc_rt_ticks_ns(const trc_channel *ch, uint64_t dt)
{
    return ch->tsc ? (uint64_t)((unsigned __int128)dt * ch->tb_num / ch->tb_den) : dt;
}

/* ---- tmpl.c (docs/libtrc.md "Embedded templates") */
/* Largest embedded template set libtrc takes (bytes). */
#define TRC_TMPL_MAX (16u << 20)
/* Read templates=PATH (a file, or a directory of .tmpl/.fmt files, sorted, each after a
 * `#@file NAME` line) and check it (trc_rt_tmpl_check): 0 with *text (malloc) and *len,
 * or -1 with a message in err. */
int trc_rt_tmpl_load(const char *path, char **text, size_t *len, char *err, size_t errlen);
/* The light structural check of a set libtrc makes (no template grammar here): at most
 * TRC_TMPL_MAX bytes, no NUL, not an update file, every logical line starts with a hook ID
 * and a version; 0, or -1 with `FILE:LINE: message` in err. */
int trc_rt_tmpl_check(const char *text, size_t len, char *err, size_t errlen);
/* Bytes the tag-17 TLVs of a set of len bytes take at most. */
size_t trc_rt_tmpl_tlv_size(size_t len);
/* Write the tag-17 TLVs of text (native byte order) at b; returns the bytes written. */
size_t trc_rt_tmpl_tlvs(uint8_t *b, const char *text, size_t len);

/* ---- wire.c */
/* Build the trclog header (TLVs of docs/ref/runtime.md §3) for ch in ch->hdr/hlen; source = TLV 7. */
int trc_rt_hdr_build(trc_channel *ch, const char *source);
/* Build a full record (envelope + fb) for direct sink output into out (>= 32 + fl + 7
 * bytes), cpu recorded when cpu_on; returns rec_len. */
uint32_t trc_rt_make_record(uint8_t *out, unsigned ef, const void *fb, size_t fl, uint64_t ts,
                            int cpu_on);
/* Build a 006 record's format buffer for reason (TRACELOG reason code) into fb; returns
 * its length and the envelope flags in *ef. */
size_t trc_rt_fb_lost(const trc_channel *ch, uint8_t *fb, unsigned *ef, unsigned reason,
                   uint64_t events, uint64_t bytes, uint64_t window);
/* Store ch's timebase (num, den) into the trclog header bytes hdr. */
void trc_rt_hdr_timebase(const trc_channel *ch, uint8_t *hdr);
/* Copy buffered record rec (rl bytes) to d for a sink, the in-memory flag bits cleared. */
void trc_rt_rec_copy(uint8_t *d, const uint8_t *rec, uint32_t rl);

/* ---- sink.c */
/* Open the file sink on path and write ch's header; NULL + errno on failure. */
trc_fsink *trc_fsink_open(const char *path, const trc_channel *ch, uint32_t hflags);
/* Rewrite fs from offset 0 with ch's header (trc_dump to the file option). */
int trc_fsink_restart(trc_fsink *fs, const trc_channel *ch, uint32_t hflags);
/* Overwrite n bytes at file offset off (the header's timebase at close); 0 / -1. */
int trc_fsink_patch(trc_fsink *fs, uint64_t off, const void *p, size_t n);
/* Replace ch's header by hdr (malloc, hlen bytes; the old one is freed) and rewrite the
 * file with it while it holds nothing but the header: 0, or -1 (nothing changed) once a
 * record followed it. */
int trc_fsink_hdr_swap(trc_fsink *fs, trc_channel *ch, uint8_t *hdr, uint32_t hlen);
/* Append one record (copied; the in-memory flag bits cleared). */
void trc_fsink_put(trc_fsink *fs, const uint8_t *rec, uint32_t rl);
/* Write the pending bytes; 0, or -1 (fs->err). */
int trc_fsink_flush(trc_fsink *fs);
/* Flush, fsync, close, free; 0 / -1. */
int trc_fsink_close(trc_fsink *fs);
/* Open the UDP sink to host[:port] and send the header datagram; NULL + errno. */
trc_usink *trc_usink_open(const trc_channel *ch);
/* Queue one record (whole trclog record; flags fixed); -1 if it can never be sent. */
int trc_usink_put(trc_usink *us, const uint8_t *rec, uint32_t rl);
/* Send the datagram being assembled. */
void trc_usink_flush(trc_usink *us);
/* Flush, send the end datagram three times, close, free. */
void trc_usink_close(trc_usink *us);

/* ---- ring.c */
/* Map the buffer region (anonymous or the shm file) and initialise it; 0 / -1 errno. */
int trc_ring_create(trc_channel *ch);
/* Unmap the region. */
void trc_ring_destroy(trc_channel *ch);
/* Write one record: envelope flags ef, format buffer = h (hl bytes) + p (pl bytes), time
 * ts; internal records are not counted as user records.  0, or -1 when lost (user
 * records: counted as lost). */
int trc_ring_write(trc_channel *ch, unsigned ef, const void *h, size_t hl, const void *p,
                   size_t pl, uint64_t ts, int internal);
/* Count one lost call of n bytes at time ts for reason r. */
void trc_ring_lose(trc_channel *ch, int r, uint64_t events, uint64_t n, uint64_t first,
                   uint64_t last);
/* Seal the current chunk if it is non-empty (pad to the end); 1 if sealed by us. */
int trc_ring_seal(trc_channel *ch);
/* Exchange the pending loss counters with 0 and record 006s through the buffer. */
void trc_ring_report_losses(trc_channel *ch);
/* Callback of trc_ring_walk: one committed record of rl bytes. */
typedef void (*trc_walk_fn)(void *ctx, const uint8_t *rec, uint32_t rl);
/* Walk chunk k over [0, min(limit, C)): call fn for every committed record (stopping at a
 * zero rec_len or a pad); returns the number of user records passed, bytes in *bytes. */
uint64_t trc_ring_walk(trc_channel *ch, unsigned k, uint64_t limit, trc_walk_fn fn,
                       void *ctx, uint64_t *bytes);
/* Wake the drain thread if it sleeps. */
void trc_ring_wake(trc_channel *ch);
/* Bracket a move of records between chunk counters and recorded/lost (trc_stats sees
 * either the state before or the state after). */
void trc_acct_begin(trc_channel *ch);
/* End of the bracket. */
void trc_acct_end(trc_channel *ch);
/* 1 if chunk k is complete: SEALED, and once the open regions in it are closed, every
 * byte is a committed record, a skip marker or the pad. */
int trc_ring_complete(trc_channel *ch, unsigned k);
/* Close the open regions in chunk k (any state but FILLING) and return 1 if every byte
 * of it is then a committed record, a skip marker or the pad. */
int trc_ring_settle(trc_channel *ch, unsigned k);
/* Zero chunk k's data with relaxed atomic stores (a concurrent trc_stats walk reads its
 * words as atomics). */
void trc_ring_zero(trc_channel *ch, unsigned k);
/* User records committed in chunk k (walk up to min(used, C)); bytes in *bytes. */
uint64_t trc_ring_count(trc_channel *ch, unsigned k, uint64_t *bytes);
/* The calling thread exits or the channel stops being the live one: close this thread's
 * region in ch and give its slot back. */
void trc_ring_thread_exit(trc_channel *ch);
/* Count one suppressed call of the calling thread (its slot: no shared counter). */
void trc_ring_filtered_inc(trc_channel *ch);
/* Suppressed calls of ch so far (all threads). */
uint64_t trc_ring_filtered(trc_channel *ch);
/* ch is no longer the open channel of its number (trc_close). */
void trc_ring_retire(trc_channel *ch);
/* In a child after fork: no channel is live. */
void trc_ring_after_fork(void);

/* ---- drain.c */
/* Start the drain thread (chain mode); 0 / -1 errno. */
int trc_drain_start(trc_channel *ch);
/* Make the drain thread drain everything it can (waiting at most stall ms for incomplete
 * chunks), then stop it. */
void trc_drain_stop(trc_channel *ch);
/* Wait until every chunk sealed so far left the buffer; 0 or -1 ETIMEDOUT. */
int trc_drain_flush(trc_channel *ch, int timeout_ms);
/* Write (walk = 1) every buffered committed record, in seq order, to file sink fs and (if
 * use_udp) the UDP sink; then the records in tail (tl bytes) and (final = 1) the pending
 * losses as 006 records; 0 / -1 (file sink error). */
int trc_rt_dump_to(trc_channel *ch, trc_fsink *fs, int use_udp, int walk, const uint8_t *tail,
                size_t tl, int final);


#pragma GCC visibility pop
#endif
