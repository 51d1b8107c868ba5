/* trclog.h -- trclog v1 files (docs/ref/tracelog.md §3) and raw AIX streams (§4): streaming readers
 * that produce trc_record (record.h), the item-level view used by `trcasm -d`, and the
 * buffered trclog writer used by trcasm, `trcrpt -r`, libtrc and trcrecv.
 * Owns: the public reader/writer API of formats/. */
#ifndef TRC_TRCLOG_H
#define TRC_TRCLOG_H
#include <stddef.h>
#include <stdint.h>
#include "common/record.h"

/* File constants. */
#define TRC_TRCLOG_MAGIC "\x89TRCLOG\n"          /* 8 bytes at offset 0 */
#define TRC_TRCLOG_FIXED 64u                      /* fixed header bytes before the TLVs */
#define TRC_TRCLOG_MIN_H 72u                      /* header length with no TLV */
#define TRC_TRCLOG_ENVELOPE 32u                   /* record envelope bytes */
#define TRC_TRCLOG_MAX_REC (32u + 65536u)         /* largest rec_len: roundup8(32 + 65535) */
#define TRC_TRCLOG_SYNC_LEN 56u                   /* rec_len of a sync marker */

/* Header flags (docs/ref/tracelog.md §3.1). */
enum { TRC_HF_FLIGHT = 1, TRC_HF_CONVERTED = 2 };

/* TLV tags (docs/ref/tracelog.md §3.1). */
enum {
    TRC_TLV_END = 0, TRC_TLV_SYSNAME = 1, TRC_TLV_NODENAME = 2, TRC_TLV_RELEASE = 3,
    TRC_TLV_VERSION = 4, TRC_TLV_MACHINE = 5, TRC_TLV_CMDLINE = 6, TRC_TLV_SOURCE = 7,
    TRC_TLV_PRODUCER = 8, TRC_TLV_BUFFERING = 9, TRC_TLV_IPADDR = 10, TRC_TLV_ATTR = 16
};

/* 00C reasons (docs/ref/tracelog.md §5). */
enum { TRC_RESYNC_BAD = 1, TRC_RESYNC_TRUNCATED = 2, TRC_RESYNC_FOREIGN = 3, TRC_RESYNC_NOTREC = 4 };

/* ---------------------------------------------------------------- readers */

/* The framing rule of the envelope at b (docs/ref/tracelog.md §3.5) with rec_len rl,
 * ent_len el and flags fl: rl = roundup8(32 + el), and a hook word in the entry (el >= 8
 * with E64, else el >= 4 and the namespace byte b[10] 0).  The trclog reader and the
 * trcshm reader (libtrc's records have the same envelope) frame records by it, and
 * trc_trclog_plain_rl (the fast paths) by the same rule spelled out. */
static inline __attribute__((always_inline)) int trc_trclog_framed(const uint8_t *b, uint32_t rl,
                                                                   uint32_t el, unsigned fl)
{
    return rl == ((32u + el + 7u) & ~7u) && ((fl & TRC_EF_E64) ? el >= 8 : el >= 4 && b[10] == 0);
}

/* rec_len of the record at b when it is a plain record: committed, not a sync marker,
 * well framed (trc_trclog_framed) and wholly within the `avail` bytes at b (>= 32);
 * else 0.  The reader returns such a record as it is, with no item or fault around it
 * (docs/trclog.md §Reader); the readers' fast paths and trc_trclog_ahead's callers
 * test records with it. */
static inline __attribute__((always_inline)) uint32_t trc_trclog_plain_rl(const uint8_t *b,
                                                                         size_t avail,
                                                                         trc_byteorder bo)
{
    uint32_t rl = trc_get32(b, bo), el = trc_get16(b + 4, bo);
    uint16_t fl = trc_get16(b + 8, bo);
    /* trc_trclog_framed's rule, spelled here in this order: the lane's loop is 20
     * instructions a record shorter so (callgrind, bench mix text: 625 against 645) */
    if (rl != ((32u + el + 7u) & ~7u) || rl > avail
        || (fl & (TRC_EF_COMMIT | TRC_EF_SYNC)) != TRC_EF_COMMIT
        || ((fl & TRC_EF_E64) ? el < 8 : (el < 4 || b[10] != 0)))
        return 0;
    return rl;
}

