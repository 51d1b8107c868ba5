/* out_int.h -- internals shared by the structured writers (report/out_json.c,
 * out_csv.c, out_chrome.c), report/out_common.c and out_fields.c: the writer object and
 * its operation table, JSON/CSV escaping, hand-written number and time formatting, the
 * caches of constant pieces (per hook, per cpu/pid/tid, field-key shapes, process name)
 * with their hit paths inline, the fields object, the per-record facts ($HD, data bytes,
 * 006 loss, wall clock) and a small u64 map.  Not a public API. */
#ifndef TRC_OUT_INT_H
#define TRC_OUT_INT_H
#include "report/out.h"
#include "common/dbg.h"
#include "common/digits.h"
#include "interp/text.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Field-name numbering of one event (a repeated name gets `#2`, `#3` ...): an
 * open-addressing table reused for every event (generation stamps, no clearing). */
typedef struct trc_out_name {
    const char *name;   /* name bytes (valid during the event) */
    uint32_t len;       /* name length */
    uint32_t count;     /* occurrences so far in this event */
    uint32_t gen;       /* event generation that owns the slot (0: never used) */
} trc_out_name;

/* The table of trc_out_name slots. */
typedef struct trc_out_names {
    trc_out_name *slots;/* slots (power-of-two count) */
    uint32_t cap;       /* slot count (0 before the first use) */
    uint32_t used;      /* slots owned by the current generation */
    uint32_t gen;       /* current generation */
} trc_out_names;

/* Open-addressing map u64 -> u32 (no deletion). */
typedef struct trc_out_map {
    uint64_t *keys;     /* keys */
    uint32_t *vals;     /* values */
    uint8_t *used;      /* 1 when the slot holds a key */
    uint32_t cap;       /* slots (power of two; 0 before the first insert) */
    uint32_t n;         /* keys stored */
} trc_out_map;

struct trc_outw;

/* Operations of one writer kind. */
typedef struct trc_outw_ops {
    int (*begin)(struct trc_outw *w, trc_buf *b, const trc_loginfo *info); /* prologue */
    int (*event)(struct trc_outw *w, trc_buf *b, const trc_out_event *e);  /* one record */
    int (*end)(struct trc_outw *w, trc_buf *b);                            /* epilogue */
    void (*free)(struct trc_outw *w);       /* free the kind's own state (may be NULL) */
} trc_outw_ops;

/* A structured writer. */
struct trc_outw {
    const trc_outw_ops *ops;/* the kind's operations */
    trc_output kind;        /* which kind */
    int header;             /* 0 with -h */
    trc_out_names names;    /* field-name numbering */
    trc_buf scratch;        /* reused scratch text (CSV cells) */
    void *impl;             /* the kind's own state (Chrome) */
    int64_t utc_secs;       /* whole second of the cached time text below */
    char utc_text[48];      /* "YYYY-MM-DDTHH:MM:SS." of utc_secs (trc_out_utc_cached) */
    uint32_t utc_len;       /* its length; 0: nothing cached */
    int64_t utc_base;       /* utc_secs in ns (valid with utc_len) */
    const char *file_key;   /* $LOGFILE pointer whose JSON tail is cached in file_json (the
                               source's path: the same pointer is the same text for the run) */
    trc_buf file_json;      /* `","file":"...","offset":` for that file (JSON writer) */
    struct trc_out_shape *shapes; /* TRC_OUT_SHAPES cached field-key shapes (NULL: none yet) */
    struct trc_out_hookc *hookc;  /* TRC_OUT_HOOKC cached per-hook pieces (NULL: none yet) */
    struct trc_out_whoc *whoc;    /* TRC_OUT_WHOC cached cpu/pid/tid pieces (NULL: none yet) */
    uint32_t proc_len;      /* bytes of the process name cached in proc_raw (<= 16); with
                               proc_tlen 0 nothing is cached */
    char proc_raw[16];      /* that name's bytes */
    uint32_t proc_tlen;     /* bytes of proc_text */
    char proc_text[32];     /* the name as the kind writes it (JSON: quoted and escaped) */
};

/* Operation tables of the writers. */
extern const trc_outw_ops trc_outw_json_ops;
extern const trc_outw_ops trc_outw_csv_ops;
extern const trc_outw_ops trc_outw_chrome_ops;
extern const trc_outw_ops trc_outw_perfetto_ops;

/* Cached pieces per writer, bytes of room of a piece. */
enum { TRC_OUT_HOOKC = 64, TRC_OUT_HOOKC_ROOM = 96 };

/* The constant text of one (hook, label, level) for a writer kind, rendered once: e.g.
 * JSON's `{"id":"ID","label":"LABEL","level":"L","elapsed_ns":`.  Labels are strings of
 * the program set (interp/vm.h), which outlives the writer: known by pointer and length. */
typedef struct trc_out_hookc {
    uint32_t hook;          /* record hook (canonical) */
    int level;              /* event level */
    const char *label;      /* event label */
    uint32_t label_len;     /* its length */
    uint32_t idlen;         /* digits of id; 0: free slot */
    char id[8];             /* displayed hook ID, NUL-terminated */
    uint32_t len;           /* bytes of text; 0: not cacheable (the kind writes it each time) */
    char text[TRC_OUT_HOOKC_ROOM]; /* the piece, zero-padded (copied whole) */
} trc_out_hookc;

/* The slot of a hook in the per-hook cache (two-way: the slot and its neighbour). */
static inline uint32_t trc_out_hookc_slot(uint32_t hook)
{
    return (hook ^ hook >> 6 ^ hook >> 12) & (TRC_OUT_HOOKC - 1);
}
/* trc_out_hookc_get when e is not cached: (re)make its entry (*fresh = 1). */
trc_out_hookc *trc_out_hookc_miss(struct trc_outw *w, const trc_out_event *e, int *fresh);
/* The displayed hook ID of a canonical hook at id (NUL-terminated); returns its length. */
uint32_t trc_out_id(uint32_t hook, char id[8]);

