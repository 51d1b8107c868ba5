/* stats.c -- owns the counting side of `trcrpt --stats` (report/stats.h; docs/report.md,
 * "--stats"): the option values (--stats=TABLES, --span), the row tables with their row
 * limit and (other), group values (--stats-by), and the pairing of span starts and ends
 * on stacks per (span, key) -- template phase('B')/('E') per (pid, tid) as the Chrome
 * writer pairs them (report/out_chrome.c), --span per its KEY. */
#include "common/hookid.h"
#include "report/stats_int.h"
#include "report/out_int.h"
#include "report/where_env.h"
#include "interp/where.h"
#include <stdlib.h>
#include <string.h>

#define NIL UINT32_MAX
/* Open spans kept at once (as the Chrome writer's bound, docs/report.md): a start past it
 * is counted as an unmatched start at once. */
enum { OPEN_MAX = 1 << 20 };

/* One open span: a node of a stack. */
typedef struct sopen {
    int64_t start;         /* elapsed ns of its start */
    uint32_t row;          /* its spans row (name and group of the start) */
    uint32_t below;        /* next node down (or the free list), NIL at the end */
} sopen;

/* The stack of open spans of one (span, key value). */
typedef struct sstack {
    char *key;             /* key bytes (malloc) */
    uint32_t klen;         /* their count */
    uint64_t hash;         /* hash of key */
    uint32_t top;          /* top node, NIL: empty (the stack is then freed) */
    uint32_t next;         /* hash chain / free list */
} sstack;

/* ---- options ---------------------------------------------------------------------------- */

int trc_stats_tables_parse(const char *s, unsigned *bits)
{
    static const char *const names[] = { "hooks", "procs", "spans", "hist" };
    if (!s) { *bits = TRC_STATS_DEFAULT; return 0; }
    unsigned b = 0;
    while (*s) {
        size_t n = strcspn(s, ",");
        unsigned i = 0;
        while (i < 4 && !(strlen(names[i]) == n && memcmp(names[i], s, n) == 0)) i++;
        if (i == 4) return -1;
        b |= 1u << i;
        s += n;
        if (*s == ',' && !*++s) return -1;
    }
    if (!b) return -1;
    *bits = b;
    return 0;
}

int trc_stats_span_parse(const char *s, trc_stats_span *d, char *err, size_t errlen)
{
    memset(d, 0, sizeof *d);
    const char *eq = strchr(s, '=');
    if (!eq || eq == s) {
        snprintf(err, errlen, "invalid --span %s (NAME=START,END[,KEY])", s);
        return -1;
    }
    const char *c1 = strchr(eq + 1, ','), *c2 = c1 ? strchr(c1 + 1, ',') : NULL;
    if (!c1) {
        snprintf(err, errlen, "invalid --span %s: no END hook IDs (NAME=START,END[,KEY])", s);
        return -1;
    }
    char part[256];
    const char *what[2] = { "START", "END" };
    const char *from[2] = { eq + 1, c1 + 1 }, *to[2] = { c1, c2 ? c2 : c1 + 1 + strlen(c1 + 1) };
    for (int i = 0; i < 2; i++) {
        size_t n = (size_t)(to[i] - from[i]);
        if (n == 0 || n >= sizeof part) {
            snprintf(err, errlen, "invalid --span %s: empty or too long %s", s, what[i]);
            goto bad;
        }
        memcpy(part, from[i], n);
        part[n] = '\0';
        /* ranges a-b, several separated by '+' (a comma ends the item) */
        for (char *p = part; *p; p++) if (*p == '+') *p = ' ';
        int r = trc_rangelist_parse(part, i ? &d->end : &d->start, trc_range_hook, NULL);
        if (r) {
            snprintf(err, errlen, r == -2 ? "out of memory" : "invalid --span %s: bad %s hook ID list "
                     "(3 to 5 hex digits, ranges ID-ID, several joined by +)", s, what[i]);
            goto bad;
        }
    }
    const char *key = c2 ? c2 + 1 : "tid";
    if (!*key) {
        snprintf(err, errlen, "invalid --span %s: empty KEY", s);
        goto bad;
    }
    d->name = strndup(s, (size_t)(eq - s));
    d->key = strdup(key);
    if (!d->name || !d->key) {
        snprintf(err, errlen, "out of memory");
        goto bad;
    }
    return 0;
bad:
    trc_rangelist_free(&d->start);
    trc_rangelist_free(&d->end);
    free(d->name);
    free(d->key);
    memset(d, 0, sizeof *d);
    return -1;
}

