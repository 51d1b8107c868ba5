/* select.c -- owns record selection (docs/ref/report.md §1.4, §2): parsing of the `-C`, `-d`/`-k`,
 * `-p`, `-T` lists and of `-s`/`-e` dates, the per-record tests, and the mirror of the
 * per-CPU $PID/$TID that the pid/tid filter starts from.  No global state. */
#include "report/select.h"
#include "common/civil.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { HOOK_BITMAP = (1u << 20) / 8 };

static int is_sep(int c) { return c == ',' || c == ' ' || c == '\t' || c == '\n'; }

/* ---- dates ------------------------------------------------------------------------ */

static int days_in_month(int y, int m)
{
    static const int dm[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0)) return 29;
    return dm[m - 1];
}

/* n decimal digits at s as an int, or -1. */
static int digits(const char *s, int n)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

/* Broken-down local time to seconds since the epoch; -1 (and *ok = 0) when the fields do
 * not name an existing local time. */
static int64_t local_secs(int y, int mo, int d, int h, int mi, int s, int *ok)
{
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = s;
    tm.tm_isdst = -1;
    time_t t = mktime(&tm);
    *ok = !(t == (time_t)-1 && (tm.tm_year != 69 || tm.tm_mon != 11 || tm.tm_mday != 31));
    return (int64_t)t;
}

int trc_date_parse(const char *s, int64_t *ns)
{
    size_t n = strlen(s);
    int y, mo, d, h, mi, sec, ok;
    int64_t frac = 0;
    if (n == 12 && strspn(s, "0123456789") == 12) {            /* AIX mmddhhmmssyy */
        mo = digits(s, 2); d = digits(s + 2, 2); h = digits(s + 4, 2);
        mi = digits(s + 6, 2); sec = digits(s + 8, 2); y = digits(s + 10, 2);
        y += y >= 69 ? 1900 : 2000;
        if (mo < 1 || mo > 12 || d < 1 || d > days_in_month(y, mo) || h > 23 || mi > 59 || sec > 59)
            return -1;
        int64_t t = local_secs(y, mo, d, h, mi, sec, &ok);
        if (!ok) return -1;
        *ns = t * 1000000000;      /* 1969-2068: always in range */
        return 0;
    }
    /* ISO 8601: YYYY-MM-DDTHH:MM:SS[.fraction][Z|+hh:mm|-hh:mm] */
    if (n < 19 || s[4] != '-' || s[7] != '-' || (s[10] != 'T' && s[10] != 't') || s[13] != ':' ||
        s[16] != ':')
        return -1;
    y = digits(s, 4); mo = digits(s + 5, 2); d = digits(s + 8, 2);
    h = digits(s + 11, 2); mi = digits(s + 14, 2); sec = digits(s + 17, 2);
    if (y < 0 || mo < 1 || mo > 12 || d < 1 || d > days_in_month(y, mo) || h < 0 || h > 23 ||
        mi < 0 || mi > 59 || sec < 0 || sec > 59)
        return -1;
    const char *p = s + 19;
    if (*p == '.' || *p == ',') {
        int nd = 0;
        p++;
        if (*p < '0' || *p > '9') return -1;
        for (; *p >= '0' && *p <= '9'; p++)
            if (nd < 9) { frac = frac * 10 + (*p - '0'); nd++; }
        for (; nd < 9; nd++) frac *= 10;
    }
    int64_t t;
    if (*p == 'Z' || *p == 'z') {
        if (p[1]) return -1;
        t = trc_days_from_civil(y, (unsigned)mo, (unsigned)d) * 86400 + h * 3600 + mi * 60 + sec;
    } else if (*p == '+' || *p == '-') {
        int oh = digits(p + 1, 2);
        if (oh < 0 || p[3] != ':') return -1;
        int om = digits(p + 4, 2);
        if (om < 0 || p[6] || oh > 23 || om > 59) return -1;
        int64_t off = (int64_t)oh * 3600 + om * 60;
        t = trc_days_from_civil(y, (unsigned)mo, (unsigned)d) * 86400 + h * 3600 + mi * 60 + sec;
        t += *p == '+' ? -off : off;
    } else if (*p == '\0') {
        t = local_secs(y, mo, d, h, mi, sec, &ok);
        if (!ok) return -1;
    } else {
        return -1;
    }
    if (t > INT64_MAX / 1000000000 - 1) *ns = INT64_MAX;        /* beyond 2262: clamp */
    else if (t < INT64_MIN / 1000000000 + 1) *ns = INT64_MIN;
    else *ns = t * 1000000000 + frac;
    return 0;
}

