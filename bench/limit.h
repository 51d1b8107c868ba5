/* limit.h -- shared pieces of the same-work programs (bench/limit_*.c, bench/README.md
 * "The same-work limit"): map a trclog, read its header, print trcrpt's default text
 * report header and fixed columns (ID, ELAPSED_SEC, DELTA_MSEC: docs/ref/report.md §3),
 * write numbers, hex bytes and JSON strings fast into one output buffer.  Header-only and
 * standalone on purpose, like the generators: the limit must not depend on the code it
 * measures.  Each program is written for one template set and the traces bench/gen_*
 * write for it, and refuses any record it was not written for (exit 1) rather than print
 * something else: lim_open a header trcrpt would reject, lim_next a record trcrpt would
 * print otherwise (NOTS, a foreign namespace, out of time order, damage). */
#ifndef BENCH_LIMIT_H
#define BENCH_LIMIT_H

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The hot helpers are inlined whatever the compiler's heuristics say (they decide the
 * figure this program exists for). */
#define LIM_INLINE static inline __attribute__((always_inline))

/* The output: one buffer written with write(2) when it passes LIM_FLUSH bytes. */
#define LIM_BUF (1u << 20)
#define LIM_FLUSH (LIM_BUF - 72 * 1024)   /* room for one record's text (an entry is < 64 KiB) */
static char lim_buf[LIM_BUF];   /* the bytes not yet written */
typedef struct lim_out {
    char *p;            /* next byte to write in lim_buf (a local of the record loop, so
                           that it lives in a register) */
    char *flush;        /* write the buffer out once p passes this */
} lim_out;

/* The trace: a window on it (read(2) into a buffer, or the whole file mapped) and the
 * header fields the report uses. */
#define LIM_WIN (1u << 20)
typedef struct lim_log {
    int fd;             /* the file */
    unsigned char *buf; /* the window: file bytes from offset off0 */
    size_t have;        /* bytes in the window */
    size_t pos;         /* the next record's offset in the window */
    uint64_t off0;      /* file offset of buf[0] (for messages) */
    int eof;            /* 1 once the window holds the file's last byte */
    size_t first;       /* offset of the first record (header length H) */
    int big;            /* 1: big-endian file, 0: little-endian */
    unsigned env;       /* trace environment, 32 or 64 */
    uint64_t num, den;  /* timebase: ns = ticks * num / den */
    int64_t wall;       /* start wall clock, ns since 1970 (INT64_MIN: unknown) */
    uint64_t start;     /* start ticks: the origin of elapsed time */
    int64_t last;       /* (ticks - start) of the record lim_next returned last, signed (the
                           order trcrpt sorts by); INT64_MIN before the first */
} lim_log;

/* The time columns' state: the previous printed record's elapsed ns. */
typedef struct lim_cols {
    int64_t prev;       /* elapsed ns of the previous printed record */
    int any;            /* 1 once a record was printed */
} lim_cols;

/* Complain and stop (the program met a trace it was not written for). */
__attribute__((noreturn, cold)) static void lim_die(const char *prog, const char *what, size_t off)
{
    fprintf(stderr, "%s: %s at offset %zu: not the trace this program is written for\n", prog, what, off);
    exit(1);
}

