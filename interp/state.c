/* state.c -- owns the cross-record run state (see state.h): tables keyed by pid/tid,
 * per-CPU state and the bounded timer table. */
#include "interp/state.h"
#include <stdlib.h>
#include <string.h>

enum { TIMER_MAX = 65536 };

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
}

static void sval_free(trc_sval *v) { if (v->s) { free(v->s); v->s = NULL; } }

/* Only the names and strings that exist are freed: most entries have none, and free(NULL)
 * is not free under a sanitizer. */
void trc_state_free(trc_runstate *s)
{
    for (uint32_t i = 0; i < s->nprocs; i++) if (s->procs[i].name) free(s->procs[i].name);
    for (uint32_t i = 0; i < s->nthreads; i++) if (s->threads[i].name) free(s->threads[i].name);
    for (uint32_t i = 0; i < s->nsvcs; i++) sval_free(&s->svcs[i]);
    for (uint32_t i = 0; i < s->ncpus; i++) sval_free(&s->cpus[i].svc);
    sval_free(&s->cpu_unknown.svc);
    for (uint32_t i = 0; i < s->nxcpus; i++) sval_free(&s->xcpus[i].svc);
    free(s->procs); free(s->threads); free(s->svcs); free(s->cpus); free(s->xcpus);
    map_free(&s->xcpumap);
    free(s->timers); free(s->tbuckets);
    map_free(&s->procmap); map_free(&s->threadmap); map_free(&s->svcmap);
    trc_state_init(s);
}

trc_cpustate *trc_state_cpu(trc_runstate *s, uint32_t cpu)
{
    if (cpu >= 0xFFFF) return &s->cpu_unknown;
    if (cpu < TRC_CPU_DENSE) {
        if (cpu >= s->ncpus) {
            uint32_t n = s->ncpus;
            if (grow((void **)&s->cpus, &n, cpu + 1, sizeof *s->cpus)) { s->failed = 1; return NULL; }
            s->ncpus = n;
        }
        return &s->cpus[cpu];
    }
    uint32_t k;
    if (map_find(&s->xcpumap, cpu, &k)) return &s->xcpus[k];
    if (grow((void **)&s->xcpus, &s->capxcpus, s->nxcpus + 1, sizeof *s->xcpus) ||
        map_put(&s->xcpumap, cpu, s->nxcpus)) { s->failed = 1; return NULL; }
    return &s->xcpus[s->nxcpus++];
}

