/* report.c -- owns the text report layout (REPORT.md §3): header block, fixed columns
 * from one column table, event-text lines (levels, continuation lines, L=0 events, no
 * trailing blanks), and the end-of-run summary (REPORT.md §7).  Output is built in one
 * reusable buffer and written in large blocks (no stdio per item). */
#include "runtime/report.h"
#include "interp/vm.h"
#include "runtime/merge.h"
#include "runtime/parallel.h"
#include "runtime/rptaux.h"
#include "runtime/select.h"
#include "runtime/out.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { OUT_FLUSH = 1 << 16, LOSS_MAX = 10, UNKNOWN_LIST = 10 };

/* One item of the loss-window list. */
typedef struct loss_item {
    int64_t start_ns;   /* elapsed ns of the 006 record */
    int64_t end_ns;     /* start + D4 ticks */
    uint64_t lost;      /* D1 */
} loss_item;

/* Report state of one run. */
typedef struct rep {
    const trc_report_opts *o;  /* options */
    trc_vm *vm;                /* the interpreter */
    trc_buf out;               /* output being built */
    const trc_loginfo *info;   /* header facts of the current input */
    const trc_record *rec;     /* the record being laid out */
    int64_t elapsed;           /* its elapsed ns */
    int64_t prev_printed;      /* elapsed ns of the previous printed record */
    int have_prev;             /* a record was printed before */
    uint64_t page_lines;       /* event lines since the last column header (pagesize) */
    unsigned blank_width;      /* width of the fixed columns (continuation lines) */
    const struct col_def *cols[8]; /* enabled columns in order */
    unsigned ncols;            /* count */
    /* summary counters */
    uint64_t events, printed, filtered, lost, unknown, skipped;
    uint32_t *unknown_by_hook; /* 2^20 counters, allocated on the first unknown hook */
    loss_item loss[LOSS_MAX];  /* first loss windows */
    unsigned nloss;            /* items stored */
    int loss_more;             /* more than LOSS_MAX windows */
    int write_error;           /* output failed (not EPIPE) */
    int epipe;                 /* reader went away: stop quietly */
    trc_outs *outs;            /* non-text output (-r, --output; runtime/out.h), NULL: text */
    trc_whotrack who;          /* per-CPU $PID/$TID mirror for -p/-T (runtime/select.h) */
    trc_buf paint;             /* a text line with coloured markers (--color) */
    int paint_ev;              /* the current event has markers to colour */
    uint64_t xfaults[TRC_FK_COUNT_]; /* faults of events formatted by --jobs workers */
} rep;

/* ---- number formatting ---------------------------------------------------------- */

static const char digit_pairs[] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/* Exactly n decimal digits of v (zero-padded, high digits dropped), two at a time. */
static void put_digits(char *out, uint64_t v, unsigned n)
{
    while (n >= 2) {
        memcpy(out + n - 2, digit_pairs + 2 * (v % 100), 2);
        v /= 100;
        n -= 2;
    }
    if (n) out[0] = (char)('0' + v % 10);
}

static size_t put_u64(char *out, uint64_t v)
{
    unsigned n = 1;
    for (uint64_t t = v; t >= 10; t /= 10) n++;
    put_digits(out, v, n);
    return n;
}

/* Signed fixed-point text of |a| = ip.frac with `decimals` fraction digits; '-' first
 * when neg.  ip and frac are already split by the caller (constant divisors). */
static size_t put_split(char *out, int neg, uint64_t ip, uint64_t frac, unsigned decimals)
{
    size_t n = 0;
    if (neg) out[n++] = '-';
    n += put_u64(out + n, ip);
    out[n++] = '.';
    put_digits(out + n, frac, decimals);
    return n + decimals;
}

/* ns as seconds with 9 decimals. */
static size_t put_sec9(char *out, int64_t v)
{
    uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    return put_split(out, v < 0, a / 1000000000u, a % 1000000000u, 9);
}