void trc_stats_opts_free(trc_stats_opts *o)
{
    for (unsigned i = 0; i < o->nspans; i++) {
        trc_rangelist_free(&o->spans[i].start);
        trc_rangelist_free(&o->spans[i].end);
        free(o->spans[i].name);
        free(o->spans[i].key);
    }
    free(o->spans);
    o->spans = NULL;
    o->nspans = 0;
}

/* --where key id of name, or -1 (a field). */
static int key_id(const char *name)
{
    return trc_where_key_find(name, strlen(name));
}

int trc_stats_keys_plain(const trc_stats_opts *o)
{
    int k = o->by ? key_id(o->by) : 0;
    if (k < 0 || k == TRC_WK_TEXT || k == TRC_WK_DELTA) return 0;
    for (unsigned i = 0; i < o->nspans; i++)
        if ((k = key_id(o->spans[i].key)) < 0 || k == TRC_WK_TEXT || k == TRC_WK_DELTA) return 0;
    return 1;
}

int trc_stats_needs_fields(const trc_stats_opts *o)
{
    if (o->by && key_id(o->by) < 0) return 1;
    for (unsigned i = 0; i < o->nspans; i++) if (key_id(o->spans[i].key) < 0) return 1;
    return 0;
}

/* ---- group values and keys -------------------------------------------------------------- */

void trc_stats_gv_num(trc_buf *b, int64_t v)
{
    uint64_t u = (uint64_t)v ^ (1ull << 63);
    b->len = 0;
    trc_buf_addc(b, GV_NUM);
    for (int i = 7; i >= 0; i--) trc_buf_addc(b, (char)(u >> (8 * i)));
}

void trc_stats_gv_str(trc_buf *b, const char *s, uint32_t n)
{
    b->len = 0;
    trc_buf_addc(b, GV_STR);
    uint32_t i = 0;
    while (i < n && (unsigned char)s[i] < 0x80) i++;
    if (i == n) {
        trc_buf_add(b, s, n);
        return;
    }
    /* as the JSON and CSV writers show it: each byte that starts no valid UTF-8 sequence
     * is U+FFFD, so that values shown alike are one group, as --stats-merge (which reads
     * the JSON) finds them (difftest seed 411: two rows "\uFFFD" in one run) */
    if (trc_buf_reserve(b, 3 * (size_t)n)) return;
    b->len = (size_t)(trc_out_utf8_put(b->data + b->len, s, n) - b->data);
}

void trc_stats_hook_key(trc_buf *b, uint32_t hook, const char *g, uint32_t glen)
{
    char k[4] = { (char)(hook >> 24), (char)(hook >> 16), (char)(hook >> 8), (char)hook };
    b->len = 0;
    trc_buf_add(b, k, 4);
    trc_buf_add(b, g, glen);
}

void trc_stats_proc_key(trc_buf *b, int other, uint32_t pid, uint64_t tid)
{
    char k[13];
    k[0] = (char)other;
    for (int i = 0; i < 4; i++) k[1 + i] = (char)(pid >> (8 * (3 - i)));
    for (int i = 0; i < 8; i++) k[5 + i] = (char)(tid >> (8 * (7 - i)));
    b->len = 0;
    trc_buf_add(b, k, 13);
}

