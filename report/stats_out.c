/* stats_out.c -- owns the printed form of `trcrpt --stats` (docs/ref/report.md §5.5): the
 * row order of each table, and each table as aligned text (a title line, a header, µs with
 * 3 decimals), JSON Lines (one object per row after a schema line) or CSV (a header row
 * per table).  One column list per table serves the three outputs. */
#include "common/hookid.h"
#include "common/digits.h"
#include "report/stats_int.h"
#include "report/out_int.h"
#include <stdlib.h>
#include <string.h>

/* Kinds of cell values. */
enum { C_STR, C_U64, C_NULL, C_DUR, C_SEC, C_SHARE, C_RATE, C_GROUP, C_HIST };

/* One cell of a row. */
typedef struct cell {
    int kind;              /* C_* */
    const char *s;         /* C_STR, C_GROUP: bytes */
    uint32_t n;            /* their count */
    uint64_t u;            /* C_U64, C_DUR (ns) */
    int64_t i;             /* C_SEC (elapsed ns) */
    double d;              /* C_SHARE (0..1), C_RATE (per second; < 0: none) */
    const trc_hdrhist *h;  /* C_HIST */
} cell;

/* One column: JSON/CSV key and text header; where it is shown. */
typedef struct col {
    const char *key;       /* JSON key and CSV header */
    const char *head;      /* text header */
    int where;             /* 0 everywhere, 1 text only, 2 JSON only, 3 JSON and CSV */
    int left;              /* text: left-aligned */
} col;

static const col hooks_cols[] = {
    { "id", "ID", 0, 1 }, { "group", "GROUP", 0, 1 }, { "label", "LABEL", 0, 1 },
    { "count", "COUNT", 0, 0 }, { "share", "SHARE", 0, 0 }, { "first_ns", "FIRST_SEC", 0, 0 },
    { "last_ns", "LAST_SEC", 0, 0 }, { "rate", "RATE_PER_SEC", 1, 0 } };
static const col procs_cols[] = {
    { "pid", "PID", 0, 0 }, { "tid", "TID", 0, 0 }, { "process", "PROCESS", 0, 1 },
    { "count", "COUNT", 0, 0 }, { "first_ns", "FIRST_SEC", 0, 0 }, { "last_ns", "LAST_SEC", 0, 0 } };
static const col spans_cols[] = {
    { "span", "SPAN", 0, 1 }, { "group", "GROUP", 0, 1 }, { "count", "COUNT", 0, 0 },
    { "unmatched_start", "UNM_START", 0, 0 }, { "unmatched_end", "UNM_END", 0, 0 },
    { "total_ns", "TOTAL_USEC", 0, 0 }, { "min_ns", "MIN_USEC", 0, 0 }, { "mean_ns", "MEAN_USEC", 0, 0 },
    { "p50_ns", "P50_USEC", 0, 0 }, { "p90_ns", "P90_USEC", 0, 0 }, { "p99_ns", "P99_USEC", 0, 0 },
    { "p999_ns", "P99.9_USEC", 0, 0 }, { "max_ns", "MAX_USEC", 0, 0 }, { "hist", "", 2, 0 } };
static const col hist_cols[] = {
    { "span", "", 3, 1 }, { "group", "", 3, 1 }, { "upper_ns", "UPPER_USEC", 0, 0 },
    { "count", "COUNT", 0, 0 }, { "cumulative", "CUMULATIVE", 1, 0 } };

/* Compare group values (bytes, then length). */
static int gcmp(const char *a, uint32_t an, const char *b, uint32_t bn)
{
    int c = memcmp(a, b, an < bn ? an : bn);
    return c ? c : (an > bn) - (an < bn);
}

/* The rows being sorted (qsort has no context argument). */
static const srow *sort_rows;

static int cmp_hooks(const void *x, const void *y)
{
    const srow *a = &sort_rows[*(const uint32_t *)x], *b = &sort_rows[*(const uint32_t *)y];
    if (a->hook != b->hook) return a->hook < b->hook ? -1 : 1;
    return gcmp(a->group, a->glen, b->group, b->glen);
}

static int cmp_procs(const void *x, const void *y)
{
    const srow *a = &sort_rows[*(const uint32_t *)x], *b = &sort_rows[*(const uint32_t *)y];
    if (a->other != b->other) return a->other - b->other;
    if (a->pid != b->pid) return a->pid < b->pid ? -1 : 1;
    return (a->tid > b->tid) - (a->tid < b->tid);
}

