/* trcasm_asm.c -- trcasm's assembler: the text syntax of trclog files and raw AIX streams
 * (docs/ref/tracelog.md §6.1) read line by line into the trclog writer (formats/trclog_write.c).
 * Errors go to stderr as FILE:LINE: error: ...; the result is an exit status (tools/). */
#include "formats/trclog.h"
#include "common/buf.h"
#include "tools/exitcodes.h"
#include "tools/trcasm_int.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

enum { MAX_ERRORS = 50 };   /* errors reported before the assembler gives up */

/* One token of a line. */
typedef struct tok {
    const char *p;           /* first character */
    size_t n;                /* length */
} tok;

/* Assembler state. */
typedef struct asmst {
    const char *fname;       /* input name for messages */
    unsigned long line;      /* current line number */
    int nerr;                /* errors reported */
    int raw;                 /* 0 = trclog, 32 = --aix32, 64 = --aix64 */
    int seen_magic;          /* the `trcasm 1` line was seen */
    int in_records;          /* the `records` line was seen */
    trc_trclog_wopts o;      /* header being collected */
    trc_buf tlvspec;         /* header TLVs in line order: kind, tag, u32 len, bytes */
    trc_buf hpad;            /* hpad bytes */
    int have_hpad;           /* an hpad line was seen */
    trc_trclog_writer *w;    /* output (created at `records`) */
    int out_fd;              /* output descriptor */
    tok *toks;               /* tokens of the current line */
    size_t ntoks, captoks;   /* used / allocated tokens */
    trc_buf fb, pad, str;    /* scratch: format buffer, pad bytes, decoded string */
    int oom;                 /* out of memory */
} asmst;

static void aerr(asmst *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void aerr(asmst *a, const char *fmt, ...)
{
    a->nerr++;
    if (a->nerr > MAX_ERRORS) return;
    fprintf(stderr, "%s:%lu: error: ", a->fname, a->line);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (a->nerr == MAX_ERRORS) fprintf(stderr, "%s: too many errors, giving up\n", a->fname);
}

static int tokeq(tok t, const char *s) { return strlen(s) == t.n && memcmp(t.p, s, t.n) == 0; }

/* Split a line into blank-separated tokens; "…" parts may contain blanks. */
static int tokenize(asmst *a, const char *s, size_t n)
{
    a->ntoks = 0;
    size_t i = 0;
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
        if (i >= n) break;
        size_t st = i;
        int inq = 0;
        while (i < n && (inq || (s[i] != ' ' && s[i] != '\t'))) {
            if (inq && s[i] == '\\' && i + 1 < n) { i += 2; continue; }
            if (s[i] == '"') inq = !inq;
            i++;
        }
        if (inq) { aerr(a, "unterminated string"); return -1; }
        if (a->ntoks == a->captoks) {
            size_t c = a->captoks ? a->captoks * 2 : 16;
            tok *t = realloc(a->toks, c * sizeof *t);
            if (!t) { a->oom = 1; return -1; }
            a->toks = t;
            a->captoks = c;
        }
        a->toks[a->ntoks].p = s + st;
        a->toks[a->ntoks].n = i - st;
        a->ntoks++;
    }
    return 0;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decode a "…" token into a->str; what = context for messages. */
static int parse_string(asmst *a, tok t, const char *what)
{
    a->str.len = 0;
    if (t.n < 2 || t.p[0] != '"' || t.p[t.n - 1] != '"') {
        aerr(a, "%s: expected a \"string\", got '%.*s'", what, (int)t.n, t.p);
        return -1;
    }
    for (size_t i = 1; i + 1 < t.n; i++) {
        char c = t.p[i];
        if (c == '"') { aerr(a, "%s: unescaped '\"' inside a string", what); return -1; }
        if (c != '\\') { trc_buf_addc(&a->str, c); continue; }
        if (i + 2 >= t.n) { aerr(a, "%s: '\\' at the end of a string", what); return -1; }
        c = t.p[++i];
        switch (c) {
        case '\\': trc_buf_addc(&a->str, '\\'); break;
        case '"': trc_buf_addc(&a->str, '"'); break;
        case '0': trc_buf_addc(&a->str, 0); break;
        case 'n': trc_buf_addc(&a->str, '\n'); break;
        case 't': trc_buf_addc(&a->str, '\t'); break;
        case 'x': {
            int h1 = i + 2 < t.n - 1 ? hexval(t.p[i + 1]) : -1;
            int h2 = i + 2 < t.n - 1 ? hexval(t.p[i + 2]) : -1;
            if (h1 < 0 || h2 < 0) {
                aerr(a, "%s: '\\x' needs two hex digits", what);
                return -1;
            }
            trc_buf_addc(&a->str, h1 << 4 | h2);
            i += 2;
            break;
        }
        default:
            aerr(a, "%s: unknown escape '\\%c'", what, c);
            return -1;
        }
    }
    if (a->str.failed) { a->oom = 1; return -1; }
    return 0;
}

/* Decimal u64 no greater than max. */
static int parse_u64(asmst *a, tok t, uint64_t max, uint64_t *v, const char *what)
{
    uint64_t x = 0;
    if (t.n == 0) { aerr(a, "%s: missing number", what); return -1; }
    for (size_t i = 0; i < t.n; i++) {
        if (t.p[i] < '0' || t.p[i] > '9') {
            aerr(a, "%s: bad number '%.*s'", what, (int)t.n, t.p);
            return -1;
        }
        unsigned d = (unsigned)(t.p[i] - '0');
        if (x > (UINT64_MAX - d) / 10) { aerr(a, "%s: number too large '%.*s'", what, (int)t.n, t.p); return -1; }
        x = x * 10 + d;
    }
    if (x > max) {
        aerr(a, "%s: %.*s is out of range (max %llu)", what, (int)t.n, t.p, (unsigned long long)max);
        return -1;
    }
    *v = x;
    return 0;
}

/* Signed decimal i64. */
static int parse_i64(asmst *a, tok t, int64_t *v, const char *what)
{
    int neg = t.n > 0 && t.p[0] == '-';
    tok u = { t.p + neg, t.n - (size_t)neg };
    uint64_t x;
    if (parse_u64(a, u, neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX, &x, what)) return -1;
    *v = neg ? (x == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)x) : (int64_t)x;
    return 0;
}

