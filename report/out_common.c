/* out_common.c -- owns what the structured writers share (docs/ref/report.md §5): JSON
 * string escaping and CSV quoting (one place for UTF-8
 * checking), hand-written numbers and UTC times, the per-hook and per-(cpu, pid, tid)
 * caches of constant pieces (their misses; the hits are inline in out_int.h), per-record
 * facts, process/thread name look-ups, a u64 map, and the `-j` listing
 * (docs/ref/report.md §1.1).  The `fields` object is report/out_fields.c, the writer
 * object and its dispatch report/out_sink.c. */
#include "common/hookid.h"
#include "report/out_int.h"
#include "interp/tset.h"
#include "common/civil.h"
#include "common/digits.h"
#include "interp/vm.h"
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* ---- numbers ---------------------------------------------------------------------- */

size_t trc_out_u64_big(char *p, uint64_t v)
{
    if (v <= UINT32_MAX) {
        uint32_t w = (uint32_t)v, hi = w / 100000000, lo = w - hi * 100000000, m = lo / 10000;
        size_t n = trc_put_small(p, hi);
        trc_out_dig4(p + n, m);
        trc_out_dig4(p + n + 4, lo - m * 10000);
        return n + 8;
    }
    return trc_put_u64(p, v);
}

/* ---- time ------------------------------------------------------------------------- */

void trc_out_usec3(trc_buf *b, int64_t ns)
{
    uint64_t a = ns < 0 ? (uint64_t)0 - (uint64_t)ns : (uint64_t)ns;
    if (ns < 0) trc_buf_addc(b, '-');
    trc_buf_add_u64(b, a / 1000);
    if (trc_buf_reserve(b, 5)) return;
    b->data[b->len++] = '.';
    trc_put_digits(b->data + b->len, a % 1000, 3);
    b->len += 3;
    b->data[b->len] = '\0';
}

void trc_out_utc(trc_buf *b, int64_t wall_ns)
{
    int64_t secs = wall_ns / 1000000000, frac = wall_ns % 1000000000;
    if (frac < 0) { frac += 1000000000; secs--; }
    int64_t days = secs / 86400, sod = secs % 86400;
    if (sod < 0) { sod += 86400; days--; }
    int64_t y;
    unsigned mo, d;
    trc_civil_from_days(days, &y, &mo, &d);
    if (y < 0) { trc_buf_addc(b, '-'); y = -y; }
    if (y < 1000) trc_buf_fill(b, '0', y < 10 ? 3 : y < 100 ? 2 : 1);
    trc_buf_add_u64(b, (uint64_t)y);
    if (trc_buf_reserve(b, 32)) return;
    char *p = b->data + b->len;
    p[0] = '-'; trc_put_digits(p + 1, mo, 2);
    p[3] = '-'; trc_put_digits(p + 4, d, 2);
    p[6] = 'T'; trc_put_digits(p + 7, (uint64_t)sod / 3600, 2);
    p[9] = ':'; trc_put_digits(p + 10, (uint64_t)sod / 60 % 60, 2);
    p[12] = ':'; trc_put_digits(p + 13, (uint64_t)sod % 60, 2);
    p[15] = '.'; trc_put_digits(p + 16, (uint64_t)frac, 9);
    p[25] = 'Z';
    b->len += 26;
    b->data[b->len] = '\0';
}

char *trc_out_utc_slow(trc_outw *w, char *p, int64_t wall_ns)
{
    int64_t secs = wall_ns / 1000000000, frac = wall_ns % 1000000000;
    if (frac < 0) { frac += 1000000000; secs--; }
    if (secs > INT64_MIN / 1000000000 && (!w->utc_len || w->utc_secs != secs)) {
        trc_buf t;                 /* the whole text once, then keep all but "NNNNNNNNNZ" */
        trc_buf_init(&t);
        trc_out_utc(&t, secs * 1000000000);
        if (t.failed || t.len < 10 || t.len - 10 > sizeof w->utc_text) w->utc_len = 0;
        else {
            w->utc_len = (uint32_t)(t.len - 10);
            memcpy(w->utc_text, t.data, w->utc_len);
            w->utc_secs = secs;
            w->utc_base = secs * 1000000000;
        }
        trc_buf_free(&t);
    }
    if (secs <= INT64_MIN / 1000000000 || !w->utc_len || w->utc_secs != secs) {   /* no cache */
        trc_buf t;
        trc_buf_init(&t);
        trc_out_utc(&t, wall_ns);
        size_t n = t.len <= TRC_OUT_UTC_MAX ? t.len : 0;
        if (n) memcpy(p, t.data, n);
        trc_buf_free(&t);
        return p + n;
    }
    if (w->utc_len <= 32) memcpy(p, w->utc_text, 32);   /* room is reserved */
    else memcpy(p, w->utc_text, w->utc_len);
    trc_put_digits(p + w->utc_len, (uint64_t)frac, 9);
    p[w->utc_len + 9] = 'Z';
    return p + w->utc_len + 10;
}

