/* fastfmt_test.c -- unit tests of the word-at-a-time formatters: JSON escaping and CSV
 * quoting (report/out_common.c, 8 bytes per step) and the digits/hex writers
 * (common/digits.h, trc_fmt_hex), each against a byte-by-byte reference on random and
 * edge-case inputs.  Prints TAP. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "report/out_int.h"
#include "interp/vmint.h"
#include "common/digits.h"

/* Test counters. */
typedef struct tap {
    int n;          /* tests run */
    int failed;     /* tests failed */
} tap;

static void ok(tap *t, int cond, const char *name)
{
    t->n++;
    if (!cond) t->failed++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", t->n, name);
}

/* Reference JSON escaping, one byte at a time. */
static void ref_json(trc_buf *b, const unsigned char *u, size_t n)
{
    static const char hexl[] = "0123456789abcdef";
    for (size_t i = 0; i < n;) {
        unsigned c = u[i];
        char e[8];
        if (c == '"' || c == '\\') { e[0] = '\\'; e[1] = (char)c; trc_buf_add_slow(b, e, 2); i++; }
        else if (c == '\n') { trc_buf_add_slow(b, "\\n", 2); i++; }
        else if (c == '\t') { trc_buf_add_slow(b, "\\t", 2); i++; }
        else if (c == '\r') { trc_buf_add_slow(b, "\\r", 2); i++; }
        else if (c < 0x20) {
            memcpy(e, "\\u00", 4); e[4] = hexl[c >> 4]; e[5] = hexl[c & 15];
            trc_buf_add_slow(b, e, 6); i++;
        } else if (c < 0x80) { e[0] = (char)c; trc_buf_add_slow(b, e, 1); i++; }
        else {
            size_t k = trc_out_utf8_len(u + i, n - i);
            if (k == 0) { trc_buf_add_slow(b, "\xEF\xBF\xBD", 3); i++; }
            else { trc_buf_add_slow(b, u + i, k); i += k; }
        }
    }
}

/* Reference CSV cell. */
static void ref_csv(trc_buf *b, const unsigned char *u, size_t n)
{
    int quote = 0;
    for (size_t i = 0; i < n; i++) if (u[i] == ',' || u[i] == '"' || u[i] == '\r' || u[i] == '\n') quote = 1;
    if (quote) trc_buf_add_slow(b, "\"", 1);
    for (size_t i = 0; i < n;) {
        unsigned c = u[i];
        if (c < 0x80) {
            if (c == '"') trc_buf_add_slow(b, "\"", 1);
            trc_buf_add_slow(b, u + i, 1);
            i++;
            continue;
        }
        size_t k = trc_out_utf8_len(u + i, n - i);
        if (k == 0) { trc_buf_add_slow(b, "\xEF\xBF\xBD", 3); i++; }
        else { trc_buf_add_slow(b, u + i, k); i += k; }
    }
    if (quote) trc_buf_add_slow(b, "\"", 1);
}

static int same(const trc_buf *a, const trc_buf *b)
{
    return a->len == b->len && (a->len == 0 || memcmp(a->data, b->data, a->len) == 0);
}

