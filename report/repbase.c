/* repbase.c -- owns the report context (struct trc_rep, report/rep_state.h) outside the
 * record path: its setup and release, which short paths a run may take (trc_rep_set_plain),
 * the output buffer (flush, line end, page break) and the text report's header block and
 * column header (docs/ref/report.md §3.1).  The record path is report/report.c's, the run
 * itself report/driver.c's. */
#include "report/rep_state.h"
#include "report/columns.h"
#include "report/stats.h"
#include "interp/purity.h"
#include "common/sat.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- output ----------------------------------------------------------------------------- */

void trc_rep_flush_out(rep *r)
{
    if (r->worker) return;   /* the writer writes a worker's chunk in input order */
    /* --range's walk: its output is dropped record by record (trc_rep_range_record), so
     * none of it may be written, however large one record's output (difftest seed 71:
     * a LOOP's 459 KB json line came out of every later range) */
    if (r->walking) return;
    if (r->out.len == 0 || r->epipe) { r->out.len = 0; return; }
    if (fwrite(r->out.data, 1, r->out.len, r->o->out) != r->out.len) {
        if (errno == EPIPE) r->epipe = 1;
        else r->write_error = 1;
    }
    r->out.len = 0;
}

/* End a line: drop trailing blanks back to `start`, add the newline. */
void trc_rep_end_line(trc_buf *b, size_t start)
{
    size_t n = b->len;
    while (n > start && b->data[n - 1] == ' ') n--;
    b->len = n;
    trc_buf_addc(b, '\n');
}

static void put_colheader(rep *r);

/* Before an event line: the page header again after every pagesize lines (§1.3). */
void trc_rep_page_break(rep *r)
{
    if (r->page_lines >= (uint64_t)r->o->pagesize) {
        trc_buf_addc(&r->out, '\n');
        put_colheader(r);
        trc_buf_addc(&r->out, '\n');
        r->page_lines = 0;
    }
    r->page_lines++;
}

/* ---- header (docs/ref/report.md §3.1) ------------------------------------------------------------- */

void trc_rep_put_header(rep *r, const trc_loginfo *info, const char *path)
{
    trc_buf *b = &r->out;
    if (info->source_desc && !info->source) {
        /* raw AIX streams have no pseudo-header facts (docs/ref/tracelog.md §4); foreign readers
         * set a source TLV and get the ordinary lines (docs/ref/foreign.md §1.3) */
        trc_buf_printf(b, "Source: %s\n", info->source_desc);
    } else {
        if (info->start_wall == INT64_MIN) {
            trc_buf_adds(b, "Start time unknown\n");
        } else {
            int64_t ns = info->start_wall;
            time_t secs = (time_t)trc_floordiv(ns, 1000000000);
            struct tm tm;
            char tmp[64];
            if (gmtime_r(&secs, &tm) && strftime(tmp, sizeof tmp, "%a %b %e %H:%M:%S %Y UTC", &tm))
                trc_buf_printf(b, "%s\n", tmp);
        }
        const char *names[] = { "System", "Node", "Release", "Version" };
        const char *vals[] = { info->sysname, info->nodename, info->release, info->version };
        int any = 0;
        for (int i = 0; i < 4; i++) {
            if (!vals[i]) continue;
            trc_buf_printf(b, "%s%s: %s", any ? "  " : "", names[i], vals[i]);
            any = 1;
        }
        if (any) trc_buf_addc(b, '\n');
        if (info->machine) trc_buf_printf(b, "Machine: %s\n", info->machine);
        if (info->ipaddr) {
            unsigned a, c, d, e;
            if (sscanf(info->ipaddr, "%u.%u.%u.%u", &a, &c, &d, &e) == 4)
                trc_buf_printf(b, "Internet Protocol Address: %02X%02X%02X%02X %s\n", a & 255, c & 255,
                               d & 255, e & 255, info->ipaddr);
        }
        if (info->buffering) trc_buf_printf(b, "Buffering: %s\n", info->buffering);
        if (info->cmdline) trc_buf_printf(b, "Command: %s\n", info->cmdline);
    }
    if (r->o->verbose) trc_header_verbose(b, info, path);
    trc_buf_addc(b, '\n');
    put_colheader(r);
    trc_buf_addc(b, '\n');
}

/* The column header line (split in two with 2line). */
static void put_colheader(rep *r)
{
    trc_buf *b = &r->out;
    size_t start = b->len;
    for (unsigned c = 0; c < r->ncols; c++) {
        const char *h = r->cols[c]->header;
        if (r->cols[c]->kind == COL_ELAPSED && r->o->timestamp == 2) h = "ELAPSED_USEC";
        if (trc_buf_reserve(b, 80 + r->cols[c]->width)) return;
        b->len = (size_t)(put_cell(b->data + b->len, r->cols[c], h, strlen(h)) - b->data);
    }
    if (r->o->twoline && r->ncols) { trc_rep_end_line(b, start); start = b->len; }
    trc_buf_adds(b, "APPL    SYSCALL KERNEL  INTERRUPT");
    trc_rep_end_line(b, start);
}

/* ---- the context ---------------------------------------------------------------------- */

