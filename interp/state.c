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

static void sval_free(trc_sval *v) { free(v->s); v->s = NULL; }

void trc_state_free(trc_runstate *s)
{
    for (uint32_t i = 0; i < s->nprocs; i++) free(s->procs[i].name);
    for (uint32_t i = 0; i < s->nthreads; i++) free(s->threads[i].name);
    for (uint32_t i = 0; i < s->nsvcs; i++) sval_free(&s->svcs[i]);
    for (uint32_t i = 0; i < s->ncpus; i++) sval_free(&s->cpus[i].svc);
    free(s->procs); free(s->threads); free(s->svcs); free(s->cpus);
    free(s->timers); free(s->ring);
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

/* ---- timers ------------------------------------------------------------------------
 * An open-addressing table keyed by (id, key) plus a ring of starts in order: eviction
 * pops the ring until it finds an entry whose sequence number is still live. */

static uint32_t timer_hash(int64_t id, int64_t key)
{
    return mix((uint64_t)id * 0x9E3779B97F4A7C15ULL ^ (uint64_t)key);
}

/* Slot of (id, key), or -1. */
static int64_t timer_find(const trc_runstate *s, int64_t id, int64_t key)
{
    if (!s->tcap) return -1;
    uint32_t mask = s->tcap - 1;
    for (uint32_t i = timer_hash(id, key) & mask;; i = (i + 1) & mask) {
        const trc_timer *t = &s->timers[i];
        if (!t->seq) return -1;
        if (t->id == id && t->key == key) return i;
    }
}

/* Put a new entry into the first free slot of its probe sequence. */
static void timer_put(trc_timer *tab, uint32_t cap, const trc_timer *e)
{
    uint32_t mask = cap - 1, i = timer_hash(e->id, e->key) & mask;
    while (tab[i].seq) i = (i + 1) & mask;
    tab[i] = *e;
}

/* Empty slot i, shifting later entries of the cluster back (linear probing). */
static void timer_delete(trc_runstate *s, uint32_t i)
{
    uint32_t mask = s->tcap - 1, j = i;
    trc_timer *t = s->timers;
    t[i].seq = 0;
    for (;;) {
        j = (j + 1) & mask;
        if (!t[j].seq) break;
        uint32_t k = timer_hash(t[j].id, t[j].key) & mask;
        /* t[j] may move to i unless its home k lies cyclically in (i, j] */
        int stays = i <= j ? (k > i && k <= j) : (k > i || k <= j);
        if (stays) continue;
        t[i] = t[j];
        t[j].seq = 0;
        i = j;
    }
    s->live--;
}

static int timer_grow(trc_runstate *s)
{
    uint32_t cap = s->tcap ? s->tcap * 2 : 1024;
    trc_timer *tab = calloc(cap, sizeof *tab);
    if (!tab) return -1;
    for (uint32_t i = 0; i < s->tcap; i++)
        if (s->timers[i].seq) timer_put(tab, cap, &s->timers[i]);
    free(s->timers);
    s->timers = tab;
    s->tcap = cap;
    return 0;
}

/* True when a ring entry still names a live timer. */
static int ord_live(const trc_runstate *s, const trc_timer_ord *o)
{
    int64_t i = timer_find(s, o->id, o->key);
    return i >= 0 && s->timers[i].seq == o->seq;
}

static int ring_push(trc_runstate *s, int64_t id, int64_t key, uint64_t seq)
{
    if (s->rcount == s->rcap) {
        /* drop stale entries in place, keeping the order */
        uint32_t w = 0, mask = s->rcap ? s->rcap - 1 : 0;
        for (uint32_t r = 0; r < s->rcount; r++) {
            trc_timer_ord e = s->ring[(s->rhead + r) & mask];
            if (ord_live(s, &e)) s->ring[(s->rhead + w++) & mask] = e;
        }
        s->rcount = w;
        if (s->rcount * 2 > s->rcap || s->rcap == 0) {
            uint32_t cap = s->rcap ? s->rcap * 2 : 1024;
            trc_timer_ord *ring = malloc(cap * sizeof *ring);
            if (!ring) return -1;
            for (uint32_t r = 0; r < s->rcount; r++) ring[r] = s->ring[(s->rhead + r) & mask];
            free(s->ring);
            s->ring = ring;
            s->rcap = cap;
            s->rhead = 0;
        }
    }
    trc_timer_ord *e = &s->ring[(s->rhead + s->rcount++) & (s->rcap - 1)];
    e->id = id;
    e->key = key;
    e->seq = seq;
    return 0;
}

/* Remove the oldest live timer. */
static void timer_evict(trc_runstate *s)
{
    while (s->rcount) {
        trc_timer_ord o = s->ring[s->rhead];
        s->rhead = (s->rhead + 1) & (s->rcap - 1);
        s->rcount--;
        int64_t i = timer_find(s, o.id, o.key);
        if (i >= 0 && s->timers[i].seq == o.seq) { timer_delete(s, (uint32_t)i); return; }
    }
}

void trc_state_starttimer(trc_runstate *s, int64_t id, int64_t key, int64_t ns)
{
    if (!s->tcap && timer_grow(s)) { s->failed = 1; return; }
    uint64_t seq = ++s->tseq;
    int64_t i = timer_find(s, id, key);
    if (i >= 0) {                 /* restarting: new time, now the newest */
        s->timers[i].ns = ns;
        s->timers[i].seq = seq;
    } else {
        if (s->live >= TIMER_MAX) timer_evict(s);
        if ((s->live + 1) * 2 > s->tcap && timer_grow(s)) { s->failed = 1; return; }
        trc_timer e = { id, key, ns, seq };
        timer_put(s->timers, s->tcap, &e);
        s->live++;
    }
    if (ring_push(s, id, key, seq)) s->failed = 1;
}

int trc_state_endtimer(trc_runstate *s, int64_t id, int64_t key, int64_t *ns)
{
    int64_t i = timer_find(s, id, key);
    if (i < 0) return 0;
    *ns = s->timers[i].ns;
    timer_delete(s, (uint32_t)i);
    return 1;
}
