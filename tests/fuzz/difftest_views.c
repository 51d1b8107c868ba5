/* difftest_views.c -- the differential tester's views of report outputs (tests/fuzz/difftest.h):
 * each turns one output (text report, JSON Lines, CSV) into a normalised text that another
 * output's view must equal -- the text lines, the JSON records' texts, the records' id,
 * label, level, text and fields, the JSON filtered by a --where predicate, the Chrome and
 * Perfetto events.  It reads the project's own JSON Lines, CSV, Chrome JSON and Perfetto
 * packets (docs/ref/report.md §5.1-§5.3, §5.6), nothing more general. */
#include "tests/fuzz/difftest.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- reading JSON Lines -------------------------------------------------------------- */

/* A JSON string at *s (its opening quote), unescaped into a malloc'ed copy; *s past it. */
static char *json_take_str(const char **s, const char *e, size_t *n)
{
    const char *q = *s + 1, *z = q;
    while (z < e && *z != '"') z += *z == '\\' && z + 1 < e ? 2 : 1;   /* its end first */
    char *o = malloc((size_t)(z - q) + 1);   /* (not the rest of the line: a LOOP's 65,536
                                                arguments each took a megabyte, 2 GB) */
    if (!o) abort();
    size_t m = 0;
    while (q < e && *q != '"') {
        if (*q == '\\' && q + 1 < e) {
            q++;
            char c = *q;
            if (c == 'n') c = '\n';
            else if (c == 't') c = '\t';
            else if (c == 'r') c = '\r';
            else if (c == 'b') c = '\b';
            else if (c == 'f') c = '\f';
            else if (c == 'u' && q + 4 < e) {
                unsigned v = 0;
                sscanf(q + 1, "%4x", &v);
                q += 4;
                c = (char)v;   /* the writers escape only control characters so */
            }
            o[m++] = c;
            q++;
            continue;
        }
        o[m++] = *q++;
    }
    o[m] = 0;
    *n = m;
    *s = q < e ? q + 1 : q;
    return o;
}

/* The string value of "key" in the JSON line [s, e), unescaped into *out (malloc'ed,
 * length *n); 0 when absent. */
static int json_str(const char *s, const char *e, const char *key, char **out, size_t *n)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":\"", key);
    const char *k = memmem(s, (size_t)(e - s), pat, strlen(pat));
    if (!k) return 0;
    k += strlen(pat) - 1;   /* the value's opening quote */
    *out = json_take_str(&k, e, n);
    return 1;
}

/* The numeric value of "key" in [s, e): 1 and *v, 0 when null or absent. */
static int json_num(const char *s, const char *e, const char *key, long long *v)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *k = memmem(s, (size_t)(e - s), pat, strlen(pat));
    if (!k) return 0;
    k += strlen(pat);
    if (k >= e || (*k != '-' && (*k < '0' || *k > '9'))) return 0;
    *v = strtoll(k, NULL, 10);
    return 1;
}

/* The raw text of the object value of "key" in [s, e) (brace-matched, strings skipped);
 * 0 when absent. */
static int json_obj(const char *s, const char *e, const char *key, const char **o, size_t *n)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\":{", key);
    const char *k = memmem(s, (size_t)(e - s), pat, strlen(pat));
    if (!k) return 0;
    k += strlen(pat) - 1;
    int depth = 0, str = 0;
    for (const char *c = k; c < e; c++) {
        if (str) {
            if (*c == '\\') c++;
            else if (*c == '"') str = 0;
        } else if (*c == '"') str = 1;
        else if (*c == '{') depth++;
        else if (*c == '}' && --depth == 0) { *o = k; *n = (size_t)(c + 1 - k); return 1; }
    }
    return 0;
}

/* ---- writing a view ------------------------------------------------------------------- */

/* Write [s, e) to f, every byte above 0x7F, and U+FFFD as a whole (JSON's replacement of
 * bytes that are not UTF-8), as '?' (the text report writes the bytes as they are). */
static void put_norm(FILE *f, const char *s, const char *e)
{
    for (const unsigned char *u = (const unsigned char *)s; u < (const unsigned char *)e; u++) {
        if (*u < 0x80) { fputc(*u, f); continue; }
        if (u + 2 < (const unsigned char *)e && u[0] == 0xEF && u[1] == 0xBF && u[2] == 0xBD) u += 2;
        fputc('?', f);
    }
}

