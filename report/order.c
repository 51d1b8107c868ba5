/* order.c -- owns the time order of one trclog input (docs/report.md, "Time order"): the
 * pre-pass over a regular file (is it in time order? in order per thread?), the merge of
 * per-thread cursors over the file (a heap of at most ORD_MAX_STREAMS cursors, memory
 * bounded by the threads), and the reorder window for pipes and files a merge cannot
 * order (a heap of copied records, bounded in records and bytes). */
#include "report/order.h"
#include "common/dbg.h"
#include "common/heap.h"
#include "formats/trclog.h"
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum {
    ORD_MAX_STREAMS = 64,               /* threads merged by cursors; more: the window */
    ORD_WINDOW = 65536,                 /* default window in records */
    ORD_WINDOW_BYTES = 16 << 20,        /* the window's format buffers at most */
    ORD_MAX_SPANS = 64                  /* spans (threads) of the pre-pass at most */
};

/* A reader of a trclog file that skims its plain records in place. */
typedef struct ord_skim {
    trc_source *s;          /* the reader (owned) */
    trc_byteorder bo;       /* its byte order */
    const uint8_t *p;       /* bytes ahead of it (trc_trclog_ahead), not yet taken */
    size_t n;               /* their count */
    size_t starts;          /* records start only in the first `starts` of them */
    size_t i;               /* bytes of them looked at */
    uint64_t off;           /* stream offset of p */
    uint64_t count;         /* records among the i bytes */
    uint64_t last;          /* time of the last of them */
} ord_skim;

/* One thread's stream found by the pre-pass. */
typedef struct ord_stream {
    uint64_t tid;           /* the envelope tid (TRC_TID_UNKNOWN: records without one) */
    uint64_t last;          /* ticks of its last record */
    uint64_t count;         /* records of it */
    uint64_t first_off;     /* stream offset of its first record */
    uint64_t first_prev;    /* reader time just before that record */
} ord_stream;

/* A reader of the file that returns one thread's records. */
typedef struct ord_cursor {
    ord_skim k;             /* its own reader of the file */
    uint64_t tid;           /* the thread it returns */
    uint64_t left;          /* records of that thread still to return */
    trc_record rec;         /* its pending record (fb valid until s is read again) */
} ord_cursor;

/* A record held by the window (its format buffer copied). */
typedef struct ord_slot {
    trc_record rec;         /* the record; rec.fb points into buf */
    uint64_t seq;           /* arrival number: ties keep the arrival order */
    uint8_t *buf;           /* copy of the format buffer */
    size_t cap;             /* bytes allocated in buf */
} ord_slot;

/* The time-order source. */
typedef struct ord_src {
    trc_source src;         /* public part (first member) */
    int mode;               /* TRC_ORDER_MERGE or TRC_ORDER_WINDOW */
    unsigned n;             /* merge: cursors; window: slots at most (the window) */
    unsigned cap;           /* window: slots allocated so far (grows by doubling up to n) */
    unsigned *heap;         /* cursor or slot indices, earliest first */
    unsigned nheap;         /* entries in heap */
    int held;               /* the index returned last (advanced/freed at the next call; -1) */
    ord_cursor *cur;        /* merge: the cursors */
    trc_source *in;         /* window: the input read */
    ord_slot *slots;        /* window: the slots */
    unsigned *free;         /* window: free slot indices */
    unsigned nfree;         /* window: count in free */
    size_t bytes;           /* window: format-buffer bytes held */
    uint64_t seq;           /* window: records read */
    uint64_t last_in;       /* window: ticks of the last record read (NOTS records take it) */
    uint64_t last_out;      /* window: ticks of the last record returned */
    int any_out;            /* window: a record was returned */
    int in_state;           /* window: 0 reading, 1 ended, -1 read error (errbuf) */
    uint64_t late;          /* window: records returned after a later one */
    uint64_t bias;          /* tick_bias of the input */
} ord_src;

