/* trclog_test.c -- unit tests of the trclog reader/writer and the raw AIX readers
 * (formats/trclog.h).  Prints TAP.  Owns: the sample-log builder, the file/pipe
 * equivalence test and the damage test (truncation at every byte offset, single-byte
 * flips), the raw-stream checks.  `trclog_test --bench N` times reading an N-record log. */
#include "formats/trclog.h"
#include "formats/inbuf.h"
#include "common/buf.h"
#include "tests/unit/tap.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* TAP state. */
typedef struct tap {
    int n;                   /* tests run */
    int failed;              /* tests failed */
} tap;

/* Diagnostic line (TAP comment). */
static void diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void diag(const char *fmt, ...)
{
    va_list ap;
    fputs("# ", stdout);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
}

/* A record as written / read, with an owned copy of the format buffer. */
typedef struct xrec {
    trc_record r;            /* fields (r.fb points at fb) */
    uint8_t *fb;             /* owned format-buffer copy */
} xrec;

/* A list of records. */
typedef struct xlist {
    xrec *v;                 /* records */
    size_t n, cap;           /* used / allocated */
} xlist;

static void xlist_add(xlist *l, const trc_record *r)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
        if (!l->v) abort();
    }
    xrec *x = &l->v[l->n++];
    x->r = *r;
    x->fb = malloc(r->len ? r->len : 1);
    if (!x->fb) abort();
    memcpy(x->fb, r->fb, r->len);
    x->r.fb = x->fb;
}

static void xlist_free(xlist *l)
{
    for (size_t i = 0; i < l->n; i++) free(l->v[i].fb);
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* Same record (envelope, hook, format buffer; offsets too when with_off)? */
static int same_rec(const trc_record *a, const trc_record *b, int with_off)
{
    return a->ticks == b->ticks && a->pid == b->pid && a->tid == b->tid && a->cpu == b->cpu
        && a->flags == b->flags && a->ns == b->ns && a->reserved == b->reserved
        && a->hook == b->hook && a->len == b->len && memcmp(a->fb, b->fb, a->len) == 0
        && (!with_off || (a->offset == b->offset && a->fb_offset == b->fb_offset));
}

static uint32_t rec_len(uint32_t len) { return (32u + len + 7u) & ~7u; }

/* Deterministic pseudo-random numbers. */
static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Build a sample log of n mixed records in byte order bo to path; the records written
 * (with their offsets) go to *exp; returns the file size. */
static long build_sample(const char *path, trc_byteorder bo, int n, uint32_t sync, xlist *exp,
                         uint32_t *hlen)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) { perror(path); exit(99); }
    trc_buf tl;
    trc_buf_init(&tl);
    trc_tlv_add(&tl, bo, TRC_TLV_NODENAME, "node", 4);
    trc_tlv_add(&tl, bo, TRC_TLV_SOURCE, "trclog", 6);
    trc_tlv_add(&tl, bo, TRC_TLV_ATTR, "k\0v", 3);
    trc_trclog_wopts o;
    trc_trclog_wopts_init(&o);
    o.bo = bo;
    o.env = 64;
    o.ncpus = 2;
    o.sync_interval = sync;
    o.auto_sync = 1;
    o.tlvs = (const uint8_t *)tl.data;
    o.tlvs_len = tl.len;
    char err[128];
    trc_trclog_writer *w = trc_trclog_writer_new(fd, 1, &o, err, sizeof err);
    if (!w) { fprintf(stderr, "%s\n", err); exit(99); }
    *hlen = (uint32_t)trc_trclog_writer_offset(w);
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    uint8_t fb[400];
    uint64_t ticks = 1000;
    for (int i = 0; i < n; i++) {
        trc_record r;
        memset(&r, 0, sizeof r);
        uint64_t x = rnd(&seed);
        ticks += x % 50;
        r.ticks = ticks;
        r.cpu = (uint16_t)(x >> 8 & 1);
        r.pid = (uint32_t)(100 + (x >> 9) % 5);
        r.tid = 1000 + (x >> 12) % 7;
        r.flags = TRC_EF_COMMIT;
        r.bo = bo;
        unsigned kind = (unsigned)(x >> 16) % 6;
        uint32_t len;
        uint16_t id = (uint16_t)(0x100 + (x >> 20) % 64);
        for (size_t k = 0; k < sizeof fb; k++) fb[k] = (uint8_t)rnd(&seed);
        switch (kind) {
        case 0: case 1: {  /* 32-bit types 1, 2, 6 (T or not) */
            static const unsigned types[] = { 1, 2, 6, 9, 0xA, 0xE };
            unsigned ty = types[(x >> 28) % 6];
            len = (ty & 7) == 1 ? 4 : (ty & 7) == 2 ? 8 : 24;
            trc_put16(fb, (uint16_t)(id << 4 | ty), bo);
            r.hook = (uint32_t)id << 4;
            break;
        }
        case 2: {  /* 32-bit generic */
            uint16_t hd = (uint16_t)((x >> 28) % 120);
            len = 8u + hd;
            trc_put16(fb, (uint16_t)(id << 4 | 8), bo);
            trc_put16(fb + 2, hd, bo);
            r.hook = (uint32_t)id << 4;
            break;
        }
        case 3: {  /* 64-bit non-generic */
            uint16_t l = (uint16_t)(8 * ((x >> 28) % 6));
            len = 8u + l;
            trc_put16(fb, 0x8000, bo);
            trc_put16(fb + 2, l, bo);
            trc_put16(fb + 4, (uint16_t)(id << 4 | 3), bo);
            r.hook = (uint32_t)(id << 4 | 3);
            r.flags |= TRC_EF_E64;
            break;
        }
        case 4: {  /* 64-bit generic, sometimes foreign namespace */
            uint16_t l = (uint16_t)((x >> 28) % 200);
            len = 16u + l;
            trc_put16(fb, 0xC000, bo);
            trc_put16(fb + 2, l, bo);
            trc_put16(fb + 4, (uint16_t)(id << 4), bo);
            r.flags |= TRC_EF_E64;
            r.ns = (uint8_t)((x >> 40) % 3);
            r.hook = (uint32_t)r.ns << 16 | (uint32_t)id << 4;
            break;
        }
        default: {  /* unknown pid/tid/cpu, NOTS */
            len = 8;
            trc_put16(fb, (uint16_t)(id << 4 | 2), bo);
            r.hook = (uint32_t)id << 4;
            r.cpu = TRC_CPU_UNKNOWN;
            r.pid = TRC_PID_UNKNOWN;
            r.tid = TRC_TID_UNKNOWN;
            r.flags |= TRC_EF_NOTS;
            break;
        }
        }
        r.fb = fb;
        r.len = len;
        /* the offset is where it lands: after any auto sync marker */
        uint64_t before = trc_trclog_writer_offset(w);
        if (trc_trclog_write_record(w, &r, NULL) != 0) { fprintf(stderr, "write failed\n"); exit(99); }
        uint64_t after = trc_trclog_writer_offset(w);
        r.offset = after - rec_len(len);
        r.fb_offset = r.offset + 32;
        (void)before;
        xlist_add(exp, &r);
    }
    long size = (long)trc_trclog_writer_offset(w);
    if (trc_trclog_writer_close(w) != 0) { perror("close"); exit(99); }
    trc_buf_free(&tl);
    return size;
}

/* Read everything from s into *got; returns the next() status of the last call. */
static int read_all(trc_source *s, xlist *got)
{
    trc_record r;
    int k;
    while ((k = s->next(s, &r)) > 0) xlist_add(got, &r);
    return k;
}

static uint8_t *slurp(const char *path, long *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(99); }
    fseek(f, 0, SEEK_END);
    *n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *p = malloc((size_t)*n + 1);
    if (!p || fread(p, 1, (size_t)*n, f) != (size_t)*n) { perror("read"); exit(99); }
    fclose(f);
    return p;
}

static void spit(const char *path, const uint8_t *p, long n)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, (size_t)n, f) != (size_t)n || fclose(f) != 0) { perror(path); exit(99); }
}

