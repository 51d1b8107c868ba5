/* out_chrome.c -- owns the Chrome Trace Event JSON writer (docs/ref/report.md §5.3): the
 * streamed object with otherData from the header TLVs, instant events, B/E spans from
 * phase() with a stack of open names per (pid, tid), process_name/thread_name metadata
 * when a name is first seen or changes, pid/tid mapping of values above 31 bits, and the
 * lost_events counter after hook 006.  Tables grow once; no allocation per event after;
 * open spans and metadata names are bounded (SPANS_MAX, META_MAX and their bytes). */
#include "report/out_int.h"
#include "common/digits.h"
#include <stdlib.h>
#include <string.h>

#define NIL UINT32_MAX
enum { BIG_BASE = 0x7FFF0000 };
/* Bounds of what the writer keeps (docs/report.md, Chrome; docs/fuzzing.md): open spans
 * and their names (a B past them is written as an instant `NAME (too many open spans)`),
 * and the names of the metadata written (past them the table starts again empty, so a
 * name is written once more when it comes back). */
enum { SPANS_MAX = 1 << 20, SPAN_BYTES_MAX = 64 << 20, META_MAX = 1 << 20,
       META_BYTES_MAX = 64 << 20 };

/* One open B span (a stack node; free nodes are chained through `below`). */
typedef struct span {
    trc_buf name;           /* span name (capacity kept when the node is reused) */
    char cat[8];            /* displayed hook ID of the B record */
    uint32_t below;         /* next node down the stack (or the free list), NIL at the end */
} span;

/* A (pid, tid) pair that opened a span, in order of first appearance. */
typedef struct thr {
    uint32_t pid, tid;      /* Chrome pid and tid */
    uint32_t top;           /* top node of its stack, NIL when empty */
} thr;

/* Writer state. */
typedef struct chrome {
    int first;              /* no event written yet (no separator needed) */
    int64_t last_ns;        /* elapsed ns of the last record written (closing E's) */
    uint64_t lost;          /* cumulative $D1 of the 006 records written */
    trc_out_map big;        /* pid/tid value above 31 bits -> k (0x7FFF0000 + k) */
    uint32_t nbig;          /* values mapped so far */
    trc_out_map meta;       /* metadata key -> index in metanames (pid, or pid:tid | bit 63) */
    trc_buf *metanames;     /* last name written (threads) or seen (processes) per key */
    uint64_t *metakeys;     /* the key of each entry of metanames */
    uint64_t memo_key[2];   /* last metadata key looked up: process (0), thread (1) */
    uint32_t memo_idx[2];   /* its index in metanames */
    uint8_t memo_ok[2];     /* 1 when memo_key/memo_idx hold a look-up */
    uint32_t nmeta, capmeta;/* entries used, allocated */
    size_t meta_bytes;      /* bytes of the names in metanames */
    trc_out_map thrmap;     /* pid:tid -> index in thrs */
    thr *thrs;              /* pairs with spans */
    uint32_t nthrs, capthrs;/* used, allocated */
    span *spans;            /* span node pool */
    uint32_t nspans, capspans; /* used, allocated */
    uint32_t freespan;      /* first free node, NIL when none */
    uint32_t open;          /* spans open (at most SPANS_MAX) */
    size_t span_bytes;      /* bytes of their names (at most SPAN_BYTES_MAX) */
    int failed;             /* out of memory */
} chrome;

/* Grow an array of `size`-byte elements to hold n + 1 (doubling). */
static int grow(void **arr, uint32_t *cap, uint32_t n, size_t size)
{
    if (n < *cap) return 0;
    uint32_t nc = *cap ? *cap * 2 : 16;
    void *p = realloc(*arr, (size_t)nc * size);
    if (!p) return -1;
    memset((char *)p + (size_t)*cap * size, 0, (size_t)(nc - *cap) * size);
    *arr = p;
    *cap = nc;
    return 0;
}