/* The hook id (trc_record.hook) of the trclog record at p with envelope flags fl: the
 * namespace and the entry's u16 id in the 64-bit layout, the 12-bit id of the hook word
 * (<< 4) in the 32-bit one. */
static inline __attribute__((always_inline)) uint32_t trc_trclog_hook(const uint8_t *p, unsigned fl,
                                                                      trc_byteorder bo)
{
    return (fl & TRC_EF_E64) ? (uint32_t)p[10] << 16 | trc_get16(p + 36, bo)
                             : (uint32_t)(trc_get16(p + 32, bo) & 0xFFF0u);
}

/* The record whose envelope is at p (stream offset off, byte order bo) into *r, its
 * bytes in place: what the reader's next() returns for a record that
 * trc_trclog_plain_rl accepts (the report's fast lane reads records so too). */
static inline __attribute__((always_inline)) void trc_trclog_fill_rec(const uint8_t *p,
                                                                      uint64_t off,
                                                                      trc_record *r,
                                                                      trc_byteorder bo)
{
    r->len = trc_get16(p + 4, bo);
    r->cpu = trc_get16(p + 6, bo);
    r->flags = trc_get16(p + 8, bo);
    r->ns = p[10];
    r->reserved = p[11];
    r->made = 0;
    r->pid = trc_get32(p + 12, bo);
    r->tid = trc_get64(p + 16, bo);
    r->ticks = trc_get64(p + 24, bo);
    r->fb = p + 32;
    r->bo = bo;
    r->offset = off;
    r->fb_offset = off + 32;
    r->hook = trc_trclog_hook(p, r->flags, bo);
}

/* Open a trclog file ("-" = standard input).  Returns NULL with a message in err when the
 * file cannot be opened/read or its header is invalid; the data after a valid header never
 * make it fail. */
trc_source *trc_trclog_open(const char *path, char *err, size_t errlen);
/* Same over an open descriptor (own_fd: close it with the source); `prefix` = n bytes
 * already read from fd (e.g. by format detection), served before fd.  `path` is kept for
 * messages ("-" for stdin). */
trc_source *trc_trclog_open_fd(int fd, int own_fd, const char *path, const void *prefix,
                               size_t n, char *err, size_t errlen);

/* Raw AIX stream parameters (docs/ref/tracelog.md §4). */
typedef struct trc_aix_opts {
    int bits;               /* 32 (aix32) or 64 (aix64) */
    trc_byteorder bo;       /* --byteorder (default big) */
    uint64_t tb_num;        /* --timebase numerator (default 1) */
    uint64_t tb_den;        /* --timebase denominator (default 1, != 0) */
} trc_aix_opts;

/* Open a raw AIX stream ("-" = standard input) with the given options.  NULL + err when
 * the input cannot be opened or the options are invalid. */
trc_source *trc_aix_open(const char *path, const trc_aix_opts *o, char *err, size_t errlen);
/* Same over an open descriptor (see trc_trclog_open_fd for own_fd/prefix). */
trc_source *trc_aix_open_fd(int fd, int own_fd, const char *path, const trc_aix_opts *o,
                            const void *prefix, size_t n, char *err, size_t errlen);

/* Item kinds of the low-level view (what a reader found, before it is turned into
 * records). */
typedef enum trc_item_kind {
    TRC_ITEM_END = 0,       /* end of input */
    TRC_ITEM_RECORD,        /* a record / entry; rec filled, bytes = stored bytes */
    TRC_ITEM_SYNC,          /* trclog: a valid sync marker (never an event) */
    TRC_ITEM_BAD,           /* trclog: well-framed record skipped (COMMIT clear or bad
                               SYNC); rec filled from its envelope */
    TRC_ITEM_SKIP           /* bytes skipped by a resync / invalid entries / tail */
} trc_item_kind;

