/* qnx.c -- the QNX instrumented-kernel trace reader (docs/ref/foreign.md §3, `.kev`) and
 * trc_foreign_detect().  Owns: header attribute parsing (either byte order), syspage skip,
 * 16-byte slots, per-CPU time (high words from CONTROL/TIME, wraps of the low word, initial
 * high word by lookahead), combine reassembly (pending table keyed by CPU, class, event and
 * low time word), CONTROL/BUFFER sequence gaps -> 006, truncated final slot -> 00C, per-CPU
 * pid/tid from THREAD/RUNNING, and the mapping to namespace-2 E64 records.  Streams: memory
 * is the lookahead window (4097 slots) plus the pending combine events. */
#include "formats/foreign_int.h"
#include "common/civil.h"
#include <stdlib.h>
#include <string.h>

#define QNX_SLOT 16                  /* bytes per slot */
#define QNX_HDR_MAX 65536            /* the header must end within this many bytes */
#define QNX_LOOKAHEAD 4096           /* slots searched for a CPU's first TIME slot */
#define QNX_MAX_PENDING 1024         /* combine events pending at most */
#define QNX_MAX_WORDS 16378          /* payload words per record (16 + 4n <= 65528) */
#define QNX_NCPU 64                  /* CPU field is 6 bits */
static const char qnx_magic[] = "TRACE_HEADER_BEGIN::";

enum { ST_S = 0, ST_CB = 1, ST_CC = 2, ST_CE = 3 };

/* Per-CPU state. */
typedef struct qnx_cpu {
    int init;                /* 1: hi was initialised (first simple/CB slot seen) */
    uint64_t hi;             /* high 32 bits of the cycle counter */
    uint32_t last_lo;        /* low word of the last simple/CB slot */
    int have_pt;             /* 1: a THREAD/RUNNING was seen */
    uint32_t pid;            /* current pid */
    uint64_t tid;            /* current tid */
} qnx_cpu;

/* A combine event being collected. */
typedef struct qnx_pend {
    int used;                /* 1: entry in use */
    uint32_t cpu, cls, ev;   /* key part 1 */
    uint32_t lo;             /* key part 2: data[0] */
    uint32_t hdr;            /* the CB header word */
    uint64_t seq;            /* insertion order (oldest = smallest) */
    uint64_t time;           /* time of the CB */
    uint64_t off;            /* file offset of the CB */
    uint32_t pid;            /* envelope pid at the CB */
    uint64_t tid;            /* envelope tid at the CB */
    uint32_t *w;             /* collected words (malloc) */
    size_t n, cap;           /* words used / allocated */
    uint64_t nslots;         /* slots collected (bytes lost = 16 * nslots) */
    int overflow;            /* 1: words beyond QNX_MAX_WORDS were dropped */
} qnx_pend;

/* One queued output record with its own format-buffer storage. */
typedef struct qnx_out {
    trc_record rec;          /* the record (rec.fb points at fb) */
    uint8_t *fb;             /* storage (malloc) */
    size_t cap;              /* bytes allocated */
} qnx_out;

/* The source. */
typedef struct qnx_src {
    trc_source base;         /* must be first */
    trc_foreign_counts counts; /* reader counters */
    trc_qnx_opts opts;       /* options */
    trc_fx_file file;        /* input */
    trc_fx_rd rd;            /* window */
    char *path;              /* copy of the path */
    trc_byteorder bo;        /* byte order of the header and slots */
    char *strs[7];           /* owned strings: sysname, nodename, release, version,
                                machine, cmdline, spare */
    char **attrs;            /* attribute pairs key, value (owned) */
    uint32_t nattrs;         /* number of pairs */
    qnx_cpu cpus[QNX_NCPU];  /* per-CPU state */
    qnx_pend *pend;          /* pending combine events (malloc) */
    size_t npend, cappend;   /* used entries (high-water index) and capacity */
    size_t live;             /* entries in use */
    uint64_t seq;            /* next insertion number */
    int have_p;              /* 1: a BUFFER sequence was seen */
    uint32_t p;              /* last BUFFER sequence (11 bits) */
    int have_last;           /* 1: a record was returned */
    uint64_t last_time;      /* time of the last returned record (synthetic ones excluded) */
    qnx_out q[4];            /* output queue */
    int qn, qi;              /* queued records, next to return */
    int at_end;              /* 1: end of the slots reached */
    int done;                /* 1: nothing more */
} qnx_src;

