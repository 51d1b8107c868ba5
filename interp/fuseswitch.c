/* fuseswitch.c -- owns the control flow of the compiled form (docs/interpreter.md §The
 * compiled form): a template whose code the straight-line builder (interp/fuse.c) stops
 * at is walked on through SWITCHes anywhere (nested, one after another) and the bodies of
 * the subroutines it calls, as a tree: each case's body is fused from the text state at
 * its SWITCH and goes on with the code after the SWITCH (the rest of its body, its
 * caller's), so each path through the template is straight-line ops that end in END or in
 * the next SWITCH (trc_lswitch, the table the runner matches).  The rest of the builder
 * is interp/fuse.c's. */
#include "interp/fuse.h"
#include "interp/fuseint.h"
#include <stdlib.h>
#include <string.h>
#include "interp/builtins_table.h"

/* The SWITCH instructions of one template, as the compiler lays them out: the subject, an
 * optional MASK, then from `first` a chain of CASE k else->next, the body, JMP end; at end
 * POP, then the rest of the template up to its END (`cont`). */
typedef struct swshape {
    uint32_t first;      /* the first CASE */
    uint32_t end;        /* the POP after the last body */
    uint32_t ncases;     /* CASEs up to the first `*` (included) */
    uint32_t cont;       /* the instruction after the POP (the template's END: no text) */
} swshape;

/* The shape of the SWITCH whose first CASE is at c, when every case up to the first `*` is
 * a WORD or `*` (a text subject, `str`: a STRING or a REGEX too), 0: another shape. */
static int switch_shape(const trc_progset *set, uint32_t c, int str, swshape *sh)
{
    const trc_insn *code = set->code;
    uint32_t n = set->ncode, end = UINT32_MAX, k = c, count = 0;
    for (;;) {
        if (k >= n || code[k].op != TRC_I_CASE) return 0;
        uint32_t b = code[k].b;
        if (b <= k + 1 || b > n || code[b - 1].op != TRC_I_JMP) return 0;
        if (end == UINT32_MAX) end = code[b - 1].a;
        else if (code[b - 1].a != end) return 0;
        trc_casev_kind kind = set->cases[code[k].a].kind;
        if (kind != TRC_CV_WORD && kind != TRC_CV_STAR && (!str || (kind != TRC_CV_STRING && kind != TRC_CV_REGEX)))
            return 0;
        count++;
        if (kind == TRC_CV_STAR || b == end) break;   /* cases after a `*` never run */
        k = b;
    }
    if (end + 1 >= n || end <= k || code[end].op != TRC_I_POP) return 0;
    sh->first = c;
    sh->end = end;
    sh->ncases = count;
    sh->cont = end + 1;
    return 1;
}

/* Case cv of a SWITCH on a text, as the runner matches it: a regex `^` + characters that
 * pcre2 takes literally (options none) is a prefix compare. */
static void text_case(trc_ltcase *t, const trc_casev *cv)
{
    memset(t, 0, sizeof *t);
    t->s = cv->text;
    t->len = cv->len;
    if (cv->kind != TRC_CV_REGEX) { t->how = TRC_LT_EXACT; return; }
    if (!cv->re) { t->how = TRC_LT_NEVER; return; }
    t->how = TRC_LT_REGEX;
    t->re = cv->re;
    if (cv->len < 1 || cv->text[0] != '^') return;
    for (uint32_t i = 1; i < cv->len; i++) {
        unsigned char c = (unsigned char)cv->text[i];
        if (c < 0x20 || c >= 0x7F || strchr("\\.[]()*+?{}|^$#", c)) return;   /* a metacharacter */
    }
    t->how = TRC_LT_PREFIX;
    t->s = cv->text + 1;
    t->len = cv->len - 1;
}

/* Where the walk goes on: code from pc up to `end` (or the END instruction), then the frame
 * `up` (a SWITCH's case body goes on with the code after the SWITCH; a subroutine's body
 * with the code after its call). */
typedef struct kont {
    uint32_t pc;             /* the frame's first instruction */
    uint32_t end;            /* the instruction it ends before (UINT32_MAX: at an END) */
    uint8_t soft;            /* a soft blank is made first (the POP after a SWITCH) */
    uint8_t sub;             /* a subroutine's body (no call in it is walked into) */
    const struct kont *up;   /* the frame after it, or NULL: the template's end */
} kont;

/* One straight-line path piece of the tree: ops [from, to) of the builder, then END or
 * the SWITCH of node `node`. */
typedef struct lseq {
    uint32_t from, to;       /* the builder's ops */
    int32_t node;            /* the SWITCH it ends in (an index in tree.nodes), -1: END */
} lseq;