/* 0xHEX no greater than max. */
static int parse_0x(asmst *a, tok t, uint64_t max, uint64_t *v, const char *what)
{
    if (t.n < 3 || t.p[0] != '0' || (t.p[1] != 'x' && t.p[1] != 'X') || t.n > 18) {
        aerr(a, "%s: expected 0xHEX, got '%.*s'", what, (int)t.n, t.p);
        return -1;
    }
    uint64_t x = 0;
    for (size_t i = 2; i < t.n; i++) {
        int h = hexval(t.p[i]);
        if (h < 0) { aerr(a, "%s: bad hex number '%.*s'", what, (int)t.n, t.p); return -1; }
        x = x << 4 | (unsigned)h;
    }
    if (x > max) { aerr(a, "%s: %.*s is out of range", what, (int)t.n, t.p); return -1; }
    *v = x;
    return 0;
}

/* Hex byte string appended to b. */
static int parse_hexbytes(asmst *a, tok t, trc_buf *b, const char *what)
{
    if (t.n % 2) { aerr(a, "%s: odd number of hex digits", what); return -1; }
    for (size_t i = 0; i < t.n; i += 2) {
        int h1 = hexval(t.p[i]), h2 = hexval(t.p[i + 1]);
        if (h1 < 0 || h2 < 0) { aerr(a, "%s: bad hex digit in '%.*s'", what, (int)t.n, t.p); return -1; }
        trc_buf_addc(b, h1 << 4 | h2);
    }
    if (b->failed) { a->oom = 1; return -1; }
    return 0;
}

/* Hex number of at most `digits` digits. */
static int parse_hexword(asmst *a, const char *p, size_t n, unsigned digits, uint64_t *v,
                         const char *what)
{
    if (n == 0 || n > digits) {
        aerr(a, "%s: word '%.*s' must have 1 to %u hex digits", what, (int)n, p, digits);
        return -1;
    }
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++) {
        int h = hexval(p[i]);
        if (h < 0) { aerr(a, "%s: bad hex digit in '%.*s'", what, (int)n, p); return -1; }
        x = x << 4 | (unsigned)h;
    }
    *v = x;
    return 0;
}

static int nargs(asmst *a, const char *kw, size_t want)
{
    if (a->ntoks - 1 == want) return 0;
    aerr(a, "%s: expected %zu argument%s, got %zu", kw, want, want == 1 ? "" : "s", a->ntoks - 1);
    return -1;
}

