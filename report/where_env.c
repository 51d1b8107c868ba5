/* where_env.c -- owns the values of --where keys for one record (report/where_env.h):
 * the JSON Lines facts (report/out_common.c) as numbers and strings. */
#include "report/where_env.h"
#include "report/out_int.h"
#include <string.h>

static void num(trc_where_val *v, int64_t n) { v->kind = TRC_WV_NUM; v->num = n; }
static void str(trc_where_val *v, const char *s, size_t n) { v->kind = TRC_WV_STR; v->s = s; v->len = (uint32_t)n; }

void trc_where_env_fill(trc_where_env *w, const trc_out_event *e, uint32_t keys, trc_buf *scratch)
{
    memset(w->keys, 0, sizeof w->keys);
    w->ev = e->ev;
    const trc_record *rec = e->rec;
    const trc_event *ev = e->ev;
    trc_out_facts f;
    trc_out_facts_get(e, &f);
    trc_where_val *k = w->keys;
    /* the facts are per record: cheap, always filled */
    str(&k[TRC_WK_ID], f.id, strlen(f.id));
    num(&k[TRC_WK_ELAPSED], e->elapsed);
    num(&k[TRC_WK_HD], f.hd);
    num(&k[TRC_WK_ENV], f.env);
    const char *file = e->file ? e->file : "";
    if (strcmp(file, "-") == 0) file = "<stdin>";
    str(&k[TRC_WK_FILE], file, strlen(file));
    num(&k[TRC_WK_OFFSET], (int64_t)(rec->offset > INT64_MAX ? INT64_MAX : rec->offset));
    if (!ev) {                                  /* before formatting: the envelope */
        if (rec->cpu != TRC_CPU_UNKNOWN) num(&k[TRC_WK_CPU], rec->cpu);
        if (rec->pid != TRC_PID_UNKNOWN) num(&k[TRC_WK_PID], rec->pid);
        if (rec->tid != TRC_TID_UNKNOWN) num(&k[TRC_WK_TID], (int64_t)rec->tid);
        return;
    }
    if (ev->cpu_known) num(&k[TRC_WK_CPU], ev->cpu);
    if (ev->pid_known) num(&k[TRC_WK_PID], ev->pid);
    if (ev->tid_known) num(&k[TRC_WK_TID], (int64_t)ev->tid);
    num(&k[TRC_WK_DELTA], e->delta);
    str(&k[TRC_WK_LABEL], ev->label ? ev->label : "", ev->label_len);
    const char *lv = trc_out_level_name(ev->level);
    str(&k[TRC_WK_LEVEL], lv, strlen(lv));
    if (keys & (1u << TRC_WK_PROCESS)) {
        uint32_t plen = 0;
        const char *p = trc_out_procname(e, &plen);
        if (p) str(&k[TRC_WK_PROCESS], p, plen);
    }
    if (keys & (1u << TRC_WK_TEXT)) {
        scratch->len = 0;
        trc_out_text(scratch, ev, 0);
        str(&k[TRC_WK_TEXT], scratch->data ? scratch->data : "", scratch->len);
    }
}