/* Replace an owned name. */
static void set_name(trc_runstate *s, trc_named *e, const char *name, uint32_t len)
{
    if (e->name && e->len == len && (len == 0 || memcmp(e->name, name, len) == 0)) return;
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
    v->is_set = 1;
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

/* ---- timers ------------------------------------------------------------------------
 * A node pool with chained hashing on (id, key) and a doubly linked start-order list:
 * start, restart, end and eviction of the oldest are all O(1). */

static uint32_t timer_hash(int64_t id, int64_t key)
{
    return mix((uint64_t)id * 0x9E3779B97F4A7C15ULL ^ (uint64_t)key);
}

/* Node of (id, key), or TRC_TIMER_NIL. */
static uint32_t timer_find(const trc_runstate *s, int64_t id, int64_t key)
{
    uint32_t i = s->tbuckets[timer_hash(id, key) & s->tbmask];
    while (i != TRC_TIMER_NIL && (s->timers[i].id != id || s->timers[i].key != key))
        i = s->timers[i].hnext;
    return i;
}

/* Put node i (id and key set) at the head of its bucket. */
static void bucket_insert(trc_runstate *s, uint32_t i)
{
    trc_timer *t = &s->timers[i];
    uint32_t *head = &s->tbuckets[timer_hash(t->id, t->key) & s->tbmask];
    t->hprev = TRC_TIMER_NIL;
    t->hnext = *head;
    if (*head != TRC_TIMER_NIL) s->timers[*head].hprev = i;
    *head = i;
}

/* Take node i out of its bucket (no walk: the chain is doubly linked). */
static void bucket_unlink(trc_runstate *s, uint32_t i)
{
    const trc_timer *t = &s->timers[i];
    if (t->hprev != TRC_TIMER_NIL) s->timers[t->hprev].hnext = t->hnext;
    else s->tbuckets[timer_hash(t->id, t->key) & s->tbmask] = t->hnext;
    if (t->hnext != TRC_TIMER_NIL) s->timers[t->hnext].hprev = t->hprev;
}

/* Take node i out of the start-order list. */
static void order_unlink(trc_runstate *s, uint32_t i)
{
    trc_timer *t = &s->timers[i];
    if (t->older != TRC_TIMER_NIL) s->timers[t->older].newer = t->newer; else s->toldest = t->newer;
    if (t->newer != TRC_TIMER_NIL) s->timers[t->newer].older = t->older; else s->tnewest = t->older;
}

/* Append node i to the start-order list as the newest. */
static void order_append(trc_runstate *s, uint32_t i)
{
    trc_timer *t = &s->timers[i];
    t->older = s->tnewest;
    t->newer = TRC_TIMER_NIL;
    if (s->tnewest != TRC_TIMER_NIL) s->timers[s->tnewest].newer = i; else s->toldest = i;
    s->tnewest = i;
}

/* Remove live node i (bucket and order list); it becomes free. */
static void timer_remove(trc_runstate *s, uint32_t i)
{
    bucket_unlink(s, i);
    order_unlink(s, i);
    s->timers[i].hnext = s->tfree;
    s->tfree = i;
    s->live--;
}

/* Double the node pool (and the buckets, rehashing the live nodes). */
static int timer_grow(trc_runstate *s)
{
    uint32_t cap = s->tcap ? s->tcap * 2 : 1024, nb = 2 * cap;
    trc_timer *t = realloc(s->timers, (size_t)cap * sizeof *t);
    if (!t) return -1;
    s->timers = t;
    uint32_t *b = malloc((size_t)nb * sizeof *b);
    if (!b) return -1;
    for (uint32_t i = 0; i < nb; i++) b[i] = TRC_TIMER_NIL;
    free(s->tbuckets);
    s->tbuckets = b;
    s->tbmask = nb - 1;
    for (uint32_t i = s->toldest; i != TRC_TIMER_NIL; i = t[i].newer) bucket_insert(s, i);
    s->tcap = cap;
    return 0;
}

void trc_state_starttimer(trc_runstate *s, int64_t id, int64_t key, int64_t ns)
{
    if (!s->tcap) {
        s->tfree = s->toldest = s->tnewest = TRC_TIMER_NIL;
        if (timer_grow(s)) { s->failed = 1; return; }
    }
    uint32_t i = timer_find(s, id, key);
    if (i != TRC_TIMER_NIL) {     /* restarting: new time, now the newest */
        s->timers[i].ns = ns;
        order_unlink(s, i);
        order_append(s, i);
        return;
    }
    if (s->live >= TIMER_MAX) timer_remove(s, s->toldest);   /* evict the oldest */
    if (s->tfree != TRC_TIMER_NIL) {
        i = s->tfree;
        s->tfree = s->timers[i].hnext;
    } else {
        if (s->tused == s->tcap && timer_grow(s)) { s->failed = 1; return; }
        i = s->tused++;
    }
    trc_timer *t = &s->timers[i];
    t->id = id;
    t->key = key;
    t->ns = ns;
    bucket_insert(s, i);
    order_append(s, i);
    s->live++;
}

int trc_state_endtimer(trc_runstate *s, int64_t id, int64_t key, int64_t *ns)
{
    if (!s->tcap) return 0;
    uint32_t i = timer_find(s, id, key);
    if (i == TRC_TIMER_NIL) return 0;
    *ns = s->timers[i].ns;
    timer_remove(s, i);
    return 1;
}
