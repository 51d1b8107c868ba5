/* shark.c -- the S.Ha.R.K. FTrace reader (docs/ref/foreign.md §2): 16-byte little-endian records,
 * fast-logger bit, padding, truncated tails, `TRACER-V1.0` UDP captures (packet headers
 * stripped, gaps -> 006 reason 5), time order by merging runs of non-decreasing TSC
 * (memory proportional to the number of runs), elapsed ns from the clock records, and the
 * envelope (ctx -> tid, task_create/id -> pid).  Records: namespace 1, E64 layout.
 *
 * Structure: a cursor (shark_cur) walks the logical record stream of the file and yields
 * items (record, padding, gap, bad bytes, truncated tail).  File-order mode drives one
 * cursor; sorted mode first scans the file once to cut it into runs (shark_run), then
 * merges one cursor per run through a heap.  Time and envelope are applied at emission,
 * in output order (emit_record). */
#include "formats/foreign_int.h"
#include <stdlib.h>
#include <string.h>

#define SHARK_REC 16                 /* bytes per record */
#define SHARK_PKT_HDR 24             /* bytes per UDP packet header */
#define SHARK_PKT_MAX 60             /* records per packet at most */
#define SHARK_MAX_RUNS 4096          /* more runs -> file order */
#define SHARK_LOOKAHEAD 65536        /* items buffered from a pipe to find the clock */
static const char shark_magic[12] = "TRACER-V1.0"; /* + NUL: the 12-byte packet id */

/* Kinds of cursor items. */
enum { IT_END = 0, IT_REC, IT_PAD, IT_GAP, IT_BAD, IT_TRUNC };

/* One item of the logical stream. */
typedef struct shark_item {
    int kind;                /* IT_* */
    uint8_t raw[SHARK_REC];  /* IT_REC: the record bytes */
    uint64_t off;            /* file offset of the record / skipped bytes / gap */
    uint64_t n;              /* IT_GAP: missing packets; IT_BAD, IT_TRUNC: bytes */
} shark_item;

/* A position in the logical record stream. */
typedef struct shark_cur {
    trc_fx_rd rd;            /* byte window */
    int capture;             /* 1: UDP capture, records live inside packets */
    uint32_t pkt_left;       /* capture: records left in the current packet */
    uint32_t next_pkt;       /* capture: expected next packet number */
    int started;             /* capture: a valid packet header was seen */
    int quiet;               /* 1: do not report gaps (merge cursors) */
    uint64_t left;           /* merge cursors: records left in the run */
} shark_cur;

/* One run (sorted mode), or a synthetic item placed between runs. */
typedef struct shark_run {
    int kind;                /* IT_REC for a run of records, IT_GAP or IT_BAD for a synth */
    uint64_t start_off;      /* run: file offset of its first record */
    uint32_t pkt_left;       /* run: records left in the packet, first record included */
    uint32_t next_pkt;       /* run: expected packet number after that packet */
    uint64_t nrec;           /* run: records in the run (padding excluded) */
    uint64_t tsc;            /* synth: TSC of the last record before it (0 if none) */
    uint64_t tsc_after;      /* synth gap: TSC of the first record after it */
    int has_after;           /* synth gap: tsc_after is known */
    int has_before;          /* synth: a record precedes it (tsc is meaningful) */
    uint64_t off, n;         /* synth: item offset and size (see shark_item) */
} shark_run;

/* A heap entry of the merge. */
typedef struct shark_heap {
    uint64_t tsc;            /* key 1: TSC of the run's current record (synth: its TSC) */
    uint32_t run;            /* key 2: run index */
} shark_heap;