/* Open a source over a pipe fed by a child that writes p[0..n) in small odd chunks. */
static trc_source *open_pipe(const uint8_t *p, long n, int raw, const trc_aix_opts *o,
                             pid_t *child)
{
    int fds[2];
    if (pipe(fds) != 0) { perror("pipe"); exit(99); }
    fflush(stdout);
    pid_t c = fork();
    if (c < 0) { perror("fork"); exit(99); }
    if (c == 0) {
        close(fds[0]);
        long i = 0, step = 1;
        while (i < n) {
            long k = n - i < step ? n - i : step;
            if (write(fds[1], p + i, (size_t)k) != k) _exit(1);
            i += k;
            step = step * 3 % 4099 + 1;
        }
        _exit(0);
    }
    close(fds[1]);
    *child = c;
    char err[256];
    trc_source *s = raw ? trc_aix_open_fd(fds[0], 1, "-", o, NULL, 0, err, sizeof err)
                        : trc_trclog_open_fd(fds[0], 1, "-", NULL, 0, err, sizeof err);
    if (!s) { fprintf(stderr, "%s\n", err); exit(99); }
    return s;
}

/* Does the item view of path (trclog when o is NULL, else raw) describe exactly the
 * records next() returned in *got?  RECORD = same record; BAD/SKIP = a 00C with that
 * offset, size and reason; SYNC = nothing. */
static int items_match(const char *path, const trc_aix_opts *o, const xlist *got)
{
    char err[256];
    trc_source *s = o ? trc_aix_open(path, o, err, sizeof err) : trc_trclog_open(path, err, sizeof err);
    if (!s) return 0;
    trc_item it;
    size_t i = 0;
    int good = 1, k;
    while (good && (k = trc_source_item(s, &it)) > 0 && it.kind != TRC_ITEM_END) {
        if (it.kind == TRC_ITEM_SYNC) continue;
        if (i >= got->n) { good = 0; break; }
        const trc_record *g = &got->v[i++].r;
        if (it.kind == TRC_ITEM_RECORD) { good = same_rec(&it.rec, g, 1); continue; }
        uint64_t off = it.kind == TRC_ITEM_BAD ? it.rec.offset : it.skip_offset;
        uint64_t len = it.kind == TRC_ITEM_BAD ? it.nbytes : it.skip_len;
        unsigned reason = it.kind == TRC_ITEM_BAD ? 1u : (unsigned)it.reason;
        good = g->hook == 0xC0 && g->fb_offset == g->offset && g->offset == off
            && trc_get64(g->fb + 8, g->bo) == len && trc_get16(g->fb + 6, g->bo) == reason;
    }
    if (i != got->n) good = 0;
    s->close(s);
    return good;
}

/* Check one damaged read.  exp = original records, dmg = first damaged byte offset,
 * size = damaged file size, h = header length, resume = offset after which every original
 * record must come back unchanged (UINT64_MAX: no such promise).  Returns 1 if fine, and
 * writes a reason into why. */
static int check_damaged(const xlist *exp, const xlist *got, uint64_t dmg, uint64_t size,
                         uint32_t h, const trc_source *s, uint64_t resume, char *why, size_t wl)
{
    size_t gi = 0, ei = 0;
    /* prefix: records entirely before the damage, in order, unchanged */
    for (; ei < exp->n && exp->v[ei].r.offset + rec_len(exp->v[ei].r.len) <= dmg; ei++) {
        while (gi < got->n && got->v[gi].r.fb_offset == got->v[gi].r.offset) gi++;
        if (gi >= got->n || !same_rec(&exp->v[ei].r, &got->v[gi].r, 1)) {
            snprintf(why, wl, "record %zu (offset %llu) before the damage not returned unchanged",
                     ei, (unsigned long long)exp->v[ei].r.offset);
            return 0;
        }
        gi++;
    }
    /* accounting: every byte after the header is in a returned record, a sync marker or
     * a 00C; 00C records are well-formed */
    uint64_t sum = 0, prev_ticks = 0;
    for (size_t i = 0; i < got->n; i++) {
        const trc_record *r = &got->v[i].r;
        if (r->made != (r->fb_offset == r->offset)) {   /* the mark the pre-pass trusts */
            snprintf(why, wl, "record #%zu (off %llu): made=%u", i, (unsigned long long)r->offset,
                     (unsigned)r->made);
            return 0;
        }
        if (r->fb_offset == r->offset) {  /* made by the reader (a flip may set SYNTH) */
            trc_byteorder bo = r->bo;
            if (r->hook != 0xC0 || r->len != 24 || trc_get16(r->fb, bo) != 0x8000
                || trc_get16(r->fb + 2, bo) != 16 || trc_get16(r->fb + 4, bo) != 0x00C0
                || r->flags != (TRC_EF_COMMIT | TRC_EF_SYNTH | TRC_EF_NOTS | TRC_EF_E64)
                || r->cpu != TRC_CPU_UNKNOWN || r->pid != TRC_PID_UNKNOWN
                || r->tid != TRC_TID_UNKNOWN || r->ticks != prev_ticks
                || trc_get64(r->fb + 16, bo) != r->offset) {
                snprintf(why, wl, "malformed 00C record #%zu (off %llu ticks %llu prev %llu d2 %llu)", i,
                         (unsigned long long)r->offset, (unsigned long long)r->ticks,
                         (unsigned long long)prev_ticks, (unsigned long long)trc_get64(r->fb + 16, bo));
                return 0;
            }
            unsigned reason = trc_get16(r->fb + 6, bo);
            uint64_t d1 = trc_get64(r->fb + 8, bo);
            if (reason != 1 && reason != 2) { snprintf(why, wl, "00C reason %u", reason); return 0; }
            if (reason == 2 && r->offset + d1 != size) {
                snprintf(why, wl, "00C reason 2 does not reach the end of the file");
                return 0;
            }
            sum += d1;
        } else {
            sum += rec_len(r->len);
            prev_ticks = r->ticks;
        }
    }
    sum += (uint64_t)TRC_TRCLOG_SYNC_LEN * s->stats.sync_markers;
    if (sum != size - h) {
        snprintf(why, wl, "accounting: records + markers + skipped = %llu, expected %llu",
                 (unsigned long long)sum, (unsigned long long)(size - h));
        return 0;
    }
    if (s->stats.records != got->n) { snprintf(why, wl, "stats.records mismatch"); return 0; }
    /* after the resume point, everything is back */
    if (resume != UINT64_MAX) {
        size_t e = 0;
        while (e < exp->n && exp->v[e].r.offset < resume) e++;
        size_t g = got->n;
        size_t need = exp->n - e;
        if (need > g) { snprintf(why, wl, "records after the next sync marker missing"); return 0; }
        for (size_t k = 0; k < need; k++)
            if (!same_rec(&exp->v[e + k].r, &got->v[g - need + k].r, 1)) {
                snprintf(why, wl, "record at %llu after the next sync marker differs",
                         (unsigned long long)exp->v[e + k].r.offset);
                return 0;
            }
    }
    return 1;
}

/* Offsets of the sync markers of the sample (from the stored file). */
static size_t find_markers(const uint8_t *p, long n, uint32_t h, trc_byteorder bo, uint64_t *out,
                           size_t max)
{
    size_t k = 0;
    uint64_t off = h;
    while (off + 32 <= (uint64_t)n && k < max) {
        uint32_t rl = trc_get32(p + off, bo);
        if (trc_get16(p + off + 8, bo) & TRC_EF_SYNC) out[k++] = off;
        off += rl;
    }
    return k;
}

