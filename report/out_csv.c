/* out_csv.c -- owns the CSV writer (docs/ref/report.md §5.2): RFC 4180 with LF line ends, a
 * header row unless -h, one row per printed record, empty cells for unknown values, the
 * `fields` cell holding the §5.1 fields object as JSON text. */
#include "report/out_int.h"
#include "common/digits.h"
#include <string.h>

static int csv_begin(trc_outw *w, trc_buf *b, const trc_loginfo *info)
{
    (void)info;
    if (w->header) trc_buf_adds(b, "id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields\n");
    return 0;
}

/* `,LEVEL,` of a trc_level (8-byte cells, so one word is copied), with its length. */
static const char *level_cell(int level, size_t *n)
{
    static const char cells[5][8] = { ",APPL,", ",SVC,", ",INT,", ",0,", ",KERN," };
    switch (level) {
    case TRC_LEVEL_APPL: *n = 6; return cells[0];
    case TRC_LEVEL_SVC: *n = 5; return cells[1];
    case TRC_LEVEL_INT: *n = 5; return cells[2];
    case TRC_LEVEL_0: *n = 3; return cells[3];
    default: *n = 6; return cells[4];
    }
}

/* Fixed bytes of a row besides its strings: seven numbers of <= 20 digits, the time
 * (TRC_OUT_UTC_MAX), separators. */
enum { CSV_FIXED = 320 };

static int csv_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    const trc_event *ev = e->ev;
    trc_out_facts f;
    trc_out_facts_get(e, &f);
    uint32_t plen = 0;
    const char *proc = trc_out_procname(e, &plen);
    trc_out_fprep fp;
    trc_out_fields_prep(w, ev, TRC_OUT_F_CSVQ, &fp);
    size_t max = CSV_FIXED + TRC_OUT_CSV_MAX(plen) + TRC_OUT_CSV_MAX(ev->label_len)
               + trc_out_text_max(ev) + fp.max;
    if (b->cap - b->len <= max && trc_buf_reserve(b, max + 1)) return -1;
    char *p = b->data + b->len;
    memcpy(p, f.id, 8);
    p += f.idlen;
    *p++ = ',';
    p += trc_put_i64(p, e->elapsed);
    *p++ = ',';
    p += trc_put_i64(p, e->delta);
    *p++ = ',';
    if (f.wall != INT64_MIN) p = trc_out_utc_put(w, p, f.wall);
    *p++ = ',';
    if (ev->cpu_known) p += trc_put_u64(p, ev->cpu);
    *p++ = ',';
    if (ev->pid_known) p += trc_put_u64(p, ev->pid);
    *p++ = ',';
    if (ev->tid_known) p += trc_put_u64(p, ev->tid);
    *p++ = ',';
    if (proc) p = trc_out_csv_put(p, proc, plen);
    size_t n;
    const char *lc = level_cell(ev->level, &n);
    memcpy(p, lc, 8);            /* room is reserved */
    p += n;
    p = trc_out_csv_put(p, ev->label, ev->label_len);
    *p++ = ',';
    int clean;
    p = trc_out_text_csv(p, ev, &clean);
    *p++ = ',';
    if (ev->nfields == 0) {      /* "{}" needs no quotes */
        p[0] = '{';
        p[1] = '}';
        p += 2;
    } else {                     /* the JSON object holds '"': quoted, quotes doubled */
        p[0] = '"';
        p[1] = '{';
        p = trc_out_fields_put(w, p + 2, ev, &fp, clean);
        p[0] = '}';
        p[1] = '"';
        p += 2;
    }
    p[0] = '\n';
    p[1] = '\0';
    b->len = (size_t)(p + 1 - b->data);
    return 0;
}

static int csv_end(trc_outw *w, trc_buf *b)
{
    (void)w; (void)b;
    return 0;
}

const trc_outw_ops trc_outw_csv_ops = { csv_begin, csv_event, csv_end, NULL };