/* ns as seconds with 6 decimals (truncated). */
static size_t put_sec6(char *out, int64_t v)
{
    uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    return put_split(out, v < 0 && a >= 1000, a / 1000000000u, a % 1000000000u / 1000, 6);
}

/* ns as milliseconds with 6 decimals. */
static size_t put_msec6(char *out, int64_t v)
{
    uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    return put_split(out, v < 0, a / 1000000u, a % 1000000u, 6);
}

/* ns as microseconds with 3 decimals. */
static size_t put_usec3(char *out, int64_t v)
{
    uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    return put_split(out, v < 0, a / 1000u, a % 1000u, 3);
}

/* ---- columns (REPORT.md §3.2) ----------------------------------------------------- */

/* One fixed column. */
typedef struct col_def {
    const char *header;  /* column header text */
    unsigned width;      /* column width */
    int right;           /* 1: right-aligned */
    size_t (*value)(const rep *r, const trc_event *ev, char *out); /* cell text (<= 64 bytes) */
} col_def;

static size_t col_id(const rep *r, const trc_event *ev, char *out)
{
    (void)ev;
    static const char hex[] = "0123456789ABCDEF";
    uint32_t v = trc_hook_display(r->rec->hook);
    int d = trc_hook_digits(r->rec->hook);
    for (int i = 0; i < d; i++) out[i] = hex[(v >> (4 * (d - 1 - i))) & 15];
    return (size_t)d;
}

static size_t col_exec(const rep *r, const trc_event *ev, char *out)
{
    uint32_t len = 0;
    const char *name = ev->pid_known ? trc_vm_procname(r->vm, ev->pid, &len) : NULL;
    if (!name) { out[0] = '-'; return 1; }
    if (len > 16) len = 16;
    memcpy(out, name, len);
    return len;
}

static size_t col_pid(const rep *r, const trc_event *ev, char *out)
{
    (void)r;
    if (!ev->pid_known) { out[0] = '-'; return 1; }
    return put_u64(out, ev->pid);
}

static size_t col_tid(const rep *r, const trc_event *ev, char *out)
{
    (void)r;
    if (!ev->tid_known) { out[0] = '-'; return 1; }
    return put_u64(out, ev->tid);
}

static size_t col_cpu(const rep *r, const trc_event *ev, char *out)
{
    (void)r;
    if (!ev->cpu_known) { out[0] = '-'; return 1; }
    return put_u64(out, ev->cpu);
}

static size_t col_svc(const rep *r, const trc_event *ev, char *out)
{
    return trc_vm_svc_text(r->vm, ev, r->rec->cpu, out, 16);
}

static size_t col_elapsed(const rep *r, const trc_event *ev, char *out)
{
    (void)ev;
    switch (r->o->timestamp) {
    case 1: return put_sec6(out, r->elapsed);
    case 2: return put_usec3(out, r->elapsed);
    default: return put_sec9(out, r->elapsed);
    }
}

static size_t col_delta(const rep *r, const trc_event *ev, char *out)
{
    (void)ev;
    int64_t d = 0;   /* saturated: wild foreign clocks may span more than 2^63 ns */
    if (r->have_prev && __builtin_sub_overflow(r->elapsed, r->prev_printed, &d))
        d = r->elapsed > r->prev_printed ? INT64_MAX : INT64_MIN;
    return put_msec6(out, d);
}

static const col_def col_table[] = {
    { "ID",           5,  0, col_id },
    { "PROCESS NAME", 16, 0, col_exec },
    { "PID",          8,  1, col_pid },
    { "TID",          10, 1, col_tid },
    { "CPU",          3,  1, col_cpu },
    { "SVC",          16, 0, col_svc },
    { "ELAPSED_SEC",  15, 1, col_elapsed },
    { "DELTA_MSEC",   13, 1, col_delta },
};