static void damage_tests(tap *t, const char *dir, trc_byteorder bo, uint32_t sync)
{
    char path[512], dpath[512];
    snprintf(path, sizeof path, "%s/sample.trclog", dir);
    snprintf(dpath, sizeof dpath, "%s/damaged.trclog", dir);
    xlist exp = { 0 };
    uint32_t h;
    build_sample(path, bo, 300, sync, &exp, &h);
    long n;
    uint8_t *orig = slurp(path, &n);
    uint8_t *buf = malloc((size_t)n);
    uint64_t marks[1024];
    size_t nm = find_markers(orig, n, h, bo, marks, 1024);
    const char *bos = bo == TRC_BO_BIG ? "big" : "little";
    char why[256];

    /* truncation at every byte offset */
    int bad = 0, rejected = 0;
    spit(dpath, orig, n);
    int dfd = open(dpath, O_RDWR);
    if (dfd < 0) { perror(dpath); exit(99); }
    for (long k = n; k >= 0 && bad < 5; k--) {
        if (ftruncate(dfd, k) != 0) { perror("ftruncate"); exit(99); }
        char err[256];
        trc_source *s = trc_trclog_open(dpath, err, sizeof err);
        if (!s) {
            if (k >= (long)h) { bad++; diag("truncated at %ld: header rejected: %s", k, err); }
            rejected++;
            continue;
        }
        xlist got = { 0 };
        int st = read_all(s, &got);
        if (st != 0) { bad++; diag("truncated at %ld: next() = %d", k, st); }
        else if (!check_damaged(&exp, &got, (uint64_t)k, (uint64_t)k, h, s, UINT64_MAX, why, sizeof why)) {
            bad++;
            diag("truncated at %ld: %s", k, why);
        } else {
            /* a cut exactly at a record boundary loses nothing: no 00C */
            int boundary = k == (long)h;
            for (size_t i = 0; i < exp.n; i++)
                if (exp.v[i].r.offset + rec_len(exp.v[i].r.len) == (uint64_t)k) boundary = 1;
            for (size_t i = 0; i < nm; i++) if (marks[i] + 56 == (uint64_t)k) boundary = 1;
            if (boundary && s->stats.skipped_bytes) { bad++; diag("truncated at boundary %ld: 00C", k); }
            if (!boundary && s->stats.skipped_bytes == 0) { bad++; diag("truncated at %ld: no 00C", k); }
        }
        xlist_free(&got);
        s->close(s);
    }
    ok(t, bad == 0 && rejected == (int)h, "%s endian, sync %u: truncation at every offset 0..%ld (%d header cuts rejected)",
       bos, sync, n, rejected);

    /* single-byte flips */
    uint64_t seed = 12345 + sync + bo;
    bad = 0;
    int flips = 0;
    spit(dpath, orig, n);
    for (int i = 0; i < 400 && bad < 5; i++) {
        long off = (long)(rnd(&seed) % (uint64_t)n);
        if (i < 8) off = (long)h + i;                       /* first envelope bytes */
        uint8_t x = (uint8_t)(rnd(&seed) % 255 + 1);
        buf[0] = orig[off] ^ x;
        if (pwrite(dfd, buf, 1, off) != 1) { perror("pwrite"); exit(99); }
        char err[256];
        trc_source *s = trc_trclog_open(dpath, err, sizeof err);
        if (!s) {
            if (off >= (long)h) { bad++; diag("flip at %ld rejected: %s", off, err); }
            if (pwrite(dfd, orig + off, 1, off) != 1) { perror("pwrite"); exit(99); }
            continue;
        }
        flips++;
        xlist got = { 0 };
        int st = read_all(s, &got);
        uint64_t resume = UINT64_MAX;
        if (sync && off >= (long)h) {
            for (size_t m = 0; m < nm; m++) if (marks[m] > (uint64_t)off) { resume = marks[m]; break; }
            if (resume == UINT64_MAX) resume = (uint64_t)n;
        }
        uint32_t hh = off < (long)h ? h : h;
        if (st != 0) { bad++; diag("flip at %ld: next() = %d", off, st); }
        else if (!items_match(dpath, NULL, &got)) { bad++; diag("flip at %ld: item view differs from next()", off); }
        else if (!check_damaged(&exp, &got, off < (long)h ? 0 : (uint64_t)off, (uint64_t)n, hh, s, resume, why, sizeof why)) {
            bad++;
            diag("flip 0x%02X at %ld: %s", x, off, why);
        }
        xlist_free(&got);
        s->close(s);
        if (pwrite(dfd, orig + off, 1, off) != 1) { perror("pwrite"); exit(99); }
    }
    close(dfd);
    ok(t, bad == 0, "%s endian, sync %u: %d single-byte flips read to the end, prefix kept, bytes accounted",
       bos, sync, flips);
    free(buf);
    free(orig);
    xlist_free(&exp);
}

static void roundtrip_tests(tap *t, const char *dir)
{
    char pb[512], pl[512];
    snprintf(pb, sizeof pb, "%s/big.trclog", dir);
    snprintf(pl, sizeof pl, "%s/little.trclog", dir);
    xlist eb = { 0 }, el = { 0 };
    uint32_t hb, hl;
    long nb = build_sample(pb, TRC_BO_BIG, 500, 1024, &eb, &hb);
    long nl = build_sample(pl, TRC_BO_LITTLE, 500, 1024, &el, &hl);
    ok(t, nb == nl && hb == hl, "big and little logs have the same size (%ld)", nb);
    for (int which = 0; which < 2; which++) {
        const char *path = which ? pl : pb;
        xlist *exp = which ? &el : &eb;
        const char *bos = which ? "little" : "big";
        char err[256];
        trc_source *s = trc_trclog_open(path, err, sizeof err);
        ok(t, s != NULL, "%s: open (%s)", bos, s ? "ok" : err);
        if (!s) continue;
        ok(t, s->info.bo == (which ? TRC_BO_LITTLE : TRC_BO_BIG) && s->info.env == 64
           && s->info.ncpus == 2 && s->info.sync_interval == 1024 && s->info.tb_num == 1
           && s->info.tb_den == 1 && s->info.nodename && strcmp(s->info.nodename, "node") == 0
           && s->info.source && strcmp(s->info.source, "trclog") == 0 && !s->info.sysname
           && s->info.nattrs == 1 && strcmp(s->info.attrs[0], "k") == 0
           && strcmp(s->info.attrs[1], "v") == 0, "%s: header facts", bos);
        xlist got = { 0 };
        int st = read_all(s, &got);
        int same = st == 0 && got.n == exp->n;
        for (size_t i = 0; same && i < got.n; i++) same = same_rec(&got.v[i].r, &exp->v[i].r, 1);
        ok(t, same, "%s: file read returns the %zu records written, unchanged", bos, exp->n);
        ok(t, s->stats.sync_markers > 10 && s->stats.skipped_bytes == 0 && s->stats.resyncs == 0
           && s->stats.records == exp->n, "%s: stats (%llu sync markers skipped, no resync)", bos,
           (unsigned long long)s->stats.sync_markers);
        s->close(s);
        /* the same file through a pipe, fed in odd chunks */
        long n;
        uint8_t *p = slurp(path, &n);
        pid_t child;
        s = open_pipe(p, n, 0, NULL, &child);
        xlist got2 = { 0 };
        st = read_all(s, &got2);
        same = st == 0 && got2.n == got.n;
        for (size_t i = 0; same && i < got.n; i++) same = same_rec(&got.v[i].r, &got2.v[i].r, 1);
        ok(t, same, "%s: pipe read gives records identical to the file read", bos);
        s->close(s);
        int wst;
        waitpid(child, &wst, 0);
        /* prefix: the format detector already read the magic */
        int fd = open(path, O_RDONLY);
        uint8_t pre[8];
        if (fd < 0 || read(fd, pre, 8) != 8) { perror(path); exit(99); }
        s = trc_trclog_open_fd(fd, 1, path, pre, 8, err, sizeof err);
        xlist got3 = { 0 };
        st = s ? read_all(s, &got3) : -1;
        same = st == 0 && got3.n == got.n;
        for (size_t i = 0; same && i < got.n; i++) same = same_rec(&got.v[i].r, &got3.v[i].r, 1);
        ok(t, same, "%s: open_fd with an 8-byte prefix gives identical records", bos);
        if (s) s->close(s);
        free(p);
        xlist_free(&got);
        xlist_free(&got2);
        xlist_free(&got3);
    }
    /* both byte orders carry the same events */
    int same = eb.n == el.n;
    for (size_t i = 0; same && i < eb.n; i++) {
        const trc_record *a = &eb.v[i].r, *b = &el.v[i].r;
        same = a->ticks == b->ticks && a->hook == b->hook && a->len == b->len && a->cpu == b->cpu
            && a->offset == b->offset && a->flags == b->flags && a->ns == b->ns;
    }
    ok(t, same, "big and little logs describe the same events at the same offsets");
    xlist_free(&eb);
    xlist_free(&el);
}