static inline uint16_t lim_be16(const unsigned char *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline uint16_t lim_le16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static inline uint32_t lim_be32(const unsigned char *p) { uint32_t v; memcpy(&v, p, 4); return __builtin_bswap32(v); }
static inline uint32_t lim_le32(const unsigned char *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint64_t lim_be64(const unsigned char *p) { uint64_t v; memcpy(&v, p, 8); return __builtin_bswap64(v); }
static inline uint64_t lim_le64(const unsigned char *p) { uint64_t v; memcpy(&v, p, 8); return v; }

/* Write the buffered bytes to stdout. */
static void lim_flush(lim_out *o)
{
    const char *q = lim_buf;
    while (q < o->p) {
        ssize_t w = write(1, q, (size_t)(o->p - q));
        if (w <= 0) { perror("write"); exit(1); }
        q += w;
    }
    o->p = lim_buf;
}

LIM_INLINE void lim_put(lim_out *o, const char *s, size_t n) { memcpy(o->p, s, n); o->p += n; }
#define LIM_PUTS(o, lit) lim_put((o), (lit), sizeof(lit) - 1)

/* Number of decimal digits of v (1..20). */
LIM_INLINE unsigned lim_ndig(uint64_t v)
{
    static const uint64_t p10[20] = { 1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull,
        1000000ull, 10000000ull, 100000000ull, 1000000000ull, 10000000000ull, 100000000000ull,
        1000000000000ull, 10000000000000ull, 100000000000000ull, 1000000000000000ull,
        10000000000000000ull, 100000000000000000ull, 1000000000000000000ull,
        10000000000000000000ull };
    unsigned t = (unsigned)(64 - __builtin_clzll(v | 1)) * 1233 >> 12;  /* log10 from log2 */
    return t - ((v | 1) < p10[t]) + 1;
}

/* The 8 decimal digits of v < 10^8 as ASCII, the first digit in the lowest byte (SWAR:
 * 4+4 digits in 32-bit lanes, then /100 in them, then /10 in 16-bit lanes). */
LIM_INLINE uint64_t lim_dec8(uint32_t v)
{
    uint64_t y = (uint64_t)(v / 10000) | (uint64_t)(v % 10000) << 32;
    uint64_t z = ((y * 10486) >> 20) & 0x0000007F0000007Full;
    z |= (y - z * 100) << 16;
    uint64_t w = ((z * 103) >> 10) & 0x000F000F000F000Full;
    w |= (z - w * 10) << 8;
    return w + 0x3030303030303030ull;
}

/* Store 8 bytes (little-endian order: the lowest byte first). */
LIM_INLINE void lim_st8(char *p, uint64_t w)
{
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    memcpy(p, &w, 8);
}

/* Number of digits of the 8 from lim_dec8 after its leading zeros (at least 1). */
LIM_INLINE unsigned lim_dec8_len(uint64_t w)
{
    return 8 - ((unsigned)__builtin_ctzll((w - 0x3030303030303030ull) | 1ull << 56) >> 3);
}

/* Variable-length decimal of v < 10^8. */
LIM_INLINE void lim_u27(lim_out *o, uint32_t v)
{
    if (v < 10) { *o->p++ = (char)('0' + v); return; }
    uint64_t w = lim_dec8(v);
    unsigned n = lim_dec8_len(w);
    lim_st8(o->p, w >> (8 * (8 - n)));
    o->p += n;
}

/* Unsigned decimal, no padding (writes up to 8 bytes past the digits). */
LIM_INLINE void lim_u64(lim_out *o, uint64_t v)
{
    if (v < 100000000u) { lim_u27(o, (uint32_t)v); return; }
    uint64_t hi = v / 100000000u;
    if (hi < 100000000u) lim_u27(o, (uint32_t)hi);
    else {
        lim_u27(o, (uint32_t)(hi / 100000000u));
        lim_st8(o->p, lim_dec8((uint32_t)(hi % 100000000u)));
        o->p += 8;
    }
    lim_st8(o->p, lim_dec8((uint32_t)(v - hi * 100000000u)));
    o->p += 8;
}

/* Signed decimal, '-' if negative. */
LIM_INLINE void lim_i64(lim_out *o, int64_t v)
{
    if (v < 0) { *o->p++ = '-'; lim_u64(o, 0 - (uint64_t)v); } else lim_u64(o, (uint64_t)v);
}

/* The 8 hex digits of v as upper-case ASCII, the first digit in the lowest byte (SWAR). */
LIM_INLINE uint64_t lim_hex8(uint32_t v)
{
    uint64_t y = v;
    y = ((y & 0xFFFF0000u) << 16) | (y & 0xFFFFu);
    y = ((y & 0x0000FF000000FF00ull) << 8) | (y & 0x000000FF000000FFull);
    y = ((y & 0x00F000F000F000F0ull) << 4) | (y & 0x000F000F000F000Full);
    y = __builtin_bswap64(y);                       /* most significant nibble first */
    uint64_t letters = ((y + 0x0606060606060606ull) >> 4) & 0x0101010101010101ull;
    return y + 0x3030303030303030ull + letters * 7;
}

/* Exactly 16 upper-case hex digits. */
LIM_INLINE void lim_x16(lim_out *o, uint64_t v)
{
    lim_st8(o->p, lim_hex8((uint32_t)(v >> 32)));
    lim_st8(o->p + 8, lim_hex8((uint32_t)v));
    o->p += 16;
}

/* Upper-case hex, at least 4 digits, more if the value needs them: a register's `%X2`
 * (docs/ref/language.md §7).  A value below 2^16 (a sub-hook, a 16-bit field) is the
 * fast path: the last 4 of lim_hex8's 8 digits. */
LIM_INLINE void lim_x2(lim_out *o, uint64_t v)
{
    if (v <= 0xFFFF) {
        lim_st8(o->p, lim_hex8((uint32_t)v) >> 32);
        o->p += 4;
        return;
    }
    char t[16];
    lim_out q = { t, t };
    unsigned n = (67 - (unsigned)__builtin_clzll(v)) / 4;   /* hex digits of v, 5..16 */
    lim_x16(&q, v);
    memcpy(o->p, t + 16 - n, n);
    o->p += n;
}

/* Unsigned octal, no leading 0. */
LIM_INLINE void lim_o64(lim_out *o, uint64_t v)
{
    unsigned n = 1;
    for (uint64_t t = v >> 3; t; t >>= 3) n++;
    for (unsigned i = n; i-- > 0; v >>= 3) o->p[i] = (char)('0' + (v & 7));
    o->p += n;
}

/* Text of a Z code: the bytes from p up to the first NUL or end, 0x01-0x1F and 0x7F as '.'
 * (docs/ref/language.md §6.2), 8 bytes at a time (bytes past end are read, never used,
 * while the mapping lasts: hard is its end).  Returns the bytes consumed (through the NUL). */
LIM_INLINE size_t lim_z(lim_out *o, const unsigned char *p, const unsigned char *end,
                           const unsigned char *hard)
{
    const unsigned char *s = p;
    char *d = o->p;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    while (s < end && hard - s >= 8) {
        uint64_t w, x, m;
        size_t left = (size_t)(end - s);
        memcpy(&w, s, 8);
        x = w ^ (ones * 0x7F);
        /* the first byte below 0x20 (NUL included), equal to 0x7F or at end sets the
         * lowest bit of m */
        m = ((w - ones * 0x20) & ~w & highs) | ((x - ones) & ~x & highs);
        if (left < 8) m |= highs << (8 * left);
        memcpy(d, &w, 8);
        if (!m) { s += 8; d += 8; continue; }
        unsigned k = (unsigned)__builtin_ctzll(m) >> 3;
        s += k; d += k;
        if (s == end) break;
        if (!*s) { o->p = d; return (size_t)(s - p) + 1; }
        *d++ = '.'; s++;
    }
#else
    (void)hard;
#endif
    while (s < end && *s) {
        unsigned char c = *s++;
        *d++ = (char)(c < 0x20 || c == 0x7F ? '.' : c);
    }
    o->p = d;
    return (size_t)(s - p) + (s < end);
}

/* Length of the valid UTF-8 sequence at p (n >= 1 bytes readable, the sequence may not
 * run past them), or 0 when it is not one: what JSON output keeps, every other byte
 * >= 0x80 is written U+FFFD (docs/ref/report.md §5.1).  The rule of trcrpt's
 * trc_out_utf8_len written again on purpose: a limit uses none of the code it measures. */
static inline size_t lim_utf8_len(const unsigned char *p, size_t n)
{
    unsigned c = p[0], lo = 0x80, hi = 0xBF;
    size_t need;
    if (c >= 0xC2 && c <= 0xDF) need = 2;
    else if (c == 0xE0) { need = 3; lo = 0xA0; }
    else if (c >= 0xE1 && c <= 0xEF) { need = 3; if (c == 0xED) hi = 0x9F; }
    else if (c == 0xF0) { need = 4; lo = 0x90; }
    else if (c >= 0xF1 && c <= 0xF3) need = 4;
    else if (c == 0xF4) { need = 4; hi = 0x8F; }
    else return 0;
    if (n < need || p[1] < lo || p[1] > hi) return 0;
    for (size_t i = 2; i < need; i++)
        if (p[i] < 0x80 || p[i] > 0xBF) return 0;
    return need;
}

/* The JSON escaping of one byte of a string's text at d: '"' and '\\' after a '\\',
 * other bytes below 0x20 as \n, \t, \r or \u00XX (a Z's text has none), a byte >= 0x80
 * kept with the rest of its valid UTF-8 sequence (n bytes readable at s) or written
 * U+FFFD.  Sets *used to the bytes of s consumed; returns the new end. */
static inline char *lim_json_special(char *d, const unsigned char *s, size_t n, size_t *used)
{
    static const char hexl[] = "0123456789abcdef";
    unsigned c = *s;
    *used = 1;
    if (c == '"' || c == '\\') { d[0] = '\\'; d[1] = (char)c; return d + 2; }
    if (c < 0x20) {
        *d++ = '\\';
        if (c == '\n') *d++ = 'n';
        else if (c == '\t') *d++ = 't';
        else if (c == '\r') *d++ = 'r';
        else { memcpy(d, "u00", 3); d[3] = hexl[c >> 4]; d[4] = hexl[c & 15]; d += 5; }
        return d;
    }
    if (c < 0x80) { *d++ = (char)c; return d; }
    size_t k = lim_utf8_len(s, n);
    if (!k) { memcpy(d, "\xEF\xBF\xBD", 3); return d + 3; }
    memcpy(d, s, k);
    *used = k;
    return d + k;
}

/* The text of a Z code (lim_z: up to the first NUL or end, 0x01-0x1F and 0x7F as '.')
 * as the content of a JSON string: '"' and '\\' escaped, bytes that are not valid UTF-8
 * as U+FFFD (docs/ref/report.md §5.1; the '.'s are below 0x80, so a sequence checked on
 * the entry's bytes up to end is checked on the text).  8 bytes at a time like lim_z
 * (writes up to 8 bytes past its end, reads up to hard).  The Z must be the last code of
 * its text: nothing after it is consumed. */
LIM_INLINE void lim_zjson(lim_out *o, const unsigned char *p, const unsigned char *end,
                          const unsigned char *hard)
{
    const unsigned char *s = p;
    char *d = o->p;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    while (s < end && hard - s >= 8) {
        uint64_t w, x, q, b, m;
        size_t left = (size_t)(end - s);
        memcpy(&w, s, 8);
        x = w ^ (ones * 0x7F);
        q = w ^ (ones * '"');
        b = w ^ (ones * '\\');
        /* the first byte below 0x20 (NUL included), 0x7F, '"', '\\', >= 0x80 or at end
         * sets the lowest bit of m */
        m = (((w - ones * 0x20) & ~w) | ((x - ones) & ~x) | ((q - ones) & ~q)
             | ((b - ones) & ~b) | w) & highs;
        if (left < 8) m |= highs << (8 * left);
        memcpy(d, &w, 8);
        if (!m) { s += 8; d += 8; continue; }
        unsigned k = (unsigned)__builtin_ctzll(m) >> 3;
        s += k; d += k;
        if (s == end || !*s) { o->p = d; return; }
        if (*s < 0x20 || *s == 0x7F) { *d++ = '.'; s++; continue; }
        size_t used;
        d = lim_json_special(d, s, (size_t)(end - s), &used);
        s += used;
    }
#else
    (void)hard;
#endif
    while (s < end && *s) {
        if (*s < 0x20 || *s == 0x7F) { *d++ = '.'; s++; continue; }
        size_t used;
        d = lim_json_special(d, s, (size_t)(end - s), &used);
        s += used;
    }
    o->p = d;
}

/* Upper-case hex of the n bytes at d, two digits a byte in their order (SSE2: 16 bytes a
 * step, the last step overlapping the one before; else lim_hex8 on 4 bytes a step).
 * Writes up to 8 bytes past the digits. */
LIM_INLINE void lim_hexbytes(lim_out *o, const unsigned char *d, size_t n)
{
    char *p = o->p;
    size_t i = 0;
#if defined(__SSE2__)
    if (n >= 16) {
        const __m128i m = _mm_set1_epi8(0x0F), nine = _mm_set1_epi8(9);
        const __m128i zero = _mm_set1_epi8('0'), gap = _mm_set1_epi8('A' - '0' - 10);
        for (;;) {
            if (i + 16 > n) i = n - 16;
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(d + i));
            __m128i lo = _mm_and_si128(x, m), hi = _mm_and_si128(_mm_srli_epi16(x, 4), m);
            __m128i a = _mm_unpacklo_epi8(hi, lo), b = _mm_unpackhi_epi8(hi, lo);
            a = _mm_add_epi8(_mm_add_epi8(a, zero), _mm_and_si128(_mm_cmpgt_epi8(a, nine), gap));
            b = _mm_add_epi8(_mm_add_epi8(b, zero), _mm_and_si128(_mm_cmpgt_epi8(b, nine), gap));
            _mm_storeu_si128((__m128i *)(void *)(p + 2 * i), a);
            _mm_storeu_si128((__m128i *)(void *)(p + 2 * i + 16), b);
            i += 16;
            if (i >= n) break;
        }
        o->p = p + 2 * n;
        return;
    }
#endif
    for (; i + 4 <= n; i += 4) lim_st8(p + 2 * i, lim_hex8(lim_be32(d + i)));
    for (; i < n; i++) {
        static const char hexu[] = "0123456789ABCDEF";
        p[2 * i] = hexu[d[i] >> 4];
        p[2 * i + 1] = hexu[d[i] & 15];
    }
    o->p = p + 2 * n;
}

/* Move the unread bytes of the window to its start and read until it is full or the
 * file ends. */
static void lim_fill(lim_log *lg)
{
    size_t keep = lg->have - lg->pos;
    memmove(lg->buf, lg->buf + lg->pos, keep);
    lg->off0 += lg->pos;
    lg->pos = 0;
    lg->have = keep;
    while (!lg->eof && lg->have < LIM_WIN) {
        ssize_t r = read(lg->fd, lg->buf + lg->have, LIM_WIN - lg->have);
        if (r < 0) { perror("read"); exit(1); }
        if (r == 0) lg->eof = 1; else lg->have += (size_t)r;
    }
}

/* Open PATH and read its trclog v1 header (docs/ref/tracelog.md §3.1); print the text
 * report's header block (docs/ref/report.md §3.1) when header is set.  A header trcrpt
 * would reject (version, header length, trace env, timebase, a TLV list that does not end
 * inside it) is refused here too.  The input is read
 * with read(2) in windows of 1 MiB, or mapped whole with LIMIT_INPUT=mmap: on a file just
 * written, a mapping's first touch of each page costs this machine more than the copy of
 * read(2) (bench/README.md, "Input read with read(2), not mapped"). */
static void lim_open(const char *prog, const char *path, lim_log *lg, lim_out *o, int header)
{
    memset(lg, 0, sizeof *lg);
    lg->last = INT64_MIN;
    /* trcrpt reads "-" as stdin; these programs read files only */
    if (!strcmp(path, "-")) { fprintf(stderr, "%s: -: a file name only\n", prog); exit(1); }
    lg->fd = open(path, O_RDONLY);
    if (lg->fd < 0) { perror(path); exit(1); }
    const char *how = getenv("LIMIT_INPUT");
    if (how && !strcmp(how, "mmap")) {
        struct stat st;
        if (fstat(lg->fd, &st) != 0) { perror(path); exit(1); }
        void *m = st.st_size ? mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, lg->fd, 0) : NULL;
        if (m == MAP_FAILED) { perror(path); exit(1); }
        lg->buf = m;
        lg->have = (size_t)st.st_size;
        lg->eof = 1;
    } else {
        lg->buf = malloc(LIM_WIN);
        if (!lg->buf) { perror("malloc"); exit(1); }
        lim_fill(lg);
    }
    if (lg->have < 72) lim_die(prog, "no trclog header", 0);
    const unsigned char *h = lg->buf;
    if (memcmp(h, "\x89TRCLOG\n", 8) != 0) lim_die(prog, "no trclog magic", 0);
    if (!memcmp(h + 8, "\1\2\3\4", 4)) lg->big = 1;
    else if (!memcmp(h + 8, "\4\3\2\1", 4)) lg->big = 0;
    else lim_die(prog, "bad byte-order mark", 8);
    uint32_t (*r32)(const unsigned char *) = lg->big ? lim_be32 : lim_le32;
    uint64_t (*r64)(const unsigned char *) = lg->big ? lim_be64 : lim_le64;
    uint16_t (*r16)(const unsigned char *) = lg->big ? lim_be16 : lim_le16;
    lg->first = r32(h + 16);
    lg->env = h[20];
    lg->num = r64(h + 32);
    lg->den = r64(h + 40);
    lg->wall = (int64_t)r64(h + 48);
    lg->start = r64(h + 56);
    if (r16(h + 12) != 1) lim_die(prog, "trclog major version not 1", 12);
    if (lg->first < 72 || lg->first % 8 || lg->first > lg->have || lg->den == 0
        || (lg->env != 32 && lg->env != 64))
        lim_die(prog, "bad header", 16);
    lg->pos = lg->first;
    o->p = lim_buf;
    o->flush = lim_buf + LIM_FLUSH;
    /* the TLV list, as trcrpt's reader walks it: each TLV leaves room for the end entry
     * (tag 0, length 0) that must follow inside the header.  Text TLVs: 1 sysname,
     * 2 nodename, 3 release, 4 version, 5 machine, 6 command, 9 buffering, 10 IPv4
     * address, each up to its first NUL (trcrpt keeps them as C strings); last wins. */
    const char *tv[11] = {0};
    int tl[11] = {0};
    size_t q = 64;
    for (;;) {
        if (q + 4 > lg->first) lim_die(prog, "TLV list with no end in the header", q);
        unsigned tag = r16(h + q), len = r16(h + q + 2);
        if (tag == 0 && len == 0) break;
        size_t size = 4 + ((len + 3u) & ~3u);
        if (q + size + 4 > lg->first) lim_die(prog, "TLV list with no end in the header", q);
        if (tag <= 10) { tv[tag] = (const char *)h + q + 4; tl[tag] = (int)strnlen(tv[tag], len); }
        q += size;
    }
    if (!header) return;
    if (lg->wall == INT64_MIN) LIM_PUTS(o, "Start time unknown\n");
    else {
        time_t s = (time_t)(lg->wall / 1000000000 - (lg->wall % 1000000000 < 0));
        struct tm tm;
        char b[64];
        gmtime_r(&s, &tm);
        lim_put(o, b, strftime(b, sizeof b, "%a %b %e %H:%M:%S %Y UTC\n", &tm));
    }
    static const char *const lab[] = { 0, "System: ", "Node: ", "Release: ", "Version: " };
    int any = 0;
    for (int t = 1; t <= 4; t++)
        if (tv[t]) {
            if (any) LIM_PUTS(o, "  ");
            lim_put(o, lab[t], strlen(lab[t]));
            lim_put(o, tv[t], (size_t)tl[t]);
            any = 1;
        }
    if (any) *o->p++ = '\n';
    if (tv[5]) { LIM_PUTS(o, "Machine: "); lim_put(o, tv[5], (size_t)tl[5]); *o->p++ = '\n'; }
    if (tv[10]) {   /* the address in hex too when it parses as trcrpt parses it (sscanf) */
        static char a[65536];
        char x[16];
        unsigned x0, x1, x2, x3;
        memcpy(a, tv[10], (size_t)tl[10]);
        a[tl[10]] = 0;
        if (sscanf(a, "%u.%u.%u.%u", &x0, &x1, &x2, &x3) == 4) {
            snprintf(x, sizeof x, "%02X%02X%02X%02X ", x0 & 255, x1 & 255, x2 & 255, x3 & 255);
            LIM_PUTS(o, "Internet Protocol Address: ");
            lim_put(o, x, 9);
            lim_put(o, a, (size_t)tl[10]);
            *o->p++ = '\n';
        }
    }
    if (tv[9]) { LIM_PUTS(o, "Buffering: "); lim_put(o, tv[9], (size_t)tl[9]); *o->p++ = '\n'; }
    if (tv[6]) { LIM_PUTS(o, "Command: "); lim_put(o, tv[6], (size_t)tl[6]); *o->p++ = '\n'; }
    LIM_PUTS(o, "\nID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT\n\n");
}