void trc_stats_span_key(trc_buf *b, const char *name, uint32_t nlen, const char *g, uint32_t glen)
{
    b->len = 0;
    trc_buf_add(b, name, nlen);
    trc_buf_addc(b, '\0');
    trc_buf_add(b, g, glen);
}

/* A decimal number text (optional '-', 1-18 digits) into *v; 0 or -1. */
static int dec_text(const char *s, uint32_t n, int64_t *v)
{
    uint32_t i = n && s[0] == '-';
    if (n <= i || n - i > 18) return -1;
    int64_t x = 0;
    for (uint32_t k = i; k < n; k++) {
        if (s[k] < '0' || s[k] > '9') return -1;
        x = x * 10 + (s[k] - '0');
    }
    *v = i ? -x : x;
    return 0;
}

/* The value of name (--where key k, or field `name` when k < 0) for e into b as a group
 * value: a number, a string (a field printed in decimal is a number), or GV_NONE. */
static void value_of(trc_stats *s, int k, const char *name, const trc_out_event *e, trc_buf *b)
{
    if (k >= 0) {
        trc_where_env w;
        trc_where_env_fill(&w, e, 1u << k, &s->wtext);
        const trc_where_val *v = &w.keys[k];
        if (v->kind == TRC_WV_NUM) trc_stats_gv_num(b, v->num);
        else if (v->kind == TRC_WV_STR) trc_stats_gv_str(b, v->s, v->len);
        else { b->len = 0; trc_buf_addc(b, GV_NONE); }
        return;
    }
    const trc_event *ev = e->ev;
    size_t nl = strlen(name);
    for (uint32_t i = 0; i < ev->nfields; i++) {
        const trc_field *f = &ev->fields[i];
        if (f->name_len != nl || memcmp(f->name, name, nl) != 0) continue;
        const char *t = ev->text->buf.data + f->off;
        int64_t x;
        if (f->base == 10 && dec_text(t, f->len, &x) == 0) trc_stats_gv_num(b, x);
        else trc_stats_gv_str(b, t, f->len);
        return;
    }
    b->len = 0;
    trc_buf_addc(b, GV_NONE);
}

/* ---- tables ----------------------------------------------------------------------------- */

static uint64_t hash_bytes(const char *p, uint32_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    uint32_t i = 0;
    for (; i + 8 <= n; i += 8) {   /* 8 bytes a step */
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
    }
    for (; i < n; i++) h = (h ^ (unsigned char)p[i]) * 0x100000001B3ull;
    h ^= h >> 29;
    h *= 0xC4CEB9FE1A85EC53ull;
    return h ^ (h >> 32);
}

/* Grow chain heads to nb2 and rehash the rows; 0 or -1. */
static int rehash(stable *t, uint32_t nb2)
{
    uint32_t *h = malloc((size_t)nb2 * sizeof *h);
    if (!h) return -1;
    memset(h, 0xFF, (size_t)nb2 * sizeof *h);
    for (uint32_t i = 0; i < t->n; i++) {
        uint32_t b = (uint32_t)t->rows[i].hash & (nb2 - 1);
        t->rows[i].next = h[b];
        h[b] = i;
    }
    free(t->heads);
    t->heads = h;
    t->nb = nb2;
    return 0;
}

/* Find the row of key in t, or NULL. */
static srow *find(stable *t, const char *key, uint32_t klen, uint64_t hash)
{
    if (!t->nb) return NULL;
    for (uint32_t i = t->heads[hash & (t->nb - 1)]; i != NIL; i = t->rows[i].next) {
        srow *r = &t->rows[i];
        if (r->hash == hash && r->klen == klen && memcmp(r->key, key, klen) == 0) return r;
    }
    return NULL;
}