static int chrome_begin(trc_outw *w, trc_buf *b, const trc_loginfo *info)
{
    chrome *c = calloc(1, sizeof *c);
    if (!c) return -1;
    c->first = 1;
    c->freespan = NIL;
    w->impl = c;
    trc_buf_adds(b, "{\"displayTimeUnit\":\"ns\",\"otherData\":{");
    if (info) {
        static const char *const names[] = { "sysname", "nodename", "release", "version",
            "machine", "cmdline", "source", "producer", "buffering", "ipaddr" };
        const char *vals[] = { info->sysname, info->nodename, info->release, info->version,
            info->machine, info->cmdline, info->source, info->producer, info->buffering,
            info->ipaddr };
        int any = 0;
        for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) {
            if (!vals[i]) continue;
            if (any++) trc_buf_addc(b, ',');
            trc_out_json_str(b, names[i], strlen(names[i]));
            trc_buf_addc(b, ':');
            trc_out_json_str(b, vals[i], strlen(vals[i]));
        }
        for (uint32_t i = 0; info->attrs && i < info->nattrs; i++) {
            const char *k = info->attrs[2 * i], *v = info->attrs[2 * i + 1];
            if (any++) trc_buf_addc(b, ',');
            trc_buf_add(b, "\"attr.", 6);
            trc_out_json_chars(b, k, strlen(k));
            trc_buf_add(b, "\":", 2);
            trc_out_json_str(b, v, strlen(v));
        }
    }
    trc_buf_adds(b, "},\"traceEvents\":[");
    return 0;
}

/* Separator before an object. */
static void sep(chrome *c, trc_buf *b)
{
    if (!c->first) trc_buf_add(b, ",\n", 2);
    c->first = 0;
}

/* Chrome id of a pid/tid value: as is when it fits in 31 bits, else 0x7FFF0000 + k. */
static uint32_t map_id(chrome *c, uint64_t v, int *big)
{
    *big = 0;
    if (v <= 0x7FFFFFFF) return (uint32_t)v;
    *big = 1;
    uint32_t k;
    if (!trc_out_map_get(&c->big, v, &k)) {
        k = c->nbig++;
        if (trc_out_map_put(&c->big, v, k)) c->failed = 1;
    }
    return BIG_BASE + k;
}

/* Write one metadata event (`thread`: 0 process_name, 1 thread_name). */
static void meta_put(chrome *c, trc_buf *b, int thread, uint32_t pid, uint32_t tid,
                     const char *name, uint32_t len)
{
    sep(c, b);
    trc_buf_add(b, "{\"ph\":\"M\",\"name\":\"", 18);
    trc_buf_adds(b, thread ? "thread_name" : "process_name");
    trc_buf_add(b, "\",\"pid\":", 8);
    trc_buf_add_u64(b, pid);
    trc_buf_add(b, ",\"tid\":", 7);
    trc_buf_add_u64(b, tid);
    trc_buf_add(b, ",\"ts\":0,\"args\":{\"name\":", 23);
    trc_out_json_str(b, name, len);
    trc_buf_add(b, "}}", 2);
}

/* The process_name of every pid in the table: its last name, once (issue 33: a pid named
 * by its 00A record and then by a template's pidinstall had two). */
static void meta_procs(chrome *c, trc_buf *b)
{
    for (uint32_t k = 0; k < c->nmeta; k++) {
        const trc_buf *m = &c->metanames[k];
        if (c->metakeys[k] >> 63) continue;   /* a thread's */
        meta_put(c, b, 0, (uint32_t)c->metakeys[k], 0, m->data ? m->data : "", (uint32_t)m->len);
    }
}

/* Keep the name of a metadata key (`thread`: 0 process, 1 thread; the last key of each is
 * remembered): a thread_name is written when the name differs from the last one written
 * under the key, a process_name only at the end (meta_procs) or when the table is
 * forgotten. */
