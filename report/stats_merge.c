/* stats_merge.c -- owns `trcrpt --stats-merge` (docs/ref/report.md §5.5): reading the
 * stats JSON Lines of other runs back into a run's tables, exactly as if this run had
 * counted their events -- counts, unmatched counts and histogram buckets add up, min,
 * max, first and last combine; spans never pair across inputs.  A small strict JSON
 * reader for one object per line (strings, numbers, null, true/false, the hist array);
 * every error names the input, line and column. */
#include "common/hookid.h"
#include "report/out_int.h"
#include "report/stats_int.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { MAXKEYS = 40, MAXPAIRS = 8192 };

/* Kinds of a JSON value. */
enum { J_STR, J_INT, J_FLOAT, J_NULL, J_BOOL, J_HIST };

/* One member of the object on a line. */
typedef struct jval {
    const char *key;       /* key (in the line's string store) */
    int kind;              /* J_* */
    const char *s;         /* J_STR: the decoded bytes (string store) */
    uint32_t n;            /* their count */
    int neg;               /* J_INT: negative */
    uint64_t u;            /* J_INT: magnitude */
    uint32_t col;          /* column of the value (1-based), for messages */
    uint32_t hoff, hn;     /* J_HIST: its pairs in the reader's pair store */
} jval;

/* The reader of one input. */
typedef struct jr {
    trc_stats *s;          /* tables merged into */
    const char *name;      /* input name for messages */
    const char *p, *line, *end; /* position, start of the line, end of the line */
    uint64_t lineno;       /* line number (1-based) */
    trc_buf str;           /* decoded strings of the line */
    jval v[MAXKEYS];       /* members of the line's object */
    unsigned nv;           /* their count */
    uint64_t (*pairs)[2];  /* hist pairs of the line (realloc) */
    uint32_t npairs, cappairs; /* used, allocated */
    int skipping;          /* inside an interval block (rows not counted) */
    int seen_head;         /* the schema line was read */
    int nomem;             /* out of memory */
    char msg[200];         /* the error message */
    uint32_t errcol;       /* its column */
} jr;

/* Set the error at column of q (first one wins); returns -1. */
static int fail(jr *r, const char *q, const char *fmt, const char *a)
{
    if (!r->msg[0]) {
        snprintf(r->msg, sizeof r->msg, fmt, a ? a : "");
        r->errcol = (uint32_t)(q - r->line) + 1;
    }
    return -1;
}