/* A SWITCH of the tree. */
typedef struct lnode {
    trc_lswitch *sw;         /* its table (the set's arena; arms filled when built) */
    int32_t *arm;            /* the sequence of each case (sw->ncases + 1: no case
                                matches), -1: the interpreter's */
} lnode;

/* The tree of a template being walked. */
typedef struct tree {
    lseq *seqs;              /* sequences */
    uint32_t nseqs, capseqs;
    lnode *nodes;            /* SWITCHes */
    uint32_t nnodes, capnodes;
    int trail;               /* some path's text may end in a blank */
    uint32_t walked;         /* ops the cases' walks made so far, kept or not (each case
                                re-walks the code after its SWITCH: past WALK_BUDGET no case
                                is walked, so that building stays linear) */
    int oom;                 /* out of memory */
} tree;

enum { WALK_BUDGET = 4096 };   /* ops */

static int32_t walk(fuser *f, const trc_progset *set, uint32_t start, const kont *k, tree *t);

/* A new sequence (index), or -1 when out of memory. */
static int32_t seq_add(tree *t, uint32_t from, uint32_t to, int32_t node)
{
    if (t->nseqs == t->capseqs) {
        uint32_t cap = t->capseqs ? 2 * t->capseqs : 16;
        lseq *p = realloc(t->seqs, cap * sizeof *p);
        if (!p) { t->oom = 1; return -1; }
        t->seqs = p;
        t->capseqs = cap;
    }
    t->seqs[t->nseqs] = (lseq){ from, to, node };
    return (int32_t)t->nseqs++;
}

/* Back to sequences s0 and nodes d0 (a case that could not be walked). */
static void tree_back(tree *t, uint32_t s0, uint32_t d0)
{
    for (uint32_t i = d0; i < t->nnodes; i++) free(t->nodes[i].arm);
    t->nseqs = s0;
    t->nnodes = d0;
}

/* The builder's state when a case starts: the text state at its SWITCH (at), a soft blank
 * pending when `soft`, nothing written yet. */
static void arm_begin(fuser *f, const fuser *at, int soft)
{
    f->open = f->has_value = 0;
    f->pending = at->pending || soft;
    f->last = at->last;
    f->delim = at->delim;
    f->nonempty = at->nonempty;
    f->nlines = at->nlines;
    f->level = at->level;
    f->line_level = at->line_level;
    memcpy(f->alias, at->alias, sizeof f->alias);   /* a macro assigned in another case is not */
    f->sreg = at->sreg;
    f->appended = at->appended;
    f->depth = 0;
    f->max_out = 0;
    f->nz = 0;
    f->nfields = 0;
    f->fail = 0;
}

/* Walk one case (frames k) from the text state `at` of its SWITCH (soft: a soft blank
 * pending): its sequence, the maxima in *mx updated; or -1 (the builder back where it
 * was: the records that take the case are the interpreter's). */
static int32_t walk_case(fuser *f, const trc_progset *set, const fuser *at, int soft, const kont *k,
                         tree *t, fuser *mx)
{
    uint32_t n0 = f->nops, s0 = t->nseqs, d0 = t->nnodes;
    size_t pool0 = f->pool.len;
    int32_t q = -1;
    arm_begin(f, at, soft);
    if (t->walked <= WALK_BUDGET) q = walk(f, set, f->nops, k, t);
    t->walked += f->nops - n0;
    if (q < 0) {
        f->nops = n0;
        f->pool.len = pool0;
        tree_back(t, s0, d0);
        return -1;
    }
    if (f->max_out > mx->max_out) mx->max_out = f->max_out;
    if (f->nz > mx->nz) mx->nz = f->nz;
    if (f->nfields > mx->nfields) mx->nfields = f->nfields;
    if (f->nlines > mx->nlines) mx->nlines = f->nlines;
    return q;
}

/* The SWITCH at pc (the walk stands there, in frame k whose code goes on after it) as a
 * node: its subject (an SREAD op first for an A code), each case's walk.  The node's
 * index (*prefix_end: the ops before it end there), or -1 when it is not a SWITCH the
 * line form can do (or no case could be walked). */
