/* gen_trclog.c -- benchmark input generator: writes a trclog v1 (docs/ref/tracelog.md §3) of N
 * events for the sample template set (samples/webd/) with a realistic mix:
 * fixed-word hooks (010, 013, 014, 018), generic hooks with strings (011), SWITCH
 * (012, 013, 01C) and BITFLAGS (012 open, 01F).  Standalone on purpose: it writes the
 * bytes itself so the benchmark does not depend on the code it measures.
 *
 * usage: gen_trclog N OUTFILE */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Output state: a buffered big-endian writer. */
typedef struct gen {
    FILE *f;              /* output file */
    unsigned char rec[256]; /* record being built */
    size_t len;           /* bytes in rec */
} gen;

static void put16(unsigned char *p, unsigned v) { p[0] = (unsigned char)(v >> 8); p[1] = (unsigned char)v; }
static void put32(unsigned char *p, uint32_t v) { put16(p, v >> 16); put16(p + 2, v & 0xFFFF); }
static void put64(unsigned char *p, uint64_t v) { put32(p, (uint32_t)(v >> 32)); put32(p + 4, (uint32_t)v); }

/* Write the 72-byte header: big-endian, env 32, timebase 1/1, start 2024-03-01. */
static void header(FILE *f)
{
    unsigned char h[72] = {0x89, 'T', 'R', 'C', 'L', 'O', 'G', '\n', 1, 2, 3, 4};
    put16(h + 12, 1);
    put32(h + 16, 72);
    h[20] = 32;
    put16(h + 22, 2);
    put64(h + 32, 1);
    put64(h + 40, 1);
    put64(h + 48, 1709294400000000000ull);
    fwrite(h, 1, sizeof h, f);
}

/* Emit one record: 32-bit hook word (id, type, hd), data words, buffer. */
static void record(gen *g, uint64_t t, unsigned cpu, unsigned id, unsigned type, unsigned hd,
                   const uint32_t *d, unsigned nd, const void *buf, unsigned blen)
{
    unsigned ent = 4 + 4 * nd + blen;
    unsigned rl = (32 + ent + 7) & ~7u;
    memset(g->rec, 0, rl);
    put32(g->rec, rl);
    put16(g->rec + 4, ent);
    put16(g->rec + 6, cpu);
    put16(g->rec + 8, 0x8000);
    put32(g->rec + 12, 4242);
    put64(g->rec + 16, 4242 + cpu);
    put64(g->rec + 24, t);
    put16(g->rec + 32, id << 4 | type);
    put16(g->rec + 34, hd);
    for (unsigned i = 0; i < nd; i++) put32(g->rec + 36 + 4 * i, d[i]);
    if (blen) memcpy(g->rec + 36 + 4 * nd, buf, blen);
    fwrite(g->rec, 1, rl, g->f);
}

int main(int argc, char **argv)
{
    if (argc != 3) { fprintf(stderr, "usage: gen_trclog N OUTFILE\n"); return 2; }
    unsigned long long n = strtoull(argv[1], NULL, 10);
    gen g = { .f = fopen(argv[2], "wb") };
    if (!g.f) { perror(argv[2]); return 1; }
    static char obuf[1 << 20];
    setvbuf(g.f, obuf, _IOFBF, sizeof obuf);
    header(g.f);
    uint64_t t = 1000;
    static const char *urls[] = { "GET /index.html", "POST /api/v1/items", "GET /img/logo.png",
                                  "PUT /upload/data.bin" };
    for (unsigned long long i = 0; i < n; i++) {
        unsigned k = (unsigned)(i % 10), cpu = (unsigned)(i & 1);
        uint32_t d[5] = {0};
        t += 100 + (i % 7) * 13;
        switch (k) {
        case 0: d[0] = 4242; d[1] = 8080; d[2] = 0x0A000001; record(&g, t, cpu, 0x010, 0xE, 0, d, 5, NULL, 0); break;
        case 1: case 6: {
            char s[32] = {0};
            const char *u = urls[i % 4];
            size_t l = strlen(u) + 1;
            memcpy(s, u, l);
            record(&g, t, cpu, 0x011, 0x0, (unsigned)l, d, 1, s, (unsigned)l);
            break; }
        case 2: d[0] = 3; d[1] = 0x241; record(&g, t, cpu, 0x012, 0xE, 5, d, 5, NULL, 0); break;
        case 3: d[0] = 3; d[1] = 4096; record(&g, t, cpu, 0x012, 0xE, 3 + (unsigned)(i % 3), d, 5, NULL, 0); break;
        case 4: d[0] = (i & 4) ? 0xFFFFFFFF : 0; d[1] = (i & 4) ? 2 : 0; record(&g, t, cpu, 0x013, 0xE, 0, d, 5, NULL, 0); break;
        case 5: d[0] = 1; d[1] = 2; d[2] = 3; d[3] = 10; d[4] = (uint32_t)i; record(&g, t, cpu, 0x014, 0xE, 0, d, 5, NULL, 0); break;
        case 7: d[0] = 48; d[1] = 16; record(&g, t, cpu, 0x018, 0xE, 0, d, 5, NULL, 0); break;
        case 8: d[0] = (uint32_t)(i & 1); record(&g, t, cpu, 0x01F, 0xA, (unsigned)(i & 7), d, 1, NULL, 0); break;
        default: record(&g, t, cpu, 0x01C, 0x1, 4, d, 0, NULL, 0); break;
        }
    }
    if (fclose(g.f) != 0) { perror(argv[2]); return 1; }
    return 0;
}