/* Write line [s, e) without blanks at either end, normalised, then '\n'. */
static void put_stripped(FILE *f, const char *s, const char *e)
{
    while (s < e && *s == ' ') s++;
    while (e > s && e[-1] == ' ') e--;
    put_norm(f, s, e);
    fputc('\n', f);
}

/* Write [s, s+n) normalised, then a unit separator. */
static void put_unit(FILE *f, const char *s, size_t n)
{
    put_norm(f, s, s + n);
    fputc('\x1f', f);
}

/* What a view writes for one line [s, e) of its input. */
typedef void line_fn(FILE *f, const char *s, const char *e, int arg);

/* The view of buf[0..len): fn called on each line, the result in *out (malloc'ed). */
static void each_line(const char *buf, size_t len, line_fn *fn, int arg, char **out, size_t *n)
{
    FILE *f = open_memstream(out, n);
    if (!f) abort();
    const char *s = buf, *end = buf + len;
    while (s < end) {
        const char *e = memchr(s, '\n', (size_t)(end - s));
        if (!e) e = end;
        fn(f, s, e, arg);
        s = e + 1;
    }
    fclose(f);
}

/* ---- the views ------------------------------------------------------------------------ */

static void line_text(FILE *f, const char *s, const char *e, int arg)
{
    (void)arg;
    put_stripped(f, s, e);
}

void dt_view_text(const char *buf, size_t len, char **out, size_t *n)
{
    each_line(buf, len, line_text, 0, out, n);
}

/* A JSON record's "text" as the text report's lines ("" is one empty line). */
static void line_json_text(FILE *f, const char *s, const char *e, int arg)
{
    (void)arg;
    char *t;
    size_t tn;
    if (!json_str(s, e, "text", &t, &tn)) return;
    for (const char *a = t, *te = t + tn; a <= te;) {
        const char *nl = memchr(a, '\n', (size_t)(te - a));
        if (!nl) nl = te;
        put_stripped(f, a, nl);
        a = nl + 1;
    }
    free(t);
}

void dt_view_json_text(const char *buf, size_t len, char **out, size_t *n)
{
    each_line(buf, len, line_json_text, 0, out, n);
}

/* The fields object o[0..n) with its number values as the strings CSV prints (typed
 * fields, docs/ref/report.md §5.1: JSON writes a decimal field as a number, CSV keeps its
 * text), into a malloc'ed copy (*m bytes). */
static char *fields_as_text(const char *o, size_t n, size_t *m)
{
    char *t = malloc(3 * n + 1);
    if (!t) abort();
    size_t k = 0;
    int str = 0, after_colon = 0;
    for (size_t i = 0; i < n; i++) {
        char c = o[i];
        if (str) {
            t[k++] = c;
            if (c == '\\' && i + 1 < n) t[k++] = o[++i];
            else if (c == '"') str = 0;
            continue;
        }
        if (after_colon && (c == '-' || (c >= '0' && c <= '9'))) {
            t[k++] = '"';
            while (i < n && (o[i] == '-' || (o[i] >= '0' && o[i] <= '9'))) t[k++] = o[i++];
            t[k++] = '"';
            i--;
            after_colon = 0;
            continue;
        }
        if (c == '"') str = 1;
        after_colon = c == ':';
        t[k++] = c;
    }
    *m = k;
    return t;
}

/* Write a JSON record's string values of keys[0..n) and its fields object (inner: only
 * what is between its braces, as Chrome's args are typed too; else with its numbers as
 * CSV's text), each as a unit, then '\n'. */
static void put_record(FILE *f, const char *s, const char *e, const char *const *keys, int n, int inner)
{
    for (int k = 0; k < n; k++) {
        char *t;
        size_t tn;
        if (json_str(s, e, keys[k], &t, &tn)) { put_unit(f, t, tn); free(t); }
        else put_unit(f, "", 0);
    }
    const char *o;
    size_t on;
    if (json_obj(s, e, "fields", &o, &on) && on >= 2) {
        if (inner) put_unit(f, o + 1, on - 2);
        else {
            size_t m;
            char *t = fields_as_text(o, on, &m);
            put_unit(f, t, m);
            free(t);
        }
    }
    else put_unit(f, "", 0);
    fputc('\n', f);
}

