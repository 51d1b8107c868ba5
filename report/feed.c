/* feed.c -- owns the record feed of the report (docs/ref/report.md §4.1): sequential inputs or the
 * `-m` merge by wall-clock time over a binary heap of sources (key: wall ns, then input
 * index; one pending record per source keeps each input's own order and keeps format
 * buffers valid), sync-marker skipping, NOTS times, and progress facts.  No globals. */
#include "report/feed.h"
#include "report/order.h"
#include "formats/trclog.h"
#include "common/heap.h"
#include "common/sat.h"
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Per-input state of the feed. */
typedef struct feed_in {
    trc_source *src;        /* the source read: the input, or its time order (report/order.h) */
    trc_source *input;      /* the input */
    uint64_t last_ticks;    /* time of its previous record (NOTS records take it) */
    int64_t start;          /* start wall clock used for merging */
    uint64_t size;          /* file size of a regular trclog input (0: unknown) */
    int done;               /* end of input reached (or error) */
    trc_feed_item pend;     /* merge: its pending record */
} feed_in;

/* The feed. */
struct trc_feed {
    feed_in *in;            /* inputs */
    unsigned n;             /* count */
    int merge;              /* -m */
    unsigned cur;           /* sequential: current input */
    int started;            /* sequential: TRC_FEED_INPUT given for cur; merge: for 0 */
    unsigned *heap;         /* merge: input indices with a pending record */
    unsigned nheap;         /* merge: heap size */
    int refill;             /* merge: input to read next before choosing (-1: none) */
    int primed;             /* merge: every input was read once */
    int64_t origin;         /* merge origin (earliest known start; 0 none) */
};

trc_feed *trc_feed_new(trc_source *const *srcs, unsigned n, int merge, int order, unsigned jobs,
                       FILE *warn, int color, const char *prog)
{
    trc_feed *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->in = calloc(n ? n : 1, sizeof *f->in);
    f->heap = calloc(n ? n : 1, sizeof *f->heap);
    if (!f->in || !f->heap) { trc_feed_free(f); return NULL; }
    f->n = n;
    f->merge = merge;
    f->refill = -1;
    int known = 0;
    for (unsigned i = 0; i < n; i++) {
        f->in[i].src = f->in[i].input = srcs[i];
        trc_source *o = NULL;
        if (order && trc_order_open(srcs[i], 0, jobs, &o) != 0) { trc_feed_free(f); return NULL; }
        if (o) f->in[i].src = o;
        int64_t w = srcs[i]->info.start_wall;
        if (w != INT64_MIN && (!known || w < f->origin)) { f->origin = w; known = 1; }
        struct stat st;
        if (!o && trc_trclog_header(srcs[i]) && strcmp(srcs[i]->path, "-") != 0 &&
            stat(srcs[i]->path, &st) == 0 && S_ISREG(st.st_mode))
            f->in[i].size = (uint64_t)st.st_size;
    }
    for (unsigned i = 0; i < n; i++) {
        int64_t w = srcs[i]->info.start_wall;
        f->in[i].start = w != INT64_MIN ? w : f->origin;
        if (merge && n > 1 && w == INT64_MIN && warn)
            fprintf(warn, "%s%swarning%s: %s: start time unknown; merged as if it started "
                    "at the earliest known start\n", prog, color ? "\033[33m" : "", color ? "\033[0m" : "",
                    strcmp(srcs[i]->path, "-") == 0 ? "<stdin>" : srcs[i]->path);
    }
    return f;
}

/* Read input i's next event into *it (sync markers skipped, NOTS given the previous time):
 * 1, 0 at end, -1 on error. */
static int read_one(trc_feed *f, unsigned i, trc_feed_item *it)
{
    feed_in *in = &f->in[i];
    if (in->done) return 0;
    int got;
    while ((got = in->src->next(in->src, &it->rec)) > 0) {
        if (it->rec.flags & TRC_EF_SYNC) continue;
        if (it->rec.flags & TRC_EF_NOTS) it->rec.ticks = in->last_ticks;
        in->last_ticks = it->rec.ticks;
        it->src = i;
        int64_t el = trc_elapsed_ns(&in->src->info, it->rec.ticks);
        if (f->merge) {
            it->wall = trc_sat_addi(in->start, el);
            it->wall_known = 1;
            it->elapsed = trc_sat_addi(it->wall, -f->origin);
        } else {
            it->elapsed = el;
            it->wall_known = in->src->info.start_wall != INT64_MIN;
            it->wall = it->wall_known ? trc_sat_addi(in->src->info.start_wall, el) : 0;
        }
        return 1;
    }
    in->done = 1;
    it->src = i;
    return got < 0 ? -1 : 0;
}