/* Enable the columns the options ask for, in table order. */
static void setup_columns(rep *r)
{
    const trc_report_opts *o = r->o;
    int on[] = { o->ids, o->exec, o->pid, o->tid, o->cpuid, o->svc, o->timestamp <= 2,
                 o->timestamp == 0 };
    r->ncols = 0;
    r->blank_width = 0;
    for (unsigned i = 0; i < sizeof col_table / sizeof col_table[0]; i++) {
        if (!on[i]) continue;
        r->cols[r->ncols++] = &col_table[i];
        r->blank_width += col_table[i].width + 2;
    }
}

/* Write one cell at p: text padded to the column width, then two blanks; returns the
 * new end.  The caller reserved room (64 + width + 2 per cell). */
static char *put_cell(char *p, const col_def *c, const char *s, size_t n)
{
    size_t pad = n < c->width ? c->width - n : 0;
    if (c->right) { memset(p, ' ', pad); p += pad; }
    memcpy(p, s, n);
    p += n;
    if (!c->right) { memset(p, ' ', pad); p += pad; }
    p[0] = p[1] = ' ';
    return p + 2;
}

/* ---- output ----------------------------------------------------------------------------- */

static void flush_out(rep *r)
{
    if (r->out.len == 0 || r->epipe) { r->out.len = 0; return; }
    if (fwrite(r->out.data, 1, r->out.len, r->o->out) != r->out.len) {
        if (errno == EPIPE) r->epipe = 1;
        else r->write_error = 1;
    }
    r->out.len = 0;
}

/* End a line: drop trailing blanks back to `start`, add the newline. */
static void end_line(trc_buf *b, size_t start)
{
    size_t n = b->len;
    while (n > start && b->data[n - 1] == ' ') n--;
    b->len = n;
    trc_buf_addc(b, '\n');
}

static void put_colheader(rep *r);

/* Before an event line: the page header again after every pagesize lines (§1.3). */
static void page_break(rep *r)
{
    if (r->o->pagesize <= 0 || !r->o->header) return;
    if (r->page_lines >= (uint64_t)r->o->pagesize) {
        trc_buf_addc(&r->out, '\n');
        put_colheader(r);
        trc_buf_addc(&r->out, '\n');
        r->page_lines = 0;
    }
    r->page_lines++;
}

/* Lay out one printed event: fixed columns on its first line, blanks on continuation
 * lines, none at all for L=0 events; the text placed at its level (LANGUAGE.md §8.6).
 * With 2line the columns get a line of their own and the text has none.  Each line is
 * written straight into the output buffer after one reservation. */
static void put_event(rep *r, const trc_event *ev)
{
    const trc_text *t = ev->text;
    trc_buf *b = &r->out;
    int l0 = ev->level == 0, two = r->o->twoline;
    char cell[80];
    if (two && !l0 && r->ncols) {
        page_break(r);
        if (trc_buf_reserve(b, (size_t)80 * r->ncols + r->blank_width + 2)) return;
        char *start = b->data + b->len, *p = start;
        for (unsigned c = 0; c < r->ncols; c++)
            p = put_cell(p, r->cols[c], cell, r->cols[c]->value(r, ev, cell));
        while (p > start && p[-1] == ' ') p--;
        *p++ = '\n';
        *p = '\0';
        b->len = (size_t)(p - b->data);
    }
    for (uint32_t i = 0; i < t->nlines; i++) {
        const trc_line *ln = &t->lines[i];
        unsigned indent = trc_level_indent(ln->level);
        const char *txt = t->buf.data + ln->off;
        size_t tl = ln->len;
        if (r->paint_ev && trc_paint_markers(&r->paint, txt, tl) == 0) {
            txt = r->paint.data;
            tl = r->paint.len;
        }
        page_break(r);
        if (trc_buf_reserve(b, (size_t)r->blank_width + 80 * r->ncols + indent + tl + 2)) return;
        char *start = b->data + b->len, *p = start;
        if (!l0 && !two) {
            if (i == 0) {
                for (unsigned c = 0; c < r->ncols; c++) {
                    size_t n = r->cols[c]->value(r, ev, cell);
                    p = put_cell(p, r->cols[c], cell, n);
                }
            } else {
                memset(p, ' ', r->blank_width);
                p += r->blank_width;
            }
        }
        memset(p, ' ', indent);
        p += indent;
        memcpy(p, txt, tl);
        p += tl;
        while (p > start && p[-1] == ' ') p--;
        *p++ = '\n';
        *p = '\0';
        b->len = (size_t)(p - b->data);
    }
    if (b->len >= OUT_FLUSH) flush_out(r);
}