/* Cached cpu/pid/tid pieces per writer, bytes of room of a piece. */
enum { TRC_OUT_WHOC = 32, TRC_OUT_WHOC_ROOM = 80 };

/* The text of one (cpu, pid, tid) for a writer kind, rendered once: e.g. JSON's
 * `,"cpu":C,"pid":P,"tid":T,"process":` (null for an unknown value). */
typedef struct trc_out_whoc {
    uint64_t tid;           /* tid (0 when unknown) */
    uint32_t pid;           /* pid (0 when unknown) */
    uint32_t cpu;           /* cpu (0 when unknown) */
    uint32_t known;         /* bit 0 cpu, bit 1 pid, bit 2 tid known; bit 3: slot in use */
    uint32_t len;           /* bytes of text */
    char text[TRC_OUT_WHOC_ROOM]; /* the piece, padded (copied whole) */
} trc_out_whoc;

/* The slot of (cpu, pid, tid) in the cpu/pid/tid cache (two-way, as the per-hook one). */
static inline uint32_t trc_out_whoc_slot(uint32_t cpu, uint32_t pid, uint64_t tid)
{
    uint64_t h = (tid * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)pid * 0xC2B2AE3D27D4EB4Full) ^ cpu;
    return (uint32_t)((h * 0xFF51AFD7ED558CCDull) >> 59) & (TRC_OUT_WHOC - 1);
}
/* trc_out_whoc_get when the triple is not cached: (re)make its entry (*fresh = 1). */
trc_out_whoc *trc_out_whoc_miss(struct trc_outw *w, uint32_t known, uint32_t cpu, uint32_t pid,
                                uint64_t tid, int *fresh);

/* Facts of a record that do not come from the VM. */
typedef struct trc_out_facts {
    uint32_t hd;            /* $HD (0 when the buffer is too short) */
    const uint8_t *data;    /* format-buffer bytes after the hook word */
    uint32_t ndata;         /* their count */
    int env;                /* 32 or 64: the record's layout ($HOOKENV) */
    int is_lost;            /* 1: hook 006 */
    uint64_t lost;          /* 006: $D1 (0 when absent) */
    int64_t wall;           /* wall clock ns of the record; INT64_MIN when unknown */
} trc_out_facts;

/* $D1 of a hook-006 record (0 when absent). */
uint64_t trc_out_lost(const trc_record *rec);
/* Fill the facts of e's record (not the ID: trc_out_hookc_get or trc_out_id). */
static inline void trc_out_facts_get(const trc_out_event *e, trc_out_facts *f)
{
    const trc_record *rec = e->rec;
    int e64 = (rec->flags & TRC_EF_E64) != 0;
    uint32_t hw = e64 ? 8 : 4;
    f->env = e64 ? 64 : 32;
    if (e64) f->hd = rec->len >= 8 ? trc_get16(rec->fb + 6, rec->bo) : 0;
    else f->hd = rec->len >= 4 ? trc_get16(rec->fb + 2, rec->bo) : 0;
    f->data = rec->len > hw ? rec->fb + hw : rec->fb;
    f->ndata = rec->len > hw ? rec->len - hw : 0;
    f->is_lost = rec->hook == 0x60;
    f->lost = f->is_lost ? trc_out_lost(rec) : 0;
    f->wall = INT64_MIN;
    if (e->info && e->info->start_wall != INT64_MIN) {
        int64_t w;
        if (!__builtin_add_overflow(e->info->start_wall, trc_elapsed_ns(e->info, rec->ticks), &w)
            && w != INT64_MIN)
            f->wall = w;
    }
}

/* ---- word-at-a-time tests (report/out_common.c, out_fields.c) ---- */

/* SWAR tests on 8 bytes (high bit of each byte that may match; no false negatives,
 * false positives only above a true match, which the byte path then handles exactly). */
#define TRC_OUT_ONES 0x0101010101010101ull
#define TRC_OUT_HIGHS 0x8080808080808080ull
static inline uint64_t trc_out_swar_eq(uint64_t x, unsigned c)
{
    uint64_t y = x ^ (TRC_OUT_ONES * c);
    return (y - TRC_OUT_ONES) & ~y;
}
static inline uint64_t trc_out_swar_lt(uint64_t x, unsigned c) { return (x - TRC_OUT_ONES * c) & ~x; }

/* Bit mask of the bytes of x that JSON does not carry as they are (high bit of each such
 * byte; the lowest flagged byte is always a true one). */