static void ws(jr *r) { while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\r')) r->p++; }

/* UTF-8 of code point c into r->str. */
static void put_utf8(trc_buf *b, uint32_t c)
{
    if (c < 0x80) trc_buf_addc(b, (int)c);
    else if (c < 0x800) { trc_buf_addc(b, 0xC0 | (c >> 6)); trc_buf_addc(b, 0x80 | (c & 63)); }
    else if (c < 0x10000) { trc_buf_addc(b, 0xE0 | (c >> 12)); trc_buf_addc(b, 0x80 | ((c >> 6) & 63)); trc_buf_addc(b, 0x80 | (c & 63)); }
    else { trc_buf_addc(b, 0xF0 | (c >> 18)); trc_buf_addc(b, 0x80 | ((c >> 12) & 63)); trc_buf_addc(b, 0x80 | ((c >> 6) & 63)); trc_buf_addc(b, 0x80 | (c & 63)); }
}

/* Four hex digits at p into *c; 0 or -1. */
static int hex4(const char *p, const char *end, uint32_t *c)
{
    if (end - p < 4) return -1;
    *c = 0;
    for (int i = 0; i < 4; i++) {
        int d = p[i] >= '0' && p[i] <= '9' ? p[i] - '0' : p[i] >= 'a' && p[i] <= 'f' ? p[i] - 'a' + 10
              : p[i] >= 'A' && p[i] <= 'F' ? p[i] - 'A' + 10 : -1;
        if (d < 0) return -1;
        *c = *c << 4 | (uint32_t)d;
    }
    return 0;
}

/* A string at r->p (at its quote): its offset and length in r->str. */
static int jstring(jr *r, uint32_t *off, uint32_t *n)
{
    const char *q = r->p++;
    *off = (uint32_t)r->str.len;
    for (;;) {
        if (r->p >= r->end) return fail(r, q, "unterminated string%s", NULL);
        unsigned char c = (unsigned char)*r->p++;
        if (c == '"') break;
        if (c < 0x20) return fail(r, r->p - 1, "control character in a string%s", NULL);
        if (c >= 0x80) {   /* invalid UTF-8 becomes U+FFFD here, as the writers print it
                              (trc_out_utf8_len), so that names sort as they are printed */
            const unsigned char *u = (const unsigned char *)r->p - 1;
            size_t k = trc_out_utf8_len(u, (size_t)((const unsigned char *)r->end - u));
            if (k == 0) { trc_buf_add(&r->str, "\xEF\xBF\xBD", 3); continue; }
            trc_buf_add(&r->str, (const char *)u, k);
            r->p += k - 1;
            continue;
        }
        if (c != '\\') { trc_buf_addc(&r->str, c); continue; }
        if (r->p >= r->end) return fail(r, q, "unterminated string%s", NULL);
        char e = *r->p++;
        const char *from = strchr("\"\\/bfnrt", e);
        if (from && e) { trc_buf_addc(&r->str, "\"\\/\b\f\n\r\t"[from - "\"\\/bfnrt"]); continue; }
        uint32_t cp, lo;
        if (e != 'u' || hex4(r->p, r->end, &cp)) return fail(r, r->p - 2, "bad escape in a string%s", NULL);
        r->p += 4;
        if (cp >= 0xD800 && cp < 0xDC00 && r->end - r->p >= 6 && r->p[0] == '\\' && r->p[1] == 'u' &&
            hex4(r->p + 2, r->end, &lo) == 0 && lo >= 0xDC00 && lo < 0xE000) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            r->p += 6;
        } else if (cp >= 0xD800 && cp < 0xE000) cp = 0xFFFD;
        put_utf8(&r->str, cp);
    }
    *n = (uint32_t)(r->str.len - *off);
    return 0;
}

/* A number at r->p into v (J_INT when it has no fraction or exponent). */
static int jnumber(jr *r, jval *v)
{
    const char *q = r->p;
    v->neg = r->p < r->end && *r->p == '-';   /* a hist pair's number may be at the end */
    if (v->neg) r->p++;
    if (r->p >= r->end || *r->p < '0' || *r->p > '9') return fail(r, q, "bad number%s", NULL);
    uint64_t u = 0;
    int over = 0;
    while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
        if (u > (UINT64_MAX - 9) / 10) over = 1;
        u = u * 10 + (uint64_t)(*r->p++ - '0');
    }
    v->kind = J_INT;
    if (r->p < r->end && *r->p == '.') {
        v->kind = J_FLOAT;
        r->p++;
        if (r->p >= r->end || *r->p < '0' || *r->p > '9') return fail(r, q, "bad number%s", NULL);
        while (r->p < r->end && *r->p >= '0' && *r->p <= '9') r->p++;
    }
    if (r->p < r->end && (*r->p == 'e' || *r->p == 'E')) {
        v->kind = J_FLOAT;
        r->p++;
        if (r->p < r->end && (*r->p == '+' || *r->p == '-')) r->p++;
        if (r->p >= r->end || *r->p < '0' || *r->p > '9') return fail(r, q, "bad number%s", NULL);
        while (r->p < r->end && *r->p >= '0' && *r->p <= '9') r->p++;
    }
    if (v->kind == J_INT && over) return fail(r, q, "number out of range%s", NULL);
    v->u = u;
    return 0;
}

/* One non-negative integer at r->p (in a hist pair). */
static int jcount(jr *r, uint64_t *u)
{
    jval v;
    const char *q = r->p;
    if (jnumber(r, &v)) return -1;
    if (v.kind != J_INT || v.neg) return fail(r, q, "hist: expected a non-negative integer%s", NULL);
    *u = v.u;
    return 0;
}