/* One item of the low-level view. */
typedef struct trc_item {
    trc_item_kind kind;     /* what this is */
    trc_record rec;         /* RECORD, BAD, SYNC: the record as a source returns it */
    const uint8_t *bytes;   /* RECORD, BAD, SYNC: the stored bytes (trclog: envelope to
                               padding; raw AIX: the whole stream entry incl. time stamp) */
    uint32_t nbytes;        /* length of bytes */
    uint32_t body_len;      /* raw AIX: hook word + data bytes before the zero fill */
    uint32_t fill_len;      /* raw AIX: zero-fill bytes after the body */
    uint32_t ts_len;        /* raw AIX: time-stamp bytes after the fill (0, 4 or 8) */
    uint64_t ts_raw;        /* raw AIX: the stored time stamp (aix32: not extended) */
    uint64_t seq;           /* SYNC: sequence number */
    uint64_t skip_offset;   /* SKIP: stream offset of the first skipped byte */
    uint64_t skip_len;      /* SKIP: number of bytes skipped */
    int reason;             /* SKIP: TRC_RESYNC_BAD, _TRUNCATED or _NOTREC */
} trc_item;

/* Next item of a source made by trc_trclog_open* or trc_aix_open* (not for other
 * sources).  Returns 1 with *it filled (at the end of the input: kind TRC_ITEM_END, and
 * again on every later call), -1 on a read error or another kind of source (s->errbuf).
 * Mixing it with s->next() on the same source is allowed; stats count what next()
 * reports. */
int trc_source_item(trc_source *s, trc_item *it);
/* Install a callback that receives every skipped byte (SKIP items), in order, before the
 * SKIP item is returned (used by `trcasm -d` to print `raw` lines). */
void trc_source_set_skip_hook(trc_source *s,
                              void (*fn)(void *ctx, const uint8_t *p, size_t n), void *ctx);

/* Header facts beyond trc_loginfo, for a trclog source (NULL for other sources). */
typedef struct trc_trclog_hdr {
    uint16_t major;         /* version major (1) */
    uint16_t minor;         /* version minor */
    uint32_t hlen;          /* header length H */
    uint8_t reserved21;     /* header byte 21 */
    const uint8_t *raw;     /* the H header bytes */
    uint32_t tlv_end;       /* offset just past the end TLV (tag 0 / length 0) */
} trc_trclog_hdr;
/* The header of a trclog source, or NULL when s is not one. */
const trc_trclog_hdr *trc_trclog_header(const trc_source *s);

/* Parallel splitting (docs/ref/tracelog.md §3.4), regular files only.  Find the first valid sync
 * marker whose "TRCSYNC1" lies at an 8-aligned q >= from (marker start q - 32): returns 1
 * with *at = its offset, 0 if there is none, -1 on error (s->errbuf).  Moves the read
 * position: call trc_trclog_set_range before reading again. */
int trc_trclog_find_sync(trc_source *s, uint64_t from, uint64_t *at);
/* Read only the records starting in [start, end) (end = UINT64_MAX: to the end of the
 * file); start = H or a sync marker offset, end = a sync marker offset.  A resync that
 * reaches end stops there (reason 1), as the serial reader stops at that marker; the 00C
 * time after a marker start is the marker's time, as in a serial read.  Caveat: a damaged
 * record that starts before end and extends past it is returned (as serially), and then
 * trc_trclog_position() > end: the caller must then drop the next segment's records that
 * start before that position.  Returns 0 or -1 (s->errbuf). */
int trc_trclog_set_range(trc_source *s, uint64_t start, uint64_t end);
/* Stream offset of the next record a trclog source will look at. */
uint64_t trc_trclog_position(const trc_source *s);

struct trc_buf;
/* A chunk of a trclog cut by trc_trclog_walk for `--jobs` (docs/report.md): bytes
 * [start, end) read exactly as a serial reader reads them. */