/* The source. */
typedef struct shark_src {
    trc_source base;         /* must be first */
    trc_foreign_counts counts; /* reader counters */
    trc_shark_opts opts;     /* options as given */
    trc_fx_file file;        /* the input */
    char *path;              /* copy of the path */
    /* file-order mode */
    shark_cur cur;           /* the single cursor */
    shark_item *look;        /* pipe lookahead queue (malloc) */
    size_t nlook, looki;     /* queue length and next index */
    int have_peek;           /* 1: peek holds the item after a gap */
    shark_item peek;         /* that item */
    /* sorted mode */
    shark_run *runs;         /* runs and synth items in file order (malloc) */
    size_t nruns, capruns;   /* count and capacity */
    shark_cur *curs;         /* one cursor per run (malloc; synth entries unused) */
    shark_item *cur_items;   /* the current record of each run cursor (malloc) */
    shark_heap *heap;        /* merge heap (malloc) */
    size_t nheap;            /* entries in the heap */
    int trunc_pending;       /* 1: a truncated tail is reported after the merge */
    uint64_t trunc_off, trunc_n; /* its offset and size */
    int sorted;              /* 1: merge mode */
    int done;                /* 1: end of input reached */
    /* time */
    uint64_t clk;            /* C: cycles per millisecond in effect */
    int time_started;        /* 1: the anchor is set */
    uint64_t tsc_anchor;     /* TSC at the anchor */
    uint64_t ns_anchor;      /* elapsed ns at the anchor */
    uint64_t last_ns;        /* time of the last record returned */
    /* envelope */
    int have_ctx;            /* 1: a context_switch was seen */
    uint16_t ctx;            /* its context */
    int64_t *ctxpid;         /* pid per context, -1 unknown (malloc, grows) */
    size_t nctxpid;          /* entries in ctxpid */
    /* output */
    uint8_t fb[48];          /* format buffer of the record returned last */
} shark_src;

static inline uint64_t rec_tsc(const uint8_t *r)
{
    return (uint64_t)trc_get32(r + 4, TRC_BO_LITTLE) << 32 | trc_get32(r + 8, TRC_BO_LITTLE);
}

static int is_zero16(const uint8_t *p)
{
    for (int i = 0; i < SHARK_REC; i++)
        if (p[i]) return 0;
    return 1;
}

/* A valid packet header at p (24 bytes available)?  Sets *num, *n. */
static int pkt_header_ok(const uint8_t *p, uint32_t *num, uint32_t *n)
{
    if (memcmp(p, shark_magic, 12) != 0) return 0;
    uint32_t cnt = trc_get32(p + 16, TRC_BO_LITTLE);
    uint32_t size = trc_get32(p + 20, TRC_BO_LITTLE);
    if (cnt > SHARK_PKT_MAX || size != SHARK_PKT_HDR + SHARK_REC * cnt) return 0;
    *num = trc_get32(p + 12, TRC_BO_LITTLE);
    *n = cnt;
    return 1;
}