/* A record whose envelope flags or namespace lim_next does not take as they are (cold):
 * returns if it is a valid sync marker (docs/ref/tracelog.md §3.4, checked as trcrpt's
 * reader checks it, its stored offset its own: a marker is skipped), else refuses it. */
__attribute__((noinline, cold)) static void lim_odd(const char *prog, const lim_log *lg,
                                                    const unsigned char *r, int big)
{
    size_t at = (size_t)(lg->off0 + (size_t)(r - lg->buf));
    unsigned fl = big ? lim_be16(r + 8) : lim_le16(r + 8);
    if (fl & 0x4000) {
        uint64_t (*r64)(const unsigned char *) = big ? lim_be64 : lim_le64;
        uint32_t (*r32)(const unsigned char *) = big ? lim_be32 : lim_le32;
        uint16_t (*r16)(const unsigned char *) = big ? lim_be16 : lim_le16;
        if (r32(r) == 56 && r16(r + 4) == 24 && r16(r + 6) == 0xFFFF && fl == 0xC000 && !r[10] && !r[11]
            && r32(r + 12) == UINT32_MAX && r64(r + 16) == UINT64_MAX
            && !memcmp(r + 32, "TRCSYNC1", 8) && r64(r + 40) == at)
            return;
        lim_die(prog, "a SYNC record that is not a valid sync marker (trcrpt reports it)", at);
    }
    if (!(fl & 0x8000)) lim_die(prog, "an uncommitted record (trcrpt skips and reports it)", at);
    if (fl & 2) lim_die(prog, "a NOTS record (trcrpt gives it the time before it)", at);
    lim_die(prog, "a foreign namespace (trcrpt looks up another hook ID)", at);
}

