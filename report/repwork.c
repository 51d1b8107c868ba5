/* repwork.c -- owns the `--jobs` side of a report (docs/report.md, --jobs): worker reports
 * whose output stays in a buffer per chunk, and the writer's merge of a chunk's counters
 * and bytes in input order (trc_rep_emit), with the first printed event's DELTA_MSEC
 * recomputed.  The serial report loop and the layout are report/report.c's. */
#include "report/report.h"
#include "report/rep_int.h"
#include "interp/vm.h"
#include "report/out.h"
#include "report/rptaux.h"
#include "common/digits.h"
#include "report/cells.h"
#include "report/rep_state.h"
#include "report/summary.h"
#include "report/columns.h"
#include "common/sat.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

trc_rep *trc_rep_new_worker(const trc_report_opts *o, const trc_progset *set, const trc_vm_opts *vo)
{
    rep *r = malloc(sizeof *r);
    if (!r) return NULL;
    trc_rep_setup(r, o, set);
    r->worker = 1;
    r->paging = 0;   /* page headers count lines over the whole run: the writer adds them */
    trc_vm_opts v = *vo;
    v.no_fields = trc_rep_fields_unused(o, set);
    r->vm = trc_vm_new(set, &v);
    r->md = r->vm ? trc_vm_match_data(r->vm) : NULL;
    trc_rep_watch_names(r);
    if (!r->vm || (o->output && trc_outs_open_part(&r->outs, (trc_output)o->output, o->header) != 0)) {
        trc_rep_free_worker(r);
        return NULL;
    }
    trc_rep_set_plain(r);
    return r;
}

void trc_rep_free_worker(rep *r)
{
    if (!r) return;
    trc_outs_discard(r->outs);
    trc_vm_free(r->vm);
    trc_rep_release(r);
    free(r);
}

void trc_rep_chunk_begin(rep *r, trc_buf *out)
{
    trc_buf t = r->out;
    r->out = *out;
    *out = t;
    r->out.len = 0;
    r->events = r->printed = r->filtered = r->lost = r->unknown = r->skipped = r->fast = r->lined = r->compiled = 0;
    r->trunc = 0;
    r->nloss = 0;
    r->loss_more = 0;
    r->have_prev = 0;
    trc_rep_tally_reset(&r->tally);
}

void trc_rep_tally_reset(trc_rep_tally *t)
{
    uint32_t *unk = t->unk, capunk = t->capunk;
    trc_rep_gposlist g = t->gpos;
    memset(t, 0, sizeof *t);
    t->unk = unk;
    t->capunk = capunk;
    t->gpos = g;
    t->gpos.n = 0;
}

size_t trc_rep_chunk_bytes(const rep *r)
{
    return r->out.len;
}

void trc_rep_chunk_end(rep *r, trc_buf *out, trc_rep_tally *t)
{
    trc_rep_gpos_flush(r);   /* the line form's pending counts into this chunk's tally */
    uint32_t *unk = t->unk, capunk = t->capunk;
    trc_rep_gposlist g = t->gpos;
    *t = r->tally;
    /* the lists swap storage: the chunk keeps these */
    r->tally.unk = unk;
    r->tally.capunk = capunk;
    r->tally.gpos = g;
    t->events = r->events;
    t->printed = r->printed;
    t->filtered = r->filtered;
    t->lost = r->lost;
    t->unknown = r->unknown;
    t->skipped = r->skipped;
    t->trunc = r->trunc;
    t->trunc_len = r->trunc_len;
    t->trunc_off = r->trunc_off;
    t->fast = r->fast;
    t->lined = r->lined;
    t->compiled = r->compiled;
    memcpy(t->loss, r->loss, sizeof t->loss);
    t->nloss = r->nloss;
    t->loss_more = r->loss_more;
    t->last_elapsed = r->prev_printed;
    for (int k = 0; k < TRC_FORGOT_COUNT_; k++) t->forgotten[k] = trc_vm_forgotten(r->vm, k);
    if (r->out.failed && !t->status) t->status = TRC_ST_NOMEM;
    trc_buf tmp = *out;
    *out = r->out;
    r->out = tmp;
}

/* Append n bytes to the run's output: small pieces through the buffer, large ones written
 * straight after it. */
static void emit_bytes(rep *r, const char *p, size_t n)
{
    if (n < OUT_FLUSH) {
        trc_buf_add(&r->out, p, n);
        if (r->out.len >= OUT_FLUSH) trc_rep_flush_out(r);
        return;
    }
    trc_rep_flush_out(r);
    if (r->epipe || r->write_error) return;
    if (fwrite(p, 1, n, r->o->out) != n) {
        if (errno == EPIPE) r->epipe = 1;
        else r->write_error = 1;
    }
}

/* Append whole lines of a chunk's text report: with pagesize, the column header again
 * before every pagesize-th event line as page_break does serially (a worker's chunk holds
 * only event lines). */
static void emit_lines(rep *r, const char *p, size_t n)
{
    if (!r->paging || r->outs) { emit_bytes(r, p, n); return; }
    while (n) {
        const char *nl = memchr(p, '\n', n);
        size_t len = nl ? (size_t)(nl - p) + 1 : n;
        trc_rep_page_break(r);
        emit_bytes(r, p, len);
        p += len;
        n -= len;
    }
}

/* The DELTA_MSEC cell for delta d (ns) into buf (CELL_ROOM + 64 bytes), as the layout
 * writes it: right-aligned in CELL_W columns, then two blanks.  Returns its length:
 * CELL_OLD, the room of the worker's "0.000000" cell, unless d is too wide for it. */