void trc_out_utc_cached(trc_outw *w, trc_buf *b, int64_t wall_ns)
{
    if (b->cap - b->len <= TRC_OUT_UTC_MAX && trc_buf_reserve(b, TRC_OUT_UTC_MAX + 1)) return;
    char *p = trc_out_utc_put(w, b->data + b->len, wall_ns);
    *p = '\0';
    b->len = (size_t)(p - b->data);
}

/* ---- escaping ------------------------------------------------------------------------ */

size_t trc_out_utf8_len(const unsigned char *p, size_t n)
{
    unsigned c = p[0];
    if (c < 0x80) return 1;
    size_t need;
    unsigned lo = 0x80, hi = 0xBF;   /* allowed range of the second byte */
    if (c >= 0xC2 && c <= 0xDF) need = 2;
    else if (c == 0xE0) { need = 3; lo = 0xA0; }
    else if (c >= 0xE1 && c <= 0xEC) need = 3;
    else if (c == 0xED) { need = 3; hi = 0x9F; }
    else if (c >= 0xEE && c <= 0xEF) need = 3;
    else if (c == 0xF0) { need = 4; lo = 0x90; }
    else if (c >= 0xF1 && c <= 0xF3) need = 4;
    else if (c == 0xF4) { need = 4; hi = 0x8F; }
    else return 0;
    if (n < need || p[1] < lo || p[1] > hi) return 0;
    for (size_t i = 2; i < need; i++)
        if (p[i] < 0x80 || p[i] > 0xBF) return 0;
    return need;
}

char *trc_out_utf8_put(char *p, const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        if (u[i] < 0x80) { *p++ = (char)u[i++]; continue; }
        size_t k = trc_out_utf8_len(u + i, n - i);
        if (k == 0) { memcpy(p, "\xEF\xBF\xBD", 3); p += 3; i++; continue; }
        memcpy(p, u + i, k);
        p += k;
        i += k;
    }
    return p;
}

static const char hexl[] = "0123456789abcdef";

/* The escaping of one byte that is not plain (u[0], n >= 1 bytes left) at p: sets *used
 * to the input bytes consumed; returns the new end.  `csvq`: every '"' written doubled. */
static inline char *json_special(char *p, const unsigned char *u, size_t n, size_t *used, int csvq)
{
    unsigned c = u[0];
    *used = 1;
    if (c == '"' || c == '\\') {
        *p++ = '\\';
        *p++ = (char)c;
        if (csvq && c == '"') *p++ = '"';
        return p;
    }
    if (c < 0x20) {
        *p++ = '\\';
        if (c == '\n') *p++ = 'n';
        else if (c == '\t') *p++ = 't';
        else if (c == '\r') *p++ = 'r';
        else { memcpy(p, "u00", 3); p += 3; *p++ = hexl[c >> 4]; *p++ = hexl[c & 15]; }
        return p;
    }
    if (c < 0x80) { *p++ = (char)c; return p; }
    size_t k = trc_out_utf8_len(u, n);
    if (k == 0) { memcpy(p, "\xEF\xBF\xBD", 3); return p + 3; }
    memcpy(p, u, k);
    *used = k;
    return p + k;
}

/* JSON string content of s (n bytes) at p; the bytes up to lim (>= s + n) may be read.
 * Runs of plain bytes are found 16 or 8 at a time and stored as whole words (so p needs
 * TRC_OUT_JSON_MAX(n) bytes of room).  `csvq`: quotes doubled (JSON inside a CSV cell). */
