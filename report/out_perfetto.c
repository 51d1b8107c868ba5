/* out_perfetto.c -- owns the Perfetto trace writer (docs/ref/report.md §5.6): a stream of
 * TracePackets (protobuf, common/pbenc.h) on one packet sequence -- track descriptors per
 * process, thread and CPU, a clock snapshot tying the trace clock to the start wall clock,
 * one TrackEvent per printed record (instant, or slice begin/end from phase() with the
 * Chrome writer's pairing), its text and fields as typed debug annotations, the lost-event
 * counter track, and the interning of event names, categories and annotation names.
 * Field numbers are those of Perfetto's trace packet reference.  Tables grow once; what
 * the writer keeps is bounded (INTERN_MAX, TRACKS_MAX, the open-span bounds). */
#include "report/out_int.h"
#include "common/pbenc.h"
#include <stdlib.h>
#include <string.h>

/* Field numbers and values (Perfetto's trace packet reference). */
enum {
    TRACE_PACKET = 1,                                           /* Trace */
    P_CLOCK_SNAPSHOT = 6, P_TIMESTAMP = 8, P_SEQUENCE_ID = 10,  /* TracePacket */
    P_TRACK_EVENT = 11, P_INTERNED_DATA = 12, P_SEQUENCE_FLAGS = 13,
    P_STATE_CLEARED = 41, P_TRACK_DESCRIPTOR = 60,
    CS_CLOCKS = 1, CS_PRIMARY_CLOCK = 2, CLOCK_ID = 1, CLOCK_TIMESTAMP = 2, /* ClockSnapshot */
    TE_CATEGORY_IIDS = 3, TE_DEBUG_ANNOTATIONS = 4, TE_TYPE = 9,           /* TrackEvent */
    TE_NAME_IID = 10, TE_TRACK_UUID = 11, TE_COUNTER_VALUE = 30,
    DA_NAME_IID = 1, DA_UINT = 3, DA_INT = 4, DA_STRING = 6,   /* DebugAnnotation */
    DA_STRING_IID = 17,
    TD_UUID = 1, TD_NAME = 2, TD_PROCESS = 3, TD_THREAD = 4,   /* TrackDescriptor */
    TD_PARENT_UUID = 5, TD_COUNTER = 8,
    PD_PID = 1, PD_PROCESS_NAME = 6,                           /* ProcessDescriptor */
    THD_PID = 1, THD_TID = 2, THD_THREAD_NAME = 5,              /* ThreadDescriptor */
    ID_EVENT_CATEGORIES = 1, ID_EVENT_NAMES = 2, ID_ANNOTATION_NAMES = 3, /* InternedData */
    ID_STRING_VALUES = 29,
    IS_IID = 1, IS_NAME = 2,  /* EventCategory, EventName, DebugAnnotationName, InternedString */
    TYPE_SLICE_BEGIN = 1, TYPE_SLICE_END = 2, TYPE_INSTANT = 3, TYPE_COUNTER = 4,
    CLOCK_REALTIME = 1, CLOCK_BOOTTIME = 6,                    /* BuiltinClock */
    SEQ_INCREMENTAL_STATE_CLEARED = 1
};

#define NIL UINT32_MAX
/* The writer's packet sequence (docs/report.md, Perfetto). */
enum { SEQUENCE_ID = 1 };
/* Bounds: interned strings (past them the interning state is cleared and starts again),
 * tracks and the bytes of their names (past them every track is forgotten: a thread met
 * again gets a new track). */
enum { INTERN_MAX = 1 << 16, INTERN_BYTES_MAX = 4 << 20, TRACKS_MAX = 1 << 20,
       TRACK_BYTES_MAX = 64 << 20, SVAL_MAX = 64, TCACHE = 64 };

/* One interned string (a slot of the table; iid 0: free). */
typedef struct istr {
    uint64_t h;             /* hash of kind and bytes */
    uint32_t off, len;      /* bytes in the pool */
    uint32_t iid;           /* its interning id */
    uint32_t kind;          /* InternedData field: ID_EVENT_CATEGORIES, _NAMES, _ANNOTATION_NAMES,
                               _STRING_VALUES */
} istr;

/* The annotation-name iids of one sequence of field names (program-set strings, known
 * by identity) for a mode of numbering (TRC_OUT_F_*), in one interning generation. */
typedef struct fshape {
    const char *names[TRC_OUT_SHAPE_FIELDS]; /* the names, in order */
    uint32_t lens[TRC_OUT_SHAPE_FIELDS];     /* their lengths */
    uint32_t iids[TRC_OUT_SHAPE_FIELDS];     /* their iids (`#k` numbered) */
    uint32_t n;             /* name count; 0: free */
    uint32_t mode;          /* the numbering mode */
    uint32_t gen;           /* the interning generation of the iids */
    const void *key;        /* the trc_event.shape of the names (NULL: none) */
} fshape;

/* A track: a process, a thread, a CPU or the lost-events counter. */
typedef struct trk {
    uint64_t uuid;          /* its uuid (1, 2, ... in order of creation) */
    uint32_t top;           /* top of its open-span stack, NIL when empty */
    uint32_t proc;          /* threads: index of the process track */
    trc_buf name;           /* the process or thread name written in its descriptor */
} trk;

