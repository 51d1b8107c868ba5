/* fuzz_where.c -- fuzz target `where`: `trcrpt --where` predicates (interp/where.h,
 * docs/where.md).  The input holds up to 3 predicates separated by NUL bytes; they are
 * parsed, checked and compiled into a set of the test templates tests/fixtures/mixed.fmt
 * (the set the where golden cases use), then run by the report over a fixed trclog
 * written once per process (the records of tests/fixtures/mixed.txt that mixed.fmt
 * formats: keys, numeric and text fields, a fault, a 64-bit wide hook absent). */
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"
#include "formats/trclog.h"
#include "grammar/parse.h"
#include "interp/tset.h"
#include "interp/where.h"
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* The fixed trace's records: time, cpu, pid, tid, hook word, data words. */
static const struct { uint64_t t; uint16_t cpu; uint32_t pid; uint64_t tid; uint32_t hw;
                      uint32_t d[5]; unsigned nd; } recs[] = {
    { 500, 0, 42, 43, 0x01710000u, { 0 }, 0 },
    { 1000, 0, 42, 43, 0x010A0000u, { 7 }, 1 },
    { 2000, 1, 42, 44, 0x011E0000u, { 3, 4, 0x1ED, 0, 0 }, 5 },
    { 3000, 0, 42, 43, 0x012A0000u, { 9 }, 1 },
    { 4000, 0, 42, 43, 0x013A0000u, { 0xBEEF }, 1 },
    { 5000, 0, 42, 43, 0x015A0000u, { 1 }, 1 },
    { 6000, 1, 7, 8, 0x016A0000u, { 0 }, 1 },
    { 10000, 0, 42, 43, 0x018E0000u, { 0x61620162u, 0xFF630000u, 0, 0, 0 }, 5 },
    { 13000, 1, 3000000000u, 5000000000u, 0x019A0000u, { 11 }, 1 },
    { 14000, TRC_CPU_UNKNOWN, TRC_PID_UNKNOWN, TRC_TID_UNKNOWN, 0x014A0000u, { 2 }, 1 },
};

/* Path of the fixed trclog (written once into a memfd); NULL on failure. */
static const char *fixed_trace(void)
{
    static char path[40];
    if (path[0]) return path;
    int fd = memfd_create("trc-fuzz-where", 0);
    if (fd < 0) return NULL;
    trc_trclog_wopts o;
    trc_trclog_wopts_init(&o);
    o.start_wall = 1709294400000000000;
    o.ncpus = 2;
    char err[256];
    trc_trclog_writer *w = trc_trclog_writer_new(fd, 0, &o, err, sizeof err);
    if (!w) return NULL;
    for (size_t i = 0; i < sizeof recs / sizeof *recs; i++) {
        uint8_t fb[24];
        uint32_t words[6] = { recs[i].hw };
        memcpy(words + 1, recs[i].d, sizeof recs[i].d);
        for (unsigned k = 0; k <= recs[i].nd; k++)
            for (unsigned b = 0; b < 4; b++) fb[4 * k + b] = (uint8_t)(words[k] >> (24 - 8 * b));
        trc_record r;
        memset(&r, 0, sizeof r);
        r.ticks = recs[i].t;
        r.cpu = recs[i].cpu;
        r.pid = recs[i].pid;
        r.tid = recs[i].tid;
        r.flags = TRC_EF_COMMIT;
        r.hook = recs[i].hw >> 20;
        r.bo = TRC_BO_BIG;
        r.fb = fb;
        r.len = 4 * (recs[i].nd + 1);
        if (trc_trclog_write_record(w, &r, NULL) != 0) break;
    }
    if (trc_trclog_writer_close(w) != 0) return NULL;
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    return path;
}

/* Compile the predicates into the mixed.fmt set and report the fixed trace with them. */
TRC_FUZZ_TARGET(where)
{
    static char *fmt;
    static size_t fmtlen;
    if (!fmt) {
        char p[1024];
        snprintf(p, sizeof p, "%s/tests/fixtures/mixed.fmt", trc_fuzz_srcdir());
        if (trc_read_file(p, &fmt, &fmtlen) != 0) abort();
    }
    const char *path = fixed_trace();
    if (!path) abort();
    char *buf = malloc(size + 1), *texts[3];
    if (!buf) return 0;
    if (size) memcpy(buf, data, size);
    buf[size] = 0;
    unsigned n = 0;
    for (char *p = buf; n < 3 && p <= buf + size; p += strlen(p) + 1) texts[n++] = p;
    char *copy = malloc(fmtlen + 1);
    if (!copy) { free(buf); return 0; }
    memcpy(copy, fmt, fmtlen + 1);
    trc_tset t;
    trc_tset_init(&t, trc_fuzz_sink(), 0, "fuzz: ");
    trc_progset *set = NULL;
    if (trc_tset_add_text(&t, "mixed.fmt", copy, fmtlen) == 0 && trc_tset_check(&t, 0, 0) == 0)
        set = trc_tset_compile(&t);
    trc_tset_free(&t);
    if (set && trc_where_attach(set, (const char *const *)texts, n, "fuzz: ", trc_fuzz_sink(), 0) == 0) {
        trc_input_opts io;
        trc_input_opts_init(&io);
        trc_input_format used;
        char err[512];
        trc_source *s = trc_input_open(path, &io, &used, err, sizeof err);
        if (s) trc_fuzz_report(s, set, 1);
    }
    if (set) trc_progset_free(set);
    free(buf);
    return 0;
}