static inline uint64_t trc_out_json_hits(uint64_t x)
{
    return (x | trc_out_swar_lt(x, 0x20) | trc_out_swar_eq(x, '"') | trc_out_swar_eq(x, '\\'))
           & TRC_OUT_HIGHS;
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* The n (1..7) bytes at u as the low bytes of a word (little-endian), reading no byte
 * outside them: two overlapping 4-byte loads, or three single bytes. */
static inline uint64_t trc_out_load_short(const unsigned char *u, size_t n)
{
    if (n >= 4) {
        uint32_t lo, hi;
        memcpy(&lo, u, 4);
        memcpy(&hi, u + n - 4, 4);
        return lo | (uint64_t)hi << (8 * (n - 4));
    }
    return u[0] | (uint64_t)u[n / 2] << (8 * (n / 2)) | (uint64_t)u[n - 1] << (8 * (n - 1));
}
#endif

/* ---- numbers by digit count ---- */

/* Exactly four decimal digits of v < 10000 at p. */
static inline __attribute__((always_inline)) void trc_out_dig4(char *p, uint32_t v)
{
    uint32_t hi = v * 5243 >> 19, lo = v - hi * 100;   /* v / 100, exact below 43699 */
    memcpy(p, trc_digit_pairs + 2 * hi, 2);
    memcpy(p + 2, trc_digit_pairs + 2 * lo, 2);
}

/* trc_out_u64 of v >= 10^8 (out of line). */
size_t trc_out_u64_big(char *p, uint64_t v);

/* Shortest decimal of v at p, the same text as trc_put_u64 (at most 20 bytes), chosen by
 * magnitude: no digit count, four digits per division below 2^32. */
static inline __attribute__((always_inline)) size_t trc_out_u64(char *p, uint64_t v)
{
    if (v < 10000) return trc_put_small(p, (uint32_t)v);
    if (v < 100000000) {
        uint32_t w = (uint32_t)v, hi = w / 10000;
        size_t n = trc_put_small(p, hi);
        trc_out_dig4(p + n, w - hi * 10000);
        return n + 4;
    }
    return trc_out_u64_big(p, v);
}

/* Exactly nine decimal digits of v < 10^9 at p. */
static inline void trc_out_dig9(char *p, uint32_t v)
{
    uint32_t hi = v / 100000000, lo = v - hi * 100000000, m = lo / 10000;
    p[0] = (char)('0' + hi);
    trc_out_dig4(p + 1, m);
    trc_out_dig4(p + 5, lo - m * 10000);
}

/* Signed trc_out_u64 (the text of trc_put_i64). */
static inline __attribute__((always_inline)) size_t trc_out_i64(char *p, int64_t v)
{
    if (v >= 0) return trc_out_u64(p, (uint64_t)v);
    p[0] = '-';
    return 1 + trc_out_u64(p + 1, (uint64_t)0 - (uint64_t)v);
}

/* Length of the well-formed UTF-8 sequence at p (n bytes available): 1..4, or 0 when the
 * byte at p does not start one (it is then replaced by U+FFFD). */
size_t trc_out_utf8_len(const unsigned char *p, size_t n);
/* s (n bytes) at p with each byte that starts no valid UTF-8 sequence replaced by U+FFFD
 * (room: 3n), as the JSON and CSV writers do; returns the end. */
char *trc_out_utf8_put(char *p, const char *s, size_t n);
/* Room needed at p for the JSON string content of n bytes (trc_out_json_put): 6 bytes per
 * byte at most (\u00XX) plus one 16-byte block stored past the end. */
#define TRC_OUT_JSON_MAX(n) (6 * (size_t)(n) + 16)
/* Write s (n bytes) as JSON string content at p, which has TRC_OUT_JSON_MAX(n) bytes of
 * room; bytes of s up to lim (>= s + n) may be read.  Returns the end (no NUL). */
char *trc_out_json_put(char *p, const char *s, size_t n, const char *lim);
/* trc_out_json_put, out of line, with every '"' doubled when `csvq` (JSON inside a CSV
 * cell); sets *hit to 1 when some byte was not copied as it is (else leaves it). */
char *trc_out_json_put_x(char *p, const char *s, size_t n, const char *lim, int csvq, unsigned *hit);
/* trc_out_json_put_x with the common case inline: a string of 1-8 bytes with nothing to
 * escape is one word read (not past lim, nor past s + n when lim allows no more) and
 * stored (p has TRC_OUT_JSON_MAX(n) bytes of room). */
static inline __attribute__((always_inline)) char *trc_out_json_put_fast(char *p, const char *s,
    size_t n, const char *lim, int csvq, unsigned *hit)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (n - 1 < 8) {
        uint64_t x;
        if (lim - s >= 8 || n == 8) memcpy(&x, s, 8);
        else x = trc_out_load_short((const unsigned char *)s, n);
        uint64_t h = trc_out_json_hits(x);
        if (n < 8) h &= ((uint64_t)1 << (8 * n)) - 1;
        if (!h) {
            memcpy(p, &x, 8);
            return p + n;
        }
    }
#endif
    return trc_out_json_put_x(p, s, n, lim, csvq, hit);
}
/* Append s as a JSON string with quotes (docs/ref/report.md §5.1 escaping). */
void trc_out_json_str(trc_buf *b, const char *s, size_t n);
/* Append the bytes of s as JSON string content (no quotes). */
void trc_out_json_chars(trc_buf *b, const char *s, size_t n);
/* Append s as one CSV cell (RFC 4180; quoted when it holds , " CR or LF; invalid UTF-8
 * replaced by U+FFFD). */
void trc_out_csv_cell(trc_buf *b, const char *s, size_t n);
/* Room trc_out_csv_put needs for n bytes. */
#define TRC_OUT_CSV_MAX(n) (3 * (size_t)(n) + 10)
/* trc_out_csv_cell written at p (room: TRC_OUT_CSV_MAX(n)); returns the end (no NUL). */
char *trc_out_csv_put(char *p, const char *s, size_t n);
/* trc_out_text_csv but for its inline fast path. */
char *trc_out_text_csv_slow(char *p, const trc_event *ev, int *clean);
/* Append the event text: lines joined with LF, no indentation, no trailing blanks.
 * json: as JSON string content (no quotes); otherwise raw bytes. */
void trc_out_text(trc_buf *b, const trc_event *ev, int json);
/* Worst-case bytes trc_out_text_json writes for ev. */
static inline size_t trc_out_text_max(const trc_event *ev)
{
    const trc_text *t = ev->text;
    if (t->nlines == 1) return TRC_OUT_JSON_MAX(t->lines[0].len) + 2;
    size_t n = 0;
    for (uint32_t i = 0; i < t->nlines; i++) n += t->lines[i].len;
    return TRC_OUT_JSON_MAX(n) + 2 * (size_t)t->nlines;
}
/* The event text as JSON string content at p (room: trc_out_text_max); returns the end.
 * *clean: 1 when the text buffer's bytes [0, len) are all plain (printable ASCII but '"'
 * and '\\'), so any field value inside them is its own JSON and CSV-quoted JSON text. */