/* A recent (pid, tid) pair and its tracks (a direct-mapped cache before the maps). */
typedef struct tcache {
    uint32_t pid, tid;      /* Chrome pid and tid (tid 0 when unknown) */
    uint32_t proc, track;   /* index of its process track and of its track */
    uint8_t tk;             /* tid known */
    uint8_t ok;             /* the entry is in use */
} tcache;

/* An open slice (a stack node; free nodes are chained through `below`). */
typedef struct span {
    uint32_t len;           /* bytes of its name (the open-span bounds) */
    uint32_t below;         /* next node down the stack (or the free list), NIL at the end */
} span;

/* Writer state. */
typedef struct pf {
    istr *slots;            /* interned strings (open addressing) */
    uint32_t cap, n;        /* slots (power of two), strings interned */
    uint32_t next_iid[4];   /* last iid given per kind (the string values': [0]) */
    trc_buf pool;           /* their bytes */
    trc_buf newi;           /* InternedData body of the strings new in the current packet */
    uint32_t gen;           /* interning generation (>= 1; bumped when cleared) */
    int cleared;            /* the next event packet says the state was cleared */
    uint32_t text_iid;      /* iid of the annotation name "text" ... */
    uint32_t text_gen;      /* ... in this interning generation (0: none yet) */
    fshape *shapes;         /* TRC_OUT_SHAPES cached name sequences (NULL: none yet) */
    uint32_t *annot;        /* iids of the current event's field annotations' names */
    uint32_t *sval;         /* iids of their interned string values (0: written inline) */
    uint32_t capannot;      /* allocated */
    trc_out_map big;        /* pid/tid values above 31 bits (trc_out_big_id) */
    uint32_t nbig;          /* values mapped */
    trc_out_map procs, thrs, cpus; /* pid / pid:tid / cpu (1 << 32: unknown) -> track index */
    tcache tc[TCACHE];      /* tracks of recent (pid, tid) pairs */
    trk *tracks;            /* tracks in order of creation */
    uint32_t ntracks, captracks; /* used, allocated */
    size_t track_bytes;     /* bytes of their names */
    uint64_t next_uuid;     /* last uuid given */
    uint64_t lost_uuid;     /* uuid of the lost-events counter track, 0 before the first 006 */
    uint64_t lost;          /* cumulative $D1 of the 006 records written */
    span *spans;            /* span node pool */
    uint32_t nspans, capspans; /* used, allocated */
    uint32_t freespan;      /* first free node, NIL when none */
    uint32_t open;          /* spans open (at most TRC_OUT_SPANS_MAX) */
    size_t span_bytes;      /* bytes of their names */
    int snapshot;           /* the clock snapshot is written */
    uint64_t last_ts;       /* timestamp of the last event (the closing ends) */
    trc_buf name;           /* scratch: an event name built from pieces */
    int failed;             /* out of memory */
} pf;

/* Reserve n bytes at the end of b; the write position, or NULL (b failed). */
static uint8_t *room(trc_buf *b, size_t n)
{
    if (b->cap - b->len <= n && trc_buf_reserve(b, n + 1)) return NULL;
    return (uint8_t *)b->data + b->len;
}

/* Bytes written up to p. */
static void done(trc_buf *b, const uint8_t *p)
{
    b->len = (size_t)((const char *)p - b->data);
}

/* A string field of the n bytes at s, invalid UTF-8 replaced by U+FFFD as in the JSON
 * outputs (room: 3n + TRC_PB_OPEN_MAX); returns the end. */
static uint8_t *str_put(uint8_t *p, uint32_t field, const char *s, size_t n)
{
    uint64_t hi = 0, x;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) { memcpy(&x, s + i, 8); hi |= x; }
    for (; i < n; i++) hi |= (unsigned char)s[i];
    if (!(hi & 0x8080808080808080ull)) return trc_pb_bytes(p, field, s, n);
    uint8_t *m;
    p = trc_pb_open(p, field, &m);
    return trc_pb_close(m, (uint8_t *)trc_out_utf8_put((char *)p, s, n));
}

/* ---- interning ----------------------------------------------------------------------- */

/* Hash of (kind, the n bytes at s): eight bytes a step, multiply and fold. */
static uint64_t hash_bytes(unsigned kind, const char *s, size_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15ull * (kind + 1) ^ n, x;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        memcpy(&x, s + i, 8);
        h = (h ^ x) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 29;
    }
    if (i < n) {
        x = 0;
        memcpy(&x, s + i, n - i);
        h = (h ^ x) * 0xC4CEB9FE1A85EC53ull;
    }
    /* a multiplication carries a byte's change only upwards: mix the high bits down, so
     * that names differing in their last bytes ("msg#1" .. "msg#65536", a LOOP's
     * fields) do not share their low bits, the slot (they all did: 65,536 names made the
     * probe quadratic, 17 s for one trace) */
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    return h;
}