static int cmp_spans(const void *x, const void *y)
{
    const srow *a = &sort_rows[*(const uint32_t *)x], *b = &sort_rows[*(const uint32_t *)y];
    int c = gcmp(a->name ? a->name : "", a->nlen, b->name ? b->name : "", b->nlen);
    return c ? c : gcmp(a->group, a->glen, b->group, b->glen);
}

/* Row order of table k (malloc; NULL when out of memory or empty). */
static uint32_t *order(const stable *t, int k)
{
    if (!t->n) return NULL;
    uint32_t *ix = malloc((size_t)t->n * sizeof *ix);
    if (!ix) return NULL;
    for (uint32_t i = 0; i < t->n; i++) ix[i] = i;
    sort_rows = t->rows;
    qsort(ix, t->n, sizeof *ix, k == T_HOOKS ? cmp_hooks : k == T_PROCS ? cmp_procs : cmp_spans);
    return ix;
}

/* Mean of a histogram, rounded to the nearest ns. */
static uint64_t mean(const trc_hdrhist *h)
{
    uint64_t q = h->total / h->count, r = h->total % h->count;
    return q + (r >= h->count - r);
}

static cell S(const char *s, uint32_t n) { return (cell){ .kind = C_STR, .s = s ? s : "", .n = s ? n : 0 }; }
static cell U(uint64_t u) { return (cell){ .kind = C_U64, .u = u }; }
static cell D(uint64_t u) { return (cell){ .kind = C_DUR, .u = u }; }
static cell T(int64_t i) { return (cell){ .kind = C_SEC, .i = i }; }
static cell G(const srow *r) { return (cell){ .kind = C_GROUP, .s = r->group, .n = r->glen }; }
static const cell NUL = { .kind = C_NULL };

/* The cells of row r of table k; ids: storage of the hook ID text. */
static unsigned row_cells(const trc_stats *s, int k, const srow *r, cell *c, char ids[8])
{
    if (k == T_HOOKS) {
        if (r->hook == UINT32_MAX) c[0] = S("(other)", 7);
        else { trc_hook_format(r->hook, ids); c[0] = S(ids, (uint32_t)strlen(ids)); }
        c[1] = G(r);
        c[2] = S(r->name, r->nlen);
        c[3] = U(r->count);
        c[4] = (cell){ .kind = C_SHARE, .d = s->events ? (double)r->count / (double)s->events : 0 };
        c[5] = T(r->first);
        c[6] = T(r->last);
        c[7] = (cell){ .kind = C_RATE, .d = r->last > r->first ? (double)r->count * 1e9 / ((double)r->last - (double)r->first) : -1 };
        return 8;
    }
    if (k == T_PROCS) {
        c[0] = r->pid == TRC_PID_UNKNOWN ? NUL : U(r->pid);
        c[1] = r->tid == TRC_TID_UNKNOWN ? NUL : U(r->tid);
        c[2] = r->other ? S("(other)", 7) : r->has_name ? S(r->name, r->nlen) : NUL;
        c[3] = U(r->count);
        c[4] = T(r->first);
        c[5] = T(r->last);
        return 6;
    }
    const trc_hdrhist *h = &r->h;
    c[0] = S(r->name, r->nlen);
    c[1] = G(r);
    c[2] = U(h->count);
    c[3] = U(r->unm_start);
    c[4] = U(r->unm_end);
    c[5] = D(h->total);
    c[6] = h->count ? D(h->min) : NUL;
    c[7] = h->count ? D(mean(h)) : NUL;
    c[8] = h->count ? D(trc_hh_percentile(h, 50)) : NUL;
    c[9] = h->count ? D(trc_hh_percentile(h, 90)) : NUL;
    c[10] = h->count ? D(trc_hh_percentile(h, 99)) : NUL;
    c[11] = h->count ? D(trc_hh_percentile(h, 99.9)) : NUL;
    c[12] = h->count ? D(h->max) : NUL;
    c[13] = (cell){ .kind = C_HIST, .h = h };
    return 14;
}

/* ---- the three forms of a cell -------------------------------------------------------- */

/* Text of a group value. */
static void group_text(trc_buf *b, const char *g, uint32_t n, int json)
{
    if (!n) { if (json == 1) trc_buf_adds(b, "null"); return; }
    if (g[0] == GV_NUM) trc_buf_add_i64(b, trc_stats_gv_numval(g));
    else if (g[0] == GV_STR) {
        if (json == 1) trc_out_json_str(b, g + 1, n - 1);
        else if (json == 2) trc_out_csv_cell(b, g + 1, n - 1);
        else trc_buf_add(b, g + 1, n - 1);
    } else if (g[0] == GV_NONE) trc_buf_adds(b, json ? (json == 1 ? "null" : "") : "-");
    else if (json == 1) trc_buf_adds(b, "\"(other)\"");
    else trc_buf_adds(b, "(other)");
}