char *trc_out_text_json_slow(char *p, const trc_event *ev, int *clean);
/* s (n bytes, readable up to lim) copied to p when every byte is plain JSON: 16 bytes per
 * step with the tests OR-ed together and looked at once; NULL when some byte needs work
 * or the last step would read past lim (p then holds scratch).  Room at p: n + 16. */
static inline char *trc_out_plain_put(char *p, const char *s, size_t n, const char *lim)
{
#if defined(__SSE2__)
    if ((size_t)(lim - s) < ((n + 15) & ~(size_t)15)) return NULL;
    const __m128i sp = _mm_set1_epi8(0x20), q = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\');
    __m128i acc = _mm_setzero_si128();
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
        _mm_storeu_si128((__m128i *)(void *)(p + i), x);
        acc = _mm_or_si128(acc, _mm_or_si128(_mm_cmplt_epi8(x, sp),
                                             _mm_or_si128(_mm_cmpeq_epi8(x, q), _mm_cmpeq_epi8(x, bs))));
    }
    unsigned bad = (unsigned)_mm_movemask_epi8(acc);
    if (i < n) {                 /* the tail: only its n - i bytes count */
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
        _mm_storeu_si128((__m128i *)(void *)(p + i), x);
        bad |= (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_cmplt_epi8(x, sp),
                   _mm_or_si128(_mm_cmpeq_epi8(x, q), _mm_cmpeq_epi8(x, bs))))
               & ((1u << (n - i)) - 1);
    }
    return bad ? NULL : p + n;
#else
    (void)p; (void)s; (void)n; (void)lim;
    return NULL;
#endif
}

/* s (n bytes, readable up to lim) copied to p as a CSV cell that needs no quotes and no
 * rewrite (no , " CR LF, all ASCII): 16 bytes per step, the tests looked at once; *plain
 * = 1 when the bytes are plain JSON too.  NULL when the cell needs more or the last step
 * would read past lim (p then holds scratch).  Room at p: n + 16. */
static inline char *trc_out_csv_plain_put(char *p, const char *s, size_t n, const char *lim,
                                          int *plain)
{
#if defined(__SSE2__)
    if ((size_t)(lim - s) < ((n + 15) & ~(size_t)15)) return NULL;
    const __m128i sp = _mm_set1_epi8(0x20), q = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\');
    const __m128i cm = _mm_set1_epi8(','), cr = _mm_set1_epi8('\r'), lf = _mm_set1_epi8('\n');
    __m128i accc = _mm_setzero_si128(), accj = _mm_setzero_si128();
    unsigned badc = 0, badj = 0;
    for (size_t i = 0; i < n; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
        _mm_storeu_si128((__m128i *)(void *)(p + i), x);
        __m128i qx = _mm_cmpeq_epi8(x, q);
        __m128i c = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, cm), qx),
                                 _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, cr), _mm_cmpeq_epi8(x, lf)),
                                              _mm_cmplt_epi8(x, _mm_setzero_si128())));
        __m128i j = _mm_or_si128(_mm_cmplt_epi8(x, sp), _mm_cmpeq_epi8(x, bs));
        if (n - i >= 16) {
            accc = _mm_or_si128(accc, c);
            accj = _mm_or_si128(accj, j);
        } else {                 /* the tail: only its n - i bytes count */
            unsigned m = (1u << (n - i)) - 1;
            badc = (unsigned)_mm_movemask_epi8(c) & m;
            badj = (unsigned)_mm_movemask_epi8(j) & m;
        }
    }
    if (badc | (unsigned)_mm_movemask_epi8(accc)) return NULL;
    *plain = !(badj | (unsigned)_mm_movemask_epi8(accj));   /* '"' is not here (csv) */
    return p + n;
#else
    (void)p; (void)s; (void)n; (void)lim; (void)plain;
    return NULL;
#endif
}

/* The event text (lines joined with LF) as one CSV cell at p (room: trc_out_text_max);
 * returns the end (no NUL); *clean as for trc_out_text_json.  The common case (one line
 * covering the buffer, nothing to quote) inline. */
static inline char *trc_out_text_csv(char *p, const trc_event *ev, int *clean)
{
    const trc_text *t = ev->text;
    if (t->nlines == 1 && t->lines[0].off == 0 && t->lines[0].len == t->buf.len) {
        const char *s = t->buf.data;
        size_t n = t->buf.len;
        while (n > 0 && s[n - 1] == ' ') n--;
        char *e = trc_out_csv_plain_put(p, s, n, s + t->buf.cap, clean);
        if (e) return e;
    }
    return trc_out_text_csv_slow(p, ev, clean);
}

/* trc_out_text_json_slow with the common case inline: one line covering the buffer, all
 * plain. */
static inline char *trc_out_text_json(char *p, const trc_event *ev, int *clean)
{
    const trc_text *t = ev->text;
    if (t->nlines == 1 && t->lines[0].off == 0 && t->lines[0].len == t->buf.len) {
        const char *s = t->buf.data;
        size_t n = t->buf.len;
        while (n > 0 && s[n - 1] == ' ') n--;
        char *e = trc_out_plain_put(p, s, n, s + t->buf.cap);
        if (e) { *clean = 1; return e; }
    }
    return trc_out_text_json_slow(p, ev, clean);
}
/* ---- the `fields` object (report/out_fields.c) ---- */

