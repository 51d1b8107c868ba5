/* report.c -- owns the record path of a report (docs/ref/report.md §3): each record through
 * the selection, --where, the VM or a template's line form, and the layout of its text
 * (fixed columns from one column table, levels, continuation lines, L=0 events, no
 * trailing blanks), or to the structured outputs and --stats; and the fast lane that reads
 * plain trclog records in place (trc_rep_fast).  The run around it is report/driver.c's,
 * the context's setup and the header block report/repbase.c's, the end-of-run summary's
 * counts report/summary.c's.  Output is built in one reusable buffer and written in large
 * blocks (no stdio per item). */
#include "common/dbg.h"
#include "common/hookid.h"
#include "report/report.h"
#include "report/rep_int.h"
#include "report/where_env.h"
#include "interp/vm.h"
#include "interp/fuse.h"
#include "interp/lineform.h"
#include "interp/state.h"
#include "report/feed.h"
#include "interp/purity.h"
#include "formats/trclog.h"
#include "report/rptaux.h"
#include "report/select.h"
#include "report/out.h"
#include "report/stats.h"
#include "common/digits.h"
#include "report/cells.h"
#include "report/hookcount.h"
#include "report/rep_state.h"
#include "report/summary.h"
#include "report/columns.h"
#include "common/sat.h"
#include <stdlib.h>
#include <string.h>

/* ---- output ----------------------------------------------------------------------------- */

/* ---- layout ----------------------------------------------------------------------------- */

/* Room for n more bytes in b (inline fast check); 0 or -1. */
static inline int reserve(trc_buf *b, size_t n)
{
    if (!b->failed && b->cap - b->len > n) return 0;
    return trc_buf_reserve(b, n);
}

/* End a line that ends at p in no blank: the newline (and a NUL after it) added; sets the
 * buffer length. */
static inline void close_line_nb(trc_buf *b, char *p)
{
    *p++ = '\n';
    *p = '\0';
    b->len = (size_t)(p - b->data);
}

/* End the line that started at `start` and ends at p: trailing blanks dropped, then as
 * close_line_nb. */
static inline void close_line(trc_buf *b, char *start, char *p)
{
    while (p > start && p[-1] == ' ') p--;
    close_line_nb(b, p);
}

/* What starts a text line before its indent (line_head). */
enum {
    HEAD_NONE,      /* nothing: an L=0 event, or the text lines of a 2line event */
    HEAD_COLS,      /* the event's fixed columns (its first line), any column set */
    HEAD_COLS_STD,  /* the same with the default columns (r->cols_std) */
    HEAD_BLANKS     /* blanks under the columns (a continuation line) */
};

/* Bytes a line needs besides its text: the cells (or blanks), the indent's slack and the
 * newline (with the NUL after it). */
#define LINE_ROOM(r, indent) ((size_t)CELL_ROOM * (r)->ncols + (r)->blank_width + 64 + (indent) + 32 + 2)

/* The start of a text line at p (room reserved, LINE_ROOM): what `head` says, then the
 * indent.  id: with HEAD_COLS_STD, the 7-byte ID cell (8 bytes readable) a caller has
 * cached, else NULL.  Every text line of the report starts here, whichever runner wrote
 * its text (the VM's event: put_event; a line form's, in place: put_line_fused), and ends
 * with close_line or close_line_nb. */
static inline __attribute__((always_inline)) char *line_head(rep *r, const trc_event *ev, char *p,
                                                            const int head, const char *id,
                                                            unsigned indent)
{
    switch (head) {
    case HEAD_COLS_STD:
        if (id) {
            memcpy(p, id, 8);
            p = put_times_std(r, ev, p + 7);
        } else {
            p = put_cols_std(r, ev, p);
        }
        break;
    case HEAD_COLS: p = put_cols(r, ev, p); break;
    case HEAD_BLANKS: p = put_blanks(p, r->blank_width); break;
    default: break;
    }
    return put_indent(p, indent);
}

/* One text line of a VM event: what `head` says, the indent, the tl bytes of text txt, then
 * the line closed (trailing blanks dropped); one reservation.  0, or -1 when out of memory
 * (nothing written). */
static inline __attribute__((always_inline)) int put_text_line(rep *r, const trc_event *ev, const int head,
                                                              unsigned indent, const char *txt, size_t tl)
{
    trc_buf *b = &r->out;
    if (reserve(b, LINE_ROOM(r, indent) + tl)) return -1;
    char *start = b->data + b->len;
    char *p = line_head(r, ev, start, head, NULL, indent);
    memcpy(p, txt, tl);
    close_line(b, start, p + tl);
    return 0;
}

/* Lay out one printed event: fixed columns on its first line, blanks on continuation
 * lines, none at all for L=0 events; the text placed at its level (docs/ref/language.md §8.6).
 * With 2line the columns get a line of their own and the text has none.  Each line is
 * written straight into the output buffer after one reservation.  A one-line event in the
 * default columns with no paging, 2line or colour (r->cols_line, rep_plain_vm) takes the
 * first branch, the same steps with the tests known. */