/* A JSON record as id, label, level, text, fields. */
static void line_json_rec(FILE *f, const char *s, const char *e, int arg)
{
    (void)arg;
    static const char *const keys[] = { "id", "label", "level", "text" };
    put_record(f, s, e, keys, 4, 0);
}

void dt_view_json_recs(const char *buf, size_t len, char **out, size_t *n)
{
    each_line(buf, len, line_json_rec, 0, out, n);
}

void dt_view_csv_recs(const char *buf, size_t len, char **out, size_t *n)
{
    FILE *f = open_memstream(out, n);
    if (!f) abort();
    const char *s = buf, *end = buf + len;
    while (s < end) {   /* no header line: the runs have -h */
        char *col[12] = { 0 };
        size_t clen[12] = { 0 };
        unsigned k = 0;
        for (;;) {   /* one field */
            char *v = malloc((size_t)(end - s) + 1);
            if (!v) abort();
            size_t m = 0;
            if (s < end && *s == '"') {
                s++;
                while (s < end) {
                    if (*s == '"' && s + 1 < end && s[1] == '"') { v[m++] = '"'; s += 2; }
                    else if (*s == '"') { s++; break; }
                    else v[m++] = *s++;
                }
            }
            while (s < end && *s != ',' && *s != '\n') v[m++] = *s++;
            v[m] = 0;
            if (k < 12) { col[k] = v; clen[k] = m; } else free(v);
            k++;
            if (s < end && *s == ',') { s++; continue; }
            if (s < end) s++;   /* the record's \n */
            break;
        }
        static const unsigned order[] = { 0, 9, 8, 10, 11 };   /* id label level text fields */
        for (unsigned i = 0; i < 5; i++) put_unit(f, col[order[i]] ? col[order[i]] : "", clen[order[i]]);
        fputc('\n', f);
        for (unsigned i = 0; i < 12; i++) free(col[i]);
    }
    fclose(f);
}

/* A JSON record as the chrome view writes it: id, text, the fields object's inside. */
static void line_json_ev(FILE *f, const char *s, const char *e, int arg)
{
    (void)arg;
    static const char *const keys[] = { "id", "text" };
    put_record(f, s, e, keys, 2, 1);
}

void dt_view_json_events(const char *buf, size_t len, char **out, size_t *n)
{
    each_line(buf, len, line_json_ev, 0, out, n);
}

/* A Chrome event line (one per line after the first): a record's event (it has a "cat")
 * as its id, its args' text and the args after the text; metadata and counters nothing. */
static void line_chrome_ev(FILE *f, const char *s, const char *e, int arg)
{
    (void)arg;
    char *id, *t;
    size_t idn, tn;
    const char *o;
    size_t on;
    if (!json_str(s, e, "cat", &id, &idn)) return;
    put_unit(f, id, idn);
    free(id);
    if (json_obj(s, e, "args", &o, &on) && json_str(o, o + on, "text", &t, &tn)) {
        put_unit(f, t, tn);
        free(t);
        /* the args after "text":"...": skip the string, then a comma */
        const char *c = memmem(o, on, "\"text\":\"", 8) + 8, *end = o + on - 1;
        while (c < end && *c != '"') c += *c == '\\' ? 2 : 1;
        c++;
        if (c < end && *c == ',') c++;
        put_unit(f, c, (size_t)(end > c ? end - c : 0));
    } else {
        put_unit(f, "", 0);
        put_unit(f, "", 0);
    }
    fputc('\n', f);
}

void dt_view_chrome_events(const char *buf, size_t len, char **out, size_t *n)
{
    each_line(buf, len, line_chrome_ev, 0, out, n);
}

/* The predicates, and the JSON filter for each (op 0 ==, 1 <, 2 !=, 3 >=; 4: the
 * "fields" object has the key). */