/* Writer: sync markers at the first record boundary at or after every multiple of the
 * interval (§3.4), their time and sequence; errors. */
static void writer_tests(tap *t, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/w.trclog", dir);
    xlist exp = { 0 };
    uint32_t h;
    const uint32_t N = 300;
    build_sample(path, TRC_BO_BIG, 400, N, &exp, &h);
    long n;
    uint8_t *p = slurp(path, &n);
    int good = 1;
    uint64_t off = h, seq = 0, last_ticks = 0, covered = 0;  /* multiples <= covered done */
    while (off + 32 <= (uint64_t)n && good) {
        uint32_t rl = trc_get32(p + off, TRC_BO_BIG);
        int is_sync = (trc_get16(p + off + 8, TRC_BO_BIG) & TRC_EF_SYNC) != 0;
        uint64_t due = (covered / N + 1) * N;   /* next multiple not yet covered */
        if (off >= due && !is_sync) { good = 0; diag("no marker at boundary %llu (multiple %llu)", (unsigned long long)off, (unsigned long long)due); }
        if (is_sync) {
            if (off < due) { good = 0; diag("marker at %llu not due", (unsigned long long)off); }
            if (trc_get64(p + off + 24, TRC_BO_BIG) != last_ticks || trc_get64(p + off + 40, TRC_BO_BIG) != off
                || trc_get64(p + off + 48, TRC_BO_BIG) != seq++) { good = 0; diag("marker fields at %llu", (unsigned long long)off); }
            covered = off;
        } else last_ticks = trc_get64(p + off + 24, TRC_BO_BIG);
        off += rl;
    }
    ok(t, good && seq > 20, "writer: %llu sync markers exactly where §3.4 puts them, time and sequence", (unsigned long long)seq);
    free(p);
    xlist_free(&exp);

    /* invalid options, over-long record (not sticky), broken pipe (sticky EPIPE) */
    trc_trclog_wopts o;
    trc_trclog_wopts_init(&o);
    char err[128];
    o.env = 33;
    trc_trclog_writer *w = trc_trclog_writer_new(1, 0, &o, err, sizeof err);
    int e1 = !w && strstr(err, "env");
    o.env = 32;
    o.tb_den = 0;
    w = trc_trclog_writer_new(1, 0, &o, err, sizeof err);
    int e2 = !w && strstr(err, "denominator");
    ok(t, e1 && e2, "writer: invalid env / timebase refused");
    o.tb_den = 1;
    int fds[2];
    if (pipe(fds) != 0) { perror("pipe"); exit(99); }
    w = trc_trclog_writer_new(fds[1], 1, &o, err, sizeof err);
    static uint8_t big[70000];
    trc_record r;
    memset(&r, 0, sizeof r);
    r.fb = big;
    r.len = 70000;
    int long_rc = trc_trclog_write_record(w, &r, NULL);
    int long_errno = errno;
    close(fds[0]);
    r.len = 8;
    int rc = 0;
    for (int i = 0; i < 100000 && rc == 0; i++) rc = trc_trclog_write_record(w, &r, NULL);
    int werr = trc_trclog_writer_errno(w);
    rc = trc_trclog_writer_close(w);
    ok(t, long_rc == -1 && long_errno == EINVAL && werr == EPIPE && rc == -1 && errno == EPIPE,
       "writer: len > 65535 -> EINVAL (not sticky); closed pipe -> sticky EPIPE");
}

/* Read path in segments split at the sync markers found from the given points and compare
 * with the serial read (§3.4 parallel splitting).  Returns 1 when identical. */
static int split_equals_serial(const char *path, const xlist *serial, int nsplit, char *why, size_t wl)
{
    char err[256];
    trc_source *s = trc_trclog_open(path, err, sizeof err);
    if (!s) { snprintf(why, wl, "open: %.200s", err); return 0; }
    struct stat st;
    if (stat(path, &st) != 0) { snprintf(why, wl, "stat"); s->close(s); return 0; }
    uint64_t cuts[64];
    int nc = 0;
    uint64_t h = trc_trclog_header(s)->hlen;
    cuts[nc++] = h;
    for (int k = 1; k <= nsplit && nc < 63; k++) {
        uint64_t at;
        uint64_t from = (uint64_t)st.st_size * (uint64_t)k / (uint64_t)(nsplit + 1);
        int r = trc_trclog_find_sync(s, from, &at);
        if (r < 0) { snprintf(why, wl, "find_sync: %.200s", s->errbuf); s->close(s); return 0; }
        if (r == 1 && at > cuts[nc - 1]) cuts[nc++] = at;
    }
    cuts[nc] = UINT64_MAX;
    xlist got = { 0 };
    for (int k = 0; k < nc; k++) {
        if (trc_trclog_set_range(s, cuts[k], cuts[k + 1]) != 0) { snprintf(why, wl, "set_range: %.200s", s->errbuf); break; }
        read_all(s, &got);
        if (cuts[k + 1] != UINT64_MAX && trc_trclog_position(s) != cuts[k + 1]) {
            snprintf(why, wl, "segment %d ends at %llu, not at %llu", k,
                     (unsigned long long)trc_trclog_position(s), (unsigned long long)cuts[k + 1]);
            xlist_free(&got);
            s->close(s);
            return 0;
        }
    }
    int same = got.n == serial->n;
    for (size_t i = 0; same && i < got.n; i++) same = same_rec(&got.v[i].r, &serial->v[i].r, 1);
    if (!same) snprintf(why, wl, "split read (%d segments, %zu records) differs from the serial read (%zu)", nc, got.n, serial->n);
    xlist_free(&got);
    s->close(s);
    return same;
}

static void split_tests(tap *t, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/split.trclog", dir);
    xlist exp = { 0 };
    uint32_t h;
    long n = build_sample(path, TRC_BO_BIG, 600, 700, &exp, &h);
    char why[256] = "";
    xlist serial = { 0 };
    char err[256];
    trc_source *s = trc_trclog_open(path, err, sizeof err);
    read_all(s, &serial);
    s->close(s);
    int good = split_equals_serial(path, &serial, 7, why, sizeof why);
    ok(t, good, "split at sync markers (7 points) = serial read%s%s", good ? "" : ": ", why);
    xlist_free(&serial);
    /* damaged copies: flips anywhere after the header */
    uint8_t *orig = slurp(path, &n);
    uint64_t seed = 4242;
    int bad = 0, cases = 0;
    for (int i = 0; i < 150 && bad < 3; i++) {
        long off = (long)h + (long)(rnd(&seed) % (uint64_t)(n - h));
        uint8_t *q = malloc((size_t)n);
        memcpy(q, orig, (size_t)n);
        q[off] ^= (uint8_t)(rnd(&seed) % 255 + 1);
        spit(path, q, n);
        free(q);
        s = trc_trclog_open(path, err, sizeof err);
        read_all(s, &serial);
        s->close(s);
        cases++;
        if (!split_equals_serial(path, &serial, 1 + i % 9, why, sizeof why)) { bad++; diag("flip at %ld: %s", off, why); }
        xlist_free(&serial);
    }
    ok(t, bad == 0, "split = serial on %d damaged copies", cases);
    free(orig);
    xlist_free(&exp);
}

/* --jobs' speculative chunks (docs/report.md, "Speculative chunks"): the file's span
 * (trc_trclog_file_span), likely boundaries at every record (trc_trclog_likely_start),
 * chunks of several sizes cut by trc_trclog_spec_bounds and each read alone
 * (trc_trclog_open_chunk): every one starts where the one before ended, reads cleanly
 * (trc_trclog_chunk_clean) and gives the next serial records; and a source resumed at a
 * record (trc_trclog_resume) reads on from it. */
