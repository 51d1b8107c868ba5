/* ltt_model.c -- the LTT type model after loading (docs/ref/foreign.md §4.1-§4.3): typeref
 * resolution of the facilities read by formats/ltt_xml.c (forward references, unknown and
 * circular references are load errors), the payload size computation of §4.3, event-id
 * lookup in the loaded ranges, builtin event names, and freeing the model.  Used by the
 * reader (formats/ltt.c) and the template generator (formats/ltt_tmpl.c). */
#include "formats/ltt_int.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- event ids ----------------------------------------------------------------- */

const char *ltt_builtin_name(uint32_t id)
{
    switch (id) {
    case LTT_ID_FACILITY_LOAD: return "facility_load";
    case LTT_ID_BLOCK_START: return "block_start";
    case LTT_ID_BLOCK_END: return "block_end";
    case LTT_ID_HEARTBEAT: return "time_heartbeat";
    default: return NULL;
    }
}

const ltt_range *ltt_lookup(const ltt_model *m, uint32_t id)
{
    for (size_t i = 0; i < m->nranges; i++) {
        const ltt_range *r = &m->ranges[i];
        if (id >= r->base && id - r->base < r->fac->nevents) return r;
    }
    return NULL;
}

/* ---- typeref resolution -------------------------------------------------------- */

/* Resolution context of one facility. */
typedef struct rctx {
    ltt_facility *fac;       /* the facility */
    char *err;               /* message buffer */
    size_t errlen;           /* its size */
    int level;               /* current recursion depth of resolve() */
} rctx;

static int resolve(rctx *r, ltt_type *t);

static int resolve_named(rctx *r, ltt_named *nt, int line)
{
    if (nt->state == 2) return 0;
    if (nt->state == 1) {
        snprintf(r->err, r->errlen, "%s:%d: circular type reference '%s'", r->fac->file, line,
                 nt->name);
        return -1;
    }
    nt->state = 1;
    if (resolve(r, nt->type) < 0) return -1;
    nt->state = 2;
    return 0;
}

/* Set t->depth from a child's depth; -1 (error) when too deep. */
static int deeper(rctx *r, ltt_type *t, const ltt_type *child)
{
    int d = child->depth + (t->kind == LTT_TYPEREF ? 0 : 1);
    if (d > t->depth) t->depth = d;
    if (t->depth > LTT_MAX_TYPE_DEPTH) {
        snprintf(r->err, r->errlen, "%s:%d: types nested more than %d deep", r->fac->file,
                 t->line, LTT_MAX_TYPE_DEPTH);
        return -1;
    }
    return 0;
}

static int resolve_(rctx *r, ltt_type *t);

/* Resolve t (recursion depth limited: typeref chains count too). */
static int resolve(rctx *r, ltt_type *t)
{
    if (!t) return 0;
    if (r->level >= 10 * LTT_MAX_TYPE_DEPTH) {
        snprintf(r->err, r->errlen, "%s:%d: types nested too deeply", r->fac->file, t->line);
        return -1;
    }
    r->level++;
    int rc = resolve_(r, t);
    r->level--;
    return rc;
}

