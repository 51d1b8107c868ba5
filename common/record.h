/* record.h -- the one record model every trace source produces (docs/ref/tracelog.md §1).
 *
 * A record = envelope (time, cpu, pid, tid, flags, namespace) + format buffer (the
 * AIX-style entry a template reads, docs/ref/language.md §5).  Sources (trclog, raw AIX, S.Ha.R.K.,
 * QNX, LTT) implement trc_source; the report pulls records one at a time.  The format
 * buffer pointer stays valid until the next call to next() on the same source. */
#ifndef TRC_RECORD_H
#define TRC_RECORD_H
#include <stddef.h>
#include <stdint.h>

/* Envelope flag bits (docs/ref/tracelog.md §3.3). */
enum {
    TRC_EF_E64 = 0x0001,    /* format buffer uses the 64-bit layout */
    TRC_EF_NOTS = 0x0002,   /* timestamp not measured (copied from the previous record) */
    TRC_EF_SYNTH = 0x0004,  /* made by a reader/collector */
    TRC_EF_SYNC = 0x4000,   /* sync marker (never an event) */
    TRC_EF_COMMIT = 0x8000  /* record complete */
};

#define TRC_CPU_UNKNOWN 0xFFFFu
#define TRC_PID_UNKNOWN 0xFFFFFFFFu
#define TRC_TID_UNKNOWN UINT64_MAX

/* Byte orders. */
typedef enum trc_byteorder { TRC_BO_BIG = 0, TRC_BO_LITTLE = 1 } trc_byteorder;

/* One record. */
typedef struct trc_record {
    uint64_t ticks;         /* envelope timestamp in source ticks */
    uint32_t pid;           /* TRC_PID_UNKNOWN when unknown */
    uint64_t tid;           /* TRC_TID_UNKNOWN when unknown */
    uint16_t cpu;           /* TRC_CPU_UNKNOWN when unknown */
    uint16_t flags;         /* TRC_EF_* */
    uint8_t ns;             /* hook-id namespace (0 = AIX, 1..15 foreign) */
    uint8_t reserved;       /* envelope reserved byte (trclog offset 11; normally 0) */
    uint8_t made;           /* 1: made by the reader (formats/synth.c), not read from the
                               input, whatever its flags say (a file may hold a record
                               flagged SYNTH: a collector's, or a rewritten trace's) */
    uint32_t hook;          /* canonical 20-bit hook id (docs/ref/language.md §4.1) */
    trc_byteorder bo;       /* byte order of the format buffer */
    const uint8_t *fb;      /* format buffer (hook word + data) */
    uint32_t len;           /* format-buffer length L */
    uint64_t offset;        /* file offset of the record ($LOGIDX0) */
    uint64_t fb_offset;     /* file offset of fb[0] ($LOGIDX = fb_offset + BP + DP/8);
                               foreign inputs: = offset */
} trc_record;

/* TLV/header strings of a log (docs/ref/tracelog.md §3.1); NULL when absent. */
typedef struct trc_loginfo {
    trc_byteorder bo;       /* byte order */
    int env;                /* 32 or 64 ($TRACEENV) */
    uint16_t ncpus;         /* 0 = unknown */
    uint32_t hflags;        /* header flags (bit 0 FLIGHT, bit 1 CONVERTED) */
    uint32_t sync_interval; /* bytes between sync markers, 0 = none */
    uint64_t tb_num;        /* timebase numerator: ns = ticks * num / den */
    uint64_t tb_den;        /* timebase denominator (!= 0) */
    int64_t start_wall;     /* ns since the epoch at start_ticks; INT64_MIN = unknown */
    uint64_t start_ticks;   /* elapsed-time origin */
    const char *sysname, *nodename, *release, *version, *machine, *cmdline;
    const char *source, *producer, *buffering, *ipaddr;  /* TLVs 1..10 */
    const char *source_desc;/* e.g. "raw AIX 32-bit stream"; NULL for trclog */
    const char *const *attrs;/* added by formats/foreign: attribute TLVs (tag 16) as pairs,
                               attrs[2i] = key, attrs[2i+1] = value; NULL when none */
    uint32_t nattrs;        /* added by formats/foreign: number of pairs in attrs */
    const char *tmpl_text;  /* embedded template set (TLV 17, docs/ref/tracelog.md §3.6):
                               its checked text, NUL-terminated; NULL when none or damaged */
    size_t tmpl_len;        /* its length in bytes */
    int tmpl_state;         /* 0 none, 1 present and valid, -1 damaged (tmpl_why says how) */
    const char *tmpl_why;   /* what is wrong with a damaged set (NULL otherwise) */
} trc_loginfo;