static inline __attribute__((always_inline)) void put_event(rep *r, const trc_event *ev, const int std)
{
    const trc_text *t = ev->text;
    trc_buf *b = &r->out;
    if (std) {
        const trc_line *ln = &t->lines[0];
        put_text_line(r, ev, HEAD_COLS_STD, trc_level_indent(ln->level), t->buf.data + ln->off, ln->len);
        if (b->len >= OUT_FLUSH) trc_rep_flush_out(r);
        return;
    }
    int l0 = ev->level == 0, two = r->o->twoline;
    if (two && !l0 && r->ncols) {
        if (r->paging) trc_rep_page_break(r);
        if (reserve(b, LINE_ROOM(r, 0))) return;
        char *start = b->data + b->len;
        close_line(b, start, line_head(r, ev, start, HEAD_COLS, NULL, 0));
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
        if (r->paging) trc_rep_page_break(r);
        if (put_text_line(r, ev, l0 || two ? HEAD_NONE : i == 0 ? HEAD_COLS : HEAD_BLANKS, indent, txt, tl))
            return;
    }
    if (b->len >= OUT_FLUSH) trc_rep_flush_out(r);
}

/* line_head for a line form's record in other columns than the default ones (r->cols_rec),
 * out of line (the default columns' steps stay small): the cells with the envelope's PID,
 * TID and CPU (cols_rec_event), then the indent; NULL when a column shown needs a value
 * the envelope does not know (nothing is kept: the record takes the VM). */
static __attribute__((noinline)) char *line_head_rec(rep *r, const trc_record *rec, char *p, unsigned indent)
{
    trc_event ev;
    if (!cols_rec_event(r, rec, &ev)) return NULL;
    return line_head(r, &ev, p, HEAD_COLS, NULL, indent);
}

/* put_event for every layout but the one-line default one, out of line. */
static __attribute__((noinline)) void put_event_any(rep *r, const trc_event *ev)
{
    put_event(r, ev, 0);
}

/* ---- the record path ---------------------------------------------------------------------- */

/* Template of hook `hook` (or the default one) changes run state (trc_purity_run_state). */
static int changes_state(const rep *r, uint32_t hook)
{
    if (!r->run_state) return 0;
    const trc_prog *p = trc_progset_find(r->set, hook);
    uint32_t i = p ? (uint32_t)(p - r->set->progs) : r->set->default_prog;
    return i < r->set->nprogs && r->run_state[i];
}

/* The event to the structured output or -r (report/out.h); -1 when the output ends the
 * run. */
static inline int put_outs(rep *r, const trc_event *ev, const trc_source *src)
{
    trc_out_event oe = { r->rec, ev, &src->info, src->path, r->vm, r->elapsed,
                         trc_out_delta(r->have_prev, r->elapsed, r->prev_printed) };
    int k = trc_outs_record(r->outs, &r->out, &oe);
    if (k < 0) return -1;
    if (k > 0) {
        if (ev->print) trc_vm_count_lines(r->vm, ev->text->nlines);
        r->printed++;
        r->prev_printed = r->elapsed;
        r->have_prev = 1;
    }
    if (r->out.len >= OUT_FLUSH) trc_rep_flush_out(r);
    return 0;
}

/* Output bytes the line of a record of len bytes needs with template tp (fused) at
 * `indent`: the cells, the indent, the text (worst case) and a newline; 0 when the fused
 * text could pass the event's limit (the VM cuts it there: the long way). */
static inline size_t line_need(const rep *r, const trc_prog *tp, unsigned indent, uint32_t len)
{
    size_t room = trc_fuse_room(tp->fused, len);
    if (!room || room >= TRC_EVENT_MAX_TEXT) return 0;
    return LINE_ROOM(r, indent) + room;
}

/* Fill slot k of the fused-template cache with hook h: its template when it is fused and
 * has a level (006 and 00C never: the summary counts them on the long way), the indent,
 * and the room for the longest record when that is small (one Z item at most). */
/* Add the G-on-64-bit records that put_line_fused left pending in cache slot k to the
 * list (their first was counted at once, so the list keeps the order of first sight). */
static void gpos_flush_slot(rep *r, uint32_t k)
{
    const trc_prog *tp = r->fz_prog[k];
    if (r->fz_gpend[k] && tp) trc_rep_gpos_add(r, r->worker ? &r->tally.gpos : &r->gposl,
                                               tp->hook, tp->gpos, r->fz_gpend[k]);
    r->fz_gpend[k] = 0;
    r->fz_gseen[k] = 0;
}

void trc_rep_gpos_flush(rep *r)
{
    for (uint32_t k = 0; k < 64; k++) if (r->fz_gseen[k]) gpos_flush_slot(r, k);
}

static void fz_fill(rep *r, uint32_t h, uint32_t k)
{
    if (r->fz_gseen[k]) gpos_flush_slot(r, k);
    /* a worker's records of 001-00F go through the VM, which counts them (tally.internal) */
    const trc_prog *tp = h == 0x60 || h == 0xC0 || (r->worker && trc_purity_internal_hook(h))
                         ? NULL : trc_progset_find(r->set, h);
    if (tp && (!tp->fused || tp->level == 0 || tp->fused->nlines > 1)) tp = NULL;   /* one line */
    r->fz_prog[k] = tp;
    r->fz_hook[k] = h + 1;
    r->fz_indent[k] = tp ? (uint8_t)trc_level_indent(tp->level) : 0;
    char cell[CELL_ROOM];
    col_id(r, NULL, cell, 5);   /* r->rec is the record of hook h: always 7 bytes */
    memcpy(r->fz_id[k], cell, 8);
    r->fz_need[k] = (tp && tp->fused->nz <= 1 ? (uint32_t)line_need(r, tp, r->fz_indent[k], UINT16_MAX) : 0)
                    | (tp && tp->fused->ltail ? FZ_TAIL : 0) | (tp && tp->fused->trail ? FZ_TRAIL : 0);
}