static void spec_tests(tap *t, const char *dir)
{
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/spec.trclog", dir);
    for (int k = 0; k < 2; k++) {
        const trc_byteorder bo = k ? TRC_BO_LITTLE : TRC_BO_BIG;
        const char *what = k ? "little-endian, sync markers" : "big-endian, no sync markers";
        xlist exp = { 0 }, serial = { 0 };
        uint32_t h;
        long n = build_sample(path, bo, 600, k ? 700 : 0, &exp, &h);
        trc_source *s = trc_trclog_open(path, err, sizeof err);
        int fd;
        uint64_t start, size, prev, feed;
        ok(t, s && trc_trclog_file_span(s, &fd, &start, &size, &prev, &feed) == 0 && start == h &&
               size == (uint64_t)n && prev == 0 && feed == 0,
           "%s: the file's span is its records (%u to %ld)", what, h, n);
        if (s) read_all(s, &serial);
        uint8_t *all = slurp(path, &n);
        size_t missed = 0;
        for (size_t i = 0; i < serial.n; i++) {
            uint64_t off = serial.v[i].r.offset;
            if (trc_trclog_likely_start(all, (size_t)n, (size_t)off, 0, 1, bo) != off) missed++;
        }
        ok(t, serial.n == 600 && missed == 0, "%s: a likely boundary at each of %zu records (%zu missed)",
           what, serial.n, missed);
        /* records run to some 400 bytes: chunks of 8 and 96 bytes meet one in which no
         * record starts, where the speculation stops (the pipeline goes on from there) */
        static const uint64_t steps[] = { 8, 96, 1000, 5000 };
        for (size_t j = 0; s && j < sizeof steps / sizeof *steps; j++) {
            const uint64_t step = steps[j];
            uint64_t pos = start;
            size_t r = 0, chunks = 0, bad = 0;
            int stopped = 0;
            for (uint64_t x0 = start; x0 < size && !bad && !stopped; x0 += step) {
                uint64_t left = size - x0;
                size_t m = (size_t)(left < step + 4096 ? left : step + 4096), cs0, ce;
                int b = trc_trclog_spec_bounds(all + x0, m, x0, step, left, x0 == start, bo, &cs0, &ce);
                if (b == 2) { bad += x0 + cs0 != pos; continue; }
                if (b != 1) { stopped = 1; break; }
                if (x0 + cs0 != pos) { bad++; break; }
                trc_trclog_cut cut;
                memset(&cut, 0, sizeof cut);
                cut.start = x0 + cs0;
                cut.end = x0 + ce;
                trc_source *c = trc_trclog_open_chunk(s, all + x0 + cs0, &cut);
                trc_record rec;
                while (c->next(c, &rec) > 0)
                    bad += r >= serial.n || !same_rec(&rec, &serial.v[r++].r, 1);
                uint64_t last = 0;
                bad += !trc_trclog_chunk_clean(c, &last) || (r && last != serial.v[r - 1].r.ticks);
                c->close(c);
                pos = cut.end;
                chunks++;
            }
            if (step < 400)
                ok(t, !bad && stopped && r < serial.n && chunks > 0,
                   "%s: speculative chunks of %llu bytes: %zu proved (the first %zu serial records), then none starts in one",
                   what, (unsigned long long)step, chunks, r);
            else
                ok(t, !bad && !stopped && r == serial.n && pos == size,
                   "%s: %zu speculative chunks of %llu bytes proved, the serial records (%zu of %zu)",
                   what, chunks, (unsigned long long)step, r, serial.n);
        }
        /* a chunk that ends inside a record is not clean */
        if (serial.n > 10) {
            trc_trclog_cut cut;
            memset(&cut, 0, sizeof cut);
            cut.start = serial.v[3].r.offset;
            cut.end = serial.v[7].r.offset + 8;
            trc_source *c = trc_trclog_open_chunk(s, all + cut.start, &cut);
            trc_record rec;
            while (c->next(c, &rec) > 0) {}
            uint64_t last = 0;
            ok(t, !trc_trclog_chunk_clean(c, &last), "%s: a chunk ending inside a record is not clean", what);
            c->close(c);
        }
        if (s) s->close(s);
        /* resumed at record 300 with the times before it */
        s = trc_trclog_open(path, err, sizeof err);
        xlist rest = { 0 };
        int good = s && serial.n == 600 &&
                   trc_trclog_resume(s, serial.v[300].r.offset, serial.v[299].r.ticks, serial.v[299].r.ticks) == 0;
        if (good) read_all(s, &rest);
        for (size_t i = 0; good && i < rest.n; i++) good = i + 300 < serial.n && same_rec(&rest.v[i].r, &serial.v[i + 300].r, 1);
        ok(t, good && rest.n == 300, "%s: resumed at record 300, the 300 records from there", what);
        if (s) s->close(s);
        xlist_free(&rest);
        free(all);
        xlist_free(&serial);
        xlist_free(&exp);
    }
}

/* The read(2) window (formats/inbuf.c) over a regular file read from a position that is
 * not 0 (stdin redirected from a file after a first read): bytes are found by stream
 * offset, the window stays at its size however far the cursor goes, and a request
 * larger than the window grows it. */
static void inbuf_tests(tap *t, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/window.bin", dir);
    const off_t skip = 100, size = skip + (24 << 20);
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
    int good = fd >= 0 && ftruncate(fd, size) == 0 && pwrite(fd, "X", 1, skip + 5) == 1 &&
               pwrite(fd, "Z", 1, skip + (20 << 20)) == 1 &&
               pwrite(fd, "Y", 1, size - 1) == 1 && lseek(fd, skip, SEEK_SET) == skip;
    trc_inbuf b;
    good = good && trc_inbuf_init(&b, fd, 1, 1 << 20, NULL, 0) == 0;
    if (!good) { ok(t, 0, "read window: set up"); if (fd >= 0) close(fd); return; }
    const uint8_t *p;
    ok(t, trc_inbuf_get(&b, 5, 1, &p) == 1 && *p == 'X',
       "read window: stream offsets from the read position");
    /* walk to 20 MiB as a reader does, a record of 4 KiB at a time */
    uint64_t off = 0;
    int seen = 1;
    for (; off < (20u << 20) && seen; off += 4096) {
        trc_inbuf_consume(&b, off);
        seen = trc_inbuf_get(&b, off, 4096, &p) == 4096;
    }
    trc_inbuf_consume(&b, off);
    ok(t, seen && trc_inbuf_get(&b, off, 1, &p) == 1 && *p == 'Z' && b.cap == (1u << 20),
       "read window: 20 MiB on, the byte there and the window still 1 MiB (cap %zu)", b.cap);
    size_t got = trc_inbuf_get(&b, off, 3u << 20, &p);
    ok(t, got == (3u << 20) && p[0] == 'Z' && b.cap >= (3u << 20),
       "read window: a 3 MiB request grows it (cap %zu)", b.cap);
    trc_inbuf_consume(&b, (uint64_t)(size - skip - 1));
    ok(t, trc_inbuf_get(&b, (uint64_t)(size - skip - 1), 1, &p) == 1 && *p == 'Y' &&
          trc_inbuf_get(&b, (uint64_t)(size - skip), 1, &p) == 0 && b.eof && !b.err,
       "read window: the last byte, then the end");
    trc_inbuf_free(&b);
    /* the file truncated under the window: the read ends with the sticky error */
    fd = open(path, O_RDONLY);
    good = fd >= 0 && trc_inbuf_init(&b, fd, 1, 1 << 20, NULL, 0) == 0 &&
           trc_inbuf_get(&b, 0, 1, &p) == 1 && truncate(path, 3 << 20) == 0;
    if (!good) { ok(t, 0, "read window: truncated file set up"); if (fd >= 0) close(fd); return; }
    uint64_t at = 0;
    while (trc_inbuf_get(&b, at, 4096, &p) == 4096) trc_inbuf_consume(&b, at += 4096);
    ok(t, at == (3u << 20) && b.err == TRC_INBUF_SHRANK &&
          strcmp(trc_inbuf_strerror(&b), "the file was truncated while it was read") == 0,
       "read window: a file truncated while read ends at its new size with an error (at %llu)",
       (unsigned long long)at);
    trc_inbuf_free(&b);
    /* a window on lent storage (--jobs hands a ring slot's storage to the window,
     * trc_trclog_cut_take) that must grow copies the bytes to storage of its own and
     * leaves the lent storage alone (it is on the stack here: realloc or free of it
     * aborts under AddressSanitizer) */
    uint8_t lent[4096];
    fd = open(path, O_RDONLY);
    good = fd >= 0 && trc_inbuf_init(&b, fd, 1, sizeof lent, NULL, 0) == 0 &&
           trc_inbuf_get(&b, 0, 100, &p) == 100;
    if (!good) { ok(t, 0, "read window: lent storage set up"); if (fd >= 0) close(fd); return; }
    memcpy(lent, b.data, b.hi);
    free(b.data);
    b.data = lent;
    b.borrowed = 1;
    trc_inbuf_consume(&b, 50);
    ok(t, trc_inbuf_get(&b, 50, 1000, &p) == 1000 && b.data == lent && b.borrowed,
       "read window: lent storage serves what fits in it");
    got = trc_inbuf_get(&b, 50, 3 * sizeof lent, &p);
    ok(t, got == 3 * sizeof lent && b.data != lent && !b.borrowed && b.cap >= 3 * sizeof lent &&
          memcmp(p, "\0\0\0\0\0\0\0\0", 8) == 0,
       "read window: growing past lent storage moves to storage of its own (cap %zu)", b.cap);
    memset(lent, 0xEE, sizeof lent);
    ok(t, trc_inbuf_get(&b, 50, 10, &p) == 10 && p[0] == 0, "read window: the lent storage is free again");
    trc_inbuf_free(&b);
}