/* The bias that makes ticks compare in time order as unsigned numbers: a record's time is
 * its elapsed time, (ticks - start ticks) as a signed difference (docs/ref/tracelog.md
 * §3.2), whose order is that of ticks + 2^63 - start ticks.  (A copy that -r writes holds
 * a record before its start as ticks near 2^64: difftest seed 13.) */
static inline uint64_t tick_bias(const trc_loginfo *info)
{
    return (UINT64_C(1) << 63) - info->start_ticks;
}

/* Ticks a are earlier than ticks b (bias: tick_bias of their file). */
static inline int tick_lt(uint64_t a, uint64_t b, uint64_t bias)
{
    return a + bias < b + bias;
}

/* Heap order (common/heap.h; ctx: the ord_src): earlier ticks first, then file offset
 * (merge) or arrival (window). */
static inline __attribute__((always_inline)) int ord_before(const void *ctx, unsigned a,
                                                          unsigned b)
{
    const ord_src *o = ctx;
    if (o->mode == TRC_ORDER_MERGE) {
        const trc_record *x = &o->cur[a].rec, *y = &o->cur[b].rec;
        return x->ticks != y->ticks ? tick_lt(x->ticks, y->ticks, o->bias) : x->offset < y->offset;
    }
    const ord_slot *x = &o->slots[a], *y = &o->slots[b];
    return x->rec.ticks != y->rec.ticks ? tick_lt(x->rec.ticks, y->rec.ticks, o->bias) : x->seq < y->seq;
}

static void ord_push(ord_src *o, unsigned i)
{
    trc_heap_push(o->heap, &o->nheap, i, ord_before, o);
}


/* The next record of k->s that is not a sync marker and, unless `any`, has tid `tid`
 * (valid until k is used again): 1, 0 at the end, -1 on a read error (k->s->errbuf).  A
 * plain record is looked at where it lies (trc_trclog_ahead; the bytes looked at are taken
 * only when the span is used up): *env is its envelope, *at its stream offset, *rec left
 * alone; the others are read by next() into *rec, *env = NULL. */
static inline __attribute__((always_inline)) int skim(ord_skim *k, int any, uint64_t tid,
                                                      const uint8_t **env, uint64_t *at,
                                                      trc_record *rec)
{
    for (;;) {
        while (k->i < k->starts && k->n - k->i >= 32) {
            const uint8_t *b = k->p + k->i;
            uint32_t rl = trc_trclog_plain_rl(b, k->n - k->i, k->bo);
            if (!rl) break;
            k->i += rl;
            k->count++;
            k->last = trc_get64(b + 24, k->bo);
            if (any || trc_get64(b + 16, k->bo) == tid) {
                *env = b;
                *at = k->off + (uint64_t)(b - k->p);
                return 1;
            }
        }
        if (k->i) trc_trclog_took(k->s, k->i, k->count, k->last);
        k->i = k->n = k->starts = 0;
        k->count = 0;
        int r = k->s->next(k->s, rec);
        *env = NULL;
        if (r <= 0) return r;
        k->n = trc_trclog_ahead(k->s, &k->p, &k->starts, &k->off);
        if (!(rec->flags & TRC_EF_SYNC) && (any || rec->tid == tid)) return 1;
    }
}

/* Cursor c's next record of its thread: 1, 0 when it has none left, -1 on a read error
 * (message copied to o). */
static int cursor_advance(ord_src *o, ord_cursor *c)
{
    if (!c->left) return 0;
    const uint8_t *env;
    uint64_t at;
    int r = skim(&c->k, 0, c->tid, &env, &at, &c->rec);
    if (r > 0) {
        if (env) trc_trclog_fill_rec(env, at, &c->rec, c->k.bo);
        c->left--;
        return 1;
    }
    if (r < 0) memcpy(o->src.errbuf, c->k.s->errbuf, sizeof o->src.errbuf);
    c->left = 0;
    return r;
}

/* Restore the heap order after the key of its top entry grew (or it was replaced). */
static void ord_sift_top(ord_src *o)
{
    trc_heap_sift_top(o->heap, o->nheap, ord_before, o);
}