static void meta(chrome *c, trc_buf *b, uint64_t key, int thread, uint32_t pid,
                 uint32_t tid, const char *name, uint32_t len)
{
    uint32_t i;
    int found = c->memo_ok[thread] && c->memo_key[thread] == key;
    if (found) i = c->memo_idx[thread];
    else found = trc_out_map_get(&c->meta, key, &i);
    if (found) {
        c->memo_ok[thread] = 1;
        c->memo_key[thread] = key;
        c->memo_idx[thread] = i;
        trc_buf *m = &c->metanames[i];
        if (m->len == len && (len <= 16 ? trc_out_eq16(m->data ? m->data : "", name, len)
                                        : memcmp(m->data, name, len) == 0)) return;
    } else {
        if (c->nmeta >= META_MAX || c->meta_bytes + len > META_BYTES_MAX) {
            /* forget every name written: they are written again when they come back */
            meta_procs(c, b);
            for (uint32_t k = 0; k < c->nmeta; k++) trc_buf_free(&c->metanames[k]);
            trc_out_map_free(&c->meta);
            c->nmeta = 0;
            c->meta_bytes = 0;
            c->memo_ok[0] = c->memo_ok[1] = 0;
        }
        uint32_t cap = c->capmeta;
        if (grow((void **)&c->metanames, &c->capmeta, c->nmeta, sizeof *c->metanames)
            || grow((void **)&c->metakeys, &cap, c->nmeta, sizeof *c->metakeys)
            || trc_out_map_put(&c->meta, key, c->nmeta)) { c->failed = 1; return; }
        c->metakeys[c->nmeta] = key;
        i = c->nmeta++;
    }
    trc_buf *m = &c->metanames[i];
    c->meta_bytes = c->meta_bytes - m->len + len;
    m->len = 0;
    trc_buf_add(m, name, len);
    if (m->failed) c->failed = 1;
    if (thread) meta_put(c, b, thread, pid, tid, name, len);
}

/* The (pid, tid) entry with spans, created on demand; NIL when out of memory. */
static uint32_t thr_get(chrome *c, uint32_t pid, uint32_t tid, int create)
{
    uint64_t key = (uint64_t)pid << 32 | tid;
    uint32_t i;
    if (trc_out_map_get(&c->thrmap, key, &i)) return i;
    if (!create) return NIL;
    if (grow((void **)&c->thrs, &c->capthrs, c->nthrs, sizeof *c->thrs)
        || trc_out_map_put(&c->thrmap, key, c->nthrs)) { c->failed = 1; return NIL; }
    c->thrs[c->nthrs] = (thr){ pid, tid, NIL };
    return c->nthrs++;
}

/* Push a span on a pair's stack. */
static void push(chrome *c, uint32_t t, const char *name, size_t len, const char *cat)
{
    uint32_t s = c->freespan;
    if (s != NIL) c->freespan = c->spans[s].below;
    else {
        if (grow((void **)&c->spans, &c->capspans, c->nspans, sizeof *c->spans)) { c->failed = 1; return; }
        s = c->nspans++;
    }
    span *sp = &c->spans[s];
    sp->name.len = 0;
    trc_buf_add(&sp->name, name, len);
    c->open++;
    c->span_bytes += sp->name.len;
    if (sp->name.failed) c->failed = 1;
    memcpy(sp->cat, cat, sizeof sp->cat);
    sp->below = c->thrs[t].top;
    c->thrs[t].top = s;
}

/* Pop the top span of a pair (must exist). */
static void pop(chrome *c, uint32_t t)
{
    uint32_t s = c->thrs[t].top;
    c->open--;
    c->span_bytes -= c->spans[s].name.len;
    c->thrs[t].top = c->spans[s].below;
    c->spans[s].below = c->freespan;
    c->freespan = s;
}

/* `,"pid":P,"tid":T` at p (room: 40 bytes); returns the end. */
static char *ids_put(char *p, uint32_t pid, uint32_t tid)
{
    memcpy(p, ",\"pid\":", 7);
    p += 7;
    p += trc_put_u64(p, pid);
    memcpy(p, ",\"tid\":", 7);
    p += 7;
    return p + trc_put_u64(p, tid);
}

/* `,"ts":US` at p (room: 40 bytes); returns the end. */
static char *ts_put(char *p, int64_t ns)
{
    memcpy(p, ",\"ts\":", 6);
    p += 6;
    uint64_t a = ns < 0 ? (uint64_t)0 - (uint64_t)ns : (uint64_t)ns;
    if (ns < 0) *p++ = '-';
    p += trc_out_u64(p, a / 1000);
    *p++ = '.';
    trc_put_digits(p, a % 1000, 3);
    return p + 3;
}

/* `,"ts":US,"pid":P,"tid":T` */
static void put_where(trc_buf *b, int64_t ns, uint32_t pid, uint32_t tid)
{
    trc_buf_add(b, ",\"ts\":", 6);
    trc_out_usec3(b, ns);
    trc_buf_add(b, ",\"pid\":", 7);
    trc_buf_add_u64(b, pid);
    trc_buf_add(b, ",\"tid\":", 7);
    trc_buf_add_u64(b, tid);
}