/* Modes of a fields object (trc_out_fields_prep): which pairs and names it has. */
enum {
    TRC_OUT_F_COMMA = 1,    /* a comma before the first pair too */
    TRC_OUT_F_CSVQ = 2,     /* every '"' doubled (the object inside a quoted CSV cell) */
    TRC_OUT_F_TEXT = 4,     /* the name "text" is taken (Chrome args): a field text is text#2 */
    TRC_OUT_F_PID64 = 8,    /* the name "pid64" is taken */
    TRC_OUT_F_TID64 = 16    /* the name "tid64" is taken */
};
/* Cached shapes per writer, fields per shape, bytes of room per rendered key. */
enum { TRC_OUT_SHAPES = 64, TRC_OUT_SHAPE_FIELDS = 16, TRC_OUT_KEY_ROOM = 32 };

/* The keys of one sequence of field names, rendered once.  Field names are strings of
 * the program set (interp/vm.h), which outlives the writer, so a name is known by its
 * pointer and length. */
typedef struct trc_out_shape {
    const char *names[TRC_OUT_SHAPE_FIELDS]; /* the names, in order */
    uint32_t lens[TRC_OUT_SHAPE_FIELDS];     /* their lengths */
    uint32_t nfields;       /* name count; 0: free slot */
    uint32_t mode;          /* the TRC_OUT_F_* mode it was rendered for */
    const void *key;        /* the trc_event.shape it was rendered from (NULL: none; it is
                               then found by its names) */
    uint32_t knum;          /* with key: trc_out_fprep.num of every event of that shape */
    uint32_t keys_total;    /* sum of keylen */
    uint8_t keylen[TRC_OUT_SHAPE_FIELDS];    /* bytes of each key */
    char keys[TRC_OUT_SHAPE_FIELDS][TRC_OUT_KEY_ROOM]; /* `[,]"name[#k]":"` (quotes doubled
                                                         with TRC_OUT_F_CSVQ), padded */
} trc_out_shape;

/* How one event's fields are written: filled by trc_out_fields_prep. */
typedef struct trc_out_fprep {
    const trc_out_shape *shape; /* the cached keys of its names, or NULL (named one by one) */
    unsigned mode;          /* TRC_OUT_F_* */
    int short32;            /* with shape: every value ends inside the text and may be
                               read 32 bytes at a time (moves when the text is clean) */
    size_t max;             /* room trc_out_fields_put needs */
    uint32_t num;           /* with shape: bit i set when field i printed a decimal number
                               (base 10) and the mode writes numbers (not CSVQ) */
} trc_out_fprep;

/* trc_out_field_num's look at a text: 1 when the n bytes at s are an optional '-' and 1 to
 * 20 digits, *neg, *ds, *dn as there. */
static inline int trc_out_num_text(const char *s, uint32_t n, int *neg, const char **ds,
                                   uint32_t *dn)
{
    if (n == 0) return 0;
    uint32_t i = s[0] == '-';
    if (i >= n || n - i > 20) return 0;
    for (uint32_t k = i; k < n; k++)
        if ((unsigned)(s[k] - '0') > 9) return 0;
    while (i + 1 < n && s[i] == '0') i++;
    *neg = s[0] == '-' && s[i] != '0';
    *ds = s + i;
    *dn = n - i;
    return 1;
}

/* The one test of a typed field (docs/ref/report.md §5.1): 1 when field f, whose printed
 * text is the n bytes at s, is a number in the structured outputs -- its code printed a
 * decimal integer (base 10: D U HB, %D %U; interp/compile.c) and the text is an optional
 * '-' and 1 to 20 digits.  Then *neg is the sign and *ds, *dn the digits without leading
 * zeros (at least one digit; "-0" gives 0 with *neg 0).  A field the compiled form marked
 * (trc_field.num: one decimal value, no leading zero, never "-0") is taken as it is; a
 * debug build checks that the look would say the same. */
static inline int trc_out_field_num(const trc_field *f, const char *s, uint32_t n, int *neg,
                                    const char **ds, uint32_t *dn)
{
    if (f->num) {
#ifdef TRC_DEBUG
        int ng;
        const char *d;
        uint32_t k;
        TRC_DASSERT(f->base == 10 && trc_out_num_text(s, n, &ng, &d, &k) && ng == (s[0] == '-')
                    && d == s + ng && k == n - (uint32_t)ng);
#endif
        *neg = s[0] == '-';
        *ds = s + *neg;
        *dn = n - (uint32_t)*neg;
        return 1;
    }
    return f->base == 10 && trc_out_num_text(s, n, neg, ds, dn);
}
/* A typed field's value for a binary output: 1 with *v (the digits' value, as signed when
 * *neg) when it fits 64 bits (uint64 for non-negative, int64 for negative); 0 when it
 * does not (the value is then written as its text). */
static inline int trc_out_num_value(int neg, const char *ds, uint32_t dn, uint64_t *v)
{
    uint64_t x = 0;
    for (uint32_t k = 0; k < dn; k++) {
        unsigned d = (unsigned)(ds[k] - '0');
        if (k >= 19 && x > (UINT64_MAX - d) / 10) return 0;   /* 19 digits never overflow */
        x = x * 10 + d;
    }
    if (neg && x > (uint64_t)1 << 63) return 0;
    *v = neg ? 0 - x : x;
    return 1;
}

/* The cache slot of a shape: its count, mode and the identity of its first and last name
 * (two-way: the slot and its neighbour). */
static inline uint32_t trc_out_shape_slot(const trc_field *fs, uint32_t n, unsigned mode)
{
    uint64_t h = ((uintptr_t)fs[0].name ^ (uintptr_t)fs[n - 1].name << 1) + n * 0x51ull + mode;
    return (uint32_t)((h * 0x9E3779B97F4A7C15ull) >> 58) & (TRC_OUT_SHAPES - 1);
}

