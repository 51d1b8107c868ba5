/* out_fields.c -- owns the `fields` object of the structured writers (docs/ref/report.md
 * §5.1: `"name":value` pairs in capture order, a repeated name numbered `#2`, `#3` ..., a
 * field printed as a decimal integer a JSON number but in CSV):
 * the keys of a sequence of field names are rendered once per writer and cached by the
 * names' identity (program-set strings), values are copied as they are when the event
 * text was found plain, and the field-name table numbers names the cache cannot hold. */
#include "report/out_int.h"
#include "common/digits.h"
#include <stdlib.h>
#include <string.h>

/* ---- field-name table (names numbered one by one) ---------------------------------- */

static uint64_t hash_bytes(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603u;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211u; }
    return h;
}

void trc_out_names_reset(trc_out_names *t)
{
    t->gen++;
    t->used = 0;
    if (t->gen == 0) {   /* wrapped: clear the stamps once */
        for (uint32_t i = 0; i < t->cap; i++) t->slots[i].gen = 0;
        t->gen = 1;
    }
}

/* The slot of name in the current generation (or the free slot where it goes). */
static trc_out_name *names_slot(trc_out_name *slots, uint32_t cap, uint32_t gen,
                                const char *name, uint32_t len)
{
    uint32_t i = (uint32_t)hash_bytes(name, len) & (cap - 1);
    for (;;) {
        trc_out_name *s = &slots[i];
        if (s->gen != gen) return s;
        if (s->len == len && memcmp(s->name, name, len) == 0) return s;
        i = (i + 1) & (cap - 1);
    }
}

uint32_t trc_out_names_add(trc_out_names *t, const char *name, uint32_t len)
{
    if (t->gen == 0) t->gen = 1;
    if ((t->used + 1) * 2 > t->cap) {
        uint32_t ncap = t->cap ? t->cap * 2 : 64;
        trc_out_name *ns = calloc(ncap, sizeof *ns);
        if (!ns) return 1;
        for (uint32_t i = 0; i < t->cap; i++) {
            trc_out_name *o = &t->slots[i];
            if (o->gen != t->gen) continue;
            *names_slot(ns, ncap, t->gen, o->name, o->len) = *o;
        }
        free(t->slots);
        t->slots = ns;
        t->cap = ncap;
    }
    trc_out_name *s = names_slot(t->slots, t->cap, t->gen, name, len);
    if (s->gen != t->gen) {
        s->gen = t->gen;
        s->name = name;
        s->len = len;
        s->count = 0;
        t->used++;
    }
    return ++s->count;
}

void trc_out_names_free(trc_out_names *t)
{
    free(t->slots);
    memset(t, 0, sizeof *t);
}

/* ---- keys --------------------------------------------------------------------------- */

/* 1 when name (len bytes) is the NUL-terminated literal k. */
static int name_is(const char *name, uint32_t len, const char *k)
{
    return len == strlen(k) && memcmp(name, k, len) == 0;
}

uint32_t trc_out_field_occurrence(const trc_field *fs, uint32_t i, unsigned mode)
{
    uint32_t k = 1;
    const char *nm = fs[i].name;
    uint32_t nl = fs[i].name_len;
    if ((mode & TRC_OUT_F_TEXT) && name_is(nm, nl, "text")) k++;
    if ((mode & TRC_OUT_F_PID64) && name_is(nm, nl, "pid64")) k++;
    if ((mode & TRC_OUT_F_TID64) && name_is(nm, nl, "tid64")) k++;
    for (uint32_t j = 0; j < i; j++)
        if (fs[j].name_len == nl && (fs[j].name == nm || memcmp(fs[j].name, nm, nl) == 0)) k++;
    return k;
}

void trc_out_names_begin(struct trc_outw *w, unsigned mode)
{
    trc_out_names_reset(&w->names);   /* as trc_out_field_occurrence counts the reserved keys */
    if (mode & TRC_OUT_F_TEXT) trc_out_names_add(&w->names, "text", 4);
    if (mode & TRC_OUT_F_PID64) trc_out_names_add(&w->names, "pid64", 5);
    if (mode & TRC_OUT_F_TID64) trc_out_names_add(&w->names, "tid64", 5);
}

/* A JSON string quote at p (doubled inside a CSV cell). */
#define QUOTE(p, csvq) do { *(p)++ = '"'; if (csvq) *(p)++ = '"'; } while (0)

/* The key of a field at p: `[,]"name[#k]":"` (room: TRC_OUT_JSON_MAX(name) + 20);
 * returns the end. */
static char *key_put(char *p, const char *name, uint32_t nl, uint32_t k, int comma, int csvq)
{
    unsigned hit;
    if (comma) *p++ = ',';
    QUOTE(p, csvq);
    p = trc_out_json_put_fast(p, name, nl, name + nl, csvq, &hit);
    if (k > 1) { *p++ = '#'; p += trc_put_u64(p, k); }
    QUOTE(p, csvq);
    *p++ = ':';
    QUOTE(p, csvq);
    return p;
}

/* ---- shapes ------------------------------------------------------------------------- */

/* Render the keys of ev's names for mode into sh; 0, or -1 when one does not fit (sh is
 * then left free). */
