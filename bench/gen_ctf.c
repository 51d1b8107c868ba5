/* gen_ctf.c -- the events of bench/gen_mix as a CTF 1.8 trace, for the side-by-side
 * babeltrace2 row of bench/run.sh: the same N events (six kinds with the names, field
 * names, values, strings, CPUs and nanosecond times of bench/mix.tmpl over gen_mix's
 * trclog), written as a trace directory with a TSDL `metadata` file and one
 * little-endian data stream `stream` in packets of at most 64 KiB.  Integer fields keep
 * the base their template prints them in (decimal signed/unsigned, hex, octal), so both
 * tools format the same values.  Standalone like gen_mix.
 *
 * usage: gen_ctf N OUTDIR   (OUTDIR is created) */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The TSDL text: types, trace, clock (ns since 2024-03-01, gen_mix's start), the stream
 * (packet context, event header, CPU as event context) and the six event classes. */
static const char metadata[] =
    "/* CTF 1.8 */\n"
    "typealias integer { size = 8; align = 8; signed = false; } := uint8_t;\n"
    "typealias integer { size = 16; align = 8; signed = false; } := uint16_t;\n"
    "typealias integer { size = 32; align = 8; signed = false; } := uint32_t;\n"
    "typealias integer { size = 64; align = 8; signed = false; } := uint64_t;\n"
    "typealias integer { size = 64; align = 8; signed = true; } := int64_t;\n"
    "typealias integer { size = 64; align = 8; signed = false; base = 16; } := xint64_t;\n"
    "typealias integer { size = 64; align = 8; signed = false; base = 8; } := oint64_t;\n"
    "trace {\n"
    "    major = 1;\n"
    "    minor = 8;\n"
    "    byte_order = le;\n"
    "    packet.header := struct { uint32_t magic; uint32_t stream_id; };\n"
    "};\n"
    "clock {\n"
    "    name = mono;\n"
    "    freq = 1000000000;\n"
    "    offset_s = 1709294400;\n"
    "};\n"
    "typealias integer { size = 64; align = 8; signed = false; map = clock.mono.value; } := clock_t64;\n"
    "stream {\n"
    "    id = 0;\n"
    "    packet.context := struct { clock_t64 timestamp_begin; clock_t64 timestamp_end;\n"
    "                               uint64_t content_size; uint64_t packet_size; };\n"
    "    event.header := struct { uint16_t id; clock_t64 timestamp; };\n"
    "    event.context := struct { uint16_t cpu_id; };\n"
    "};\n"
    "event { name = \"OPEN\"; id = 0; stream_id = 0;\n"
    "    fields := struct { int64_t fd; xint64_t flags; string path; }; };\n"
    "event { name = \"READ\"; id = 1; stream_id = 0;\n"
    "    fields := struct { int64_t fd; uint64_t len; xint64_t buf; string file; }; };\n"
    "event { name = \"SCHED\"; id = 2; stream_id = 0;\n"
    "    fields := struct { int64_t pid; int64_t prio; uint64_t seq; int64_t rc; string comm; }; };\n"
    "event { name = \"NETRX\"; id = 3; stream_id = 0;\n"
    "    fields := struct { xint64_t addr; uint64_t port; uint64_t bytes; uint64_t seq; xint64_t tag; string dev; }; };\n"
    "event { name = \"USER\"; id = 4; stream_id = 0;\n"
    "    fields := struct { int64_t val; int64_t delta; string name; }; };\n"
    "event { name = \"MMAP\"; id = 5; stream_id = 0;\n"
    "    fields := struct { xint64_t addr; uint64_t len; oint64_t prot; string map; }; };\n";

enum { PKT_MAX = 65536, PKT_HDR = 8 + 32 };

/* A packet being filled. */
typedef struct pkt {
    unsigned char b[PKT_MAX];   /* header, context, events */
    size_t len;                 /* bytes used */
    uint64_t t0, t1;            /* first and last event time */
} pkt;

static void put16(unsigned char *p, unsigned v) { p[0] = (unsigned char)v; p[1] = (unsigned char)(v >> 8); }
static void put32(unsigned char *p, uint32_t v) { put16(p, v & 0xFFFF); put16(p + 2, v >> 16); }
static void put64(unsigned char *p, uint64_t v) { put32(p, (uint32_t)v); put32(p + 4, (uint32_t)(v >> 32)); }

/* Write the packet (header and context filled in now) and start an empty one. */
static int flush(FILE *f, pkt *k)
{
    if (k->len == PKT_HDR) return 0;
    put32(k->b, 0xC1FC1FC1u);
    put32(k->b + 4, 0);
    put64(k->b + 8, k->t0);
    put64(k->b + 16, k->t1);
    put64(k->b + 24, (uint64_t)k->len * 8);
    put64(k->b + 32, (uint64_t)k->len * 8);
    int r = fwrite(k->b, 1, k->len, f) == k->len ? 0 : -1;
    k->len = PKT_HDR;
    return r;
}

/* Append one event: class id, time, CPU, nd 64-bit integers and a string. */
static int event(FILE *f, pkt *k, unsigned id, uint64_t t, unsigned cpu, const uint64_t *d,
                 unsigned nd, const char *s)
{
    size_t sl = strlen(s) + 1, need = 2 + 8 + 2 + 8 * (size_t)nd + sl;
    if (k->len + need > PKT_MAX && flush(f, k)) return -1;
    if (k->len == PKT_HDR) k->t0 = t;
    k->t1 = t;
    unsigned char *p = k->b + k->len;
    put16(p, id);
    put64(p + 2, t);
    put16(p + 10, cpu);
    p += 12;
    for (unsigned i = 0; i < nd; i++, p += 8) put64(p, d[i]);
    memcpy(p, s, sl);
    k->len += need;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) { fprintf(stderr, "usage: gen_ctf N OUTDIR\n"); return 2; }
    unsigned long long n = strtoull(argv[1], NULL, 10);
    if (mkdir(argv[2], 0777) != 0 && errno != EEXIST) { perror(argv[2]); return 1; }
    char path[4096];
    snprintf(path, sizeof path, "%s/metadata", argv[2]);
    FILE *m = fopen(path, "w");
    if (!m || fputs(metadata, m) == EOF || fclose(m) != 0) { perror(path); return 1; }
    snprintf(path, sizeof path, "%s/stream", argv[2]);
    FILE *f = fopen(path, "wb");
    if (!f) { perror(path); return 1; }
    static pkt k;
    k.len = PKT_HDR;
    /* the loop of gen_mix.c: same times, CPUs, values and strings */
    static const char *paths[] = { "/etc/passwd", "/var/log/messages", "/usr/lib/libc.so.6",
                                   "/home/user/data/report-2024.csv" };
    static const char *names[] = { "httpd", "worker-3", "kswapd0", "postgres: writer" };
    uint64_t t = 5000;
    int r = 0;
    for (unsigned long long i = 0; i < n && r == 0; i++) {
        unsigned cpu = (unsigned)(i & 3);
        uint64_t d[5];
        t += 90 + (i % 11) * 17;
        switch (i % 6) {
        case 0: d[0] = 3 + i % 60; d[1] = 0x241; r = event(f, &k, 0, t, cpu, d, 2, paths[i % 4]); break;
        case 1: d[0] = 3 + i % 60; d[1] = 4096 + i % 512; d[2] = 0x7f00a0001000ull + (i & 0xFFF0);
                r = event(f, &k, 1, t, cpu, d, 3, paths[(i >> 2) % 4]); break;
        case 2: d[0] = 1000 + i % 5000; d[1] = i % 140; d[2] = i; d[3] = 0xFFFFFFFFFFFFFFF2ull;
                r = event(f, &k, 2, t, cpu, d, 4, names[i % 4]); break;
        case 3: d[0] = 0x0A000001 + (i & 0xFF); d[1] = 443; d[2] = 1500 * (i % 9); d[3] = i >> 3;
                d[4] = 0xC0FFEE; r = event(f, &k, 3, t, cpu, d, 5, "eth0"); break;
        case 4: d[0] = i % 100; d[1] = (uint64_t)-(int64_t)(i % 3);
                r = event(f, &k, 4, t, cpu, d, 2, names[(i >> 1) % 4]); break;
        default: d[0] = 0x1000 * (i % 64); d[1] = 65536; d[2] = 7;
                 r = event(f, &k, 5, t, cpu, d, 3, "anon"); break;
        }
    }
    if (r || flush(f, &k) || fclose(f) != 0) { perror(path); return 1; }
    return 0;
}