/* ns as µs with 3 decimals. */
static void usec3(trc_buf *b, uint64_t ns)
{
    trc_buf_add_u64(b, ns / 1000);
    char d[4] = { '.', (char)('0' + ns / 100 % 10), (char)('0' + ns / 10 % 10), (char)('0' + ns % 10) };
    trc_buf_add(b, d, 4);
}

/* Elapsed ns as seconds with 9 decimals. */
static void sec9(trc_buf *b, int64_t ns)
{
    uint64_t a = ns < 0 ? (uint64_t)0 - (uint64_t)ns : (uint64_t)ns;
    if (ns < 0) trc_buf_addc(b, '-');
    trc_buf_add_u64(b, a / 1000000000);
    char d[10];
    d[0] = '.';
    uint64_t f = a % 1000000000;
    for (int i = 9; i >= 1; i--) { d[i] = (char)('0' + f % 10); f /= 10; }
    trc_buf_add(b, d, 10);
}

/* Cell c as text (form 0), JSON (1) or CSV (2). */
static void put_cell(trc_buf *b, const cell *c, int form)
{
    switch (c->kind) {
    case C_STR:
        if (form == 1) trc_out_json_str(b, c->s, c->n);
        else if (form == 2) trc_out_csv_cell(b, c->s, c->n);
        else trc_buf_add(b, c->s, c->n);
        break;
    case C_U64: trc_buf_add_u64(b, c->u); break;
    case C_NULL: trc_buf_adds(b, form == 1 ? "null" : form == 2 ? "" : "-"); break;
    case C_DUR: if (form) trc_buf_add_u64(b, c->u); else usec3(b, c->u); break;
    case C_SEC: if (form) trc_buf_add_i64(b, c->i); else sec9(b, c->i); break;
    case C_SHARE: trc_buf_printf(b, form ? "%.6f" : "%.2f%%", form ? c->d : 100 * c->d); break;
    case C_RATE: if (c->d < 0) trc_buf_adds(b, "-"); else trc_buf_printf(b, "%.2f", c->d); break;
    case C_GROUP: group_text(b, c->s, c->n, form); break;
    case C_HIST: {
        uint32_t pos = 0;
        uint64_t up, n;
        int first = 1;
        trc_buf_addc(b, '[');
        while (trc_hh_next(c->h, &pos, &up, &n)) {
            if (!first) trc_buf_addc(b, ',');
            first = 0;
            trc_buf_addc(b, '[');
            trc_buf_add_u64(b, up);
            trc_buf_addc(b, ',');
            trc_buf_add_u64(b, n);
            trc_buf_addc(b, ']');
        }
        trc_buf_addc(b, ']');
        break;
    }
    }
}

/* ---- tables --------------------------------------------------------------------------- */

/* Whether column i of cols is shown in form `form` (grouped: the group column is). */
static int shown(const col *cols, unsigned i, int form, int grouped, int k)
{
    if (cols[i].where == 1 && form) return 0;
    if (cols[i].where == 2 && form != 1) return 0;
    if (cols[i].where == 3 && !form) return 0;
    if (strcmp(cols[i].key, "group") == 0 && !grouped) return k == T_SPANS && form;   /* JSON/CSV spans: always */
    return 1;
}

/* Columns that the n bytes of a cell at p take: one a character (UTF-8 continuation bytes
 * take none), so that a group or name shown with U+FFFD or other non-ASCII characters
 * keeps its column aligned. */
static size_t cell_width(const char *p, size_t n)
{
    size_t w = 0;
    for (size_t i = 0; i < n; i++) w += ((unsigned char)p[i] & 0xC0) != 0x80;
    return w;
}