static int merge_next(trc_source *s, trc_record *rec)
{
    ord_src *o = (ord_src *)s;
    if (o->held == -2) {                /* first call: every cursor's first record */
        for (unsigned i = 0; i < o->n; i++) {
            int r = cursor_advance(o, &o->cur[i]);
            if (r < 0) return -1;
            if (r > 0) ord_push(o, i);
        }
    } else if (o->held >= 0) {          /* the top's cursor moves on: sift it down */
        int r = cursor_advance(o, &o->cur[o->held]);
        if (r < 0) return -1;
        if (r == 0) o->heap[0] = o->heap[--o->nheap];
        ord_sift_top(o);
    }
    o->held = -1;
    if (!o->nheap) return 0;
    o->held = (int)o->heap[0];
    *rec = o->cur[o->held].rec;
    return 1;
}

/* Make room for more slots: the window's arrays double, up to n slots (a short input never
 * pays for the whole window).  0, or -1 out of memory (the arrays stay as they were). */
static int window_grow(ord_src *o)
{
    TRC_DASSERT(o->cap < o->n && o->nfree == 0);
    unsigned cap = o->cap > o->n / 2 ? o->n : (o->cap ? 2 * o->cap : (o->n < 64 ? o->n : 64));
    ord_slot *slots = realloc(o->slots, cap * sizeof *slots);
    if (!slots) return -1;
    o->slots = slots;
    memset(slots + o->cap, 0, (cap - o->cap) * sizeof *slots);
    unsigned *heap = realloc(o->heap, cap * sizeof *heap);
    if (!heap) return -1;
    o->heap = heap;
    unsigned *fr = realloc(o->free, cap * sizeof *fr);
    if (!fr) return -1;
    o->free = fr;
    for (unsigned i = cap; i-- > o->cap;) o->free[o->nfree++] = i;
    o->cap = cap;
    return 0;
}

/* Read one record of the input into a free slot and push it: 1, 0 at the end, -1 on a
 * read error or out of memory. */
static int window_read(ord_src *o)
{
    trc_record r;
    int got;
    while ((got = o->in->next(o->in, &r)) > 0 && (r.flags & TRC_EF_SYNC)) {}
    if (got < 0) memcpy(o->src.errbuf, o->in->errbuf, sizeof o->src.errbuf);
    if (got <= 0) return got;
    if (r.flags & TRC_EF_NOTS) r.ticks = o->last_in;   /* the time it has in input order */
    o->last_in = r.ticks;
    if (!o->nfree && window_grow(o) != 0) {
        snprintf(o->src.errbuf, sizeof o->src.errbuf, "%s: out of memory", o->src.path);
        return -1;
    }
    unsigned i = o->free[--o->nfree];
    ord_slot *sl = &o->slots[i];
    if (sl->cap < r.len) {
        uint8_t *b = realloc(sl->buf, r.len);
        if (!b) {
            o->nfree++;
            snprintf(o->src.errbuf, sizeof o->src.errbuf, "%s: out of memory", o->src.path);
            return -1;
        }
        sl->buf = b;
        sl->cap = r.len;
    }
    if (r.len) memcpy(sl->buf, r.fb, r.len);
    sl->rec = r;
    sl->rec.fb = sl->buf;
    sl->seq = o->seq++;
    o->bytes += r.len;
    if (o->any_out && tick_lt(r.ticks, o->last_out, o->bias)) o->late++;   /* it goes out next, out of place */
    ord_push(o, i);
    return 1;
}

static int window_next(trc_source *s, trc_record *rec)
{
    ord_src *o = (ord_src *)s;
    if (o->held >= 0) {                 /* the record returned last is no longer needed */
        o->bytes -= o->slots[o->held].rec.len;
        o->free[o->nfree++] = (unsigned)o->held;
    }
    o->held = -1;
    while (o->in_state == 0 && (o->nfree > 0 || o->cap < o->n) && o->bytes < ORD_WINDOW_BYTES) {
        int r = window_read(o);
        if (r <= 0) o->in_state = r < 0 ? -1 : 1;
    }
    if (!o->nheap) return o->in_state < 0 ? -1 : 0;
    o->held = (int)o->heap[0];
    o->heap[0] = o->heap[--o->nheap];
    ord_sift_top(o);
    *rec = o->slots[o->held].rec;
    if (!o->any_out || tick_lt(o->last_out, rec->ticks, o->bias)) o->last_out = rec->ticks;
    o->any_out = 1;
    return 1;
}