/* Forget every interned string: the next event packet clears the sequence's state. */
static void intern_clear(trc_outw *w, pf *c)
{
    if (c->slots) memset(c->slots, 0, (size_t)c->cap * sizeof *c->slots);   /* kept */
    c->n = 0;
    memset(c->next_iid, 0, sizeof c->next_iid);
    c->pool.len = 0;
    c->newi.len = 0;
    c->gen++;
    c->cleared = 1;
    if (w->hookc)                /* cached iids are of the old generation */
        for (uint32_t i = 0; i < TRC_OUT_HOOKC; i++) w->hookc[i].len = 0;
}

/* The slot of (kind, bytes) with hash h in slots (or the free slot where it goes). */
static istr *slot_of(istr *slots, uint32_t cap, const char *pool, uint64_t h, unsigned kind,
                     const char *s, uint32_t n)
{
    uint32_t i = (uint32_t)h & (cap - 1);
    for (;;) {
        istr *e = &slots[i];
        if (!e->iid) return e;
        if (e->h == h && e->len == n && e->kind == kind && memcmp(pool + e->off, s, n) == 0) return e;
        i = (i + 1) & (cap - 1);
    }
}

/* The iid of the string (kind, n bytes at s), interned now (and added to the packet's
 * InternedData) when new; 0 when out of memory. */
static uint32_t intern(pf *c, unsigned kind, const char *s, uint32_t n)
{
    if ((c->n + 1) * 2 > c->cap) {
        uint32_t ncap = c->cap ? c->cap * 2 : 1024;
        istr *ns = calloc(ncap, sizeof *ns);
        if (!ns) { c->failed = 1; return 0; }
        for (uint32_t i = 0; i < c->cap; i++) {
            istr *o = &c->slots[i];
            if (o->iid) *slot_of(ns, ncap, c->pool.data, o->h, o->kind, NULL, UINT32_MAX) = *o;
        }
        free(c->slots);
        c->slots = ns;
        c->cap = ncap;
    }
    uint64_t h = hash_bytes(kind, s, n);
    istr *e = slot_of(c->slots, c->cap, c->pool.data, h, kind, s, n);
    if (e->iid) return e->iid;
    uint32_t off = (uint32_t)c->pool.len;
    trc_buf_add(&c->pool, s, n);
    uint8_t *p = room(&c->newi, 3 * (size_t)n + 2 * TRC_PB_OPEN_MAX + TRC_PB_FIELD_MAX);
    if (c->pool.failed || !p) { c->failed = 1; return 0; }
    *e = (istr){ h, off, n, ++c->next_iid[kind == ID_STRING_VALUES ? 0 : kind], kind };
    c->n++;
    uint8_t *m;
    p = trc_pb_open(p, kind, &m);
    p = trc_pb_uint(p, IS_IID, e->iid);
    p = str_put(p, IS_NAME, s, n);
    done(&c->newi, trc_pb_close(m, p));
    return e->iid;
}

/* The annotation-name iid of field i of ev, its name numbered as Chrome's args are (the
 * names of ev before it counted in w->names: field_iids begins them). */
static uint32_t field_iid(trc_outw *w, pf *c, const trc_event *ev, uint32_t i)
{
    const trc_field *f = &ev->fields[i];
    uint32_t k = trc_out_names_add(&w->names, f->name, f->name_len);   /* (trc_out_names_begin) */
    if (k == 1) return intern(c, ID_ANNOTATION_NAMES, f->name, f->name_len);
    trc_buf *t = &w->scratch;
    t->len = 0;
    trc_buf_add(t, f->name, f->name_len);
    trc_buf_addc(t, '#');
    trc_buf_add_u64(t, k);
    if (t->failed) { c->failed = 1; return 0; }
    return intern(c, ID_ANNOTATION_NAMES, t->data, (uint32_t)t->len);
}

/* 1 when sh holds the iids of ev's names for mode in generation gen. */
static int fshape_hit(const fshape *sh, const trc_event *ev, unsigned mode, uint32_t gen)
{
    uint32_t n = ev->nfields;
    if (sh->n != n || sh->mode != mode || sh->gen != gen) return 0;
    if (ev->shape && sh->key == ev->shape) return 1;   /* one path of the compiled form: its names */
    for (uint32_t i = 0; i < n; i++)
        if (sh->names[i] != ev->fields[i].name || sh->lens[i] != ev->fields[i].name_len) return 0;
    return 1;
}

/* The annotation-name iids of ev's fields into c->annot: from the cache of name
 * sequences when it holds ev's, else interned one by one (and cached). */
static void field_iids(trc_outw *w, pf *c, const trc_event *ev, unsigned mode)
{
    uint32_t n = ev->nfields;
    const trc_field *fs = ev->fields;
    if (!c->shapes && !(c->shapes = calloc(TRC_OUT_SHAPES, sizeof *c->shapes))) { c->failed = 1; return; }
    uint32_t slot = trc_out_ev_slot(ev, mode);   /* two-way: the slot and its neighbour */
    fshape *sh = &c->shapes[slot];
    if (fshape_hit(sh, ev, mode, c->gen) || fshape_hit(sh = &c->shapes[slot ^ 1], ev, mode, c->gen)) {
        memcpy(c->annot, sh->iids, n * sizeof *c->annot);
        return;
    }
    trc_out_names_begin(w, mode);   /* repeats numbered in constant time each (was O(n^2)) */
    for (uint32_t i = 0; i < n; i++) c->annot[i] = field_iid(w, c, ev, i);
    if (n > TRC_OUT_SHAPE_FIELDS) return;
    sh = &c->shapes[slot];   /* new: it takes the slot, the one there moves over */
    if (sh->n) c->shapes[slot ^ 1] = *sh;
    for (uint32_t i = 0; i < n; i++) {
        sh->names[i] = fs[i].name;
        sh->lens[i] = fs[i].name_len;
        sh->iids[i] = c->annot[i];
    }
    sh->n = n;
    sh->mode = mode;
    sh->gen = c->gen;
    sh->key = ev->shape;
}

