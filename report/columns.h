/* columns.h -- the fixed columns of the text report (docs/ref/report.md §3.2): the
 * column table, the cell writers and the per-event column layout, with the default
 * columns (ID, ELAPSED_SEC, DELTA_MSEC) written without the table loop.  Static inline:
 * included by report/report.c, where they inline into the per-event layout, and by
 * report/repbase.c (the column setup and the column header). */
#ifndef TRC_REPORT_COLUMNS_H
#define TRC_REPORT_COLUMNS_H
#include <string.h>
#include "common/dbg.h"
#include "common/hookid.h"
#include "common/digits.h"
#include "report/cells.h"
#include "report/rep_state.h"


/* One fixed column.  Its cell writer (col_*, chosen by `kind` in put_cols) writes the
 * whole cell at p -- the text padded to `width` (left or right), then two blanks -- and
 * returns the new end; the caller reserved CELL_ROOM bytes for it. */
typedef struct col_def {
    const char *header;  /* column header text */
    unsigned width;      /* column width */
    int right;           /* 1: right-aligned */
    int kind;            /* COL_*: which cell writer (a switch, so they inline) */
} col_def;

/* The cell writers of col_table, in its order. */
enum { COL_ID, COL_EXEC, COL_PID, COL_TID, COL_CPU, COL_SVC, COL_ELAPSED, COL_DELTA };


static inline char *col_id(rep *r, const trc_event *ev, char *p, unsigned width)
{
    (void)ev;
    static const char hex[] = "0123456789ABCDEF";
    uint32_t v = trc_hook_display(r->rec->hook);
    int d = trc_hook_digits(r->rec->hook);
    memcpy(p, blanks32, 32);
    if (d == 3) {   /* the usual AIX id */
        p[0] = hex[(v >> 8) & 15];
        p[1] = hex[(v >> 4) & 15];
        p[2] = hex[v & 15];
    } else {
        for (int i = d; i-- > 0; v >>= 4) p[i] = hex[v & 15];
    }
    return cell_end(p, p + d, width);
}

static inline char *col_exec(rep *r, const trc_event *ev, char *p, unsigned width)
{
    uint32_t len = 0;
    const char *name = ev->pid_known ? trc_vm_procname(r->vm, ev->pid, &len) : NULL;
    if (!name) return put_left(p, width, "-", 1);
    return put_left(p, width, name, len > 16 ? 16 : len);
}

static inline char *col_pid(rep *r, const trc_event *ev, char *p, unsigned width)
{
    (void)r;
    return put_right_u64(p, width, ev->pid_known, ev->pid);
}

static inline char *col_tid(rep *r, const trc_event *ev, char *p, unsigned width)
{
    (void)r;
    return put_right_u64(p, width, ev->tid_known, ev->tid);
}

static inline char *col_cpu(rep *r, const trc_event *ev, char *p, unsigned width)
{
    (void)r;
    return put_right_u64(p, width, ev->cpu_known, ev->cpu);
}

static inline char *col_svc(rep *r, const trc_event *ev, char *p, unsigned width)
{
    char cell[CELL_ROOM];
    size_t n = trc_vm_svc_text(r->vm, ev, r->rec->cpu, cell, 16);
    return put_left(p, width, cell, n);
}

/* ELAPSED_SEC in its default form (seconds, 9 decimals) in a 15-byte cell: from one
 * event to the next only the last fraction digits change, mostly (put_sec9_step). */
static inline __attribute__((always_inline)) char *put_elapsed9(rep *r, char *p)
{
    int64_t v = r->elapsed;
    if (v >= 0) {
        p = put_sec9_step(&r->sec_cache, p, 15, (uint64_t)v);
    } else {
        uint64_t a = (uint64_t)0 - (uint64_t)v;
        p = put_time_cached(&r->sec_cache, p, 15, 1, a / 1000000000u, (uint32_t)(a % 1000000000u), 9);
    }
    return p;
}

static inline char *col_elapsed(rep *r, const trc_event *ev, char *p, unsigned width)
{
    (void)ev;
    int64_t v = r->elapsed;
    uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    switch (r->o->timestamp) {
    case 1:   /* seconds, 6 decimals, truncated */
        return put_time_cached(&r->sec_cache, p, width, v < 0 && a >= 1000, a / 1000000000u,
                               (uint32_t)(a % 1000000000u / 1000), 6);
    case 2:   /* microseconds, 3 decimals */
        return put_right_time(p, width, v < 0, a / 1000u, (uint32_t)(a % 1000u), 3);
    default:  /* seconds, 9 decimals: the default columns' own writer (col_table's width) */
        TRC_DASSERT(width == 15);
        return put_elapsed9(r, p);
    }
}