static int resolve_(rctx *r, ltt_type *t)
{
    t->depth = 1;
    switch (t->kind) {
    case LTT_INT: case LTT_UINT: case LTT_FLOAT: case LTT_ENUM:
        t->fixed = t->size;
        return 0;
    case LTT_STRING:
        t->fixed = -1;
        return 0;
    case LTT_TYPEREF: {
        ltt_named *nt = NULL;
        for (size_t i = 0; i < r->fac->ntypes; i++)
            if (strcmp(r->fac->types[i].name, t->refname) == 0) nt = &r->fac->types[i];
        if (!nt) {
            snprintf(r->err, r->errlen, "%s:%d: unknown type '%s'", r->fac->file, t->line,
                     t->refname);
            return -1;
        }
        if (resolve_named(r, nt, t->line) < 0) return -1;
        t->elem = nt->type;
        t->has_union = nt->type->has_union;
        t->fixed = nt->type->fixed;
        return deeper(r, t, nt->type);
    }
    case LTT_ARRAY: case LTT_SEQUENCE:
        if (resolve(r, t->elem) < 0 || deeper(r, t, t->elem) < 0) return -1;
        t->has_union = t->elem->has_union;
        t->fixed = -1;
        if (t->kind == LTT_ARRAY && t->count == 0) t->fixed = 0;   /* never any bytes */
        else if (t->kind == LTT_ARRAY && t->elem->fixed >= 0
            && (t->elem->fixed == 0 || t->count <= (uint64_t)INT64_MAX / 2 / (uint64_t)t->elem->fixed))
            t->fixed = (int64_t)t->count * t->elem->fixed;
        return 0;
    case LTT_STRUCT: case LTT_UNION: {
        int64_t sum = 0;
        for (size_t i = 0; i < t->nfields; i++) {
            ltt_type *ft = t->fields[i].type;
            if (resolve(r, ft) < 0 || deeper(r, t, ft) < 0) return -1;
            if (ft->has_union) t->has_union = 1;
            if (sum >= 0 && ft->fixed >= 0 && ft->fixed < INT64_MAX / 4 - sum) sum += ft->fixed;
            else sum = -1;
        }
        if (t->kind == LTT_UNION) { t->has_union = 1; sum = -1; }
        t->fixed = sum;
        return 0;
    }
    }
    return 0;
}

/* Resolve every named type and event type of the facilities from index `from` on. */
int ltt_resolve_facilities(ltt_model *m, size_t from, char *err, size_t errlen)
{
    for (size_t i = from; i < m->nfacs; i++) {
        rctx r = { m->facs[i], err, errlen, 0 };
        for (size_t j = 0; j < r.fac->ntypes; j++)
            if (resolve_named(&r, &r.fac->types[j], r.fac->types[j].line) < 0) return -1;
        for (size_t j = 0; j < r.fac->nevents; j++)
            if (resolve(&r, r.fac->events[j].type) < 0) return -1;
    }
    return 0;
}

/* ---- sizes --------------------------------------------------------------------- */

/* Unsigned value of `size` bytes (1, 2, 4, 8) in byte order bo. */
static uint64_t getu(const uint8_t *p, unsigned size, trc_byteorder bo)
{
    switch (size) {
    case 1: return p[0];
    case 2: return trc_get16(p, bo);
    case 4: return trc_get32(p, bo);
    default: return trc_get64(p, bo);
    }
}

int ltt_type_size(const ltt_type *t, const uint8_t *data, size_t avail, trc_byteorder bo,
                  size_t *size)
{
    t = ltt_deref(t);
    if (!t) { *size = 0; return 0; }
    if (t->has_union) return -1;
    if (t->fixed >= 0) {
        if ((uint64_t)t->fixed > avail) return -1;
        *size = (size_t)t->fixed;
        return 0;
    }
    size_t off = 0, sub;
    uint64_t n = 0;
    switch (t->kind) {
    case LTT_STRING: {
        const uint8_t *z = memchr(data, 0, avail);
        if (!z) return -1;
        *size = (size_t)(z - data) + 1;
        return 0;
    }
    case LTT_ARRAY:
        n = t->count;
        break;
    case LTT_SEQUENCE:
        if (avail < t->size) return -1;
        n = getu(data, t->size, bo);
        off = t->size;
        break;
    case LTT_STRUCT:
        for (size_t i = 0; i < t->nfields; i++) {
            if (ltt_type_size(t->fields[i].type, data + off, avail - off, bo, &sub) < 0) return -1;
            off += sub;
        }
        *size = off;
        return 0;
    default:
        return -1;
    }
    /* array or sequence of n elements */
    const ltt_type *e = ltt_deref(t->elem);
    if (e->fixed >= 0) {
        if (e->fixed && n > (avail - off) / (uint64_t)e->fixed) return -1;
        *size = off + (size_t)(n * (uint64_t)e->fixed);
        return 0;
    }
    for (uint64_t i = 0; i < n; i++) {       /* variable elements take >= 1 byte each */
        if (ltt_type_size(e, data + off, avail - off, bo, &sub) < 0) return -1;
        off += sub;
    }
    *size = off;
    return 0;
}

void ltt_model_free(ltt_model *m)
{
    trc_arena_free(&m->arena);
}