int trc_foreign_detect(const unsigned char *head, size_t n)
{
    size_t m = sizeof qnx_magic - 1;
    if (head && n >= m && memcmp(head, qnx_magic, m) == 0) return TRC_FOREIGN_QNX;
    return TRC_FOREIGN_NONE;
}

/* A queue entry with at least len bytes of storage; NULL when out of memory. */
static qnx_out *q_push(qnx_src *s, size_t len)
{
    qnx_out *o = &s->q[s->qn];
    if (o->cap < len) {
        size_t nc = len < 64 ? 64 : len;
        uint8_t *nb = realloc(o->fb, nc);
        if (!nb) return NULL;
        o->fb = nb;
        o->cap = nc;
    }
    s->qn++;
    return o;
}

static void q_006(qnx_src *s, unsigned reason, uint64_t d1, uint64_t d2, uint64_t d3,
                  uint64_t d4, uint64_t ticks, uint16_t cpu, uint64_t off)
{
    qnx_out *o = q_push(s, TRC_SYNTH_006_LEN);
    if (o) trc_synth_006(&o->rec, o->fb, s->bo, 64, reason, d1, d2, d3, d4, ticks, cpu, off, 0);
}

static void q_00c(qnx_src *s, unsigned reason, uint64_t n, uint64_t off)
{
    qnx_out *o = q_push(s, TRC_SYNTH_00C_LEN);
    s->base.stats.skipped_bytes += n;
    if (reason == 3) s->base.stats.resyncs++;
    if (o) trc_synth_00c(&o->rec, o->fb, s->bo, reason, n, off, s->have_last ? s->last_time : 0, 0);
}

/* Queue one event record: words w[0..n) (header word first when cls >= 16). */
static void q_event(qnx_src *s, uint32_t hdr, uint32_t cpu, uint32_t cls, uint32_t ev,
                    const uint32_t *w, size_t n, uint64_t time, uint64_t off, uint32_t pid,
                    uint64_t tid)
{
    size_t nw = n + (cls >= 16 ? 1 : 0);
    qnx_out *o = q_push(s, 16 + 4 * nw);
    if (!o) return;
    uint8_t *fb = o->fb;
    uint16_t id = cls >= 16 ? 0xFFFF : (uint16_t)(cls << 12 | ev);
    trc_put16(fb, 0xC000, s->bo);
    trc_put16(fb + 2, (uint16_t)(4 * nw), s->bo);
    trc_put16(fb + 4, id, s->bo);
    trc_put16(fb + 6, (uint16_t)ev, s->bo);
    trc_put64(fb + 8, nw, s->bo);
    size_t k = 0;
    if (cls >= 16) trc_put32(fb + 16 + 4 * k++, hdr, s->bo);
    for (size_t i = 0; i < n; i++) trc_put32(fb + 16 + 4 * k++, w[i], s->bo);
    trc_record *r = &o->rec;
    memset(r, 0, sizeof *r);
    r->ticks = time;
    r->cpu = (uint16_t)cpu;
    r->pid = pid;
    r->tid = tid;
    r->flags = TRC_EF_E64;
    r->ns = 2;
    r->hook = 0x20000u | id;
    r->bo = s->bo;
    r->fb = fb;
    r->len = (uint32_t)(16 + 4 * nw);
    r->offset = off;
    r->fb_offset = off;
    s->have_last = 1;
    s->last_time = time;
}

/* Initial high word of a CPU whose first simple/CB slot is at the window position:
 * look ahead for its first simple TIME slot (docs/ref/foreign.md §3.3). */
static uint64_t initial_hi(qnx_src *s, uint32_t cpu)
{
    size_t av = trc_fx_rd_avail(&s->rd, (size_t)(QNX_LOOKAHEAD + 1) * QNX_SLOT);
    const uint8_t *p = trc_fx_rd_ptr(&s->rd);
    size_t nslots = av / QNX_SLOT;
    if (nslots > QNX_LOOKAHEAD + 1) nslots = QNX_LOOKAHEAD + 1;
    int have_prev = 0;
    uint32_t prev = 0;
    uint64_t w = 0;
    for (size_t k = 0; k < nslots; k++, p += QNX_SLOT) {
        uint32_t h = trc_get32(p, s->bo);
        if (((h >> 24) & 0x3F) != cpu) continue;
        uint32_t st = h >> 30;
        if (st != ST_S && st != ST_CB) continue;
        uint32_t lo = trc_get32(p + 4, s->bo);
        if (have_prev && lo < prev) w++;
        prev = lo;
        have_prev = 1;
        if (st == ST_S && ((h >> 10) & 0x1F) == 1 && (h & 0x3FF) == 1)
        {
            uint64_t m = trc_get32(p + 8, s->bo);
            return m >= w ? m - w : 0;             /* M < w: inconsistent, start at 0 */
        }
    }
    return 0;
}