static int32_t switch_node(fuser *f, const trc_progset *set, uint32_t pc, const kont *k, tree *t,
                           uint32_t *prefix_end)
{
    const trc_insn *code = set->code;
    trc_lswitch sw;
    memset(&sw, 0, sizeof sw);
    sw.mask = UINT64_MAX;
    if (!trc_fz_subject(f, set, pc, &sw.src, &sw.m, &sw.fmt)) return -1;
    int str = sw.src == TRC_LSW_STR || sw.src == TRC_LSW_SREG;
    uint32_t c = pc + 1;
    if (c < set->ncode && code[c].op == TRC_I_MASK) {
        if (str) return -1;   /* a text is never masked in the line form */
        sw.mask = (uint64_t)set->ints[code[c].a];
        if (code[c].y & TRC_IY_SOFT) trc_fz_soft(f);
        c++;
    }
    swshape sh;
    if (!switch_shape(set, c, str, &sh) || (k->end != UINT32_MAX && sh.end >= k->end)) return -1;
    if (sw.src == TRC_LSW_STR) {   /* an SREAD op first: the SWITCH is on the register */
        if (!f->whole) return -1;
        trc_fop *o = trc_fz_op(f);
        o->kind = TRC_FV_SREAD;
        o->m = sw.m;
        f->has_value = 1;
        f->sreg = sw.m;
        sw.src = TRC_LSW_SREG;
        for (unsigned i = 0; i < sizeof f->alias / sizeof *f->alias; i++)
            if (f->alias[i] == ALIAS_STR) f->alias[i] = ALIAS_NONE;
    }
    trc_fz_flush(f);
    if (f->fail || f->depth) return -1;
    *prefix_end = f->nops;
    const fuser at = *f;   /* the text state at the SWITCH (its scalars) */
    /* the node's table now; its arms when the tree is built (trc_fz_tree) */
    trc_lswitch *sp = trc_arena_alloc(f->arena, sizeof *sp);
    int64_t *vals = trc_arena_alloc(f->arena, (sh.ncases + 1) * sizeof *vals);
    trc_ltcase *tc = str ? trc_arena_alloc(f->arena, (sh.ncases + 1) * sizeof *tc) : NULL;
    int32_t *arm = malloc((sh.ncases + 1) * sizeof *arm);
    if (!sp || !vals || (str && !tc) || !arm) { free(arm); t->oom = 1; return -1; }
    *sp = sw;
    sp->vals = vals;
    sp->tc = tc;
    /* the code after the SWITCH: the POP's soft blank, then the rest of frame k */
    kont after = { sh.cont, k->end, (uint8_t)((code[sh.end].y & TRC_IY_SOFT) != 0), k->sub, k->up };
    fuser mx;   /* the cases' maxima: max_out, nz, nfields */
    mx.max_out = 0;
    mx.nz = mx.nfields = mx.nlines = 0;
    uint32_t soft = 0, ncases = 0, nfused = 0, kc = c;
    int32_t none = -1;
    int star = 0;
    for (uint32_t i = 0; i < sh.ncases && !t->oom; i++, kc = code[kc].b) {
        if (at.delim) soft |= code[kc].y & TRC_IY_SOFT;   /* every CASE tested makes its soft blank */
        const trc_casev *cv = &set->cases[code[kc].a];
        if (!str && cv->kind == TRC_CV_WORD && !cv->has_num) continue;   /* never equals a number */
        kont body = { kc + 1, code[kc].b - 1, 0, k->sub, &after };
        int32_t q = walk_case(f, set, &at, soft != 0, &body, t, &mx);
        nfused += q >= 0;
        if (cv->kind == TRC_CV_STAR) { star = 1; none = q; break; }
        if (str) text_case(&tc[ncases], cv);
        vals[ncases] = cv->num;
        arm[ncases++] = q;
    }
    if (!star && !t->oom) {   /* no case matches: the code after the SWITCH */
        none = walk_case(f, set, &at, soft != 0, &after, t, &mx);
        nfused += none >= 0;
    }
    arm[ncases] = none;
    sp->ncases = ncases;
    f->fail = 0;
    f->max_out = at.max_out + mx.max_out;
    f->nz = at.nz + mx.nz;
    f->nfields = at.nfields + mx.nfields;
    f->nlines = mx.nlines;   /* each case counted from the SWITCH's own */
    if (t->oom || !nfused || f->max_out > UINT32_MAX / 2) { free(arm); return -1; }
    if (t->nnodes == t->capnodes) {
        uint32_t cap = t->capnodes ? 2 * t->capnodes : 8;
        lnode *p = realloc(t->nodes, cap * sizeof *p);
        if (!p) { free(arm); t->oom = 1; return -1; }
        t->nodes = p;
        t->capnodes = cap;
    }
    t->nodes[t->nnodes] = (lnode){ sp, arm };
    return (int32_t)t->nnodes++;
}

/* Walk the code of frames k (and up) from the builder's state, its ops from `start`: the
 * sequence it makes (its index; a SWITCH met: the sequence ends in its node), or -1 when
 * the ops cannot do some of it. */