/* ---- header (REPORT.md §3.1) ------------------------------------------------------------- */

static void put_header(rep *r, const trc_loginfo *info, const char *path)
{
    trc_buf *b = &r->out;
    if (info->source_desc && !info->source) {
        /* raw AIX streams have no pseudo-header facts (TRACELOG.md §4); foreign readers
         * set a source TLV and get the ordinary lines (FOREIGN.md §1.3) */
        trc_buf_printf(b, "Source: %s\n", info->source_desc);
    } else {
        if (info->start_wall == INT64_MIN) {
            trc_buf_adds(b, "Start time unknown\n");
        } else {
            int64_t ns = info->start_wall;
            time_t secs = (time_t)(ns >= 0 ? ns / 1000000000 : -((-ns + 999999999) / 1000000000));
            struct tm tm;
            char tmp[64];
            if (gmtime_r(&secs, &tm) && strftime(tmp, sizeof tmp, "%a %b %e %H:%M:%S %Y UTC", &tm))
                trc_buf_printf(b, "%s\n", tmp);
        }
        const char *names[] = { "System", "Node", "Release", "Version" };
        const char *vals[] = { info->sysname, info->nodename, info->release, info->version };
        int any = 0;
        for (int i = 0; i < 4; i++) {
            if (!vals[i]) continue;
            trc_buf_printf(b, "%s%s: %s", any ? "  " : "", names[i], vals[i]);
            any = 1;
        }
        if (any) trc_buf_addc(b, '\n');
        if (info->machine) trc_buf_printf(b, "Machine: %s\n", info->machine);
        if (info->ipaddr) {
            unsigned a, c, d, e;
            if (sscanf(info->ipaddr, "%u.%u.%u.%u", &a, &c, &d, &e) == 4)
                trc_buf_printf(b, "Internet Protocol Address: %02X%02X%02X%02X %s\n", a & 255, c & 255,
                               d & 255, e & 255, info->ipaddr);
        }
        if (info->buffering) trc_buf_printf(b, "Buffering: %s\n", info->buffering);
        if (info->cmdline) trc_buf_printf(b, "Command: %s\n", info->cmdline);
    }
    if (r->o->verbose) trc_header_verbose(b, info, path);
    trc_buf_addc(b, '\n');
    put_colheader(r);
    trc_buf_addc(b, '\n');
}

/* The column header line (split in two with 2line). */
static void put_colheader(rep *r)
{
    trc_buf *b = &r->out;
    size_t start = b->len;
    for (unsigned c = 0; c < r->ncols; c++) {
        const char *h = r->cols[c]->header;
        if (r->cols[c]->value == col_elapsed && r->o->timestamp == 2) h = "ELAPSED_USEC";
        if (trc_buf_reserve(b, 80 + r->cols[c]->width)) return;
        b->len = (size_t)(put_cell(b->data + b->len, r->cols[c], h, strlen(h)) - b->data);
    }
    if (r->o->twoline && r->ncols) { end_line(b, start); start = b->len; }
    trc_buf_adds(b, "APPL    SYSCALL KERNEL  INTERRUPT");
    end_line(b, start);
}

/* ---- summary (REPORT.md §7) --------------------------------------------------------------- */

