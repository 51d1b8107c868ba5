/* trc.h -- libtrc, the lock-free AIX-style tracing runtime (docs/ref/runtime.md).
 * Owns: the public API applications include as <trc.h> and link with -ltrc: channels
 * (trc_open ... trc_stats), the AIX recording calls (utrchook, utrchook64, trcgen,
 * trcgent, trcgen64) and the TRCHK* / TRCGEN* macros with their AIX aliases.
 * A disabled channel costs one relaxed load and one branch; macro arguments are only
 * evaluated when the channel is enabled (docs/ref/runtime.md §2.4, G2). */
#ifndef TRC_H
#define TRC_H
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TRC_NCHANNELS 8          /* channels 0..7 */
#define TRC_MAX_GENERIC 65512u   /* longest trcgen buffer; longer ones are cut */
#define TRC_DEFAULT_PORT 7557    /* default UDP port of the udp sink and trcrecv */

/* Counters of one channel (docs/ref/runtime.md §2.1). */
struct trc_stats {
    uint64_t recorded;       /* user records written (or held in the buffer) */
    uint64_t lost;           /* user events lost, all reasons (overwritten included) */
    uint64_t lost_bytes;     /* bytes of the lost events */
    uint64_t overwritten;    /* circular mode: records overwritten (also in lost) */
    uint64_t filtered;       /* calls suppressed by the hook filter */
    uint64_t truncated;      /* generic buffers cut to TRC_MAX_GENERIC bytes */
    uint64_t sink_errors;    /* chunks a sink failed to write */
    uint64_t chunks_written; /* chunks written to the sink(s) */
};

/* Open channel chan (0-7; -1 = lowest free of 1-7) with an options string
 * ("file=t.trc,mode=chain,..."); returns the channel, or -1 with errno. */
int trc_open(int chan, const char *options);
/* Disable (002), seal, drain or dump, report pending losses, close the sinks; 0 / -1. */
int trc_close(int chan);
/* Start recording (writes 001); 0 / -1. */
int trc_enable(int chan);
/* Write 002 and stop recording; 0 / -1. */
int trc_disable(int chan);
/* Seal the current chunk and wait until every sealed chunk reached the sink (chain mode;
 * a no-op returning 0 in circular/stop modes); 0, or -1 with ETIMEDOUT. */
int trc_flush(int chan, int timeout_ms);
/* Circular/stop modes: write the buffer contents now as a trclog to path (NULL = the file
 * option); 0 / -1. */
int trc_dump(int chan, const char *path);
/* Embed the template set `text` (len bytes; a template file, or per-hook files each after a
 * `#@file NAME` line) in the log of channel chan, so that it is formatted with no
 * template files at hand (docs/libtrc.md "Embedded templates").  Call it right after
 * trc_open, before the first records reach the file.  0, or -1 with errno: EINVAL (no
 * such channel, or the text fails libtrc's check: message on stderr), EBUSY (the file's
 * header is already written), ENOMEM. */
int trc_embed_templates(int chan, const char *text, size_t len);
/* Suppress (1) or allow (0) the 16-bit hook IDs first..last (writes 00A mode 4); 0 / -1. */
int trc_filter(int chan, unsigned first, unsigned last, int suppress);
/* Same for a family (high byte of the 16-bit ID); 0 / -1. */
int trc_filter_family(int chan, unsigned family, int suppress);
/* Name the calling thread (00A mode 2 on every enabled channel); 0 / -1. */
int trc_thread_name(const char *name);
/* Copy the counters of channel chan into *st; 0 / -1. */
int trc_stats(int chan, struct trc_stats *st);

/* AIX recording calls (channel 0 for utrchook/utrchook64). Async-signal-safe, lock-free. */
/* 32-bit hook word + up to 5 data words (count from the type field). */
void utrchook(unsigned hkwd, unsigned d1, unsigned d2, unsigned d3, unsigned d4, unsigned d5);
/* 64-bit hook word (flags, length, 16-bit ID, sub-hook) + up to 5 64-bit words. */
void utrchook64(uint64_t hkwd, uint64_t d1, uint64_t d2, uint64_t d3, uint64_t d4,
                uint64_t d5);
/* Generic entry: hook word, one data word, len bytes of buf, in the channel's env. */
void trcgen(unsigned chan, unsigned long hkwd, unsigned long dataword, unsigned long len,
            const char *buf);
/* As trcgen, time-stamp type / flag. */
void trcgent(unsigned chan, unsigned long hkwd, unsigned long dataword, unsigned long len,
             const char *buf);
/* 64-bit generic entry with the 16-bit ID and sub-hook of hkwd64 (Extension). */
void trcgen64(unsigned chan, uint64_t hkwd64, uint64_t dataword, unsigned long len,
              const char *buf);

/* ---- macro support (not for direct use) ---- */
extern _Atomic unsigned trc__active;   /* bit c set: channel c open and enabled */
/* Slow path of the TRCHK* macros: kind 0 = AIX 32-bit hook word (layout per env),
 * 1 = 64-bit hook word; n data words; ts = time-stamped form. */
void trc__hook(unsigned chan, unsigned kind, uint64_t hw, unsigned n, unsigned ts,
               uint64_t d1, uint64_t d2, uint64_t d3, uint64_t d4, uint64_t d5);