/* Next item of the stream at cursor c.  Returns the kind (IT_END at end/error). */
static int cur_next(shark_src *s, shark_cur *c, shark_item *it)
{
    for (;;) {
        it->off = c->rd.off;
        it->n = 0;
        if (c->quiet && c->left == 0) return it->kind = IT_END;
        if (c->capture) {
            while (c->pkt_left == 0) {
                size_t av = trc_fx_rd_avail(&c->rd, SHARK_PKT_HDR);
                uint32_t num, n;
                it->off = c->rd.off;
                if (av == 0) return it->kind = IT_END;
                if (av < SHARK_PKT_HDR) {
                    if (c->rd.f->ioerr) return it->kind = IT_END;
                    if (memcmp(trc_fx_rd_ptr(&c->rd), shark_magic, av < 12 ? av : 12) == 0) {
                        trc_fx_rd_skip(&c->rd, av);  /* partial header: truncated tail */
                        it->n = av;
                        return it->kind = IT_TRUNC;
                    }
                }
                if (av >= SHARK_PKT_HDR && pkt_header_ok(trc_fx_rd_ptr(&c->rd), &num, &n)) {
                    trc_fx_rd_skip(&c->rd, SHARK_PKT_HDR);
                    uint32_t expect = c->started ? c->next_pkt : 1;  /* numbers start at 1 */
                    c->started = 1;
                    c->next_pkt = num + 1;
                    c->pkt_left = n;
                    if (!c->quiet) s->counts.packets++;
                    if (!c->quiet && num != expect) {
                        if (num > expect) {
                            it->kind = IT_GAP;
                            it->n = num - expect;
                            return IT_GAP;
                        }
                        trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->base.path,
                                    "packet %lu at offset %lu: packet number went back "
                                    "(expected %lu)", (unsigned long)num,
                                    (unsigned long)(c->rd.off - SHARK_PKT_HDR),
                                    (unsigned long)expect);
                    }
                    continue;
                }
                /* Bad header: scan forward for the next valid one. */
                uint64_t start = c->rd.off;
                trc_fx_rd_skip(&c->rd, 1);
                for (;;) {
                    size_t a = trc_fx_rd_avail(&c->rd, SHARK_PKT_HDR);
                    if (a < SHARK_PKT_HDR) { trc_fx_rd_skip(&c->rd, a); break; }
                    const uint8_t *p = trc_fx_rd_ptr(&c->rd);
                    const uint8_t *q = memchr(p, 'T', a - SHARK_PKT_HDR + 1);
                    if (!q) { trc_fx_rd_skip(&c->rd, a - SHARK_PKT_HDR + 1); continue; }
                    trc_fx_rd_skip(&c->rd, (size_t)(q - p));
                    if (pkt_header_ok(q, &num, &n)) break;
                    trc_fx_rd_skip(&c->rd, 1);
                }
                it->off = start;
                it->n = c->rd.off - start;
                return it->kind = IT_BAD;
            }
        }
        size_t av = trc_fx_rd_avail(&c->rd, SHARK_REC);
        it->off = c->rd.off;
        if (av < SHARK_REC) {
            if (av == 0 && !c->capture) return it->kind = IT_END;
            if (c->rd.f->ioerr) return it->kind = IT_END;
            /* partial record, or a packet that ends early (av may be 0) */
            trc_fx_rd_skip(&c->rd, av);
            it->n = av;
            c->pkt_left = 0;
            if (c->capture && av == 0) {
                /* packet promised more records than the file holds */
                c->rd.eof = 1;
            }
            return it->kind = IT_TRUNC;
        }
        memcpy(it->raw, trc_fx_rd_ptr(&c->rd), SHARK_REC);
        trc_fx_rd_skip(&c->rd, SHARK_REC);
        if (c->capture) c->pkt_left--;
        if (is_zero16(it->raw)) {
            if (c->quiet) continue;
            return it->kind = IT_PAD;
        }
        if (c->quiet) c->left--;
        return it->kind = IT_REC;
    }
}

/* Elapsed ns of a TSC under the current clock interval (no side effects). */
static uint64_t time_of(const shark_src *s, uint64_t tsc)
{
    if (!s->time_started) return 0;
    if (tsc >= s->tsc_anchor)
        return s->ns_anchor + trc_fx_muldiv(tsc - s->tsc_anchor, 1000000, s->clk);
    uint64_t back = trc_fx_muldiv(s->tsc_anchor - tsc, 1000000, s->clk);
    return back > s->ns_anchor ? 0 : s->ns_anchor - back;
}

