/* ltt.c -- the LTT "new trace format" reader (docs/ref/foreign.md §4): directory detection, the
 * LTTng 0.x refusal, facility bases from control/facilities (or the fallback), the blocks
 * of each stream (one in memory, walked twice: formats/ltt_walk.c),
 * the sub-second unit decision and per-block time interpolation, one stream per cpu/N
 * plus control/interrupts and control/processes merged by time, the envelope (pid/tid
 * from core.schedchange), and the records of docs/ref/foreign.md §1.2 (namespace 3) with 00C
 * markers for partial (reason 2) and undecodable (reason 3) blocks.
 * The XML side is formats/ltt_xml.c, the type model (lookup, sizes) formats/ltt_model.c;
 * the generated templates are formats/ltt_tmpl.c. */
#include "formats/ltt_int.h"
#include "formats/foreign_int.h"
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* What a stream delivers next from its block. */
enum { ST_READ = 0, ST_FIRST, ST_EVENTS, ST_MARK };

/* One input stream (a cpu/N file or control/interrupts, control/processes). */
typedef struct ltt_stream {
    char *path;              /* file path (malloc) */
    trc_fx_file file;        /* the open file */
    uint16_t cpu;            /* N for cpu/N, TRC_CPU_UNKNOWN for control files */
    uint64_t blk;            /* index of the next block to read */
    uint64_t blk_off;        /* file offset of the current block */
    uint8_t *block;          /* current block bytes (block_size, malloc) */
    int stage;               /* ST_*: read a block, its block_start, its events, a marker */
    ltt_walk w;              /* the block's walk, done once whole when it was read */
    ltt_walk w2;             /* the second walk, which yields the records */
    ltt_cursor cur;          /* where the second walk stands */
    uint32_t mark_off;       /* ST_MARK: first skipped byte */
    uint32_t mark_len;       /* ST_MARK: bytes skipped */
    unsigned mark_reason;    /* ST_MARK: 00C reason */
    uint64_t s_ns, e_ns;     /* block_start and block_end times (ns) */
    double k;                /* ns per cycle in the block */
    uint32_t prev_lo, s_lo;  /* time field of the previous event, of block_start */
    uint64_t wraps;          /* wraps of the time field so far in the block */
    int eof;                 /* 1: no more blocks */
    uint64_t last_time;      /* time of the last record delivered from this stream */
    int has_head;            /* 1: head holds the stream's next record */
    trc_record head;         /* the next record */
    uint8_t *fb;             /* format buffer of head (malloc, grows) */
    size_t fbcap;            /* allocated bytes of fb */
    uint8_t mark[TRC_SYNTH_006_LEN]; /* format buffer of a synthetic head */
    uint32_t pid;            /* current pid of this CPU (core.schedchange), unknown first */
    uint64_t tid;            /* current tid of this CPU */
} ltt_stream;

/* Accumulated block rates under one reading of the sub-second unit. */
typedef struct ltt_rates {
    double min, max, sum;    /* cycles per second: extremes and sum */
    double ksum;             /* sum of ns per cycle */
    uint64_t n;              /* blocks counted */
    uint64_t earliest;       /* smallest block_start time (ns) */
    int have_earliest;       /* 1: earliest is set */
} ltt_rates;

/* The source. */
typedef struct ltt_src {
    trc_source base;         /* must be first */
    ltt_model m;             /* system description and facilities */
    trc_ltt_opts opts;       /* options as given */
    trc_ltt_counts counts;   /* counters */
    char *dir;               /* trace directory (malloc) */
    ltt_stream *streams;     /* event streams in tie order (malloc) */
    size_t nstreams;         /* number of streams */
    int advance;             /* stream whose head was delivered last, -1 none */
    uint32_t sub_mult;       /* 1000 (us) or 1 (ns) */
    double avg_k;            /* ns per cycle over the trace (blocks without an end) */
    const char **attrs;      /* header attribute pairs (arena) */
    uint64_t block_warnings; /* warnings about blocks so far (capped at LTT_MAX_WARN) */
} ltt_src;

#define LTT_MAX_WARN 100     /* block warnings printed per trace; the rest are counted */
#define LTT_BLOCKS_MAX (256u << 20) /* one block per stream in memory: at most this in all */

/* ---- helpers ------------------------------------------------------------------- */