/* Make a row of key in t (not there); NULL when out of memory. */
static srow *make(stable *t, const char *key, uint32_t klen, uint32_t glen, uint64_t hash)
{
    if (t->n == t->cap) {
        uint32_t nc = t->cap ? 2 * t->cap : 64;
        srow *p = realloc(t->rows, (size_t)nc * sizeof *p);
        if (!p) return NULL;
        t->rows = p;
        t->cap = nc;
    }
    if ((t->n + 1) > t->nb && rehash(t, t->nb ? 2 * t->nb : 64)) return NULL;
    srow *r = &t->rows[t->n];
    memset(r, 0, sizeof *r);
    if (!(r->key = malloc(klen + 1))) return NULL;
    memcpy(r->key, key, klen);
    r->key[klen] = '\0';
    r->klen = klen;
    r->hash = hash;
    r->group = r->key + klen - glen;
    r->glen = glen;
    uint32_t b = (uint32_t)hash & (t->nb - 1);
    r->next = t->heads[b];
    t->heads[b] = t->n++;
    return r;
}

srow *trc_stats_row(trc_stats *s, int k, const char *key, uint32_t klen, uint32_t glen, int *fresh)
{
    stable *t = &s->t[k];
    uint64_t h = hash_bytes(key, klen);
    srow *r = find(t, key, klen, h);
    *fresh = 0;
    if (r) return r;
    if (t->n >= s->o->maxgroups) {   /* the (other) row of this kind of key */
        /* grouped: the group (other) of the same hook or span; not grouped: the hook
         * (other), the span (other); past twice the limit, the span (other) in any case */
        static const char og[1] = { GV_OTHER };
        uint32_t ogl = glen ? 1 : 0;
        trc_buf ob;
        trc_buf_init(&ob);
        if (k == T_HOOKS) trc_stats_hook_key(&ob, UINT32_MAX, og, ogl);
        else if (k == T_PROCS) trc_stats_proc_key(&ob, 1, TRC_PID_UNKNOWN, TRC_TID_UNKNOWN);
        else if (glen && t->n < 2 * (uint64_t)s->o->maxgroups) trc_stats_span_key(&ob, key, (uint32_t)strlen(key), og, 1);
        else trc_stats_span_key(&ob, "(other)", 7, og, ogl);
        if (ob.failed) { trc_buf_free(&ob); return NULL; }
        t->others++;
        if (!s->warned && s->err) {
            s->warned = 1;
            fprintf(s->err, "%swarning: --stats: more than %u rows in a table; the others are counted "
                    "under (other) (-O statsgroups=N)\n", s->prog, s->o->maxgroups);
        }
        uint64_t oh = hash_bytes(ob.data, (uint32_t)ob.len);
        r = find(t, ob.data, (uint32_t)ob.len, oh);
        if (!r && (r = make(t, ob.data, (uint32_t)ob.len, k == T_PROCS ? 0 : ogl, oh))) {
            *fresh = 1;
            r->other = k == T_PROCS;
            r->pid = TRC_PID_UNKNOWN;
            r->tid = TRC_TID_UNKNOWN;
            r->hook = UINT32_MAX;
            if (k == T_SPANS && trc_stats_set_name(r, ob.data, (uint32_t)strlen(ob.data))) r = NULL;
        }
        trc_buf_free(&ob);
        return r;
    }
    r = make(t, key, klen, glen, h);
    if (r) *fresh = 1;
    return r;
}

int trc_stats_set_name(srow *r, const char *n, uint32_t len)
{
    char *p = realloc(r->name, (size_t)len + 1);
    if (!p) return -1;
    memcpy(p, n, len);
    p[len] = '\0';
    r->name = p;
    r->nlen = len;
    r->has_name = 1;
    return 0;
}

/* ---- open spans --------------------------------------------------------------------- */

