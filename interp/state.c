/* state.c -- owns the cross-record run state (see state.h): the keyed tables (process
 * table, thread names, $SVC values) bounded by bytes with the least recently set entries
 * forgotten, per-CPU state and the bounded timer table. */
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

/* Remove key (backward-shift deletion: the probe sequences of the other keys stay
 * unbroken). */
static void map_del(trc_u64map *m, uint64_t key)
{
    if (!m->cap) return;
    uint32_t mask = m->cap - 1, i = mix(key) & mask;
    while (m->used[i] && m->keys[i] != key) i = (i + 1) & mask;
    if (!m->used[i]) return;
    m->used[i] = 0;
    m->n--;
    for (uint32_t j = (i + 1) & mask; m->used[j]; j = (j + 1) & mask) {
        uint32_t h = mix(m->keys[j]) & mask;
        /* the key at j may fill the hole at i unless its home lies in (i, j] */
        int stays = i <= j ? (h > i && h <= j) : (h > i || h <= j);
        if (stays) continue;
        m->keys[i] = m->keys[j];
        m->vals[i] = m->vals[j];
        m->used[i] = 1;
        m->used[j] = 0;
        i = j;
    }
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

/* ---- keyed tables ------------------------------------------------------------------ */

static void sval_free(trc_sval *v) { if (v->s) { free(v->s); v->s = NULL; } }

static void ktab_init(trc_ktab *t)
{
    memset(t, 0, sizeof *t);
    t->free = t->oldest = t->newest = TRC_STATE_NIL;
}

/* Only the strings that exist are freed: most entries have none, and free(NULL) is not
 * free under a sanitizer. */
static void ktab_free(trc_ktab *t)
{
    for (uint32_t i = t->oldest; i != TRC_STATE_NIL; i = t->v[i].newer) sval_free(&t->v[i].v);
    free(t->v);
    map_free(&t->map);
    ktab_init(t);
}

static const trc_entry *ktab_find(const trc_ktab *t, uint64_t id)
{
    uint32_t i;
    return map_find(&t->map, id, &i) ? &t->v[i] : NULL;
}

/* Take entry i out of the set order. */
static void order_out(trc_ktab *t, uint32_t i)
{
    trc_entry *e = &t->v[i];
    if (e->older != TRC_STATE_NIL) t->v[e->older].newer = e->newer; else t->oldest = e->newer;
    if (e->newer != TRC_STATE_NIL) t->v[e->newer].older = e->older; else t->newest = e->older;
}

/* Append entry i to the set order as the newest. */
static void order_in(trc_ktab *t, uint32_t i)
{
    trc_entry *e = &t->v[i];
    e->older = t->newest;
    e->newer = TRC_STATE_NIL;
    if (t->newest != TRC_STATE_NIL) t->v[t->newest].newer = i; else t->oldest = i;
    t->newest = i;
}

/* Forget the least recently set entries while the table holds more than its bytes (the
 * newest stays, however large its string). */
static void ktab_trim(trc_ktab *t)
{
    while (t->bytes > TRC_STATE_MAX_BYTES && t->live > 1) {
        uint32_t i = t->oldest;
        trc_entry *e = &t->v[i];
        t->bytes -= TRC_STATE_ENTRY_COST + (e->v.is_str ? e->v.len : 0);
        sval_free(&e->v);
        map_del(&t->map, e->id);
        order_out(t, i);
        e->newer = t->free;
        t->free = i;
        t->live--;
        t->forgotten++;
    }
}

/* The entry of id, created when missing, made the most recently set; NULL on
 * out-of-memory.  The caller sets its value and calls ktab_trim. */
static trc_entry *ktab_set(trc_runstate *s, trc_ktab *t, uint64_t id)
{
    uint32_t i = t->newest;
    if (i != TRC_STATE_NIL && t->v[i].id == id) return &t->v[i];   /* set again: no search */
    if (map_find(&t->map, id, &i)) {
        order_out(t, i);
        order_in(t, i);
        return &t->v[i];
    }
    if (t->free != TRC_STATE_NIL) {
        i = t->free;
        t->free = t->v[i].newer;
    } else {
        if (t->used == t->cap) {
            uint32_t c = t->cap ? t->cap * 2 : 16;
            trc_entry *p = realloc(t->v, (size_t)c * sizeof *p);
            if (!p) { s->failed = 1; return NULL; }
            t->v = p;
            t->cap = c;
        }
        i = t->used;
    }
    if (map_put(&t->map, id, i)) {
        if (i != t->used) { t->v[i].newer = t->free; t->free = i; }   /* back on the list */
        s->failed = 1;
        return NULL;
    }
    if (i == t->used) t->used++;
    trc_entry *e = &t->v[i];
    memset(e, 0, sizeof *e);
    e->id = id;
    order_in(t, i);
    t->live++;
    t->bytes += TRC_STATE_ENTRY_COST;
    return e;
}

/* Store a value into entry e of t (copies a string). */
static void entry_setval(trc_runstate *s, trc_ktab *t, trc_entry *e, int is_str, int64_t i,
                         const char *str, uint32_t len)
{
    trc_sval *v = &e->v;
    if (v->is_str) t->bytes -= v->len;
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
        t->bytes += len;
    }
}