/* Record a TLV for the header: kind 0 = tlv (tag, value), 1 = tlvraw (bytes). */
static void add_tlvspec(asmst *a, int kind, uint16_t tag, const void *p, size_t n)
{
    uint8_t h[7];
    h[0] = (uint8_t)kind;
    memcpy(h + 1, &tag, 2);
    uint32_t n32 = (uint32_t)n;
    memcpy(h + 3, &n32, 4);
    trc_buf_add(&a->tlvspec, h, 7);
    trc_buf_add(&a->tlvspec, p, n);
    if (a->tlvspec.failed) a->oom = 1;
}

const char *const trcasm_tlv_names[10] = { "sysname", "nodename", "release", "version", "machine",
                                          "cmdline", "source", "producer", "buffering", "ipaddr" };

/* A header line; t[0] is the keyword. */
static void header_line(asmst *a)
{
    tok *t = a->toks;
    uint64_t v, v2;
    if (!a->seen_magic) {
        a->seen_magic = 1;
        if (a->ntoks == 2 && tokeq(t[0], "trcasm") && tokeq(t[1], "1")) return;
        if (a->ntoks == 2 && tokeq(t[0], "trcasm"))
            aerr(a, "unsupported trcasm text version '%.*s' (expected 1)", (int)t[1].n, t[1].p);
        else
            aerr(a, "the first line must be \"trcasm 1\"");
        return;
    }
    if (tokeq(t[0], "byteorder")) {
        if (nargs(a, "byteorder", 1)) return;
        if (tokeq(t[1], "big")) a->o.bo = TRC_BO_BIG;
        else if (tokeq(t[1], "little")) a->o.bo = TRC_BO_LITTLE;
        else aerr(a, "byteorder: expected big or little, got '%.*s'", (int)t[1].n, t[1].p);
    } else if (tokeq(t[0], "env")) {
        if (nargs(a, "env", 1)) return;
        if (tokeq(t[1], "32")) a->o.env = 32;
        else if (tokeq(t[1], "64")) a->o.env = 64;
        else aerr(a, "env: expected 32 or 64, got '%.*s'", (int)t[1].n, t[1].p);
    } else if (tokeq(t[0], "timebase")) {
        if (nargs(a, "timebase", 2)) return;
        if (parse_u64(a, t[1], UINT64_MAX, &v, "timebase")) return;
        if (parse_u64(a, t[2], UINT64_MAX, &v2, "timebase")) return;
        if (v2 == 0) { aerr(a, "timebase: the denominator must not be 0"); return; }
        a->o.tb_num = v;
        a->o.tb_den = v2;
    } else if (tokeq(t[0], "start")) {
        if (nargs(a, "start", 2)) return;
        int64_t wall = INT64_MIN;
        if (!tokeq(t[1], "unknown") && parse_i64(a, t[1], &wall, "start")) return;
        if (parse_u64(a, t[2], UINT64_MAX, &v, "start")) return;
        a->o.start_wall = wall;
        a->o.start_ticks = v;
    } else if (tokeq(t[0], "cpus")) {
        if (nargs(a, "cpus", 1) || parse_u64(a, t[1], 0xFFFF, &v, "cpus")) return;
        a->o.ncpus = (uint16_t)v;
    } else if (tokeq(t[0], "syncinterval")) {
        if (nargs(a, "syncinterval", 1) || parse_u64(a, t[1], 0xFFFFFFFFu, &v, "syncinterval")) return;
        a->o.sync_interval = (uint32_t)v;
    } else if (tokeq(t[0], "hflags")) {
        if (nargs(a, "hflags", 1) || parse_0x(a, t[1], 0xFFFFFFFFu, &v, "hflags")) return;
        a->o.hflags = (uint32_t)v;
    } else if (tokeq(t[0], "attr")) {
        if (nargs(a, "attr", 2) || parse_string(a, t[1], "attr")) return;
        trc_buf kv;
        trc_buf_init(&kv);
        trc_buf_add(&kv, a->str.data, a->str.len);
        trc_buf_addc(&kv, 0);
        if (parse_string(a, t[2], "attr")) { trc_buf_free(&kv); return; }
        trc_buf_add(&kv, a->str.data, a->str.len);
        if (kv.failed) a->oom = 1;
        else if (kv.len > 65535) aerr(a, "attr: value too long (%zu bytes, max 65535)", kv.len);
        else add_tlvspec(a, 0, TRC_TLV_ATTR, kv.data, kv.len);
        trc_buf_free(&kv);
    } else if (tokeq(t[0], "tlv")) {
        if (a->ntoks != 2 && nargs(a, "tlv", 2)) return;   /* `tlv TAG` = empty value */
        if (parse_u64(a, t[1], 0xFFFF, &v, "tlv")) return;
        a->str.len = 0;
        if (a->ntoks == 3 && parse_hexbytes(a, t[2], &a->str, "tlv")) return;
        if (a->str.len > 65535) { aerr(a, "tlv: value too long (%zu bytes, max 65535)", a->str.len); return; }
        if (v == 0 && a->str.len == 0) { aerr(a, "tlv: tag 0 with length 0 is the end marker"); return; }
        add_tlvspec(a, 0, (uint16_t)v, a->str.data, a->str.len);
    } else if (tokeq(t[0], "tlvraw")) {
        if (nargs(a, "tlvraw", 1)) return;
        a->str.len = 0;
        if (parse_hexbytes(a, t[1], &a->str, "tlvraw")) return;
        if (a->str.len == 0 || a->str.len % 4) {
            aerr(a, "tlvraw: expected a whole TLV (a multiple of 4 bytes), got %zu bytes", a->str.len);
            return;
        }
        add_tlvspec(a, 1, 0, a->str.data, a->str.len);
    } else if (tokeq(t[0], "hpad")) {
        if (nargs(a, "hpad", 1)) return;
        a->hpad.len = 0;
        if (parse_hexbytes(a, t[1], &a->hpad, "hpad")) return;
        a->have_hpad = 1;
    } else {
        for (int i = 0; i < 10; i++) {
            if (!tokeq(t[0], trcasm_tlv_names[i])) continue;
            if (nargs(a, trcasm_tlv_names[i], 1) || parse_string(a, t[1], trcasm_tlv_names[i])) return;
            if (a->str.len > 65535) { aerr(a, "%s: text too long (max 65535 bytes)", trcasm_tlv_names[i]); return; }
            add_tlvspec(a, 0, (uint16_t)(i + 1), a->str.data, a->str.len);
            return;
        }
        if (tokeq(t[0], "ev") || tokeq(t[0], "sync") || tokeq(t[0], "raw"))
            aerr(a, "'%.*s' before the 'records' line", (int)t[0].n, t[0].p);
        else
            aerr(a, "unknown header line '%.*s'", (int)t[0].n, t[0].p);
    }
}