/* A record of slot k's template tp that its line form formatted: on a 64-bit entry of a
 * template positioning with G into 32-bit data words, counted for the warning as the VM's
 * event counts it (docs/templates.md, "Two layouts"); env: lane_run's constant (32: never
 * such a record), else 0.  Only once the line form formatted it: a record it gives back
 * goes to the VM, which counts it (difftest seed 287 counted it twice). */
static inline __attribute__((always_inline)) void line_count_gpos(rep *r, const trc_prog *tp,
                                                                  const trc_record *rec, uint32_t k,
                                                                  const int env)
{
    if (env != 32 && tp->gpos && (rec->flags & TRC_EF_E64)) {
        if (r->fz_gseen[k]) r->fz_gpend[k]++;   /* trc_rep_gpos_flush adds them */
        else { trc_rep_count_gpos(r, rec->hook, tp->gpos); r->fz_gseen[k] = 1; }
    }
}

/* --stats (r->stats_lean): record rec (r->rec, r->elapsed set) counted without the VM
 * when its template has a fused form with a level, as the text report's fast path lays it
 * out (put_line_fused): the line form formats it into a scratch buffer (r->wtext: no
 * --where here), and a record it cannot format (too short: a fault the VM counts) goes to
 * the VM; the tail (pidinstall, tidinstall, starttimer) runs.  The event has the
 * envelope's pid, tid and CPU, which must be known (else the VM's per-CPU state would
 * give them), and no text or fields (trc_stats_keys_plain: none is read).  Internal hooks
 * (001-00F), 006 and 00C take the VM.  Returns 1 when counted, 0 to take the VM, -1 out
 * of memory.  lane: called by the fast lane (lane_run: rec read in place, of byte order
 * bo), where a tail is never deferred (the tables read the process names). */
static inline __attribute__((always_inline)) int rep_stats_lean(rep *r, const trc_record *rec,
                                                                const trc_source *src, const int lane,
                                                                const trc_byteorder bo)
{
    if (rec->pid == TRC_PID_UNKNOWN || rec->tid == TRC_TID_UNKNOWN || rec->cpu == TRC_CPU_UNKNOWN ||
        rec->hook - 0x10u <= 0xE0u)
        return 0;
    uint32_t h = rec->hook, k = (h >> 4) & 63;
    if (r->fz_hook[k] != h + 1) fz_fill(r, h, k);
    const trc_prog *tp = r->fz_prog[k];
    if (!tp) return 0;
    size_t room = trc_fuse_room(tp->fused, rec->len);
    if (!room || room >= TRC_EVENT_MAX_TEXT || reserve(&r->wtext, room)) return 0;
    if (!(lane ? trc_line_text(tp, rec, r->wtext.data, bo, r->md, 0, 0)
               : trc_fuse_line_text(tp, rec, r->wtext.data, r->md)))
        return 0;
    line_count_gpos(r, tp, rec, k, 0);   /* (difftest seed 6002024: the warning was lost) */
    if (tp->fused->ltail) trc_vm_tail(r->vm, tp->fused->ltail, rec, r->elapsed);
    return trc_rep_stats_lined(r, tp, rec, src) ? -1 : 1;
}

/* A record whose template is fused, as a one-line event: the cells (std: the default
 * columns, a constant; else other columns of the record, r->cols_rec, with the
 * envelope's PID, TID and CPU: a record whose envelope does not know one shown takes the
 * VM), the indent, then the VM writes the text straight after them (no event, no copy).
 * 0 when the VM cannot (no fused form, or a record too short): nothing was written.
 * lane 2: called by the fast lane (lane_run, which defers a template's tail to its next
 * VM record or the end of its loop; the record read in place, bo its byte order, env its
 * environment): rec->len is at most 65535 (the cached room holds), and the caller counts
 * the lines towards $LINENO and flushes the output; else (lane 0, rep_record_plain; bo and
 * env unused) this does both. */