enum { CELL_W = 13, CELL_OLD = CELL_W + 2 };
static size_t delta_cell(char *buf, int64_t d)
{
    uint64_t a = d < 0 ? (uint64_t)0 - (uint64_t)d : (uint64_t)d;
    return (size_t)(put_right_time(buf, CELL_W, d < 0, a / 1000000u, (uint32_t)(a % 1000000u), 6) - buf);
}

/* The first printed event of a chunk (bytes [0, n) from its start), laid out by a worker
 * that had no previous printed event, with delta d instead of 0: the DELTA_MSEC cell
 * (text: right-aligned "0.000000" then two blanks, the last column) or the delta_ns value
 * (json: after `,"delta_ns":`; csv: the third cell) rewritten.  Returns the bytes of the
 * event consumed. */
static size_t emit_first(rep *r, const trc_rep_tally *t, const char *p, size_t n, int64_t d)
{
    char num[32];
    if (r->o->output) {
        size_t at = SIZE_MAX;
        if (r->o->output == TRC_OUTPUT_JSON) {
            static const char key[] = ",\"delta_ns\":";
            for (size_t i = 0; i + sizeof key <= n; i++)
                if (memcmp(p + i, key, sizeof key - 1) == 0) { at = i + sizeof key - 1; break; }
        } else {
            for (size_t i = 0, commas = 0; i < n; i++)
                if (p[i] == ',' && ++commas == 2) { at = i + 1; break; }
        }
        if (at == SIZE_MAX || at >= n || p[at] != '0') return 0;   /* cannot happen */
        emit_bytes(r, p, at);
        emit_bytes(r, num, trc_put_i64(num, d));
        return at + 1;
    }
    if (t->mark_cell == SIZE_MAX) return 0;   /* no DELTA_MSEC cell */
    size_t cell = t->mark_cell - t->mark_event;
    const char *nl = memchr(p + cell, '\n', n - cell);
    if (!nl) return 0;
    size_t seg = (size_t)(nl - (p + cell)), old = CELL_OLD;
    char cellbuf[CELL_ROOM + 64];
    size_t len = delta_cell(cellbuf, d);
    if (r->paging) trc_rep_page_break(r);
    emit_bytes(r, p, cell);
    trc_buf_add(&r->out, cellbuf, len);
    if (seg > old) trc_buf_add(&r->out, p + cell + old, seg - old);
    trc_rep_end_line(&r->out, r->out.len - len - (seg > old ? seg - old : 0));
    if (r->out.len >= OUT_FLUSH) trc_rep_flush_out(r);
    return cell + seg + 1;
}

/* Text: the DELTA_MSEC cell of a chunk's first printed event rewritten in place when
 * delta d takes the room of the "0.000000" there and the event's text follows it (as
 * nearly always), so that the chunk is written in one piece.  Returns 1 when done, else
 * 0 (emit_first then writes the line apart). */
static int patch_first(const trc_rep_tally *t, trc_buf *bytes, int64_t d)
{
    if (t->mark_cell == SIZE_MAX || t->mark_cell > bytes->len || bytes->len - t->mark_cell < CELL_OLD ||
        memchr(bytes->data + t->mark_cell, '\n', CELL_OLD))
        return 0;
    char cellbuf[CELL_ROOM + 64];
    if (delta_cell(cellbuf, d) != CELL_OLD) return 0;
    memcpy(bytes->data + t->mark_cell, cellbuf, CELL_OLD);
    return 1;
}

int trc_rep_emit(rep *r, const trc_rep_tally *t, trc_buf *bytes)
{
    r->events += t->events;
    r->fast += t->fast;
    r->lined += t->lined;
    r->compiled += t->compiled;
    r->printed += t->printed;
    r->filtered += t->filtered;
    r->lost = trc_sat_addu(r->lost, t->lost);
    r->skipped = trc_sat_addu(r->skipped, t->skipped);
    if (t->trunc) { r->trunc = 1; r->trunc_len = t->trunc_len; r->trunc_off = t->trunc_off; }
    for (unsigned i = 0; i < t->nloss; i++) {
        if (r->nloss < LOSS_MAX) r->loss[r->nloss++] = t->loss[i];
        else r->loss_more = 1;
    }
    if (t->loss_more) r->loss_more = 1;
    for (uint32_t i = 0; i < t->nunk; i++) trc_rep_count_unknown(r, t->unk[i]);
    for (uint32_t i = 0; i < t->gpos.n; i++)
        trc_rep_gpos_add(r, &r->gposl, t->gpos.v[i].hook, t->gpos.v[i].gpos, t->gpos.v[i].count);
    for (int k = 0; k < TRC_FK_COUNT_; k++) r->xfaults[k] += t->faults[k];
    for (int k = 0; k < TRC_FORGOT_COUNT_; k++)
        if (t->forgotten[k] > r->xforgot[k]) r->xforgot[k] = t->forgotten[k];
    size_t from = 0;
    if (t->have_first) {
        int64_t d = trc_out_delta(r->have_prev, t->first_elapsed, r->prev_printed);
        if (d == 0 || r->o->output || !patch_first(t, bytes, d)) {
            emit_lines(r, bytes->data, t->mark_event);
            from = t->mark_event;
            if (d != 0) from += emit_first(r, t, bytes->data + from, bytes->len - from, d);
        }
        r->have_prev = 1;
        r->prev_printed = t->last_elapsed;
    }
    if (bytes->len > from)   /* a chunk that printed nothing has no storage (data NULL) */
        emit_lines(r, bytes->data + from, bytes->len - from);
    return r->epipe || r->write_error ? -1 : 0;
}
