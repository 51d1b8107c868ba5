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

/* Append literal JSON syntax (keys with their punctuation; k is a string literal). */
#define key(b, k) trc_buf_add(b, k, sizeof k - 1)

/* An integer or null. */
static void opt_u64(trc_buf *b, int known, uint64_t v)
{
    if (known) trc_buf_add_u64(b, v);
    else trc_buf_add(b, "null", 4);
}

static int json_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    static const char hexu[] = "0123456789ABCDEF";
    const trc_event *ev = e->ev;
    trc_out_facts f;
    trc_out_facts_get(e, &f);
    key(b, "{\"id\":\"");
    trc_buf_adds(b, f.id);
    key(b, "\",\"label\":");
    trc_out_json_str(b, ev->label, ev->label_len);
    key(b, ",\"level\":\"");
    trc_buf_adds(b, trc_out_level_name(ev->level));
    key(b, "\",\"elapsed_ns\":");
    trc_buf_add_i64(b, e->elapsed);
    key(b, ",\"delta_ns\":");
    trc_buf_add_i64(b, e->delta);
    key(b, ",\"time\":");
    if (f.wall == INT64_MIN) trc_buf_add(b, "null", 4);
    else { trc_buf_addc(b, '"'); trc_out_utc_cached(w, b, f.wall); trc_buf_addc(b, '"'); }
    key(b, ",\"cpu\":");
    opt_u64(b, ev->cpu_known, ev->cpu);
    key(b, ",\"pid\":");
    opt_u64(b, ev->pid_known, ev->pid);
    key(b, ",\"tid\":");
    opt_u64(b, ev->tid_known, ev->tid);
    key(b, ",\"process\":");
    uint32_t plen = 0;
    const char *proc = trc_out_procname(e, &plen);
    if (proc) trc_out_json_str(b, proc, plen);
    else trc_buf_add(b, "null", 4);
    key(b, ",\"text\":\"");
    trc_out_text(b, ev, 1);
    key(b, "\",\"fields\":{");
    trc_out_names_reset(&w->names);
    trc_out_fields(w, b, ev, 0);
    trc_buf_addc(b, '}');
    if (f.is_lost) {
        key(b, ",\"lost\":");
        trc_buf_add_u64(b, f.lost);
    }
    key(b, ",\"env\":");
    trc_buf_add_u64(b, (uint64_t)f.env);
    key(b, ",\"hd\":");
    trc_buf_add_u64(b, f.hd);
    key(b, ",\"data\":\"");
    if (trc_buf_reserve(b, 2 * (size_t)f.ndata + 1) == 0) {
        char *p = b->data + b->len;
        uint32_t i = 0;
        for (; i + 4 <= f.ndata; i += 4, p += 8)   /* four bytes at a time */
            trc_put_hex8(p, (uint32_t)f.data[i] << 24 | (uint32_t)f.data[i + 1] << 16
                            | (uint32_t)f.data[i + 2] << 8 | f.data[i + 3]);
        for (; i < f.ndata; i++) {
            *p++ = hexu[f.data[i] >> 4];
            *p++ = hexu[f.data[i] & 15];
        }
        *p = '\0';
        b->len = (size_t)(p - b->data);
    }
    key(b, "\",\"file\":");
    const char *file = e->file ? e->file : "";
    if (strcmp(file, "-") == 0) file = "<stdin>";
    trc_out_json_str(b, file, strlen(file));
    key(b, ",\"offset\":");
    trc_buf_add_u64(b, e->rec->offset);
    trc_buf_add(b, "}\n", 2);
    return 0;
}

static int json_end(trc_outw *w, trc_buf *b)
{
    (void)w; (void)b;
    return 0;
}

const trc_outw_ops trc_outw_json_ops = { json_begin, json_event, json_end, NULL };