/* Specific reader rules of §3.5 on hand-made files. */
static void rule_tests(tap *t, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/rules.trclog", dir);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    trc_trclog_wopts o;
    trc_trclog_wopts_init(&o);
    char err[256];
    trc_trclog_writer *w = trc_trclog_writer_new(fd, 1, &o, err, sizeof err);
    uint8_t fb[8];
    trc_put16(fb, 0x0102, TRC_BO_BIG);
    trc_put16(fb + 2, 7, TRC_BO_BIG);
    trc_put32(fb + 4, 99, TRC_BO_BIG);
    trc_record r;
    memset(&r, 0, sizeof r);
    r.fb = fb;
    r.len = 8;
    r.flags = TRC_EF_COMMIT;
    r.ticks = 10;
    trc_trclog_write_record(w, &r, NULL);            /* 72: good */
    r.ticks = 20;
    r.flags = 0;
    trc_trclog_write_record(w, &r, NULL);            /* 112: uncommitted */
    r.flags = TRC_EF_COMMIT | TRC_EF_SYNC;
    trc_trclog_write_record(w, &r, NULL);            /* 152: SYNC but not a marker */
    r.flags = TRC_EF_COMMIT;
    r.ticks = 30;
    trc_trclog_write_record(w, &r, NULL);            /* 192: good */
    trc_trclog_write_raw(w, "\xde\xad\xbe\xef\xde\xad\xbe\xef\0\0\0\0\0\0\0\0", 16);  /* 232 */
    r.ticks = 40;
    trc_trclog_write_record(w, &r, NULL);            /* 248: good */
    trc_trclog_write_record(w, &r, NULL);            /* 288: good */
    trc_trclog_write_raw(w, "\0\0\0\x28\0\x08", 6);  /* 328: truncated tail */
    trc_trclog_writer_close(w);
    trc_source *s = trc_trclog_open(path, err, sizeof err);
    xlist got = { 0 };
    read_all(s, &got);
    /* expected: rec@72, 00C(1,40@112), 00C(1,40@152), rec@192, 00C(1,16@232), rec@248,
     * rec@288, 00C(2,6@328) */
    static const struct { int synth; unsigned reason; uint64_t d1, off, ticks; } want[] = {
        { 0, 0, 0, 72, 10 }, { 1, 1, 40, 112, 10 }, { 1, 1, 40, 152, 10 }, { 0, 0, 0, 192, 30 },
        { 1, 1, 16, 232, 30 }, { 0, 0, 0, 248, 40 }, { 0, 0, 0, 288, 40 }, { 1, 2, 6, 328, 40 } };
    int good = got.n == 8;
    for (size_t i = 0; good && i < 8; i++) {
        const trc_record *g = &got.v[i].r;
        good = !!(g->flags & TRC_EF_SYNTH) == want[i].synth && g->offset == want[i].off
            && g->ticks == want[i].ticks;
        if (good && want[i].synth)
            good = trc_get16(g->fb + 6, TRC_BO_BIG) == want[i].reason
                && trc_get64(g->fb + 8, TRC_BO_BIG) == want[i].d1;
        if (!good) diag("record %zu differs", i);
    }
    ok(t, good, "uncommitted, bad SYNC, pair resync, truncated tail: 00C reasons, D1, D2, times");
    ok(t, s->stats.bad_records == 2 && s->stats.resyncs == 2 && s->stats.skipped_bytes == 102,
       "stats: 2 bad records, 2 resyncs, 102 bytes skipped");
    ok(t, got.v[0].r.hook == 0x00100 && got.v[1].r.hook == 0x000C0, "hook ids: 32-bit ID<<4, 00C");
    s->close(s);
    xlist_free(&got);

    /* invalid headers are rejected with a message */
    static const struct { int off; uint8_t val; const char *what; } bad[] = {
        { 0, 0x88, "bad magic" }, { 8, 0x02, "bad byte-order mark" }, { 13, 2, "version" },
        { 19, 0x4C, "header length" }, { 20, 31, "trace env" }, { 47, 0, "timebase denominator" },
        { 67, 9, "TLV list" } };
    long n;
    uint8_t *p = slurp(path, &n);
    int allgood = 1;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint8_t *q = malloc((size_t)n);
        memcpy(q, p, (size_t)n);
        q[bad[i].off] = bad[i].val;
        spit(path, q, n);
        free(q);
        s = trc_trclog_open(path, err, sizeof err);
        if (s || !strstr(err, bad[i].what)) { allgood = 0; diag("header case %zu: %s", i, s ? "accepted" : err); }
        if (s) s->close(s);
    }
    ok(t, allgood, "invalid headers rejected with a precise message");
    spit(path, p, 100);
    s = trc_trclog_open(path, err, sizeof err);
    ok(t, s != NULL && s->info.tb_den == 1, "minor version and unknown bytes do not matter");
    if (s) s->close(s);
    free(p);
    s = trc_trclog_open("/nonexistent/x", err, sizeof err);
    ok(t, !s && strstr(err, "cannot open"), "missing file: %s", err);
}