/* ---- packets ------------------------------------------------------------------------- */

/* Open a TracePacket at p (*m: its mark). */
static uint8_t *packet_open(uint8_t *p, uint8_t **m)
{
    return trc_pb_open(p, TRACE_PACKET, m);
}

/* A track descriptor packet: uuid, parent (0: none), name (NULL: none), and a process
 * (pid >= 0), thread (tid >= 0 too) or counter (counter = 1) descriptor. */
static void descriptor(pf *c, trc_buf *b, uint64_t uuid, uint64_t parent, const char *name,
                       uint32_t nlen, int64_t pid, int64_t tid, int counter)
{
    if (!name) nlen = 0;
    uint8_t *p = room(b, 3 * (size_t)nlen + 128), *pm, *dm, *sm;
    if (!p) { c->failed = 1; return; }
    p = packet_open(p, &pm);
    p = trc_pb_open(p, P_TRACK_DESCRIPTOR, &dm);
    p = trc_pb_uint(p, TD_UUID, uuid);
    if (parent) p = trc_pb_uint(p, TD_PARENT_UUID, parent);
    if (pid >= 0 && tid >= 0) {
        p = trc_pb_open(p, TD_THREAD, &sm);
        p = trc_pb_uint(p, THD_PID, (uint64_t)pid);
        p = trc_pb_uint(p, THD_TID, (uint64_t)tid);
        if (name) p = str_put(p, THD_THREAD_NAME, name, nlen);
        p = trc_pb_close(sm, p);
    } else if (pid >= 0) {
        p = trc_pb_open(p, TD_PROCESS, &sm);
        p = trc_pb_uint(p, PD_PID, (uint64_t)pid);
        if (name) p = str_put(p, PD_PROCESS_NAME, name, nlen);
        p = trc_pb_close(sm, p);
    } else {
        if (name) p = str_put(p, TD_NAME, name, nlen);
        if (counter) { p = trc_pb_open(p, TD_COUNTER, &sm); p = trc_pb_close(sm, p); }
    }
    p = trc_pb_close(dm, p);
    done(b, trc_pb_close(pm, p));
}

/* Forget every track (the bound): threads met again get new tracks. */
static void tracks_clear(pf *c)
{
    memset(c->tc, 0, sizeof c->tc);
    for (uint32_t i = 0; i < c->ntracks; i++) trc_buf_free(&c->tracks[i].name);
    c->ntracks = 0;
    c->track_bytes = 0;
    trc_out_map_free(&c->procs);
    trc_out_map_free(&c->thrs);
    trc_out_map_free(&c->cpus);
    c->nspans = 0;
    c->freespan = NIL;
    c->open = 0;
    c->span_bytes = 0;
}

/* The track of key in map (created with a new uuid when absent: *fresh = 1); NIL when
 * out of memory. */
static uint32_t track_get(pf *c, trc_out_map *map, uint64_t key, int *fresh)
{
    uint32_t i;
    *fresh = 0;
    if (trc_out_map_get(map, key, &i)) return i;
    if (trc_out_grow((void **)&c->tracks, &c->captracks, c->ntracks, sizeof *c->tracks)
        || trc_out_map_put(map, key, c->ntracks)) { c->failed = 1; return NIL; }
    trk *t = &c->tracks[c->ntracks];
    t->uuid = ++c->next_uuid;
    t->top = NIL;
    t->proc = NIL;
    t->name.len = 0;
    *fresh = 1;
    return c->ntracks++;
}

/* 1 when track t's descriptor must be written (again) for name (NULL: none known); the
 * name is then kept as the one written. */
static int renamed(pf *c, trk *t, int fresh, const char *name, uint32_t len)
{
    if (!name) return fresh;
    if (!fresh && t->name.len == len
        && (len <= 16 ? trc_out_eq16(t->name.data ? t->name.data : "", name, len)
                      : memcmp(t->name.data, name, len) == 0))
        return 0;
    c->track_bytes = c->track_bytes - t->name.len + len;
    t->name.len = 0;
    trc_buf_add(&t->name, name, len);
    if (t->name.failed) c->failed = 1;
    return 1;
}

/* The track of e's record, its descriptors written when new or renamed; NIL when out of
 * memory.  pid, tid: the Chrome ids (trc_out_big_id). */