/* Copy a string literal to p and advance p (k is a string literal). */
#define LIT(p, k) do { memcpy(p, k, sizeof k - 1); (p) += sizeof k - 1; } while (0)

/* `NAME[ (unmatched end)]","cat":"ID"` at p (room: TRC_OUT_JSON_MAX(nlen) + 40); returns
 * the end.  unmatched: 1 an E without a B, 2 a B past the open-span bounds. */
static char *name_cat_put(char *p, const char *name, size_t nlen, const trc_out_hookc *hc,
                          int unmatched)
{
    char hookname[16];
    if (nlen == 0) {             /* no label: "hook ID" */
        memcpy(hookname, "hook ", 5);
        memcpy(hookname + 5, hc->id, 8);
        name = hookname;
        nlen = 5 + hc->idlen;
    }
    p = trc_out_json_put(p, name, nlen, name + nlen);
    if (unmatched == 1) LIT(p, " (unmatched end)");
    if (unmatched == 2) LIT(p, " (too many open spans)");
    LIT(p, "\",\"cat\":\"");
    memcpy(p, hc->id, 8);
    p += hc->idlen;
    *p++ = '"';
    return p;
}

/* Fixed bytes of an event object besides its strings (keys, four numbers, pid64/tid64,
 * the cached name and cat of TRC_OUT_HOOKC_ROOM bytes, pid/tid of TRC_OUT_WHOC_ROOM). */
enum { CHROME_FIXED = 512 };

static int chrome_event(trc_outw *w, trc_buf *b, const trc_out_event *e)
{
    chrome *c = w->impl;
    const trc_event *ev = e->ev;
    int is_lost = e->rec->hook == 0x60;
    int fresh;
    trc_out_hookc *hc = trc_out_hookc_get(w, e, &fresh);
    if (!hc) return -1;
    if (fresh) {                 /* `LABEL","cat":"ID"` (or `hook ID`) once, when it fits */
        char tmp[48 + TRC_OUT_JSON_MAX(40)];
        if (ev->label_len <= 40) {
            size_t n = (size_t)(name_cat_put(tmp, ev->label, ev->label_len, hc, 0) - tmp);
            if (n <= sizeof hc->text) { memcpy(hc->text, tmp, n); hc->len = (uint32_t)n; }
        }
    }
    int pbig = 0, tbig = 0;
    uint32_t pid = ev->pid_known ? map_id(c, ev->pid, &pbig) : 0;
    uint32_t tid = ev->tid_known ? map_id(c, ev->tid, &tbig) : 0;
    uint32_t len = 0;
    const char *pname = trc_out_procname(e, &len);
    if (pname) meta(c, b, pid, 0, pid, 0, pname, len);
    const char *tname = trc_out_threadname(e, &len);
    if (tname) meta(c, b, (uint64_t)1 << 63 | (uint64_t)pid << 32 | tid, 1, pid, tid, tname, len);

    /* name: phase() name, else the label, else "hook ID" */
    const char *name = ev->label;
    size_t nlen = ev->label_len;
    char hookname[16];
    int named = ev->phase && ev->phase_name;
    if (named) { name = ev->phase_name; nlen = ev->phase_name_len; }
    if (nlen == 0) {
        memcpy(hookname, "hook ", 5);
        memcpy(hookname + 5, hc->id, 8);
        name = hookname;
        nlen = 5 + hc->idlen;
    }
    char ph = ev->phase == 'B' || ev->phase == 'E' ? ev->phase : 'i';
    int unmatched = 0;
    if (ph == 'B' && (c->open >= SPANS_MAX || nlen > SPAN_BYTES_MAX - c->span_bytes)) {
        ph = 'i';
        unmatched = 2;
    } else if (ph == 'B') {
        uint32_t t = thr_get(c, pid, tid, 1);
        if (t != NIL) push(c, t, name, nlen, hc->id);
    } else if (ph == 'E') {
        uint32_t t = thr_get(c, pid, tid, 0);
        if (t != NIL && c->thrs[t].top != NIL) pop(c, t);
        else { ph = 'i'; unmatched = 1; }
    }
    trc_out_fprep fp;
    trc_out_fields_prep(w, ev, TRC_OUT_F_COMMA | TRC_OUT_F_TEXT | (pbig ? TRC_OUT_F_PID64 : 0)
                               | (tbig ? TRC_OUT_F_TID64 : 0), &fp);
    size_t max = CHROME_FIXED + TRC_OUT_JSON_MAX(nlen) + trc_out_text_max(ev) + fp.max;
    if (b->cap - b->len <= max && trc_buf_reserve(b, max + 1)) return -1;
    char *p = b->data + b->len;
    if (!c->first) { p[0] = ','; p[1] = '\n'; p += 2; }
    c->first = 0;
    LIT(p, "{\"ph\":\"");
    *p++ = ph;
    *p++ = '"';
    if (ph == 'i') {
        if (is_lost) LIT(p, ",\"s\":\"g\"");
        else LIT(p, ",\"s\":\"t\"");
    }
    LIT(p, ",\"name\":\"");
    if (hc->len && !named && !unmatched) {
        memcpy(p, hc->text, sizeof hc->text);   /* room is reserved */
        p += hc->len;
    } else {
        p = name_cat_put(p, name, nlen, hc, unmatched);
    }
    p = ts_put(p, e->elapsed);
    int wfresh;
    trc_out_whoc *wc = trc_out_whoc_get(w, 6, 0, pid, tid, &wfresh);
    if (!wc) return -1;
    if (wfresh) wc->len = (uint32_t)(ids_put(wc->text, pid, tid) - wc->text);
    memcpy(p, wc->text, sizeof wc->text);       /* room is reserved */
    p += wc->len;
    LIT(p, ",\"args\":{\"text\":\"");
    int clean;
    p = trc_out_text_json(p, ev, &clean);
    *p++ = '"';
    p = trc_out_fields_put(w, p, ev, &fp, clean);
    if (pbig) { LIT(p, ",\"pid64\":"); p += trc_put_u64(p, ev->pid); }
    if (tbig) { LIT(p, ",\"tid64\":"); p += trc_put_u64(p, ev->tid); }
    p[0] = '}';
    p[1] = '}';
    p[2] = '\0';
    b->len = (size_t)(p + 2 - b->data);
    if (is_lost) {
        c->lost += trc_out_lost(e->rec);
        sep(c, b);
        trc_buf_adds(b, "{\"ph\":\"C\",\"name\":\"lost_events\"");
        put_where(b, e->elapsed, 0, 0);
        trc_buf_add(b, ",\"args\":{\"lost\":", 16);
        trc_buf_add_u64(b, c->lost);
        trc_buf_add(b, "}}", 2);
    }
    c->last_ns = e->elapsed;
    return c->failed ? -1 : 0;
}