static inline __attribute__((always_inline)) int put_line_fused(rep *r, const trc_record *rec,
                                                                const int lane,
                                                                const trc_byteorder bo,
                                                                const int env, const int std)
{
    if (r->stats_lean) {   /* --stats: counted, no line (the fast lane's records) */
        int c = rep_stats_lean(r, rec, r->lane_src, lane, bo);
        if (c < 0) r->lane_nomem = 1;
        return c > 0;
    }
    uint32_t h = rec->hook, k = (h >> 4) & 63;
    if (r->fz_hook[k] != h + 1) fz_fill(r, h, k);   /* a small cache by hook */
    const trc_prog *tp = r->fz_prog[k];
    if (!tp) return 0;
    const uint32_t nraw = r->fz_need[k];   /* with the FZ_TAIL and FZ_TRAIL bits */
    size_t need = nraw & ~(FZ_TAIL | FZ_TRAIL);
    if ((!need || (!lane && rec->len > UINT16_MAX)) && !(need = line_need(r, tp, r->fz_indent[k], rec->len)))
        return 0;
    trc_buf *b = &r->out;
    const size_t mark = b->len;            /* paging, 2line: taken back when no line is printed */
    const uint64_t page_lines = r->page_lines;
    const int two = !std && r->o->twoline;
    char *start, *p;
    if (two && r->ncols) {   /* 2line: the cells on a line of their own first (put_event) */
        if (r->paging) trc_rep_page_break(r);
        if (reserve(b, LINE_ROOM(r, 0))) goto none;
        start = b->data + b->len;
        if (!(p = line_head_rec(r, rec, start, 0))) goto none;
        close_line(b, start, p);
    }
    if (!std && r->paging) trc_rep_page_break(r);   /* the page header before the line */
    if (reserve(b, need)) goto none;
    start = b->data + b->len;
    p = std ? line_head(r, NULL, start, HEAD_COLS_STD, r->fz_id[k], r->fz_indent[k])
        : two ? line_head(r, NULL, start, HEAD_NONE, NULL, r->fz_indent[k])
              : line_head_rec(r, rec, start, r->fz_indent[k]);
    if (!std && !p) goto none;
    char *e = lane ? trc_line_text(tp, rec, p, bo, r->md, 1, env) : trc_fuse_line_text(tp, rec, p, r->md);
    if (!e) goto none;   /* (the VM's, which counts a G on a 64-bit entry itself) */
    line_count_gpos(r, tp, rec, k, env);
    /* the line form kept to the builder's worst case (and its last copy's slack) */
    TRC_DASSERT((size_t)(e - p) + TRC_FUSE_SLACK < trc_fuse_room(tp->fused, rec->len));
    if (nraw & FZ_TAIL) {   /* the calls after the text (lane_run: room for every record) */
        if (lane) r->defer[r->ndefer++] = (fast_tail){ tp->fused->ltail, rec->fb, rec->len, rec->flags, r->elapsed };
        else trc_vm_tail(r->vm, tp->fused->ltail, rec, r->elapsed);
    }
    if (e != p) {   /* an empty text prints nothing (the cells written are dropped) */
        if (nraw & FZ_TRAIL) close_line(b, start, e);
        else close_line_nb(b, e);   /* the text ends in no blank */
        if (!lane && b->len >= OUT_FLUSH) trc_rep_flush_out(r);
        if (!lane) trc_vm_count_lines(r->vm, 1);
        r->printed++;
        r->prev_printed = r->elapsed;
        r->have_prev = 1;
    } else if (!std) {   /* nothing printed: no page line, no 2line cells */
        b->len = mark;
        r->page_lines = page_lines;
    }
    return 1;
none:
    if (!std) {
        b->len = mark;
        r->page_lines = page_lines;
    }
    return 0;
}

/* rep_record_plain's VM step: record rec (r->rec, r->elapsed set, counted in r->events)
 * formatted by the VM and laid out.  Returns TRC_ST_OK, TRC_REP_STOP or TRC_ST_NOMEM. */
static inline __attribute__((always_inline)) int rep_plain_vm(rep *r, const trc_record *rec,
                                                              const trc_source *src)
{
    if (rec->hook - 0x10u <= 0xE0u) {   /* 001-00F */
        trc_rep_count_internal(r, rec, &src->info);
        if (r->trunc) trc_rep_tell_truncated(r, src->path);
    }
    trc_event ev;
    if (trc_vm_run(r->vm, rec, r->elapsed, &ev) != 0) return trc_rep_nomem(r->o);
    r->compiled += ev.compiled;
    if (r->prog && r->prog->diag) trc_progress_diag_flush(r->prog);
    if (ev.gpos) trc_rep_count_gpos(r, rec->hook, ev.gpos);
    if (ev.unknown) trc_rep_count_unknown(r, rec->hook);
    if (r->stats)   /* --stats in the fast lane (r->stats_lean): counted */
        return trc_rep_stats_count(r, rec, &ev, src, 1) ? trc_rep_nomem(r->o) : ev.stop ? TRC_REP_STOP : TRC_ST_OK;
    if (r->outs) {
        if (put_outs(r, &ev, src) < 0) return TRC_REP_STOP;
    } else if (ev.print) {
        r->paint_ev = 0;
        const trc_text *t = ev.text;
        if (t->nlines == 1 && r->cols_line && ev.level != 0) put_event(r, &ev, 1);
        else put_event_any(r, &ev);
        trc_vm_count_lines(r->vm, ev.text->nlines);
        r->printed++;
        r->prev_printed = r->elapsed;
        r->have_prev = 1;
    }
    return ev.stop ? TRC_REP_STOP : TRC_ST_OK;
}

/* trc_rep_record when nothing is selected or coloured and the output is text (r->plain):
 * the same steps without the tests that cannot apply.  (put_line_fused never takes 006
 * or 00C, which rep_plain_vm counts for the summary.) */
static int rep_record_plain(rep *r, trc_feed_item *it, const trc_source *src)
{
    trc_record *rec = &it->rec;
    r->events++;
    r->rec = rec;
    r->elapsed = it->elapsed;
    if (r->line_std && put_line_fused(r, rec, 0, TRC_BO_BIG, 0, r->lane_std)) return TRC_ST_OK;
    return rep_plain_vm(r, rec, src);
}

