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

/* `,LEVEL,LABEL,` of e at p (room: TRC_OUT_CSV_MAX(label) + 8); returns the end. */
static char *mid_put(char *p, const trc_event *ev)
{
    *p++ = ',';
    const char *lv = trc_out_level_name(ev->level);
    size_t n = strlen(lv);
    memcpy(p, lv, n);
    p += n;
    *p++ = ',';
    p = trc_out_csv_put(p, ev->label, ev->label_len);
    *p++ = ',';
    return p;
}

/* `C,P,T,` of ev at p (empty cells for unknown values; room: 80 bytes); returns the end. */
static char *who_put(char *p, const trc_event *ev)
{
    if (ev->cpu_known) p += trc_put_u64(p, ev->cpu);
    *p++ = ',';
    if (ev->pid_known) p += trc_put_u64(p, ev->pid);
    *p++ = ',';
    if (ev->tid_known) p += trc_put_u64(p, ev->tid);
    *p++ = ',';
    return p;
}

/* Fixed bytes of a row besides its strings: seven numbers of <= 20 digits, the time
 * (TRC_OUT_UTC_MAX), the cached level and label (TRC_OUT_HOOKC_ROOM) and cpu/pid/tid
 * (TRC_OUT_WHOC_ROOM), separators. */
enum { CSV_FIXED = 576 };

static int csv_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    const trc_event *ev = e->ev;
    trc_out_facts f;
    trc_out_facts_get(e, &f);
    uint32_t plen = 0;
    const char *proc = trc_out_procname(e, &plen);
    int fresh, wfresh;
    trc_out_hookc *hc = trc_out_hookc_get(w, e, &fresh);
    trc_out_whoc *wc = trc_out_whoc_event(w, ev, &wfresh);
    if (!hc || !wc) return -1;
    if (wfresh) wc->len = (uint32_t)(who_put(wc->text, ev) - wc->text);
    if (fresh && ev->label_len <= 24) {      /* render `,LEVEL,LABEL,` once */
        char tmp[16 + TRC_OUT_CSV_MAX(24)];
        size_t n = (size_t)(mid_put(tmp, ev) - tmp);
        if (n <= sizeof hc->text) { memcpy(hc->text, tmp, n); hc->len = (uint32_t)n; }
    }
    trc_out_fprep fp;
    trc_out_fields_prep(w, ev, TRC_OUT_F_CSVQ, &fp);
    size_t max = CSV_FIXED + TRC_OUT_CSV_MAX(plen) + TRC_OUT_CSV_MAX(ev->label_len)
               + trc_out_text_max(ev) + fp.max;
    if (b->cap - b->len <= max && trc_buf_reserve(b, max + 1)) return -1;
    char *p = b->data + b->len;
    memcpy(p, hc->id, 8);
    p += hc->idlen;
    *p++ = ',';
    p += trc_out_i64(p, e->elapsed);
    *p++ = ',';
    p += trc_out_i64(p, e->delta);
    *p++ = ',';
    if (f.wall != INT64_MIN) p = trc_out_utc_put(w, p, f.wall);
    *p++ = ',';
    memcpy(p, wc->text, sizeof wc->text);       /* room is reserved */
    p += wc->len;
    if (proc) {
        const char *pt = trc_out_proc_cached(w, proc, plen);
        if (pt) {
            memcpy(p, pt, sizeof w->proc_text);  /* room is reserved */
            p += w->proc_tlen;
        } else {
            char *s = p;
            p = trc_out_csv_put(p, proc, plen);
            trc_out_proc_keep(w, proc, plen, s, (size_t)(p - s));
        }
    }
    if (hc->len) {
        memcpy(p, hc->text, sizeof hc->text);   /* room is reserved */
        p += hc->len;
    } else {
        p = mid_put(p, ev);
    }
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