typedef struct trc_trclog_cut {
    uint64_t start;         /* stream offset of its first byte (a serial item boundary) */
    uint64_t end;           /* offset past its last byte: the input ends there or the next
                               item is a well-framed record, so a reader of the chunk alone
                               sees the same items as the serial reader */
    uint64_t prev_ticks;    /* reader time at start (00C records made before any record) */
    uint64_t feed_ticks;    /* time of the last record before start without NOTS (0: none) */
    int internal;           /* 0: every item is a plain record of a hook above 00F (a --jobs
                               worker need not replay the chunk); 1: maybe not */
    int last;               /* 1: the input ends at end (a reader of the chunk reads to its
                               end as the serial reader reads to the end of the input) */
    int copied;             /* trc_trclog_cut_take: 1 when the bytes were walked and copied
                               (as trc_trclog_walk), 0 when handed over */
    struct trc_buf *ints;   /* in (NULL: not wanted): trc_trclog_cut_take puts there the
                               offsets from start (uint32_t each, in order) of the chunk's
                               records of hooks 000-00F, so that a --jobs worker replays just
                               them; the caller zeroes the struct before the first call */
    int ints_ok;            /* out: 1 when *ints holds all of them (every item is a plain
                               record or a sync marker), 0 when unknown (read the chunk) */
} trc_trclog_cut;
/* Walk the items of trclog source s (file or pipe) from its position over at least `min`
 * bytes, up to the next boundary allowed by trc_trclog_cut, appending the bytes to *copy
 * (cleared first; NULL: nothing is copied).  Returns 1 with *cut filled, 0 at the end of
 * the input (nothing left), -1 on a read error (s->errbuf; the bytes walked so far are in
 * *copy and *cut).  Not to be mixed with next() on the same source. */
struct trc_buf;
int trc_trclog_walk(trc_source *s, uint64_t min, struct trc_buf *copy, trc_trclog_cut *cut);
/* As trc_trclog_walk, but the chunk's bytes are not copied: the window is made `min`
 * bytes long (reads of about a chunk), the chunk ends before the last whole record in it,
 * and the window's storage becomes *store's while store's storage (at least `min` bytes,
 * or none yet) becomes the window, the bytes after the chunk copied to its start.  Once
 * the input has ended, the rest of it stays in the window and the chunks are its bytes
 * there (valid until s is closed).  *data is the chunk's first byte.  Chunks this cannot
 * cut so (damaged data, a record longer than the window, a read error) are walked and
 * copied as trc_trclog_walk does (cut->copied).  Storage lent to a store (trc_buf_use)
 * stays lent while the window holds it: the lender keeps it alive until
 * trc_trclog_cut_end.  Returns as trc_trclog_walk.  Not to be mixed with next(). */
int trc_trclog_cut_take(trc_source *s, uint64_t min, struct trc_buf *store, const uint8_t **data,
                        trc_trclog_cut *cut);
/* After the last trc_trclog_cut_take of s: a window on lent storage moves to storage of
 * its own (chunks in the old window are no longer readable), so the lender may release
 * it.  0, or -1 when out of memory (the window is left on the lent storage). */
int trc_trclog_cut_end(trc_source *s);
/* --jobs' speculative chunks (docs/report.md, "Speculative chunks"): for a trclog source
 * s on a regular file whose stream offsets are its file offsets, with no range set
 * (trc_trclog_set_range): *fd to pread, *start the offset of its next item, *size the
 * file's size when it was opened, *prev and *feed the reader's and the feed's previous
 * times there.  0, or -1 when s is not such a source. */
int trc_trclog_file_span(const trc_source *s, int *fd, uint64_t *start, uint64_t *size,
                         uint64_t *prev, uint64_t *feed);
/* Is the item at index i of d (n bytes, stream offset base) a plain record
 * (trc_trclog_plain_rl) or a valid sync marker lying wholly in d, which the serial reader
 * passes as it lies?  Its length, else 0. */
uint32_t trc_trclog_clean_item(const uint8_t *d, size_t n, size_t i, uint64_t base,
                               trc_byteorder bo);
/* The first index q >= from, in steps of 8, of the n bytes d (stream offset base) where two
 * items follow each other wholly inside d, each a plain record (trc_trclog_plain_rl) or a
 * valid sync marker, or (at_end: d ends where the input ends) one such item ends d: a
 * likely record boundary, proved only by a reader that reads from a known boundary and
 * ends there.  SIZE_MAX when there is none. */
size_t trc_trclog_likely_start(const uint8_t *d, size_t n, size_t from, uint64_t base,
                               int at_end, trc_byteorder bo);