/* Room for n deferred tails (r->defer); -1 when out of memory. */
static int defer_room(rep *r, size_t n)
{
    fast_tail *p = realloc(r->defer, n * sizeof *p);
    if (!p) return -1;
    r->defer = p;
    r->defer_cap = n;
    return 0;
}

/* Run the tails lane_run deferred, in record order (line forms read no run state, so the
 * records between saw none of it: the state is as if each ran after its text). */
static __attribute__((noinline)) void fast_tails(rep *r, const trc_byteorder bo)
{
    trc_vm_tails(r->vm, r->defer, r->ndefer, bo);
    r->ndefer = 0;
}

/* lane_run's VM step: with line forms (lines), the `count` records before it in this loop
 * counted in r->events, the tails deferred so far run and the fused lines since the last
 * such step counted ($LINENO); then the plain record at p (stream offset off) is read
 * into *rec and goes through the VM and the layout (rep_plain_vm).  Returns as
 * rep_plain_vm. */
static inline __attribute__((always_inline)) int lane_vm(rep *r, const trc_source *src, const uint8_t *p,
                                                        uint64_t off, trc_record *rec,
                                                        const trc_byteorder bo, uint64_t count,
                                                        const int lines)
{
    if (lines) {
        r->events = r->lane_events + count + 1;
        r->lane_nvm++;
        if (r->ndefer) fast_tails(r, bo);
        if (r->printed != r->lane_printed) trc_vm_count_lines(r->vm, (uint32_t)(r->printed - r->lane_printed));
    } else {
        r->events++;
    }
    trc_trclog_fill_rec(p, off, rec, bo);
    int st = rep_plain_vm(r, rec, src);
    if (lines) r->lane_printed = r->printed;
    return st;
}

/* Whether lane_run takes the plain record at p (envelope flags fl, byte order bo; its
 * elapsed time in r->elapsed) with -C, -d, -k, -s, -e, starttime or endtime given
 * (r->sel_lane):
 * 1 it passes them, 0 it does not and the long path would only count it (r->filtered),
 * -1 it does not and the long path would run its template all the same (001-00F, or a
 * template that changes run state: trc_rep_record), so the lane leaves it to that path.
 * The tests and their order are trc_rep_record's (docs/report.md, "Filters"). */
static __attribute__((noinline)) int lane_select(rep *r, const uint8_t *p, unsigned fl, const trc_byteorder bo)
{
    const trc_report_opts *o = r->o;
    trc_record rec;
    rec.hook = trc_trclog_hook(p, fl, bo);
    rec.cpu = trc_get16(p + 6, bo);
    int keep = !((o->has_start && r->elapsed < o->start_ns) || (o->has_end && r->elapsed >= o->end_ns));
    if (keep && r->sel_on) {   /* the wall clock as the feed gives it (one input, not merged) */
        int64_t w0 = r->lane_src->info.start_wall;
        keep = (w0 == INT64_MIN || trc_select_wall(r->sel, trc_sat_addi(w0, r->elapsed))) &&
               trc_select_cpu_hook(r->sel, &rec);
    }
    if (keep) return 1;
    return trc_purity_internal_hook(rec.hook) || changes_state(r, rec.hook) ? -1 : 0;
}

/* trc_rep_fast's loop, the fast lane's one record loop: the plain records in the bytes
 * [b, b + n) ahead of the reader (stream offset off; records start in the first `starts`)
 * from index *pos on, byte order bo and environment env constants, each laid out as
 * rep_record_plain would: a record whose template has a line form by put_line_fused (its
 * hook, length, flags and time read from the envelope, its tail deferred to the next VM
 * record or the end of the loop), any other through the VM and the layout in place
 * (lane_vm: its whole envelope read with the reader's own decoding).  Before a VM record
 * the fused records' count, their lines ($LINENO) and their tails are brought up to date,
 * so the VM sees the run exactly as on the usual path.  Stops at a record that is not
 * plain or has NOTS (the usual path takes it), at one of the other environment (*other
 * set: the caller goes on with that instance), after a broken pipe, past a worker's
 * output limit, or at a record that ends the run (*status).  *pos moves past the records
 * taken, *last_ticks to the last one's time; returns their count.  lines: 0 no line
 * forms, 1 line forms in the default columns (or --stats), 2 in other columns, with
 * paging or with a selection (-C, -d, -k, -s, -e, starttime, endtime: r->sel_lane; the envelope
 * read whole for PID, TID, CPU).  The selection is tested only in the loops of 0 and 2,
 * which keeps the default one as it was (3 instructions a record there). */