/* Raw AIX streams. */
static void raw_tests(tap *t, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/raw32", dir);
    trc_buf b;
    trc_buf_init(&b);
    uint8_t x[32];
    trc_byteorder bo = TRC_BO_LITTLE;
    /* type 9 at ts 0xFFFFFF00; type 2 (no ts); invalid 3 x2; type A ts 0x10 (wraps);
     * generic 00A mode 0x25C; type 1 */
    trc_put16(x, 0x1019, bo); trc_put16(x + 2, 1, bo); trc_put32(x + 4, 0xFFFFFF00u, bo);
    trc_buf_add(&b, x, 8);
    trc_put16(x, 0x1022, bo); trc_put16(x + 2, 2, bo); trc_put32(x + 4, 5, bo);
    trc_buf_add(&b, x, 8);
    trc_put16(x, 0x1023, bo); trc_put16(x + 2, 0, bo);
    trc_buf_add(&b, x, 4);
    trc_buf_add(&b, x, 4);
    trc_put16(x, 0x102A, bo); trc_put16(x + 2, 3, bo); trc_put32(x + 4, 6, bo); trc_put32(x + 8, 0x10, bo);
    trc_buf_add(&b, x, 12);
    trc_put16(x, 0x00A0, bo); trc_put16(x + 2, 18, bo); trc_put32(x + 4, 0x25C, bo);
    trc_put64(x + 8, 125, bo); trc_put64(x + 16, 3, bo); x[24] = 0xAA; x[25] = 0xBB; x[26] = x[27] = 0;
    trc_buf_add(&b, x, 28);
    trc_put16(x, 0x1031, bo); trc_put16(x + 2, 4, bo);
    trc_buf_add(&b, x, 4);
    trc_buf_add(&b, "\x01\x02", 2);  /* truncated tail */
    spit(path, (const uint8_t *)b.data, (long)b.len);
    trc_aix_opts o = { 32, bo, 1, 1 };
    char err[256];
    trc_source *s = trc_aix_open(path, &o, err, sizeof err);
    xlist got = { 0 };
    read_all(s, &got);
    int good = got.n == 7;
    if (good) {
        trc_record *r = &got.v[0].r;
        good = r->ticks == 0xFFFFFF00u && r->hook == 0x1010 && r->len == 4 && !(r->flags & TRC_EF_NOTS);
        r = &got.v[1].r;
        good = good && r->ticks == 0xFFFFFF00u && (r->flags & TRC_EF_NOTS) && r->len == 8;
        r = &got.v[2].r;
        good = good && r->hook == 0xC0 && r->offset == 16 && trc_get64(r->fb + 8, bo) == 8
            && trc_get16(r->fb + 6, bo) == 1;
        r = &got.v[3].r;
        good = good && r->ticks == 0x100000010ull && r->len == 8;
        r = &got.v[4].r;
        good = good && r->len == 26 && r->hook == 0xA0;
        r = &got.v[5].r;
        good = good && r->len == 4 && (r->flags & TRC_EF_NOTS) && r->ticks == 0x100000010ull;
        r = &got.v[6].r;
        good = good && r->hook == 0xC0 && trc_get16(r->fb + 6, bo) == 2 && trc_get64(r->fb + 8, bo) == 2;
    }
    ok(t, good, "aix32: sizing, time-stamp wrap, NOTS, invalid run -> one 00C, truncated tail");
    ok(t, s->info.tb_num == 125 && s->info.tb_den == 3 && s->info.start_ticks == 0xFFFFFF00u
       && s->info.start_wall == INT64_MIN && strcmp(s->info.source_desc, "raw AIX 32-bit stream") == 0,
       "aix32: 0x25C sets the timebase; pseudo-header");
    s->close(s);
    xlist_free(&got);

    /* aix64: 0x2000 with low digit 0 -> 32-bit layout; other -> 64-bit; bad length skip */
    b.len = 0;
    bo = TRC_BO_BIG;
    trc_put16(x, 0xA000, bo); trc_put16(x + 2, 12, bo); trc_put16(x + 4, 0x1230, bo); trc_put16(x + 6, 0x55, bo);
    trc_put32(x + 8, 1, bo); trc_put32(x + 12, 2, bo); trc_put32(x + 16, 3, bo); trc_put32(x + 20, 0, bo);
    trc_put64(x + 24, 777, bo);
    trc_buf_add(&b, x, 32);
    trc_put16(x, 0x2000, bo); trc_put16(x + 2, 4, bo); trc_put16(x + 4, 0x1231, bo); trc_put16(x + 6, 0, bo);
    trc_put32(x + 8, 9, bo); trc_put32(x + 12, 0, bo);
    trc_buf_add(&b, x, 16);
    trc_put16(x, 0x0000, bo); trc_put16(x + 2, 12, bo);   /* invalid length */
    trc_buf_add(&b, x, 8);
    trc_put16(x, 0x4000, bo); trc_put16(x + 2, 3, bo); trc_put16(x + 4, 0x0100, bo); trc_put16(x + 6, 0, bo);
    trc_put64(x + 8, 42, bo); memcpy(x + 16, "abc\0\0\0\0\0", 8);
    trc_buf_add(&b, x, 24);
    snprintf(path, sizeof path, "%s/raw64", dir);
    spit(path, (const uint8_t *)b.data, (long)b.len);
    o.bits = 64;
    o.bo = bo;
    s = trc_aix_open(path, &o, err, sizeof err);
    read_all(s, &got);
    good = got.n == 4;
    if (good) {
        trc_record *r = &got.v[0].r;
        good = r->ticks == 777 && !(r->flags & TRC_EF_E64) && r->len == 24 && r->hook == 0x1230
            && trc_get16(r->fb, bo) == 0x123E && trc_get16(r->fb + 2, bo) == 0x55
            && trc_get32(r->fb + 12, bo) == 3 && trc_get32(r->fb + 20, bo) == 0;
        r = &got.v[1].r;
        good = good && (r->flags & TRC_EF_E64) && r->len == 12 && r->hook == 0x1231 && (r->flags & TRC_EF_NOTS);
        r = &got.v[2].r;
        good = good && r->hook == 0xC0 && r->offset == 48 && trc_get64(r->fb + 8, bo) == 8;
        r = &got.v[3].r;
        good = good && r->len == 19 && r->hook == 0x100 && memcmp(r->fb + 16, "abc", 3) == 0;
    }
    ok(t, good, "aix64: 0x2000 presentation, bad length -> 00C, generic buffer");
    s->close(s);
    /* the same through a pipe */
    pid_t child;
    s = open_pipe((const uint8_t *)b.data, (long)b.len, 1, &o, &child);
    xlist got2 = { 0 };
    read_all(s, &got2);
    good = got2.n == got.n;
    for (size_t i = 0; good && i < got.n; i++) good = same_rec(&got.v[i].r, &got2.v[i].r, 1);
    ok(t, good, "aix64: pipe read identical to file read");
    s->close(s);
    int wst;
    waitpid(child, &wst, 0);
    xlist_free(&got);
    xlist_free(&got2);
    trc_buf_free(&b);
}

/* Build a raw stream of n entries (bits 32/64) in memory; entry offsets/sizes in offs/sizes. */
static size_t build_raw(trc_buf *b, int bits, trc_byteorder bo, int n, uint64_t *offs, uint32_t *sizes)
{
    uint64_t seed = 777 + (uint64_t)bits;
    uint8_t x[256];
    b->len = 0;
    for (int i = 0; i < n; i++) {
        uint64_t r = rnd(&seed);
        size_t len;
        memset(x, 0, sizeof x);
        if (bits == 32) {
            static const unsigned types[] = { 1, 2, 6, 9, 0xA, 0xE, 0, 8 };
            unsigned ty = types[r % 8];
            uint16_t hd = (uint16_t)(r >> 8 & 0x3F);
            trc_put16(x, (uint16_t)(0x1230 | ty), bo);
            trc_put16(x + 2, hd, bo);
            for (int k = 4; k < 200; k++) x[k] = (uint8_t)rnd(&seed);
            len = (ty & 7) == 1 ? 4 : (ty & 7) == 2 ? 8 : (ty & 7) == 6 ? 24 : 8u + ((hd + 3u) & ~3u);
            if ((ty & 7) == 0) memset(x + 8 + hd, 0, (size_t)(((hd + 3u) & ~3u) - hd));
            if (ty & 8) { trc_put32(x + len, (uint32_t)(i * 1000), bo); len += 4; }
        } else {
            unsigned kind = (unsigned)(r % 3);
            uint16_t l = (uint16_t)(kind == 0 ? 8 * ((r >> 8) % 6) : kind == 1 ? (r >> 8) & 0x3F
                                                                   : 4 * ((r >> 8) % 6));
            uint16_t fl = (uint16_t)((kind == 1 ? 0x4000 : kind == 2 ? 0x2000 : 0) | ((r >> 20) & 1 ? 0x8000 : 0));
            trc_put16(x, fl, bo);
            trc_put16(x + 2, l, bo);
            trc_put16(x + 4, (uint16_t)(0x1230 + (r >> 24 & 1)), bo);
            for (int k = 6; k < 200; k++) x[k] = (uint8_t)rnd(&seed);
            len = kind == 1 ? 16u + ((l + 7u) & ~7u) : kind == 2 ? 8u + ((l + 4u) & ~7u) : 8u + l;
            if (kind == 1) memset(x + 16 + l, 0, (size_t)(((l + 7u) & ~7u) - l));
            if (fl & 0x8000) { trc_put64(x + len, (uint64_t)i * 1000, bo); len += 8; }
        }
        offs[i] = b->len;
        sizes[i] = (uint32_t)len;
        trc_buf_add(b, x, len);
    }
    return b->len;
}

/* Raw streams: truncation at every offset and byte flips never crash; entries before the
 * damage come back unchanged; entries + skipped bytes account for every byte. */
