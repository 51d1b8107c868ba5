/* summary.c -- owns the report's end-of-run summary (docs/ref/report.md §7): the counts of
 * lost events and skipped bytes from the internal records 006 and 00C, the unknown hooks
 * by ID, and the summary lines written to stderr at the end of a run. */
#include "report/summary.h"
#include "common/hookid.h"
#include "common/sat.h"
#include "interp/purity.h"
#include "interp/state.h"
#include "report/cells.h"
#include <stdlib.h>
#include <string.h>

/* Facts of internal hooks the summary needs (006 losses, 00C skipped bytes) and --jobs
 * (how many ran: report/parallel.c). */
void trc_rep_count_internal(rep *r, const trc_record *rec, const trc_loginfo *info)
{
    if (!trc_purity_internal_hook(rec->hook)) return;
    r->tally.internal++;
    int e64 = (rec->flags & TRC_EF_E64) != 0;
    unsigned w = e64 ? 8 : 4;
    if (rec->hook == 0x60) {
        uint64_t d1 = 0, d4 = 0;
        if (rec->len >= 2 * w) d1 = e64 ? trc_get64(rec->fb + 8, rec->bo) : trc_get32(rec->fb + 4, rec->bo);
        if (rec->len >= 5 * w) d4 = e64 ? trc_get64(rec->fb + 32, rec->bo) : trc_get32(rec->fb + 16, rec->bo);
        r->lost = trc_sat_addu(r->lost, d1);
        if (d1 > 0) {
            if (r->nloss < LOSS_MAX) {
                loss_item *li = &r->loss[r->nloss++];
                li->start_ns = r->elapsed;
                /* d4 ticks of window, scaled and added saturating (a crafted 006 near the
                 * end of the time range must not wrap) */
                unsigned __int128 q = (unsigned __int128)d4 * info->tb_num / (info->tb_den ? info->tb_den : 1);
                int64_t dn = q > INT64_MAX ? INT64_MAX : (int64_t)q;   /* both factors < 2^64: no wrap */
                li->end_ns = trc_sat_addi(r->elapsed, dn);
                li->lost = d1;
            } else {
                r->loss_more = 1;
            }
        }
    } else if (rec->hook == 0xC0 && rec->len >= 16) {
        r->skipped = trc_sat_addu(r->skipped, e64 ? trc_get64(rec->fb + 8, rec->bo) : trc_get32(rec->fb + 8, rec->bo));
        if (e64 && (rec->flags & TRC_EF_SYNTH) && rec->len >= 24 &&
            trc_get16(rec->fb + 6, rec->bo) == 2) {   /* reason 2: the input ends in a record */
            r->trunc = 1;
            r->trunc_len = trc_get64(rec->fb + 8, rec->bo);
            r->trunc_off = trc_get64(rec->fb + 16, rec->bo);
        }
    }
}

void trc_rep_tell_truncated(rep *r, const char *path)
{
    /* --range's walk is silent: a truncation before the range is the range's that holds
     * its 00C (trc_rep_range_end forgets it) */
    if (!r->trunc || r->worker || r->walking) return;
    r->trunc = 0;
    if (r->prog) trc_progress_erase(r->prog);
    fprintf(r->o->err, "%s%s: %llu bytes skipped at offset %llu (truncated)\n", r->o->prog,
            strcmp(path, "-") == 0 ? "<stdin>" : path, (unsigned long long)r->trunc_len,
            (unsigned long long)r->trunc_off);
}

void trc_rep_gpos_add(rep *r, trc_rep_gposlist *l, uint32_t hook, uint32_t gpos, uint64_t n)
{
    trc_rep_gpos *g = trc_rep_gpos_slot(l, hook);
    if (g) { g->count += n; return; }
    uint16_t *s = &l->slot[hook >> 4 & 63];
    for (uint32_t i = l->n; i-- > 0;)
        if (l->v[i].hook == hook) {
            l->v[i].count += n;
            *s = i < UINT16_MAX ? (uint16_t)(i + 1) : 0;
            return;
        }
    if (l->n == l->cap) {
        uint32_t c = l->cap ? 2 * l->cap : 8;
        trc_rep_gpos *v = realloc(l->v, (size_t)c * sizeof *v);
        if (!v) { r->tally.status = TRC_ST_NOMEM; return; }
        l->v = v;
        l->cap = c;
    }
    *s = l->n < UINT16_MAX ? (uint16_t)(l->n + 1) : 0;
    l->v[l->n++] = (trc_rep_gpos){ hook, gpos, n };
}