/* The next record that is an event (sync markers skipped), whole in the window until the
 * next call; NULL at the end of the file.  big: the file's byte order, a constant at each
 * call so that the reads inline.  What trcrpt would print otherwise is refused (exit 1):
 * a record that is not well framed (rec_len other than 32 + ent_len rounded up to 8:
 * trcrpt resyncs; the callers refuse entries too short for their layout), a truncated
 * one, an uncommitted one, one with the SYNC flag that is not a valid sync marker, a NOTS
 * one (trcrpt gives it the time of the record before it), one with a nonzero namespace
 * (another hook ID: docs/ref/tracelog.md §3.3), and one earlier than the record before it
 * (trcrpt sorts a trclog by time before printing: docs/report.md, "Time order within
 * one input").  A plain record costs one test of its flags and namespace and one of its
 * time. */
LIM_INLINE const unsigned char *lim_next(const char *prog, lim_log *lg, int big)
{
    for (;;) {
        size_t left = lg->have - lg->pos;
        const unsigned char *r = lg->buf + lg->pos;
        if (left >= 32) {
            uint32_t rl = big ? lim_be32(r) : lim_le32(r);
            unsigned ent = big ? lim_be16(r + 4) : lim_le16(r + 4);
            if (rl != ((32 + ent + 7) & ~7u)) lim_die(prog, "a record not well framed", (size_t)(lg->off0 + lg->pos));
            if (rl <= left) {
                lg->pos += rl;
                /* flags COMMIT set, SYNC and NOTS clear, namespace (byte 10) 0 */
                if (big ? (lim_be32(r + 8) & 0xC002FF00u) != 0x80000000u
                        : (lim_le32(r + 8) & 0x00FFC002u) != 0x8000u) {
                    lim_odd(prog, lg, r, big);
                    continue;
                }
                /* time order as trcrpt's: (ticks - start ticks) as a signed difference */
                int64_t d = (int64_t)((big ? lim_be64(r + 24) : lim_le64(r + 24)) - lg->start);
                if (d < lg->last) lim_die(prog, "a record out of time order (trcrpt sorts by time)", (size_t)(lg->off0 + lg->pos - rl));
                lg->last = d;
                return r;
            }
        }
        if (lg->eof) {
            if (left) lim_die(prog, "truncated record", (size_t)(lg->off0 + lg->pos));
            return NULL;
        }
        lim_fill(lg);
    }
}