/* Heap order (common/heap.h; ctx: the feed): earlier wall first, then lower input index. */
static int before(const void *ctx, unsigned a, unsigned b)
{
    const trc_feed *f = ctx;
    const trc_feed_item *x = &f->in[a].pend, *y = &f->in[b].pend;
    if (x->wall != y->wall) return x->wall < y->wall;
    return a < b;
}

/* Read input i into its pending slot and push it; -1 on error (it->src = i). */
static int fill(trc_feed *f, unsigned i, trc_feed_item *it)
{
    int r = read_one(f, i, &f->in[i].pend);
    if (r > 0) { trc_heap_push(f->heap, &f->nheap, i, before, f); return 0; }
    if (r < 0) { it->src = i; return -1; }
    return 0;
}

int trc_feed_next(trc_feed *f, trc_feed_item *it)
{
    if (!f->merge) {
        /* sequential: read_one inlined (this is once per record), same results */
        while (f->cur < f->n) {
            if (!f->started) {
                f->started = 1;
                memset(it, 0, sizeof *it);
                it->src = f->cur;
                return TRC_FEED_INPUT;
            }
            feed_in *in = &f->in[f->cur];
            int r = in->done ? 0 : in->src->next(in->src, &it->rec);
            if (r > 0) {
                if (!trc_feed_fill(&in->src->info, &in->last_ticks, it)) continue;
                it->src = f->cur;
                return TRC_FEED_RECORD;
            }
            in->done = 1;
            it->src = f->cur;
            f->cur++;
            f->started = 0;
            if (r < 0) return TRC_FEED_ERROR;
        }
        return TRC_FEED_END;
    }
    if (!f->started) {
        f->started = 1;
        memset(it, 0, sizeof *it);
        return f->n ? TRC_FEED_INPUT : TRC_FEED_END;
    }
    while (!f->primed) {                 /* first read of every input, in input order */
        unsigned i = f->cur++;
        if (f->cur >= f->n) f->primed = 1;
        if (i < f->n && fill(f, i, it) < 0) return TRC_FEED_ERROR;
    }
    if (f->refill >= 0) {
        unsigned i = (unsigned)f->refill;
        f->refill = -1;
        if (fill(f, i, it) < 0) return TRC_FEED_ERROR;
    }
    if (f->nheap == 0) return TRC_FEED_END;
    unsigned i = trc_heap_pop(f->heap, &f->nheap, before, f);
    *it = f->in[i].pend;
    f->refill = (int)i;
    return TRC_FEED_RECORD;
}

trc_source *trc_feed_current(trc_feed *f, uint64_t **last_ticks)
{
    if (f->merge || f->cur >= f->n || !f->started || f->in[f->cur].done ||
        f->in[f->cur].src != f->in[f->cur].input) return NULL;
    *last_ticks = &f->in[f->cur].last_ticks;
    return f->in[f->cur].src;
}

int trc_feed_progress(const trc_feed *f, uint64_t *done, uint64_t *total)
{
    uint64_t d = 0, t = 0;
    for (unsigned i = 0; i < f->n; i++) {
        const feed_in *in = &f->in[i];
        if (!in->size) return 0;       /* stdin, foreign formats: total unknown, no line */
        t += in->size;
        uint64_t p = in->done ? in->size : trc_trclog_position(in->src);
        d += p < in->size ? p : in->size;
    }
    if (!t) return 0;
    *done = d;
    *total = t;
    return 1;
}

int trc_feed_reorders(const trc_feed *f)
{
    for (unsigned i = 0; i < f->n; i++)
        if (f->in[i].src != f->in[i].input) return 1;
    return 0;
}

void trc_feed_late_notes(const trc_feed *f, FILE *err, const char *prog)
{
    for (unsigned i = 0; i < f->n; i++) {
        uint64_t late = trc_order_late(f->in[i].src);
        if (late)
            fprintf(err, "%s%s: %llu record%s arrived too late for the reorder window of %u "
                    "records and %s reported out of time order (-O order=file: input order)\n",
                    prog, strcmp(f->in[i].input->path, "-") == 0 ? "<stdin>" : f->in[i].input->path,
                    (unsigned long long)late, late == 1 ? "" : "s", trc_order_window(f->in[i].src),
                    late == 1 ? "is" : "are");
    }
}

void trc_feed_free(trc_feed *f)
{
    if (!f) return;
    for (unsigned i = 0; f->in && i < f->n; i++)
        if (f->in[i].src && f->in[i].src != f->in[i].input) f->in[i].src->close(f->in[i].src);
    free(f->in);
    free(f->heap);
    free(f);
}