static uint32_t event_track(pf *c, trc_buf *b, const trc_out_event *e, uint32_t pid, uint32_t tid)
{
    const trc_event *ev = e->ev;
    int fresh;
    uint32_t len = 0;
    if (c->ntracks + 2 > TRACKS_MAX || c->track_bytes > TRACK_BYTES_MAX) tracks_clear(c);
    tcache *tc = &c->tc[(pid * 0x9E3779B1u ^ tid * 0x85EBCA77u ^ (uint32_t)ev->tid_known << 31) >> 26];
    if (ev->pid_known && tc->ok && tc->tk == ev->tid_known && tc->pid == pid && tc->tid == tid) {
        /* a thread met before: only the names may have changed */
        const char *pname = trc_out_procname(e, &len);
        if (renamed(c, &c->tracks[tc->proc], 0, pname, len))
            descriptor(c, b, c->tracks[tc->proc].uuid, 0, pname, len, pid, -1, 0);
        if (!ev->tid_known) return tc->track;
        const char *tname = trc_out_threadname(e, &len);
        if (renamed(c, &c->tracks[tc->track], 0, tname, len))
            descriptor(c, b, c->tracks[tc->track].uuid, c->tracks[tc->proc].uuid, tname,
                       len, pid, tid, 0);
        return tc->track;
    }
    if (!ev->pid_known) {        /* a track per CPU */
        uint64_t key = ev->cpu_known ? ev->cpu : (uint64_t)1 << 32;
        uint32_t i = track_get(c, &c->cpus, key, &fresh);
        if (i == NIL) return NIL;
        if (fresh) {
            char nm[24] = "CPU ";
            size_t n = ev->cpu_known ? 4 + trc_put_u64(nm + 4, ev->cpu) : 0;
            if (!ev->cpu_known) { memcpy(nm, "no CPU", 6); n = 6; }
            descriptor(c, b, c->tracks[i].uuid, 0, nm, (uint32_t)n, -1, -1, 0);
        }
        return i;
    }
    uint32_t pi = track_get(c, &c->procs, pid, &fresh);
    if (pi == NIL) return NIL;
    const char *pname = trc_out_procname(e, &len);
    if (renamed(c, &c->tracks[pi], fresh, pname, len))
        descriptor(c, b, c->tracks[pi].uuid, 0, pname, len, pid, -1, 0);
    uint32_t ti = pi;
    if (ev->tid_known) {
        ti = track_get(c, &c->thrs, (uint64_t)pid << 32 | tid, &fresh);
        if (ti == NIL) return NIL;
        if (fresh) c->tracks[ti].proc = pi;
        const char *tname = trc_out_threadname(e, &len);
        if (renamed(c, &c->tracks[ti], fresh, tname, len))
            descriptor(c, b, c->tracks[ti].uuid, c->tracks[pi].uuid, tname, len, pid, tid, 0);
    }
    *tc = (tcache){ pid, tid, pi, ti, (uint8_t)ev->tid_known, 1 };
    return ti;
}

/* The clock snapshot: the trace clock's 0 (elapsed 0) is the wall clock wall0. */
static void snapshot(pf *c, trc_buf *b, int64_t wall0)
{
    uint8_t *p = room(b, 96), *pm, *sm, *km;
    if (!p) { c->failed = 1; return; }
    p = packet_open(p, &pm);
    p = trc_pb_open(p, P_CLOCK_SNAPSHOT, &sm);
    p = trc_pb_open(p, CS_CLOCKS, &km);
    p = trc_pb_uint(p, CLOCK_ID, CLOCK_BOOTTIME);
    p = trc_pb_uint(p, CLOCK_TIMESTAMP, 0);
    p = trc_pb_close(km, p);
    p = trc_pb_open(p, CS_CLOCKS, &km);
    p = trc_pb_uint(p, CLOCK_ID, CLOCK_REALTIME);
    p = trc_pb_uint(p, CLOCK_TIMESTAMP, (uint64_t)wall0);
    p = trc_pb_close(km, p);
    p = trc_pb_uint(p, CS_PRIMARY_CLOCK, CLOCK_BOOTTIME);
    p = trc_pb_close(sm, p);
    p = trc_pb_uint(p, P_SEQUENCE_ID, SEQUENCE_ID);
    done(b, trc_pb_close(pm, p));
}

/* The common head of an event packet at p: timestamp, sequence id, the cleared state
 * when due, the new interned strings.  Returns the end. */
static uint8_t *event_head(pf *c, uint8_t *p, uint64_t ts)
{
    p = trc_pb_uint(p, P_TIMESTAMP, ts);
    p = trc_pb_uint(p, P_SEQUENCE_ID, SEQUENCE_ID);
    if (c->cleared) {
        p = trc_pb_uint(p, P_STATE_CLEARED, 1);
        p = trc_pb_uint(p, P_SEQUENCE_FLAGS, SEQ_INCREMENTAL_STATE_CLEARED);
        c->cleared = 0;
    }
    if (c->newi.len) {
        p = trc_pb_bytes(p, P_INTERNED_DATA, c->newi.data, c->newi.len);
        c->newi.len = 0;
    }
    return p;
}

/* ---- spans (the Chrome writer's pairing: a stack per track) ----------------------------- */