static void raw_damage_tests(tap *t, const char *dir, int bits)
{
    char path[512];
    snprintf(path, sizeof path, "%s/rawdmg", dir);
    trc_buf b;
    trc_buf_init(&b);
    enum { NE = 300 };
    uint64_t offs[NE];
    uint32_t sizes[NE];
    trc_byteorder bo = bits == 32 ? TRC_BO_BIG : TRC_BO_LITTLE;
    long n = (long)build_raw(&b, bits, bo, NE, offs, sizes);
    const uint8_t *orig = (const uint8_t *)b.data;
    trc_aix_opts o = { bits, bo, 1, 1 };
    char err[256];
    /* undamaged: NE entries, no skip */
    spit(path, orig, n);
    trc_source *s = trc_aix_open(path, &o, err, sizeof err);
    xlist ref = { 0 };
    trc_item it;
    int clean = 1;
    while (trc_source_item(s, &it) > 0 && it.kind != TRC_ITEM_END) {
        if (it.kind != TRC_ITEM_RECORD || it.rec.offset != offs[ref.n] || it.nbytes != sizes[ref.n]) clean = 0;
        xlist_add(&ref, &it.rec);
    }
    s->close(s);
    ok(t, clean && ref.n == NE, "aix%d: %d generated entries read back with their offsets and sizes", bits, NE);
    int bad = 0, cases = 0;
    uint64_t seed = 99;
    int dfd = open(path, O_RDWR);
    if (dfd < 0) { perror(path); exit(99); }
    for (long k = n; k >= -400 && bad < 5; k--) {
        long size = k >= 0 ? k : n;
        long flip = k >= 0 ? -1 : (long)(rnd(&seed) % (uint64_t)n);
        if (k >= 0 && ftruncate(dfd, size) != 0) { perror("ftruncate"); exit(99); }
        if (k == -1) spit(path, orig, n);
        uint8_t v = 0;
        if (flip >= 0) {
            v = orig[flip] ^ (uint8_t)(rnd(&seed) % 255 + 1);
            if (pwrite(dfd, &v, 1, flip) != 1) { perror("pwrite"); exit(99); }
        }
        uint64_t dmg = flip >= 0 ? (uint64_t)flip : (uint64_t)size;
        s = trc_aix_open(path, &o, err, sizeof err);
        if (!s) { bad++; diag("open failed: %s", err); break; }
        cases++;
        uint64_t sum = 0;
        size_t e = 0;
        int k2;
        while ((k2 = trc_source_item(s, &it)) > 0 && it.kind != TRC_ITEM_END) {
            if (it.kind == TRC_ITEM_RECORD) {
                sum += it.nbytes;
                if (e < NE && offs[e] + sizes[e] <= dmg) {
                    if (!same_rec(&it.rec, &ref.v[e].r, 1)) { bad++; diag("entry %zu changed (damage at %llu)", e, (unsigned long long)dmg); break; }
                    e++;
                }
            } else if (it.kind == TRC_ITEM_SKIP) {
                sum += it.skip_len;
                if (it.reason == TRC_RESYNC_TRUNCATED && it.skip_offset + it.skip_len != (uint64_t)size) {
                    bad++; diag("reason 2 not at the end"); break;
                }
            }
        }
        if (k2 < 0) { bad++; diag("read error"); }
        s->close(s);
        s = trc_aix_open(path, &o, err, sizeof err);
        xlist viaNext = { 0 };
        read_all(s, &viaNext);
        if (!items_match(path, &o, &viaNext)) { bad++; diag("damage at %llu: item view differs from next()", (unsigned long long)dmg); }
        xlist_free(&viaNext);
        size_t need = 0;
        while (need < NE && offs[need] + sizes[need] <= dmg) need++;
        if (e != need) { bad++; diag("damage at %llu: %zu of %zu entries before it returned", (unsigned long long)dmg, e, need); }
        if (sum != (uint64_t)size) { bad++; diag("damage at %llu: %llu bytes accounted of %ld", (unsigned long long)dmg, (unsigned long long)sum, size); }
        s->close(s);
        if (flip >= 0 && pwrite(dfd, orig + flip, 1, flip) != 1) { perror("pwrite"); exit(99); }
    }
    close(dfd);
    ok(t, bad == 0, "aix%d: %d truncated / flipped streams read to the end, prefix kept, bytes accounted", bits, cases);
    xlist_free(&ref);
    trc_buf_free(&b);
}

/* --bench N: write an N-record log, read it 3 times, print the best records/s. */
static int bench(long nrec, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/bench.trclog", dir);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    trc_trclog_wopts o;
    trc_trclog_wopts_init(&o);
    o.sync_interval = 1 << 20;
    o.auto_sync = 1;
    char err[256];
    struct timespec a, z;
    clock_gettime(CLOCK_MONOTONIC, &a);
    trc_trclog_writer *w = trc_trclog_writer_new(fd, 1, &o, err, sizeof err);
    uint8_t fb[24];
    trc_record r;
    memset(&r, 0, sizeof r);
    r.fb = fb;
    r.flags = TRC_EF_COMMIT;
    for (long i = 0; i < nrec; i++) {
        r.len = i % 3 == 0 ? 24 : 8;
        trc_put16(fb, (uint16_t)(0x1000 | (r.len == 24 ? 0xE : 0xA)), TRC_BO_BIG);
        r.ticks = (uint64_t)i * 100;
        trc_trclog_write_record(w, &r, NULL);
    }
    trc_trclog_writer_close(w);
    clock_gettime(CLOCK_MONOTONIC, &z);
    double wt = (double)(z.tv_sec - a.tv_sec) + (double)(z.tv_nsec - a.tv_nsec) / 1e9;
    printf("write: %ld records in %.3f s = %.1f M records/s\n", nrec, wt, nrec / wt / 1e6);
    double best = 1e9;
    for (int k = 0; k < 3; k++) {
        clock_gettime(CLOCK_MONOTONIC, &a);
        trc_source *s = trc_trclog_open(path, err, sizeof err);
        trc_record rr;
        uint64_t sum = 0, cnt = 0;
        while (s->next(s, &rr) > 0) { sum += rr.ticks + rr.len; cnt++; }
        s->close(s);
        clock_gettime(CLOCK_MONOTONIC, &z);
        double tt = (double)(z.tv_sec - a.tv_sec) + (double)(z.tv_nsec - a.tv_nsec) / 1e9;
        if (tt < best) best = tt;
        if (cnt != (uint64_t)nrec) { printf("count mismatch %llu\n", (unsigned long long)cnt); return 1; }
        (void)sum;
    }
    printf("read: %ld records in %.3f s = %.1f M records/s (%.1f ns/record)\n", nrec, best,
           nrec / best / 1e6, best * 1e9 / nrec);
    unlink(path);
    return 0;
}

int main(int argc, char **argv)
{
    signal(SIGPIPE, SIG_IGN);
    char dir[] = "/tmp/trclog_test.XXXXXX";
    const char *tmp = getenv("TMPDIR");
    char dbuf[256];
    if (tmp && *tmp) { snprintf(dbuf, sizeof dbuf, "%s/trclog_test.XXXXXX", tmp); }
    else snprintf(dbuf, sizeof dbuf, "%s", dir);
    if (!mkdtemp(dbuf)) { perror("mkdtemp"); return 99; }
    if (argc == 3 && strcmp(argv[1], "--bench") == 0) {
        int rc = bench(atol(argv[2]), dbuf);
        rmdir(dbuf);
        return rc;
    }
    tap t = { 0, 0 };
    roundtrip_tests(&t, dbuf);
    rule_tests(&t, dbuf);
    writer_tests(&t, dbuf);
    split_tests(&t, dbuf);
    spec_tests(&t, dbuf);
    inbuf_tests(&t, dbuf);
    raw_tests(&t, dbuf);
    raw_damage_tests(&t, dbuf, 32);
    raw_damage_tests(&t, dbuf, 64);
    damage_tests(&t, dbuf, TRC_BO_BIG, 0);
    damage_tests(&t, dbuf, TRC_BO_LITTLE, 512);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dbuf);
    if (system(cmd) != 0) diag("cleanup failed");
    return tap_done(t.n, t.failed);
}
