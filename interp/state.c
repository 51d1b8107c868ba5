/* state.c -- owns the cross-record run state (see state.h): tables keyed by pid/tid,
 * per-CPU state and the bounded timer table. */
#include "interp/state.h"
#include <stdlib.h>
#include <string.h>

enum { TIMER_MAX = 65536, TIMER_BUCKETS = 65536 };

/* ---- u64 map ------------------------------------------------------------------- */

static uint32_t mix(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return (uint32_t)k;
}

static int map_find(const trc_u64map *m, uint64_t key, uint32_t *val)
{
    if (!m->cap) return 0;
    for (uint32_t i = mix(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (!m->used[i]) return 0;
        if (m->keys[i] == key) { *val = m->vals[i]; return 1; }
    }
}

static int map_put(trc_u64map *m, uint64_t key, uint32_t val)
{
    if ((m->n + 1) * 2 > m->cap) {
        uint32_t cap = m->cap ? m->cap * 2 : 64;
        trc_u64map nm = { calloc(cap, sizeof(uint64_t)), calloc(cap, sizeof(uint32_t)),
                          calloc(cap, 1), cap, 0 };
        if (!nm.keys || !nm.vals || !nm.used) {
            free(nm.keys); free(nm.vals); free(nm.used);
            return -1;
        }
        for (uint32_t i = 0; i < m->cap; i++)
            if (m->used[i]) map_put(&nm, m->keys[i], m->vals[i]);
        free(m->keys); free(m->vals); free(m->used);
        *m = nm;
    }
    uint32_t i = mix(key) & (m->cap - 1);
    while (m->used[i] && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
    if (!m->used[i]) { m->used[i] = 1; m->keys[i] = key; m->n++; }
    m->vals[i] = val;
    return 0;
}

static void map_free(trc_u64map *m)
{
    free(m->keys); free(m->vals); free(m->used);
    memset(m, 0, sizeof *m);
}

/* Grow a malloc'ed array to hold at least need elements. */
static int grow(void **v, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap) return 0;
    uint32_t c = *cap ? *cap : 16;
    while (c < need) c *= 2;
    void *p = realloc(*v, (size_t)c * elem);
    if (!p) return -1;
    memset((char *)p + (size_t)*cap * elem, 0, (size_t)(c - *cap) * elem);
    *v = p;
    *cap = c;
    return 0;
}

/* ---- state ---------------------------------------------------------------------- */

void trc_state_init(trc_runstate *s)
{
    memset(s, 0, sizeof *s);
    s->oldest = s->newest = s->freelist = -1;
}

static void sval_free(trc_sval *v) { free(v->s); v->s = NULL; }

void trc_state_free(trc_runstate *s)
{
    for (uint32_t i = 0; i < s->nprocs; i++) free(s->procs[i].name);
    for (uint32_t i = 0; i < s->nthreads; i++) free(s->threads[i].name);
    for (uint32_t i = 0; i < s->nsvcs; i++) sval_free(&s->svcs[i]);
    for (uint32_t i = 0; i < s->ncpus; i++) sval_free(&s->cpus[i].svc);
    free(s->procs); free(s->threads); free(s->svcs); free(s->cpus);
    free(s->timers); free(s->tbuckets);
    map_free(&s->procmap); map_free(&s->threadmap); map_free(&s->svcmap);
    trc_state_init(s);
}

trc_cpustate *trc_state_cpu(trc_runstate *s, uint32_t cpu)
{
    if (cpu > 0xFFFF) cpu = 0xFFFF;
    if (cpu >= s->ncpus) {
        uint32_t n = s->ncpus;
        if (grow((void **)&s->cpus, &n, cpu + 1, sizeof *s->cpus)) { s->failed = 1; return NULL; }
        s->ncpus = n;
    }
    return &s->cpus[cpu];
}

/* Replace an owned name. */
static void set_name(trc_runstate *s, trc_named *e, const char *name, uint32_t len)
{
    char *p = malloc((size_t)len + 1);
    if (!p) { s->failed = 1; return; }
    if (len) memcpy(p, name, len);
    p[len] = '\0';
    free(e->name);
    e->name = p;
    e->len = len;
}

/* Find or create an entry of a named table. */
static trc_named *named_get(trc_runstate *s, trc_named **v, uint32_t *n, uint32_t *cap,
                            trc_u64map *map, uint64_t id)
{
    uint32_t i;
    if (map_find(map, id, &i)) return &(*v)[i];
    if (grow((void **)v, cap, *n + 1, sizeof **v) || map_put(map, id, *n)) { s->failed = 1; return NULL; }
    trc_named *e = &(*v)[(*n)++];
    memset(e, 0, sizeof *e);
    e->id = id;
    return e;
}

const char *trc_state_procname(const trc_runstate *s, uint64_t pid, uint32_t *len)
{
    uint32_t i;
    if (!map_find(&s->procmap, pid, &i) || !s->procs[i].name) return NULL;
    *len = s->procs[i].len;
    return s->procs[i].name;
}

void trc_state_setproc(trc_runstate *s, uint64_t pid, uint64_t ppid, const char *name, uint32_t len)
{
    trc_named *e = named_get(s, &s->procs, &s->nprocs, &s->capprocs, &s->procmap, pid);
    if (!e) return;
    e->other = ppid;
    set_name(s, e, name, len);
}

void trc_state_setthread(trc_runstate *s, uint64_t pid, uint64_t tid, const char *name, uint32_t len)
{
    trc_named *e = named_get(s, &s->threads, &s->nthreads, &s->capthreads, &s->threadmap, tid);
    if (!e) return;
    e->other = pid;
    set_name(s, e, name, len);
}

const char *trc_state_threadname(const trc_runstate *s, uint64_t tid, uint32_t *len)
{
    uint32_t i;
    if (!map_find(&s->threadmap, tid, &i) || !s->threads[i].name) return NULL;
    *len = s->threads[i].len;
    return s->threads[i].name;
}

trc_sval *trc_state_svc(trc_runstate *s, uint64_t tid)
{
    uint32_t i;
    if (map_find(&s->svcmap, tid, &i)) return &s->svcs[i];
    if (grow((void **)&s->svcs, &s->capsvcs, s->nsvcs + 1, sizeof *s->svcs)
        || map_put(&s->svcmap, tid, s->nsvcs)) { s->failed = 1; return NULL; }
    return &s->svcs[s->nsvcs++];
}

void trc_sval_set(trc_runstate *s, trc_sval *v, int is_str, int64_t i, const char *str, uint32_t len)
{
    sval_free(v);
    v->is_str = (uint8_t)is_str;
    v->i = i;
    v->len = 0;
    if (is_str) {
        v->s = malloc((size_t)len + 1);
        if (!v->s) { s->failed = 1; v->is_str = 0; return; }
        if (len) memcpy(v->s, str, len);
        v->s[len] = '\0';
        v->len = len;
    }
}

/* ---- timers ----------------------------------------------------------------------- */

static uint32_t timer_hash(int64_t id, int64_t key)
{
    return mix((uint64_t)id * 0x9E3779B97F4A7C15ULL ^ (uint64_t)key) & (TIMER_BUCKETS - 1);
}

static int32_t timer_find(const trc_runstate *s, int64_t id, int64_t key)
{
    if (!s->tbuckets) return -1;
    for (int32_t i = s->tbuckets[timer_hash(id, key)]; i >= 0; i = s->timers[i].hnext)
        if (s->timers[i].id == id && s->timers[i].key == key) return i;
    return -1;
}

/* Unlink timer i from its hash chain and the order list, and free it. */
static void timer_remove(trc_runstate *s, int32_t i)
{
    trc_timer *t = &s->timers[i];
    int32_t *pp = &s->tbuckets[timer_hash(t->id, t->key)];
    while (*pp != i) pp = &s->timers[*pp].hnext;
    *pp = t->hnext;
    if (t->prev >= 0) s->timers[t->prev].next = t->next; else s->oldest = t->next;
    if (t->next >= 0) s->timers[t->next].prev = t->prev; else s->newest = t->prev;
    t->live = 0;
    t->next = s->freelist;
    s->freelist = i;
    s->live--;
}

void trc_state_starttimer(trc_runstate *s, int64_t id, int64_t key, int64_t ns)
{
    if (!s->tbuckets) {
        s->tbuckets = malloc(TIMER_BUCKETS * sizeof *s->tbuckets);
        if (!s->tbuckets) { s->failed = 1; return; }
        for (uint32_t b = 0; b < TIMER_BUCKETS; b++) s->tbuckets[b] = -1;
    }
    int32_t i = timer_find(s, id, key);
    if (i >= 0) timer_remove(s, i);          /* restarting moves it to the newest end */
    if (s->live >= TIMER_MAX) timer_remove(s, s->oldest);
    if (s->freelist >= 0) {
        i = s->freelist;
        s->freelist = s->timers[i].next;
    } else {
        if (grow((void **)&s->timers, &s->captimers, s->ntimers + 1, sizeof *s->timers)) {
            s->failed = 1;
            return;
        }
        i = (int32_t)s->ntimers++;
    }
    trc_timer *t = &s->timers[i];
    uint32_t h = timer_hash(id, key);
    t->id = id;
    t->key = key;
    t->ns = ns;
    t->live = 1;
    t->hnext = s->tbuckets[h];
    s->tbuckets[h] = i;
    t->prev = s->newest;
    t->next = -1;
    if (s->newest >= 0) s->timers[s->newest].next = i; else s->oldest = i;
    s->newest = i;
    s->live++;
}

int trc_state_endtimer(trc_runstate *s, int64_t id, int64_t key, int64_t *ns)
{
    int32_t i = timer_find(s, id, key);
    if (i < 0) return 0;
    *ns = s->timers[i].ns;
    timer_remove(s, i);
    return 1;
}