__attribute__((noinline)) char *trc_out_json_put_x(char *p, const char *s, size_t n, const char *lim,
                                                   int csvq, unsigned *hit)
{
    const unsigned char *u = (const unsigned char *)s, *end = u + n;
    const unsigned char *ulim = (const unsigned char *)lim;
    while (u < end) {
        size_t left = (size_t)(end - u);
#if defined(__SSE2__)
        if (ulim - u >= 16) {        /* 16 bytes: signed < 0x20 also flags bytes >= 0x80 */
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)u);
            __m128i bad = _mm_or_si128(_mm_cmplt_epi8(x, _mm_set1_epi8(0x20)),
                                       _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('"')),
                                                    _mm_cmpeq_epi8(x, _mm_set1_epi8('\\'))));
            unsigned m = (unsigned)_mm_movemask_epi8(bad);
            if (left < 16) m &= (1u << left) - 1;
            _mm_storeu_si128((__m128i *)(void *)p, x);
            if (!m) {
                size_t k = left < 16 ? left : 16;
                p += k;
                u += k;
                continue;
            }
            size_t k = (size_t)__builtin_ctz(m);
            p += k;
            u += k;
            *hit = 1;
            size_t used;
            p = json_special(p, u, (size_t)(end - u), &used, csvq);
            u += used;
            continue;
        }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        uint64_t x;
        if (ulim - u >= 8) memcpy(&x, u, 8);
        else x = trc_out_load_short(u, left);    /* left < 8 here: no read past lim */
        uint64_t h = trc_out_json_hits(x);
        if (left < 8) h &= ((uint64_t)1 << (8 * left)) - 1;
        memcpy(p, &x, 8);            /* the plain bytes before the first hit */
        if (!h) {
            size_t k = left < 8 ? left : 8;
            p += k;
            u += k;
            continue;
        }
        size_t k = (size_t)__builtin_ctzll(h) >> 3;
        p += k;
        u += k;
        *hit = 1;
        size_t used;
        p = json_special(p, u, (size_t)(end - u), &used, csvq);
        u += used;
#else
        (void)ulim;
        if (left >= 8) {
            uint64_t x;
            memcpy(&x, u, 8);
            if (!trc_out_json_hits(x)) { memcpy(p, &x, 8); p += 8; u += 8; continue; }
        }
        unsigned c = *u;
        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') { *p++ = (char)c; u++; continue; }
        *hit = 1;
        size_t used;
        p = json_special(p, u, left, &used, csvq);
        u += used;
#endif
    }
    return p;
}

char *trc_out_json_put(char *p, const char *s, size_t n, const char *lim)
{
    unsigned hit;
    return trc_out_json_put_fast(p, s, n, lim, 0, &hit);
}

void trc_out_json_chars(trc_buf *b, const char *s, size_t n)
{
    if (b->cap - b->len <= TRC_OUT_JSON_MAX(n) && trc_buf_reserve(b, TRC_OUT_JSON_MAX(n) + 1)) return;
    unsigned hit;
    char *p = trc_out_json_put_x(b->data + b->len, s, n, s + n, 0, &hit);
    *p = '\0';
    b->len = (size_t)(p - b->data);
}

void trc_out_json_str(trc_buf *b, const char *s, size_t n)
{
    trc_buf_addc(b, '"');
    trc_out_json_chars(b, s, n);
    trc_buf_addc(b, '"');
}

/* What a CSV cell of s needs: bit 0 quotes (it holds , " CR or LF), bit 1 a rewrite
 * (invalid UTF-8 to replace); with `json` (a constant) also bit 2 when some byte is not
 * plain JSON (control, '"', '\\', >= 0x80). */