/* Facts of internal hooks the summary needs: 006 losses, 00C skipped bytes. */
static void count_internal(rep *r, const trc_record *rec, const trc_loginfo *info)
{
    int e64 = (rec->flags & TRC_EF_E64) != 0;
    unsigned w = e64 ? 8 : 4;
    if (rec->hook == 0x60) {
        uint64_t d1 = 0, d4 = 0;
        if (rec->len >= 2 * w) d1 = e64 ? trc_get64(rec->fb + 8, rec->bo) : trc_get32(rec->fb + 4, rec->bo);
        if (rec->len >= 5 * w) d4 = e64 ? trc_get64(rec->fb + 32, rec->bo) : trc_get32(rec->fb + 16, rec->bo);
        r->lost += d1;
        if (d1 > 0) {
            if (r->nloss < LOSS_MAX) {
                loss_item *li = &r->loss[r->nloss++];
                li->start_ns = r->elapsed;
                __int128 dn = (__int128)d4 * info->tb_num / (info->tb_den ? info->tb_den : 1);
                li->end_ns = r->elapsed + (int64_t)dn;
                li->lost = d1;
            } else {
                r->loss_more = 1;
            }
        }
    } else if (rec->hook == 0xC0 && rec->len >= 16) {
        r->skipped += e64 ? trc_get64(rec->fb + 8, rec->bo) : trc_get32(rec->fb + 8, rec->bo);
    }
}

static void count_unknown(rep *r, uint32_t hook)
{
    r->unknown++;
    if (!r->unknown_by_hook) r->unknown_by_hook = calloc(1u << 20, sizeof *r->unknown_by_hook);
    if (r->unknown_by_hook) r->unknown_by_hook[hook & 0xFFFFF]++;
}

static void put_summary(rep *r, FILE *err)
{
    uint64_t shorts = trc_vm_faults(r->vm, TRC_FK_SHORT) + r->xfaults[TRC_FK_SHORT], faults = 0;
    for (int k = TRC_FK_SHORT + 1; k < TRC_FK_COUNT_; k++)
        faults += trc_vm_faults(r->vm, (trc_fault_kind)k) + r->xfaults[k];
    fprintf(err, "trcrpt: summary: events=%llu printed=%llu filtered=%llu lost=%llu short=%llu "
            "unknown=%llu faults=%llu skipped=%llu\n", (unsigned long long)r->events,
            (unsigned long long)r->printed, (unsigned long long)r->filtered,
            (unsigned long long)r->lost, (unsigned long long)shorts,
            (unsigned long long)r->unknown, (unsigned long long)faults,
            (unsigned long long)r->skipped);
    if (r->unknown > 0 && r->unknown_by_hook) {
        fputs("trcrpt: unknown hooks:", err);
        /* by count descending, then id: repeated selection of the best remaining */
        uint32_t done[UNKNOWN_LIST];
        unsigned nd = 0;
        for (; nd < UNKNOWN_LIST; nd++) {
            uint32_t best = UINT32_MAX, bestc = 0;
            for (uint32_t h = 0; h < (1u << 20); h++) {
                uint32_t cnt = r->unknown_by_hook[h];
                if (!cnt || cnt < bestc || (cnt == bestc && h > best)) continue;
                int seen = 0;
                for (unsigned k = 0; k < nd; k++) if (done[k] == h) seen = 1;
                if (seen) continue;
                if (cnt > bestc || h < best) { best = h; bestc = cnt; }
            }
            if (best == UINT32_MAX) break;
            done[nd] = best;
            fprintf(err, " %0*X(%u)", trc_hook_digits(best), trc_hook_display(best), bestc);
        }
        fputc('\n', err);
    }
    if (r->lost > 0 && r->nloss > 0) {
        fputs("trcrpt: loss windows:", err);
        for (unsigned i = 0; i < r->nloss; i++) {
            char a[40], b[40];
            size_t na = put_sec9(a, r->loss[i].start_ns);
            size_t nb = put_sec9(b, r->loss[i].end_ns);
            fprintf(err, " %.*s-%.*s(%llu)", (int)na, a, (int)nb, b, (unsigned long long)r->loss[i].lost);
        }
        if (r->loss_more) fputs(" ...", err);
        fputc('\n', err);
    }
}