static const struct {
    const char *pred;     /* --where text */
    const char *key;      /* the JSON key it reads */
    int op;               /* its comparison */
    long long v;          /* against this number */
} preds[DT_NPREDS] = {
    { "cpu == 1", "cpu", 0, 1 }, { "pid < 2", "pid", 1, 2 }, { "tid != 101", "tid", 2, 101 },
    { "hd >= 3", "hd", 3, 3 }, { "elapsed_ns < 20000", "elapsed_ns", 1, 20000 },
    { "env == 64", "env", 0, 64 }, { "has(f0)", "f0", 4, 0 }, { "has(g)", "g", 4, 0 },
};

const char *dt_pred(int k) { return preds[k].pred; }

/* A JSON line, when predicate arg (-1: none) holds, without its delta_ns (which depends
 * on what was printed before). */
static void line_json_filter(FILE *f, const char *s, const char *e, int k)
{
    long long v;
    if (k >= 0 && preds[k].op == 4) {
        const char *o;
        size_t on;
        char pat[16];
        snprintf(pat, sizeof pat, "\"%s\":", preds[k].key);
        int has = json_obj(s, e, "fields", &o, &on) && memmem(o, on, pat, strlen(pat)) != NULL;
        if (!has) return;
    } else if (k >= 0) {
        if (!json_num(s, e, preds[k].key, &v)) return;   /* missing: false */
        int keep;
        switch (preds[k].op) {
        case 0: keep = v == preds[k].v; break;
        case 1: keep = v < preds[k].v; break;
        case 2: keep = v != preds[k].v; break;
        default: keep = v >= preds[k].v; break;
        }
        if (!keep) return;
    }
    const char *d = memmem(s, (size_t)(e - s), "\"delta_ns\":", 11);
    const char *c = d ? memchr(d, ',', (size_t)(e - d)) : NULL;
    if (d && c) {
        fwrite(s, 1, (size_t)(d - s), f);
        fwrite(c + 1, 1, (size_t)(e - c - 1), f);
    } else {
        fwrite(s, 1, (size_t)(e - s), f);
    }
    fputc('\n', f);
}

void dt_view_json_where(const char *buf, size_t len, int k, char **out, size_t *n)
{
    each_line(buf, len, line_json_filter, k, out, n);
}

/* ---- Perfetto against Chrome ------------------------------------------------------------ */

/* An event's arguments as `key=value` units after its category, name and text: the text
 * left empty when it is the name and ` KEY=VALUE` per argument (key up to a '#': the
 * Perfetto writer leaves such a text out, docs/ref/report.md §5.6); pid64, tid64 and
 * elapsed_ns left out (how each output carries values past its types). */
typedef struct dt_arg {
    char *k, *v;            /* key and value (a string's bytes, a number's digits) */
    size_t kn, vn;          /* their lengths */
} dt_arg;

/* Append x to the growable array *a of *na entries (*cap allocated). */
static void arg_push(dt_arg **a, size_t *na, size_t *cap, dt_arg x)
{
    if (*na == *cap) {
        *cap = *cap ? 2 * *cap : 16;
        *a = realloc(*a, *cap * sizeof **a);
        if (!*a) abort();
    }
    (*a)[(*na)++] = x;
}

static int extra_key(const dt_arg *a)
{
    return (a->kn == 5 && (!memcmp(a->k, "pid64", 5) || !memcmp(a->k, "tid64", 5)))
           || (a->kn == 10 && !memcmp(a->k, "elapsed_ns", 10));
}

/* Where an event is: its phase, time (ns; elapsed_ns when Perfetto carries a time before
 * the trace's start so), pid and tid (0 when the event has none: a CPU's track). */
typedef struct dt_where {
    char ph;                /* 'i', 'B' or 'E' */
    long long ts;           /* ns */
    unsigned long long pid, tid;
} dt_where;