static int shape_render(trc_out_shape *sh, const trc_event *ev, unsigned mode)
{
    sh->nfields = 0;
    if (ev->nfields > TRC_OUT_SHAPE_FIELDS) return -1;
    uint32_t total = 0;
    for (uint32_t i = 0; i < ev->nfields; i++) {
        const trc_field *f = &ev->fields[i];
        char tmp[256];               /* the key's worst case must fit the scratch */
        if (TRC_OUT_JSON_MAX(f->name_len) + 24 > sizeof tmp) return -1;
        char *e = key_put(tmp, f->name, f->name_len, trc_out_field_occurrence(ev->fields, i, mode),
                          (mode & TRC_OUT_F_COMMA) || i, (mode & TRC_OUT_F_CSVQ) != 0);
        size_t kl = (size_t)(e - tmp);
        if (kl > TRC_OUT_KEY_ROOM) return -1;
        memset(sh->keys[i], 0, TRC_OUT_KEY_ROOM);
        memcpy(sh->keys[i], tmp, kl);
        sh->keylen[i] = (uint8_t)kl;
        sh->names[i] = f->name;
        sh->lens[i] = f->name_len;
        total += (uint32_t)kl;
    }
    sh->keys_total = total;
    sh->mode = mode;
    sh->nfields = ev->nfields;
    return 0;
}

/* Room of the one-by-one path (field_put) for ev. */
static size_t fields_max_slow(const trc_event *ev)
{
    size_t n = 8;
    for (uint32_t i = 0; i < ev->nfields; i++)
        n += TRC_OUT_JSON_MAX((size_t)ev->fields[i].name_len + ev->fields[i].len) + 40;
    return n;
}

void trc_out_fields_prep_miss(trc_outw *w, const trc_event *ev, unsigned mode, trc_out_fprep *fp)
{
    fp->mode = mode;
    fp->shape = NULL;
    fp->short32 = 0;
    fp->num = 0;
    if (!w->shapes && !(w->shapes = calloc(TRC_OUT_SHAPES, sizeof *w->shapes))) {
        fp->max = fields_max_slow(ev);
        return;
    }
    uint32_t slot = trc_out_ev_slot(ev, mode);
    trc_out_shape *sh = &w->shapes[slot];    /* new: it takes the slot, the one there moves over */
    if (sh->nfields) w->shapes[slot ^ 1] = *sh;
    int bad = shape_render(sh, ev, mode);
    sh->key = bad ? NULL : ev->shape;
    sh->knum = 0;
    for (uint32_t i = 0; !bad && i < ev->nfields && !(mode & TRC_OUT_F_CSVQ); i++)   /* <= 16 */
        sh->knum |= (uint32_t)(ev->fields[i].base == 10) << i;
    if (bad || !trc_out_shape_match(sh, ev, mode, fp)) {
        fp->shape = NULL;
        fp->short32 = 0;
        fp->num = 0;
        fp->max = fields_max_slow(ev);
    }
}

/* Field f's value at p: its digits when it is typed (trc_out_field_num) and `typed`, the
 * key's opening quote (just written, at p - 1) then taken back; else the text and its
 * closing quote.  Returns the end. */
static char *value_put(char *p, const trc_event *ev, const trc_field *f, int typed, int clean,
                       int csvq)
{
    const char *text = ev->text->buf.data;
    size_t off = f->off, vl = f->len, tlen = ev->text->buf.len, tcap = ev->text->buf.cap;
    int neg;
    const char *ds;
    uint32_t dn;
    if (typed && off + vl <= tlen && trc_out_field_num(f, text + off, (uint32_t)vl, &neg, &ds, &dn)) {
        p--;                      /* the key's `"` */
        if (neg) *p++ = '-';
        memcpy(p, ds, dn);
        return p + dn;
    }
    if (clean && off + vl <= tlen) {             /* plain bytes: copied as they are */
        if (vl <= 16 && off + 16 <= tcap) memcpy(p, text + off, 16);
        else memcpy(p, text + off, vl);
        p += vl;
    } else {
        unsigned hit;
        p = trc_out_json_put_fast(p, text + off, vl, text + tcap, csvq, &hit);
    }
    QUOTE(p, csvq);
    return p;
}

/* One pair the slow way: names numbered through w->names. */
static char *field_put(trc_outw *w, char *p, const trc_event *ev, uint32_t i, int direct,
                       unsigned mode, int csvq)
{
    const trc_field *f = &ev->fields[i];
    uint32_t k = direct ? trc_out_field_occurrence(ev->fields, i, 0)
                        : trc_out_names_add(&w->names, f->name, f->name_len);
    p = key_put(p, f->name, f->name_len, k, (mode & TRC_OUT_F_COMMA) || i, csvq);
    return value_put(p, ev, f, !csvq, 0, csvq);
}

/* trc_out_fields_put_slow with csvq as a constant. */
static inline char *fields_put(trc_outw *w, char *p, const trc_event *ev, const trc_out_fprep *fp,
                               int clean, int csvq)
{
    const trc_field *fs = ev->fields;
    uint32_t n = ev->nfields;
    const trc_out_shape *sh = fp->shape;
    if (!sh) {                   /* names one by one */
        unsigned mode = fp->mode;
        trc_out_names_begin(w, mode);
        /* few fields and no other names: count repeats directly, no hashing */
        int direct = n <= 8 && w->names.used == 0;
        for (uint32_t i = 0; i < n; i++) p = field_put(w, p, ev, i, direct, mode, csvq);
        return p;
    }
    for (uint32_t i = 0; i < n; i++) {
        memcpy(p, sh->keys[i], TRC_OUT_KEY_ROOM);    /* room is reserved */
        p += sh->keylen[i];
        p = value_put(p, ev, &fs[i], (fp->num >> i) & 1, clean, csvq);
    }
    return p;
}

char *trc_out_fields_put_slow(trc_outw *w, char *p, const trc_event *ev, const trc_out_fprep *fp,
                              int clean)
{
    return fp->mode & TRC_OUT_F_CSVQ ? fields_put(w, p, ev, fp, clean, 1)
                                     : fields_put(w, p, ev, fp, clean, 0);
}
