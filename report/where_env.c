/* where_env.c -- owns the values of --where keys for one record (report/where_env.h):
 * the JSON Lines facts (report/out_common.c) as numbers and strings, each computed only
 * when the predicate reads it. */
#include "common/hookid.h"
#include "report/where_env.h"
#include "report/out_int.h"
#include "common/record.h"
#include <string.h>

static void num(trc_where_val *v, int64_t n) { v->kind = TRC_WV_NUM; v->num = n; }
static void str(trc_where_val *v, const char *s, size_t n) { v->kind = TRC_WV_STR; v->s = s; v->len = (uint32_t)n; }

#define WANT(k) (keys & (1u << (k)))

void trc_where_env_fill(trc_where_env *w, const trc_out_event *e, uint32_t keys, trc_buf *scratch)
{
    static const char hex[] = "0123456789ABCDEF";
    const trc_record *rec = e->rec;
    const trc_event *ev = e->ev;
    trc_where_val *k = w->keys;
    w->ev = ev;
    /* only these four can be unknown (JSON null); the rest are always set below */
    k[TRC_WK_CPU].kind = k[TRC_WK_PID].kind = k[TRC_WK_TID].kind = k[TRC_WK_PROCESS].kind = TRC_WV_MISSING;
    if (WANT(TRC_WK_ID)) {
        uint32_t v = trc_hook_display(rec->hook);
        int d = trc_hook_digits(rec->hook);
        for (int i = 0; i < d; i++) w->id[i] = hex[(v >> (4 * (d - 1 - i))) & 15];
        str(&k[TRC_WK_ID], w->id, (size_t)d);
    }
    if (WANT(TRC_WK_ELAPSED)) num(&k[TRC_WK_ELAPSED], e->elapsed);
    if (WANT(TRC_WK_HD) || WANT(TRC_WK_ENV)) {
        int e64 = (rec->flags & TRC_EF_E64) != 0;
        num(&k[TRC_WK_ENV], e64 ? 64 : 32);
        if (e64) num(&k[TRC_WK_HD], rec->len >= 8 ? trc_get16(rec->fb + 6, rec->bo) : 0);
        else num(&k[TRC_WK_HD], rec->len >= 4 ? trc_get16(rec->fb + 2, rec->bo) : 0);
    }
    if (WANT(TRC_WK_FILE)) {
        const char *file = e->file ? e->file : "";
        if (strcmp(file, "-") == 0) file = "<stdin>";
        str(&k[TRC_WK_FILE], file, strlen(file));
    }
    if (WANT(TRC_WK_OFFSET)) num(&k[TRC_WK_OFFSET], (int64_t)(rec->offset > INT64_MAX ? INT64_MAX : rec->offset));
    if (!ev) {                                  /* before formatting: the envelope */
        if (WANT(TRC_WK_CPU) && rec->cpu != TRC_CPU_UNKNOWN) num(&k[TRC_WK_CPU], rec->cpu);
        if (WANT(TRC_WK_PID) && rec->pid != TRC_PID_UNKNOWN) num(&k[TRC_WK_PID], rec->pid);
        if (WANT(TRC_WK_TID) && rec->tid != TRC_TID_UNKNOWN) num(&k[TRC_WK_TID], (int64_t)rec->tid);
        return;
    }
    if (WANT(TRC_WK_CPU) && ev->cpu_known) num(&k[TRC_WK_CPU], ev->cpu);
    if (WANT(TRC_WK_PID) && ev->pid_known) num(&k[TRC_WK_PID], ev->pid);
    if (WANT(TRC_WK_TID) && ev->tid_known) num(&k[TRC_WK_TID], (int64_t)ev->tid);
    if (WANT(TRC_WK_DELTA)) num(&k[TRC_WK_DELTA], e->delta);
    if (WANT(TRC_WK_LABEL)) str(&k[TRC_WK_LABEL], ev->label ? ev->label : "", ev->label_len);
    if (WANT(TRC_WK_LEVEL)) {
        const char *lv = trc_out_level_name(ev->level);
        str(&k[TRC_WK_LEVEL], lv, strlen(lv));
    }
    if (WANT(TRC_WK_PROCESS)) {
        uint32_t plen = 0;
        const char *p = trc_out_procname(e, &plen);
        if (p) str(&k[TRC_WK_PROCESS], p, plen);
    }
    if (WANT(TRC_WK_TEXT)) {
        scratch->len = 0;
        trc_out_text(scratch, ev, 0);
        str(&k[TRC_WK_TEXT], scratch->data ? scratch->data : "", scratch->len);
    }
}