static inline unsigned csv_scan(const unsigned char *u, size_t n, int json)
{
    unsigned fl = 0;
    size_t i = 0;
    while (i < n) {
        size_t left = n - i;
#if defined(__SSE2__)
        if (left >= 16) {            /* 16 bytes: specials, and the high bits at once */
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(u + i));
            __m128i sp = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(',')),
                                                   _mm_cmpeq_epi8(x, _mm_set1_epi8('"'))),
                                      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\r')),
                                                   _mm_cmpeq_epi8(x, _mm_set1_epi8('\n'))));
            if (_mm_movemask_epi8(sp)) fl |= 1;
            if (json && _mm_movemask_epi8(_mm_or_si128(_mm_cmplt_epi8(x, _mm_set1_epi8(0x20)),
                                                       _mm_cmpeq_epi8(x, _mm_set1_epi8('\\')))))
                fl |= 4;             /* '"' is in sp; signed < 0x20 flags >= 0x80 too */
            unsigned high = (unsigned)_mm_movemask_epi8(x);
            if (high) {
                size_t j = i + (size_t)__builtin_ctz(high);
                size_t k = trc_out_utf8_len(u + j, n - j);
                if (k == 0) { fl |= 2; k = 1; }
                i = j + k;
                continue;
            }
            i += 16;
            continue;
        }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        uint64_t x;
        if (left >= 8) memcpy(&x, u + i, 8);
        else x = trc_out_load_short(u + i, left);
        uint64_t hit = (trc_out_swar_eq(x, ',') | trc_out_swar_eq(x, '"') | trc_out_swar_eq(x, '\r')
                        | trc_out_swar_eq(x, '\n')) & TRC_OUT_HIGHS;
        uint64_t high = x & TRC_OUT_HIGHS;
        uint64_t jh = json ? trc_out_json_hits(x) : 0;
        if (left < 8) {
            uint64_t m = ((uint64_t)1 << (8 * left)) - 1;
            hit &= m;
            high &= m;
            jh &= m;
        }
        if (hit) fl |= 1;
        if (jh) fl |= 4;
        if (high) {                  /* check the UTF-8 sequence at the first high byte */
            size_t j = i + ((size_t)__builtin_ctzll(high) >> 3);
            size_t k = trc_out_utf8_len(u + j, n - j);
            if (k == 0) { fl |= 2; k = 1; }
            i = j + k;
            continue;
        }
        i += left < 8 ? left : 8;
#else
        unsigned c = u[i];
        if (json && (c < 0x20 || c >= 0x80 || c == '"' || c == '\\')) fl |= 4;
        if (c == ',' || c == '"' || c == '\r' || c == '\n') fl |= 1;
        else if (c >= 0x80) {
            size_t k = trc_out_utf8_len(u + i, n - i);
            if (k == 0) { fl |= 2; k = 1; }
            i += k;
            continue;
        }
        i++;
#endif
    }
    return fl;
}

/* s as CSV cell content at p: quotes doubled, invalid UTF-8 replaced by U+FFFD (room:
 * 3n + 8); returns the end. */
static inline char *csv_copy(char *p, const unsigned char *u, size_t n)
{
    for (size_t i = 0; i < n;) {
#if defined(__SSE2__)
        if (n - i >= 16) {           /* sixteen bytes copied as they are */
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(u + i));
            if (!_mm_movemask_epi8(_mm_or_si128(x, _mm_cmpeq_epi8(x, _mm_set1_epi8('"'))))) {
                _mm_storeu_si128((__m128i *)(void *)p, x);
                p += 16;
                i += 16;
                continue;
            }
        }
#endif
        if (n - i >= 8) {            /* eight bytes copied as they are */
            uint64_t x;
            memcpy(&x, u + i, 8);
            if (!((x | trc_out_swar_eq(x, '"')) & TRC_OUT_HIGHS)) {
                memcpy(p, &x, 8);
                p += 8;
                i += 8;
                continue;
            }
        }
        unsigned c = u[i];
        if (c < 0x80) {
            if (c == '"') *p++ = '"';
            *p++ = (char)c;
            i++;
            continue;
        }
        size_t k = trc_out_utf8_len(u + i, n - i);
        if (k == 0) { memcpy(p, "\xEF\xBF\xBD", 3); p += 3; i++; }
        else { memcpy(p, u + i, k); p += k; i += k; }
    }
    return p;
}

char *trc_out_csv_put(char *p, const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    unsigned fl = csv_scan(u, n, 0);
    if (!fl) {
        trc_copy_short(p, s, n);
        return p + n;
    }
    if (fl & 1) *p++ = '"';
    p = csv_copy(p, u, n);
    if (fl & 1) *p++ = '"';
    return p;
}

void trc_out_csv_cell(trc_buf *b, const char *s, size_t n)
{
    if (b->cap - b->len <= TRC_OUT_CSV_MAX(n) && trc_buf_reserve(b, TRC_OUT_CSV_MAX(n) + 1)) return;
    char *p = trc_out_csv_put(b->data + b->len, s, n);
    *p = '\0';
    b->len = (size_t)(p - b->data);
}

/* csv_scan(u, n, 1) of a line of the event text, whose buffer may be read up to lim:
 * 16 bytes per step even for the tail (masked); lines with bytes >= 0x80 go to csv_scan. */