/* File offset of a record lim_next returned (for messages). */
static inline size_t lim_at(const lim_log *lg, const unsigned char *r)
{
    return (size_t)(lg->off0 + (size_t)(r - lg->buf));
}

/* Elapsed ns of the record lim_next returned last (docs/ref/tracelog.md §3.2): its
 * (ticks - start ticks) scaled by the timebase, saturated to the int64 range as trcrpt's
 * (common/record.h). */
LIM_INLINE int64_t lim_elapsed(const lim_log *lg)
{
    int64_t d = lg->last;
    if (lg->num == lg->den) return d;
    __int128 v = (__int128)d * (__int128)lg->num / (__int128)lg->den;
    return v > INT64_MAX ? INT64_MAX : v < INT64_MIN ? INT64_MIN : (int64_t)v;
}

/* The delta from the previous printed record's elapsed ns, saturated as trcrpt's
 * (report/out.h). */
LIM_INLINE int64_t lim_delta(int64_t el, int64_t prev)
{
    int64_t d;
    if (__builtin_sub_overflow(el, prev, &d)) d = el > prev ? INT64_MAX : INT64_MIN;
    return d;
}

/* One record of a bench/gen_mix trace (64-bit generic entries) as limit_mix.c,
 * limit_rich.c and limit_json.c take it. */