/* ---- options --------------------------------------------------------------------------- */

void trc_report_opts_init(trc_report_opts *o)
{
    memset(o, 0, sizeof *o);
    o->header = 1;
    o->ids = 1;
    o->progress = -1;
    o->out = stdout;
    o->err = stderr;
}

/* on/off value of `name[=value]`: 1, 0, or -1 when invalid. */
static int onoff(const char *v)
{
    if (!v || strcmp(v, "on") == 0) return 1;
    if (strcmp(v, "off") == 0) return 0;
    return -1;
}

/* Decimal seconds with an optional fraction ("1.5") to ns; returns 0 or -1. */
static int parse_seconds(const char *v, int64_t *ns)
{
    uint64_t ip = 0, frac = 0;
    unsigned nd = 0;
    const char *p = v;
    if (!*p || *p == '.') return -1;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (ip > 9000000000u) return -1;
        ip = ip * 10 + (uint64_t)(*p - '0');
    }
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++)
            if (nd < 9) { frac = frac * 10 + (uint64_t)(*p - '0'); nd++; }
    }
    if (*p) return -1;
    while (nd < 9) { frac *= 10; nd++; }
    *ns = (int64_t)(ip * 1000000000u + frac);
    return 0;
}

int trc_report_opt(trc_report_opts *o, const char *item)
{
    const char *eq = strchr(item, '=');
    size_t nlen = eq ? (size_t)(eq - item) : strlen(item);
    const char *val = eq ? eq + 1 : NULL;
    struct { const char *name; int *flag; } bools[] = {
        { "ids", &o->ids }, { "exec", &o->exec }, { "pid", &o->pid }, { "tid", &o->tid },
        { "cpuid", &o->cpuid }, { "svc", &o->svc }, { "2line", &o->twoline },
    };
    for (unsigned i = 0; i < sizeof bools / sizeof bools[0]; i++) {
        if (strlen(bools[i].name) != nlen || memcmp(bools[i].name, item, nlen) != 0) continue;
        int v = onoff(val);
        if (v < 0) return -1;
        *bools[i].flag = v;
        return 0;
    }
    if (nlen == 8 && memcmp(item, "pagesize", 8) == 0) {
        char *end;
        long v = val ? strtol(val, &end, 10) : -1;
        if (!val || !*val || *end || v < 0 || v > 500) return -1;
        o->pagesize = (int)v;
        return 0;
    }
    if ((nlen == 9 && memcmp(item, "starttime", 9) == 0) || (nlen == 7 && memcmp(item, "endtime", 7) == 0)) {
        int64_t ns;
        if (!val || parse_seconds(val, &ns)) return -1;
        if (item[0] == 's') { o->has_start = 1; o->start_ns = ns; }
        else { o->has_end = 1; o->end_ns = ns; }
        return 0;
    }
    if (nlen == 9 && memcmp(item, "timestamp", 9) == 0) {
        if (!val || strlen(val) != 1 || val[0] < '0' || val[0] > '3') return -1;
        o->timestamp = val[0] - '0';
        return 0;
    }
    return -1;
}

/* ---- the run -------------------------------------------------------------------------------- */

/* Sum of all fault counters (short entries included). */
static uint64_t fault_total(const rep *r)
{
    uint64_t t = 0;
    for (int k = 0; k < TRC_FK_COUNT_; k++) t += trc_vm_faults(r->vm, (trc_fault_kind)k) + r->xfaults[k];
    return t;
}

/* Internal hooks 001-00F: their templates run even when the record is filtered. */
static int is_internal(uint32_t hook)
{
    return hook >= 0x10 && hook <= 0xF0 && (hook & 0xF) == 0;
}