/* Reader fault counters a source keeps for the end-of-run summary. */
typedef struct trc_source_stats {
    uint64_t records;       /* records returned (synthetic included) */
    uint64_t skipped_bytes; /* bytes skipped by resyncs */
    uint64_t resyncs;       /* resync events (each also produced a 00C record) */
    uint64_t bad_records;   /* added by formats/trclog: well-framed records skipped
                               (COMMIT clear, bad sync marker), each reported by a 00C */
    uint64_t sync_markers;  /* added by formats/trclog: valid sync markers passed over */
} trc_source_stats;

typedef struct trc_source trc_source;

/* A record source.  next() returns 1 with *rec filled, 0 at end of input, -1 on an I/O
 * error (message in errbuf).  Faults in the data never return -1: they produce
 * synthetic 00C/006 records and the source goes on. */
struct trc_source {
    int (*next)(trc_source *s, trc_record *rec);  /* next record */
    void (*close)(trc_source *s);                 /* free everything */
    trc_loginfo info;        /* header facts (valid after open) */
    trc_source_stats stats;  /* counters */
    const char *path;        /* input path as given ("-" for stdin) */
    char errbuf[256];        /* last I/O error text */
    const struct trc_foreign_counts *foreign; /* S.Ha.R.K./QNX reader counters, else NULL */
};

/* Elapsed ns of a record's ticks (docs/ref/tracelog.md §3.2): (ticks - start ticks, signed) x num /
 * den with a 128-bit intermediate, saturated to the int64 range. */
static inline int64_t trc_elapsed_ns(const trc_loginfo *info, uint64_t ticks)
{
    int64_t d64 = (int64_t)(ticks - info->start_ticks);
    if (info->tb_num == info->tb_den) return d64;
    __int128 v = (__int128)d64 * (__int128)info->tb_num / (__int128)(info->tb_den ? info->tb_den : 1);
    return v > INT64_MAX ? INT64_MAX : v < INT64_MIN ? INT64_MIN : (int64_t)v;
}

/* Byte-order helpers for format buffers. */
static inline uint16_t trc_get16(const uint8_t *p, trc_byteorder bo)
{
    return bo == TRC_BO_BIG ? (uint16_t)(p[0] << 8 | p[1]) : (uint16_t)(p[1] << 8 | p[0]);
}
static inline uint32_t trc_get32(const uint8_t *p, trc_byteorder bo)
{
    return bo == TRC_BO_BIG
        ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
        : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}
static inline uint64_t trc_get64(const uint8_t *p, trc_byteorder bo)
{
    return bo == TRC_BO_BIG
        ? (uint64_t)trc_get32(p, bo) << 32 | trc_get32(p + 4, bo)
        : (uint64_t)trc_get32(p + 4, bo) << 32 | trc_get32(p, bo);
}
static inline void trc_put16(uint8_t *p, uint16_t v, trc_byteorder bo)
{
    if (bo == TRC_BO_BIG) { p[0] = (uint8_t)(v >> 8); p[1] = (uint8_t)v; }
    else { p[1] = (uint8_t)(v >> 8); p[0] = (uint8_t)v; }
}
static inline void trc_put32(uint8_t *p, uint32_t v, trc_byteorder bo)
{
    if (bo == TRC_BO_BIG) { trc_put16(p, (uint16_t)(v >> 16), bo); trc_put16(p + 2, (uint16_t)v, bo); }
    else { trc_put16(p, (uint16_t)v, bo); trc_put16(p + 2, (uint16_t)(v >> 16), bo); }
}
static inline void trc_put64(uint8_t *p, uint64_t v, trc_byteorder bo)
{
    if (bo == TRC_BO_BIG) { trc_put32(p, (uint32_t)(v >> 32), bo); trc_put32(p + 4, (uint32_t)v, bo); }
    else { trc_put32(p, (uint32_t)v, bo); trc_put32(p + 4, (uint32_t)(v >> 32), bo); }
}

#endif