static int32_t walk(fuser *f, const trc_progset *set, uint32_t start, const kont *k, tree *t)
{
    const trc_insn *code = set->code;
    for (; k; k = k->up) {
        if (k->soft) trc_fz_soft(f);
        for (uint32_t pc = k->pc; pc < set->ncode && pc < k->end; pc++) {
            const trc_insn *in = &code[pc];
            if (in->op == TRC_I_END) break;
            if (t->oom) return -1;
            int skip = 0;
            if (in->op == TRC_I_CALLSUB && f->whole && !f->infn && !k->sub && in->a < set->nprogs) {
                /* a subroutine: its body, then the code after the call (one level deep:
                   its body shares the caller's macros) */
                if (in->y & TRC_IY_SOFT) trc_fz_soft(f);
                kont rest = { pc + 1, k->end, 0, k->sub, k->up };
                kont body = { set->progs[in->a].entry, UINT32_MAX, 0, 1, &rest };
                return walk(f, set, start, &body, t);
            }
            if (trc_fz_add_insn(f, set, pc, 0, &skip) && !f->fail) {
                pc += (uint32_t)skip;
                continue;
            }
            if (f->fail) return -1;
            uint32_t prefix_end;
            int32_t node = switch_node(f, set, pc, k, t, &prefix_end);
            return node < 0 ? -1 : seq_add(t, start, prefix_end, node);
        }
    }
    trc_fz_flush(f);
    if (f->fail || f->depth) return -1;
    t->trail |= f->last == LAST_BLANK || f->last == LAST_UNKNOWN;   /* the path's end */
    return seq_add(t, start, f->nops, -1);
}

/* Sequence q of the tree as a line form (fld: with the fields), its SWITCH's cases built
 * too; NULL when out of memory. */
static const trc_lop *build_seq(trc_progset *set, const fuser *f, const trc_fused *fu,
                                const tree *t, int32_t q, int fld)
{
    const lseq *sq = &t->seqs[q];
    if (sq->node < 0) return trc_fz_line_form(set, f, fu, sq->from, sq->to, 1, fld);
    const lnode *nd = &t->nodes[sq->node];
    trc_lswitch *sw = nd->sw;
    if (!fld) {   /* the case tables: both forms' (the second only when there are fields) */
        const trc_lop **arms = trc_arena_alloc(&set->arena, 2 * (sw->ncases + 1) * sizeof *arms);
        if (!arms) return NULL;
        sw->arms = arms;
        sw->farms = fu->nfields ? arms + sw->ncases + 1 : arms;
    }
    const trc_lop **out = (const trc_lop **)(fld ? sw->farms : sw->arms);
    for (uint32_t i = 0; i <= sw->ncases; i++) {
        out[i] = NULL;
        if (nd->arm[i] >= 0 && !(out[i] = build_seq(set, f, fu, t, nd->arm[i], fld))) return NULL;
    }
    /* the prefix, whose END op becomes the SWITCH, or its last op when that only writes
       text (its text then follows the pointer to the table, trc_fz_tab_pre) */
    trc_lop *pre = trc_fz_line_form(set, f, fu, sq->from, sq->to, 0, fld);
    if (!pre) return NULL;
    uint32_t n = 0;
    trc_fz_line_ops(f, fu, sq->from, sq->to, NULL, &n, NULL, fld);
    if (n && pre[n - 1].kind == TRC_FV_NONE) n--;   /* a prefix-only op (no move) becomes it */
    const char *tp = trc_fz_tab_pre(&set->arena, pre[n].pre, pre[n].pre_len, sw);
    if (!tp) return NULL;
    pre[n].kind = TRC_FV_SWITCH;
    pre[n].pre = tp;
    return pre;
}

const trc_fused *trc_fz_walk(fuser *f, trc_progset *set, uint32_t pc, int *oom)
{
    tree t;
    memset(&t, 0, sizeof t);
    kont k = { pc, UINT32_MAX, 0, 0, NULL };
    const trc_fused *res = NULL;
    int32_t top = walk(f, set, 0, &k, &t);
    if (t.oom) *oom = 1;
    if (top >= 0 && !t.oom && !f->fail && f->max_out <= UINT32_MAX / 2) {
        trc_fused *fu = trc_fz_finish(f, set, oom);
        if (fu) {
            fu->trail = (uint8_t)t.trail;
            fu->cpu = (uint8_t)f->cpu;
            if (!(fu->lops = build_seq(set, f, fu, &t, top, 0))
                || !(fu->flops = fu->nfields ? build_seq(set, f, fu, &t, top, 1) : fu->lops))
                *oom = 1;
            else
                res = fu;
        }
    }
    for (uint32_t i = 0; i < t.nnodes; i++) free(t.nodes[i].arm);
    free(t.nodes);
    free(t.seqs);
    return res;
}