typedef struct lim_mixrec {
    const unsigned char *e;     /* the entry, its hook word first */
    const unsigned char *ee;    /* the entry's end */
    const unsigned char *hard;  /* the window's end: a Z may read up to here */
    unsigned ent;               /* the entry's length */
    size_t at;                  /* the record's file offset (messages) */
    int64_t el;                 /* its elapsed ns */
    uint64_t d1;                /* $D1: the first data word */
} lim_mixrec;

/* The next record of a little-endian gen_mix trace into *x: 1, or 0 at the end of the
 * file; a record that is not a 64-bit entry of 16 bytes or more is refused (exit 1). */
LIM_INLINE int lim_next_mix(const char *prog, lim_log *lg, lim_mixrec *x)
{
    const unsigned char *r = lim_next(prog, lg, 0);
    if (!r) return 0;
    x->hard = lg->buf + lg->have;
    x->ent = lim_le16(r + 4);
    x->at = lim_at(lg, r);
    if (!(r[8] & 1) || x->ent < 16) lim_die(prog, "not a 64-bit entry", x->at);
    x->e = r + 32;
    x->ee = x->e + x->ent;
    x->el = lim_elapsed(lg);
    x->d1 = lim_le64(x->e + 8);
    return 1;
}

/* main() of a gen_mix limit program `prog` (limit_mix, limit_rich): the trace named by the
 * one argument opened into *lg (a little-endian one only), then run() on the output. */