static inline __attribute__((always_inline)) uint64_t lane_run(rep *r, const trc_source *src,
                                                              const uint8_t *b, size_t n, uint64_t off,
                                                              size_t starts, size_t *pos,
                                                              uint64_t *last_ticks, int *status,
                                                              int *other, const trc_byteorder bo,
                                                              const int env, const int lines)
{
    /* put_line_fused reads hook, len, fb, bo and flags of a record */
    trc_record rec = { .bo = bo };
    r->rec = &rec;
    r->lane_events = r->events;
    r->lane_printed = r->printed;
    r->lane_nvm = 0;
    const int sel = r->sel_lane;
    uint64_t count = 0, skipped = 0, last = *last_ticks;   /* skipped: records lane_select rejected */
    size_t i = *pos;
    /* the output is flushed past OUT_FLUSH here (put_line_fused leaves it); a worker's
     * is not flushed: return once the call added FAST_OUT (report/parallel.c then writes
     * it in parts) */
    const size_t out_lim = r->worker ? r->fast_lim : OUT_FLUSH;
    /* records start before `starts`, and a record's envelope (32 bytes) is there */
    const size_t lim = starts < n - 31 ? starts : n - 31;   /* n >= 32 */
    /* nothing after a broken pipe, nor past a worker's limit (tested again where the
     * output grows: a flush, a VM record) */
    const size_t end = r->epipe || (r->worker && r->out.len >= out_lim) ? 0 : lim;
    /* room to defer a tail for every record up to end (32 bytes at least each) */
    if (lines && r->tails && i < end && (end - i) / 32 + 1 > r->defer_cap && defer_room(r, (end - i) / 32 + 1)) {
        r->rec = NULL;
        *status = trc_rep_nomem(r->o);
        return 0;
    }
    while (i < end) {
        const uint8_t *p = b + i;
        uint32_t rl = trc_trclog_plain_rl(p, n - i, bo);
        if (!rl) break;
        uint16_t fl = trc_get16(p + 8, bo);
        if (fl & TRC_EF_NOTS) break;   /* the feed's time: the usual path */
        if (((fl & TRC_EF_E64) != 0) != (env == 64)) { *other = 1; break; }
        uint64_t ticks = trc_get64(p + 24, bo);
        r->elapsed = trc_feed_elapsed(&src->info, ticks);
        if (lines != 1 && __builtin_expect(sel, 0)) {   /* -C, -d, -k, a time window (never in the default loop) */
            int k = lane_select(r, p, fl, bo);
            if (k < 0) break;
            if (!k) {   /* counted as the long path counts it, nothing run */
                r->filtered++;
                skipped++;
                if (!lines) r->events++;   /* (with line forms: from count, below) */
                last = ticks;
                count++;
                i += rl;
                continue;
            }
        }
        if (lines) {
            uint32_t hook = trc_trclog_hook(p, fl, bo);
            if (lines == 2 || r->stats_lean) trc_trclog_fill_rec(p, 0, &rec, bo);   /* the cells or tables read pid, tid, CPU */
            rec.fb = p + 32;
            rec.len = trc_get16(p + 4, bo);
            rec.flags = fl;
            rec.hook = hook;
            rec.ticks = ticks;
            if (put_line_fused(r, &rec, 2, bo, env, lines == 1)) {
                last = ticks;
                count++;
                i += rl;
                if (__builtin_expect(r->out.len >= out_lim, 0)) {
                    if (r->worker) break;
                    trc_rep_flush_out(r);
                    if (r->epipe) break;
                }
                continue;
            }
            if (__builtin_expect(r->lane_nomem, 0)) break;   /* --stats: out of memory */
        }
        int st = lane_vm(r, src, p, off + i, &rec, bo, count, lines);
        last = rec.ticks;
        count++;
        i += rl;
        if (st != TRC_ST_OK) {
            *status = st;
            break;
        }
        if (r->epipe || (r->worker && r->out.len >= out_lim)) break;
    }
    if (lines) {   /* the fused records since the last VM one, as lane_vm */
        r->events = r->lane_events + count;
        r->lined += count - r->lane_nvm - skipped;
        if (r->ndefer) fast_tails(r, bo);
        trc_vm_count_lines(r->vm, (uint32_t)(r->printed - r->lane_printed));   /* one line each */
    }
    r->rec = NULL;
    *last_ticks = last;
    *pos = i;
    return count;
}

/* lane_run for each byte order and environment, with line forms (the text report in the
 * default columns, or in other columns, paging or a selection: r->line_std, r->lane_std)
 * or without (every record the VM's), each a function of its own: one loop, compiled with
 * its constants (the compiler inlines the line form and the cells into each within its
 * own budget, and drops the line-form step where there is none; the other columns'
 * step, out of line, in the default columns' loop made it 30 instructions a record
 * dearer). */
#define LANE_RUN_FN(NAME, BO, ENV, LINES)                                                       \
    static __attribute__((noinline)) uint64_t NAME(rep *r, const trc_source *src, const uint8_t *b, \
                                                   size_t n, uint64_t off, size_t starts,          \
                                                   size_t *pos, uint64_t *last_ticks, int *status, \
                                                   int *other)                                     \
    {                                                                                              \
        return lane_run(r, src, b, n, off, starts, pos, last_ticks, status, other, BO, ENV, LINES); \
    }