static inline unsigned text_scan(const unsigned char *u, size_t n, const unsigned char *lim)
{
#if defined(__SSE2__)
    unsigned fl = 0;
    size_t i = 0;
    for (; i < n && lim - (u + i) >= 16; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(u + i));
        unsigned m = n - i >= 16 ? 0xFFFFu : (1u << (n - i)) - 1;
        __m128i q = _mm_cmpeq_epi8(x, _mm_set1_epi8('"'));
        unsigned sp = (unsigned)_mm_movemask_epi8(_mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(',')), q),
            _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\r')),
                         _mm_cmpeq_epi8(x, _mm_set1_epi8('\n'))))) & m;
        unsigned js = (unsigned)_mm_movemask_epi8(_mm_or_si128(
            _mm_or_si128(_mm_cmplt_epi8(x, _mm_set1_epi8(0x20)), q),
            _mm_cmpeq_epi8(x, _mm_set1_epi8('\\')))) & m;
        if ((unsigned)_mm_movemask_epi8(x) & m) return csv_scan(u, n, 1);
        if (sp) fl |= 1;
        if (js) fl |= 4;
    }
    if (i < n) fl |= csv_scan(u + i, n - i, 1);
    return fl;
#else
    (void)lim;
    return csv_scan(u, n, 1);
#endif
}

char *trc_out_text_csv_slow(char *p, const trc_event *ev, int *clean)
{
    const trc_text *t = ev->text;
    unsigned fl = t->nlines > 1;             /* lines are joined with LF */
    size_t at = 0;                           /* the lines cover the buffer back to back? */
    for (uint32_t i = 0; i < t->nlines; i++) {
        const trc_line *ln = &t->lines[i];
        if (ln->off != at) fl |= 4;
        at = (size_t)ln->off + ln->len;
        fl |= text_scan((const unsigned char *)t->buf.data + ln->off, ln->len,
                        (const unsigned char *)t->buf.data + t->buf.cap);
    }
    *clean = !(fl & 4) && at == t->buf.len;
    fl &= 3;
    if (fl & 1) *p++ = '"';
    for (uint32_t i = 0; i < t->nlines; i++) {
        const trc_line *ln = &t->lines[i];
        const char *s = t->buf.data + ln->off;
        size_t n = ln->len;
        while (n > 0 && s[n - 1] == ' ') n--;
        if (i) *p++ = '\n';
        if (fl) p = csv_copy(p, (const unsigned char *)s, n);
        else { trc_copy_short(p, s, n); p += n; }
    }
    if (fl & 1) *p++ = '"';
    return p;
}

void trc_out_text(trc_buf *b, const trc_event *ev, int json)
{
    if (json) {
        size_t max = trc_out_text_max(ev);
        if (b->cap - b->len <= max && trc_buf_reserve(b, max + 1)) return;
        int clean;
        char *p = trc_out_text_json(b->data + b->len, ev, &clean);
        *p = '\0';
        b->len = (size_t)(p - b->data);
        return;
    }
    const trc_text *t = ev->text;
    for (uint32_t i = 0; i < t->nlines; i++) {
        const trc_line *ln = &t->lines[i];
        const char *s = t->buf.data + ln->off;
        size_t n = ln->len;
        while (n > 0 && s[n - 1] == ' ') n--;
        if (i) trc_buf_addc(b, '\n');
        trc_buf_add(b, s, n);
    }
}


char *trc_out_text_json_slow(char *p, const trc_event *ev, int *clean)
{
    const trc_text *t = ev->text;
    const char *lim = t->buf.data + t->buf.cap;
    unsigned hit = 0;
    size_t at = 0;                           /* the lines cover the buffer back to back? */
    for (uint32_t i = 0; i < t->nlines; i++) {
        const trc_line *ln = &t->lines[i];
        const char *s = t->buf.data + ln->off;
        size_t n = ln->len;
        if (ln->off != at) hit = 1;
        at = (size_t)ln->off + n;
        while (n > 0 && s[n - 1] == ' ') n--;   /* (trimmed blanks are plain) */
        if (i) { p[0] = '\\'; p[1] = 'n'; p += 2; }
        char *e = trc_out_plain_put(p, s, n, lim);
        p = e ? e : trc_out_json_put_x(p, s, n, lim, 0, &hit);
    }
    *clean = !hit && at == t->buf.len;
    return p;
}

#if defined(__SSE2__)
/* 32 upper-case hex digits of the 16 bytes at d, at p (SSE2: nibbles split, interleaved,
 * 0-9 / A-F chosen per byte by a compare). */