/* The bounds of the speculative chunk of nominal bytes [x0, x0 + step) (step a multiple of
 * 8; first: x0 is the input's first item), from the n bytes d read from x0 on, `left`
 * bytes being there before the input ends (n <= left): it starts at the first likely
 * boundary among its bytes (first: at x0) and ends at the first at or past x0 + step, or
 * where the input ends when d reaches it and no item starts before.  1: the chunk is
 * [*s, *e) of d; 2: it is empty at the end of the input (*s = *e = n); 0: none (no start
 * among its bytes, or no end found in d: *e = SIZE_MAX, which more bytes may find). */
int trc_trclog_spec_bounds(const uint8_t *d, size_t n, uint64_t x0, uint64_t step, uint64_t left,
                           int first, trc_byteorder bo, size_t *s, size_t *e);
/* Source s (on a regular file) goes on from stream offset off, a record boundary, with
 * reader time prev and feed time feed, as if it had read up to there.  0, or -1 with
 * s->errbuf set. */
int trc_trclog_resume(trc_source *s, uint64_t off, uint64_t prev, uint64_t feed);
/* A chunk source (trc_trclog_open_chunk) read to its end: 1 when it read nothing but plain
 * records and valid sync markers (no resync, no bad record) up to the chunk's end, *prev
 * then the reader time there (left alone when it read no record); else 0. */
int trc_trclog_chunk_clean(const trc_source *cs, uint64_t *prev);
/* The bytes ahead of the reader of trclog source s, for a caller that takes the plain
 * records there in place (report/report.c's fast lane): *p is the reader's position, n
 * bytes follow (valid until the next call on s), and records may start only in the first
 * *starts of them (a chunk's end), *off is the stream offset of *p.  The caller takes
 * records while trc_trclog_plain_rl says they are plain, then calls trc_trclog_took.
 * Returns n (0: nothing there now, or s is not a trclog source: next() goes on). */
size_t trc_trclog_ahead(trc_source *s, const uint8_t **p, size_t *starts, uint64_t *off);
/* Move the reader of s past the first n bytes that trc_trclog_ahead gave: `count` whole
 * plain records, the last with time `ticks`, taken as next() returning them would have. */
void trc_trclog_took(trc_source *s, size_t n, uint64_t count, uint64_t ticks);
/* A source reading only the chunk `p` (n bytes = cut->end - cut->start, not copied: it must
 * outlive the source) of the trclog `like` (header facts are shared with it: `like` must
 * outlive the source too).  NULL when out of memory. */
trc_source *trc_trclog_open_chunk(const trc_source *like, const uint8_t *p, const trc_trclog_cut *cut);
/* One TLV of a header, for iteration. */
typedef struct trc_tlv {
    uint16_t tag;           /* tag (never 0 for an entry) */
    uint16_t len;           /* value length */
    const uint8_t *val;     /* value bytes */
    uint32_t offset;        /* header offset of the tag */
    uint32_t size;          /* bytes taken: 4 + len + fill */
} trc_tlv;
/* Iterate the TLVs of a valid header: *pos starts at 64; returns 1 with *t filled and
 * *pos advanced, 0 at the end TLV. */
static inline int trc_trclog_tlv_next(const trc_trclog_hdr *h, trc_byteorder bo, uint32_t *pos, trc_tlv *t)
{
    uint32_t p = *pos;
    if ((uint64_t)p + 4 > h->hlen) return 0;
    uint16_t tag = trc_get16(h->raw + p, bo), len = trc_get16(h->raw + p + 2, bo);
    if (tag == 0 && len == 0) return 0;
    uint32_t size = 4 + (((uint32_t)len + 3) & ~3u);
    if ((uint64_t)p + size + 4 > h->hlen) return 0;
    t->tag = tag;
    t->len = len;
    t->val = h->raw + p + 4;
    t->offset = p;
    t->size = size;
    *pos = p + size;
    return 1;
}

/* ---------------------------------------------------------------- writer */