static inline char *col_delta(rep *r, const trc_event *ev, char *p, unsigned width)
{
    (void)ev;
    int64_t d = 0;   /* saturated: wild foreign clocks may span more than 2^63 ns */
    if (r->marking) r->tally.mark_cell = (size_t)(p - r->out.data);
    if (r->have_prev && __builtin_sub_overflow(r->elapsed, r->prev_printed, &d))
        d = r->elapsed > r->prev_printed ? INT64_MAX : INT64_MIN;
    uint64_t a = d < 0 ? (uint64_t)0 - (uint64_t)d : (uint64_t)d;   /* ms, 6 decimals */
    uint64_t ms = a < 1000000u ? 0 : a / 1000000u;   /* events less than 1 ms apart: no division */
    return put_time_cached(&r->delta_cache, p, width, d < 0, ms, (uint32_t)(a - ms * 1000000u), 6);
}

static const col_def col_table[] = {
    { "ID",           5,  0, COL_ID },
    { "PROCESS NAME", 16, 0, COL_EXEC },
    { "PID",          8,  1, COL_PID },
    { "TID",          10, 1, COL_TID },
    { "CPU",          3,  1, COL_CPU },
    { "SVC",          16, 0, COL_SVC },
    { "ELAPSED_SEC",  15, 1, COL_ELAPSED },
    { "DELTA_MSEC",   13, 1, COL_DELTA },
};

/* Enable the columns the options ask for, in table order. */
static inline void setup_columns(rep *r)
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
    r->cols_std = r->ncols == 3 && r->cols[0]->kind == COL_ID && r->cols[0]->width == 5 &&
                  r->cols[1]->kind == COL_ELAPSED && r->cols[1]->width == 15 && o->timestamp == 0 &&
                  r->cols[2]->kind == COL_DELTA;
    /* PROCESS NAME reads the process table, which a fused template's tail changes after
     * the lane has laid out its line (deferred: docs/interpreter.md, "The fast lane");
     * SVC reads what templates assign to $SVC, which no fused template does */
    r->cols_rec = !o->exec || !r->tails;
    r->cols_env = (o->pid || o->exec ? 1u : 0) | (o->tid || o->svc ? 2u : 0) | (o->cpuid ? 4u : 0);
    r->who_first = 1;
    r->who_last = 0;
    for (unsigned c = r->ncols; c-- > 0;) {
        int k = r->cols[c]->kind;
        if (k != COL_PID && k != COL_TID && k != COL_CPU) continue;
        if (r->who_last < r->who_first) r->who_last = c;
        r->who_first = c;
    }
}

/* The event a line form's record has for the fixed columns (put_cols): the envelope's
 * PID, TID and CPU, which the VM's event takes too when the envelope knows them
 * (trc_vm_run); only the fields the cells read are set.  0 when a column shown needs one
 * the envelope does not know (r->cols_env; the VM's event would take it from the CPU's
 * run state): the record takes the VM. */
static inline int cols_rec_event(const rep *r, const trc_record *rec, trc_event *ev)
{
    if (((r->cols_env & 1) && rec->pid == TRC_PID_UNKNOWN) || ((r->cols_env & 2) && rec->tid == TRC_TID_UNKNOWN)
        || ((r->cols_env & 4) && rec->cpu == TRC_CPU_UNKNOWN))
        return 0;
    ev->pid = rec->pid;
    ev->tid = rec->tid;
    ev->cpu = rec->cpu;
    ev->pid_known = ev->tid_known = ev->cpu_known = 1;
    return 1;
}

/* Write a header cell at p: text padded to the column width, then two blanks; returns
 * the new end.  The caller reserved room (64 + width + 2). */
static inline char *put_cell(char *p, const col_def *c, const char *s, size_t n)
{
    size_t pad = n < c->width ? c->width - n : 0;
    if (c->right) { memset(p, ' ', pad); p += pad; }
    memcpy(p, s, n);
    p += n;
    if (!c->right) { memset(p, ' ', pad); p += pad; }
    p[0] = p[1] = ' ';
    return p + 2;
}

/* n blanks at p in 32-byte chunks (up to 31 bytes beyond p + n are touched: the caller
 * reserved them); returns p + n. */