static void push(pf *c, uint32_t t, uint32_t len)
{
    uint32_t s = c->freespan;
    if (s != NIL) c->freespan = c->spans[s].below;
    else {
        if (trc_out_grow((void **)&c->spans, &c->capspans, c->nspans, sizeof *c->spans)) { c->failed = 1; return; }
        s = c->nspans++;
    }
    c->spans[s] = (span){ len, c->tracks[t].top };
    c->tracks[t].top = s;
    c->open++;
    c->span_bytes += len;
}

static void pop(pf *c, uint32_t t)
{
    uint32_t s = c->tracks[t].top;
    c->open--;
    c->span_bytes -= c->spans[s].len;
    c->tracks[t].top = c->spans[s].below;
    c->spans[s].below = c->freespan;
    c->freespan = s;
}

/* ---- the writer ---------------------------------------------------------------------- */

static int pf_begin(trc_outw *w, trc_buf *b, const trc_loginfo *info)
{
    (void)info;
    pf *c = calloc(1, sizeof *c);
    if (!c) return -1;
    c->gen = 1;
    c->freespan = NIL;
    w->impl = c;
    uint8_t *p = room(b, 32), *pm;     /* the first packet starts the sequence's state */
    if (!p) return -1;
    p = packet_open(p, &pm);
    p = trc_pb_uint(p, P_SEQUENCE_ID, SEQUENCE_ID);
    p = trc_pb_uint(p, P_STATE_CLEARED, 1);
    p = trc_pb_uint(p, P_SEQUENCE_FLAGS, SEQ_INCREMENTAL_STATE_CLEARED);
    done(b, trc_pb_close(pm, p));
    return 0;
}

/* The event text (lines joined with LF, trailing blanks dropped, invalid UTF-8 replaced,
 * as the JSON `text`) as a string field at p (room: 3 x the text's bytes + its line count
 * + TRC_PB_OPEN_MAX). */
static uint8_t *text_put(uint8_t *p, uint32_t field, const trc_event *ev)
{
    const trc_text *t = ev->text;
    uint8_t *m;
    p = trc_pb_open(p, field, &m);
    for (uint32_t i = 0; i < t->nlines; i++) {
        const char *s = t->buf.data + t->lines[i].off;
        size_t n = t->lines[i].len;
        while (n > 0 && s[n - 1] == ' ') n--;
        if (i) *p++ = '\n';
        p = (uint8_t *)trc_out_utf8_put((char *)p, s, n);
    }
    return trc_pb_close(m, p);
}

/* 1 when ev's text is exactly its label followed by ` NAME=VALUE` for each field in
 * order: the event's name and its field annotations say it all (docs/ref/report.md §5.6). */
static int text_rebuilt(const trc_event *ev)
{
    const trc_text *t = ev->text;
    if (t->nlines != 1 || t->lines[0].off != 0 || ev->label_len == 0 || ev->nfields == 0) return 0;
    const char *s = t->buf.data;
    size_t n = t->lines[0].len;
    while (n > 0 && s[n - 1] == ' ') n--;
    if (n < ev->label_len || (ev->label_len <= 16 ? !trc_out_eq16(s, ev->label, ev->label_len)
                                                  : memcmp(s, ev->label, ev->label_len) != 0))
        return 0;
    size_t at = ev->label_len;
    for (uint32_t i = 0; i < ev->nfields; i++) {
        const trc_field *f = &ev->fields[i];
        size_t nl = f->name_len;
        if (at + nl + 2 > n || s[at] != ' '
            || (nl <= 16 ? !trc_out_eq16(s + at + 1, f->name, nl) : memcmp(s + at + 1, f->name, nl) != 0)
            || s[at + 1 + nl] != '=' || f->off != at + 2 + nl)
            return 0;
        at = (size_t)f->off + f->len;
    }
    return at == n;
}

/* 1 when ev's text is worth interning: short, and no field of it prints a number (so that
 * it is likely one of a few texts: `CTRL normal`, `SYSCALL open O_WRONLY`). */
static int text_interned(const trc_event *ev)
{
    const trc_text *t = ev->text;
    if (t->nlines != 1 || t->lines[0].len > SVAL_MAX) return 0;
    for (uint32_t i = 0; i < ev->nfields; i++)
        if (ev->fields[i].base) return 0;
    return 1;
}

