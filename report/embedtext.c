/* embedtext.c -- owns the canonical text of an embedded template set and the choice of
 * the stanzas a trace needs (see embedtext.h). */
#include "report/embedtext.h"
#include "grammar/tmplfile.h"
#include <stdlib.h>
#include <string.h>

/* A winning stanza. */
typedef struct item {
    const trc_stanza *st;      /* the stanza */
    const trc_ast_file *file;  /* its file */
    uint64_t seq;              /* load order (later wins) */
    int keep;                  /* chosen for the text */
} item;

static int item_cmp(const void *a, const void *b)
{
    const item *x = a, *y = b;
    if (x->st->hook != y->st->hook) return x->st->hook < y->st->hook ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The closure's work: hooks and function names still to add. */
typedef struct need {
    uint8_t *hooks;            /* bitmap of needed hooks */
    const char **fn;           /* needed function names */
    uint32_t *fnlen;           /* their lengths */
    size_t nfn, capfn;         /* count, capacity */
    int changed;               /* something was added in this pass */
    int oom;                   /* an allocation failed */
} need;

static void need_hook(need *nd, uint32_t h)
{
    if (!trc_hookmap_has(nd->hooks, h)) { trc_hookmap_set(nd->hooks, h); nd->changed = 1; }
}

static void need_fn(need *nd, trc_str name)
{
    for (size_t i = 0; i < nd->nfn; i++)
        if (nd->fnlen[i] == name.len && !memcmp(nd->fn[i], name.s, name.len)) return;
    if (nd->nfn == nd->capfn) {
        size_t c = nd->capfn ? nd->capfn * 2 : 16;
        const char **f = realloc(nd->fn, c * sizeof *f);
        if (f) nd->fn = f;
        uint32_t *l = f ? realloc(nd->fnlen, c * sizeof *l) : NULL;
        if (!f || !l) { nd->oom = 1; return; }
        nd->fnlen = l;
        nd->capfn = c;
    }
    nd->fn[nd->nfn] = name.s;
    nd->fnlen[nd->nfn++] = name.len;
    nd->changed = 1;
}

static void walk_seq(need *nd, const trc_seq *s, int defs, int *defines);

/* defs 0: collect what descriptor d needs (subroutines, functions) into nd; defs 1: only
 * set *defines when d defines a function nd needs (nd is not changed). */
static void walk_desc(need *nd, const trc_desc *d, int defs, int *defines)
{
    if (!d) return;
    switch (d->kind) {
    case TRC_D_REF: if (!defs && d->u.ref.is_sub) need_hook(nd, d->u.ref.sub_id); break;
    case TRC_D_BQSTRING:
        for (uint32_t i = 0; !defs && i < d->u.bq.nparts; i++)
            if (d->u.bq.parts[i].kind == TRC_BQ_REF && d->u.bq.parts[i].ref.is_sub)
                need_hook(nd, d->u.bq.parts[i].ref.sub_id);
        break;
    case TRC_D_CALL: if (!defs) need_fn(nd, d->u.call.name); break;
    case TRC_D_FUNDEF:
        for (size_t i = 0; defs && i < nd->nfn; i++)
            if (nd->fnlen[i] == d->u.fundef.name.len && !memcmp(nd->fn[i], d->u.fundef.name.s, nd->fnlen[i]))
                *defines = 1;
        walk_seq(nd, &d->u.fundef.body, defs, defines);
        break;
    case TRC_D_BLOCK: walk_seq(nd, &d->u.body, defs, defines); break;
    case TRC_D_LOOP: walk_seq(nd, &d->u.loop.body, defs, defines); break;
    case TRC_D_SWITCH:
        for (uint32_t i = 0; i < d->u.sw.ncases; i++) walk_desc(nd, d->u.sw.cases[i].body, defs, defines);
        break;
    default: break;
    }
}

static void walk_seq(need *nd, const trc_seq *s, int defs, int *defines)
{
    for (uint32_t i = 0; i < s->n; i++) walk_desc(nd, s->v[i], defs, defines);
}

/* The name after the nearest `#@file ` line above offset `at` of f, else f's path. */
static void file_name(const trc_ast_file *f, size_t at, const char **name, size_t *len)
{
    *name = f->path ? f->path : "";
    *len = strlen(*name);
    for (size_t i = at; i > 0;) {
        size_t b = i - 1;                    /* scan the line before offset i */
        while (b > 0 && f->src[b - 1] != '\n') b--;
        if (i - b >= 7 && !memcmp(f->src + b, "#@file ", 7)) {
            size_t e = i;
            while (e > b + 7 && (f->src[e - 1] == '\n' || f->src[e - 1] == '\r')) e--;
            *name = f->src + b + 7;
            *len = e - b - 7;
            return;
        }
        i = b;
    }
}

long trc_embed_text(trc_buf *out, trc_ast_file *const *files, unsigned n, const uint8_t *used,
                    uint8_t *kept)
{
    size_t total = 0;
    for (unsigned f = 0; f < n; f++) if (files[f]) total += files[f]->nstanzas;
    item *v = malloc((total ? total : 1) * sizeof *v);
    if (!v) return -1;
    size_t k = 0;
    for (unsigned f = 0; f < n; f++)
        for (uint32_t i = 0; files[f] && i < files[f]->nstanzas; i++) {
            const trc_stanza *st = files[f]->stanzas[i];
            if (!st || st->has_error || st->kind == TRC_LINE_DELETE) continue;
            v[k] = (item){ st, files[f], k, 0 };
            k++;
        }
    if (k) qsort(v, k, sizeof *v, item_cmp);
    size_t w = 0;                             /* keep the winners only */
    for (size_t i = 0; i < k; i++)
        if (i + 1 == k || v[i + 1].st->hook != v[i].st->hook) v[w++] = v[i];
    k = w;
    need nd = { 0 };
    if (used) {
        nd.hooks = calloc(1, TRC_HOOKMAP_BYTES);
        if (!nd.hooks) { free(v); return -1; }
        memcpy(nd.hooks, used, TRC_HOOKMAP_BYTES);
        /* a used hook without a template needs 008: count the used hooks (the bitmap a
         * word at a time, most of it is zero) against the winners that are used */
        uint64_t nused = 0, nfound = 0;
        for (size_t w8 = 0; w8 < TRC_HOOKMAP_BYTES; w8 += 8) {
            uint64_t word;
            memcpy(&word, used + w8, 8);
            nused += (uint64_t)__builtin_popcountll(word);
        }
        for (size_t i = 0; i < k; i++) nfound += trc_hookmap_has(used, v[i].st->hook & 0xFFFFF);
        int missing = nfound < nused;
        if (missing) trc_hookmap_set(nd.hooks, 0x80);
        nd.changed = 1;
        while (nd.changed && !nd.oom) {       /* to a fixed point */
            nd.changed = 0;
            for (size_t i = 0; i < k; i++) {
                if (v[i].keep) continue;
                int defines = 0;
                if (!trc_hookmap_has(nd.hooks, v[i].st->hook)) walk_seq(&nd, &v[i].st->body, 1, &defines);
                if (!trc_hookmap_has(nd.hooks, v[i].st->hook) && !defines) continue;
                v[i].keep = 1;
                nd.changed = 1;
                walk_seq(&nd, &v[i].st->body, 0, &defines);
            }
        }
    } else {
        for (size_t i = 0; i < k; i++) v[i].keep = 1;
    }
    long count = 0;
    for (size_t i = 0; i < k && !nd.oom; i++) {
        if (!v[i].keep) continue;
        if (kept) trc_hookmap_set(kept, v[i].st->hook);
        const trc_ast_file *f = v[i].file;
        const trc_stanza *st = v[i].st;
        size_t begin, end;
        trc_tmpl_extent(f->src, f->src_len, st->logical_start, &begin, &end);
        const char *name;
        size_t nl;
        file_name(f, begin, &name, &nl);
        trc_buf_adds(out, "#@file ");
        trc_buf_add(out, name, nl);
        trc_buf_addc(out, '\n');
        if (st->kind == TRC_LINE_ADD && st->hook_span.off >= begin && st->hook_span.off < end)
            begin = st->hook_span.off;       /* `+ ID ...` is written `ID ...` */
        trc_buf_add(out, f->src + begin, end - begin);
        if (end == begin || f->src[end - 1] != '\n') trc_buf_addc(out, '\n');
        count++;
    }
    int bad = nd.oom || out->failed;
    free(nd.hooks);
    free(nd.fn);
    free(nd.fnlen);
    free(v);
    return bad ? -1 : count;
}
