/* repsets.h -- the sets of a report run over inputs with their own embedded template
 * sets (-m: each input formatted with its own, docs/templates.md "Embedded sets"), each
 * with its VM; report/driver.c switches between them at an input change. */
#ifndef TRC_REPSETS_H
#define TRC_REPSETS_H
#include "report/rep_state.h"

enum { TRC_REPSETS_MAX = 64 };
/* The distinct sets met so far and their VMs. */
typedef struct trc_repsets {
    const trc_progset *sets[TRC_REPSETS_MAX]; /* the distinct sets met so far */
    trc_vm *vms[TRC_REPSETS_MAX];             /* the VM of each */
    unsigned n;                               /* count */
} trc_repsets;

/* Make `set` the one r formats records with (its VM made on first use with vo); 0, or -1
 * when out of memory or past TRC_REPSETS_MAX sets. */
int trc_repsets_switch(rep *r, trc_repsets *ms, const trc_progset *set, const trc_vm_opts *vo);

#endif