int main(void)
{
    tap t = {0, 0};
    static const unsigned char alphabet[] = "abcXYZ019 ,\"\\\n\r\t\x01\x1f\x7f\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\xff\x80";
    unsigned seed = 12345;
    int json_bad = 0, csv_bad = 0;
    trc_buf a, b;
    trc_buf_init(&a);
    trc_buf_init(&b);
    for (int round = 0; round < 20000; round++) {
        unsigned char s[80];
        size_t n = (size_t)(round % 70);
        int plain = round % 3 == 0;   /* mostly plain text: the 8-byte path */
        for (size_t i = 0; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            unsigned r = seed >> 16;
            s[i] = plain && r % 16 ? (unsigned char)('a' + r % 26) : alphabet[r % (sizeof alphabet - 1)];
        }
        a.len = b.len = 0;
        trc_out_json_chars(&a, (const char *)s, n);
        ref_json(&b, s, n);
        if (!same(&a, &b)) json_bad++;
        /* the same string inside a larger readable buffer (whole-word reads past its end) */
        char big[80 * 6 + 16];
        unsigned char pad[96];
        memcpy(pad, s, n);
        memset(pad + n, round & 1 ? '"' : 'a', sizeof pad - n);
        char *e = trc_out_json_put(big, (const char *)pad, n, (const char *)pad + sizeof pad);
        if ((size_t)(e - big) != b.len || (b.len && memcmp(big, b.data, b.len) != 0)) json_bad++;
        a.len = b.len = 0;
        trc_out_csv_cell(&a, (const char *)s, n);
        ref_csv(&b, s, n);
        if (!same(&a, &b)) csv_bad++;
    }
    ok(&t, json_bad == 0, "JSON escaping equals the byte-wise reference on 20000 strings");
    ok(&t, csv_bad == 0, "CSV quoting equals the byte-wise reference on 20000 strings");
    a.len = 0;
    trc_out_json_chars(&a, "0123456\"89abcdef\\", 17);
    ok(&t, a.len == 19 && memcmp(a.data, "0123456\\\"89abcdef\\\\", 19) == 0, "JSON: specials at word ends");
    a.len = 0;
    trc_out_csv_cell(&a, "abcdefgh,ijklmnop\"q", 19);
    ok(&t, a.len == 22 && memcmp(a.data, "\"abcdefgh,ijklmnop\"\"q\"", 22) == 0, "CSV: comma after a plain word");

    int dec_bad = 0, hex_bad = 0;
    for (int i = 0; i < 64 * 17; i++) {
        uint64_t v = i < 64 ? (uint64_t)1 << (i % 64) : 0;
        if (i >= 64) { seed = seed * 1103515245u + 12345u; v = ((uint64_t)seed << 32 | (seed * 7u)) >> (i % 64); }
        char x[40], r[48];
        size_t n = trc_put_u64(x, v);
        int rn = snprintf(r, sizeof r, "%llu", (unsigned long long)v);
        if ((int)n != rn || memcmp(x, r, n) != 0) dec_bad++;
        unsigned mind = (unsigned)(i % 20);
        n = trc_fmt_hex(x, v, mind);
        rn = snprintf(r, sizeof r, "%0*llX", (int)mind, (unsigned long long)v);
        if ((int)n != rn || memcmp(x, r, n) != 0) hex_bad++;
    }
    ok(&t, dec_bad == 0, "trc_put_u64 equals printf %llu");
    int small_bad = 0;   /* every value of the 1-4 digit paths and past them */
    for (uint64_t v = 0; v < 100000; v++) {
        char x[40], r[48];
        size_t n = trc_put_u64(x, v);
        int rn = snprintf(r, sizeof r, "%llu", (unsigned long long)v);
        if ((int)n != rn || memcmp(x, r, n) != 0) small_bad++;
    }
    ok(&t, small_bad == 0, "trc_put_u64 equals printf %llu for every value 0..99999");
    int fix_bad = 0;
    for (int i = 0; i < 20000; i++) {
        seed = seed * 1103515245u + 12345u;
        uint64_t v = ((uint64_t)seed << 32 | (seed * 7u)) >> (i % 64);
        if (i % 5 == 0) v = (uint64_t)UINT32_MAX + (uint64_t)(i % 11) - 5;
        unsigned nd = (unsigned)(1 + i % 20);
        char x[24], r[48];
        trc_put_digits(x, v, nd);
        uint64_t m = nd == 20 ? v : v % trc_pow10[nd];
        snprintf(r, sizeof r, "%0*llu", (int)nd, (unsigned long long)m);
        if (memcmp(x, r, nd) != 0) fix_bad++;
        if (trc_dec_len(v) != (unsigned)snprintf(r, sizeof r, "%llu", (unsigned long long)v)) fix_bad++;
    }
    ok(&t, fix_bad == 0 && trc_dec_len(0) == 1, "trc_put_digits (1-20 digits, high digits dropped) and trc_dec_len equal printf");
    ok(&t, hex_bad == 0, "trc_fmt_hex equals printf %0*llX for 0-19 minimum digits");
    int hexb_bad = 0;
    for (int i = 0; i < 2000; i++) {
        uint8_t d[80];
        size_t n = (size_t)(i % 80);
        for (size_t k = 0; k < n; k++) { seed = seed * 1103515245u + 12345u; d[k] = (uint8_t)(seed >> 16); }
        char x[200], r[200];
        memset(x, '#', sizeof x);
        char *e = trc_out_hex_bytes(x, d, n);
        for (size_t k = 0; k < n; k++) snprintf(r + 2 * k, 3, "%02X", d[k]);
        if ((size_t)(e - x) != 2 * n || memcmp(x, r, 2 * n) != 0 || x[2 * n] != '#') hexb_bad++;
    }
    ok(&t, hexb_bad == 0, "trc_out_hex_bytes equals printf %02X per byte (0-79 bytes, nothing written past)");
    char h[8];
    trc_put_hex8(h, 0xDEADBEEFu);
    ok(&t, memcmp(h, "DEADBEEF", 8) == 0, "trc_put_hex8");
    /* the writers' digit writers give the text of trc_put_u64 / trc_put_digits */
    int num_bad = 0;
    for (uint64_t v = 0; v < 2000000; v++) {   /* every value up to 7 digits */
        char x[32], y[32];
        size_t nx = trc_out_u64(x, v), ny = trc_put_u64(y, v);
        if (nx != ny || memcmp(x, y, nx) != 0) num_bad++;
    }
    for (int k = 0; k < 200000; k++) {          /* powers of ten +-3, random magnitudes */
        uint64_t v = k < 20 * 7 ? trc_pow10[k / 7] + (uint64_t)(k % 7) - 3
                   : k < 20 * 7 + 7 ? (uint64_t)UINT32_MAX + (uint64_t)(k - 140) - 3
                   : ((uint64_t)rand() << 33 ^ (uint64_t)rand() << 11 ^ (uint64_t)rand()) >> (k % 64);
        char x[32], y[32];
        size_t nx = trc_out_u64(x, v), ny = trc_put_u64(y, v);
        if (nx != ny || memcmp(x, y, nx) != 0) num_bad++;
        nx = trc_out_i64(x, (int64_t)v);
        ny = trc_put_i64(y, (int64_t)v);
        if (nx != ny || memcmp(x, y, nx) != 0) num_bad++;
        uint32_t f = (uint32_t)(v % 1000000000);
        trc_out_dig9(x, f);
        trc_put_digits(y, f, 9);
        if (memcmp(x, y, 9) != 0) num_bad++;
    }
    ok(&t, num_bad == 0, "trc_out_u64/i64/dig9 equal trc_put_u64/i64/digits (0..2e6, powers of ten, random)");
    /* the per-second cache of UTC times gives the text of trc_out_utc */
    trc_outw *w = trc_outw_new(TRC_OUTPUT_JSON, 1);
    static const int64_t walls[] = { 1709294400000000000, 1709294400999999999, 1709294401000000000,
                                     1709294400000000001, -1, -1000000000, -999999999, 0,
                                     INT64_MAX, INT64_MIN + 1, 4102444799999999999 };
    int utc_bad = 0;
    for (unsigned i = 0; w && i < sizeof walls / sizeof walls[0]; i++) {
        for (int64_t d = 0; d < 3; d++) {
            int64_t v = walls[i] > INT64_MAX - 2 ? walls[i] - d : walls[i] + d;
            a.len = b.len = 0;
            trc_out_utc_cached(w, &a, v);
            trc_out_utc(&b, v);
            if (!same(&a, &b)) utc_bad++;
        }
    }
    ok(&t, w && utc_bad == 0, "cached UTC text equals trc_out_utc (second edges, negative, extremes)");
    trc_outw_free(w);
    trc_buf_free(&a);
    trc_buf_free(&b);
    printf("1..%d\n", t.n);
    return t.failed ? 1 : 0;
}