static qnx_pend *pend_find(qnx_src *s, uint32_t cpu, uint32_t cls, uint32_t ev, uint32_t lo)
{
    for (size_t i = 0; i < s->npend; i++) {
        qnx_pend *e = &s->pend[i];
        if (e->used && e->cpu == cpu && e->cls == cls && e->ev == ev && e->lo == lo) return e;
    }
    return NULL;
}

static void pend_drop(qnx_src *s, qnx_pend *e)
{
    e->used = 0;
    e->n = 0;
    s->live--;
    while (s->npend > 0 && !s->pend[s->npend - 1].used) s->npend--;
}

static void pend_add_words(qnx_src *s, qnx_pend *e, uint32_t a, uint32_t b)
{
    if (e->n + 2 > QNX_MAX_WORDS) {
        if (!e->overflow)
            trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->base.path,
                        "combine event at offset %lu longer than %d words: truncated",
                        (unsigned long)e->off, QNX_MAX_WORDS);
        e->overflow = 1;
        return;
    }
    if (e->n + 2 > e->cap) {
        size_t nc = e->cap ? e->cap * 2 : 8;
        uint32_t *nw = realloc(e->w, nc * sizeof *nw);
        if (!nw) { e->overflow = 1; return; }
        e->w = nw;
        e->cap = nc;
    }
    e->w[e->n++] = a;
    e->w[e->n++] = b;
}