/* The stack of key[0..klen) (made when `make` and missing): its index, or NIL. */
static uint32_t stack_of(trc_stats *s, const char *key, uint32_t klen, int mk)
{
    uint64_t h = hash_bytes(key, klen);
    if (s->stk_nb) {
        for (uint32_t i = s->stk_heads[h & (s->stk_nb - 1)]; i != NIL; i = s->stk[i].next) {
            sstack *k = &s->stk[i];
            if (k->hash == h && k->klen == klen && memcmp(k->key, key, klen) == 0) return i;
        }
    }
    if (!mk) return NIL;
    if (s->stk_nb < 1024 || s->live > s->stk_nb) {   /* grow the heads (live stacks <= live spans) */
        uint32_t nb = s->stk_nb ? 2 * s->stk_nb : 1024;
        uint32_t *hd = malloc((size_t)nb * sizeof *hd);
        if (!hd) return NIL;
        memset(hd, 0xFF, (size_t)nb * sizeof *hd);
        for (uint32_t i = 0; i < s->nstk; i++) {
            if (s->stk[i].top == NIL) continue;   /* free */
            uint32_t b = (uint32_t)s->stk[i].hash & (nb - 1);
            s->stk[i].next = hd[b];
            hd[b] = i;
        }
        free(s->stk_heads);
        s->stk_heads = hd;
        s->stk_nb = nb;
    }
    uint32_t i = s->freestk;
    if (i != NIL) s->freestk = s->stk[i].next;
    else {
        if (s->nstk == s->capstk) {
            uint32_t nc = s->capstk ? 2 * s->capstk : 64;
            sstack *p = realloc(s->stk, (size_t)nc * sizeof *p);
            if (!p) return NIL;
            s->stk = p;
            s->capstk = nc;
        }
        i = s->nstk++;
        s->stk[i].key = NULL;
    }
    sstack *k = &s->stk[i];
    char *kp = realloc(k->key, klen ? klen : 1);
    if (!kp) { k->top = NIL; k->next = s->freestk; s->freestk = i; return NIL; }
    memcpy(kp, key, klen);
    k->key = kp;
    k->klen = klen;
    k->hash = h;
    k->top = NIL;
    uint32_t b = (uint32_t)h & (s->stk_nb - 1);
    k->next = s->stk_heads[b];
    s->stk_heads[b] = i;
    return i;
}

/* Unlink the empty stack i and put it on the free list. */
static void stack_drop(trc_stats *s, uint32_t i)
{
    uint32_t *p = &s->stk_heads[(uint32_t)s->stk[i].hash & (s->stk_nb - 1)];
    while (*p != i) p = &s->stk[*p].next;
    *p = s->stk[i].next;
    s->stk[i].next = s->freestk;
    s->freestk = i;
}

/* A start on the stack of key: spans row `row`; 0 or -1 (OOM). */
static int span_push(trc_stats *s, const char *key, uint32_t klen, uint32_t row, int64_t at)
{
    if (s->live >= OPEN_MAX) {   /* not kept: unmatched at once */
        if (!s->walk) s->t[T_SPANS].rows[row].unm_start++;
        s->open_dropped++;
        return 0;
    }
    uint32_t k = stack_of(s, key, klen, 1);
    if (k == NIL) return -1;
    uint32_t n = s->freeopen;
    if (n != NIL) s->freeopen = s->open[n].below;
    else {
        if (s->nopen == s->capopen) {
            uint32_t nc = s->capopen ? 2 * s->capopen : 64;
            sopen *p = realloc(s->open, (size_t)nc * sizeof *p);
            if (!p) { if (s->stk[k].top == NIL) stack_drop(s, k); return -1; }
            s->open = p;
            s->capopen = nc;
        }
        n = s->nopen++;
    }
    s->open[n] = (sopen){ at, row, s->stk[k].top };
    s->stk[k].top = n;
    s->live++;
    return 0;
}

/* An end on the stack of key: closes its top start (the duration to its row); returns 1,
 * or 0 when none is open, -1 when out of memory. */