/* The -s/-e window needs the start wall clock: with -m one known start is enough. */
static int wall_check(const trc_report_opts *o, trc_source *const *srcs, unsigned n)
{
    const trc_select *sel = o->sel;
    if (!sel || (!sel->has_wall_start && !sel->has_wall_end)) return 0;
    unsigned known = 0;
    for (unsigned i = 0; i < n; i++) {
        if (srcs[i]->info.start_wall != INT64_MIN) { known++; continue; }
        if (o->merge && n > 1) continue;
        fprintf(o->err, "trcrpt: -s/-e: start time of %s is unknown\n",
                strcmp(srcs[i]->path, "-") == 0 ? "<stdin>" : srcs[i]->path);
        return 2;
    }
    if (n && !known) {
        fputs("trcrpt: -s/-e: no input has a known start time\n", o->err);
        return 2;
    }
    return 0;
}

int trc_report_run(const trc_report_opts *o, const trc_progset *set, trc_source *const *srcs,
                   unsigned n)
{
    int status = wall_check(o, srcs, n);
    if (status) return status;
    rep r;
    memset(&r, 0, sizeof r);
    r.o = o;
    trc_buf_init(&r.out);
    trc_buf_init(&r.paint);
    setup_columns(&r);
    trc_progress prog;          /* §6; run-time diagnostics pass through it */
    trc_progress_init(&prog, o->err, o->out, o->progress);
    trc_vm_opts vo = { n ? srcs[0]->path : "", n ? srcs[0]->info.env : 32,
                       trc_progress_diag_stream(&prog), o->syms };
    r.vm = trc_vm_new(set, &vo);
    trc_feed *feed = trc_feed_new(srcs, n, o->merge, o->err, o->color_err);
    if (!r.vm || !feed) {
        fputs("trcrpt: out of memory\n", o->err);
        trc_vm_free(r.vm);
        trc_feed_free(feed);
        trc_progress_end(&prog);
        return 6;
    }
    if ((o->raw || o->output) && (status = trc_outs_open(&r.outs, o->raw, (trc_output)o->output,
                                                         o->header, o->out, srcs, n, &r.out, o->err))) {
        trc_buf_free(&r.out);
        trc_vm_free(r.vm);
        trc_feed_free(feed);
        trc_progress_end(&prog);
        return status;
    }
    /* --jobs: the workers format every non-internal record first (NULL: serial) */
    trc_par *par = o->jobs > 1 && n == 1 && !o->merge && !r.outs
                   ? trc_par_run(set, srcs[0], (unsigned)o->jobs, o->syms) : NULL;
    const trc_select *sel = o->sel;
    int stop = 0;
    unsigned cur = 0, since_progress = 0;
    trc_feed_item it;
    while (!stop && !r.epipe) {
        int got = trc_feed_next(feed, &it);
        if (got == TRC_FEED_END) break;
        if (got == TRC_FEED_ERROR) {
            trc_progress_erase(&prog);
            fprintf(o->err, "trcrpt: %s\n", srcs[it.src]->errbuf);
            status = 4;
            continue;
        }
        if (got == TRC_FEED_INPUT) {
            /* a new input (sequential: each has its own header and origin) */
            if (o->header && !r.outs) {
                if (it.src > 0) trc_buf_addc(&r.out, '\n');
                put_header(&r, &srcs[it.src]->info, srcs[it.src]->path);
            }
            r.have_prev = 0;
            r.page_lines = 0;
            continue;
        }
        if (it.src != cur) {
            cur = it.src;
            trc_vm_set_input(r.vm, srcs[cur]->path, srcs[cur]->info.env);
        }
        if (prog.on && ++since_progress >= 4096) {
            uint64_t done, total;
            since_progress = 0;
            if (trc_feed_progress(feed, &done, &total)) trc_progress_update(&prog, done, total);
        }
        trc_record *rec = &it.rec;
        r.events++;
        r.rec = rec;
        r.elapsed = it.elapsed;
        count_internal(&r, rec, &srcs[it.src]->info);
        /* §2.1: time window, CPU, hook, then pid/tid */
        int filtered = (o->has_start && r.elapsed < o->start_ns) || (o->has_end && r.elapsed >= o->end_ns);
        trc_who who;
        trc_whotrack_get(&r.who, rec, &who);
        if (!filtered && sel) {
            filtered = (it.wall_known && !trc_select_wall(sel, it.wall)) || !trc_select_cpu_hook(sel, rec);
            if (!filtered) {
                uint32_t nlen = 0;
                const char *name = trc_select_wants_names(sel) && who.has_pid
                                   ? trc_vm_procname(r.vm, who.pid, &nlen) : NULL;
                filtered = !trc_select_who(sel, who.has_pid, who.pid, name, nlen, who.has_tid, who.tid);
            }
        }
        if (filtered) {
            r.filtered++;
            if (!is_internal(rec->hook)) continue;   /* 001-00F still run (process names) */
        }
        trc_event ev;
        uint64_t faults_before = r.o->color ? fault_total(&r) : 0;
        if (par && !is_internal(rec->hook)) {
            if (trc_par_event(par, rec, &ev, trc_progress_diag_stream(&prog), r.xfaults) != 0) {
                fprintf(o->err, "trcrpt: internal error: --jobs has no event for offset %llu\n",
                        (unsigned long long)rec->offset);
                status = 6;
                break;
            }
        } else if (trc_vm_run(r.vm, rec, r.elapsed, &ev) != 0) {
            fputs("trcrpt: out of memory\n", o->err);
            status = 6;
            break;
        }
        if (trc_whotrack_update(&r.who, rec, &who, ev.pid_known, ev.pid, ev.tid_known, ev.tid) != 0) {
            fputs("trcrpt: out of memory\n", o->err);
            status = 6;
            break;
        }
        if (prog.diag) trc_progress_diag_flush(&prog);
        if (filtered) continue;
        if (ev.unknown) count_unknown(&r, rec->hook);
        if (r.outs) {   /* -r, json, csv, chrome (runtime/out.h) */
            trc_out_event oe = { rec, &ev, &srcs[it.src]->info, srcs[it.src]->path, r.vm, r.elapsed,
                                 trc_out_delta(r.have_prev, r.elapsed, r.prev_printed) };
            int k = trc_outs_record(r.outs, &r.out, &oe);
            if (k < 0) break;
            if (k > 0) {
                if (ev.print) trc_vm_count_lines(r.vm, ev.text->nlines);
                r.printed++;
                r.prev_printed = r.elapsed;
                r.have_prev = 1;
            }
            if (r.out.len >= OUT_FLUSH) flush_out(&r);
        } else if (ev.print) {
            r.paint_ev = r.o->color && (ev.unknown || fault_total(&r) != faults_before);
            put_event(&r, &ev);
            trc_vm_count_lines(r.vm, ev.text->nlines);
            r.printed++;
            r.prev_printed = r.elapsed;
            r.have_prev = 1;
        }
        if (ev.stop) stop = 1;
    }
    trc_progress_end(&prog);
    if (r.outs) {
        int st = trc_outs_close(r.outs, &r.out, o->err);
        if (st && status == 0) status = st;
    }
    flush_out(&r);
    if (!r.epipe && fflush(o->out) != 0 && errno != EPIPE) r.write_error = 1;
    if (r.write_error && (status == 0 || status == 4)) {
        fputs("trcrpt: cannot write the report\n", o->err);
        status = 5;
    }
    if (!o->quiet) put_summary(&r, o->err);
    if (status == 0 && o->strict && r.skipped + fault_total(&r) > 0) status = 1;
    free(r.unknown_by_hook);
    trc_buf_free(&r.out);
    trc_buf_free(&r.paint);
    trc_whotrack_free(&r.who);
    trc_par_free(par);
    trc_feed_free(feed);
    trc_vm_free(r.vm);
    return status;
}