/* Process one complete slot at file offset off (bytes p); queue its output. */
static void do_slot(qnx_src *s, const uint8_t *p, uint64_t off)
{
    uint32_t h = trc_get32(p, s->bo), d0 = trc_get32(p + 4, s->bo);
    uint32_t d1 = trc_get32(p + 8, s->bo), d2 = trc_get32(p + 12, s->bo);
    uint32_t cpu = (h >> 24) & 0x3F, st = h >> 30, cls = (h >> 10) & 0x1F, ev = h & 0x3FF;
    qnx_cpu *c = &s->cpus[cpu];
    uint64_t time = 0;
    s->counts.slots++;

    if (st == ST_S || st == ST_CB) {
        if (!c->init) {
            c->init = 1;
            c->hi = initial_hi(s, cpu);
        }
        if (st == ST_S && cls == 1 && ev == 1) {
            c->hi = d1;
        } else if (d0 < c->last_lo) {
            c->hi++;
        }
        time = c->hi << 32 | d0;
        c->last_lo = d0;
    }
    switch (st) {
    case ST_S: {
        if (cls == 4 && ev == 1) {             /* THREAD/RUNNING */
            c->have_pt = 1;
            c->pid = d1;
            c->tid = d2;
        }
        if (cls == 1 && ev == 2) {             /* CONTROL/BUFFER */
            uint32_t sq = d1 & 0x7FF;
            if (s->have_p) {
                uint32_t d = (sq - s->p) & 0x7FF;
                if (d > 1) {
                    uint64_t t0 = s->have_last ? s->last_time : time;
                    s->counts.lost_buffers += d - 1;
                    q_006(s, 5, 0, 0, d - 1, time > t0 ? time - t0 : 0, t0, (uint16_t)cpu, off);
                }
            }
            s->have_p = 1;
            s->p = sq;
        }
        uint32_t w[2] = { d1, d2 };
        q_event(s, h, cpu, cls, ev, w, 2, time, off, c->have_pt ? c->pid : TRC_PID_UNKNOWN,
                c->have_pt ? c->tid : TRC_TID_UNKNOWN);
        break;
    }
    case ST_CB: {
        qnx_pend *e = pend_find(s, cpu, cls, ev, d0);
        if (e) {                               /* same key pending: discard the old one */
            s->counts.discarded++;
            q_006(s, 7, 1, 16 * e->nslots, 0, 0, e->time, (uint16_t)cpu, e->off);
            e->n = 0;
            e->overflow = 0;
        } else {
            if (s->live >= QNX_MAX_PENDING) {  /* discard the oldest */
                qnx_pend *old = NULL;
                for (size_t i = 0; i < s->npend; i++)
                    if (s->pend[i].used && (!old || s->pend[i].seq < old->seq)) old = &s->pend[i];
                s->counts.discarded++;
                q_006(s, 7, 1, 16 * old->nslots, 0, 0, old->time, (uint16_t)old->cpu, old->off);
                pend_drop(s, old);
            }
            for (size_t i = 0; i < s->npend; i++)
                if (!s->pend[i].used) { e = &s->pend[i]; break; }
            if (!e) {
                if (s->npend == s->cappend) {
                    size_t nc = s->cappend ? s->cappend * 2 : 16;
                    qnx_pend *np = realloc(s->pend, nc * sizeof *np);
                    if (!np) {                 /* cannot keep it: report as lost */
                        s->counts.discarded++;
                        q_006(s, 7, 1, 16, 0, 0, time, (uint16_t)cpu, off);
                        return;
                    }
                    memset(np + s->cappend, 0, (nc - s->cappend) * sizeof *np);
                    s->pend = np;
                    s->cappend = nc;
                }
                e = &s->pend[s->npend++];
            }
            e->used = 1;
            e->n = 0;
            e->overflow = 0;
            s->live++;
        }
        e->cpu = cpu;
        e->cls = cls;
        e->ev = ev;
        e->lo = d0;
        e->hdr = h;
        e->seq = s->seq++;
        e->time = time;
        e->off = off;
        e->pid = c->have_pt ? c->pid : TRC_PID_UNKNOWN;
        e->tid = c->have_pt ? c->tid : TRC_TID_UNKNOWN;
        e->nslots = 1;
        pend_add_words(s, e, d1, d2);
        break;
    }
    default: {                                 /* CC, CE */
        qnx_pend *e = pend_find(s, cpu, cls, ev, d0);
        if (!e) {
            s->counts.unbalanced++;
            trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->base.path,
                        "offset %lu: unbalanced combine %s", (unsigned long)off,
                        st == ST_CC ? "continuation" : "end");
            q_00c(s, 3, QNX_SLOT, off);
            break;
        }
        e->nslots++;
        pend_add_words(s, e, d1, d2);
        if (st == ST_CE) {
            if (e->cls == 4 && e->ev == 1 && e->n >= 2) {   /* a combined RUNNING */
                qnx_cpu *ec = &s->cpus[e->cpu];
                ec->have_pt = 1;
                ec->pid = e->w[0];
                ec->tid = e->w[1];
                e->pid = ec->pid;
                e->tid = ec->tid;
            }
            s->counts.combined++;
            q_event(s, e->hdr, e->cpu, e->cls, e->ev, e->w, e->n, e->time, e->off, e->pid,
                    e->tid);
            pend_drop(s, e);
        }
        break;
    }
    }
}

/* Refill the output queue (it is empty).  Returns 0, or -1 on a read error. */
static int fill(qnx_src *s)
{
    s->qn = s->qi = 0;
    while (s->qn == 0 && !s->done) {
        if (s->at_end) {
            if (s->live > 0) {
                uint64_t bytes = 0;
                for (size_t i = 0; i < s->npend; i++)
                    if (s->pend[i].used) bytes += 16 * s->pend[i].nslots;
                s->counts.discarded += s->live;
                q_006(s, 7, s->live, bytes, 0, 0, s->have_last ? s->last_time : 0,
                      TRC_CPU_UNKNOWN, s->rd.off);
                for (size_t i = 0; i < s->npend; i++) s->pend[i].used = 0;
                s->live = s->npend = 0;
            }
            s->done = 1;
            break;
        }
        size_t av = trc_fx_rd_avail(&s->rd, QNX_SLOT);
        if (s->file.ioerr) return -1;
        if (av < QNX_SLOT) {
            if (av > 0) {
                q_00c(s, 2, av, s->rd.off);
                trc_fx_rd_skip(&s->rd, av);
            }
            s->at_end = 1;
            continue;
        }
        uint8_t slot[QNX_SLOT];
        uint64_t off = s->rd.off;
        memcpy(slot, trc_fx_rd_ptr(&s->rd), QNX_SLOT);
        do_slot(s, slot, off);                 /* initial_hi may read the window from here */
        trc_fx_rd_skip(&s->rd, QNX_SLOT);
        if (s->file.ioerr) return -1;
    }
    return 0;
}