/* The cache slot of ev's fields for mode: by its shape when the compiled form gives one,
 * else by its names (nfields > 0). */
static inline uint32_t trc_out_ev_slot(const trc_event *ev, unsigned mode)
{
    if (!ev->shape) return trc_out_shape_slot(ev->fields, ev->nfields, mode);
    uint64_t h = (uintptr_t)ev->shape + mode;
    return (uint32_t)((h * 0x9E3779B97F4A7C15ull) >> 58) & (TRC_OUT_SHAPES - 1);
}

/* 1 when sh holds the keys of ev's names (nfields > 0) for mode; then fp is filled. */
static inline int trc_out_shape_match(const trc_out_shape *sh, const trc_event *ev, unsigned mode,
                                      trc_out_fprep *fp)
{
    const trc_field *fs = ev->fields;
    uint32_t n = ev->nfields;
    if (sh->nfields != n || sh->mode != mode) return 0;
    size_t tlen = ev->text->buf.len;
    if (ev->shape && sh->key == ev->shape) {   /* the same path of the compiled form */
#ifdef TRC_DEBUG
        for (uint32_t i = 0; i < n; i++)   /* its fields are the shape's and inside the text */
            TRC_DASSERT(sh->names[i] == fs[i].name && sh->lens[i] == fs[i].name_len
                        && (sh->knum >> i & 1) == (!(mode & TRC_OUT_F_CSVQ) && fs[i].base == 10)
                        && (uint64_t)fs[i].off + fs[i].len <= tlen);
#endif
        fp->num = sh->knum;
        fp->short32 = tlen + 32 <= ev->text->buf.cap;
        fp->mode = mode;
        fp->shape = sh;
        /* the fields are apart inside the text: their lengths add up to tlen at most */
        fp->max = 8 + TRC_OUT_KEY_ROOM + sh->keys_total + (size_t)n * (16 + 2) + 6 * tlen;
        return 1;
    }
    size_t v = 0;
    uint64_t em = 0;             /* the largest value end (>= every offset) */
    uint32_t num = 0;            /* fields printed in base 10 */
    for (uint32_t i = 0; i < n; i++) {
        const trc_field *f = &fs[i];
        if (sh->names[i] != f->name || sh->lens[i] != f->name_len) return 0;
        num |= (uint32_t)(f->base == 10) << i;
        v += f->len;
        uint64_t e = (uint64_t)f->off + f->len;
        em = e > em ? e : em;
    }
    fp->mode = mode;
    fp->shape = sh;
    fp->short32 = em <= tlen && em + 32 <= ev->text->buf.cap;
    fp->num = mode & TRC_OUT_F_CSVQ ? 0 : num;
    /* each key is stored as TRC_OUT_KEY_ROOM bytes, each value escaped takes at most
     * TRC_OUT_JSON_MAX, then its closing quote (2 bytes with CSVQ) */
    fp->max = 8 + TRC_OUT_KEY_ROOM + sh->keys_total + (size_t)n * (16 + 2) + 6 * v;
    return 1;
}

/* trc_out_fields_prep when the shape is not cached: render it (or fall back to naming
 * one by one). */
void trc_out_fields_prep_miss(struct trc_outw *w, const trc_event *ev, unsigned mode,
                              trc_out_fprep *fp);

/* Look up (or render) the keys of ev's field names for `mode` and the room needed. */
static inline void trc_out_fields_prep(struct trc_outw *w, const trc_event *ev, unsigned mode,
                                       trc_out_fprep *fp)
{
    uint32_t n = ev->nfields;
    if (n == 0) {
        fp->mode = mode;
        fp->shape = NULL;
        fp->short32 = 0;
        fp->num = 0;
        fp->max = 8;
        return;
    }
    if (w->shapes) {
        uint32_t slot = trc_out_ev_slot(ev, mode);
        if (trc_out_shape_match(&w->shapes[slot], ev, mode, fp)
            || trc_out_shape_match(&w->shapes[slot ^ 1], ev, mode, fp))
            return;
    }
    trc_out_fields_prep_miss(w, ev, mode, fp);
}

/* trc_out_fields_put but for its inline fast path. */
char *trc_out_fields_put_slow(struct trc_outw *w, char *p, const trc_event *ev,
                              const trc_out_fprep *fp, int clean);

/* The `"name":"value"` pairs of ev's fields at p (room: fp->max), repeated names numbered
 * `#2`, `#3` ..., a typed field's value a JSON number (trc_out_field_num) but in CSV; `clean` from trc_out_text_json/csv (values then copied as they are).
 * Returns the end (no NUL). */
static inline char *trc_out_fields_put(struct trc_outw *w, char *p, const trc_event *ev,
                                       const trc_out_fprep *fp, int clean)
{
    uint32_t n = ev->nfields;
    if (n == 0) return p;
    if (clean && fp->short32) {  /* plain values: key, a move or two (more: long), quote */
        const trc_out_shape *sh = fp->shape;
        const trc_field *fs = ev->fields;
        const char *text = ev->text->buf.data;
        int csvq = (fp->mode & TRC_OUT_F_CSVQ) != 0;
        uint32_t num = fp->num;
        for (uint32_t i = 0; i < n; i++) {
            memcpy(p, sh->keys[i], TRC_OUT_KEY_ROOM);    /* room is reserved */
            p += sh->keylen[i];
            const char *v = text + fs[i].off;
            int neg;
            const char *ds;
            uint32_t dn;
            if ((num >> i & 1) && trc_out_field_num(&fs[i], v, fs[i].len, &neg, &ds, &dn)) {
                p[-1] = '-';             /* the key's opening quote: a sign, or taken back */
                p -= !neg;
                memcpy(p, ds, 32);       /* ds < the value end: ds + 32 <= cap (short32) */
                p += dn;
                continue;
            }
            memcpy(p, v, 32);            /* room: each key + value has >= 58 */
            if (__builtin_expect(fs[i].len > 32, 0)) memcpy(p + 32, v + 32, fs[i].len - 32);
            p += fs[i].len;
            *p++ = '"';
            if (csvq) *p++ = '"';
        }
        return p;
    }
    return trc_out_fields_put_slow(w, p, ev, fp, clean);
}

