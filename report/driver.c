/* driver.c -- owns one report run (trc_report_run, docs/report.md): the inputs' feed, the
 * VM, the outputs and the --stats tables set up; which way the records go (the --jobs
 * workers of report/parallel.c when the run is eligible, else the fast lane and the record
 * path of report/report.c); --range's walk and the inputs' own template sets switched in
 * between; the end of run (notes, summary, exit status). */
#include "report/rep_state.h"
#include "report/feed.h"
#include "report/parallel.h"
#include "report/repsets.h"
#include "report/stats.h"
#include "report/summary.h"
#include "interp/purity.h"
#include "formats/trclog.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The -s/-e window needs the start wall clock: with -m one known start is enough. */
static int wall_check(const trc_report_opts *o, trc_source *const *srcs, unsigned n)
{
    const trc_select *sel = o->sel;
    if (!sel || (!sel->has_wall_start && !sel->has_wall_end)) return 0;
    unsigned known = 0;
    for (unsigned i = 0; i < n; i++) {
        if (srcs[i]->info.start_wall != INT64_MIN) { known++; continue; }
        if (o->merge && n > 1) continue;
        fprintf(o->err, "%s-s/-e: start time of %s is unknown\n", o->prog,
                strcmp(srcs[i]->path, "-") == 0 ? "<stdin>" : srcs[i]->path);
        return TRC_ST_USAGE;
    }
    if (n && !known) {
        fprintf(o->err, "%s-s/-e: no input has a known start time\n", o->prog);
        return TRC_ST_USAGE;
    }
    return TRC_ST_OK;
}

/* The run can be formatted by --jobs workers (docs/report.md). */
static int par_eligible(const rep *r, const trc_progset *set, trc_source *const *srcs, unsigned n,
                        const trc_feed *feed)
{
    const trc_report_opts *o = r->o;
    return o->jobs > 1 && n == 1 && !o->merge && !o->raw && o->output != TRC_OUTPUT_CHROME && !o->range &&
           o->output != TRC_OUTPUT_PERFETTO && !o->part_dir && !r->stats && !trc_feed_reorders(feed) &&
           trc_trclog_header(srcs[0]) &&
           !(set->where_post != TRC_NONE && (set->where_keys & 1u << TRC_WK_DELTA)) &&
           !trc_purity_has_state(set);
}