/* Fill rec from raw record bytes, applying time and envelope in output order. */
static void emit_record(shark_src *s, const uint8_t *raw, uint64_t off, trc_record *rec)
{
    uint16_t type = trc_get16(raw, TRC_BO_LITTLE);
    uint16_t par1 = trc_get16(raw + 2, TRC_BO_LITTLE);
    uint64_t tsc = rec_tsc(raw);
    uint32_t par2 = trc_get32(raw + 12, TRC_BO_LITTLE);
    unsigned code = type & 0xFF;
    int fast = (type & 0x8000) != 0;

    if (!s->time_started) {
        s->time_started = 1;
        s->tsc_anchor = tsc;
        s->ns_anchor = 0;
    }
    uint64_t ns = time_of(s, tsc);
    if (code == 0x10 && !fast && par2 != 0 && par2 != s->clk) {
        s->tsc_anchor = tsc;         /* new interval of constant C starts here */
        s->ns_anchor = ns;
        s->clk = par2;
    }
    if (fast) s->counts.fast++;
    if (code == 0x15) {
        s->have_ctx = 1;
        s->ctx = par1;
    }
    if ((code == 0x02 || code == 0x60) && !fast) {
        if (par1 >= s->nctxpid) {
            size_t nn = s->nctxpid ? s->nctxpid : 64;
            while (nn <= par1) nn *= 2;
            int64_t *np = realloc(s->ctxpid, nn * sizeof *np);
            if (np) {
                for (size_t i = s->nctxpid; i < nn; i++) np[i] = -1;
                s->ctxpid = np;
                s->nctxpid = nn;
            }
        }
        if (par1 < s->nctxpid) s->ctxpid[par1] = par2;
    }

    uint8_t *fb = s->fb;
    trc_put16(fb, 0x8000, TRC_BO_LITTLE);
    trc_put16(fb + 2, 16, TRC_BO_LITTLE);
    trc_put16(fb + 4, (uint16_t)code, TRC_BO_LITTLE);
    trc_put16(fb + 6, par1, TRC_BO_LITTLE);
    trc_put64(fb + 8, par2, TRC_BO_LITTLE);
    trc_put64(fb + 16, type, TRC_BO_LITTLE);
    memset(rec, 0, sizeof *rec);
    rec->ticks = ns;
    rec->cpu = 0;
    rec->tid = s->have_ctx ? s->ctx : TRC_TID_UNKNOWN;
    rec->pid = TRC_PID_UNKNOWN;
    if (s->have_ctx && s->ctx < s->nctxpid && s->ctxpid[s->ctx] >= 0)
        rec->pid = (uint32_t)s->ctxpid[s->ctx];
    rec->flags = TRC_EF_E64;
    rec->ns = 1;
    rec->hook = 0x10000u | code;
    rec->bo = TRC_BO_LITTLE;
    rec->fb = fb;
    rec->len = 24;
    rec->offset = off;
    rec->fb_offset = off;
    s->last_ns = ns;
}

/* Fill rec as the 006 of a gap of `missing` packets after TSC `before`. */
static void emit_gap(shark_src *s, uint64_t missing, uint64_t off, uint64_t before,
                     int has_before, uint64_t after, int has_after, trc_record *rec)
{
    uint64_t t0 = has_before ? time_of(s, before) : s->last_ns;
    uint64_t d4 = 0;
    if (has_after && s->time_started) {
        uint64_t t1 = time_of(s, after);
        d4 = t1 > t0 ? t1 - t0 : 0;
    }
    s->counts.missing_packets += missing;
    trc_synth_006(rec, s->fb, TRC_BO_LITTLE, 64, 5, 0, 0, missing, d4, t0, 0, off, 0);
}

/* Fill rec as a 00C for bad bytes (reason 3) or a truncated tail (reason 2). */
static void emit_skip(shark_src *s, unsigned reason, uint64_t n, uint64_t off, trc_record *rec)
{
    s->base.stats.skipped_bytes += n;
    if (reason == 3) s->base.stats.resyncs++;
    trc_synth_00c(rec, s->fb, TRC_BO_LITTLE, reason, n, off, s->last_ns, 0);
}

/* ---- file order ---------------------------------------------------------------- */

/* Next item in file order: lookahead queue first, then the cursor. */
static int fo_item(shark_src *s, shark_item *it)
{
    if (s->have_peek) {
        *it = s->peek;
        s->have_peek = 0;
        return it->kind;
    }
    if (s->looki < s->nlook) {
        *it = s->look[s->looki++];
        if (s->looki == s->nlook) {
            free(s->look);
            s->look = NULL;
            s->nlook = s->looki = 0;
        }
        return it->kind;
    }
    return cur_next(s, &s->cur, it);
}