static int qnx_next(trc_source *src, trc_record *rec)
{
    qnx_src *s = (qnx_src *)src;
    if (s->qi >= s->qn) {
        if (s->done) return 0;
        if (fill(s) < 0) {
            snprintf(s->base.errbuf, sizeof s->base.errbuf, "%s: %s", s->base.path,
                     s->file.errbuf);
            return -1;
        }
        if (s->qn == 0) return 0;
    }
    *rec = s->q[s->qi++].rec;
    s->base.stats.records++;
    return 1;
}

static void qnx_close(trc_source *src)
{
    qnx_src *s = (qnx_src *)src;
    if (!s) return;
    trc_fx_rd_free(&s->rd);
    trc_fx_close(&s->file);
    for (size_t i = 0; i < s->cappend; i++) free(s->pend[i].w);
    free(s->pend);
    for (int i = 0; i < 4; i++) free(s->q[i].fb);
    for (int i = 0; i < 7; i++) free(s->strs[i]);
    for (uint32_t i = 0; i < 2 * s->nattrs; i++) free(s->attrs[i]);
    free(s->attrs);
    free(s->path);
    free(s);
}

/* ---- header -------------------------------------------------------------------- */

/* First occurrence of needle in [p, p+n), or NULL. */
static const uint8_t *find(const uint8_t *p, size_t n, const char *needle)
{
    size_t m = strlen(needle);
    for (size_t i = 0; i + m <= n; i++)
        if (p[i] == (uint8_t)needle[0] && memcmp(p + i, needle, m) == 0) return p + i;
    return NULL;
}

/* Owned C string of [p, p+n) cut at the first NUL. */
static char *dupval(const uint8_t *p, size_t n)
{
    const uint8_t *z = memchr(p, 0, n);
    if (z) n = (size_t)(z - p);
    char *r = malloc(n + 1);
    if (r) {
        memcpy(r, p, n);
        r[n] = 0;
    }
    return r;
}