static void ord_close(trc_source *s)
{
    ord_src *o = (ord_src *)s;
    for (unsigned i = 0; o->cur && i < o->n; i++)
        if (o->cur[i].k.s) o->cur[i].k.s->close(o->cur[i].k.s);
    for (unsigned i = 0; o->slots && i < o->cap; i++) free(o->slots[i].buf);
    free(o->cur);
    free(o->slots);
    free(o->free);
    free(o->heap);
    free(o);
}

int trc_order_mode(const trc_source *s)
{
    return s->close == ord_close ? ((const ord_src *)s)->mode : TRC_ORDER_NONE;
}

uint64_t trc_order_late(const trc_source *s)
{
    return trc_order_mode(s) == TRC_ORDER_WINDOW ? ((const ord_src *)s)->late : 0;
}

unsigned trc_order_window(const trc_source *s)
{
    return trc_order_mode(s) == TRC_ORDER_WINDOW ? ((const ord_src *)s)->n : 0;
}

/* A new time-order source of `mode` with n cursors or slots, header facts of src. */
static ord_src *ord_new(const trc_source *src, int mode, unsigned n)
{
    ord_src *o = calloc(1, sizeof *o);
    if (!o) return NULL;
    o->mode = mode;
    o->n = n;
    o->held = mode == TRC_ORDER_MERGE ? -2 : -1;
    o->src.next = mode == TRC_ORDER_MERGE ? merge_next : window_next;
    o->src.close = ord_close;
    o->src.info = src->info;
    o->src.path = src->path;
    o->bias = tick_bias(&src->info);
    if (mode == TRC_ORDER_MERGE) {
        o->heap = calloc(n, sizeof *o->heap);
        o->cur = calloc(n, sizeof *o->cur);
    }
    if (mode == TRC_ORDER_MERGE ? !o->heap || !o->cur : window_grow(o) != 0) {
        ord_close(&o->src);
        return NULL;
    }
    return o;
}

/* What the pre-pass found in a regular file. */
enum { PRE_ORDERED, PRE_MERGE, PRE_WINDOW };

/* Read the file at path once: PRE_ORDERED when its records are in time order (or it cannot
 * be read to its end: read as it lies), PRE_MERGE (streams in *st, *nst of them) when each
 * thread's are, else PRE_WINDOW (also when it cannot be opened again, has more than
 * ORD_MAX_STREAMS threads or records without a time of their own). */
static int pre_scan(const char *path, ord_stream *st, unsigned *nst, int track);

/* ---- whether a clean file is in time order, in spans ------------------------------------ */

enum {
    SPAN_BUF = 1 << 20,         /* bytes a span reads at a time (pread) */
    SPAN_REFILL = 128 << 10,    /* fewer bytes ahead than this: read on (> any record) */
    SPAN_MIN = 4 << 20          /* bytes of a span at least (TRCFMT_ORDER_SPAN for tests) */
};

/* How a span's walk ended. */
enum { SPAN_UNCLEAN, SPAN_ORDERED, SPAN_DISORDER, SPAN_STOPPED };

/* One span of the file's bytes, walked by one thread (span_walk). */
typedef struct ord_span {
    int fd;                 /* the file (pread only: its offset is the reader's) */
    trc_byteorder bo;       /* its byte order */
    unsigned ix;            /* index of the span (span 0 starts at a known boundary) */
    uint64_t x, xend;       /* its nominal bytes: [x, xend) */
    uint64_t size;          /* the file's size */
    atomic_uint *stop;      /* the lowest index of a span that found disorder */
    uint64_t bias;          /* tick_bias of the file */
    uint64_t s, e;          /* where its walk started (the first likely item boundary at or
                               past x; span 0: x) and ended (the first item at or past xend) */
    uint64_t first, last;   /* ticks + bias of its first and last record with a time of its
                               own (keys that compare in time order) */
    int any;                /* it has such a record */
    int state;              /* SPAN_*: UNCLEAN also when a read failed (or out of memory) */
    pthread_t th;           /* its thread (spans past 0) */
    int started;            /* th was started */
} ord_span;

