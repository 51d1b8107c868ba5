/* out_csv.c -- owns the CSV writer (docs/ref/report.md §5.2): RFC 4180 with LF line ends, a
 * header row unless -h, one row per printed record, empty cells for unknown values, the
 * `fields` cell holding the §5.1 fields object as JSON text. */
#include "report/out_int.h"

static int csv_begin(trc_outw *w, trc_buf *b, const trc_loginfo *info)
{
    (void)info;
    if (w->header) trc_buf_adds(b, "id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields\n");
    return 0;
}

static int csv_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    const trc_event *ev = e->ev;
    trc_out_facts f;
    trc_out_facts_get(e, &f);
    trc_buf_adds(b, f.id);
    trc_buf_addc(b, ',');
    trc_buf_add_i64(b, e->elapsed);
    trc_buf_addc(b, ',');
    trc_buf_add_i64(b, e->delta);
    trc_buf_addc(b, ',');
    if (f.wall != INT64_MIN) trc_out_utc_cached(w, b, f.wall);
    trc_buf_addc(b, ',');
    if (ev->cpu_known) trc_buf_add_u64(b, ev->cpu);
    trc_buf_addc(b, ',');
    if (ev->pid_known) trc_buf_add_u64(b, ev->pid);
    trc_buf_addc(b, ',');
    if (ev->tid_known) trc_buf_add_u64(b, ev->tid);
    trc_buf_addc(b, ',');
    uint32_t plen = 0;
    const char *proc = trc_out_procname(e, &plen);
    if (proc) trc_out_csv_cell(b, proc, plen);
    trc_buf_addc(b, ',');
    trc_buf_adds(b, trc_out_level_name(ev->level));
    trc_buf_addc(b, ',');
    trc_out_csv_cell(b, ev->label, ev->label_len);
    trc_buf_addc(b, ',');
    trc_buf *s = &w->scratch;
    s->len = 0;
    trc_out_text(s, ev, 0);
    trc_out_csv_cell(b, s->data ? s->data : "", s->len);
    trc_buf_addc(b, ',');
    s->len = 0;
    trc_buf_addc(s, '{');
    trc_out_names_reset(&w->names);
    trc_out_fields(w, s, ev, 0);
    trc_buf_addc(s, '}');
    trc_out_csv_cell(b, s->data ? s->data : "", s->len);
    trc_buf_addc(b, '\n');
    return 0;
}

static int csv_end(trc_outw *w, trc_buf *b)
{
    (void)w; (void)b;
    return 0;
}

const trc_outw_ops trc_outw_csv_ops = { csv_begin, csv_event, csv_end, NULL };