/* "Www Mmm dd hh:mm:ss yyyy" as UTC ns since the epoch; INT64_MIN when malformed. */
static int64_t parse_date(const char *v)
{
    static const char mon[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
    const char *p = v;
    while (*p == ' ') p++;
    while (*p && *p != ' ') p++;              /* weekday (not checked) */
    while (*p == ' ') p++;
    int m = -1;
    for (int i = 0; i < 12; i++)
        if (strncmp(p, mon + 3 * i, 3) == 0 && p[3] == ' ') m = i + 1;
    if (m < 0) return INT64_MIN;
    int d, hh, mm, ss, y, used = 0;
    if (sscanf(p + 3, "%d %d:%d:%d %d%n", &d, &hh, &mm, &ss, &y, &used) != 5 || used == 0)
        return INT64_MIN;
    if (d < 1 || d > 31 || hh < 0 || hh > 23 || mm < 0 || mm > 59 || ss < 0 || ss > 60 ||
        y < 1970 || y > 2200)
        return INT64_MIN;
    int64_t secs = trc_days_from_civil(y, (unsigned)m, (unsigned)d) * 86400 + hh * 3600 + mm * 60 + ss;
    return secs * 1000000000;
}

static int add_attr(qnx_src *s, const char *k, size_t kn, const uint8_t *v, size_t vn)
{
    char **na = realloc(s->attrs, (2 * (size_t)s->nattrs + 2) * sizeof *na);
    if (!na) return -1;
    s->attrs = na;
    na[2 * s->nattrs] = dupval((const uint8_t *)k, kn);
    na[2 * s->nattrs + 1] = dupval(v, vn);
    s->nattrs++;
    return na[2 * s->nattrs - 2] && na[2 * s->nattrs - 1] ? 0 : -1;
}

/* Parse the header at the window start and skip it and the syspage.  0 ok, -1 with err. */
static int read_header(qnx_src *s, char *err, size_t errlen)
{
    size_t av = trc_fx_rd_avail(&s->rd, QNX_HDR_MAX);
    if (s->file.ioerr) {
        snprintf(err, errlen, "%s: %s", s->path, s->file.errbuf);
        return -1;
    }
    const uint8_t *b = trc_fx_rd_ptr(&s->rd);
    size_t lim = av < QNX_HDR_MAX ? av : QNX_HDR_MAX;
    if (!trc_foreign_detect(b, lim)) {
        snprintf(err, errlen, "%s: not a QNX trace (no TRACE_HEADER_BEGIN)", s->path);
        return -1;
    }
    int little = 0, big = 0, middle = 0;
    uint64_t cps = 0, syspage = 0;
    int have_ver = 0;
    unsigned long vmaj = 0, vmin = 0;
    const char *date = NULL;
    char *datebuf = NULL;
    size_t pos = 0, end = 0;
    int found_end = 0;
    while (pos + 6 <= lim && memcmp(b + pos, "TRACE_", 6) == 0) {
        size_t ks = pos + 6;
        const uint8_t *nx = find(b + ks, lim - ks, "TRACE_");
        size_t ne = nx ? (size_t)(nx - b) : lim;
        const uint8_t *cc = find(b + ks, ne - ks, "::");
        size_t ke = cc ? (size_t)(cc - b) : ne;
        size_t vs = cc ? ke + 2 : ne;
        const char *k = (const char *)b + ks;
        size_t kn = ke - ks;
        const uint8_t *v = b + vs;
        size_t vn = ne - vs;
#define KEY(lit) (kn == sizeof lit - 1 && memcmp(k, lit, kn) == 0)
        if (KEY("HEADER_END")) {
            if (!cc) break;
            end = vs;
            found_end = 1;
            break;
        }
        char *val = dupval(v, vn);
        if (!val) {
            snprintf(err, errlen, "%s: out of memory", s->path);
            free(datebuf);
            return -1;
        }
        if (KEY("HEADER_BEGIN")) {
        } else if (KEY("LITTLE_ENDIAN")) {
            little = strcmp(val, "TRUE") == 0;
        } else if (KEY("BIG_ENDIAN")) {
            big = strcmp(val, "TRUE") == 0;
        } else if (KEY("MIDDLE_ENDIAN")) {
            middle = 1;
        } else if (KEY("CYCLES_PER_SEC")) {
            cps = strtoull(val, NULL, 10);
        } else if (KEY("CPU_NUM")) {
            unsigned long n = strtoul(val, NULL, 10);
            s->base.info.ncpus = (uint16_t)(n > 0xFFFF ? 0xFFFF : n);
        } else if (KEY("SYSPAGE_LEN")) {
            syspage = strtoull(val, NULL, 10);
        } else if (KEY("DATE")) {
            free(datebuf);
            datebuf = val;
            date = datebuf;
            val = NULL;
        } else if (KEY("VER_MAJOR")) {
            vmaj = strtoul(val, NULL, 10);
            have_ver = 1;
        } else if (KEY("VER_MINOR")) {
            vmin = strtoul(val, NULL, 10);
            have_ver = 1;
        } else {
            int slot = KEY("SYSNAME") ? 0 : KEY("NODENAME") ? 1 : KEY("SYS_RELEASE") ? 2
                     : KEY("SYS_VERSION") ? 3 : KEY("MACHINE") ? 4 : -1;
            if (slot >= 0) {
                free(s->strs[slot]);
                s->strs[slot] = val;
                val = NULL;
            } else {
                if (KEY("TRACELOGGER_ARGS")) {
                    free(s->strs[5]);
                    s->strs[5] = dupval(v, vn);
                }
                if (add_attr(s, k, kn, v, vn) < 0) {
                    snprintf(err, errlen, "%s: out of memory", s->path);
                    free(val);
                    free(datebuf);
                    return -1;
                }
            }
        }
#undef KEY
        free(val);
        pos = ne;
    }
    if (!found_end) {
        snprintf(err, errlen, "%s: QNX trace header: TRACE_HEADER_END not found within %d "
                 "bytes", s->path, QNX_HDR_MAX);
        free(datebuf);
        return -1;
    }
    if (middle) {
        snprintf(err, errlen, "%s: QNX trace is MIDDLE_ENDIAN: not supported", s->path);
        free(datebuf);
        return -1;
    }
    trc_loginfo *in = &s->base.info;
    if (big && !little) s->bo = TRC_BO_BIG;
    else {
        s->bo = TRC_BO_LITTLE;
        if (!little)
            trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                        "QNX header names no byte order: assuming little-endian");
    }
    if (cps == 0) {
        cps = 1000000000;
        trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                    "QNX header has no CYCLES_PER_SEC: assuming 1000000000");
    }
    if (have_ver && (vmaj < 1 || (vmaj == 1 && vmin < 1)))
        trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                    "QNX trace version %lu.%02lu is older than 1.01: read as 1.01", vmaj, vmin);
    in->start_wall = INT64_MIN;
    if (date) {
        in->start_wall = parse_date(date);
        if (in->start_wall == INT64_MIN)
            trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                        "QNX header: cannot read DATE \"%s\"", date);
    }
    free(datebuf);
    in->bo = s->bo;
    in->tb_num = 1000000000;
    in->tb_den = cps;
    in->sysname = s->strs[0];
    in->nodename = s->strs[1];
    in->release = s->strs[2];
    in->version = s->strs[3];
    in->machine = s->strs[4];
    in->cmdline = s->strs[5];
    in->attrs = (const char *const *)s->attrs;
    in->nattrs = s->nattrs;

    /* skip the header and the syspage */
    trc_fx_rd_skip(&s->rd, end);
    while (syspage > 0) {
        size_t want = syspage > (1u << 16) ? (1u << 16) : (size_t)syspage;
        size_t a = trc_fx_rd_avail(&s->rd, want);
        if (a == 0) break;
        if (a > want) a = want;
        trc_fx_rd_skip(&s->rd, a);
        syspage -= a;
    }
    if (s->file.ioerr) {
        snprintf(err, errlen, "%s: %s", s->path, s->file.errbuf);
        return -1;
    }
    if (syspage > 0)
        trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                    "file ends inside the syspage (%lu bytes missing)", (unsigned long)syspage);
    return 0;
}