/* Read up to SPAN_BUF bytes of sp's file from off into d: the count (0 on an error). */
static size_t span_read(const ord_span *sp, uint8_t *d, uint64_t off)
{
    size_t want = sp->size - off < SPAN_BUF ? (size_t)(sp->size - off) : SPAN_BUF, got = 0;
    while (got < want) {
        ssize_t k = pread(sp->fd, d + got, want - got, (off_t)(off + got));
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return 0;
        got += (size_t)k;
    }
    return got;
}

/* The plain records from d[i] while i < lim (n bytes in d): their times checked against
 * *glast (each record with a time of its own must not be earlier; NOTS records are passed
 * over) and *glast moved on, *first set at the first timed record when *any is 0; times as
 * ticks + bias (tick_bias: keys that compare in time order).  Returns
 * the index where it stopped: at lim, at an item that is not a plain record, or (*disorder
 * set) at a record earlier than the one before.  bo is a constant at each call (one loop
 * per byte order: the byte order's test is not made at every load). */
static inline __attribute__((always_inline)) size_t span_run(const uint8_t *d, size_t n, size_t i,
                                                             size_t lim, uint64_t *glast,
                                                             int *any, uint64_t *first,
                                                             int *disorder, uint64_t bias,
                                                             trc_byteorder bo)
{
    uint64_t g = *glast;
    if (!*any) {   /* up to the first record with a time: it sets *first */
        for (;;) {
            if (i >= lim) return i;
            const uint8_t *b = d + i;
            uint32_t rl = trc_trclog_plain_rl(b, n - i, bo);
            if (!rl) return i;
            i += rl;
            if (!(trc_get16(b + 8, bo) & TRC_EF_NOTS)) {
                *first = g = trc_get64(b + 24, bo) + bias;
                *any = 1;
                break;
            }
        }
    }
    while (i < lim) {
        const uint8_t *b = d + i;
        uint32_t rl = trc_trclog_plain_rl(b, n - i, bo);
        if (__builtin_expect(!rl, 0)) break;
        if (!(trc_get16(b + 8, bo) & TRC_EF_NOTS)) {
            uint64_t t = trc_get64(b + 24, bo) + bias;
            if (__builtin_expect(t < g, 0)) { *disorder = 1; break; }
            g = t;
        }
        i += rl;
    }
    *glast = g;
    return i;
}

/* Walk span sp's items (plain records and valid sync markers, as the serial reader passes
 * them) and tell whether its records with a time of their own are in time order; a record
 * without one (NOTS) takes the time before it and so never breaks the order (pre_scan's
 * rule).  Anything else ends the walk SPAN_UNCLEAN: the serial pre-pass decides then. */