static int span_pop(trc_stats *s, const char *key, uint32_t klen, int64_t at)
{
    uint32_t k = stack_of(s, key, klen, 0);
    if (k == NIL) return 0;
    uint32_t n = s->stk[k].top;
    sopen *o = &s->open[n];
    s->stk[k].top = o->below;
    if (s->stk[k].top == NIL) stack_drop(s, k);
    o->below = s->freeopen;
    s->freeopen = n;
    s->live--;
    /* a time going backwards (-m, damage) gives a duration of 0 (docs/report.md) */
    uint64_t d = at > o->start ? (uint64_t)at - (uint64_t)o->start : 0;
    if (s->walk) return 1;   /* closed before the range: the earlier range counted it */
    return trc_hh_add(&s->t[T_SPANS].rows[o->row].h, d, 1) ? -1 : 1;
}

/* The spans row of (name, current group value in s->gb); NULL on OOM. */
static srow *span_row(trc_stats *s, const char *name, uint32_t nlen)
{
    trc_stats_span_key(&s->kb, name, nlen, s->gb.data, (uint32_t)s->gb.len);
    if (s->kb.failed) return NULL;
    int fresh;
    srow *r = trc_stats_row(s, T_SPANS, s->kb.data, (uint32_t)s->kb.len, (uint32_t)s->gb.len, &fresh);
    if (r && fresh && !r->name && trc_stats_set_name(r, name, nlen)) return NULL;
    return r;
}

/* ---- the run ------------------------------------------------------------------------ */

trc_stats *trc_stats_new(const trc_stats_opts *o, FILE *err, const char *prog)
{
    trc_stats *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->o = o;
    s->err = err;
    s->prog = prog ? prog : "";
    trc_buf_init(&s->kb);
    trc_buf_init(&s->gb);
    trc_buf_init(&s->vb);
    trc_buf_init(&s->sk);
    trc_buf_init(&s->wtext);
    /* keys are built with these: never a NULL data pointer, even for "" */
    if (trc_buf_reserve(&s->kb, 64) || trc_buf_reserve(&s->gb, 64) || trc_buf_reserve(&s->vb, 64) ||
        trc_buf_reserve(&s->sk, 64)) {
        trc_stats_free(s);
        return NULL;
    }
    s->by_key = o->by ? key_id(o->by) : -2;
    s->freeopen = s->freestk = NIL;
    s->next_tick = INT64_MIN;
    if (o->nspans && !(s->span_key = malloc(o->nspans * sizeof *s->span_key))) { trc_stats_free(s); return NULL; }
    for (unsigned i = 0; i < o->nspans; i++) s->span_key[i] = key_id(o->spans[i].key);
    return s;
}

/* A hooks or procs row's first and last time: the earliest and the latest of its events,
 * which is what --stats-merge combines (a trace read in file order, -O order=file, may
 * not be in time order: difftest seed 252). */
static inline void row_time(srow *r, int64_t t)
{
    if (t < r->first) r->first = t;
    if (t > r->last) r->last = t;
}

/* The group value of e into s->gb ("" without --stats-by). */
static void group_of(trc_stats *s, const trc_out_event *e)
{
    if (s->by_key == -2) s->gb.len = 0;
    else value_of(s, s->by_key, s->o->by, e, &s->gb);
}