static inline void hex16(char *p, const uint8_t *d)
{
    const __m128i m = _mm_set1_epi8(0x0F), nine = _mm_set1_epi8(9);
    const __m128i zero = _mm_set1_epi8('0'), gap = _mm_set1_epi8('A' - '0' - 10);
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)d);
    __m128i lo = _mm_and_si128(x, m), hi = _mm_and_si128(_mm_srli_epi16(x, 4), m);
    __m128i a = _mm_unpacklo_epi8(hi, lo), b = _mm_unpackhi_epi8(hi, lo);
    a = _mm_add_epi8(_mm_add_epi8(a, zero), _mm_and_si128(_mm_cmpgt_epi8(a, nine), gap));
    b = _mm_add_epi8(_mm_add_epi8(b, zero), _mm_and_si128(_mm_cmpgt_epi8(b, nine), gap));
    _mm_storeu_si128((__m128i *)(void *)p, a);
    _mm_storeu_si128((__m128i *)(void *)(p + 16), b);
}
#endif

char *trc_out_hex_bytes(char *p, const uint8_t *d, size_t n)
{
    static const char hexu[] = "0123456789ABCDEF";
    size_t i = 0;
#if defined(__SSE2__)
    if (n >= 16) {               /* 16 bytes per step, the last step overlapping the one before */
        for (; i + 16 <= n; i += 16) hex16(p + 2 * i, d + i);
        if (i < n) hex16(p + 2 * (n - 16), d + n - 16);
        return p + 2 * n;
    }
#endif
    for (; i + 4 <= n; i += 4, p += 8)   /* four bytes at a time */
        trc_put_hex8(p, (uint32_t)d[i] << 24 | (uint32_t)d[i + 1] << 16
                        | (uint32_t)d[i + 2] << 8 | d[i + 3]);
    for (; i < n; i++) {
        *p++ = hexu[d[i] >> 4];
        *p++ = hexu[d[i] & 15];
    }
    return p;
}

/* ---- record facts and names ------------------------------------------------------------- */

uint32_t trc_out_id(uint32_t hook, char id[8])
{
    static const char hex[] = "0123456789ABCDEF";
    uint32_t v = trc_hook_display(hook);
    int d = trc_hook_digits(hook);
    for (int i = 0; i < d; i++) id[i] = hex[(v >> (4 * (d - 1 - i))) & 15];
    id[d] = '\0';
    return (uint32_t)d;
}

trc_out_hookc *trc_out_hookc_miss(trc_outw *w, const trc_out_event *e, int *fresh)
{
    if (!w->hookc && !(w->hookc = calloc(TRC_OUT_HOOKC, sizeof *w->hookc))) return NULL;
    uint32_t hook = e->rec->hook;
    const trc_event *ev = e->ev;
    uint32_t slot = trc_out_hookc_slot(hook);
    trc_out_hookc *c = &w->hookc[slot];  /* new: it takes the slot, the one there moves over */
    if (c->idlen) w->hookc[slot ^ 1] = *c;
    memset(c, 0, sizeof *c);
    c->hook = hook;
    c->level = ev->level;
    c->label = ev->label;
    c->label_len = ev->label_len;
    c->idlen = trc_out_id(hook, c->id);
    *fresh = 1;
    return c;
}

uint64_t trc_out_lost(const trc_record *rec)
{
    if (rec->flags & TRC_EF_E64) return rec->len >= 16 ? trc_get64(rec->fb + 8, rec->bo) : 0;
    return rec->len >= 8 ? trc_get32(rec->fb + 4, rec->bo) : 0;
}

trc_out_whoc *trc_out_whoc_miss(trc_outw *w, uint32_t known, uint32_t cpu, uint32_t pid,
                                uint64_t tid, int *fresh)
{
    if (!w->whoc && !(w->whoc = calloc(TRC_OUT_WHOC, sizeof *w->whoc))) return NULL;
    uint32_t slot = trc_out_whoc_slot(cpu, pid, tid);
    trc_out_whoc *c = &w->whoc[slot];    /* new: it takes the slot, the one there moves over */
    if (c->known) w->whoc[slot ^ 1] = *c;
    c->known = known | 8;
    c->tid = tid;
    c->pid = pid;
    c->cpu = cpu;
    c->len = 0;
    memset(c->text, 0, sizeof c->text);
    *fresh = 1;
    return c;
}

