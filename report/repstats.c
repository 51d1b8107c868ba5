/* repstats.c -- owns the report loop's side of `--stats` (docs/report.md, "--stats"): a
 * formatted record handed to the tables (report/stats.h) with the --stats-interval tick,
 * and the event of a record counted after its line form, without the VM. */
#include "report/rep_state.h"
#include "report/stats.h"

int trc_rep_stats_count(rep *r, const trc_record *rec, const trc_event *ev, const trc_source *src,
                        uint32_t lines)
{
    trc_out_event oe = { rec, ev, &src->info, src->path, r->vm, r->elapsed, 0 };
    int t = trc_stats_tick(r->stats, r->elapsed, &r->out);
    if (t > 0) trc_rep_flush_out(r);
    if (t < 0 || trc_stats_event(r->stats, &oe)) return -1;
    if (lines) trc_vm_count_lines(r->vm, lines);   /* a counted event is one line for $LINENO */
    r->printed++;
    return 0;
}

int trc_rep_stats_lined(rep *r, const trc_prog *tp, const trc_record *rec, const trc_source *src)
{
    trc_event ev;   /* what the tables read of an event (no text, no fields, no phase) */
    ev.text = NULL;
    ev.fields = NULL;
    ev.nfields = 0;
    ev.phase = 0;
    ev.phase_name = NULL;
    ev.phase_name_len = 0;
    ev.print = ev.stop = ev.unknown = 0;
    ev.label = tp->label;
    ev.label_len = tp->label_len;
    ev.level = tp->level;
    ev.pid = rec->pid;
    ev.tid = rec->tid;
    ev.cpu = rec->cpu;
    ev.pid_known = ev.tid_known = ev.cpu_known = 1;
    return trc_rep_stats_count(r, rec, &ev, src, 0);
}

int trc_rep_stats_walked(rep *r, const trc_record *rec, const trc_event *ev, const trc_source *src)
{
    trc_out_event oe = { rec, ev, &src->info, src->path, r->vm, r->elapsed, 0 };
    return trc_stats_event(r->stats, &oe);
}