/* The hist array [[upper, count], ...] at r->p into the pair store. */
static int jhist(jr *r, jval *v)
{
    r->p++;
    v->kind = J_HIST;
    v->hoff = r->npairs;
    ws(r);
    if (r->p < r->end && *r->p == ']') { r->p++; v->hn = 0; return 0; }
    for (;;) {
        ws(r);
        if (r->p >= r->end || *r->p != '[') return fail(r, r->p, "hist: expected [upper_ns, count]%s", NULL);
        r->p++;
        ws(r);
        uint64_t up, n;
        if (jcount(r, &up)) return -1;
        ws(r);
        if (r->p >= r->end || *r->p != ',') return fail(r, r->p, "hist: expected ','%s", NULL);
        r->p++;
        ws(r);
        if (jcount(r, &n)) return -1;
        ws(r);
        if (r->p >= r->end || *r->p != ']') return fail(r, r->p, "hist: expected ']'%s", NULL);
        r->p++;
        if (r->npairs >= MAXPAIRS) return fail(r, r->p, "hist: too many buckets%s", NULL);
        if (r->npairs == r->cappairs) {
            uint32_t nc = r->cappairs ? 2 * r->cappairs : 64;
            void *np = realloc(r->pairs, (size_t)nc * sizeof *r->pairs);
            if (!np) { r->nomem = 1; return -1; }
            r->pairs = np;
            r->cappairs = nc;
        }
        r->pairs[r->npairs][0] = up;
        r->pairs[r->npairs][1] = n;
        r->npairs++;
        ws(r);
        if (r->p < r->end && *r->p == ',') { r->p++; continue; }
        if (r->p < r->end && *r->p == ']') { r->p++; break; }
        return fail(r, r->p, "hist: expected ',' or ']'%s", NULL);
    }
    v->hn = r->npairs - v->hoff;
    return 0;
}

/* Parse the object of the line [r->line, r->end) into r->v. */
static int jobject(jr *r)
{
    r->nv = 0;
    r->npairs = 0;
    r->str.len = 0;
    uint32_t koff[MAXKEYS], klen[MAXKEYS], soff[MAXKEYS];
    ws(r);
    if (r->p >= r->end || *r->p != '{') return fail(r, r->p, "expected a JSON object ('{')%s", NULL);
    r->p++;
    ws(r);
    if (r->p < r->end && *r->p == '}') { r->p++; goto done; }
    for (;;) {
        ws(r);
        if (r->p >= r->end || *r->p != '"') return fail(r, r->p, "expected a key string%s", NULL);
        if (r->nv == MAXKEYS) return fail(r, r->p, "too many keys in one object%s", NULL);
        jval *v = &r->v[r->nv];
        memset(v, 0, sizeof *v);
        if (jstring(r, &koff[r->nv], &klen[r->nv])) return -1;
        trc_buf_addc(&r->str, '\0');
        ws(r);
        if (r->p >= r->end || *r->p != ':') return fail(r, r->p, "expected ':'%s", NULL);
        r->p++;
        ws(r);
        v->col = (uint32_t)(r->p - r->line) + 1;
        if (r->p >= r->end) return fail(r, r->p, "expected a value%s", NULL);
        char c = *r->p;
        if (c == '"') {
            v->kind = J_STR;
            if (jstring(r, &soff[r->nv], &v->n)) return -1;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            if (jnumber(r, v)) return -1;
        } else if (c == '[') {
            if (jhist(r, v)) return -1;
        } else if (r->end - r->p >= 4 && memcmp(r->p, "null", 4) == 0) { v->kind = J_NULL; r->p += 4; }
        else if (r->end - r->p >= 4 && memcmp(r->p, "true", 4) == 0) { v->kind = J_BOOL; r->p += 4; }
        else if (r->end - r->p >= 5 && memcmp(r->p, "false", 5) == 0) { v->kind = J_BOOL; r->p += 5; }
        else return fail(r, r->p, "expected a value%s", NULL);
        r->nv++;
        ws(r);
        if (r->p < r->end && *r->p == ',') { r->p++; continue; }
        if (r->p < r->end && *r->p == '}') { r->p++; break; }
        return fail(r, r->p, "expected ',' or '}'%s", NULL);
    }
done:
    ws(r);
    if (r->p != r->end) return fail(r, r->p, "text after the object%s", NULL);
    if (r->str.failed) { r->nomem = 1; return -1; }
    for (unsigned i = 0; i < r->nv; i++) {   /* the store no longer moves */
        r->v[i].key = r->str.data + koff[i];
        if (r->v[i].kind == J_STR) r->v[i].s = r->str.data + soff[i];
        for (unsigned j = 0; j < i; j++)
            if (strcmp(r->v[j].key, r->v[i].key) == 0) return fail(r, r->line + r->v[i].col - 1, "key \"%s\" given twice", r->v[i].key);
    }
    return 0;
}