static void *span_walk(void *arg)
{
    ord_span *sp = arg;
    const trc_byteorder bo = sp->bo;
    uint8_t *d = malloc(SPAN_BUF);
    uint64_t pos = sp->x, glast = 0;   /* file offset of d[0]; the last time */
    size_t n = d ? span_read(sp, d, pos) : 0, i = 0;
    int any = 0;
    sp->state = SPAN_UNCLEAN;
    if (!n) goto out;
    if (sp->ix && (i = trc_trclog_likely_start(d, n, 0, pos, pos + n == sp->size, bo)) == SIZE_MAX) {
        if (pos + n != sp->size) goto out;
        i = n;   /* no item starts in the span: it is empty at the end of the file */
    }
    sp->s = pos + i;
    for (;;) {
        /* the items that start below lim lie wholly in d: all of d when it reaches the
         * file's end (a piece of an item there is not clean), else up to SPAN_REFILL
         * bytes before its end; and the span ends at xend */
        const int last = pos + n == sp->size;
        size_t lim = last ? (n >= 32 ? n - 31 : 0) : n - SPAN_REFILL;
        if (sp->xend - pos < lim) lim = (size_t)(sp->xend - pos);
        while (i < lim) {
            int dis = 0;
            i = bo == TRC_BO_LITTLE ? span_run(d, n, i, lim, &glast, &any, &sp->first, &dis, sp->bias, TRC_BO_LITTLE)
                                    : span_run(d, n, i, lim, &glast, &any, &sp->first, &dis, sp->bias, TRC_BO_BIG);
            if (dis) goto disorder;
            if (i >= lim) break;
            uint32_t rl = trc_trclog_clean_item(d, n, i, pos, bo);   /* a sync marker, or not clean */
            if (!rl) goto out;
            i += rl;
        }
        if (pos + i >= sp->xend) { sp->e = pos + i; sp->state = SPAN_ORDERED; goto out; }
        if (last) goto out;
        if (atomic_load(sp->stop) < sp->ix) { sp->state = SPAN_STOPPED; goto out; }
        pos += i;   /* read on from the next item (n was SPAN_BUF: more than SPAN_REFILL) */
        i = 0;
        if (!(n = span_read(sp, d, pos))) goto out;
    }
disorder:;
    unsigned low = atomic_load(sp->stop);
    while (sp->ix < low && !atomic_compare_exchange_weak(sp->stop, &low, sp->ix)) {}
    sp->state = SPAN_DISORDER;
out:
    sp->any = any;
    sp->last = glast;
    free(d);
    return NULL;
}

/* Whether the regular trclog file fd (byte order bo, its first item at `start`, `size`
 * bytes) is in time order, its bytes walked in spans by up to `jobs` threads, each from
 * the first likely item boundary of its span: 1 yes, 0 no, -1 not known (damage, a read
 * error, or a span's start not proved: the serial pre-pass decides).  A span's start is
 * proved when the span before it, itself proved, ended there; a disorder counts only in a
 * proved span (or between the last record of one and the first of the next). */
static int spans_ordered(int fd, trc_byteorder bo, uint64_t bias, uint64_t start, uint64_t size,
                         unsigned jobs, unsigned *nspans)
{
    /* tests: TRCFMT_ORDER_SPAN=BYTES, spans of fewer bytes; 0, no spans (the serial scans
     * alone, which the spans are checked against) */
    const char *e = getenv("TRCFMT_ORDER_SPAN");
    uint64_t min = e && *e ? strtoull(e, NULL, 10) : SPAN_MIN;
    uint64_t bytes = size > start ? size - start : 0;
    unsigned n = jobs > ORD_MAX_SPANS ? ORD_MAX_SPANS : jobs ? jobs : 1;
    *nspans = 0;
    if (min == 0) return -1;
    if (min < 8) min = 8;
    if (bytes / min < n) n = bytes / min ? (unsigned)(bytes / min) : 1;
    *nspans = n;
    const uint64_t step = bytes / n & ~(uint64_t)7;   /* items are 8-byte multiples */
    ord_span sp[ORD_MAX_SPANS];
    atomic_uint stop = UINT_MAX;
    for (unsigned k = 0; k < n; k++)
        sp[k] = (ord_span){ .fd = fd, .bo = bo, .bias = bias, .ix = k, .x = start + k * step, .size = size,
                            .xend = k + 1 < n ? start + (k + 1) * step : size, .stop = &stop,
                            .s = UINT64_MAX, .e = UINT64_MAX };
    for (unsigned k = 1; k < n; k++)
        sp[k].started = pthread_create(&sp[k].th, NULL, span_walk, &sp[k]) == 0;
    span_walk(&sp[0]);
    for (unsigned k = 1; k < n; k++) {
        if (sp[k].started) pthread_join(sp[k].th, NULL);
        else span_walk(&sp[k]);   /* no thread: walked here */
    }
    uint64_t at = start, last = 0;
    int any = 0;
    for (unsigned k = 0; k < n; k++) {
        if (sp[k].s != at) return -1;
        if (any && sp[k].any && sp[k].first < last) return 0;   /* (keys: ticks + bias) */
        if (sp[k].state == SPAN_DISORDER) return 0;
        if (sp[k].state != SPAN_ORDERED) return -1;
        if (sp[k].any) { last = sp[k].last; any = 1; }
        at = sp[k].e;
    }
    return at == size ? 1 : -1;
}