/* The `records` line: encode the TLVs and write the header. */
static void start_records(asmst *a)
{
    a->in_records = 1;
    if (a->nerr) return;
    if (a->raw) {
        a->w = trc_trclog_writer_new_bare(a->out_fd, 0, a->o.bo);
        if (!a->w) a->oom = 1;
        return;
    }
    trc_buf tl;
    trc_buf_init(&tl);
    for (size_t i = 0; i < a->tlvspec.len;) {
        const uint8_t *h = (const uint8_t *)a->tlvspec.data + i;
        uint16_t tag;
        uint32_t n;
        memcpy(&tag, h + 1, 2);
        memcpy(&n, h + 3, 4);
        if (h[0] == 0) trc_tlv_add(&tl, a->o.bo, tag, h + 7, (uint16_t)n);
        else trc_buf_add(&tl, h + 7, n);
        i += 7 + n;
    }
    if (tl.failed) { a->oom = 1; trc_buf_free(&tl); return; }
    a->o.tlvs = (const uint8_t *)tl.data;
    a->o.tlvs_len = tl.len;
    a->o.hpad = a->have_hpad ? (const uint8_t *)(a->hpad.data ? a->hpad.data : "") : NULL;
    a->o.hpad_len = a->hpad.len;
    a->o.auto_sync = 0;
    char err[128];
    a->w = trc_trclog_writer_new(a->out_fd, 0, &a->o, err, sizeof err);
    if (!a->w) aerr(a, "records: %s", err);
    trc_buf_free(&tl);
}

/* Key/value split of an ev/sync token. */
static int split_kv(tok t, tok *k, tok *v)
{
    const char *eq = memchr(t.p, '=', t.n);
    if (!eq) { *k = t; v->p = t.p + t.n; v->n = 0; return 0; }
    k->p = t.p;
    k->n = (size_t)(eq - t.p);
    v->p = eq + 1;
    v->n = t.n - k->n - 1;
    return 1;
}