static inline char *put_blanks(char *p, size_t n)
{
    for (size_t k = 0; k < n; k += 32) memcpy(p + k, blanks32, 32);
    return p + n;
}

/* The indent of a text line (trc_level_indent: at most 24 blanks) at p: one 32-byte store
 * (the caller reserved 32 bytes past p + n, LINE_ROOM); returns p + n. */
static inline char *put_indent(char *p, unsigned n)
{
    TRC_DASSERT(n <= 32);
    memcpy(p, blanks32, 32);
    return p + n;
}

/* The ID cell through a small cache by hook (a trace has few hook ids). */
static inline char *col_id_cached(rep *r, const trc_event *ev, char *p)
{
    uint32_t h = r->rec->hook, k = (h >> 4) & 63;
    if (r->id_hook[k] != h + 1) {
        char cell[CELL_ROOM];
        col_id(r, ev, cell, 5);   /* always 7 bytes: at most 5 digits in width 5 */
        memcpy(r->id_cell[k], cell, 8);
        r->id_hook[k] = h + 1;
    }
    memcpy(p, r->id_cell[k], 8);
    return p + 7;
}

/* The default columns after ID: ELAPSED_SEC and DELTA_MSEC. */
static inline __attribute__((always_inline)) char *put_times_std(rep *r, const trc_event *ev, char *p)
{
    return col_delta(r, ev, put_elapsed9(r, p), 13);
}

/* The default columns: no loop over the table. */
static inline char *put_cols_std(rep *r, const trc_event *ev, char *p)
{
    return put_times_std(r, ev, col_id_cached(r, ev, p));
}

/* The PID, TID and CPU cells of ev (the columns r->cols[who_first..who_last]) at p
 * through a small cache by their values (an event's are those of many others); returns
 * the new end (room: CELL_ROOM for each of the columns). */
static inline char *put_who(rep *r, const trc_event *ev, char *p)
{
    uint32_t known = (uint32_t)ev->pid_known | (uint32_t)ev->tid_known << 1 | (uint32_t)ev->cpu_known << 2;
    uint64_t tid = ev->tid_known ? ev->tid : 0;
    uint32_t pid = ev->pid_known ? ev->pid : 0, cpu = ev->cpu_known ? ev->cpu : 0;
    uint64_t h = (tid * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)pid * 0xC2B2AE3D27D4EB4Full) ^ cpu;
    struct who_cell *c = &r->who_cell[(h * 0xFF51AFD7ED558CCDull) >> 58];
    if (c->known != (known | 8) || c->tid != tid || c->pid != pid || c->cpu != cpu) {
        char cell[3 * CELL_ROOM], *e = cell;
        for (unsigned k = r->who_first; k <= r->who_last; k++) {
            unsigned w = r->cols[k]->width;
            switch (r->cols[k]->kind) {
            case COL_PID: e = col_pid(r, ev, e, w); break;
            case COL_TID: e = col_tid(r, ev, e, w); break;
            default: e = col_cpu(r, ev, e, w); break;
            }
        }
        size_t n = (size_t)(e - cell);
        if (n > sizeof c->text) {   /* (never: 41 bytes at most) */
            memcpy(p, cell, n);
            return p + n;
        }
        memcpy(c->text, cell, sizeof c->text);
        c->len = (uint32_t)n;
        c->known = known | 8;
        c->tid = tid;
        c->pid = pid;
        c->cpu = cpu;
    }
    memcpy(p, c->text, sizeof c->text);   /* room: CELL_ROOM >= 48 */
    return p + c->len;
}

/* The fixed columns of ev at p; returns the new end (room: CELL_ROOM per column). */
static inline char *put_cols(rep *r, const trc_event *ev, char *p)
{
    if (r->cols_std) return put_cols_std(r, ev, p);
    for (unsigned c = 0; c < r->ncols; c++) {
        unsigned w = r->cols[c]->width;
        switch (r->cols[c]->kind) {
        case COL_ID: p = w == 5 ? col_id_cached(r, ev, p) : col_id(r, ev, p, w); break;
        case COL_EXEC: p = col_exec(r, ev, p, w); break;
        case COL_PID: case COL_TID: case COL_CPU:   /* the run of them, cached */
            p = put_who(r, ev, p);
            c = r->who_last;
            break;
        case COL_SVC: p = col_svc(r, ev, p, w); break;
        case COL_ELAPSED: p = col_elapsed(r, ev, p, w); break;
        default: p = col_delta(r, ev, p, w); break;
        }
    }
    return p;
}

#endif