uint64_t trc_state_forgotten(const trc_runstate *s, int tab)
{
    return tab >= 0 && tab < TRC_TAB_COUNT_ ? s->tabs[tab].forgotten : 0;
}

/* ---- state ---------------------------------------------------------------------- */

void trc_state_init(trc_runstate *s)
{
    memset(s, 0, sizeof *s);
    for (int k = 0; k < TRC_TAB_COUNT_; k++) ktab_init(&s->tabs[k]);
}

void trc_state_free(trc_runstate *s)
{
    for (int k = 0; k < TRC_TAB_COUNT_; k++) ktab_free(&s->tabs[k]);
    free(s->cpus); free(s->xcpus);
    map_free(&s->xcpumap);
    free(s->timers); free(s->tbuckets);
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

/* Set a name in the process or thread table (an unchanged name is not copied again). */
static void set_named(trc_runstate *s, int tab, uint64_t id, uint64_t other, const char *name,
                      uint32_t len)
{
    trc_ktab *t = &s->tabs[tab];
    trc_entry *e = ktab_set(s, t, id);
    if (!e) return;
    e->other = other;
    if (!(e->v.is_str && e->v.len == len && (len == 0 || memcmp(e->v.s, name, len) == 0)))
        entry_setval(s, t, e, 1, 0, name, len);
    ktab_trim(t);
}

/* The name of id in the process or thread table, or NULL. */
static const char *get_named(const trc_runstate *s, int tab, uint64_t id, uint32_t *len)
{
    const trc_entry *e = ktab_find(&s->tabs[tab], id);
    if (!e || !e->v.is_str) return NULL;
    *len = e->v.len;
    return e->v.s;
}

const char *trc_state_procname(const trc_runstate *s, uint64_t pid, uint32_t *len)
{
    if (!s->procgen) return NULL;   /* no process named yet (every name comes by setproc) */
    return get_named(s, TRC_TAB_PROCS, pid, len);
}

void trc_state_setproc(trc_runstate *s, uint64_t pid, uint64_t ppid, const char *name, uint32_t len)
{
    set_named(s, TRC_TAB_PROCS, pid, ppid, name, len);
    s->procgen++;
    if (s->on_proc) s->on_proc(s->on_proc_ctx, name, len);
}

void trc_state_setthread(trc_runstate *s, uint64_t pid, uint64_t tid, const char *name, uint32_t len)
{
    set_named(s, TRC_TAB_THREADS, tid, pid, name, len);
}

const char *trc_state_threadname(const trc_runstate *s, uint64_t tid, uint32_t *len)
{
    return get_named(s, TRC_TAB_THREADS, tid, len);
}

const trc_sval *trc_state_svc(const trc_runstate *s, int by_cpu, uint64_t key)
{
    const trc_entry *e = ktab_find(&s->tabs[by_cpu ? TRC_TAB_CPUSVC : TRC_TAB_SVC], key);
    return e ? &e->v : NULL;
}

void trc_state_setsvc(trc_runstate *s, int by_cpu, uint64_t key, int is_str, int64_t i,
                      const char *str, uint32_t len)
{
    trc_ktab *t = &s->tabs[by_cpu ? TRC_TAB_CPUSVC : TRC_TAB_SVC];
    trc_entry *e = ktab_set(s, t, key);
    if (!e) return;
    entry_setval(s, t, e, is_str, i, str, len);
    ktab_trim(t);
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