static int pf_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    pf *c = w->impl;
    const trc_event *ev = e->ev;
    uint32_t nf = ev->nfields;
    /* the interning state past its bounds (by at most one event's strings): cleared */
    if (c->n >= INTERN_MAX || c->pool.len >= INTERN_BYTES_MAX) intern_clear(w, c);

    int fresh;
    trc_out_hookc *hc = trc_out_hookc_get(w, e, &fresh);
    if (!hc) return -1;
    int pbig = 0, tbig = 0;
    uint32_t pid = ev->pid_known ? trc_out_big_id(&c->big, &c->nbig, ev->pid, &pbig, &c->failed) : 0;
    uint32_t tid = ev->tid_known ? trc_out_big_id(&c->big, &c->nbig, ev->tid, &tbig, &c->failed) : 0;
    uint32_t t = event_track(c, b, e, pid, tid);
    if (t == NIL) return -1;
    uint64_t ts = e->elapsed > 0 ? (uint64_t)e->elapsed : 0;
    if (!c->snapshot) {          /* at the first record whose wall clock is known */
        trc_out_facts facts;
        trc_out_facts_get(e, &facts);
        int64_t w0;
        if (facts.wall != INT64_MIN) {
            if (!__builtin_sub_overflow(facts.wall, e->elapsed, &w0) && w0 >= 0) snapshot(c, b, w0);
            c->snapshot = 1;
        }
    }

    /* name: phase() name, else the label, else "hook ID"; the Chrome writer's pairing */
    char hookname[16];
    size_t nlen;
    int named;
    const char *name = trc_out_event_name(ev, hc, hookname, &nlen, &named);
    unsigned type = TYPE_INSTANT;
    const char *suffix = NULL;
    if (ev->phase == 'B') {
        if (c->open >= TRC_OUT_SPANS_MAX || nlen > TRC_OUT_SPAN_BYTES_MAX - c->span_bytes)
            suffix = " (too many open spans)";
        else { push(c, t, (uint32_t)nlen); type = TYPE_SLICE_BEGIN; }
    } else if (ev->phase == 'E') {
        if (c->tracks[t].top != NIL) { pop(c, t); type = TYPE_SLICE_END; }
        else suffix = " (unmatched end)";
    }

    /* interned ids: category and name (cached per hook and label), annotation names */
    uint8_t head[2 * TRC_PB_FIELD_MAX];      /* category_iids and name_iid fields */
    size_t headn;
    uint32_t gen;
    if (hc->len && !named && !suffix && (memcpy(&gen, hc->text, 4), gen == c->gen)) {
        headn = hc->len - 4;
        memcpy(head, hc->text + 4, headn);
    } else {
        uint32_t cat = intern(c, ID_EVENT_CATEGORIES, hc->id, hc->idlen);
        uint32_t nm;
        if (suffix) {
            c->name.len = 0;
            trc_buf_add(&c->name, name, nlen);
            trc_buf_adds(&c->name, suffix);
            if (c->name.failed) return -1;
            nm = intern(c, ID_EVENT_NAMES, c->name.data, (uint32_t)c->name.len);
        } else {
            nm = intern(c, ID_EVENT_NAMES, name, (uint32_t)nlen);
        }
        uint8_t *p = trc_pb_uint(head, TE_CATEGORY_IIDS, cat);
        p = trc_pb_uint(p, TE_NAME_IID, nm);
        headn = (size_t)(p - head);
        if (!named && !suffix && headn + 4 <= sizeof hc->text) {
            memcpy(hc->text, &c->gen, 4);
            memcpy(hc->text + 4, head, headn);
            hc->len = (uint32_t)headn + 4;
        }
    }
    unsigned mode = TRC_OUT_F_TEXT | (pbig ? TRC_OUT_F_PID64 : 0) | (tbig ? TRC_OUT_F_TID64 : 0);
    /* the text: left out when rebuilt from the name and fields, else interned or inline */
    int with_text = !text_rebuilt(ev);
    if (with_text && c->text_gen != c->gen) {
        c->text_iid = intern(c, ID_ANNOTATION_NAMES, "text", 4);
        c->text_gen = c->gen;
    }
    uint32_t text_iid = c->text_iid;
    uint32_t text_sval = 0;
    if (with_text && text_interned(ev)) {
        const char *s = ev->text->buf.data + ev->text->lines[0].off;
        size_t n = ev->text->lines[0].len;
        while (n > 0 && s[n - 1] == ' ') n--;
        text_sval = intern(c, ID_STRING_VALUES, s, (uint32_t)n);
    }
    if (nf && c->capannot < nf) {   /* both arrays have capannot entries */
        uint32_t cap = c->capannot;
        if (trc_out_grow((void **)&c->annot, &cap, nf - 1, sizeof *c->annot)) return -1;
        cap = c->capannot;
        if (trc_out_grow((void **)&c->sval, &cap, nf - 1, sizeof *c->sval)) return -1;
        c->capannot = cap;
    }
    size_t max = 256 + c->newi.len + 3 * ev->text->buf.len + ev->text->nlines;
    const char *text = ev->text->buf.data;
    if (nf) field_iids(w, c, ev, mode);
    for (uint32_t i = 0; i < nf; i++) {
        const trc_field *f = &ev->fields[i];
        c->sval[i] = 0;
        /* the text of a text code (A, Z, SWITCH ...: names, paths) is interned */
        if (f->base == 0 && f->len <= SVAL_MAX && (size_t)f->off + f->len <= ev->text->buf.len)
            c->sval[i] = intern(c, ID_STRING_VALUES, text + f->off, f->len);
        max += 3 * (size_t)f->len + 48;
    }
    uint32_t pid64 = pbig ? intern(c, ID_ANNOTATION_NAMES, "pid64", 5) : 0;
    uint32_t tid64 = tbig ? intern(c, ID_ANNOTATION_NAMES, "tid64", 5) : 0;
    uint32_t el = e->elapsed < 0 ? intern(c, ID_ANNOTATION_NAMES, "elapsed_ns", 10) : 0;
    if (c->failed) return -1;
    max += c->newi.len;

    /* the packet */
    uint8_t *p = room(b, max), *pm, *em, *am;
    if (!p) return -1;
    p = packet_open(p, &pm);
    p = event_head(c, p, ts);
    p = trc_pb_open(p, P_TRACK_EVENT, &em);
    memcpy(p, head, headn);
    p += headn;
    p = trc_pb_uint(p, TE_TYPE, type);
    p = trc_pb_uint(p, TE_TRACK_UUID, c->tracks[t].uuid);
    if (with_text) {
        p = trc_pb_open(p, TE_DEBUG_ANNOTATIONS, &am);
        p = trc_pb_uint(p, DA_NAME_IID, text_iid);
        p = text_sval ? trc_pb_uint(p, DA_STRING_IID, text_sval) : text_put(p, DA_STRING, ev);
        p = trc_pb_close(am, p);
    }
    for (uint32_t i = 0; i < nf; i++) {
        const trc_field *f = &ev->fields[i];
        p = trc_pb_open(p, TE_DEBUG_ANNOTATIONS, &am);
        p = trc_pb_uint(p, DA_NAME_IID, c->annot[i]);
        int neg;
        const char *ds;
        uint32_t dn;
        uint64_t v;
        if (c->sval[i])
            p = trc_pb_uint(p, DA_STRING_IID, c->sval[i]);
        else if ((size_t)f->off + f->len <= ev->text->buf.len
            && trc_out_field_num(f, text + f->off, f->len, &neg, &ds, &dn)
            && trc_out_num_value(neg, ds, dn, &v))
            p = trc_pb_uint(p, neg || v <= INT64_MAX ? DA_INT : DA_UINT, v);
        else
            p = str_put(p, DA_STRING, text + f->off, f->len);
        p = trc_pb_close(am, p);
    }
    if (pbig || tbig || el) {
        uint64_t vals[3] = { ev->pid, ev->tid, (uint64_t)e->elapsed };
        uint32_t iids[3] = { pid64, tid64, el };
        for (unsigned k = 0; k < 3; k++) {
            if (!iids[k]) continue;
            p = trc_pb_open(p, TE_DEBUG_ANNOTATIONS, &am);
            p = trc_pb_uint(p, DA_NAME_IID, iids[k]);
            p = trc_pb_uint(p, k < 2 ? DA_UINT : DA_INT, vals[k]);
            p = trc_pb_close(am, p);
        }
    }
    p = trc_pb_close(em, p);
    done(b, trc_pb_close(pm, p));
    c->last_ts = ts;

    if (e->rec->hook == 0x60) {  /* hook 006: the lost-events counter track */
        c->lost += trc_out_lost(e->rec);
        if (!c->lost_uuid) {
            c->lost_uuid = ++c->next_uuid;
            descriptor(c, b, c->lost_uuid, 0, "lost_events", 11, -1, -1, 1);
        }
        p = room(b, 96);
        if (!p) return -1;
        p = packet_open(p, &pm);
        p = event_head(c, p, ts);
        p = trc_pb_open(p, P_TRACK_EVENT, &em);
        p = trc_pb_uint(p, TE_TYPE, TYPE_COUNTER);
        p = trc_pb_uint(p, TE_TRACK_UUID, c->lost_uuid);
        p = trc_pb_uint(p, TE_COUNTER_VALUE, c->lost);
        p = trc_pb_close(em, p);
        done(b, trc_pb_close(pm, p));
    }
    return c->failed ? -1 : 0;
}