/* Occurrence number (from 1) of field i's name among fields 0..i, counting the names the
 * mode takes (text, pid64, tid64: TRC_OUT_F_*) as earlier occurrences: a key's `#k`. */
uint32_t trc_out_field_occurrence(const trc_field *fs, uint32_t i, unsigned mode);
/* Start numbering an event's field names in w->names for mode (the reserved keys counted
 * first): then trc_out_names_add gives each field the number trc_out_field_occurrence
 * would, in constant time (an event of a LOOP can have 65,536 fields). */
void trc_out_names_begin(struct trc_outw *w, unsigned mode);

/* Grow an array of `size`-byte elements (zeroed when new) to hold n + 1, doubling *cap
 * (16 first) as often as needed; 0, or -1 when out of memory (the array is as it was). */
int trc_out_grow(void **arr, uint32_t *cap, uint32_t n, size_t size);

/* Bounds of the open B spans of the Chrome and Perfetto writers (docs/report.md, Chrome):
 * a B past them is written as an instant `NAME (too many open spans)`. */
enum { TRC_OUT_SPANS_MAX = 1 << 20, TRC_OUT_SPAN_BYTES_MAX = 64 << 20 };
/* The Chrome/Perfetto id of a pid or tid value (docs/ref/report.md §5.3): the value when
 * it fits in 31 bits (*big = 0), else 0x7FFF0000 + k, k numbering such values in order of
 * first appearance through m and *n (*big = 1); *failed = 1 when out of memory. */
uint32_t trc_out_big_id_slow(trc_out_map *m, uint32_t *n, uint64_t v, int *big, int *failed);
static inline uint32_t trc_out_big_id(trc_out_map *m, uint32_t *n, uint64_t v, int *big, int *failed)
{
    if (v <= 0x7FFFFFFF) { *big = 0; return (uint32_t)v; }
    return trc_out_big_id_slow(m, n, v, big, failed);
}

/* Start a new event generation of the field-name table. */
void trc_out_names_reset(trc_out_names *t);
/* Count one occurrence of a name in the current generation; returns its number (1 for
 * the first), or 1 when out of memory. */
uint32_t trc_out_names_add(trc_out_names *t, const char *name, uint32_t len);
/* Free the table. */
void trc_out_names_free(trc_out_names *t);
/* Append ns as microseconds with exactly 3 decimals (Chrome "ts"). */
void trc_out_usec3(trc_buf *b, int64_t ns);
/* Append a wall clock as UTC `YYYY-MM-DDTHH:MM:SS.nnnnnnnnnZ`. */
void trc_out_utc(trc_buf *b, int64_t wall_ns);
/* trc_out_utc with the date and time of day cached per whole second in w (same text). */
void trc_out_utc_cached(struct trc_outw *w, trc_buf *b, int64_t wall_ns);
/* Two upper-case hex digits per byte of d (n bytes) at p (room: 2n); returns the end. */
char *trc_out_hex_bytes(char *p, const uint8_t *d, size_t n);
/* Room trc_out_utc_put needs. */
#define TRC_OUT_UTC_MAX 64
/* trc_out_utc_put outside the cached second (caches the new one when it can). */
char *trc_out_utc_slow(struct trc_outw *w, char *p, int64_t wall_ns);
/* Process-table name of the event's final pid, or NULL. */
static inline const char *trc_out_procname(const trc_out_event *e, uint32_t *len)
{
    if (!e->ev->pid_known || !e->vm) return NULL;
    return trc_vm_procname(e->vm, e->ev->pid, len);
}
/* Thread name (tidinstall) of the event's final tid, or NULL. */
const char *trc_out_threadname(const trc_out_event *e, uint32_t *len);
/* Level name of a trc_level: APPL, SVC, KERN, INT or 0. */
const char *trc_out_level_name(int level);

/* Find key in m: 1 with *val, or 0. */
int trc_out_map_get(const trc_out_map *m, uint64_t key, uint32_t *val);
/* Insert or replace key; 0, or -1 when out of memory. */
int trc_out_map_put(trc_out_map *m, uint64_t key, uint32_t val);
/* Free a map. */
void trc_out_map_free(trc_out_map *m);

/* ---- per-event look-ups, inline (the misses are out of line) ---- */

/* 1 when the n (<= 16) bytes at a and b are equal, reading no byte past either. */
static inline int trc_out_eq16(const char *a, const char *b, size_t n)
{
    if (n >= 8) {
        uint64_t x, y, u, v;
        memcpy(&x, a, 8); memcpy(&y, b, 8);
        memcpy(&u, a + n - 8, 8); memcpy(&v, b + n - 8, 8);
        return ((x ^ y) | (u ^ v)) == 0;
    }
    if (n >= 4) {
        uint32_t x, y, u, v;
        memcpy(&x, a, 4); memcpy(&y, b, 4);
        memcpy(&u, a + n - 4, 4); memcpy(&v, b + n - 4, 4);
        return ((x ^ y) | (u ^ v)) == 0;
    }
    for (size_t i = 0; i < n; i++) if (a[i] != b[i]) return 0;
    return 1;
}

/* The kind's cached text of the process name (n bytes at name), or NULL when it is not
 * the cached one (the kind then writes it and may call trc_out_proc_keep). */
