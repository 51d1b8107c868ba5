/* ltt_walk.c -- the block walk of the LTT reader (docs/ref/foreign.md §4.5, §4.6): both
 * meanings of the trailing block word, event boundaries from the XML types (formats/
 * ltt_model.c), one record at a time (ltt_walk_begin, ltt_walk_next), so that a block costs
 * no memory beyond its bytes however many events it holds (docs/fuzzing.md).  Used by
 * formats/ltt.c for the streams, control/facilities and the unit decision. */
#include "formats/ltt_int.h"
#include <stdio.h>
#include <string.h>

/* Payload size of the event with id at b[p..] (limit: end of the usable block); 0 ok,
 * -1 with why filled. */
static int event_size(const ltt_model *m, uint16_t id, const uint8_t *pl, size_t avail,
                      size_t *plen, char *why, size_t whylen)
{
    switch (id) {
    case LTT_ID_FACILITY_LOAD: {
        const uint8_t *z = memchr(pl, 0, avail);
        if (!z || avail - (size_t)(z - pl + 1) < 8) {
            snprintf(why, whylen, "facility_load does not fit in the block");
            return -1;
        }
        *plen = (size_t)(z - pl) + 1 + 8;
        return 0;
    }
    case LTT_ID_BLOCK_START: case LTT_ID_BLOCK_END: case LTT_ID_HEARTBEAT:
        *plen = id == LTT_ID_HEARTBEAT ? 16 : 20;
        if (*plen > avail) {
            snprintf(why, whylen, "%s does not fit in the block", ltt_builtin_name(id));
            return -1;
        }
        return 0;
    default:
        break;
    }
    const ltt_range *r = ltt_lookup(m, id);
    if (!r) {
        snprintf(why, whylen, "event id %u belongs to no facility", (unsigned)id);
        return -1;
    }
    const ltt_event *e = &r->fac->events[id - r->base];
    if (e->type && e->type->has_union) {
        snprintf(why, whylen, "event %s.%s contains a union (unsupported)", r->fac->name,
                 e->name);
        return -1;
    }
    if (ltt_type_size(e->type, pl, avail, m->bo, plen) < 0) {
        snprintf(why, whylen, "event %s.%s does not fit in the block", r->fac->name, e->name);
        return -1;
    }
    return 0;
}

/* Start the walk of one complete block: fills the block_start facts of w; 1 with the
 * block_start record in *x, 0 when the block has none (the walk has failed at 0). */
int ltt_walk_begin(const ltt_model *m, const uint8_t *b, ltt_walk *w, ltt_cursor *c, ltt_item *x)
{
    const uint32_t bs = m->block_size, lim = bs - 4;
    const trc_byteorder bo = m->bo;
    memset(w, 0, sizeof *w);
    memset(c, 0, sizeof *c);
    if (trc_get16(b, bo) != LTT_ID_BLOCK_START) {
        w->failed = 1;
        w->fail_off = 0;
        snprintf(w->why, sizeof w->why, "no block_start");
        c->done = 1;
        return 0;
    }
    w->start_ok = 1;
    w->s_sec = trc_get32(b + 6, bo);
    w->s_sub = trc_get32(b + 10, bo);
    w->s_cyc = trc_get64(b + 14, bo);
    *x = (ltt_item){ 0, 20, LTT_ID_BLOCK_START, trc_get32(b + 2, bo), 0 };
    /* the two candidates of E */
    uint32_t v = trc_get32(b + lim, bo);
    uint32_t cand[2];
    int ncand = 0;
    uint64_t c0 = (uint64_t)bs - v, c1 = (uint64_t)bs - 4 - 26 - v;
    if (v <= bs) cand[ncand++] = (uint32_t)c0;
    if ((uint64_t)v + 30 <= bs) cand[ncand++] = (uint32_t)c1;
    c->minc = UINT32_MAX;
    for (int i = 0; i < ncand; i++) {
        uint32_t e = cand[i];
        if (e >= LTT_BLOCKEV && e <= bs - 30 && trc_get16(b + e, bo) == LTT_ID_BLOCK_END
            && !(c->nvalid == 1 && c->valid[0] == e))
            c->valid[c->nvalid++] = e;
    }
    for (int i = 0; i < c->nvalid; i++) {
        if (c->valid[i] > c->maxc) c->maxc = c->valid[i];
        if (c->valid[i] < c->minc) c->minc = c->valid[i];
    }
    c->p = LTT_BLOCKEV;
    return 1;
}

/* The next record of the walk in *x (an event, or block_end last): 1, or 0 when the walk
 * has ended; w is complete once it has (end, failure, end time). */
int ltt_walk_next(const ltt_model *m, const uint8_t *b, ltt_walk *w, ltt_cursor *c, ltt_item *x)
{
    if (c->done) return 0;
    const uint32_t lim = m->block_size - 4;
    const trc_byteorder bo = m->bo;
    uint32_t p = c->p;
    if (c->nvalid && (p == c->valid[0] || (c->nvalid == 2 && p == c->valid[1]))) {
        w->end_off = p;
        w->has_end = 1;
    } else if (c->nvalid && p > c->maxc) {
        w->failed = 1;
        snprintf(w->why, sizeof w->why, "event walk passed block_end");
    } else if (p + LTT_EVHDR > lim) {
        w->failed = 1;
        snprintf(w->why, sizeof w->why, "no block_end found");
    } else {
        uint16_t id = trc_get16(b + p, bo);
        size_t plen;
        if (!c->nvalid && id == LTT_ID_BLOCK_END) {
            if (p + LTT_BLOCKEV <= lim) { w->end_off = p; w->has_end = 1; }
            else { w->failed = 1; snprintf(w->why, sizeof w->why, "block_end does not fit"); }
        } else if (event_size(m, id, b + p + LTT_EVHDR, lim - p - LTT_EVHDR, &plen, w->why,
                              sizeof w->why) < 0) {
            w->failed = 1;
        } else if (c->nvalid && p + LTT_EVHDR + plen > c->maxc) {
            w->failed = 1;
            snprintf(w->why, sizeof w->why, "event walk passed block_end");
        } else {
            *x = (ltt_item){ p, (uint32_t)plen, id, trc_get32(b + p + 2, bo), 0 };
            c->p = p + LTT_EVHDR + (uint32_t)plen;
            return 1;
        }
    }
    c->done = 1;
    if (w->failed) w->fail_off = p;
    uint32_t eo = w->has_end ? w->end_off : c->nvalid ? c->minc : 0;
    if (w->has_end || c->nvalid) {
        w->has_end_time = 1;
        w->e_sec = trc_get32(b + eo + 6, bo);
        w->e_sub = trc_get32(b + eo + 10, bo);
        w->e_cyc = trc_get64(b + eo + 14, bo);
    }
    if (!w->has_end) return 0;
    *x = (ltt_item){ eo, 20, LTT_ID_BLOCK_END, trc_get32(b + eo + 2, bo), 0 };
    return 1;
}

/* Walk one complete block to its end: fills w. */
void ltt_walk_block(const ltt_model *m, const uint8_t *b, ltt_walk *w)
{
    ltt_cursor c;
    ltt_item x;
    if (ltt_walk_begin(m, b, w, &c, &x))
        while (ltt_walk_next(m, b, w, &c, &x)) {}
}