/* Most files are in time order: the spans tell that (or that the file is not) at a few
 * instructions a record, in `jobs` threads; a file out of order is scanned again with the
 * per-thread streams.  A file the spans cannot tell of (damage) gets the serial scans: one
 * that tells only whether it is in order, then the one with the streams. */
static int pre_pass(const char *path, int fd, trc_byteorder bo, uint64_t bias, uint64_t start,
                    uint64_t size, unsigned jobs, ord_stream *st, unsigned *nst)
{
    unsigned nspans;
    int k = spans_ordered(fd, bo, bias, start, size, jobs, &nspans), mode;
    if (k == 1) mode = PRE_ORDERED;
    else if (k < 0 && pre_scan(path, st, nst, 0) == PRE_ORDERED) mode = PRE_ORDERED;
    else mode = pre_scan(path, st, nst, 1);
    if (getenv("TRCFMT_ORDER_DEBUG"))   /* tests: what the spans told, what was done */
        fprintf(stderr, "order: %u spans: %s; %s\n", nspans,
                k == 1 ? "in order" : k == 0 ? "out of order" : "not known",
                mode == PRE_ORDERED ? "read as it lies" : mode == PRE_MERGE ? "merged" : "window");
    return mode;
}

/* pre_pass's scan; track = 0: whether the file is in time order only (PRE_ORDERED, or
 * PRE_WINDOW for "not"). */
static int pre_scan(const char *path, ord_stream *st, unsigned *nst, int track)
{
    char err[256];
    trc_source *p = trc_trclog_open(path, err, sizeof err);
    int fd;
    uint64_t start, size, prev, feed;
    if (!p) return PRE_WINDOW;
    if (trc_trclog_file_span(p, &fd, &start, &size, &prev, &feed) != 0) { p->close(p); return PRE_WINDOW; }
    int ordered = 1, merge = track, any = 0, nots = 0, r;
    uint64_t glast = prev, glast_before;   /* reader times after and before the record */
    unsigned n = 0, hint = 0;
    trc_record rec;
    ord_skim k = { .s = p, .bo = p->info.bo };
    const uint64_t bias = tick_bias(&p->info);
    const uint8_t *env;
    uint64_t at;
    while ((ordered || merge) && (r = skim(&k, 1, 0, &env, &at, &rec)) > 0) {
        if (env) {                      /* a plain record: just what the plan needs */
            rec.flags = trc_get16(env + 8, k.bo);
            rec.ticks = trc_get64(env + 24, k.bo);
            if (merge) {
                rec.tid = trc_get64(env + 16, k.bo);
                rec.offset = at;
            }
        }
        /* a record without a time of its own takes the previous one's (the feed's rule);
         * the merged order would change which is previous: such a file is not merged (a
         * reader's 00C carries the reader's time, which is that one; a record of the file
         * carries a time of its own that the merge would sort by, whatever its flags and
         * hook: regress/trclog/merge-nots-synth-hook, merge-nots-synth-00c) */
        if (rec.flags & TRC_EF_NOTS) {
            if (env || !rec.made) nots = 1;   /* one the file holds */
            rec.ticks = glast;
        }
        if (any && tick_lt(rec.ticks, glast, bias)) ordered = 0;
        glast_before = glast;
        glast = rec.ticks;
        any = 1;
        if (!merge) continue;           /* only whether it is in order is still open */
        unsigned ix = hint < n && st[hint].tid == rec.tid ? hint : n;
        for (unsigned i = 0; ix == n && i < n; i++) if (st[i].tid == rec.tid) ix = i;
        if (ix == n) {
            if (n == ORD_MAX_STREAMS) { merge = 0; continue; }   /* too many threads */
            st[n] = (ord_stream){ rec.tid, rec.ticks, 0, rec.offset, glast_before };
            n++;
        } else if (tick_lt(rec.ticks, st[ix].last, bias)) merge = 0;
        hint = ix;
        st[ix].last = rec.ticks;
        st[ix].count++;
    }
    p->close(p);
    *nst = n;
    if (r < 0 || ordered) return PRE_ORDERED;   /* a read error: the report's read tells it */
    return track && merge && !nots ? PRE_MERGE : PRE_WINDOW;
}