/* Write one event of the view: cat, name, where, text (see above), then the arguments. */
static void put_event_view(FILE *f, const char *cat, size_t catn, const char *name, size_t namen,
                           const dt_where *w, const char *text, size_t textn, const dt_arg *a,
                           size_t na)
{
    put_unit(f, cat, catn);
    put_unit(f, name, namen);
    long long ts = w->ts;
    for (size_t i = 0; i < na; i++)
        if (a[i].kn == 10 && !memcmp(a[i].k, "elapsed_ns", 10)) ts = strtoll(a[i].v, NULL, 10);
    fprintf(f, "%c %lld %llu %llu\x1f", w->ph, ts, w->pid, w->tid);
    if (text) {   /* rebuilt from the name and the fields: left out */
        char *r;
        size_t rn;
        FILE *g = open_memstream(&r, &rn);
        if (!g) abort();
        fwrite(name, 1, namen, g);
        size_t nf = 0;
        for (size_t i = 0; i < na; i++) {
            if (extra_key(&a[i])) continue;
            const char *h = memchr(a[i].k, '#', a[i].kn);
            fputc(' ', g);
            fwrite(a[i].k, 1, h ? (size_t)(h - a[i].k) : a[i].kn, g);
            fputc('=', g);
            fwrite(a[i].v, 1, a[i].vn, g);
            nf++;
        }
        fclose(g);
        if (nf && namen && rn == textn && !memcmp(r, text, rn)) text = NULL;
        free(r);
    }
    put_unit(f, text ? text : "", text ? textn : 0);
    for (size_t i = 0; i < na; i++) {
        if (extra_key(&a[i])) continue;
        put_norm(f, a[i].k, a[i].k + a[i].kn);
        fputc('=', f);
        put_unit(f, a[i].v, a[i].vn);
    }
    fputc('\n', f);
}

static void chrome_pf_line(FILE *f, const char *s, const char *e, int arg)
{
    (void)arg;
    char *cat, *name;
    size_t catn, namen;
    const char *o;
    size_t on;
    if (!json_str(s, e, "cat", &cat, &catn)) return;   /* metadata, counters */
    if (!json_str(s, e, "name", &name, &namen)) { name = strdup(""); namen = 0; }
    dt_where w = { '?', 0, 0, 0 };
    long long v;
    char *ph;
    size_t phn;
    if (json_str(s, e, "ph", &ph, &phn)) { w.ph = ph[0]; free(ph); }
    if (json_num(s, e, "pid", &v)) w.pid = (unsigned long long)v;
    if (json_num(s, e, "tid", &v)) w.tid = (unsigned long long)v;
    const char *t = memmem(s, (size_t)(e - s), "\"ts\":", 5);
    if (t) {   /* microseconds with three decimals */
        t += 5;
        int neg = *t == '-';
        char *dot;
        long long us = strtoll(t + neg, &dot, 10), ns = 0;
        if (*dot == '.') ns = strtoll(dot + 1, NULL, 10);
        w.ts = (neg ? -1 : 1) * (us * 1000 + ns);
    }
    dt_arg *a = NULL;   /* every argument (a LOOP can write thousands of fields) */
    size_t acap = 0;
    size_t na = 0;
    char *text = NULL;
    size_t textn = 0;
    if (json_obj(s, e, "args", &o, &on)) {
        const char *c = o + 1, *end = o + on - 1;
        while (c < end) {
            if (*c != '"') { c++; continue; }
            dt_arg x;
            x.k = json_take_str(&c, end, &x.kn);
            if (c < end && *c == ':') c++;
            if (c < end && *c == '"') x.v = json_take_str(&c, end, &x.vn);
            else {
                const char *t = c;
                while (c < end && *c != ',') c++;
                x.vn = (size_t)(c - t);
                x.v = strndup(t, x.vn);
            }
            if (c < end && *c == ',') c++;
            if (!text && x.kn == 4 && !memcmp(x.k, "text", 4)) { text = x.v; textn = x.vn; free(x.k); }
            else arg_push(&a, &na, &acap, x);
        }
    }
    put_event_view(f, cat, catn, name, namen, &w, text ? text : "", textn, a, na);
    for (size_t i = 0; i < na; i++) { free(a[i].k); free(a[i].v); }
    free(a);
    free(text);
    free(cat);
    free(name);
}

void dt_view_chrome_pf(const char *buf, size_t len, char **out, size_t *n)
{
    each_line(buf, len, chrome_pf_line, 0, out, n);
}

/* Protobuf wire reading: the next field of [*p, e) -- its number, wire type, varint
 * value or length-delimited bytes; 0 at the end or on bad bytes. */
static int pb_varint(const uint8_t **p, const uint8_t *e, uint64_t *v)
{
    uint64_t x = 0;
    for (unsigned sh = 0; *p < e && sh < 64; sh += 7) {
        uint8_t b = *(*p)++;
        x |= (uint64_t)(b & 0x7F) << sh;
        if (!(b & 0x80)) { *v = x; return 1; }
    }
    return 0;
}