/* Start ticks = full time of the first simple/CB slot (computed as do_slot will). */
static uint64_t first_time(qnx_src *s)
{
    size_t av = trc_fx_rd_avail(&s->rd, (size_t)(QNX_LOOKAHEAD + 1) * QNX_SLOT);
    const uint8_t *p = trc_fx_rd_ptr(&s->rd);
    for (size_t k = 0; k + QNX_SLOT <= av; k += QNX_SLOT) {
        uint32_t h = trc_get32(p + k, s->bo);
        uint32_t st = h >> 30;
        if (st != ST_S && st != ST_CB) continue;
        uint32_t d0 = trc_get32(p + k + 4, s->bo);
        if (st == ST_S && ((h >> 10) & 0x1F) == 1 && (h & 0x3FF) == 1)
            return (uint64_t)trc_get32(p + k + 8, s->bo) << 32 | d0;
        /* initial_hi from this slot: temporarily advance the window */
        size_t save_pos = s->rd.pos;
        uint64_t save_off = s->rd.off;
        s->rd.pos += k;
        s->rd.off += k;
        uint64_t hi = initial_hi(s, (h >> 24) & 0x3F);
        s->rd.pos = save_pos;
        s->rd.off = save_off;
        return hi << 32 | d0;
    }
    return 0;
}

trc_source *trc_qnx_open(const char *path, const trc_qnx_opts *o, char *err, size_t errlen)
{
    char dummy[8];
    if (!err) { err = dummy; errlen = sizeof dummy; }
    qnx_src *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (o) s->opts = *o;
    if (trc_fx_src_init(&s->base, &s->path, &s->file, path, qnx_next, qnx_close, &s->counts,
                        err, errlen) < 0) {
        free(s);
        return NULL;
    }
    trc_loginfo *in = &s->base.info;
    in->env = 32;
    in->hflags = 2;                              /* CONVERTED */
    in->source = "qnx";
    in->source_desc = "QNX instrumented-kernel trace (.kev)";
    if (trc_fx_rd_init(&s->rd, &s->file, (size_t)(QNX_LOOKAHEAD + 2) * QNX_SLOT, 0, 0) < 0) {
        snprintf(err, errlen, "%s: out of memory", s->path);
        qnx_close(&s->base);
        return NULL;
    }
    if (read_header(s, err, errlen) < 0) {
        qnx_close(&s->base);
        return NULL;
    }
    in->start_ticks = first_time(s);
    if (s->file.ioerr) {
        snprintf(err, errlen, "%s: %s", s->path, s->file.errbuf);
        qnx_close(&s->base);
        return NULL;
    }
    return &s->base;
}