static int fo_next(shark_src *s, trc_record *rec)
{
    shark_item it;
    for (;;) {
        switch (fo_item(s, &it)) {
        case IT_END:
            if (s->file.ioerr) {
                snprintf(s->base.errbuf, sizeof s->base.errbuf, "%s: %s", s->base.path,
                         s->file.errbuf);
                return -1;
            }
            s->done = 1;
            return 0;
        case IT_PAD:
            s->counts.padding++;
            continue;
        case IT_REC:
            emit_record(s, it.raw, it.off, rec);
            return 1;
        case IT_GAP: {
            shark_item nx;
            int k = fo_item(s, &nx);
            s->peek = nx;
            s->have_peek = 1;
            emit_gap(s, it.n, it.off, 0, 0, rec_tsc(nx.raw), k == IT_REC, rec);
            return 1;
        }
        case IT_BAD:
            emit_skip(s, 3, it.n, it.off, rec);
            return 1;
        case IT_TRUNC:
            emit_skip(s, 2, it.n, it.off, rec);
            return 1;
        }
    }
}

/* ---- sorted mode --------------------------------------------------------------- */

static int add_run(shark_src *s, const shark_run *r)
{
    if (s->nruns == s->capruns) {
        size_t nc = s->capruns ? s->capruns * 2 : 16;
        shark_run *nr = realloc(s->runs, nc * sizeof *nr);
        if (!nr) return -1;
        s->runs = nr;
        s->capruns = nc;
    }
    s->runs[s->nruns++] = *r;
    return 0;
}

static int heap_less(const shark_heap *a, const shark_heap *b)
{
    return a->tsc < b->tsc || (a->tsc == b->tsc && a->run < b->run);
}

static void heap_push(shark_src *s, shark_heap e)
{
    size_t i = s->nheap++;
    while (i > 0) {
        size_t p = (i - 1) / 2;
        if (!heap_less(&e, &s->heap[p])) break;
        s->heap[i] = s->heap[p];
        i = p;
    }
    s->heap[i] = e;
}

static void heap_sift_down(shark_src *s)
{
    size_t n = s->nheap, i = 0;
    shark_heap e = s->heap[0];
    for (;;) {
        size_t l = 2 * i + 1, m;
        if (l >= n) break;
        m = (l + 1 < n && heap_less(&s->heap[l + 1], &s->heap[l])) ? l + 1 : l;
        if (!heap_less(&s->heap[m], &e)) break;
        s->heap[i] = s->heap[m];
        i = m;
    }
    s->heap[i] = e;
}

/* Scan the whole file: cut runs, find the clock.  Returns 0, or 1 when too many runs
 * (caller falls back to file order), -1 on I/O or memory error. */