/* Aligned text table: title, header, rows of cells (nrows rows of ncols cells). */
static void put_text(trc_buf *b, const char *title, const col *cols, unsigned ncols, const cell *cells,
                     uint32_t nrows, int grouped, int k)
{
    size_t w[16] = { 0 };
    trc_buf tmp;
    trc_buf_init(&tmp);
    for (unsigned i = 0; i < ncols; i++) if (shown(cols, i, 0, grouped, k)) w[i] = strlen(cols[i].head);
    for (uint32_t r = 0; r < nrows; r++)
        for (unsigned i = 0; i < ncols; i++) {
            if (!shown(cols, i, 0, grouped, k)) continue;
            tmp.len = 0;
            put_cell(&tmp, &cells[r * ncols + i], 0);
            size_t cw = cell_width(tmp.data, tmp.len);
            if (cw > w[i]) w[i] = cw;
        }
    trc_buf_adds(b, title);
    trc_buf_addc(b, '\n');
    for (uint32_t r = 0; r <= nrows; r++) {
        size_t start = b->len;
        int any = 0;
        for (unsigned i = 0; i < ncols; i++) {
            if (!shown(cols, i, 0, grouped, k)) continue;
            tmp.len = 0;
            if (r == 0) trc_buf_adds(&tmp, cols[i].head);
            else put_cell(&tmp, &cells[(r - 1) * ncols + i], 0);
            if (any) trc_buf_add(b, "  ", 2);
            any = 1;
            size_t cw = cell_width(tmp.data, tmp.len);
            if (!cols[i].left) trc_buf_fill(b, ' ', w[i] - cw);
            trc_buf_add(b, tmp.data ? tmp.data : "", tmp.len);
            if (cols[i].left) trc_buf_fill(b, ' ', w[i] - cw);
        }
        while (b->len > start && b->data[b->len - 1] == ' ') b->len--;
        trc_buf_addc(b, '\n');
    }
    trc_buf_free(&tmp);
}

/* One JSON object or CSV line per row (CSV: after a header row unless -h). */
static void put_rows(trc_stats *s, trc_buf *b, const char *table, const col *cols, unsigned ncols,
                     const cell *cells, uint32_t nrows, int form, int grouped, int k, int hdr)
{
    if (form == 2 && hdr && s->o->header) {
        trc_buf_adds(b, "table");
        for (unsigned i = 0; i < ncols; i++)
            if (shown(cols, i, 2, grouped, k) ) { trc_buf_addc(b, ','); trc_buf_adds(b, cols[i].key); }
        trc_buf_addc(b, '\n');
    }
    for (uint32_t r = 0; r < nrows; r++) {
        if (form == 1) { trc_buf_adds(b, "{\"table\":\""); trc_buf_adds(b, table); trc_buf_addc(b, '"'); }
        else trc_buf_adds(b, table);
        for (unsigned i = 0; i < ncols; i++) {
            const cell *c = &cells[r * ncols + i];
            if (!shown(cols, i, form, grouped, k)) continue;
            trc_buf_addc(b, ',');
            if (form == 1) { trc_buf_addc(b, '"'); trc_buf_adds(b, cols[i].key); trc_buf_add(b, "\":", 2); }
            put_cell(b, c, form);
        }
        trc_buf_adds(b, form == 1 ? "}\n" : "\n");
    }
}

/* Any row of t has a group value. */
static int any_group(const stable *t)
{
    for (uint32_t i = 0; i < t->n; i++) if (t->rows[i].glen) return 1;
    return 0;
}

/* The hist table of the spans in order ix: text (one small table per span with values),
 * or rows of (span, group, upper_ns, count). */
static void put_hist(trc_stats *s, trc_buf *b, const uint32_t *ix, uint32_t n, int form, int grouped)
{
    const stable *t = &s->t[T_SPANS];
    enum { NC = 5 };
    if (form == 2 && s->o->header) trc_buf_adds(b, "table,span,group,upper_ns,count\n");
    int first = 1;
    for (uint32_t j = 0; j < n; j++) {
        const srow *r = &t->rows[ix[j]];
        if (!r->h.count) continue;
        uint32_t pos = 0, nb = 0;
        uint64_t up, c;
        while (trc_hh_next(&r->h, &pos, &up, &c)) nb++;
        cell *cells = calloc((size_t)nb * NC + 1, sizeof *cells);
        char (*pct)[16] = calloc((size_t)nb + 1, 16);   /* the cumulative shares' text */
        if (!cells || !pct) { free(cells); free(pct); b->failed = 1; return; }
        pos = 0;
        uint64_t cum = 0;
        for (uint32_t i = 0; trc_hh_next(&r->h, &pos, &up, &c); i++) {
            cum += c;
            snprintf(pct[i], sizeof pct[i], "%.2f%%", 100.0 * (double)cum / (double)r->h.count);
            cell *x = &cells[i * NC];
            x[0] = S(r->name, r->nlen);
            x[1] = G(r);
            x[2] = D(up);
            x[3] = U(c);
            x[4] = S(pct[i], (uint32_t)strlen(pct[i]));
        }
        if (form == 0) {
            trc_buf title;
            trc_buf_init(&title);
            trc_buf_adds(&title, "Histogram of ");
            trc_buf_add(&title, r->name ? r->name : "", r->nlen);
            if (grouped) {
                trc_buf_adds(&title, ", group ");
                group_text(&title, r->group, r->glen, 0);
            }
            trc_buf_adds(&title, " (bucket upper bounds in microseconds)");
            if (!first) trc_buf_addc(b, '\n');
            put_text(b, title.data ? title.data : "", hist_cols, NC, cells, nb, 0, T_SPANS);
            trc_buf_free(&title);
        } else {
            put_rows(s, b, "hist", hist_cols, NC, cells, nb, form, 1, T_SPANS, 0);
        }
        first = 0;
        free(cells);
        free(pct);
    }
}