static int report_pass(const trc_report_opts *o, const trc_progset *set, trc_source *const *srcs,
                       unsigned n, int full_walk)
{
    int status = wall_check(o, srcs, n);
    if (status) return status;
    rep r;
    trc_rep_setup(&r, o, set);
    trc_progress prog;          /* §6; run-time diagnostics pass through it */
    trc_progress_init(&prog, o->err, o->out, o->progress, o->prog);
    r.prog = &prog;
    trc_vm_opts vo = { n ? srcs[0]->path : "", n ? srcs[0]->info.env : 32,
                       trc_progress_diag_stream(&prog), o->syms, 0, o->prog,
                       o->no_fuse, trc_rep_fields_unused(o, set) };
    r.vm = trc_vm_new(set, &vo);
    r.md = r.vm ? trc_vm_match_data(r.vm) : NULL;
    trc_rep_watch_names(&r);
    trc_feed *feed = trc_feed_new(srcs, n, o->merge, !o->order_file && !o->range,
                                  o->jobs > 0 ? (unsigned)o->jobs : 1, o->err, o->color_err, o->prog);
    if (!r.vm || !feed) {
        trc_vm_free(r.vm);
        trc_feed_free(feed);
        trc_progress_end(&prog);
        trc_rep_release(&r);
        return trc_rep_nomem(o);
    }
    if (o->stats && o->stats->tables && !(r.stats = trc_stats_new(o->stats, o->err, o->prog))) {
        trc_vm_free(r.vm);
        trc_feed_free(feed);
        trc_progress_end(&prog);
        trc_rep_release(&r);
        return trc_rep_nomem(o);
    }
    /* --range: only the range from offset 0 has the header (and the CSV header row) */
    const int head = o->header && !(o->range && o->range_start > 0);
    if (!r.stats && (o->raw || o->output) && (status = trc_outs_open(&r.outs, o->raw, (trc_output)o->output,
                                                         head, o->out, srcs, n, &r.out, o->err,
                                                         o->prog))) {
        trc_vm_free(r.vm);
        trc_feed_free(feed);
        trc_progress_end(&prog);
        trc_rep_release(&r);
        return status;
    }
    if (o->part_dir && r.outs &&
        trc_outs_partition(r.outs, o->part_dir, o->part_keys, o->part_nkeys, o->part_number) != 0)
        status = trc_rep_nomem(o);
    if (o->embed) trc_outs_set_embed(r.outs, o->embed);
    int stop = status != 0;
    /* --range with --stats: the spans still open at the end are this range's to count as
     * unmatched starts only when it ends the report (it holds the $STOP, or it reaches the
     * end of the file); else they are a later range's, which pairs their ends or counts
     * them (trc_stats_open_end; docs/report.md, Ranges) */
    int leave_open = 0;
    int at_end = 0;   /* the feed ended (no record stopped the loop) */
    unsigned cur = 0, since_progress = 0;
    trc_feed_item it;
    trc_repsets ms = { { set }, { r.vm }, 1 };   /* -m over inputs with their own sets */
    trc_rep_set_plain(&r);
    if (o->input_sets && n && trc_repsets_switch(&r, &ms, o->input_sets[0] ? o->input_sets[0] : set, &vo) != 0) {
        trc_vm_free(r.vm);
        trc_feed_free(feed);
        trc_progress_end(&prog);
        trc_rep_release(&r);
        return trc_rep_nomem(o);
    }
    const int lane = r.lane;   /* --range's walk turns the lane off until the range */
    if (o->range) trc_rep_range_begin(&r, full_walk, n);
    if (par_eligible(&r, set, srcs, n, feed)) {
        /* --jobs: workers format chunks; the header is this input's first output */
        if (o->header && !r.outs && !r.stats) trc_rep_put_header(&r, &srcs[0]->info, srcs[0]->path);
        status = trc_par_format(&r, o, set, srcs[0], (unsigned)o->jobs, &prog);
        trc_rep_tell_truncated(&r, srcs[0]->path);   /* the workers' (trc_rep_emit) */
        stop = 1;
    }
    /* the fast lane applies to one trclog input read in order (trc_rep_fast) */
    int fast = lane && n == 1 && !o->merge;
    uint32_t skip = 0;   /* trc_rep_fast's backoff, counted here without the call */
    while (!stop && !r.epipe) {
        uint64_t *last_ticks;
        trc_source *cs;
        if (r.walking == 1 && r.walk_fast && (cs = trc_feed_current(feed, &last_ticks)))
            while (trc_rep_range_skip(&r, cs, last_ticks) > 0) {}
        if (fast && skip) skip--;
        else if (fast && !r.walking && (cs = trc_feed_current(feed, &last_ticks))) {
            int k = TRC_ST_OK;
            while (!r.epipe && k == TRC_ST_OK && trc_rep_fast(&r, cs, last_ticks, &k) > 0) {
                if (prog.on) {
                    uint64_t done, total;
                    since_progress = 0;
                    if (trc_feed_progress(feed, &done, &total)) trc_progress_update(&prog, done, total);
                }
            }
            skip = r.fast_skip;
            r.fast_skip = 0;
            if (r.epipe || k == TRC_REP_STOP) break;
            if (k) { status = k; break; }
        }
        int got = trc_feed_next(feed, &it);
        if (got == TRC_FEED_END) { at_end = 1; break; }
        if (got == TRC_FEED_ERROR) {
            trc_progress_erase(&prog);
            fprintf(o->err, "%s%s\n", o->prog, srcs[it.src]->errbuf);
            status = TRC_ST_INPUT;
            continue;
        }
        if (got == TRC_FEED_INPUT) {
            /* a new input (sequential: each has its own header and origin) */
            if (head && !r.outs && !r.stats) {
                if (it.src > 0) trc_buf_addc(&r.out, '\n');
                trc_rep_put_header(&r, &srcs[it.src]->info, srcs[it.src]->path);
            }
            r.have_prev = 0;
            r.page_lines = 0;
            continue;
        }
        if (it.src != cur) {
            cur = it.src;
            if (o->input_sets && trc_repsets_switch(&r, &ms, o->input_sets[cur] ? o->input_sets[cur] : set, &vo) != 0) {
                status = trc_rep_nomem(o);
                break;
            }
            trc_vm_set_input(r.vm, srcs[cur]->path, srcs[cur]->info.env);
        }
        if (prog.on && ++since_progress >= 4096) {
            uint64_t done, total;
            since_progress = 0;
            if (trc_feed_progress(feed, &done, &total)) trc_progress_update(&prog, done, total);
        }
        if (o->range) {
            if (it.rec.offset >= o->range_end) {   /* a later range's record */
                leave_open = 1;
                break;
            }
            if (r.walking && it.rec.offset < o->range_start) {
                int k = trc_rep_range_record(&r, &it, srcs[it.src]);
                if (k == TRC_REP_STOP) {   /* an earlier range's $STOP (seed 10010207) */
                    stop = 1;
                    leave_open = 1;
                    /* its records are still this range's to check for time order: one run
                     * sorts them before the $STOP it meets (difftest seed 31005449) */
                    status = trc_rep_range_order(&r, srcs[0], &it);
                } else if (k) {
                    status = k;
                    break;
                }
                continue;
            }
            if (r.walking) {
                if ((status = trc_rep_range_end(&r)) != 0) break;
                if ((status = trc_rep_range_order(&r, srcs[0], &it)) != 0) break;
            }
        }
        int k = trc_rep_record(&r, &it, srcs[it.src]);
        if (k == TRC_REP_STOP) stop = 1;
        else if (k) { status = k; break; }
    }
    if (status == TRC_REP_REWALK) {
        trc_progress_end(&prog);
        trc_outs_discard(r.outs);
        trc_stats_free(r.stats);
        trc_rep_release(&r);
        trc_feed_free(feed);
        trc_vm_free(r.vm);
        return status;
    }
    /* the input ended in skipped bytes past the range's end, before the end of the file
     * (difftest seed 40) */
    if (o->range && at_end && o->range_end < trc_trclog_position(srcs[0])) leave_open = 1;
    if (r.stats && leave_open) trc_stats_open_end(r.stats);
    if (r.walking) {   /* the range holds no record: its counters are 0 */
        r.horizon = 0;
        trc_rep_range_end(&r);
    }
    trc_progress_end(&prog);
    if (r.stats && !r.epipe && trc_stats_finish(r.stats, &r.out) && status == TRC_ST_OK) status = trc_rep_nomem(o);
    trc_feed_late_notes(feed, o->err, o->prog);
    trc_rep_gpos_flush(&r);
    trc_rep_tell_gpos(&r, o->err);
    uint32_t ni = 0;
    for (const char *nm; r.sel && (nm = trc_select_unseen_name(r.sel, &ni));)   /* issue 33 */
        fprintf(o->err, "%s%swarning%s: -p %s: no process of that name was seen in the run\n",
                o->prog, o->color_err ? "\033[33m" : "", o->color_err ? "\033[0m" : "", nm);
    if (r.outs) {
        int st = trc_outs_close(r.outs, &r.out, o->err, o->prog, o->color_err);
        if (st && status == 0) status = st;
    }
    trc_rep_flush_out(&r);
    if (!r.epipe && fflush(o->out) != 0 && errno != EPIPE) r.write_error = 1;
    if (r.write_error && (status == TRC_ST_OK || status == TRC_ST_INPUT)) {
        fprintf(o->err, "%scannot write the report\n", o->prog);
        status = TRC_ST_OUTPUT;
    }
    for (unsigned i = 0; i < ms.n; i++) {   /* the other sets' VMs: their faults count too */
        if (ms.vms[i] == r.vm) continue;
        for (int k = 0; k < TRC_FK_COUNT_; k++) r.xfaults[k] += trc_vm_faults(ms.vms[i], (trc_fault_kind)k);
    }
    if (!o->quiet) trc_rep_put_summary(&r, o->err);
    const char *dbg = getenv("TRCFMT_FAST_DEBUG");   /* tests: what the fast lane (=2: the line form) took */
    if (dbg) fprintf(o->err, "%sfast lane: %llu of %llu records\n", o->prog, (unsigned long long)r.fast, (unsigned long long)r.events);
    if (dbg && strcmp(dbg, "2") == 0) {
        fprintf(o->err, "%sline form: %llu records\n", o->prog, (unsigned long long)r.lined);
        fprintf(o->err, "%scompiled form: %llu records\n", o->prog, (unsigned long long)(r.lined + r.compiled));
    }
    if (status == TRC_ST_OK && o->strict && r.skipped + trc_rep_fault_total(&r) > 0) status = TRC_ST_STRICT;
    trc_rep_release(&r);
    trc_stats_free(r.stats);
    trc_feed_free(feed);
    for (unsigned i = 0; i < ms.n; i++) trc_vm_free(ms.vms[i]);
    return status;
}

int trc_report_run(const trc_report_opts *o, const trc_progset *set, trc_source *const *srcs,
                   unsigned n)
{
    int status = report_pass(o, set, srcs, n, 0);
    if (status == TRC_REP_REWALK) {   /* again from the first record, formatting all of them */
        const trc_trclog_hdr *h = trc_trclog_header(srcs[0]);
        if (!h || trc_trclog_set_range(srcs[0], h->hlen, UINT64_MAX) != 0) {
            fprintf(o->err, "%s%s\n", o->prog, srcs[0]->errbuf);
            return TRC_ST_INPUT;
        }
        status = report_pass(o, set, srcs, n, 1);
    }
    return status;
}