static int scan_file(shark_src *s, uint64_t *clk10, uint64_t *clk20)
{
    shark_cur c;
    shark_item it;
    memset(&c, 0, sizeof c);
    if (trc_fx_rd_init(&c.rd, &s->file, 1 << 16, 0, 1) < 0) return -1;
    c.capture = s->cur.capture;
    int open = 0;             /* a run of records is open (the last entry) */
    uint64_t last_tsc = 0;
    int have_last = 0;
    long gap_waiting = -1;    /* index of a gap synth that wants tsc_after */
    int rc = 0;
    while (cur_next(s, &c, &it) != IT_END) {
        if (it.kind == IT_PAD) { s->counts.padding++; continue; }
        if (it.kind == IT_REC) {
            uint64_t tsc = rec_tsc(it.raw);
            uint16_t type = trc_get16(it.raw, TRC_BO_LITTLE);
            uint32_t par2 = trc_get32(it.raw + 12, TRC_BO_LITTLE);
            if (!(type & 0x8000) && par2 != 0) {
                if ((type & 0xFF) == 0x10 && !*clk10) *clk10 = par2;
                if ((type & 0xFF) == 0x20 && !*clk20) *clk20 = par2;
            }
            if (gap_waiting >= 0) {
                s->runs[gap_waiting].tsc_after = tsc;
                s->runs[gap_waiting].has_after = 1;
                gap_waiting = -1;
            }
            if (open && have_last && tsc < last_tsc) open = 0;
            if (!open) {
                shark_run r;
                memset(&r, 0, sizeof r);
                r.kind = IT_REC;
                r.start_off = it.off;
                r.pkt_left = c.pkt_left + 1;
                r.next_pkt = c.next_pkt;
                if (add_run(s, &r) < 0) { rc = -1; break; }
                open = 1;
                s->counts.runs++;
            }
            s->runs[s->nruns - 1].nrec++;
            last_tsc = tsc;
            have_last = 1;
        } else if (it.kind == IT_GAP || it.kind == IT_BAD) {
            shark_run r;
            memset(&r, 0, sizeof r);
            r.kind = it.kind;
            r.tsc = have_last ? last_tsc : 0;
            r.has_before = have_last;
            r.off = it.off;
            r.n = it.n;
            open = 0;
            if (add_run(s, &r) < 0) { rc = -1; break; }
            if (it.kind == IT_GAP) gap_waiting = (long)(s->nruns - 1);
        } else if (it.kind == IT_TRUNC) {
            s->trunc_pending = 1;
            s->trunc_off = it.off;
            s->trunc_n = it.n;
        }
        if (s->nruns > SHARK_MAX_RUNS) { rc = 1; break; }
    }
    if (rc == 0 && s->file.ioerr) rc = -1;
    trc_fx_rd_free(&c.rd);
    return rc;
}

/* Prepare the merge: one cursor per run, primed with its first record. 0 ok, -1 error. */
static int merge_start(shark_src *s)
{
    size_t n = s->nruns ? s->nruns : 1;
    s->curs = calloc(n, sizeof *s->curs);
    s->cur_items = calloc(n, sizeof *s->cur_items);
    s->heap = calloc(n, sizeof *s->heap);
    if (!s->curs || !s->cur_items || !s->heap) return -1;
    for (size_t i = 0; i < s->nruns; i++) {
        shark_run *r = &s->runs[i];
        shark_heap e = { r->tsc, (uint32_t)i };
        if (r->kind == IT_REC) {
            shark_cur *c = &s->curs[i];
            size_t cap = r->nrec < 64 ? (size_t)r->nrec * SHARK_REC + SHARK_PKT_HDR : 1024;
            if (trc_fx_rd_init(&c->rd, &s->file, cap, r->start_off, 1) < 0) return -1;
            c->capture = s->cur.capture;
            c->pkt_left = r->pkt_left;
            c->next_pkt = r->next_pkt;
            c->started = 1;
            c->quiet = 1;
            c->left = r->nrec;
            if (cur_next(s, c, &s->cur_items[i]) != IT_REC) {
                trc_fx_rd_free(&c->rd);
                if (s->file.ioerr) return -1;
                continue;              /* cannot happen: the scan saw the records */
            }
            e.tsc = rec_tsc(s->cur_items[i].raw);
        }
        heap_push(s, e);
    }
    return 0;
}

static void heap_pop(shark_src *s)
{
    s->heap[0] = s->heap[--s->nheap];
    if (s->nheap) heap_sift_down(s);
}

static int merge_next(shark_src *s, trc_record *rec)
{
    while (s->nheap > 0) {
        shark_heap top = s->heap[0];
        shark_run *r = &s->runs[top.run];
        if (r->kind != IT_REC) {
            heap_pop(s);
            if (r->kind == IT_GAP)
                emit_gap(s, r->n, r->off, r->tsc, r->has_before, r->tsc_after,
                         r->has_after, rec);
            else
                emit_skip(s, 3, r->n, r->off, rec);
            return 1;
        }
        shark_cur *c = &s->curs[top.run];
        shark_item *it = &s->cur_items[top.run];
        emit_record(s, it->raw, it->off, rec);
        if (cur_next(s, c, it) == IT_REC) {
            s->heap[0].tsc = rec_tsc(it->raw);
            heap_sift_down(s);
        } else {
            heap_pop(s);
            trc_fx_rd_free(&c->rd);
        }
        return 1;
    }
    if (s->file.ioerr) {
        snprintf(s->base.errbuf, sizeof s->base.errbuf, "%s: %s", s->base.path, s->file.errbuf);
        return -1;
    }
    if (s->trunc_pending) {
        s->trunc_pending = 0;
        emit_skip(s, 2, s->trunc_n, s->trunc_off, rec);
        return 1;
    }
    s->done = 1;
    return 0;
}