LANE_RUN_FN(lane_run_b32, TRC_BO_BIG, 32, 1)
LANE_RUN_FN(lane_run_b64, TRC_BO_BIG, 64, 1)
LANE_RUN_FN(lane_run_l32, TRC_BO_LITTLE, 32, 1)
LANE_RUN_FN(lane_run_l64, TRC_BO_LITTLE, 64, 1)
LANE_RUN_FN(lane_vm_b32, TRC_BO_BIG, 32, 0)
LANE_RUN_FN(lane_vm_b64, TRC_BO_BIG, 64, 0)
LANE_RUN_FN(lane_vm_l32, TRC_BO_LITTLE, 32, 0)
LANE_RUN_FN(lane_vm_l64, TRC_BO_LITTLE, 64, 0)
LANE_RUN_FN(lane_col_b32, TRC_BO_BIG, 32, 2)
LANE_RUN_FN(lane_col_b64, TRC_BO_BIG, 64, 2)
LANE_RUN_FN(lane_col_l32, TRC_BO_LITTLE, 32, 2)
LANE_RUN_FN(lane_col_l64, TRC_BO_LITTLE, 64, 2)
#undef LANE_RUN_FN

typedef uint64_t lane_fn(rep *, const trc_source *, const uint8_t *, size_t, uint64_t, size_t, size_t *,
                         uint64_t *, int *, int *);
/* The instances by [line forms: 0 none, 1 default columns (or --stats), 2 other
 * columns or a selection][big-endian][64-bit environment]. */
static lane_fn *const lane_fns[3][2][2] = {
    { { lane_vm_l32, lane_vm_l64 }, { lane_vm_b32, lane_vm_b64 } },
    { { lane_run_l32, lane_run_l64 }, { lane_run_b32, lane_run_b64 } },
    { { lane_col_l32, lane_col_l64 }, { lane_col_b32, lane_col_b64 } }
};

uint64_t trc_rep_fast(rep *r, trc_source *src, uint64_t *last_ticks, int *status)
{
    /* as trc_rep_record: a worker's first printed event of a chunk takes the long path */
    if (!r->lane || !(r->have_prev || !r->worker)) return 0;
    if (r->fast_skip) { r->fast_skip--; return 0; }
    const uint8_t *b;
    uint64_t off;
    size_t starts, n = trc_trclog_ahead(src, &b, &starts, &off);
    if (n < 32) return 0;
    if (r->o->range && r->o->range_end < off + starts)   /* --range: no record starting past its end */
        starts = r->o->range_end > off ? (size_t)(r->o->range_end - off) : 0;
    if (starts > FAST_BATCH) starts = FAST_BATCH;   /* the caller's progress line moves */
    r->fast_lim = r->out.len + FAST_OUT;
    r->lane_src = src;
    uint64_t last = *last_ticks, k = 0;
    size_t i = 0;
    const int big = src->info.bo == TRC_BO_BIG;
    for (;;) {
        int other = 0, st = TRC_ST_OK;
        /* the instance for the environment of the record at i (env a constant in each) */
        int e64 = i + 10 <= n && ((big ? trc_get16(b + i + 8, TRC_BO_BIG) : trc_get16(b + i + 8, TRC_BO_LITTLE))
                                  & TRC_EF_E64);
        const int lines = !r->line_std ? 0 : r->lane_std || r->stats_lean ? 1 : 2;
        uint64_t kr = lane_fns[lines][big][e64 != 0](r, src, b, n, off, starts, &i, &last, &st, &other);
        k += kr;
        if (st != TRC_ST_OK) *status = st;
        if (r->lane_nomem && st == TRC_ST_OK) *status = st = trc_rep_nomem(r->o);
        if (!other || !kr || st != TRC_ST_OK) break;   /* else: the other environment next */
    }
    if (k < FAST_RUN_MIN) {
        /* a miss, or a run too short to pay for the try: the next records go the long
         * way for a while (a trace whose plain records are few, or alternate with others,
         * pays one try in FAST_BACKOFF records) */
        r->fast_backoff = r->fast_backoff ? (r->fast_backoff < FAST_BACKOFF ? 2 * r->fast_backoff : FAST_BACKOFF) : 1;
        r->fast_skip = r->fast_backoff;
        if (!k) return 0;
    } else {
        r->fast_backoff = 0;
    }
    trc_trclog_took(src, i, k, last);
    *last_ticks = last;
    r->fast += k;
    return k;
}

