/* range.c -- owns `--range=START:END`'s walk over the records before START (docs/report.md,
 * Ranges): which walk runs (cheap or formatting), passing plain records in place, the
 * formatted tail that finds the last printed record, and the counters that start at
 * START.  The record loop that calls it is trc_report_run's (report/driver.c). */
#include "report/rep_state.h"
#include "formats/trclog.h"
#include "interp/purity.h"
#include "report/order.h"
#include "report/stats.h"
#include <stdlib.h>
#include <string.h>

/* Before the first record: walk the records before the range.  The cheap walk runs only
 * the records of 001-00F, and formats (output dropped) the records of the last
 * TRCFMT_RANGE_TAIL bytes (64 KiB) before the start, to find the last one printed; it
 * needs a set whose other templates neither keep state nor can $STOP, and no -p/-T or
 * paging.  Otherwise (or `full`) the walk formats every record before the start. */
void trc_rep_range_begin(rep *r, int full, unsigned n)
{
    const trc_report_opts *o = r->o;
    /* --stats with spans: a span may start before the range (the walk must see every start
     * and end, hence format every record) */
    int spans = r->stats && (o->stats->tables & (TRC_STATS_SPANS | TRC_STATS_HIST));
    int cheap = !full && !spans && !r->need_who && !r->paging && !trc_purity_has_state(r->set) &&
                !trc_purity_can_stop(r->set);
    uint64_t tail = 65536;
    const char *e = getenv("TRCFMT_RANGE_TAIL");   /* tests: a shorter formatted tail */
    if (e && *e) tail = strtoull(e, NULL, 10);
    r->horizon = cheap && o->range_start > tail ? o->range_start - tail : 0;
    r->walking = r->horizon ? 1 : 2;
    r->walk_cand = 0;
    r->walk_fast = r->walking == 1 && r->plain && n == 1 && !o->merge;
    r->plain = r->lane = r->line_std = 0;   /* the long path, which the walk steers */
    trc_vm_walk(r->vm, 1);
    if (r->stats) trc_stats_walk(r->stats, 1);
}

/* At the first record of the range: the run's counters start here.  TRC_REP_REWALK when the
 * formatted tail printed nothing but a record before it might have been printed (the
 * first delta would be unknown), else 0. */
int trc_rep_range_end(rep *r)
{
    /* (--stats prints no record: it needs no first delta) */
    if (r->horizon && !r->have_prev && r->walk_cand && !r->stats) return TRC_REP_REWALK;
    if (getenv("TRCFMT_RANGE_DEBUG"))   /* tests: which walk ran */
        fprintf(r->o->err, "%s--range: walked %llu records, formatted from offset %llu\n",
                r->o->prog, (unsigned long long)r->events, (unsigned long long)r->horizon);
    r->walking = 0;
    trc_vm_walk(r->vm, 0);
    if (r->stats) trc_stats_walk(r->stats, 0);
    trc_rep_gpos_flush(r);
    r->gposl.n = 0;   /* the walk's G-on-64-bit records are not the range's */
    r->events = r->printed = r->filtered = r->lost = r->unknown = r->skipped = 0;
    r->fast = r->lined = r->compiled = 0;
    r->nloss = 0;
    r->loss_more = 0;
    r->trunc = 0;   /* the walk's truncation note is an earlier range's */
    trc_hookcount_free(&r->unknown_by_hook);
    memset(&r->unknown_by_hook, 0, sizeof r->unknown_by_hook);
    trc_rep_set_plain(r);
    return 0;
}

/* The cheap walk over plain records in place (no filter that reads a record): records of
 * hooks above 00F before the horizon are passed over, each one that the report would
 * have printed (walk_cand); it stops at a record of 000-00F, one without a time, one that
 * is not plain, or the `lim` bytes, which go the long way.  Byte order bo a constant (as
 * lane_run).  Returns the bytes passed; *count the records, *lastp the last one. */
