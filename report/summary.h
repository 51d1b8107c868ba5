/* summary.h -- the report's end-of-run summary (report/summary.c, docs/ref/report.md §7).
 * Internal to report/. */
#ifndef TRC_REP_SUMMARY_H
#define TRC_REP_SUMMARY_H
#include <stdio.h>
#include "report/rep_state.h"

/* Count internal record rec (hooks 001-00F: tally.internal; 006: lost events and their
 * window; 00C: skipped bytes) in r's summary, its time scaled by info; other hooks:
 * nothing. */
void trc_rep_count_internal(trc_rep *r, const trc_record *rec, const trc_loginfo *info);
/* After a 00C of a truncated input was counted: its one stderr line (docs/report.md,
 * "Truncated inputs"), `path` the input's; nothing in a --jobs worker (the writer tells). */
void trc_rep_tell_truncated(trc_rep *r, const char *path);
/* Add n 64-bit entries formatted by template `hook`, whose first G into data words is
 * gpos (trc_prog.gpos), to list l (r: where out of memory is noted). */
void trc_rep_gpos_add(trc_rep *r, trc_rep_gposlist *l, uint32_t hook, uint32_t gpos, uint64_t n);
/* The entry of template `hook` in l when the slot of its hook bits names it, else NULL
 * (then trc_rep_gpos_add looks it up). */
static inline trc_rep_gpos *trc_rep_gpos_slot(trc_rep_gposlist *l, uint32_t hook)
{
    uint32_t s = l->slot[hook >> 4 & 63];
    return s && s <= l->n && l->v[s - 1].hook == hook ? &l->v[s - 1] : NULL;
}
/* One 64-bit entry formatted by template `hook` that positions with G into 32-bit data
 * words (a --jobs worker keeps it in its tally for the writer).  Inline: the VM's path
 * counts every such record, and the hook's slot mostly finds its entry. */
static inline void trc_rep_count_gpos(trc_rep *r, uint32_t hook, uint32_t gpos)
{
    trc_rep_gposlist *l = r->worker ? &r->tally.gpos : &r->gposl;
    trc_rep_gpos *g = trc_rep_gpos_slot(l, hook);
    if (g) g->count++;
    else trc_rep_gpos_add(r, l, hook, gpos, 1);
}
/* The warning of each template counted so (docs/templates.md, "Two layouts"), on err. */
void trc_rep_tell_gpos(trc_rep *r, FILE *err);
/* Count one event of unknown hook `hook` (a --jobs worker keeps them in order in its
 * tally for the writer). */
void trc_rep_count_unknown(trc_rep *r, uint32_t hook);
/* Write r's summary lines (counts, forgotten state, unknown hooks, loss windows) to err. */
void trc_rep_put_summary(trc_rep *r, FILE *err);

#endif