static int pb_field(const uint8_t **p, const uint8_t *e, uint32_t *fno, uint64_t *v,
                    const uint8_t **ld, size_t *ldn)
{
    uint64_t key;
    if (*p >= e || !pb_varint(p, e, &key)) return 0;
    *fno = (uint32_t)(key >> 3);
    *ld = NULL;
    switch (key & 7) {
    case 0: return pb_varint(p, e, v);
    case 1: if (e - *p < 8) return 0; memcpy(v, *p, 8); *p += 8; return 1;
    case 5: { uint32_t w; if (e - *p < 4) return 0; memcpy(&w, *p, 4); *v = w; *p += 4; return 1; }
    case 2:
        if (!pb_varint(p, e, v) || *v > (uint64_t)(e - *p)) return 0;
        *ld = *p;
        *ldn = (size_t)*v;
        *p += *v;
        return 1;
    default: return 0;
    }
}

/* Interned strings of one kind, by iid. */
typedef struct pf_tab {
    char **s;               /* the string of each iid (NULL: none) */
    size_t *n;              /* its length */
    size_t cap;             /* entries */
} pf_tab;

static void pf_tab_put(pf_tab *t, uint64_t iid, const uint8_t *s, size_t n)
{
    if (iid > (1u << 20)) return;
    if (iid >= t->cap) {
        size_t cap = (size_t)iid * 2 + 16;
        t->s = realloc(t->s, cap * sizeof *t->s);
        t->n = realloc(t->n, cap * sizeof *t->n);
        if (!t->s || !t->n) abort();
        memset(t->s + t->cap, 0, (cap - t->cap) * sizeof *t->s);
        t->cap = cap;
    }
    free(t->s[iid]);
    t->s[iid] = strndup((const char *)s, n);
    t->n[iid] = n;
}

static const char *pf_tab_get(const pf_tab *t, uint64_t iid, size_t *n)
{
    if (iid >= t->cap || !t->s[iid]) { *n = 3; return "???"; }
    *n = t->n[iid];
    return t->s[iid];
}