static inline __attribute__((always_inline)) size_t skip_run(const uint8_t *b, size_t n,
                                                            size_t lim, uint64_t *count,
                                                            size_t *lastp, const trc_byteorder bo)
{
    size_t i = 0, lastr = 0;
    uint64_t k = 0;
    while (i < lim) {
        const uint8_t *p = b + i;
        uint32_t rl = trc_trclog_plain_rl(p, n - i, bo);
        if (!rl) break;
        uint16_t fl = trc_get16(p + 8, bo);
        uint32_t hook = (fl & TRC_EF_E64) ? (uint32_t)p[10] << 16 | trc_get16(p + 36, bo)
                                          : (uint32_t)(trc_get16(p + 32, bo) & 0xFFF0u);
        if ((fl & TRC_EF_NOTS) || hook <= 0xF0u) break;
        lastr = i;
        k++;
        i += rl;
    }
    *count = k;
    *lastp = lastr;
    return i;
}
static __attribute__((noinline)) size_t skip_run_b(const uint8_t *b, size_t n, size_t lim,
                                                   uint64_t *count, size_t *lastp)
{
    return skip_run(b, n, lim, count, lastp, TRC_BO_BIG);
}
static __attribute__((noinline)) size_t skip_run_l(const uint8_t *b, size_t n, size_t lim,
                                                   uint64_t *count, size_t *lastp)
{
    return skip_run(b, n, lim, count, lastp, TRC_BO_LITTLE);
}

/* skip_run over the bytes the reader of src holds: returns the records passed. */
uint64_t trc_rep_range_skip(rep *r, trc_source *src, uint64_t *last_ticks)
{
    const uint8_t *b;
    uint64_t off, count;
    size_t starts, lastr, n = trc_trclog_ahead(src, &b, &starts, &off);
    if (n < 32) return 0;
    if (r->horizon < off + starts) starts = r->horizon > off ? (size_t)(r->horizon - off) : 0;
    const trc_byteorder bo = src->info.bo;
    const size_t lim = starts < n - 31 ? starts : n - 31;
    size_t i = bo == TRC_BO_BIG ? skip_run_b(b, n, lim, &count, &lastr)
                                : skip_run_l(b, n, lim, &count, &lastr);
    if (!count) return 0;
    uint64_t last = trc_get64(b + lastr + 24, bo);
    r->walk_prev = off + lastr;
    r->walk_prev_set = 1;
    trc_trclog_took(src, i, count, last);
    *last_ticks = last;
    r->walk_cand = 1;
    return count;
}

int trc_rep_range_order(rep *r, const trc_source *src, const trc_feed_item *first)
{
    const trc_report_opts *o = r->o;
    if (o->order_file) return TRC_ST_OK;
    uint64_t from = r->walk_prev_set ? r->walk_prev : first->rec.offset, bad = 0;
    int k = trc_order_span(src, from, 0, 0, o->range_end, &bad);
    if (k < 0) {
        fprintf(o->err, "%s%s: cannot open it again to check its time order\n", o->prog, src->path);
        return TRC_ST_INPUT;
    }
    if (k > 0) return TRC_ST_OK;
    fprintf(o->err, "%s--range: %s is not in time order (the record at offset %llu is earlier "
            "than the one before it): its report is put in time order, which ranges cannot "
            "split; with -O order=file the ranges concatenate to the report in file order\n",
            o->prog, src->path, (unsigned long long)bad);
    return TRC_ST_USAGE;
}

/* One walk record (offset before the range's start): formatted or not as
 * range_walk_begin decided, its output dropped.  As trc_rep_record. */
int trc_rep_range_record(rep *r, trc_feed_item *it, const trc_source *src)
{
    if (r->walking == 1 && it->rec.offset >= r->horizon) {
        r->walking = 2;
        r->have_prev = 0;   /* what the formatted tail prints decides the first delta */
    }
    if (!(it->rec.flags & (TRC_EF_NOTS | TRC_EF_SYNTH))) {   /* trc_rep_range_order's start */
        r->walk_prev = it->rec.offset;
        r->walk_prev_set = 1;
    }
    size_t mark = r->out.len;
    trc_outs_hold(r->outs, 1);
    int k = trc_rep_record(r, it, src);
    trc_outs_hold(r->outs, 0);
    r->out.len = mark;
    return k;
}