static inline int lim_mix_main(const char *prog, int argc, char **argv, lim_log *lg,
                               void (*run)(lim_out *))
{
    if (argc != 2) { fprintf(stderr, "usage: %s LOG\n", prog); return 2; }
    lim_out o;
    lim_open(prog, argv[1], lg, &o, 1);
    if (lg->big) lim_die(prog, "big-endian trace", 8);
    run(&o);
    return 0;
}

/* The column area of a line: ID (3 hex digits and 2 blanks of its width 5), two blanks,
 * ELAPSED_SEC (15, right), two blanks, DELTA_MSEC (13, right), two blanks (docs/ref/report.md
 * §3.2-3.3).  A line's constant prefix is LIM_COLS(ID) then the level's indent and the
 * template's first constant text. */
#define LIM_SP8 "        "
#define LIM_COLS(id) id LIM_SP8 LIM_SP8 LIM_SP8 LIM_SP8 "    "
#define LIM_NCOLS 39
/* A constant prefix in an array of LIM_PRE bytes (zero-filled after the text), so that
 * a line copies its first 80 bytes (after the columns: 48) in 16-byte moves whatever its
 * length (vector types: GCC turns a memcpy of 80 into `rep movs`, slow to start). */
#define LIM_PRE 96
typedef char lim_v16 __attribute__((vector_size(16), aligned(1), may_alias));
LIM_INLINE void lim_copy16(char *d, const char *s, unsigned k)
{
    for (unsigned i = 0; i < k; i++) *(lim_v16 *)(void *)(d + 16 * i) = *(const lim_v16 *)(const void *)(s + 16 * i);
}
#define LIM_SVC LIM_SP8
#define LIM_KERN LIM_SP8 LIM_SP8
#define LIM_INT LIM_SP8 LIM_SP8 LIM_SP8