/* A warning sink that drops the message (used by the clock pre-scan). */
static void quiet_warn(void *ctx, const char *msg)
{
    (void)ctx;
    (void)msg;
}

/* ---- source interface ---------------------------------------------------------- */

static int shark_next(trc_source *src, trc_record *rec)
{
    shark_src *s = (shark_src *)src;
    if (s->done) return 0;
    int r = s->sorted ? merge_next(s, rec) : fo_next(s, rec);
    if (r == 1) s->base.stats.records++;
    return r;
}

static void shark_close(trc_source *src)
{
    shark_src *s = (shark_src *)src;
    if (!s) return;
    trc_fx_rd_free(&s->cur.rd);
    if (s->curs)
        for (size_t i = 0; i < s->nruns; i++) trc_fx_rd_free(&s->curs[i].rd);
    free(s->curs);
    free(s->cur_items);
    free(s->heap);
    free(s->runs);
    free(s->look);
    free(s->ctxpid);
    trc_fx_close(&s->file);
    free(s->path);
    free(s);
}

/* Find the clock candidates by reading a regular file up to its first 0x10 clock record
 * (counters untouched).  0 ok, -1 on error. */
static int clock_scan(shark_src *s, uint64_t *clk10, uint64_t *clk20)
{
    shark_cur c;
    shark_item it;
    trc_foreign_counts saved = s->counts;
    memset(&c, 0, sizeof c);
    if (trc_fx_rd_init(&c.rd, &s->file, 1 << 16, 0, 1) < 0) return -1;
    c.capture = s->cur.capture;
    c.quiet = 0;
    trc_foreign_warn_fn w = s->opts.warn;
    s->opts.warn = quiet_warn;           /* file order reports packet warnings itself */
    while (!*clk10 && cur_next(s, &c, &it) != IT_END) {
        if (it.kind != IT_REC) continue;
        uint16_t type = trc_get16(it.raw, TRC_BO_LITTLE);
        uint32_t par2 = trc_get32(it.raw + 12, TRC_BO_LITTLE);
        if (!(type & 0x8000) && par2 != 0) {
            if ((type & 0xFF) == 0x10) *clk10 = par2;
            if ((type & 0xFF) == 0x20 && !*clk20) *clk20 = par2;
        }
    }
    s->opts.warn = w;
    s->counts = saved;
    trc_fx_rd_free(&c.rd);
    return s->file.ioerr ? -1 : 0;
}

/* Fill the lookahead queue from a pipe until the first clock record (0x10, par2 != 0,
 * not fast) or SHARK_LOOKAHEAD items; note the first 0x20 clock on the way. */
static int pipe_lookahead(shark_src *s, uint64_t *clk10, uint64_t *clk20)
{
    size_t cap = 256;
    s->look = malloc(cap * sizeof *s->look);
    if (!s->look) return -1;
    while (s->nlook < SHARK_LOOKAHEAD) {
        shark_item it;
        if (cur_next(s, &s->cur, &it) == IT_END) break;
        if (s->nlook == cap) {
            shark_item *nl = realloc(s->look, cap * 2 * sizeof *nl);
            if (!nl) return -1;
            s->look = nl;
            cap *= 2;
        }
        s->look[s->nlook++] = it;
        if (it.kind == IT_REC) {
            uint16_t type = trc_get16(it.raw, TRC_BO_LITTLE);
            uint32_t par2 = trc_get32(it.raw + 12, TRC_BO_LITTLE);
            if (!(type & 0x8000) && par2 != 0) {
                if ((type & 0xFF) == 0x20 && !*clk20) *clk20 = par2;
                if ((type & 0xFF) == 0x10) { *clk10 = par2; break; }
            }
        }
        if (it.kind == IT_TRUNC) break;
    }
    return s->file.ioerr ? -1 : 0;
}