/* A merge of the streams st of the file at path; NULL (nothing opened) on failure. */
static ord_src *merge_open(const trc_source *src, const ord_stream *st, unsigned n)
{
    ord_src *o = ord_new(src, TRC_ORDER_MERGE, n);
    if (!o) return NULL;
    for (unsigned i = 0; i < n; i++) {
        char err[256];
        ord_cursor *c = &o->cur[i];
        c->k.s = trc_trclog_open(src->path, err, sizeof err);
        c->k.bo = src->info.bo;
        c->tid = st[i].tid;
        c->left = st[i].count;
        if (!c->k.s || trc_trclog_resume(c->k.s, st[i].first_off, st[i].first_prev, st[i].first_prev)) {
            ord_close(&o->src);
            return NULL;
        }
    }
    return o;
}

int trc_order_span(const trc_source *src, uint64_t from, uint64_t prev, int have_prev,
                   uint64_t end, uint64_t *bad)
{
    char err[256];
    trc_source *p = trc_trclog_open(src->path, err, sizeof err);
    if (!p) return -1;
    if (trc_trclog_resume(p, from, prev, prev) != 0) { p->close(p); return -1; }
    ord_skim k = { .s = p, .bo = p->info.bo };
    const uint64_t bias = tick_bias(&p->info);
    const uint8_t *env;
    uint64_t at, glast = prev;
    int any = have_prev, r, ordered = 1;
    trc_record rec;
    while ((r = skim(&k, 1, 0, &env, &at, &rec)) > 0) {
        if (env) {                      /* a plain record: only its flags, time, offset */
            rec.flags = trc_get16(env + 8, k.bo);
            rec.ticks = trc_get64(env + 24, k.bo);
            rec.offset = at;
        }
        if (rec.offset >= end) break;
        if (rec.flags & TRC_EF_NOTS) rec.ticks = glast;   /* as pre_pass */
        if (any && tick_lt(rec.ticks, glast, bias)) { ordered = 0; *bad = rec.offset; break; }
        glast = rec.ticks;
        any = 1;
    }
    p->close(p);
    return r < 0 ? 1 : ordered;   /* a read error: the report's own read tells it */
}

int trc_order_open(trc_source *src, unsigned window, unsigned jobs, trc_source **out)
{
    *out = NULL;
    if (!trc_trclog_header(src)) return 0;
    int fd;
    uint64_t start, size, prev, feed;
    int mode = PRE_WINDOW;
    if (strcmp(src->path, "-") != 0 && trc_trclog_file_span(src, &fd, &start, &size, &prev, &feed) == 0) {
        ord_stream *st = malloc(ORD_MAX_STREAMS * sizeof *st);
        unsigned n = 0;
        if (!st) return -1;
        mode = pre_pass(src->path, fd, src->info.bo, tick_bias(&src->info), start, size, jobs, st, &n);
        ord_src *m = mode == PRE_MERGE ? merge_open(src, st, n) : NULL;
        free(st);
        if (mode == PRE_ORDERED) return 0;
        if (m) { *out = &m->src; return 0; }
    }
    const char *e = getenv("TRCFMT_ORDER_WINDOW");   /* tests: a small window */
    if (!window) window = e && *e ? (unsigned)strtoul(e, NULL, 10) : ORD_WINDOW;
    if (!window) window = 1;
    ord_src *o = ord_new(src, TRC_ORDER_WINDOW, window);
    if (!o) return -1;
    o->in = src;
    *out = &o->src;
    return 0;
}
