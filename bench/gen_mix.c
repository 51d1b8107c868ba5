/* gen_mix.c -- second benchmark input: a trclog v1 (docs/ref/tracelog.md §3), little-endian,
 * 64-bit trace environment, of N events of six kinds (hooks 020-025 of bench/mix.tmpl),
 * each a generic 64-bit entry (flags 0x4000) with D1, then 1-4 more u64 integer fields
 * and one NUL-terminated string in the buffer: 2-5 integers and one string per event.
 * Standalone on purpose: it writes the bytes itself so the benchmark does not depend on
 * the code it measures.
 *
 * usage: gen_mix N OUTFILE */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put16(unsigned char *p, unsigned v) { p[0] = (unsigned char)v; p[1] = (unsigned char)(v >> 8); }
static void put32(unsigned char *p, uint32_t v) { put16(p, v & 0xFFFF); put16(p + 2, v >> 16); }
static void put64(unsigned char *p, uint64_t v) { put32(p, (uint32_t)v); put32(p + 4, (uint32_t)(v >> 32)); }

/* Write the 72-byte header: little-endian, env 64, timebase 1/1, start 2024-03-01. */
static void header(FILE *f)
{
    unsigned char h[72] = {0x89, 'T', 'R', 'C', 'L', 'O', 'G', '\n', 4, 3, 2, 1};
    put16(h + 12, 1);
    put32(h + 16, 72);
    h[20] = 64;
    put16(h + 22, 4);
    put64(h + 32, 1);
    put64(h + 40, 1);
    put64(h + 48, 1709294400000000000ull);
    fwrite(h, 1, sizeof h, f);
}

/* Emit one record: 64-bit generic hook word for 12-bit `id`, D1, the other integers
 * (8 bytes each) and the string with its NUL in the buffer. */
static void record(FILE *f, uint64_t t, unsigned cpu, unsigned id, unsigned sub,
                   const uint64_t *d, unsigned nd, const char *s)
{
    unsigned char rec[256];
    size_t sl = strlen(s) + 1;
    unsigned blen = (unsigned)(8 * (nd - 1) + sl);
    unsigned ent = 16 + blen;
    unsigned rl = (32 + ent + 7) & ~7u;
    memset(rec, 0, rl);
    put32(rec, rl);
    put16(rec + 4, ent);
    put16(rec + 6, cpu);
    put16(rec + 8, 0x8001);                    /* COMMIT | E64 */
    put32(rec + 12, 3000 + cpu);
    put64(rec + 16, 7000 + cpu);
    put64(rec + 24, t);
    put16(rec + 32, 0x4000);                   /* generic */
    put16(rec + 34, blen);
    put16(rec + 36, id << 4);
    put16(rec + 38, sub);
    for (unsigned i = 0; i < nd; i++) put64(rec + 40 + 8 * i, d[i]);
    memcpy(rec + 40 + 8 * nd, s, sl);
    fwrite(rec, 1, rl, f);
}

int main(int argc, char **argv)
{
    if (argc != 3) { fprintf(stderr, "usage: gen_mix N OUTFILE\n"); return 2; }
    unsigned long long n = strtoull(argv[1], NULL, 10);
    FILE *f = fopen(argv[2], "wb");
    if (!f) { perror(argv[2]); return 1; }
    static char obuf[1 << 20];
    setvbuf(f, obuf, _IOFBF, sizeof obuf);
    header(f);
    static const char *paths[] = { "/etc/passwd", "/var/log/messages", "/usr/lib/libc.so.6",
                                   "/home/user/data/report-2024.csv" };
    static const char *names[] = { "httpd", "worker-3", "kswapd0", "postgres: writer" };
    uint64_t t = 5000;
    for (unsigned long long i = 0; i < n; i++) {
        unsigned cpu = (unsigned)(i & 3);
        uint64_t d[5];
        t += 90 + (i % 11) * 17;
        switch (i % 6) {
        case 0: d[0] = 3 + i % 60; d[1] = 0x241; record(f, t, cpu, 0x020, 0, d, 2, paths[i % 4]); break;
        case 1: d[0] = 3 + i % 60; d[1] = 4096 + i % 512; d[2] = 0x7f00a0001000ull + (i & 0xFFF0);
                record(f, t, cpu, 0x021, 1, d, 3, paths[(i >> 2) % 4]); break;
        case 2: d[0] = 1000 + i % 5000; d[1] = i % 140; d[2] = i; d[3] = 0xFFFFFFFFFFFFFFF2ull;
                record(f, t, cpu, 0x022, 2, d, 4, names[i % 4]); break;
        case 3: d[0] = 0x0A000001 + (i & 0xFF); d[1] = 443; d[2] = 1500 * (i % 9); d[3] = i >> 3;
                d[4] = 0xC0FFEE; record(f, t, cpu, 0x023, 3, d, 5, "eth0"); break;
        case 4: d[0] = i % 100; d[1] = (uint64_t)-(int64_t)(i % 3); record(f, t, cpu, 0x024, 4, d, 2, names[(i >> 1) % 4]); break;
        default: d[0] = 0x1000 * (i % 64); d[1] = 65536; d[2] = 7;
                 record(f, t, cpu, 0x025, 5, d, 3, "anon"); break;
        }
    }
    if (fclose(f) != 0) { perror(argv[2]); return 1; }
    return 0;
}