/* cpu/pid/tid value: number or '-' (unknown = all ones). */
static int parse_idval(asmst *a, tok v, uint64_t max, uint64_t *out, const char *what)
{
    if (tokeq(v, "-")) { *out = max; return 0; }
    return parse_u64(a, v, max, out, what);
}

static void ev_line(asmst *a)
{
    enum { K_T, K_CPU, K_PID, K_TID, K_NS, K_EF, K_UNC, K_HW, K_D, K_BUF, K_STR, K_PAD, K_N };
    static const char *const names[K_N] = { "t", "cpu", "pid", "tid", "ns", "ef", "uncommitted",
                                            "hw", "d", "buf", "str", "pad" };
    tok val[K_N];
    int seen[K_N] = { 0 };
    for (size_t i = 1; i < a->ntoks; i++) {
        tok k, v;
        int haseq = split_kv(a->toks[i], &k, &v);
        int key = -1;
        for (int j = 0; j < K_N; j++) if (tokeq(k, names[j])) key = j;
        if (key < 0) { aerr(a, "ev: unknown key '%.*s'", (int)k.n, k.p); return; }
        if (haseq == (key == K_UNC)) {
            if (key == K_UNC) aerr(a, "ev: 'uncommitted' takes no value");
            else aerr(a, "ev: '%s' needs a value (%s=...)", names[key], names[key]);
            return;
        }
        if (seen[key]) { aerr(a, "ev: duplicate key '%s'", names[key]); return; }
        seen[key] = 1;
        val[key] = v;
    }
    if (!seen[K_HW]) { aerr(a, "ev: missing hw="); return; }
    if (seen[K_BUF] && seen[K_STR]) { aerr(a, "ev: buf= and str= are exclusive"); return; }
    if (a->raw) {
        static const int env_keys[] = { K_CPU, K_PID, K_TID, K_NS, K_EF, K_UNC };
        for (size_t j = 0; j < sizeof env_keys / sizeof env_keys[0]; j++)
            if (seen[env_keys[j]]) {
                aerr(a, "ev: '%s' is an envelope key, not allowed in a raw AIX stream", names[env_keys[j]]);
                return;
            }
    } else if (!seen[K_T]) {
        aerr(a, "ev: missing t=");
        return;
    }
    /* hook word */
    tok hw = val[K_HW];
    if (hw.n != 8 && hw.n != 16) { aerr(a, "hw: expected 8 or 16 hex digits, got '%.*s'", (int)hw.n, hw.p); return; }
    int e64 = hw.n == 16;
    if (a->raw == 32 && e64) { aerr(a, "hw: an aix32 entry needs 8 hex digits"); return; }
    if (a->raw == 64 && !e64) { aerr(a, "hw: an aix64 entry needs 16 hex digits"); return; }
    for (size_t i = 0; i < hw.n; i++)
        if (hexval(hw.p[i]) < 0) { aerr(a, "hw: bad hex digit in '%.*s'", (int)hw.n, hw.p); return; }
    trc_byteorder bo = a->o.bo;
    a->fb.len = 0;
    uint16_t f[4];
    for (size_t i = 0; i < hw.n / 4; i++) {
        uint64_t x;
        if (parse_hexword(a, hw.p + 4 * i, 4, 4, &x, "hw")) return;
        f[i] = (uint16_t)x;
        uint8_t b[2];
        trc_put16(b, f[i], bo);
        trc_buf_add(&a->fb, b, 2);
    }
    /* data words */
    if (seen[K_D]) {
        tok d = val[K_D];
        unsigned digits = e64 ? 16 : 8;
        size_t i = 0;
        for (;;) {
            const char *c = memchr(d.p + i, ',', d.n - i);
            size_t n = c ? (size_t)(c - (d.p + i)) : d.n - i;
            uint64_t x;
            if (parse_hexword(a, d.p + i, n, digits, &x, "d")) return;
            uint8_t b[8];
            if (e64) trc_put64(b, x, bo); else trc_put32(b, (uint32_t)x, bo);
            trc_buf_add(&a->fb, b, e64 ? 8 : 4);
            if (!c) break;
            i += n + 1;
        }
    }
    if (seen[K_BUF] && parse_hexbytes(a, val[K_BUF], &a->fb, "buf")) return;
    if (seen[K_STR]) {
        if (parse_string(a, val[K_STR], "str")) return;
        trc_buf_add(&a->fb, a->str.data, a->str.len);
    }
    a->pad.len = 0;
    if (seen[K_PAD] && parse_hexbytes(a, val[K_PAD], &a->pad, "pad")) return;
    if (a->fb.failed || a->pad.failed) { a->oom = 1; return; }
    uint64_t t = 0;
    if (seen[K_T] && parse_u64(a, val[K_T], UINT64_MAX, &t, "t")) return;
    size_t L = a->fb.len;
    if (a->raw) {
        size_t unit = a->raw == 32 ? 4 : 8;
        size_t fill = (unit - L % unit) % unit;
        int timed = a->raw == 32 ? (f[0] & 8) != 0 : (f[0] & 0x8000) != 0;
        if (seen[K_PAD] && a->pad.len != fill) {
            aerr(a, "pad: expected %zu byte%s of fill, got %zu", fill, fill == 1 ? "" : "s", a->pad.len);
            return;
        }
        if (timed && !seen[K_T]) { aerr(a, "ev: t= is required for a time-stamped entry"); return; }
        if (a->nerr || !a->w) return;
        static const uint8_t zeros[8];
        trc_trclog_write_raw(a->w, a->fb.data, L);
        trc_trclog_write_raw(a->w, seen[K_PAD] ? (const uint8_t *)a->pad.data : zeros, fill);
        if (timed) {
            uint8_t b[8];
            if (a->raw == 32) trc_put32(b, (uint32_t)t, bo); else trc_put64(b, t, bo);
            trc_trclog_write_raw(a->w, b, a->raw == 32 ? 4 : 8);
        }
        return;
    }
    if (L > 65535) { aerr(a, "ev: format buffer too long (%zu bytes, max 65535)", L); return; }
    size_t padlen = ((32 + L + 7) & ~(size_t)7) - 32 - L;
    if (seen[K_PAD] && a->pad.len != padlen) {
        aerr(a, "pad: expected %zu byte%s of padding, got %zu", padlen, padlen == 1 ? "" : "s", a->pad.len);
        return;
    }
    trc_record r;
    memset(&r, 0, sizeof r);
    uint64_t x;
    r.ticks = t;
    r.cpu = 0;
    if (seen[K_CPU]) { if (parse_idval(a, val[K_CPU], 0xFFFF, &x, "cpu")) return; r.cpu = (uint16_t)x; }
    if (seen[K_PID]) { if (parse_idval(a, val[K_PID], 0xFFFFFFFFu, &x, "pid")) return; r.pid = (uint32_t)x; }
    if (seen[K_TID]) { if (parse_idval(a, val[K_TID], UINT64_MAX, &x, "tid")) return; r.tid = x; }
    if (seen[K_NS]) {
        if (parse_u64(a, val[K_NS], 255, &x, "ns")) return;
        if (x && !e64) { aerr(a, "ns: a non-zero namespace needs the 64-bit layout (16-digit hw=)"); return; }
        r.ns = (uint8_t)x;
    }
    r.flags = (uint16_t)((seen[K_UNC] ? 0 : TRC_EF_COMMIT) | (e64 ? TRC_EF_E64 : 0));
    if (seen[K_EF]) {
        if (parse_0x(a, val[K_EF], 0xFFFF, &x, "ef")) return;
        if (x & ~(uint64_t)0x3FFE) { aerr(a, "ef: only envelope flag bits 1-13 (mask 0x3FFE) may be given"); return; }
        r.flags |= (uint16_t)x;
    }
    if (a->nerr || !a->w) return;
    r.fb = (const uint8_t *)a->fb.data;
    r.len = (uint32_t)L;
    r.bo = bo;
    trc_trclog_write_record(a->w, &r, seen[K_PAD] ? (const uint8_t *)a->pad.data : NULL);
}