/* A value wider than its column: print it whole, the later columns move right. */
static void lim_cols_wide(lim_out *o, const char *pre, size_t len, int64_t el, int64_t d)
{
    char t[96], e[32], m[32];
    uint64_t ae = el < 0 ? 0 - (uint64_t)el : (uint64_t)el, ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
    snprintf(e, sizeof e, "%s%llu.%09llu", el < 0 ? "-" : "", (unsigned long long)(ae / 1000000000u),
             (unsigned long long)(ae % 1000000000u));
    snprintf(m, sizeof m, "%s%llu.%06llu", d < 0 ? "-" : "", (unsigned long long)(ad / 1000000u),
             (unsigned long long)(ad % 1000000u));
    int n = snprintf(t, sizeof t, "%.3s    %15s  %13s  ", pre, e, m);
    lim_put(o, t, (size_t)n);
    lim_put(o, pre + LIM_NCOLS, len - LIM_NCOLS);
}

/* Write a printed record's constant prefix pre (len bytes: LIM_COLS(...) and what follows)
 * with its elapsed time el (ns) and the delta to the previous printed record filled in. */
LIM_INLINE void lim_line(lim_out *o, lim_cols *c, const char *pre,
                                                           size_t len, int64_t el)
{
    int64_t d = c->any ? lim_delta(el, c->prev) : 0;
    c->prev = el;
    c->any = 1;
    uint64_t ae = el < 0 ? 0 - (uint64_t)el : (uint64_t)el, ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
    if (ae >= 10000ull * 1000000000u || ad >= 100000ull * 1000000u) { lim_cols_wide(o, pre, len, el, d); return; }
    char *p = o->p;
    lim_copy16(p, pre, 5);                          /* 80 bytes; len of them count */
    /* ELAPSED_SEC ends at column 22: I.FFFFFFFFF, I < 10000 */
    uint64_t ip = ae / 1000000000u, fp = ae % 1000000000u;
    unsigned n = 1;
    if (ip < 10) p[11] = (char)('0' + ip);
    else { uint64_t w = lim_dec8((uint32_t)ip); n = lim_dec8_len(w); lim_st8(p + 12 - n, w >> (8 * (8 - n))); }
    if (el < 0) p[11 - n] = '-';
    p[12] = '.';
    p[13] = (char)('0' + fp / 100000000u);
    lim_st8(p + 14, lim_dec8((uint32_t)(fp % 100000000u)));
    /* DELTA_MSEC ends at column 37: I.FFFFFF, I < 100000 */
    ip = ad / 1000000u; fp = ad % 1000000u;
    n = 1;
    if (ip < 10) p[29] = (char)('0' + ip);
    else { uint64_t w = lim_dec8((uint32_t)ip); n = lim_dec8_len(w); lim_st8(p + 30 - n, w >> (8 * (8 - n))); }
    if (d < 0) p[29 - n] = '-';
    p[30] = '.';
    lim_st8(p + 31, lim_dec8((uint32_t)fp) >> 16);
    memcpy(p + 37, pre + 37, 2);                    /* the two blanks the last store hit */
    o->p = p + len;
}

/* The same line without columns (-h -O ids=off,timestamp=3): the prefix after them. */
LIM_INLINE void lim_line_nocols(lim_out *o, const char *pre, size_t len)
{
    lim_copy16(o->p, pre + LIM_NCOLS, 3);
    o->p += len - LIM_NCOLS;
}
#define LIM_PREFIX(lit) __extension__ ({ \
        _Static_assert(sizeof(lit) <= 80, "prefix longer than the 80 bytes a line copies"); \
        static const char lim_pre_[LIM_PRE] = lit; \
        lim_pre_; })
#define LIM_LINE(o, c, lit, el) lim_line((o), (c), LIM_PREFIX(lit), sizeof(lit) - 1, (el))

#endif