/* ---- rows ----------------------------------------------------------------------------- */

/* Member `key`, or NULL. */
static const jval *get(const jr *r, const char *key)
{
    for (unsigned i = 0; i < r->nv; i++) if (strcmp(r->v[i].key, key) == 0) return &r->v[i];
    return NULL;
}

/* Column pointer of a member (for messages). */
static const char *at(const jr *r, const jval *v) { return v ? r->line + v->col - 1 : r->line; }

/* A required integer member in [lo, hi] (signed) into *out. */
static int need_int(jr *r, const char *key, int64_t lo, uint64_t hi, int64_t *out, uint64_t *uout)
{
    const jval *v = get(r, key);
    if (!v) return fail(r, r->line, "missing key \"%s\"", key);
    if (v->kind != J_INT) return fail(r, at(r, v), "\"%s\": expected an integer", key);
    if (v->neg ? (lo >= 0 || v->u > (uint64_t)INT64_MAX + 1 || -(int64_t)(v->u - 1) - 1 < lo) : v->u > hi)
        return fail(r, at(r, v), "\"%s\": out of range", key);
    if (out) *out = v->neg ? -(int64_t)(v->u - 1) - 1 : (int64_t)v->u;
    if (uout) *uout = v->u;
    return 0;
}

/* The group member into s->gb: "" when the schema line had "by":null. */
static int group(jr *r, int grouped)
{
    trc_buf *g = &r->s->gb;
    const jval *v = get(r, "group");
    g->len = 0;
    if (!grouped) {
        if (v && v->kind != J_NULL) return fail(r, at(r, v), "\"group\": the schema line says the run was not grouped (\"by\":null)%s", NULL);
        return 0;
    }
    if (!v) return fail(r, r->line, "missing key \"group\"%s", NULL);
    if (v->kind == J_NULL) trc_buf_addc(g, GV_NONE);
    else if (v->kind == J_STR && v->n == 7 && memcmp(v->s, "(other)", 7) == 0) trc_buf_addc(g, GV_OTHER);
    else if (v->kind == J_STR) trc_stats_gv_str(g, v->s, v->n);
    else if (v->kind == J_INT && (v->neg ? v->u <= (uint64_t)INT64_MAX + 1 : v->u <= INT64_MAX))
        trc_stats_gv_num(g, v->neg ? -(int64_t)(v->u - 1) - 1 : (int64_t)v->u);
    else return fail(r, at(r, v), "\"group\": expected a string, an integer or null%s", NULL);
    return 0;
}

/* An optional string member (NULL when null), else an error. */
static int opt_str(jr *r, const char *key, const jval **out)
{
    const jval *v = get(r, key);
    if (!v) return fail(r, r->line, "missing key \"%s\"", key);
    if (v->kind != J_STR && v->kind != J_NULL) return fail(r, at(r, v), "\"%s\": expected a string or null", key);
    *out = v->kind == J_STR ? v : NULL;
    return 0;
}

/* Combine first/last of a row with a line's. */
static void first_last(srow *w, int fresh, int64_t first, int64_t last)
{
    if (fresh || first < w->first) w->first = first;
    if (fresh || last > w->last) w->last = last;
}

static int row_hooks(jr *r, int grouped)
{
    trc_stats *s = r->s;
    const jval *id = get(r, "id"), *label;
    int64_t first, last;
    uint64_t count;
    uint32_t hook;
    if (!id || id->kind != J_STR) return fail(r, at(r, id), "\"id\": expected a hook ID string%s", NULL);
    if (id->n == 7 && memcmp(id->s, "(other)", 7) == 0) hook = UINT32_MAX;
    else if (trc_hook_parse(id->s, id->n, &hook)) return fail(r, at(r, id), "\"id\": not a hook ID (3 to 5 hex digits)%s", NULL);
    if (group(r, grouped) || opt_str(r, "label", &label) || need_int(r, "count", 0, UINT64_MAX, NULL, &count) ||
        need_int(r, "first_ns", INT64_MIN, INT64_MAX, &first, NULL) || need_int(r, "last_ns", INT64_MIN, INT64_MAX, &last, NULL))
        return -1;
    trc_stats_hook_key(&s->kb, hook, s->gb.data, (uint32_t)s->gb.len);
    int fresh;
    srow *w = s->kb.failed ? NULL : trc_stats_row(s, T_HOOKS, s->kb.data, (uint32_t)s->kb.len, (uint32_t)s->gb.len, &fresh);
    if (!w) { r->nomem = 1; return -1; }
    if (fresh) w->hook = hook;
    if (!w->has_name && w->hook != UINT32_MAX && label && label->n && trc_stats_set_name(w, label->s, label->n)) { r->nomem = 1; return -1; }
    w->count += count;
    first_last(w, fresh, first, last);
    return 0;
}