/* Slow path of TRCGEN/TRCGENT. */
void trc__gen(unsigned chan, unsigned ts, unsigned long hkwd, unsigned long dataword,
              unsigned long len, const char *buf);

#define TRC__ON(chan) \
    (atomic_load_explicit(&trc__active, memory_order_relaxed) & (1u << (chan)))
#define TRC__H(chan, kind, hw, n, t, a, b, c, d, e) \
    do { if (TRC__ON(chan)) trc__hook((chan), (kind), (uint64_t)(hw), (n), (t), \
         (uint64_t)(a), (uint64_t)(b), (uint64_t)(c), (uint64_t)(d), (uint64_t)(e)); } while (0)

/* Hook words. */
#define HKWD_USER1 0x01000000u                                 /* user hook 010 */
#define HKWD64(id16, sub) (((uint64_t)(id16) & 0xFFFF) << 16 | ((uint64_t)(sub) & 0xFFFF))

/* AIX 32-bit hook-word macros, channel 0. */
#define TRCHKL0(hw)                 TRC__H(0, 0, hw, 0, 0, 0, 0, 0, 0, 0)
#define TRCHKL1(hw, a)              TRC__H(0, 0, hw, 1, 0, a, 0, 0, 0, 0)
#define TRCHKL2(hw, a, b)           TRC__H(0, 0, hw, 2, 0, a, b, 0, 0, 0)
#define TRCHKL3(hw, a, b, c)        TRC__H(0, 0, hw, 3, 0, a, b, c, 0, 0)
#define TRCHKL4(hw, a, b, c, d)     TRC__H(0, 0, hw, 4, 0, a, b, c, d, 0)
#define TRCHKL5(hw, a, b, c, d, e)  TRC__H(0, 0, hw, 5, 0, a, b, c, d, e)
#define TRCHKL0T(hw)                TRC__H(0, 0, hw, 0, 1, 0, 0, 0, 0, 0)
#define TRCHKL1T(hw, a)             TRC__H(0, 0, hw, 1, 1, a, 0, 0, 0, 0)
#define TRCHKL2T(hw, a, b)          TRC__H(0, 0, hw, 2, 1, a, b, 0, 0, 0)
#define TRCHKL3T(hw, a, b, c)       TRC__H(0, 0, hw, 3, 1, a, b, c, 0, 0)
#define TRCHKL4T(hw, a, b, c, d)    TRC__H(0, 0, hw, 4, 1, a, b, c, d, 0)
#define TRCHKL5T(hw, a, b, c, d, e) TRC__H(0, 0, hw, 5, 1, a, b, c, d, e)

/* 64-bit entries with a 16-bit ID: hw64 = HKWD64(id16, sub). */
#define TRCHK64L0(hw)                 TRC__H(0, 1, hw, 0, 0, 0, 0, 0, 0, 0)
#define TRCHK64L1(hw, a)              TRC__H(0, 1, hw, 1, 0, a, 0, 0, 0, 0)
#define TRCHK64L2(hw, a, b)           TRC__H(0, 1, hw, 2, 0, a, b, 0, 0, 0)
#define TRCHK64L3(hw, a, b, c)        TRC__H(0, 1, hw, 3, 0, a, b, c, 0, 0)
#define TRCHK64L4(hw, a, b, c, d)     TRC__H(0, 1, hw, 4, 0, a, b, c, d, 0)
#define TRCHK64L5(hw, a, b, c, d, e)  TRC__H(0, 1, hw, 5, 0, a, b, c, d, e)
#define TRCHK64L0T(hw)                TRC__H(0, 1, hw, 0, 1, 0, 0, 0, 0, 0)
#define TRCHK64L1T(hw, a)             TRC__H(0, 1, hw, 1, 1, a, 0, 0, 0, 0)
#define TRCHK64L2T(hw, a, b)          TRC__H(0, 1, hw, 2, 1, a, b, 0, 0, 0)
#define TRCHK64L3T(hw, a, b, c)       TRC__H(0, 1, hw, 3, 1, a, b, c, 0, 0)
#define TRCHK64L4T(hw, a, b, c, d)    TRC__H(0, 1, hw, 4, 1, a, b, c, d, 0)
#define TRCHK64L5T(hw, a, b, c, d, e) TRC__H(0, 1, hw, 5, 1, a, b, c, d, e)

/* Generic entries on any channel. */
#define TRCGEN(chan, hw, dw, len, buf) \
    do { if (TRC__ON(chan)) trc__gen((chan), 0, (hw), (dw), (len), (buf)); } while (0)
#define TRCGENT(chan, hw, dw, len, buf) \
    do { if (TRC__ON(chan)) trc__gen((chan), 1, (hw), (dw), (len), (buf)); } while (0)

/* AIX aliases. */
#define TRCHK(hw)                   TRCHKL0(hw)
#define TRCHKL(hw, a)               TRCHKL1(hw, a)
#define TRCHKG(hw, a, b, c, d, e)   TRCHKL5(hw, a, b, c, d, e)
#define TRCHKT(hw)                  TRCHKL0T(hw)
#define TRCHKLT(hw, a)              TRCHKL1T(hw, a)
#define TRCHKGT(hw, a, b, c, d, e)  TRCHKL5T(hw, a, b, c, d, e)

#ifdef __cplusplus
}
#endif
#endif