int trc_stats_event(trc_stats *s, const trc_out_event *e)
{
    const trc_record *rec = e->rec;
    const trc_event *ev = e->ev;
    const unsigned tb = s->o->tables;
    int fresh;
    group_of(s, e);
    if (s->walk) goto spans;   /* --range's walk: the spans it leaves open, nothing counted */
    s->events++;
    if (tb & TRC_STATS_HOOKS) {
        /* without --stats-by a row per hook: a direct-mapped cache of row indexes first */
        hcache *hc = &s->hc[(rec->hook ^ (rec->hook >> 8)) & (NCACHE - 1)];
        srow *r;
        fresh = 0;
        if (s->by_key == -2 && hc->ok && hc->hook == rec->hook) r = &s->t[T_HOOKS].rows[hc->row];
        else {
            trc_stats_hook_key(&s->kb, rec->hook, s->gb.data, (uint32_t)s->gb.len);
            r = s->kb.failed ? NULL : trc_stats_row(s, T_HOOKS, s->kb.data, (uint32_t)s->kb.len, (uint32_t)s->gb.len, &fresh);
            if (!r) return -1;
            if (s->by_key == -2) *hc = (hcache){ rec->hook, (uint32_t)(r - s->t[T_HOOKS].rows), 1 };
        }
        if (fresh) { r->hook = r->hook == UINT32_MAX ? UINT32_MAX : rec->hook; r->first = r->last = e->elapsed; }
        if (!r->has_name && r->hook != UINT32_MAX && ev->label_len && trc_stats_set_name(r, ev->label, ev->label_len)) return -1;
        r->count++;
        row_time(r, e->elapsed);
    }
    if (tb & TRC_STATS_PROCS) {
        uint32_t pid = ev->pid_known ? ev->pid : TRC_PID_UNKNOWN;
        uint64_t tid = ev->tid_known ? ev->tid : TRC_TID_UNKNOWN;
        pcache *pc = &s->pc[(uint32_t)((pid * 0x9E3779B1u) ^ (uint32_t)(tid * 0x85EBCA77u) ^ (uint32_t)(tid >> 32)) >> 24 & (NCACHE - 1)];
        srow *r;
        fresh = 0;
        if (pc->ok && pc->pid == pid && pc->tid == tid) r = &s->t[T_PROCS].rows[pc->row];
        else {
            trc_stats_proc_key(&s->kb, 0, pid, tid);
            r = s->kb.failed ? NULL : trc_stats_row(s, T_PROCS, s->kb.data, (uint32_t)s->kb.len, 0, &fresh);
            if (!r) return -1;
            *pc = (pcache){ pid, tid, (uint32_t)(r - s->t[T_PROCS].rows), 1 };
        }
        if (fresh) {
            if (!r->other) { r->pid = pid; r->tid = tid; }
            r->first = r->last = e->elapsed;
        }
        /* the process name of its latest event (in time, as --stats-merge combines rows:
         * an earlier event read later, -O order=file, leaves it): looked up again only
         * when the process table changed since this row's last one */
        uint64_t gen = e->vm ? trc_vm_procgen(e->vm) + 1 : 0;
        if (!r->other && e->elapsed >= r->last && (r->name_gen != gen || !gen)) {
            uint32_t nl = 0;
            const char *n = trc_out_procname(e, &nl);
            if (!n) r->has_name = 0;   /* the latest event's process has no name: null */
            else if ((!r->has_name || r->nlen != nl || memcmp(r->name, n, nl) != 0) &&
                     trc_stats_set_name(r, n, nl))
                return -1;
            r->name_gen = gen;
        }
        r->count++;
        row_time(r, e->elapsed);
    }
spans:
    if (!(tb & (TRC_STATS_SPANS | TRC_STATS_HIST))) return 0;
    /* --span: ends first, then starts (a hook both ends one span and starts the next) */
    for (unsigned i = 0; i < s->o->nspans; i++) {
        const trc_stats_span *d = &s->o->spans[i];
        int is_end = trc_rangelist_has(&d->end, rec->hook), is_start = trc_rangelist_has(&d->start, rec->hook);
        if (!is_end && !is_start) continue;
        value_of(s, s->span_key[i], d->key, e, &s->vb);
        trc_buf *kb2 = &s->sk;   /* 'S', the span's index, its key value */
        kb2->len = 0;
        trc_buf_addc(kb2, 'S');
        for (int j = 3; j >= 0; j--) trc_buf_addc(kb2, (char)(i >> (8 * j)));
        trc_buf_add(kb2, s->vb.data, s->vb.len);
        if (kb2->failed) return -1;
        int st = 0;
        if (is_end) {
            st = span_pop(s, kb2->data, (uint32_t)kb2->len, e->elapsed);
            if (st == 0 && !s->walk) {
                srow *r = span_row(s, d->name, (uint32_t)strlen(d->name));
                if (!r) return -1;
                r->unm_end++;
            }
        }
        if (st >= 0 && is_start) {
            srow *r = span_row(s, d->name, (uint32_t)strlen(d->name));
            st = r ? span_push(s, kb2->data, (uint32_t)kb2->len, (uint32_t)(r - s->t[T_SPANS].rows), e->elapsed) : -1;
        }
        if (st < 0) return -1;
    }
    /* templates: phase('B') / phase('E') per (pid, tid), as the Chrome writer pairs them */
    if (ev->phase == 'B' || ev->phase == 'E') {
        char key[13];
        uint32_t pid = ev->pid_known ? ev->pid : 0;
        uint64_t tid = ev->tid_known ? ev->tid : 0;
        key[0] = 'T';
        for (int i = 0; i < 4; i++) key[1 + i] = (char)(pid >> (8 * (3 - i)));
        for (int i = 0; i < 8; i++) key[5 + i] = (char)(tid >> (8 * (7 - i)));
        const char *nm = ev->phase_name ? ev->phase_name : ev->label ? ev->label : "";
        uint32_t nl = ev->phase_name ? ev->phase_name_len : ev->label_len;
        if (ev->phase == 'E') {
            int st = span_pop(s, key, sizeof key, e->elapsed);
            if (st < 0) return -1;
            if (st == 0 && !s->walk) {
                srow *r = span_row(s, nm, nl);
                if (!r) return -1;
                r->unm_end++;
            }
        } else {
            srow *r = span_row(s, nm, nl);
            if (!r || span_push(s, key, sizeof key, (uint32_t)(r - s->t[T_SPANS].rows), e->elapsed)) return -1;
        }
    }
    return 0;
}