void dt_view_perfetto(const char *buf, size_t len, char **out, size_t *n)
{
    FILE *f = open_memstream(out, n);
    if (!f) abort();
    pf_tab tab[4] = { { 0 } };   /* categories, event names, annotation names, string values */
    struct { uint64_t uuid, pid, tid; } *tr = NULL;   /* the tracks: thread (pid, tid), process (pid, 0), other (0, 0) */
    size_t ntr = 0;
    const uint8_t *p = (const uint8_t *)buf, *e = p + len, *pk;
    uint32_t fno;
    uint64_t v;
    size_t pkn;
    while (pb_field(&p, e, &fno, &v, &pk, &pkn)) {
        if (fno != 1 || !pk) continue;   /* Trace.packet */
        const uint8_t *q = pk, *qe = pk + pkn, *te = NULL, *ld;
        size_t ten = 0, ldn;
        uint64_t ts = 0;
        while (pb_field(&q, qe, &fno, &v, &ld, &ldn)) {
            if (fno == 8 && !ld) ts = v;
            if (fno == 60 && ld) {   /* a track descriptor: uuid, process or thread */
                const uint8_t *x = ld, *xe = ld + ldn, *d;
                size_t dn;
                uint32_t g;
                uint64_t uuid = 0, pid = 0, tid = 0;
                while (pb_field(&x, xe, &g, &v, &d, &dn)) {
                    if (g == 1 && !d) uuid = v;
                    else if ((g == 3 || g == 4) && d) {
                        const uint8_t *y = d, *ye = d + dn, *z;
                        size_t zn;
                        uint32_t h;
                        while (pb_field(&y, ye, &h, &v, &z, &zn)) {
                            if (h == 1 && !z) pid = v;
                            else if (h == 2 && !z && g == 4) tid = v;
                        }
                    }
                }
                size_t i = 0;
                while (i < ntr && tr[i].uuid != uuid) i++;
                if (i == ntr) {
                    tr = realloc(tr, (ntr + 1) * sizeof *tr);
                    if (!tr) abort();
                    ntr++;
                }
                tr[i].uuid = uuid;
                tr[i].pid = pid;
                tr[i].tid = tid;
            }
            if (fno == 12 && ld) {   /* interned_data */
                const uint8_t *r = ld, *re = ld + ldn, *ent;
                size_t entn;
                uint32_t kind;
                while (pb_field(&r, re, &kind, &v, &ent, &entn)) {
                    int k = kind == 1 ? 0 : kind == 2 ? 1 : kind == 3 ? 2 : kind == 29 ? 3 : -1;
                    if (k < 0 || !ent) continue;
                    const uint8_t *x = ent, *xe = ent + entn, *str = NULL;
                    size_t strn = 0;
                    uint64_t iid = 0;
                    uint32_t g;
                    while (pb_field(&x, xe, &g, &v, &ld, &ldn)) {
                        if (g == 1 && !ld) iid = v;
                        else if (g == 2 && ld) { str = ld; strn = ldn; }
                    }
                    if (str) pf_tab_put(&tab[k], iid, str, strn);
                }
            } else if (fno == 11 && ld) {
                te = ld;
                ten = ldn;
            }
        }
        if (!te) continue;
        const uint8_t *r = te, *re = te + ten;
        uint64_t cat = 0, name = 0, type = 0, track = 0;
        int named = 0;
        dt_arg *a = NULL;   /* every argument (a LOOP can write thousands of fields) */
    size_t acap = 0;
        size_t na = 0;
        const char *text = NULL;
        size_t textn = 0;
        while (pb_field(&r, re, &fno, &v, &ld, &ldn)) {
            if (fno == 3 && !ld) cat = v;
            else if (fno == 10 && !ld) { name = v; named = 1; }
            else if (fno == 9 && !ld) type = v;
            else if (fno == 11 && !ld) track = v;
            else if (fno == 4 && ld) {   /* a debug annotation */
                const uint8_t *x = ld, *xe = ld + ldn, *sv;
                size_t svn;
                uint32_t g;
                dt_arg y = { NULL, NULL, 0, 0 };
                char num[32];
                const char *val = "", *key = "";
                size_t valn = 0, keyn = 0;
                while (pb_field(&x, xe, &g, &v, &sv, &svn)) {
                    if (g == 1 && !sv) key = pf_tab_get(&tab[2], v, &keyn);
                    else if (g == 3 && !sv) { valn = (size_t)snprintf(num, sizeof num, "%llu", (unsigned long long)v); val = num; }
                    else if (g == 4 && !sv) { valn = (size_t)snprintf(num, sizeof num, "%lld", (long long)v); val = num; }
                    else if (g == 6 && sv) { val = (const char *)sv; valn = svn; }
                    else if (g == 17 && !sv) val = pf_tab_get(&tab[3], v, &valn);
                }
                y.k = strndup(key, keyn);
                y.kn = keyn;
                y.v = malloc(valn + 1);
                if (!y.k || !y.v) abort();
                memcpy(y.v, val, valn);
                y.v[valn] = 0;
                y.vn = valn;
                if (!text && keyn == 4 && !memcmp(key, "text", 4)) { text = y.v; textn = y.vn; free(y.k); }
                else arg_push(&a, &na, &acap, y);
            }
        }
        if (named && type != 4) {   /* a record's event (a counter has no name) */
            size_t cn, nn;
            const char *cs = pf_tab_get(&tab[0], cat, &cn), *ns = pf_tab_get(&tab[1], name, &nn);
            dt_where w = { type == 1 ? 'B' : type == 2 ? 'E' : type == 3 ? 'i' : '?', (long long)ts, 0, 0 };
            for (size_t i = 0; i < ntr; i++)
                if (tr[i].uuid == track) { w.pid = tr[i].pid; w.tid = tr[i].tid; }
            put_event_view(f, cs, cn, ns, nn, &w, text ? text : "", textn, a, na);
        }
        for (size_t i = 0; i < na; i++) { free(a[i].k); free(a[i].v); }
        free(a);
        free((char *)text);
    }
    free(tr);
    for (int k = 0; k < 4; k++) {
        for (size_t i = 0; i < tab[k].cap; i++) free(tab[k].s[i]);
        free(tab[k].s);
        free(tab[k].n);
    }
    fclose(f);
}