static int chrome_end(trc_outw *w, trc_buf *b)
{
    chrome *c = w->impl;
    for (uint32_t t = 0; t < c->nthrs; t++) {
        while (c->thrs[t].top != NIL) {
            span *sp = &c->spans[c->thrs[t].top];
            sep(c, b);
            trc_buf_add(b, "{\"ph\":\"E\",\"name\":", 17);
            trc_out_json_str(b, sp->name.data ? sp->name.data : "", sp->name.len);
            trc_buf_add(b, ",\"cat\":\"", 8);
            trc_buf_adds(b, sp->cat);
            trc_buf_addc(b, '"');
            put_where(b, c->last_ns, c->thrs[t].pid, c->thrs[t].tid);
            trc_buf_add(b, ",\"args\":{}}", 11);
            pop(c, t);
        }
    }
    meta_procs(c, b);
    trc_buf_add(b, "]}\n", 3);
    return c->failed ? -1 : 0;
}

static void chrome_free(trc_outw *w)
{
    chrome *c = w->impl;
    if (!c) return;
    trc_out_map_free(&c->big);
    trc_out_map_free(&c->meta);
    trc_out_map_free(&c->thrmap);
    for (uint32_t i = 0; i < c->nmeta; i++) trc_buf_free(&c->metanames[i]);
    for (uint32_t i = 0; i < c->nspans; i++) trc_buf_free(&c->spans[i].name);
    free(c->metanames);
    free(c->metakeys);
    free(c->thrs);
    free(c->spans);
    free(c);
    w->impl = NULL;
}

const trc_outw_ops trc_outw_chrome_ops = { chrome_begin, chrome_event, chrome_end, chrome_free };