static inline const char *trc_out_proc_cached(const struct trc_outw *w, const char *name, uint32_t n)
{
    if (w->proc_tlen && n == w->proc_len && trc_out_eq16(name, w->proc_raw, n)) return w->proc_text;
    return NULL;
}

/* Cache the kind's text (tlen bytes at text) of the process name (n bytes at name) when
 * both fit. */
static inline void trc_out_proc_keep(struct trc_outw *w, const char *name, uint32_t n,
                                     const char *text, size_t tlen)
{
    if (n > sizeof w->proc_raw || tlen > sizeof w->proc_text || tlen == 0) return;
    memcpy(w->proc_raw, name, n);
    memset(w->proc_text, 0, sizeof w->proc_text);
    memcpy(w->proc_text, text, tlen);
    w->proc_len = n;
    w->proc_tlen = (uint32_t)tlen;
}

/* The entry of e's (hook, label, level); *fresh = 1 when it was just (re)made: id set,
 * text empty, for the kind to render (text, len) before use.  NULL when out of memory. */
static inline trc_out_hookc *trc_out_hookc_get(struct trc_outw *w, const trc_out_event *e, int *fresh)
{
    trc_out_hookc *t = w->hookc;
    if (t) {
        uint32_t hook = e->rec->hook, slot = trc_out_hookc_slot(hook);
        const trc_event *ev = e->ev;
        for (int k = 0; k < 2; k++) {
            trc_out_hookc *c = &t[slot ^ (uint32_t)k];
            if (c->hook == hook && c->label == ev->label && c->label_len == ev->label_len
                && c->level == ev->level && c->idlen) {
                *fresh = 0;
                return c;
            }
        }
    }
    return trc_out_hookc_miss(w, e, fresh);
}

/* The event name of the Chrome and Perfetto outputs (docs/ref/report.md §5.3): the
 * phase() name (*named = 1), else the label, else `hook ID` (built in hookname); *nlen its
 * length. */
static inline const char *trc_out_event_name(const trc_event *ev, const trc_out_hookc *hc,
                                             char hookname[16], size_t *nlen, int *named)
{
    const char *name = ev->label;
    size_t n = ev->label_len;
    *named = ev->phase && ev->phase_name;
    if (*named) { name = ev->phase_name; n = ev->phase_name_len; }
    if (n == 0) {
        memcpy(hookname, "hook ", 5);
        memcpy(hookname + 5, hc->id, 8);
        name = hookname;
        n = 5 + hc->idlen;
    }
    *nlen = n;
    return name;
}

/* The entry of (cpu, pid, tid) with `known` (bits 0-2 as in trc_out_whoc; unknown values
 * must be 0); *fresh = 1 when the kind must render text and len (<= TRC_OUT_WHOC_ROOM)
 * before use.  NULL when out of memory. */
static inline trc_out_whoc *trc_out_whoc_get(struct trc_outw *w, uint32_t known, uint32_t cpu,
                                             uint32_t pid, uint64_t tid, int *fresh)
{
    trc_out_whoc *t = w->whoc;
    if (t) {
        uint32_t slot = trc_out_whoc_slot(cpu, pid, tid);
        for (int k = 0; k < 2; k++) {
            trc_out_whoc *c = &t[slot ^ (uint32_t)k];
            if (c->tid == tid && c->pid == pid && c->cpu == cpu && c->known == (known | 8)) {
                *fresh = 0;
                return c;
            }
        }
    }
    return trc_out_whoc_miss(w, known, cpu, pid, tid, fresh);
}

/* trc_out_whoc_get for the CPU, PID and thread of ev (the known ones; 0 for the others). */
static inline trc_out_whoc *trc_out_whoc_event(struct trc_outw *w, const trc_event *ev, int *fresh)
{
    return trc_out_whoc_get(w, (uint32_t)ev->cpu_known | (uint32_t)ev->pid_known << 1
                                   | (uint32_t)ev->tid_known << 2,
                            ev->cpu_known ? ev->cpu : 0, ev->pid_known ? ev->pid : 0,
                            ev->tid_known ? ev->tid : 0, fresh);
}

/* trc_out_utc_cached written at p (TRC_OUT_UTC_MAX bytes of room); returns the end. */
static inline char *trc_out_utc_put(struct trc_outw *w, char *p, int64_t wall_ns)
{
    int64_t in;
    if (w->utc_len && !__builtin_sub_overflow(wall_ns, w->utc_base, &in)
        && (uint64_t)in < 1000000000) {      /* within the cached second: no division */
        if (w->utc_len <= 32) memcpy(p, w->utc_text, 32);   /* room is reserved */
        else memcpy(p, w->utc_text, w->utc_len);
        trc_out_dig9(p + w->utc_len, (uint32_t)in);
        p[w->utc_len + 9] = 'Z';
        return p + w->utc_len + 10;
    }
    return trc_out_utc_slow(w, p, wall_ns);
}

/* ---- --partition (report/out_part.c) ---- */

typedef struct trc_part trc_part;
/* A partitioned sink under dir (created when the run closes it); NULL when out of memory. */
trc_part *trc_part_new(const char *dir, const unsigned *keys, unsigned nkeys, unsigned number);
/* Route one JSON line (n bytes, its newline included) of event e to its partition.
 * Returns 0, or -1 when out of memory (write errors are kept for trc_part_close). */
int trc_part_add(trc_part *p, const trc_out_event *e, const char *line, size_t n);
/* Write every partition's lines and DIR/_schema.json.  0, or -1 with the first write
 * error in err. */
int trc_part_close(trc_part *p, char *err, size_t errlen);
/* Free (NULL allowed). */
void trc_part_free(trc_part *p);

#endif