static int row_procs(jr *r)
{
    trc_stats *s = r->s;
    const jval *pv = get(r, "pid"), *tv = get(r, "tid"), *proc;
    int64_t first, last;
    uint64_t count, pid = TRC_PID_UNKNOWN, tid = TRC_TID_UNKNOWN;
    if (pv && pv->kind != J_NULL && need_int(r, "pid", 0, UINT32_MAX - 1, NULL, &pid)) return -1;
    if (tv && tv->kind != J_NULL && need_int(r, "tid", 0, UINT64_MAX - 1, NULL, &tid)) return -1;
    if (!pv || !tv) return fail(r, r->line, "missing key \"%s\"", !pv ? "pid" : "tid");
    if (opt_str(r, "process", &proc) || need_int(r, "count", 0, UINT64_MAX, NULL, &count) ||
        need_int(r, "first_ns", INT64_MIN, INT64_MAX, &first, NULL) || need_int(r, "last_ns", INT64_MIN, INT64_MAX, &last, NULL))
        return -1;
    int other = pid == TRC_PID_UNKNOWN && tid == TRC_TID_UNKNOWN && proc && proc->n == 7 && memcmp(proc->s, "(other)", 7) == 0;
    trc_stats_proc_key(&s->kb, other, (uint32_t)pid, tid);
    int fresh;
    srow *w = s->kb.failed ? NULL : trc_stats_row(s, T_PROCS, s->kb.data, (uint32_t)s->kb.len, 0, &fresh);
    if (!w) { r->nomem = 1; return -1; }
    if (fresh && !w->other) { w->other = (uint8_t)other; w->pid = (uint32_t)pid; w->tid = tid; }
    /* the name of the latest event, null too (a later input wins a tie) */
    if (!w->other && (fresh || last >= w->name_at)) {
        if (!proc) w->has_name = 0;
        else if (trc_stats_set_name(w, proc->s, proc->n)) { r->nomem = 1; return -1; }
        w->name_at = last;
    }
    w->count += count;
    first_last(w, fresh, first, last);
    return 0;
}