static void sync_line(asmst *a)
{
    if (a->raw) { aerr(a, "sync: sync markers do not exist in a raw AIX stream"); return; }
    uint64_t seq = 0, t = 0;
    int have_seq = 0, have_t = 0;
    for (size_t i = 1; i < a->ntoks; i++) {
        tok k, v;
        if (!split_kv(a->toks[i], &k, &v)) { aerr(a, "sync: expected seq=N or t=TICKS, got '%.*s'", (int)k.n, k.p); return; }
        if (tokeq(k, "seq") && !have_seq) { if (parse_u64(a, v, UINT64_MAX, &seq, "sync")) return; have_seq = 1; }
        else if (tokeq(k, "t") && !have_t) { if (parse_u64(a, v, UINT64_MAX, &t, "sync")) return; have_t = 1; }
        else { aerr(a, "sync: unknown or duplicate key '%.*s'", (int)k.n, k.p); return; }
    }
    if (!have_seq || !have_t) { aerr(a, "sync: seq= and t= are required"); return; }
    if (a->nerr || !a->w) return;
    trc_trclog_write_sync(a->w, seq, t);
}

static void raw_line(asmst *a)
{
    if (nargs(a, "raw", 1)) return;
    a->str.len = 0;
    if (parse_hexbytes(a, a->toks[1], &a->str, "raw")) return;
    if (a->str.len == 0) { aerr(a, "raw: no bytes"); return; }
    if (a->nerr || !a->w) return;
    trc_trclog_write_raw(a->w, a->str.data, a->str.len);
}