/* ---- the selection ------------------------------------------------------------------ */

void trc_select_init(trc_select *s)
{
    memset(s, 0, sizeof *s);
}

void trc_select_free(trc_select *s)
{
    trc_rangelist_free(&s->cpus);
    trc_rangelist_free(&s->pids);
    trc_rangelist_free(&s->tids);
    free(s->hook_in);
    free(s->hook_out);
    for (uint32_t i = 0; i < s->nnames; i++) free(s->names[i]);
    free(s->names);
    free((void *)s->name_seen);
    memset(s, 0, sizeof *s);
}

int trc_select_cpus(trc_select *s, const char *list)
{
    if (strcmp(list, "all") == 0) {
        trc_rangelist_free(&s->cpus);
        s->has_cpus = 0;
        return 0;
    }
    int r = trc_rangelist_parse(list, &s->cpus, trc_range_dec, NULL);
    if (r == 0) s->has_cpus = 1;
    return r;
}

int trc_select_hooks(trc_select *s, const char *list, int exclude)
{
    trc_rangelist l = { 0 };
    int r = trc_rangelist_parse(list, &l, trc_range_hook, NULL);
    uint8_t **map = exclude ? &s->hook_out : &s->hook_in;
    if (!r && !*map && !(*map = calloc(1, HOOK_BITMAP))) r = -2;
    for (uint32_t i = 0; !r && i < l.n; i++)
        for (uint64_t h = l.r[i][0]; h <= l.r[i][1] && h < (1u << 20); h++)
            (*map)[h >> 3] |= (uint8_t)(1u << (h & 7));
    trc_rangelist_free(&l);
    return r;
}

int trc_select_pids(trc_select *s, const char *list)
{
    size_t i = 0, n = strlen(list);
    int any = 0;
    for (;;) {
        while (i < n && is_sep((unsigned char)list[i])) i++;
        if (i >= n) break;
        size_t j = i;
        while (j < n && !is_sep((unsigned char)list[j])) j++;
        uint64_t v;
        if (trc_range_dec(list + i, j - i, &v) == 0) {
            if (v > UINT32_MAX) return -1;
            if (trc_rangelist_add(&s->pids, v, v)) return -2;
        } else {
            char **nv = realloc(s->names, (s->nnames + 1) * sizeof *nv);
            if (!nv) return -2;
            s->names = nv;
            _Atomic unsigned char *seen = realloc((void *)s->name_seen, s->nnames + 1);
            if (!seen) return -2;
            s->name_seen = seen;
            atomic_init(&seen[s->nnames], 0);
            if (!(nv[s->nnames] = strndup(list + i, j - i))) return -2;
            s->nnames++;
        }
        any = 1;
        i = j;
    }
    if (!any) return -1;
    s->has_pids = 1;
    return 0;
}

int trc_select_tids(trc_select *s, const char *list)
{
    int r = trc_rangelist_parse(list, &s->tids, trc_range_dec, NULL);
    if (r == 0) s->has_tids = 1;
    return r;
}

int trc_select_active(const trc_select *s)
{
    return s && (s->has_cpus || s->hook_in || s->hook_out || s->has_pids || s->has_tids ||
                 s->has_wall_start || s->has_wall_end);
}

int trc_select_wall(const trc_select *s, int64_t wall)
{
    if (s->has_wall_start && wall < s->wall_start) return 0;
    if (s->has_wall_end && wall >= s->wall_end) return 0;
    return 1;
}

static int bit(const uint8_t *map, uint32_t h)
{
    return (map[(h >> 3) & (HOOK_BITMAP - 1)] >> (h & 7)) & 1;
}