/* Sum of all fault counters (short entries included). */
uint64_t trc_rep_fault_total(const rep *r)
{
    uint64_t t = 0;
    for (int k = 0; k < TRC_FK_COUNT_; k++) t += trc_vm_faults(r->vm, (trc_fault_kind)k) + r->xfaults[k];
    return t;
}

/* Report out of memory; returns TRC_ST_NOMEM. */
int trc_rep_nomem(const trc_report_opts *o)
{
    fprintf(o->err, "%sout of memory\n", o->prog);
    return TRC_ST_NOMEM;
}

/* Set up the parts of r every report needs (options, columns, selection, --where). */
void trc_rep_setup(rep *r, const trc_report_opts *o, const trc_progset *set)
{
    memset(r, 0, sizeof *r);
    r->o = o;
    r->set = set;
    for (uint32_t i = 0; i < set->nprogs; i++)   /* a fused template with a tail (lane_run) */
        r->tails |= set->progs[i].fused && set->progs[i].fused->ltail;
    trc_buf_init(&r->out);
    trc_buf_init(&r->paint);
    trc_buf_init(&r->wtext);
    setup_columns(r);
    r->paging = o->pagesize > 0 && o->header;
    r->sel = o->sel;
    /* no -C -d -k -p -T -s -e: no selection test at all; the per-CPU pid/tid mirror
     * serves only -p/-T, so it is kept only then */
    r->sel_on = trc_select_active(r->sel);
    r->need_who = r->sel_on && (r->sel->has_pids || r->sel->has_tids);
    /* a before-formatting predicate that reads only `id` has one answer per hook id:
     * memoised per 64K-id namespace, as cheap as -d */
    r->wmemo_on = set->where_pre != TRC_NONE && set->where_pre_keys == 1u << TRC_WK_ID;
    /* templates that change run state run for filtered records too (docs/report.md,
     * "Filters"): which they are, when some filter can reject a record */
    if (r->sel_on || o->has_start || o->has_end || set->where_pre != TRC_NONE ||
        set->where_post != TRC_NONE)
        r->run_state = trc_purity_run_state(set);
}

/* A process name the run installed: the -p names it matches were seen. */
static void note_procname(void *ctx, const char *name, uint32_t len)
{
    trc_select_note_name(ctx, name, len);
}

void trc_rep_watch_names(rep *r)
{
    if (r->vm && trc_select_wants_names(r->sel)) trc_vm_on_procname(r->vm, note_procname, (void *)r->sel);
}

/* The event fields are read only by the structured outputs and --where code run after
 * formatting. */
int trc_rep_fields_unused(const trc_report_opts *o, const trc_progset *set)
{
    if (o->stats && o->stats->tables)   /* --stats reads only the fields it groups or pairs by */
        return set->where_post == TRC_NONE && !trc_stats_needs_fields(o->stats);
    return !o->output && set->where_post == TRC_NONE;
}

/* Release what rep_setup and the run allocated (not the VM, outputs or feed). */
void trc_rep_release(rep *r)
{
    trc_hookcount_free(&r->unknown_by_hook);
    free(r->defer);
    free(r->tally.unk);
    free(r->run_state);
    free(r->tally.gpos.v);
    free(r->gposl.v);
    trc_buf_free(&r->wtext);
    for (int i = 0; i < 16; i++) free(r->wmemo[i]);
    trc_buf_free(&r->out);
    trc_buf_free(&r->paint);
    trc_whotrack_free(&r->who);
}

/* Some template of the set has a fused form (interp/fuse.h). */
static int any_fused(const trc_progset *set)
{
    for (uint32_t i = 0; i < set->nprogs; i++) if (set->progs[i].fused) return 1;
    return 0;
}

/* Whether trc_rep_record may take its short path (once the outputs are open). */
void trc_rep_set_plain(rep *r)
{
    const trc_report_opts *o = r->o;
    const trc_select *s = r->sel;
    const int simple = !r->stats && r->set->where_pre == TRC_NONE && r->set->where_post == TRC_NONE &&
                       !o->color && !r->need_who;
    r->plain = simple && !r->sel_on && !o->has_start && !o->has_end;
    /* -C, -d, -k, -s, -e, starttime and endtime alone: the fast lane tests them itself
     * (lane_select) */
    r->sel_lane = simple && !r->plain && (!r->sel_on || (!s->has_pids && !s->has_tids));
    r->cols_line = r->cols_std && !r->paging && !o->twoline;
    r->line_std = (r->plain || r->sel_lane) && !r->outs && r->cols_rec && !o->no_fuse && any_fused(r->set);
    r->lane_std = r->cols_std && !r->paging && !o->twoline && !r->sel_lane;
    r->lane = (r->plain || r->sel_lane) && !o->no_fuse;
    r->stats_lean = r->stats && !o->has_start && !o->has_end && !r->sel_on && !r->need_who &&
                    r->set->where_pre == TRC_NONE && r->set->where_post == TRC_NONE && !o->no_fuse &&
                    trc_stats_keys_plain(o->stats);
    if (r->stats_lean && any_fused(r->set)) r->lane = r->line_std = 1;   /* the fast lane counts */
}
