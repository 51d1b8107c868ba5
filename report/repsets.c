/* repsets.c -- owns switching a report run between the sets of its inputs
 * (report/repsets.h). */
#include "report/repsets.h"
#include "report/rep_int.h"
#include <string.h>

int trc_repsets_switch(rep *r, trc_repsets *ms, const trc_progset *set, const trc_vm_opts *vo)
{
    if (set == r->set) return 0;
    unsigned i = 0;
    while (i < ms->n && ms->sets[i] != set) i++;
    if (i == ms->n) {
        if (ms->n == TRC_REPSETS_MAX) return -1;
        trc_vm *vm = trc_vm_new(set, vo);
        if (!vm) return -1;
        ms->sets[i] = set;
        ms->vms[i] = vm;
        ms->n++;
    }
    r->vm = ms->vms[i];
    r->md = trc_vm_match_data(r->vm);
    r->set = set;
    memset(r->fz_hook, 0, sizeof r->fz_hook);
    for (uint32_t k = 0; k < set->nprogs; k++)
        r->tails |= set->progs[k].fused && set->progs[k].fused->ltail;
    trc_rep_set_plain(r);
    return 0;
}