static void record_line(asmst *a)
{
    tok k = a->toks[0];
    if (tokeq(k, "ev")) ev_line(a);
    else if (tokeq(k, "sync")) sync_line(a);
    else if (tokeq(k, "raw")) raw_line(a);
    else if (tokeq(k, "records")) aerr(a, "duplicate 'records' line");
    else aerr(a, "unknown record line '%.*s' (expected ev, sync or raw)", (int)k.n, k.p);
}

/* Assemble the text of `in` to out_fd.  Returns an exit status. */
int trcasm_assemble(FILE *in, const char *fname, int raw, int out_fd)
{
    asmst a;
    memset(&a, 0, sizeof a);
    a.fname = fname;
    a.raw = raw;
    a.out_fd = out_fd;
    trc_trclog_wopts_init(&a.o);
    a.o.start_wall = INT64_MIN;   /* no `start` line: start time unknown (docs/messages.md) */
    trc_buf_init(&a.tlvspec);
    trc_buf_init(&a.hpad);
    trc_buf_init(&a.fb);
    trc_buf_init(&a.pad);
    trc_buf_init(&a.str);
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while (!a.oom && a.nerr < MAX_ERRORS && (n = getline(&line, &cap, in)) >= 0) {
        a.line++;
        if (n > 0 && line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;  /* CRLF text */
        size_t i = 0;
        while (i < (size_t)n && (line[i] == ' ' || line[i] == '\t')) i++;
        if (i == (size_t)n || line[i] == '#') continue;
        if (tokenize(&a, line, (size_t)n) != 0 || a.ntoks == 0) continue;
        if (a.in_records) record_line(&a);
        else if (a.seen_magic && tokeq(a.toks[0], "records")) {
            if (a.ntoks != 1) aerr(&a, "records: takes no argument");
            else start_records(&a);
        } else header_line(&a);
    }
    int status = TRC_EXIT_OK;
    if (ferror(in)) {
        fprintf(stderr, "trcasm: %s: read error: %s\n", fname, strerror(errno));
        status = TRC_EXIT_INPUT;
    } else if (!a.oom && a.nerr < MAX_ERRORS && !a.in_records) {
        if (a.line == 0) a.line = 1;
        if (!a.seen_magic) aerr(&a, "empty input: the first line must be \"trcasm 1\"");
        else aerr(&a, "missing 'records' line at the end of the header");
    }
    if (a.oom) { fprintf(stderr, "trcasm: out of memory\n"); status = TRC_EXIT_INTERNAL; }
    else if (a.nerr && status == TRC_EXIT_OK) status = TRC_EXIT_INPUT;
    if (a.w) {
        if (trc_trclog_writer_close(a.w) != 0 && status == TRC_EXIT_OK) {
            if (errno == EPIPE) status = TRC_EXIT_OK;
            else { fprintf(stderr, "trcasm: cannot write the output: %s\n", strerror(errno)); status = TRC_EXIT_OUTPUT; }
        }
    }
    free(line);
    free(a.toks);
    trc_buf_free(&a.tlvspec);
    trc_buf_free(&a.hpad);
    trc_buf_free(&a.fb);
    trc_buf_free(&a.pad);
    trc_buf_free(&a.str);
    return status;
}