trc_source *trc_shark_open(const char *path, const trc_shark_opts *o, char *err, size_t errlen)
{
    shark_src *s = calloc(1, sizeof *s);
    if (!s) {
        if (err && errlen) snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (o) s->opts = *o;
    if (trc_fx_src_init(&s->base, &s->path, &s->file, path, shark_next, shark_close, &s->counts,
                        err, errlen) < 0) {
        free(s);
        return NULL;
    }
    trc_loginfo *in = &s->base.info;
    in->bo = TRC_BO_LITTLE;
    in->env = 32;
    in->ncpus = 1;
    in->hflags = 2;                      /* CONVERTED */
    in->tb_num = 1;
    in->tb_den = 1;
    in->start_wall = INT64_MIN;
    in->start_ticks = 0;
    in->sysname = "S.Ha.R.K.";
    in->source = "shark";
    in->source_desc = "S.Ha.R.K. FTrace";

    if (trc_fx_rd_init(&s->cur.rd, &s->file, 1 << 16, 0, 0) < 0) goto oom;
    /* UDP capture? */
    size_t av = trc_fx_rd_avail(&s->cur.rd, 12);
    if (av >= 12 && memcmp(trc_fx_rd_ptr(&s->cur.rd), shark_magic, 12) == 0) {
        s->cur.capture = 1;
        in->source_desc = "S.Ha.R.K. FTrace UDP capture";
    }

    uint64_t clk10 = 0, clk20 = 0;
    int want_sort = !s->opts.no_sort;
    if (s->file.seekable) {
        s->cur.rd.pread_mode = 1;        /* the window reads by offset from now on */
        int rc = want_sort ? scan_file(s, &clk10, &clk20) : 1;
        if (rc < 0) goto ioerr;
        if (rc == 1) {
            if (want_sort)
                trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                            "more than %d runs of increasing time stamps: records are "
                            "reported in file order", SHARK_MAX_RUNS);
            want_sort = 0;
            free(s->runs);               /* forget the scan; file order recounts */
            s->runs = NULL;
            s->nruns = s->capruns = 0;
            memset(&s->counts, 0, sizeof s->counts);
            s->trunc_pending = 0;
            if (clock_scan(s, &clk10, &clk20) < 0) goto ioerr;
        }
        if (want_sort) {
            s->sorted = 1;
            s->counts.sorted = 1;
            trc_fx_rd_free(&s->cur.rd);
            if (merge_start(s) < 0) goto ioerr;
        }
    } else {
        if (want_sort)
            trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                        "input is not a regular file: records are reported in file order");
        if (pipe_lookahead(s, &clk10, &clk20) < 0) goto ioerr;
    }

    if (clk10) s->clk = clk10;
    else if (clk20) s->clk = clk20;
    else if (s->opts.clk_per_msec) s->clk = s->opts.clk_per_msec;
    else {
        s->clk = 1000000;
        trc_fx_warn(s->opts.warn, s->opts.warn_ctx, s->path,
                    "no clock record (0x10/0x20) and no --shark-clk-per-msec: "
                    "assuming 1000000 cycles per millisecond (1 tick = 1 ns)");
    }
    return &s->base;

oom:
    if (err && errlen) snprintf(err, errlen, "%s: out of memory", s->path);
    shark_close(&s->base);
    return NULL;
ioerr:
    if (err && errlen) snprintf(err, errlen, "%s: %s", s->path,
                                s->file.ioerr ? s->file.errbuf : "out of memory");
    shark_close(&s->base);
    return NULL;
}