int trc_stats_put(trc_stats *s, trc_buf *b, int64_t at)
{
    const unsigned tb = s->o->tables;
    const int form = s->o->output == TRC_OUTPUT_JSON ? 1 : s->o->output == TRC_OUTPUT_CSV ? 2 : 0;
    int any = 0;
    if (form == 1) {
        trc_buf_printf(b, "{\"table\":\"stats\",\"version\":%d,\"events\":", TRC_STATS_SCHEMA);
        trc_buf_add_u64(b, s->events);
        const char *by = s->by_set ? s->by_name : s->o->by;
        trc_buf_adds(b, ",\"by\":");
        if (by) trc_out_json_str(b, by, strlen(by));
        else trc_buf_adds(b, "null");
        if (at != INT64_MIN) { trc_buf_adds(b, ",\"interval_end_ns\":"); trc_buf_add_i64(b, at); }
        trc_buf_adds(b, "}\n");
    } else if (s->o->interval_ns) {
        if (s->puts) trc_buf_addc(b, '\n');   /* after the tables before */
        if (form == 2) trc_buf_adds(b, at != INT64_MIN ? "# interval_end_ns=" : "# totals\n");
        else trc_buf_adds(b, at != INT64_MIN ? "--- Statistics up to " : "--- Statistics: totals ---\n");
        if (at != INT64_MIN) {
            if (form == 2) trc_buf_add_i64(b, at);
            else sec9(b, at);
            trc_buf_adds(b, form == 2 ? "\n" : " s ---\n");
        }
        any = 1;
    }
    static const int order_k[3] = { T_HOOKS, T_PROCS, T_SPANS };
    static const unsigned bit[3] = { TRC_STATS_HOOKS, TRC_STATS_PROCS, TRC_STATS_SPANS };
    for (int j = 0; j < 3 + 1; j++) {
        int k = j < 3 ? order_k[j] : T_SPANS;
        if (!(tb & (j < 3 ? bit[j] : TRC_STATS_HIST))) continue;
        const stable *t = &s->t[k];
        uint32_t *ix = order(t, k);
        if (t->n && !ix) return -1;
        int grouped = any_group(t);
        if (any && form != 1) trc_buf_addc(b, '\n');
        any = 1;
        if (j == 3) {
            if (form == 0 && !t->n) trc_buf_adds(b, "Histograms: no spans\n");
            put_hist(s, b, ix, t->n, form, grouped);
            free(ix);
            continue;
        }
        const col *cols = k == T_HOOKS ? hooks_cols : k == T_PROCS ? procs_cols : spans_cols;
        unsigned ncols = k == T_HOOKS ? 8 : k == T_PROCS ? 6 : 14;
        cell *cells = calloc((size_t)t->n * ncols + 1, sizeof *cells);
        char (*ids)[8] = calloc((size_t)t->n + 1, 8);
        if (!cells || !ids) { free(cells); free(ids); free(ix); return -1; }
        for (uint32_t i = 0; i < t->n; i++) row_cells(s, k, &t->rows[ix[i]], &cells[i * ncols], ids[i]);
        if (form == 0) {
            char title[96];
            if (k == T_HOOKS) snprintf(title, sizeof title, "Hooks (%llu events)", (unsigned long long)s->events);
            else if (k == T_PROCS) snprintf(title, sizeof title, "Processes and threads");
            else snprintf(title, sizeof title, "Spans (durations in microseconds)");
            put_text(b, title, cols, ncols, cells, t->n, grouped, k);
        } else {
            put_rows(s, b, k == T_HOOKS ? "hooks" : k == T_PROCS ? "procs" : "spans", cols, ncols, cells,
                     t->n, form, grouped, k, 1);
        }
        free(cells);
        free(ids);
        free(ix);
    }
    s->puts++;
    return b->failed ? -1 : 0;
}