const char *trc_out_threadname(const trc_out_event *e, uint32_t *len)
{
    if (!e->ev->tid_known || !e->vm) return NULL;
    return trc_vm_threadname(e->vm, e->ev->tid, len);
}

const char *trc_out_level_name(int level)
{
    switch (level) {
    case TRC_LEVEL_APPL: return "APPL";
    case TRC_LEVEL_SVC: return "SVC";
    case TRC_LEVEL_INT: return "INT";
    case TRC_LEVEL_0: return "0";
    default: return "KERN";
    }
}

/* ---- u64 map --------------------------------------------------------------------------- */

static uint32_t map_slot(const trc_out_map *m, uint64_t key)
{
    uint64_t h = key * 0x9E3779B97F4A7C15u;
    uint32_t i = (uint32_t)(h >> 32) & (m->cap - 1);
    while (m->used[i] && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
    return i;
}

int trc_out_grow(void **arr, uint32_t *cap, uint32_t n, size_t size)
{
    if (n < *cap) return 0;
    uint32_t nc = *cap ? *cap * 2 : 16;
    while (nc <= n) nc *= 2;
    void *p = realloc(*arr, (size_t)nc * size);
    if (!p) return -1;
    memset((char *)p + (size_t)*cap * size, 0, (size_t)(nc - *cap) * size);
    *arr = p;
    *cap = nc;
    return 0;
}

uint32_t trc_out_big_id_slow(trc_out_map *m, uint32_t *n, uint64_t v, int *big, int *failed)
{
    *big = 1;
    uint32_t k;
    if (!trc_out_map_get(m, v, &k)) {
        k = (*n)++;
        if (trc_out_map_put(m, v, k)) *failed = 1;
    }
    return 0x7FFF0000u + k;
}

int trc_out_map_get(const trc_out_map *m, uint64_t key, uint32_t *val)
{
    if (!m->cap) return 0;
    uint32_t i = map_slot(m, key);
    if (!m->used[i]) return 0;
    *val = m->vals[i];
    return 1;
}

int trc_out_map_put(trc_out_map *m, uint64_t key, uint32_t val)
{
    if ((m->n + 1) * 2 > m->cap) {
        uint32_t ncap = m->cap ? m->cap * 2 : 64;
        trc_out_map nm = { calloc(ncap, sizeof(uint64_t)), calloc(ncap, sizeof(uint32_t)),
                           calloc(ncap, 1), ncap, 0 };
        if (!nm.keys || !nm.vals || !nm.used) { trc_out_map_free(&nm); return -1; }
        for (uint32_t i = 0; i < m->cap; i++) {
            if (!m->used[i]) continue;
            uint32_t j = map_slot(&nm, m->keys[i]);
            nm.used[j] = 1;
            nm.keys[j] = m->keys[i];
            nm.vals[j] = m->vals[i];
            nm.n++;
        }
        trc_out_map_free(m);
        *m = nm;
    }
    uint32_t i = map_slot(m, key);
    if (!m->used[i]) { m->used[i] = 1; m->keys[i] = key; m->n++; }
    m->vals[i] = val;
    return 0;
}

void trc_out_map_free(trc_out_map *m)
{
    free(m->keys);
    free(m->vals);
    free(m->used);
    memset(m, 0, sizeof *m);
}

/* ---- -j ------------------------------------------------------------------------------- */

void trc_out_list_templates(trc_buf *b, const trc_progset *set, const struct trc_tset *marks)
{
    static const char hex[] = "0123456789ABCDEF";
    for (uint32_t i = 0; i < set->nprogs; i++) {
        const trc_prog *p = &set->progs[i];
        uint32_t v = trc_hook_display(p->hook);
        int d = trc_hook_digits(p->hook);
        char id[8];
        for (int k = 0; k < d; k++) id[k] = hex[(v >> (4 * (d - 1 - k))) & 15];
        trc_buf_add(b, id, (size_t)d);
        size_t n = p->label_len;
        while (n > 0 && p->label[n - 1] == ' ') n--;
        if (n) {
            trc_buf_fill(b, ' ', (size_t)(6 - d));
            trc_buf_add(b, p->label, n);
        }
        if (marks && trc_tset_is_builtin(marks, p->hook)) trc_buf_adds(b, n ? " (built-in)" : "   (built-in)");
        trc_buf_addc(b, '\n');
    }
}