int trc_stats_tick(trc_stats *s, int64_t elapsed, trc_buf *b)
{
    int64_t iv = s->o->interval_ns;
    if (iv <= 0) return 0;
    int64_t q = elapsed / iv - (elapsed % iv < 0);
    int64_t start = q * iv;
    if (s->next_tick == INT64_MIN) { s->next_tick = start + iv; return 0; }
    if (elapsed < s->next_tick) return 0;
    int64_t at = s->next_tick;
    s->next_tick = start + iv;
    return trc_stats_put(s, b, at) ? -1 : 1;
}

void trc_stats_walk(trc_stats *s, int on)
{
    s->walk = on;
}

void trc_stats_open_end(trc_stats *s)
{
    s->open_end = 1;
}

int trc_stats_finish(trc_stats *s, trc_buf *b)
{
    for (uint32_t i = 0; !s->open_end && i < s->nstk; i++)
        for (uint32_t n = s->stk[i].top; n != NIL; n = s->open[n].below) s->t[T_SPANS].rows[s->open[n].row].unm_start++;
    if (s->open_dropped && s->err)
        fprintf(s->err, "%swarning: --stats: more than %u spans open at once; %llu starts were counted as "
                "unmatched\n", s->prog, (unsigned)OPEN_MAX, (unsigned long long)s->open_dropped);
    return trc_stats_put(s, b, INT64_MIN);
}

void trc_stats_free(trc_stats *s)
{
    if (!s) return;
    for (int k = 0; k < T_COUNT_; k++) {
        for (uint32_t i = 0; i < s->t[k].n; i++) {
            free(s->t[k].rows[i].key);
            free(s->t[k].rows[i].name);
            trc_hh_free(&s->t[k].rows[i].h);
        }
        free(s->t[k].rows);
        free(s->t[k].heads);
    }
    for (uint32_t i = 0; i < s->nstk; i++) free(s->stk[i].key);
    free(s->stk);
    free(s->stk_heads);
    free(s->open);
    free(s->span_key);
    free(s->by_name);
    trc_buf_free(&s->kb);
    trc_buf_free(&s->gb);
    trc_buf_free(&s->vb);
    trc_buf_free(&s->sk);
    trc_buf_free(&s->wtext);
    free(s);
}
