/* out_json.c -- owns the JSON Lines writer (docs/ref/report.md §5.1): one object per printed
 * record, keys in the fixed order of the table, null for unknown values, no blanks
 * outside strings.  Everything is appended to the report's buffer by hand. */
#include "report/out_int.h"
#include "common/digits.h"
#include <string.h>

static int json_begin(trc_outw *w, trc_buf *b, const trc_loginfo *info)
{
    (void)w; (void)b; (void)info;
    return 0;
}

/* Copy a string literal to p and advance p (k is a string literal). */
#define LIT(p, k) do { memcpy(p, k, sizeof k - 1); (p) += sizeof k - 1; } while (0)

/* An integer or null at p. */
static inline char *opt_u64(char *p, int known, uint64_t v)
{
    if (known) return p + trc_put_u64(p, v);
    memcpy(p, "null", 4);
    return p + 4;
}

/* The level name of a trc_level. */
static const char *level_name(int level)
{
    return level == TRC_LEVEL_APPL ? "APPL" : level == TRC_LEVEL_SVC ? "SVC"
         : level == TRC_LEVEL_INT ? "INT" : level == TRC_LEVEL_0 ? "0" : "KERN";
}

/* The cached `","file":"...","offset":` of file (rebuilt when the pointer changes: it is
 * the source's path, the same text for the whole run); NULL when out of memory. */
static const trc_buf *file_tail(trc_outw *w, const char *file)
{
    if (w->file_key == file) return &w->file_json;
    const char *shown = strcmp(file, "-") == 0 ? "<stdin>" : file;
    trc_buf *j = &w->file_json;
    j->len = 0;
    trc_buf_add(j, "\",\"file\":\"", 10);
    trc_out_json_chars(j, shown, strlen(shown));
    trc_buf_add(j, "\",\"offset\":", 11);
    if (j->failed) {
        j->failed = 0;
        w->file_key = NULL;
        return NULL;
    }
    w->file_key = file;
    return j;
}

/* `{"id":"ID","label":"LABEL","level":"L","elapsed_ns":` of e at p (room: 64 bytes and
 * the label's TRC_OUT_JSON_MAX); returns the end. */
static char *head_put(char *p, const trc_out_event *e, const char *id, uint32_t idlen)
{
    const trc_event *ev = e->ev;
    LIT(p, "{\"id\":\"");
    memcpy(p, id, idlen);
    p += idlen;
    LIT(p, "\",\"label\":\"");
    p = trc_out_json_put(p, ev->label, ev->label_len, ev->label + ev->label_len);
    LIT(p, "\",\"level\":\"");
    const char *lv = level_name(ev->level);
    size_t n = strlen(lv);
    memcpy(p, lv, n);
    p += n;
    LIT(p, "\",\"elapsed_ns\":");
    return p;
}

/* `,"cpu":C,"pid":P,"tid":T,"process":` of ev at p (null for unknown values; room: 80
 * bytes); returns the end. */
static char *who_put(char *p, const trc_event *ev)
{
    LIT(p, ",\"cpu\":");
    p = opt_u64(p, ev->cpu_known, ev->cpu);
    LIT(p, ",\"pid\":");
    p = opt_u64(p, ev->pid_known, ev->pid);
    LIT(p, ",\"tid\":");
    p = opt_u64(p, ev->tid_known, ev->tid);
    LIT(p, ",\"process\":");
    return p;
}

/* Fixed bytes of an object besides its strings: keys (~140), ten numbers of <= 20
 * digits, the time (TRC_OUT_UTC_MAX), the cached head (TRC_OUT_HOOKC_ROOM) and
 * cpu/pid/tid (TRC_OUT_WHOC_ROOM), punctuation. */
enum { JSON_FIXED = 768 };

static int json_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    const trc_event *ev = e->ev;
    trc_out_facts f;
    trc_out_facts_get(e, &f);
    uint32_t plen = 0;
    const char *proc = trc_out_procname(e, &plen);
    const trc_buf *ft = file_tail(w, e->file ? e->file : "");
    int fresh, wfresh;
    trc_out_hookc *hc = trc_out_hookc_get(w, e, &fresh);
    trc_out_whoc *wc = trc_out_whoc_event(w, ev, &wfresh);
    if (!ft || !hc || !wc) return -1;
    if (wfresh) wc->len = (uint32_t)(who_put(wc->text, ev) - wc->text);
    if (fresh) {                 /* render the head once; kept when it fits */
        char tmp[64 + TRC_OUT_JSON_MAX(64)];
        if (ev->label_len <= 64) {
            size_t n = (size_t)(head_put(tmp, e, hc->id, hc->idlen) - tmp);
            if (n <= sizeof hc->text) { memcpy(hc->text, tmp, n); hc->len = (uint32_t)n; }
        }
    }
    trc_out_fprep fp;
    trc_out_fields_prep(w, ev, 0, &fp);
    size_t max = JSON_FIXED + TRC_OUT_JSON_MAX(ev->label_len) + TRC_OUT_JSON_MAX(plen)
               + trc_out_text_max(ev) + fp.max + 2 * (size_t)f.ndata + ft->len;
    if (b->cap - b->len <= max && trc_buf_reserve(b, max + 1)) return -1;
    char *p = b->data + b->len;

    if (hc->len) {
        memcpy(p, hc->text, sizeof hc->text);   /* room is reserved */
        p += hc->len;
    } else {
        p = head_put(p, e, hc->id, hc->idlen);
    }
    p += trc_out_i64(p, e->elapsed);
    LIT(p, ",\"delta_ns\":");
    p += trc_out_i64(p, e->delta);
    if (f.wall == INT64_MIN) LIT(p, ",\"time\":null");
    else { LIT(p, ",\"time\":\""); p = trc_out_utc_put(w, p, f.wall); *p++ = '"'; }
    memcpy(p, wc->text, sizeof wc->text);       /* room is reserved */
    p += wc->len;
    if (proc) {
        const char *pt = trc_out_proc_cached(w, proc, plen);
        if (pt) {
            memcpy(p, pt, sizeof w->proc_text);  /* room is reserved */
            p += w->proc_tlen;
        } else {
            char *s = p;
            *p++ = '"';
            p = trc_out_json_put(p, proc, plen, proc + plen);
            *p++ = '"';
            trc_out_proc_keep(w, proc, plen, s, (size_t)(p - s));
        }
    } else {
        LIT(p, "null");
    }
    LIT(p, ",\"text\":\"");
    int clean;
    p = trc_out_text_json(p, ev, &clean);
    LIT(p, "\",\"fields\":{");
    p = trc_out_fields_put(w, p, ev, &fp, clean);
    *p++ = '}';
    if (f.is_lost) {
        LIT(p, ",\"lost\":");
        p += trc_put_u64(p, f.lost);
    }
    if (f.env == 64) LIT(p, ",\"env\":64,\"hd\":");
    else LIT(p, ",\"env\":32,\"hd\":");
    p += trc_out_u64(p, f.hd);
    LIT(p, ",\"data\":\"");
    p = trc_out_hex_bytes(p, f.data, f.ndata);
    trc_copy_short(p, ft->data, ft->len);
    p += ft->len;
    p += trc_out_u64(p, e->rec->offset);
    p[0] = '}';
    p[1] = '\n';
    p[2] = '\0';
    b->len = (size_t)(p + 2 - b->data);
    return 0;
}

static int json_end(trc_outw *w, trc_buf *b)
{
    (void)w; (void)b;
    return 0;
}

const trc_outw_ops trc_outw_json_ops = { json_begin, json_event, json_end, NULL };