int trc_select_cpu_hook(const trc_select *s, const trc_record *rec)
{
    if (s->has_cpus && (rec->cpu == TRC_CPU_UNKNOWN || !trc_rangelist_has(&s->cpus, rec->cpu)))
        return 0;
    if (s->hook_in && !bit(s->hook_in, rec->hook)) return 0;
    if (s->hook_out && bit(s->hook_out, rec->hook)) return 0;
    return 1;
}

/* Name matches: the whole process-table name or its last `/` component. */
static int name_matches(const char *want, const char *name, uint32_t len)
{
    size_t wl = strlen(want);
    if (wl == len && memcmp(want, name, len) == 0) return 1;
    const char *slash = NULL;
    for (uint32_t i = 0; i < len; i++) if (name[i] == '/') slash = name + i;
    if (!slash) return 0;
    size_t tl = (size_t)(name + len - (slash + 1));
    return wl == tl && memcmp(want, slash + 1, tl) == 0;
}

int trc_select_who(const trc_select *s, int pid_known, uint32_t pid, const char *name,
                   uint32_t name_len, int tid_known, uint64_t tid)
{
    if (s->has_pids) {
        int ok = pid_known && trc_rangelist_has(&s->pids, pid);
        for (uint32_t i = 0; !ok && name && i < s->nnames; i++)
            ok = name_matches(s->names[i], name, name_len);
        if (!ok) return 0;
    }
    if (s->has_tids && !(tid_known && trc_rangelist_has(&s->tids, tid))) return 0;
    return 1;
}

void trc_select_note_name(const trc_select *s, const char *name, uint32_t len)
{
    for (uint32_t i = 0; i < s->nnames; i++)
        if (!atomic_load_explicit(&s->name_seen[i], memory_order_relaxed) &&
            name_matches(s->names[i], name, len))
            atomic_store_explicit(&s->name_seen[i], 1, memory_order_relaxed);
}

const char *trc_select_unseen_name(const trc_select *s, uint32_t *i)
{
    for (; *i < s->nnames; (*i)++)
        if (!atomic_load_explicit(&s->name_seen[*i], memory_order_relaxed)) return s->names[(*i)++];
    return NULL;
}

/* ---- per-CPU mirror ------------------------------------------------------------------ */

void trc_whotrack_get(const trc_whotrack *t, const trc_record *rec, trc_who *w)
{
    const trc_who *c = rec->cpu >= 0xFFFF ? &t->unknown : rec->cpu < t->n ? &t->cpus[rec->cpu] : NULL;
    memset(w, 0, sizeof *w);
    if (rec->pid != TRC_PID_UNKNOWN) { w->pid = rec->pid; w->has_pid = 1; }
    else if (c && c->has_pid) { w->pid = c->pid; w->has_pid = 1; }
    if (rec->tid != TRC_TID_UNKNOWN) { w->tid = rec->tid; w->has_tid = 1; }
    else if (c && c->has_tid) { w->tid = c->tid; w->has_tid = 1; }
}

int trc_whotrack_update(trc_whotrack *t, const trc_record *rec, const trc_who *start,
                        int pid_known, uint32_t pid, int tid_known, uint64_t tid)
{
    int new_pid = pid_known && (!start->has_pid || pid != start->pid);
    int new_tid = tid_known && (!start->has_tid || tid != start->tid);
    if (!new_pid && !new_tid) return 0;
    if (rec->cpu < 0xFFFF && rec->cpu >= t->n) {
        uint32_t n = t->n ? t->n : 16;
        while (n <= rec->cpu) n *= 2;
        if (n > 0xFFFF) n = 0xFFFF;
        trc_who *v = realloc(t->cpus, n * sizeof *v);
        if (!v) return -1;
        memset(v + t->n, 0, (n - t->n) * sizeof *v);
        t->cpus = v;
        t->n = n;
    }
    trc_who *c = rec->cpu >= 0xFFFF ? &t->unknown : &t->cpus[rec->cpu];
    if (new_pid) { c->pid = pid; c->has_pid = 1; }
    if (new_tid) { c->tid = tid; c->has_tid = 1; }
    return 0;
}

void trc_whotrack_free(trc_whotrack *t)
{
    free(t->cpus);
    memset(t, 0, sizeof *t);
}