static int pf_end(trc_outw *w, trc_buf *b)
{
    pf *c = w->impl;
    for (uint32_t t = 0; t < c->ntracks; t++) {   /* slices still open end at the last time */
        while (c->tracks[t].top != NIL) {
            uint8_t *p = room(b, 64), *pm, *em;
            if (!p) return -1;
            p = packet_open(p, &pm);
            p = event_head(c, p, c->last_ts);
            p = trc_pb_open(p, P_TRACK_EVENT, &em);
            p = trc_pb_uint(p, TE_TYPE, TYPE_SLICE_END);
            p = trc_pb_uint(p, TE_TRACK_UUID, c->tracks[t].uuid);
            p = trc_pb_close(em, p);
            done(b, trc_pb_close(pm, p));
            pop(c, t);
        }
    }
    return c->failed ? -1 : 0;
}

static void pf_free(trc_outw *w)
{
    pf *c = w->impl;
    if (!c) return;
    free(c->slots);
    trc_buf_free(&c->pool);
    trc_buf_free(&c->newi);
    trc_buf_free(&c->name);
    free(c->shapes);
    free(c->annot);
    free(c->sval);
    trc_out_map_free(&c->big);
    trc_out_map_free(&c->procs);
    trc_out_map_free(&c->thrs);
    trc_out_map_free(&c->cpus);
    for (uint32_t i = 0; i < c->ntracks; i++) trc_buf_free(&c->tracks[i].name);
    free(c->tracks);
    free(c->spans);
    free(c);
    w->impl = NULL;
}

const trc_outw_ops trc_outw_perfetto_ops = { pf_begin, pf_event, pf_end, pf_free };