/* A warning about a block: printed up to LTT_MAX_WARN times, then one notice. */
static void block_warn(ltt_src *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void block_warn(ltt_src *s, const char *fmt, ...)
{
    if (++s->block_warnings > LTT_MAX_WARN) {
        if (s->block_warnings == LTT_MAX_WARN + 1)
            trc_fx_warn(s->m.warn, s->m.warn_ctx, s->dir,
                        "more block warnings suppressed (00C records and counts go on)");
        return;
    }
    trc_buf b;
    trc_buf_init(&b);
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n >= 0 && trc_buf_reserve(&b, (size_t)n + 1) == 0) {
        va_start(ap, fmt);
        vsnprintf(b.data, (size_t)n + 1, fmt, ap);
        va_end(ap);
        trc_fx_warn(s->m.warn, s->m.warn_ctx, s->dir, "%s", b.data);
    }
    trc_buf_free(&b);
}

static int is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int is_file(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

int trc_ltt_detect(const char *path)
{
    if (!path || !is_dir(path)) return 0;
    char *p = trc_ltt_path_join(path, "info/system.xml");
    int r = p && is_file(p);
    free(p);
    return r;
}

static int add_range(ltt_model *m, ltt_facility *f, uint32_t base, uint32_t checksum)
{
    if (m->nranges == m->capranges) {
        size_t nc = m->capranges ? m->capranges * 2 : 8;
        ltt_range *r = trc_arena_grow(&m->arena, m->ranges, m->nranges, nc, sizeof *r);
        if (!r) return -1;
        m->ranges = r;
        m->capranges = nc;
    }
    m->ranges[m->nranges].base = base;
    m->ranges[m->nranges].checksum = checksum;
    m->ranges[m->nranges].fac = f;
    m->nranges++;
    f->loaded = 1;
    return 0;
}

/* ---- per-file block iteration ---------------------------------------------------- */

/* Read the next block of f into buf.  Returns the bytes read: block_size for a complete
 * block, 0 at end of file, less for a partial last block; -1 on a read error. */
static long read_block(trc_fx_file *f, uint8_t *buf, uint32_t bs)
{
    size_t got = fread(buf, 1, bs, f->fp);
    if (got < bs && ferror(f->fp)) {
        f->ioerr = 1;
        snprintf(f->errbuf, sizeof f->errbuf, "read error: %s", strerror(errno));
        return -1;
    }
    return (long)got;
}

/* ---- facility bases (§4.4) ------------------------------------------------------- */

static int load_facilities(ltt_src *s, char *err, size_t errlen)
{
    ltt_model *m = &s->m;
    char *path = trc_ltt_path_join(s->dir, "control/facilities");
    if (!path) { snprintf(err, errlen, "out of memory"); return -1; }
    trc_fx_file f;
    int loads = 0;
    if (is_file(path) && trc_fx_open(&f, path, NULL, 0) == 0) {
        uint8_t *buf = malloc(m->block_size);
        uint32_t *loadv = NULL;   /* offsets of the block's facility_load events */
        size_t nload = 0, capload = 0;
        int oom = 0;
        if (!buf) { trc_fx_close(&f); free(path); snprintf(err, errlen, "out of memory"); return -1; }
        for (uint64_t blk = 0;; blk++) {
            long got = read_block(&f, buf, m->block_size);
            if (got <= 0) {
                if (got < 0)
                    trc_fx_warn(m->warn, m->warn_ctx, s->dir, "%s: %s", path, f.errbuf);
                break;
            }
            if ((uint32_t)got < m->block_size) {
                trc_fx_warn(m->warn, m->warn_ctx, s->dir,
                            "%s: partial last block (%ld bytes) ignored", path, got);
                break;
            }
            ltt_walk w;
            ltt_walk_block(m, buf, &w);
            if (w.failed)
                trc_fx_warn(m->warn, m->warn_ctx, s->dir, "%s: block %llu: %s at offset %u",
                            path, (unsigned long long)blk, w.why, w.fail_off);
            /* the loads of the block are found first: their ranges take effect after it */
            ltt_cursor c;
            ltt_item x;
            nload = 0;
            for (int k = ltt_walk_begin(m, buf, &w, &c, &x); k && !oom; k = ltt_walk_next(m, buf, &w, &c, &x)) {
                if (x.id != LTT_ID_FACILITY_LOAD) continue;
                if (nload == capload) {
                    size_t nc = capload ? 2 * capload : 16;
                    uint32_t *nv = realloc(loadv, nc * sizeof *nv);
                    if (!nv) { oom = 1; break; }
                    loadv = nv;
                    capload = nc;
                }
                loadv[nload++] = x.off;
            }
            for (size_t i = 0; i < nload && !oom; i++) {
                const uint8_t *pl = buf + loadv[i] + LTT_EVHDR;
                size_t nl = strlen((const char *)pl);
                uint32_t ck = trc_get32(pl + nl + 1, m->bo), base = trc_get32(pl + nl + 5, m->bo);
                loads++;
                ltt_facility *fac = NULL, *first = NULL;
                for (size_t j = 0; j < m->nfacs; j++)
                    if (strcmp(m->facs[j]->name, (const char *)pl) == 0) {
                        if (!first) first = m->facs[j];
                        if (!m->facs[j]->loaded) { fac = m->facs[j]; break; }
                    }
                if (!fac) fac = first;
                if (!fac) {
                    trc_fx_warn(m->warn, m->warn_ctx, s->dir,
                                "%s: facility_load of '%s' (base %u): no such facility in "
                                "eventdefs", path, (const char *)pl, base);
                    continue;
                }
                if (add_range(m, fac, base, ck) < 0) oom = 1;
            }
            if (oom) break;
        }
        free(loadv);
        free(buf);
        trc_fx_close(&f);
        if (oom) { free(path); snprintf(err, errlen, "out of memory"); return -1; }
    }
    if (!loads && m->nfacs) {
        trc_fx_warn(m->warn, m->warn_ctx, s->dir,
                    "%s: missing or without facility_load: facility core gets base 0, the "
                    "others follow in eventdefs order", path);
        ltt_facility *core = NULL;
        for (size_t j = 0; j < m->nfacs && !core; j++)
            if (strcmp(m->facs[j]->name, "core") == 0) core = m->facs[j];
        uint64_t base = 0;
        for (size_t j = 0; j <= m->nfacs; j++) {
            ltt_facility *fac = j == 0 ? core : m->facs[j - 1];
            if (!fac || (j > 0 && fac == core)) continue;
            if (base > 0xFFFF) break;              /* event ids are 16 bits */
            if (add_range(m, fac, (uint32_t)base, 0) < 0) {
                free(path);
                snprintf(err, errlen, "out of memory");
                return -1;
            }
            base += fac->nevents;
        }
    }
    free(path);
    s->counts.loaded = (uint32_t)m->nranges;
    return 0;
}

/* ---- streams ------------------------------------------------------------------- */

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Add a stream for path (taken over) if it is a regular file. */
static int add_stream(ltt_src *s, char *path, uint16_t cpu, size_t *cap)
{
    if (!path) return -1;
    if (!is_file(path)) { free(path); return 0; }
    if (s->nstreams == *cap) {
        size_t nc = *cap ? *cap * 2 : 8;
        ltt_stream *ns = realloc(s->streams, nc * sizeof *ns);
        if (!ns) { free(path); return -1; }
        s->streams = ns;
        *cap = nc;
    }
    ltt_stream *st = &s->streams[s->nstreams];
    memset(st, 0, sizeof *st);
    st->path = path;
    st->cpu = cpu;
    st->pid = TRC_PID_UNKNOWN;
    st->tid = TRC_TID_UNKNOWN;
    s->nstreams++;
    return 0;
}

static int find_streams(ltt_src *s, char *err, size_t errlen)
{
    size_t cap = 0;
    char *cdir = trc_ltt_path_join(s->dir, "cpu");
    if (!cdir) goto oom;
    DIR *d = opendir(cdir);
    uint32_t *cpus = NULL;
    size_t n = 0, ncap = 0;
    if (d) {
        struct dirent *de;
        while ((de = readdir(d)) != NULL) {
            const char *nm = de->d_name;
            size_t l = strlen(nm);
            if (!l || l > 5 || strspn(nm, "0123456789") != l) continue;
            unsigned long v = strtoul(nm, NULL, 10);
            if (v >= TRC_CPU_UNKNOWN) continue;
            if (n == ncap) {
                size_t nc = ncap ? ncap * 2 : 16;
                uint32_t *nv = realloc(cpus, nc * sizeof *nv);
                if (!nv) { closedir(d); free(cpus); free(cdir); goto oom; }
                cpus = nv;
                ncap = nc;
            }
            cpus[n++] = (uint32_t)v;
        }
        closedir(d);
    } else {
        trc_fx_warn(s->m.warn, s->m.warn_ctx, s->dir, "%s: %s", cdir, strerror(errno));
    }
    if (n) qsort(cpus, n, sizeof *cpus, cmp_u32);
    for (size_t i = 0; i < n; i++) {
        char num[16];
        snprintf(num, sizeof num, "%u", (unsigned)cpus[i]);
        if (add_stream(s, trc_ltt_path_join(cdir, num), (uint16_t)cpus[i], &cap) < 0) {
            free(cpus);
            free(cdir);
            goto oom;
        }
    }
    free(cpus);
    free(cdir);
    if (add_stream(s, trc_ltt_path_join(s->dir, "control/interrupts"), TRC_CPU_UNKNOWN, &cap) < 0) goto oom;
    if (add_stream(s, trc_ltt_path_join(s->dir, "control/processes"), TRC_CPU_UNKNOWN, &cap) < 0) goto oom;
    return 0;
oom:
    snprintf(err, errlen, "out of memory");
    return -1;
}

/* ---- the unit decision (§4.7) ---------------------------------------------------- */

static void rate_add(ltt_rates *r, uint64_t s_ns, uint64_t e_ns, uint64_t s_cyc, uint64_t e_cyc)
{
    if (!r->have_earliest || s_ns < r->earliest) { r->earliest = s_ns; r->have_earliest = 1; }
    if (e_ns <= s_ns || e_cyc <= s_cyc) return;
    double rate = (double)(e_cyc - s_cyc) * 1e9 / (double)(e_ns - s_ns);
    if (!r->n || rate < r->min) r->min = rate;
    if (!r->n || rate > r->max) r->max = rate;
    r->sum += rate;
    r->ksum += (double)(e_ns - s_ns) / (double)(e_cyc - s_cyc);
    r->n++;
}

static double spread(const ltt_rates *r)
{
    if (!r->n) return INFINITY;
    double mean = r->sum / (double)r->n;
    return mean > 0 ? (r->max - r->min) / mean : INFINITY;
}

/* Pre-pass over every block of every stream: unit, earliest block_start, mean k. */
static int decide_unit(ltt_src *s, char *err, size_t errlen)
{
    ltt_model *m = &s->m;
    ltt_rates rr[2];          /* [0] ns reading, [1] us reading */
    memset(rr, 0, sizeof rr);
    int big = 0;
    uint8_t *buf = malloc(m->block_size);
    if (!buf) { snprintf(err, errlen, "out of memory"); return -1; }
    for (size_t i = 0; i < s->nstreams; i++) {
        trc_fx_file f;
        if (trc_fx_open(&f, s->streams[i].path, err, errlen) < 0) { free(buf); return -1; }
        for (;;) {
            long got = read_block(&f, buf, m->block_size);
            if (got < 0) {
                snprintf(err, errlen, "%s: %s", s->streams[i].path, f.errbuf);
                trc_fx_close(&f);
                free(buf);
                return -1;
            }
            if ((uint32_t)got < m->block_size) break;
            ltt_walk w;
            ltt_walk_block(m, buf, &w);
            if (!w.start_ok) continue;
            if (w.s_sub >= 1000000u || (w.has_end_time && w.e_sub >= 1000000u)) big = 1;
            for (int u = 0; u < 2; u++) {
                uint64_t mult = u ? 1000 : 1;
                uint64_t sn = (uint64_t)w.s_sec * 1000000000u + w.s_sub * mult;
                if (w.has_end_time && s->streams[i].cpu != TRC_CPU_UNKNOWN)
                    rate_add(&rr[u], sn, (uint64_t)w.e_sec * 1000000000u + w.e_sub * mult,
                             w.s_cyc, w.e_cyc);    /* rates: blocks of the CPUs only */
                else if (!rr[u].have_earliest || sn < rr[u].earliest) {
                    rr[u].earliest = sn;
                    rr[u].have_earliest = 1;
                }
            }
        }
        trc_fx_close(&f);
    }
    free(buf);
    int ns;
    if (s->opts.unit == TRC_LTT_UNIT_NSEC) { ns = 1; s->counts.unit_why = "forced"; }
    else if (s->opts.unit == TRC_LTT_UNIT_USEC) { ns = 0; s->counts.unit_why = "forced"; }
    else if (big) { ns = 1; s->counts.unit_why = "values >= 10^6"; }
    else if (!rr[0].n && !rr[1].n) { ns = 1; s->counts.unit_why = "no usable blocks"; }
    else {
        double a = spread(&rr[0]), b = spread(&rr[1]);
        ns = a <= b;
        s->counts.unit_why = a == b ? "tie" : "rate agreement";
    }
    s->counts.unit_ns = ns;
    s->sub_mult = ns ? 1 : 1000;
    const ltt_rates *r = &rr[ns ? 0 : 1];
    s->avg_k = r->n ? r->ksum / (double)r->n : 0;
    trc_loginfo *in = &s->base.info;
    in->start_ticks = r->have_earliest ? r->earliest : 0;
    in->start_wall = r->have_earliest && r->earliest <= (uint64_t)INT64_MAX
                         ? (int64_t)r->earliest : INT64_MIN;
    return 0;
}

/* ---- emission ------------------------------------------------------------------ */

/* The time base of a walked block (§4.7): block_start and block_end times, ns per cycle. */
static void block_times(ltt_src *s, ltt_stream *st, const ltt_walk *w)
{
    st->s_ns = (uint64_t)w->s_sec * 1000000000u + (uint64_t)w->s_sub * s->sub_mult;
    st->e_ns = 0;
    st->k = s->avg_k;
    if (w->has_end_time) {
        st->e_ns = (uint64_t)w->e_sec * 1000000000u + (uint64_t)w->e_sub * s->sub_mult;
        if (w->e_cyc > w->s_cyc) {
            st->k = (double)((int64_t)(st->e_ns - st->s_ns)) / (double)(w->e_cyc - w->s_cyc);
        } else {
            st->k = 0;
            block_warn(s, "%s: block %llu: block_end cycles not after block_start: k = 0",
                        st->path, (unsigned long long)(st->blk - 1));
        }
    }
    st->prev_lo = st->s_lo = (uint32_t)w->s_cyc;
    st->wraps = 0;
}

/* The time of event x of the block, the events coming in walk order (§4.7). */
static uint64_t item_time(ltt_stream *st, const ltt_item *x)
{
    if (st->w.has_end && x->off == st->w.end_off && x->id == LTT_ID_BLOCK_END) return st->e_ns;
    if (x->lo < st->prev_lo) st->wraps++;
    st->prev_lo = x->lo;
    double d = (double)((uint64_t)x->lo + (st->wraps << 32) - st->s_lo) * st->k;
    if (!(d < 9.2e18 && d > -9.2e18)) d = d < 0 ? -9.2e18 : 9.2e18;   /* NaN too */
    int64_t delta = llround(d);
    if (delta < 0) return (uint64_t)-delta > st->s_ns ? 0 : st->s_ns - (uint64_t)-delta;
    return UINT64_MAX - st->s_ns < (uint64_t)delta ? UINT64_MAX : st->s_ns + (uint64_t)delta;
}

/* Read the next block of st (stage ST_READ): walk it whole once (its warnings, counts and
 * time base), then deliver its records (stage ST_FIRST), or a marker for a partial last
 * block; at the end of the file, eof.  0, or -1 on a read error. */
static int load_block(ltt_src *s, ltt_stream *st)
{
    const uint32_t bs = s->m.block_size;
    st->blk_off = st->blk * (uint64_t)bs;
    long got = read_block(&st->file, st->block, bs);
    if (got < 0) {
        snprintf(s->base.errbuf, sizeof s->base.errbuf, "%s: %s", st->path, st->file.errbuf);
        return -1;
    }
    st->blk++;
    if ((uint32_t)got < bs) {
        st->eof = 1;
        if (got == 0) return 0;
        s->counts.truncated++;
        block_warn(s, "%s: partial last block (%ld of %u bytes) at offset %llu", st->path,
                    got, bs, (unsigned long long)st->blk_off);
        st->stage = ST_MARK;
        st->mark_off = 0;
        st->mark_len = (uint32_t)got;
        st->mark_reason = 2;
        return 0;
    }
    s->counts.blocks++;
    ltt_walk_block(&s->m, st->block, &st->w);
    if (st->w.start_ok) block_times(s, st, &st->w);
    if (st->w.failed) {
        s->counts.bad_blocks++;
        block_warn(s, "%s: block %llu: %s at offset %u: %u bytes skipped", st->path,
                    (unsigned long long)(st->blk - 1), st->w.why, st->w.fail_off,
                    bs - st->w.fail_off);
        st->mark_off = st->w.fail_off;
        st->mark_len = bs - st->w.fail_off;
        st->mark_reason = 3;
    }
    st->stage = ST_FIRST;
    return 0;
}

/* The marker of st's block into *x: 1. */
static int mark_item(ltt_stream *st, ltt_item *x, int *is_mark)
{
    *x = (ltt_item){ st->mark_off, st->mark_len, 0, 0, 0 };
    *is_mark = 1;
    return 1;
}

/* The next record of st's block into *x (is_mark: the marker of a partial block or of a
 * failed walk); 0 when the block has no more (stage ST_READ). */
static int next_item(ltt_src *s, ltt_stream *st, ltt_item *x, int *is_mark)
{
    *is_mark = 0;
    switch (st->stage) {
    case ST_FIRST:
        if (ltt_walk_begin(&s->m, st->block, &st->w2, &st->cur, x)) {
            st->stage = ST_EVENTS;
            x->time = st->s_ns;
            return 1;
        }
        st->stage = ST_READ;
        return mark_item(st, x, is_mark);   /* no block_start: the whole block */
    case ST_EVENTS:
        if (ltt_walk_next(&s->m, st->block, &st->w2, &st->cur, x)) {
            x->time = item_time(st, x);
            return 1;
        }
        st->stage = ST_READ;
        return st->w.failed ? mark_item(st, x, is_mark) : 0;
    case ST_MARK:
        st->stage = ST_READ;
        return mark_item(st, x, is_mark);
    default:
        return 0;
    }
}

/* Prepare the next head record of st; 0 (has_head tells whether there is one) or -1. */
static int advance(ltt_src *s, ltt_stream *st)
{
    st->has_head = 0;
    ltt_item it, *x = &it;
    int is_mark;
    while (!next_item(s, st, x, &is_mark)) {
        if (st->eof) return 0;
        if (load_block(s, st) < 0) return -1;
    }
    trc_record *rec = &st->head;
    trc_byteorder bo = s->m.bo;
    if (is_mark) {
        trc_synth_00c(rec, st->mark, bo, st->mark_reason, x->plen, st->blk_off + x->off,
                      st->last_time, 0);
    } else {
        size_t need = 16 + (size_t)x->plen;
        if (need > st->fbcap) {
            uint8_t *nb = realloc(st->fb, need);
            if (!nb) {
                snprintf(s->base.errbuf, sizeof s->base.errbuf, "out of memory");
                return -1;
            }
            st->fb = nb;
            st->fbcap = need;
        }
        const ltt_range *r = ltt_lookup(&s->m, x->id);
        uint16_t index = r ? (uint16_t)(x->id - r->base) : x->id;
        trc_put16(st->fb, 0xC000, bo);
        trc_put16(st->fb + 2, x->plen > 0xFFFF ? 0xFFFF : (uint16_t)x->plen, bo);
        trc_put16(st->fb + 4, x->id, bo);
        trc_put16(st->fb + 6, index, bo);
        trc_put64(st->fb + 8, x->plen, bo);
        memcpy(st->fb + 16, st->block + x->off + LTT_EVHDR, x->plen);
        memset(rec, 0, sizeof *rec);
        rec->ticks = x->time;
        rec->pid = TRC_PID_UNKNOWN;
        rec->tid = TRC_TID_UNKNOWN;
        rec->cpu = st->cpu;
        rec->flags = TRC_EF_E64;
        rec->ns = 3;
        rec->hook = 0x30000u | x->id;
        rec->bo = bo;
        rec->fb = st->fb;
        rec->len = (uint32_t)need;
        rec->offset = st->blk_off + x->off;
        rec->fb_offset = rec->offset;
        st->last_time = x->time;
    }
    st->has_head = 1;
    return 0;
}

/* If rec is core.schedchange with a field `in`, its value (1) in *v; else 0. */
static int sched_in(const ltt_src *s, const trc_record *rec, uint64_t *v)
{
    if (rec->ns != 3) return 0;
    const ltt_range *r = ltt_lookup(&s->m, rec->hook & 0xFFFF);
    if (!r || strcmp(r->fac->name, "core") != 0) return 0;
    const ltt_event *e = &r->fac->events[(rec->hook & 0xFFFF) - r->base];
    if (strcmp(e->name, "schedchange") != 0) return 0;
    const ltt_type *t = ltt_deref(e->type);
    if (!t || t->kind != LTT_STRUCT) return 0;
    const uint8_t *pl = rec->fb + 16;
    size_t avail = rec->len - 16, off = 0, sz;
    for (size_t i = 0; i < t->nfields; i++) {
        const ltt_type *ft = ltt_deref(t->fields[i].type);
        if (strcmp(t->fields[i].name, "in") == 0) {
            if ((ft->kind != LTT_UINT && ft->kind != LTT_INT) || avail - off < ft->size) return 0;
            switch (ft->size) {
            case 1: *v = pl[off]; break;
            case 2: *v = trc_get16(pl + off, rec->bo); break;
            case 4: *v = trc_get32(pl + off, rec->bo); break;
            default: *v = trc_get64(pl + off, rec->bo); break;
            }
            return 1;
        }
        if (ltt_type_size(ft, pl + off, avail - off, rec->bo, &sz) < 0) return 0;
        off += sz;
    }
    return 0;
}

static int ltt_next(trc_source *src, trc_record *rec)
{
    ltt_src *s = (ltt_src *)src;
    if (s->advance >= 0) {
        ltt_stream *st = &s->streams[s->advance];
        s->advance = -1;
        if (advance(s, st) < 0) return -1;
    }
    int best = -1;
    for (size_t i = 0; i < s->nstreams; i++) {
        const ltt_stream *st = &s->streams[i];
        if (st->has_head && (best < 0 || st->head.ticks < s->streams[best].head.ticks))
            best = (int)i;
    }
    if (best < 0) return 0;
    ltt_stream *st = &s->streams[best];
    *rec = st->head;
    s->advance = best;
    src->stats.records++;
    if (rec->ns == 0) {                      /* synthetic 00C */
        src->stats.resyncs++;
        src->stats.skipped_bytes += trc_get64(rec->fb + 8, rec->bo);
        return 1;
    }
    s->counts.events++;
    if (st->cpu != TRC_CPU_UNKNOWN) {
        rec->pid = st->pid;
        rec->tid = st->tid;
        uint64_t v;
        if (sched_in(s, rec, &v)) {
            st->pid = (uint32_t)v;
            st->tid = v;
        }
    }
    return 1;
}

static void ltt_close(trc_source *src)
{
    ltt_src *s = (ltt_src *)src;
    if (!s) return;
    for (size_t i = 0; i < s->nstreams; i++) {
        ltt_stream *st = &s->streams[i];
        if (st->file.fp) trc_fx_close(&st->file);
        free(st->path);
        free(st->block);
        free(st->fb);
    }
    free(s->streams);
    ltt_model_free(&s->m);
    free(s->dir);
    free(s);
}

/* LTTng 0.x refusal (§4.5); 0, or -1 with the message in err. */
static int check_lttng(ltt_src *s, char *err, size_t errlen)
{
    char *p = trc_ltt_path_join(s->dir, "cpu/0");
    if (!p) { snprintf(err, errlen, "out of memory"); return -1; }
    FILE *fp = fopen(p, "rb");
    free(p);
    if (!fp) return 0;
    uint8_t h[60];
    size_t got = fread(h, 1, sizeof h, fp);
    fclose(fp);
    if (got < sizeof h) return 0;
    if (trc_get16(h, s->m.bo) != LTT_ID_BLOCK_START
        && (trc_get32(h + 56, TRC_BO_LITTLE) == 0x00D6B7EDu
            || trc_get32(h + 56, TRC_BO_BIG) == 0x00D6B7EDu)) {
        snprintf(err, errlen, "%s: LTTng traces are not supported", s->dir);
        return -1;
    }
    return 0;
}

/* Header facts (§4.1). */
static int fill_info(ltt_src *s)
{
    trc_loginfo *in = &s->base.info;
    ltt_model *m = &s->m;
    in->bo = m->bo;
    in->env = m->arch == LTT_LP64 || m->arch == LTT_ILP64 ? 64 : 32;
    in->ncpus = (uint16_t)m->ncpus;
    in->hflags = 2;                          /* CONVERTED */
    in->tb_num = 1;
    in->tb_den = 1;
    in->sysname = ltt_sysattr(m, "kernel_name");
    in->nodename = ltt_sysattr(m, "node_name");
    in->release = ltt_sysattr(m, "kernel_release");
    in->version = ltt_sysattr(m, "kernel_version");
    in->machine = ltt_sysattr(m, "machine");
    in->source = "ltt";
    in->source_desc = "LTT trace directory";
    static const char *const mapped[] = {
        "kernel_name", "node_name", "kernel_release", "kernel_version", "machine", "cpu"
    };
    /* + 1 pair: the sub-second unit decision, added by add_unit_attr */
    s->attrs = trc_arena_alloc(&m->arena, (2 * m->nsysattrs + 3) * sizeof *s->attrs);
    if (!s->attrs) return -1;
    uint32_t n = 0;
    for (size_t i = 0; i < m->nsysattrs; i++) {
        int skip = 0;
        for (size_t j = 0; j < sizeof mapped / sizeof mapped[0]; j++)
            if (strcmp(m->sysattrs[2 * i], mapped[j]) == 0) skip = 1;
        if (skip) continue;
        s->attrs[2 * n] = m->sysattrs[2 * i];
        s->attrs[2 * n + 1] = m->sysattrs[2 * i + 1];
        n++;
    }
    in->attrs = n ? s->attrs : NULL;
    in->nattrs = n;
    return 0;
}

/* The unit decision of §4.7 as the attribute `ltt_time_unit` ("ns (tie)", "us (forced)",
 * ...), so `trcrpt -v` prints it in the header; after fill_info and decide_unit. */
static int add_unit_attr(ltt_src *s)
{
    char v[64];
    snprintf(v, sizeof v, "%s (%s)", s->counts.unit_ns ? "ns" : "us",
             s->counts.unit_why ? s->counts.unit_why : "?");
    char *val = trc_arena_strndup(&s->m.arena, v, strlen(v));
    if (!val) return -1;
    trc_loginfo *in = &s->base.info;
    s->attrs[2 * in->nattrs] = "ltt_time_unit";
    s->attrs[2 * in->nattrs + 1] = val;
    in->nattrs++;
    in->attrs = s->attrs;
    return 0;
}

trc_source *trc_ltt_open(const char *dir, const trc_ltt_opts *o, char *err, size_t errlen)
{
    char dummy[8];
    if (!err || !errlen) { err = dummy; errlen = sizeof dummy; }
    if (!dir || !is_dir(dir)) {
        snprintf(err, errlen, "%s: not an LTT trace directory", dir ? dir : "(null)");
        return NULL;
    }
    ltt_src *s = calloc(1, sizeof *s);
    if (!s || !(s->dir = strdup(dir))) {
        free(s);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (size_t n = strlen(s->dir); n > 1 && s->dir[n - 1] == '/'; n--) s->dir[n - 1] = '\0';
    dir = s->dir;   /* "trace/" names its files trace/info/... */
    if (o) s->opts = *o;
    s->advance = -1;
    s->base.next = ltt_next;
    s->base.close = ltt_close;
    s->base.path = s->dir;
    trc_arena_init(&s->m.arena);
    s->m.warn = s->opts.warn;
    s->m.warn_ctx = s->opts.warn_ctx;
    s->m.dir = s->dir;
    if (ltt_read_system(&s->m, dir, err, errlen) < 0) goto fail;
    if (check_lttng(s, err, errlen) < 0) goto fail;
    if (ltt_read_eventdefs(&s->m, dir, err, errlen) < 0) goto fail;
    s->counts.facilities = (uint32_t)s->m.nfacs;
    if (load_facilities(s, err, errlen) < 0) goto fail;
    if (find_streams(s, err, errlen) < 0) goto fail;
    if ((uint64_t)s->nstreams * s->m.block_size > LTT_BLOCKS_MAX) {   /* docs/fuzzing.md */
        snprintf(err, errlen, "%s: %zu streams of %u-byte blocks: more than %u MiB (the limit "
                 "for an LTT trace)", s->dir, s->nstreams, s->m.block_size, LTT_BLOCKS_MAX >> 20);
        goto fail;
    }
    if (!s->nstreams)
        trc_fx_warn(s->m.warn, s->m.warn_ctx, s->dir, "%s: no cpu/N or control stream files",
                    s->dir);
    if (!s->m.ncpus)                        /* no cpu attribute: highest N + 1 */
        for (size_t i = 0; i < s->nstreams; i++)
            if (s->streams[i].cpu != TRC_CPU_UNKNOWN && s->streams[i].cpu >= s->m.ncpus)
                s->m.ncpus = s->streams[i].cpu + 1u;
    if (fill_info(s) < 0) { snprintf(err, errlen, "out of memory"); goto fail; }
    if (decide_unit(s, err, errlen) < 0) goto fail;
    if (add_unit_attr(s) < 0) { snprintf(err, errlen, "out of memory"); goto fail; }
    for (size_t i = 0; i < s->nstreams; i++) {
        ltt_stream *st = &s->streams[i];
        if (trc_fx_open(&st->file, st->path, err, errlen) < 0) goto fail;
        if (!(st->block = malloc(s->m.block_size))) {
            snprintf(err, errlen, "out of memory");
            goto fail;
        }
        if (advance(s, st) < 0) {
            snprintf(err, errlen, "%s", s->base.errbuf);
            goto fail;
        }
    }
    return &s->base;
fail:
    ltt_close(&s->base);
    return NULL;
}

int trc_ltt_templates(trc_source *src, trc_buf *out)
{
    if (!src || src->close != ltt_close) return -1;
    ltt_gen_templates(&((ltt_src *)src)->m, out);
    return 0;
}

const trc_ltt_counts *trc_ltt_counts_of(const trc_source *src)
{
    if (!src || src->close != ltt_close) return NULL;
    return &((const ltt_src *)src)->counts;
}