static int row_spans(jr *r, int grouped)
{
    trc_stats *s = r->s;
    const jval *name = get(r, "span"), *hist = get(r, "hist"), *mn = get(r, "min_ns"), *mx = get(r, "max_ns");
    uint64_t count, us, ue, total, vmin = 0, vmax = 0;
    if (!name || name->kind != J_STR) return fail(r, at(r, name), "\"span\": expected a string%s", NULL);
    if (group(r, grouped) || need_int(r, "count", 0, UINT64_MAX, NULL, &count) ||
        need_int(r, "unmatched_start", 0, UINT64_MAX, NULL, &us) || need_int(r, "unmatched_end", 0, UINT64_MAX, NULL, &ue) ||
        need_int(r, "total_ns", 0, UINT64_MAX, NULL, &total))
        return -1;
    if (!hist || hist->kind != J_HIST) return fail(r, at(r, hist), "\"hist\": expected [[upper_ns, count], ...]%s", NULL);
    if (count && (need_int(r, "min_ns", 0, UINT64_MAX, NULL, &vmin) || need_int(r, "max_ns", 0, UINT64_MAX, NULL, &vmax)))
        return -1;
    if (!count && ((mn && mn->kind != J_NULL) || (mx && mx->kind != J_NULL)))
        return fail(r, at(r, mn && mn->kind != J_NULL ? mn : mx), "\"min_ns\"/\"max_ns\": must be null when count is 0%s", NULL);
    trc_hdrhist h = { 0 };
    uint64_t sum = 0, prev = 0;
    for (uint32_t i = 0; i < hist->hn; i++) {
        uint64_t up = r->pairs[hist->hoff + i][0], n = r->pairs[hist->hoff + i][1];
        if (trc_hh_upper(up) != up) {
            char v[24];
            snprintf(v, sizeof v, "%llu", (unsigned long long)up);
            trc_hh_free(&h);
            return fail(r, at(r, hist), "\"hist\": %s is not a bucket upper bound", v);
        }
        if ((i && up <= prev) || !n) { trc_hh_free(&h); return fail(r, at(r, hist), "\"hist\": buckets must be in increasing order with counts above 0%s", NULL); }
        if (__builtin_add_overflow(sum, n, &sum)) sum = UINT64_MAX;
        prev = up;
        if (trc_hh_add(&h, up, n)) { trc_hh_free(&h); r->nomem = 1; return -1; }
    }
    if (sum != count) { trc_hh_free(&h); return fail(r, at(r, hist), "\"hist\": the bucket counts do not add up to \"count\"%s", NULL); }
    if (count && (vmin > vmax || trc_hh_upper(vmin) != r->pairs[hist->hoff][0] || trc_hh_upper(vmax) != prev)) {
        trc_hh_free(&h);
        return fail(r, at(r, mn), "\"min_ns\"/\"max_ns\": not in the first and last buckets of \"hist\"%s", NULL);
    }
    h.total = total;   /* exact values, as counted */
    h.min = vmin;
    h.max = vmax;
    trc_stats_span_key(&s->kb, name->s, name->n, s->gb.data, (uint32_t)s->gb.len);
    int fresh;
    srow *w = s->kb.failed ? NULL : trc_stats_row(s, T_SPANS, s->kb.data, (uint32_t)s->kb.len, (uint32_t)s->gb.len, &fresh);
    int bad = !w || (fresh && !w->name && trc_stats_set_name(w, name->s, name->n)) || trc_hh_merge(&w->h, &h);
    trc_hh_free(&h);
    if (bad) { r->nomem = 1; return -1; }
    w->unm_start += us;
    w->unm_end += ue;
    return 0;
}

/* The schema line: version, events, by. */
static int head(jr *r, int *grouped)
{
    trc_stats *s = r->s;
    int64_t ver;
    uint64_t events;
    const jval *by;
    if (need_int(r, "version", 0, INT32_MAX, &ver, NULL)) return -1;
    if (ver != TRC_STATS_SCHEMA) {
        char v[24];
        snprintf(v, sizeof v, "%lld", (long long)ver);
        return fail(r, at(r, get(r, "version")), "stats JSON version %s is not read by this trcrpt (version 1)", v);
    }
    if (need_int(r, "events", 0, UINT64_MAX, NULL, &events) || opt_str(r, "by", &by)) return -1;
    r->skipping = get(r, "interval_end_ns") != NULL;   /* an interval's tables: the totals follow */
    r->seen_head = 1;
    *grouped = by != NULL;
    if (r->skipping) return 0;
    if (s->by_set && (!by != !s->by_name || (by && (strlen(s->by_name) != by->n || memcmp(s->by_name, by->s, by->n)))))
        return fail(r, at(r, get(r, "by")), "\"by\": grouped differently from the inputs before (%s)",
                    s->by_name ? s->by_name : "not grouped");
    if (!s->by_set) {
        s->by_set = 1;
        if (by && !(s->by_name = strndup(by->s, by->n))) { r->nomem = 1; return -1; }
    }
    s->events += events;
    return 0;
}

/* One line. */
static int line(jr *r, int *grouped)
{
    if (jobject(r)) return -1;
    const jval *t = get(r, "table");
    if (!t || t->kind != J_STR) return fail(r, at(r, t), "\"table\": expected a table name%s", NULL);
    char tn[16] = "";
    if (t->n < sizeof tn) memcpy(tn, t->s, t->n);
    if (strcmp(tn, "stats") == 0) return head(r, grouped);
    if (!r->seen_head)
        return fail(r, r->line, "not trcrpt --stats JSON: the first line must be the {\"table\":\"stats\",\"version\":1,...} line%s", NULL);
    if (r->skipping) return 0;
    if (strcmp(tn, "hooks") == 0) return row_hooks(r, *grouped);
    if (strcmp(tn, "procs") == 0) return row_procs(r);
    if (strcmp(tn, "spans") == 0) return row_spans(r, *grouped);
    if (strcmp(tn, "hist") == 0) return 0;   /* the same buckets as its spans row */
    return fail(r, at(r, t), "unknown table \"%s\"", tn[0] ? tn : "?");
}