/* What a writer puts in the header. */
typedef struct trc_trclog_wopts {
    trc_byteorder bo;       /* byte order of the file */
    uint8_t env;            /* trace env 32 or 64 */
    uint16_t ncpus;         /* CPU count, 0 = unknown */
    uint32_t hflags;        /* header flags */
    uint32_t sync_interval; /* header sync interval (0 = none) */
    int auto_sync;          /* 1: emit sync markers per §3.4; 0: only trc_trclog_write_sync */
    uint64_t tb_num;        /* timebase numerator */
    uint64_t tb_den;        /* timebase denominator (0 is written as given) */
    int64_t start_wall;     /* start wall clock ns, INT64_MIN = unknown */
    uint64_t start_ticks;   /* start ticks */
    const uint8_t *tlvs;    /* encoded TLV entries (trc_tlv_add), without the end TLV */
    size_t tlvs_len;        /* bytes in tlvs */
    const uint8_t *hpad;    /* exact bytes between the end TLV and H; NULL = minimal zero
                               fill (then H = roundup8(64 + tlvs_len + 4)) */
    size_t hpad_len;        /* bytes in hpad (64 + tlvs_len + 4 + hpad_len must be a
                               multiple of 8) */
} trc_trclog_wopts;

/* Defaults: big endian, env 32, 1 CPU, timebase 1/1, start 0/0, no sync, no TLVs. */
void trc_trclog_wopts_init(trc_trclog_wopts *o);

struct trc_buf;
/* Append one TLV entry (tag, length, value, zero fill to 4) to b in byte order bo. */
void trc_tlv_add(struct trc_buf *b, trc_byteorder bo, uint16_t tag, const void *val,
                 uint16_t len);

/* Encode the header described by o (exactly §3.1) into out: for writers with their own
 * I/O (libtrc, trcrecv).  Returns 0, or -1 with a message (env not 32/64, denominator 0,
 * hpad giving an H that is not a multiple of 8, out of memory). */
int trc_trclog_header_encode(const trc_trclog_wopts *o, struct trc_buf *out, char *err,
                             size_t errlen);

typedef struct trc_trclog_writer trc_trclog_writer;

/* Create a writer on fd (own_fd: close it in trc_trclog_writer_close) and write the
 * header (trc_trclog_header_encode).  NULL + err on invalid options or out of memory. */
trc_trclog_writer *trc_trclog_writer_new(int fd, int own_fd, const trc_trclog_wopts *o,
                                         char *err, size_t errlen);
/* Create a writer that writes no header: raw AIX streams (trcasm --aix32/--aix64) or
 * records appended after a header copied verbatim (trcrecv).  NULL when out of memory. */
trc_trclog_writer *trc_trclog_writer_new_bare(int fd, int own_fd, trc_byteorder bo);
/* Write one record: envelope from rec (flags verbatim: set TRC_EF_COMMIT yourself),
 * rec->len bytes of rec->fb (copied as is: same byte order as the file), then padding
 * (`pad` = the padding bytes, NULL = zeros).  Auto sync markers are emitted before it
 * when due.  Returns 0, or -1 (sticky I/O error; or errno EINVAL for len > 65535, which
 * writes nothing and is not sticky). */
int trc_trclog_write_record(trc_trclog_writer *w, const trc_record *rec, const uint8_t *pad);
/* Write a sync marker at the current offset with sequence `seq` and time `ticks`. */
int trc_trclog_write_sync(trc_trclog_writer *w, uint64_t seq, uint64_t ticks);
/* Write n bytes verbatim (test input, pass-through). */
int trc_trclog_write_raw(trc_trclog_writer *w, const void *p, size_t n);
/* File offset of the next byte to be written. */
uint64_t trc_trclog_writer_offset(const trc_trclog_writer *w);
/* Flush the buffer to the descriptor; 0 or -1 (sticky). */
int trc_trclog_writer_flush(trc_trclog_writer *w);
/* errno of the sticky error (0 = none); message in the writer's text. */
int trc_trclog_writer_errno(const trc_trclog_writer *w);
/* Text of the sticky error ("" if none). */
const char *trc_trclog_writer_error(const trc_trclog_writer *w);
/* Flush, close the descriptor if owned, free.  Returns 0, or -1 if any error occurred
 * (errno set to the sticky error). */
int trc_trclog_writer_close(trc_trclog_writer *w);

/* Header length H for TLV bytes t and pad bytes (hpad NULL: minimal fill). */
static inline uint32_t trc_trclog_hlen(size_t tlvs_len, const uint8_t *hpad, size_t hpad_len)
{
    size_t h = TRC_TRCLOG_FIXED + tlvs_len + 4;
    return (uint32_t)(hpad ? h + hpad_len : (h + 7) & ~(size_t)7);
}

#endif