int trc_rep_record(rep *r, trc_feed_item *it, const trc_source *src)
{
    if (r->stats_lean && !r->walking) {
        r->rec = &it->rec;
        r->elapsed = it->elapsed;
        int k = rep_stats_lean(r, &it->rec, src, 0, TRC_BO_BIG);
        if (k < 0) return trc_rep_nomem(r->o);
        if (k) {
            r->events++;
            trc_vm_count_lines(r->vm, 1);   /* as rep_plain_vm's */
            return TRC_ST_OK;
        }
    }
    /* a worker's first printed event of a chunk is marked (below): the long path */
    if (r->plain && (r->have_prev || !r->worker)) return rep_record_plain(r, it, src);
    const trc_report_opts *o = r->o;
    const trc_progset *set = r->set;
    const trc_select *sel = r->sel;
    trc_record *rec = &it->rec;
    r->events++;
    r->rec = rec;
    r->elapsed = it->elapsed;
    if (rec->hook - 0x10u <= 0xE0u) {   /* 001-00F */
        trc_rep_count_internal(r, rec, &src->info);
        if (r->trunc) trc_rep_tell_truncated(r, src->path);
    }
    /* §2.1: time window, CPU, hook, then pid/tid */
    int filtered = (o->has_start && r->elapsed < o->start_ns) || (o->has_end && r->elapsed >= o->end_ns);
    trc_who who;
    if (r->need_who) trc_whotrack_get(&r->who, rec, &who);
    if (!filtered && r->sel_on) {
        filtered = (it->wall_known && !trc_select_wall(sel, it->wall)) || !trc_select_cpu_hook(sel, rec);
        if (!filtered && r->need_who) {
            uint32_t nlen = 0;
            const char *name = trc_select_wants_names(sel) && who.has_pid
                               ? trc_vm_procname(r->vm, who.pid, &nlen) : NULL;
            filtered = !trc_select_who(sel, who.has_pid, who.pid, name, nlen, who.has_tid, who.tid);
        }
    }
    if (!filtered && set->where_pre != TRC_NONE) {
        uint8_t *memo = NULL;
        if (r->wmemo_on) {
            uint8_t **ns = &r->wmemo[(rec->hook >> 16) & 15];
            if (!*ns) *ns = calloc(65536, 1);
            memo = *ns ? *ns + (rec->hook & 0xFFFF) : NULL;
        }
        int keep;
        if (memo && *memo) keep = *memo == 1;
        else {
            trc_out_event oe = { rec, NULL, &src->info, src->path, r->vm, r->elapsed, 0 };
            trc_where_env_fill(&r->wenv, &oe, set->where_pre_keys, &r->wtext);
            keep = trc_vm_where(r->vm, set->where_pre, &r->wenv);
            if (keep < 0) {
                return trc_rep_nomem(o);
            }
            if (memo) *memo = keep ? 1 : 2;
        }
        filtered = !keep;
    }
    if (r->walking == 1) {   /* --range's cheap walk: kept or not, it is not formatted */
        r->walk_cand |= !filtered;
        filtered = 1;
    }
    if (filtered) {
        r->filtered++;
        /* 001-00F and the templates that change run state still run, their text thrown
         * away: a filter only removes lines from the unfiltered report */
        if (!trc_purity_internal_hook(rec->hook) && !changes_state(r, rec->hook)) return 0;
    }
    trc_event ev;
    uint64_t faults_before = r->o->color ? trc_rep_fault_total(r) : 0;
    if (trc_vm_run(r->vm, rec, r->elapsed, &ev) != 0) {
        return trc_rep_nomem(o);
    }
    r->compiled += ev.compiled;
    if (r->need_who &&
        trc_whotrack_update(&r->who, rec, &who, ev.pid_known, ev.pid, ev.tid_known, ev.tid) != 0) {
        return trc_rep_nomem(o);
    }
    if (r->prog && r->prog->diag) trc_progress_diag_flush(r->prog);
    if (ev.gpos) trc_rep_count_gpos(r, rec->hook, ev.gpos);
    if (filtered) return ev.stop ? TRC_REP_STOP : TRC_ST_OK;   /* $STOP still ends the report */
    if (set->where_post != TRC_NONE) {
        trc_out_event oe = { rec, &ev, &src->info, src->path, r->vm, r->elapsed,
                             trc_out_delta(r->have_prev, r->elapsed, r->prev_printed) };
        trc_where_env_fill(&r->wenv, &oe, set->where_keys, &r->wtext);
        int keep = trc_vm_where(r->vm, set->where_post, &r->wenv);
        if (keep < 0 || r->wtext.failed) {
            return trc_rep_nomem(o);
        }
        if (!keep) {   /* formatted: its unknown hook is counted, its $STOP ends the report */
            r->filtered++;
            if (ev.unknown) trc_rep_count_unknown(r, rec->hook);
            return ev.stop ? TRC_REP_STOP : TRC_ST_OK;
        }
    }
    if (ev.unknown) trc_rep_count_unknown(r, rec->hook);
    if (r->stats) {   /* --stats: counted, not printed (report/stats.c) */
        /* --range: the records before it only open and close spans (trc_stats_walk) */
        if (r->walking ? trc_rep_stats_walked(r, rec, &ev, src) : trc_rep_stats_count(r, rec, &ev, src, 1))
            return trc_rep_nomem(o);
        return ev.stop ? TRC_REP_STOP : TRC_ST_OK;
    }
    /* a worker's first printed event: the writer fixes its delta (trc_rep_emit) */
    int first = r->worker && !r->have_prev && ev.print;
    if (first) {
        r->tally.mark_event = r->out.len;
        r->tally.mark_cell = SIZE_MAX;
        r->marking = 1;
    }
    if (r->outs) {   /* -r, json, csv, chrome (report/out.h) */
        if (put_outs(r, &ev, src) < 0) return TRC_REP_STOP;
    } else if (ev.print) {
        r->paint_ev = r->o->color && (ev.unknown || trc_rep_fault_total(r) != faults_before);
        put_event_any(r, &ev);
        trc_vm_count_lines(r->vm, ev.text->nlines);
        r->printed++;
        r->prev_printed = r->elapsed;
        r->have_prev = 1;
    }
    if (first) {
        r->marking = 0;
        r->tally.have_first = 1;
        r->tally.first_elapsed = r->elapsed;
    }
    return ev.stop ? TRC_REP_STOP : TRC_ST_OK;
}

trc_vm *trc_rep_vm(rep *r)
{
    return r->vm;
}