int trc_stats_merge_mem(trc_stats *s, const char *p, size_t n, const char *name)
{
    jr r;
    memset(&r, 0, sizeof r);
    r.s = s;
    r.name = strcmp(name, "-") == 0 ? "<stdin>" : name;
    trc_buf_init(&r.str);
    const char *end = p + n;
    int grouped = 0, st = TRC_ST_OK;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        r.line = r.p = p;
        r.end = nl ? nl : end;
        r.lineno++;
        p = nl ? nl + 1 : end;
        const char *q = r.line;
        while (q < r.end && (*q == ' ' || *q == '\t' || *q == '\r')) q++;
        if (q == r.end) continue;   /* a blank line */
        if (line(&r, &grouped)) {
            st = r.nomem ? TRC_ST_NOMEM : TRC_ST_INPUT;
            break;
        }
    }
    if (st == TRC_ST_OK && !r.seen_head) {
        snprintf(r.msg, sizeof r.msg, "not trcrpt --stats JSON: no line");
        r.errcol = 1;
        r.lineno = 1;
        st = TRC_ST_INPUT;
    }
    if (st == TRC_ST_INPUT && s->err)
        fprintf(s->err, "%s%s:%llu:%u: %s\n", s->prog, r.name, (unsigned long long)r.lineno, r.errcol, r.msg);
    if (st == TRC_ST_NOMEM && s->err) fprintf(s->err, "%sout of memory\n", s->prog);
    trc_buf_free(&r.str);
    free(r.pairs);
    return st;
}

int trc_stats_merge_file(trc_stats *s, FILE *in, const char *name)
{
    trc_buf b;
    trc_buf_init(&b);
    char tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, in)) > 0) trc_buf_add(&b, tmp, k);
    if (ferror(in)) {
        if (s->err) fprintf(s->err, "%s%s: %s\n", s->prog, strcmp(name, "-") == 0 ? "<stdin>" : name, strerror(errno));
        trc_buf_free(&b);
        return TRC_ST_INPUT;
    }
    if (b.failed) {
        trc_buf_free(&b);
        if (s->err) fprintf(s->err, "%sout of memory\n", s->prog);
        return TRC_ST_NOMEM;
    }
    int st = trc_stats_merge_mem(s, b.data ? b.data : "", b.len, name);
    trc_buf_free(&b);
    return st;
}

int trc_stats_merge_run(const trc_stats_opts *o, char *const *inputs, unsigned n, FILE *out, FILE *err,
                        const char *prog)
{
    trc_stats *s = trc_stats_new(o, err, prog);
    if (!s) { fprintf(err, "%sout of memory\n", prog); return TRC_ST_NOMEM; }
    int st = TRC_ST_OK;
    for (unsigned i = 0; i < n && st == TRC_ST_OK; i++) {
        int std = strcmp(inputs[i], "-") == 0;
        FILE *f = std ? stdin : fopen(inputs[i], "r");
        if (!f) {
            fprintf(err, "%s%s: %s\n", prog, inputs[i], strerror(errno));
            st = TRC_ST_INPUT;
            break;
        }
        st = trc_stats_merge_file(s, f, inputs[i]);
        if (!std) fclose(f);
    }
    if (st == TRC_ST_OK) {
        trc_buf b;
        trc_buf_init(&b);
        if (trc_stats_finish(s, &b) || b.failed) { fprintf(err, "%sout of memory\n", prog); st = TRC_ST_NOMEM; }
        else if ((b.len && fwrite(b.data, 1, b.len, out) != b.len) || fflush(out) != 0) {
            if (errno != EPIPE) { fprintf(err, "%scannot write the report\n", prog); st = TRC_ST_OUTPUT; }
        }
        trc_buf_free(&b);
    }
    trc_stats_free(s);
    return st;
}