void trc_rep_tell_gpos(rep *r, FILE *err)
{
    for (uint32_t i = 0; i < r->gposl.n; i++) {
        const trc_rep_gpos *g = &r->gposl.v[i];
        uint32_t m = g->gpos - 1;
        fprintf(err, "%stemplate %0*X positions with G%u on 64-bit entries, where data words "
                "are 8 bytes: ", r->o->prog, trc_hook_digits(g->hook), trc_hook_display(g->hook), m);
        if (m % 4 == 0) fprintf(err, "W%u or $D%u reads the same word on both layouts\n", m / 4, m / 4);
        else fputs("W or $Dn reads a data word on both layouts\n", err);
    }
}

void trc_rep_count_unknown(rep *r, uint32_t hook)
{
    r->unknown++;
    if (r->worker) {   /* kept in order; the writer counts them per hook */
        trc_rep_tally *t = &r->tally;
        if (t->nunk == t->capunk) {
            uint32_t n = t->capunk ? 2 * t->capunk : 256;
            uint32_t *q = n > t->capunk ? realloc(t->unk, (size_t)n * sizeof *q) : NULL;
            if (!q) { t->status = TRC_ST_NOMEM; return; }
            t->unk = q;
            t->capunk = n;
        }
        t->unk[t->nunk++] = hook;
        return;
    }
    (void)trc_hookcount_add(&r->unknown_by_hook, hook);   /* out of memory: not listed */
}

void trc_rep_put_summary(rep *r, FILE *err)
{
    const char *prog = r->o->prog;
    uint64_t shorts = trc_vm_faults(r->vm, TRC_FK_SHORT) + r->xfaults[TRC_FK_SHORT], faults = 0;
    for (int k = TRC_FK_SHORT + 1; k < TRC_FK_COUNT_; k++)
        faults += trc_vm_faults(r->vm, (trc_fault_kind)k) + r->xfaults[k];
    fprintf(err, "%ssummary: events=%llu printed=%llu filtered=%llu lost=%llu short=%llu "
            "unknown=%llu faults=%llu skipped=%llu\n", prog, (unsigned long long)r->events,
            (unsigned long long)r->printed, (unsigned long long)r->filtered,
            (unsigned long long)r->lost, (unsigned long long)shorts,
            (unsigned long long)r->unknown, (unsigned long long)faults,
            (unsigned long long)r->skipped);
    uint64_t forgot[TRC_FORGOT_COUNT_], anyforgot = 0;
    for (int k = 0; k < TRC_FORGOT_COUNT_; k++) {
        forgot[k] = trc_vm_forgotten(r->vm, k);
        if (r->xforgot[k] > forgot[k]) forgot[k] = r->xforgot[k];
        anyforgot |= forgot[k];
    }
    if (anyforgot)   /* docs/fuzzing.md, resource limits */
        fprintf(err, "%sstate tables full: forgot %llu process names, %llu thread names, "
                "%llu $SVC values (the least recently set; %u MiB a table)\n", prog,
                (unsigned long long)forgot[TRC_FORGOT_PROCS],
                (unsigned long long)forgot[TRC_FORGOT_THREADS],
                (unsigned long long)forgot[TRC_FORGOT_SVC], (unsigned)(TRC_STATE_MAX_BYTES >> 20));
    if (r->unknown > 0 && r->unknown_by_hook.n) {
        fprintf(err, "%sunknown hooks:", prog);
        uint32_t ids[UNKNOWN_LIST];     /* by count descending, then id */
        uint64_t cnts[UNKNOWN_LIST];
        size_t m = trc_hookcount_top(&r->unknown_by_hook, UNKNOWN_LIST, ids, cnts);
        for (size_t i = 0; i < m; i++)
            fprintf(err, " %0*X(%llu)", trc_hook_digits(ids[i]), trc_hook_display(ids[i]),
                    (unsigned long long)cnts[i]);
        fputc('\n', err);
    }
    if (r->gposl.n) {   /* docs/templates.md, "Two layouts" */
        fprintf(err, "%sG on 64-bit entries:", prog);
        for (uint32_t i = 0; i < r->gposl.n; i++)
            fprintf(err, " %0*X(%llu)", trc_hook_digits(r->gposl.v[i].hook),
                    trc_hook_display(r->gposl.v[i].hook), (unsigned long long)r->gposl.v[i].count);
        fputc('\n', err);
    }
    if (r->lost > 0 && r->nloss > 0) {
        fprintf(err, "%sloss windows:", prog);
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
