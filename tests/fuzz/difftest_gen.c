/* difftest_gen.c -- the differential tester's generator (tests/fuzz/difftest.h): random,
 * mostly valid template sets (labels, literals, every format code and size, register
 * formats, SWITCH with every case form, LOOP, BITFLAGS, statements, subroutine calls,
 * level tokens, back-quoted strings) and random trcasm traces for them (32- and 64-bit
 * entries of every form, short and long ones, NOTS records, several CPUs, internal and
 * unknown hooks, damaged bytes).  Deterministic: a seed gives one pair. */
#include "tests/fuzz/difftest.h"
#include "common/buf.h"
#include "formats/tmplembed.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- lists --------------------------------------------------------------------------- */

void dt_list_add(dt_list *l, const char *s)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 8;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
        if (!l->v) abort();
    }
    l->v[l->n] = strdup(s);
    if (!l->v[l->n]) abort();
    l->n++;
}

void dt_list_del(dt_list *l, size_t i)
{
    free(l->v[i]);
    memmove(l->v + i, l->v + i + 1, (l->n - i - 1) * sizeof *l->v);
    l->n--;
}

void dt_list_free(dt_list *l)
{
    for (size_t i = 0; i < l->n; i++) free(l->v[i]);
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* ---- a growable string ------------------------------------------------------------- */

/* A string being built. */
typedef struct sb {
    char *s;         /* text, NUL-terminated */
    size_t n, cap;   /* length / allocated */
} sb;

static void sb_add(sb *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_add(sb *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (k < 0) abort();
    if (b->n + (size_t)k + 1 > b->cap) {
        b->cap = (b->n + (size_t)k + 1) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s) abort();
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
    va_end(ap);
    b->n += (size_t)k;
}

/* ---- random numbers ------------------------------------------------------------------ */

/* Generator state (splitmix64). */
typedef struct rng {
    uint64_t s;      /* state */
} rng;

static uint64_t rnext(rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in [0, n). */
static unsigned rn(rng *r, unsigned n) { return n ? (unsigned)(rnext(r) % n) : 0; }
/* 1 with probability pct %. */
static int chance(rng *r, unsigned pct) { return rn(r, 100) < pct; }
/* One of the strings of a NULL-terminated table. */
static const char *pick(rng *r, const char *const *t)
{
    unsigned n = 0;
    while (t[n]) n++;
    return t[rn(r, n)];
}

/* ---- templates ----------------------------------------------------------------------- */

/* What one stanza's generation knows. */
typedef struct gctx {
    rng *r;                 /* randomness */
    const dt_genopts *o;    /* switches */
    const unsigned *hooks;  /* the set's hook ids */
    size_t nhooks;          /* their count */
    unsigned macros;        /* bit k: $mk was assigned earlier in this stanza */
    int simple;             /* 1: only literals, codes, moves, fields and registers (the
                               templates the fused forms take whole) */
} gctx;

static const char *const words[] = { "abc", "k=", "msg", "!", "x-y", "(", ")", "0", "42", "ab:cd", NULL };
static const char *const strings[] = { "\"q s\"", "\"t\\tb\"", "\"n\\nz\"", "'sq'", "\"\"", "\"a\\\\b\"",
                                       "\"<<\"", "\"D3\"", "\" lead\"", "\"trail \"", NULL };
static const char *const reads[] = {
    "X1", "X2", "X4", "X8", "X0", "X3", "X16", "D1", "D2", "D4", "D8", "U1", "U2", "U4", "U8",
    "o1", "o2", "o4", "o8", "F4", "F8", "T4", "T8", "E1", "E2", "E4", "P4", "P8", "S1", "S2",
    "S4", "A1", "A4", "A8", "A0", "A0.3", "A4.6", "A2.1", "B0.3", "B1.4", "B0.1", "B2.0",
    "B8.0", "B0.12", "Z", "HB", "HT", NULL };
static const char *const moves[] = {
    "G0", "G2", "G4", "G6", "G8", "G12", "G16", "G3.4", "G0.1", "O1", "O2", "O0.4", "O4", "O8",
    "R0", "R1", "R2", "R4", "W0", "W1", "W2", NULL };
static const char *const wild[] = { "G100", "O200", "R100", "G4294967295", "O4294967295.7", NULL };
static const char *const regs[] = { "$D1", "$D2", "$D3", "$D4", "$D5", "$HD", "$HL", "$HT",
                                    "$RELLINENO", "$TRACEENV", "$HOOKENV", "$GENERIC",
                                    "$DATAPOINTER", "$CPUID", "$PID", NULL };
static const char *const fmts[] = { "X1", "X2", "X4", "X8", "D1", "D2", "D4", "D8", "U1", "U4",
                                    "U8", "o4", "B0.4", "B1.0", "B0.1", "W0.3", "W4.7", "W0.63",
                                    "W8.8", "E4", "P4", "T4", "A4", "A2.1", NULL };
static const char *const levels[] = { "L=APPL", "L=SVC", "L=KERN", "L=INT", NULL };
static const char *const nsubj[] = { "X1", "U1", "X2", "U2", "$D1", "$HD", "$HT", "$D2%X2",
                                     "$HL", "B0.4", "D1", NULL };
static const char *const ncase[] = { "0", "1", "2", "3", "0x3", "0xFF", "-1", "255", "0x10",
                                     "4", NULL };
static const char *const ssubj[] = { "A2", "A4", "Z", "S1", "A1", NULL };
static const char *const scase[] = { "\"ab\"", "\"a\"", "/^a/", "/b$/", "/^$/", "'cd'",
                                     "\"\"", NULL };
static const char *const exprs[] = { "U1", "X2", "U4", "$D1 + 3", "($HD >> 2)", "$D2 % 7",
                                     "-$D1", "U8", "$HL * 2", "($D1 << 3)", "1 / 0", "A4",
                                     "\"s\"", "$D3 - $D4", "D2", "($D1 & 0xF0) | 1",
                                     "$DATAPOINTER", "7 + 6", NULL };

static char *gen_seq(gctx *g, unsigned depth, unsigned max);

/* A macro reference $mK to an assigned macro, or NULL. */
static const char *macro_ref(gctx *g, char *buf, const char *fmt)
{
    unsigned k = rn(g->r, 4);
    if (!(g->macros >> k & 1)) return NULL;
    if (fmt) snprintf(buf, 32, "$m%u%%%s", k, fmt);
    else snprintf(buf, 32, "$m%u", k);
    return buf;
}

/* A statement body ({{ }} brackets as \001 \002). */
static char *gen_stmt(gctx *g)
{
    sb b = { 0 };
    rng *r = g->r;
    unsigned w = rn(r, 100);
    if (w < 70) {
        unsigned k = rn(r, 4);
        char tmp[32];
        const char *e = chance(r, 25) ? macro_ref(g, tmp, NULL) : NULL;
        if (e && chance(r, 50)) sb_add(&b, "\001$m%u = %s * 2\002", k, e);
        else sb_add(&b, "\001$m%u = %s\002", k, pick(r, exprs));
        g->macros |= 1u << k;
    } else if (w < (g->simple ? 75u : 90u) || !g->o->bp) {
        static const char *const dps[] = { "0", "2", "4", "8", "16", "100", "-1", "$DATAPOINTER + 1",
                                           "U8", "$D1", "9223372036854775807", NULL };
        sb_add(&b, "\001$DATAPOINTER = %s\002", pick(r, dps));
    } else {
        static const char *const bps[] = { "0", "1", "2", "4", "-2", "100", "$D1", "U2",
                                           "9223372036854775807", NULL };
        sb_add(&b, "\001$BASEPOINTER = %s\002 %s", pick(r, bps), pick(r, moves));   /* G reads from BP */
    }
    return b.s;
}

/* A simple item (no SWITCH, LOOP, BITFLAGS or block). */
static char *gen_simple(gctx *g)
{
    sb b = { 0 };
    rng *r = g->r;
    char tmp[32];
    unsigned kind = g->simple ? rn(r, 8) : rn(r, 15);
    if (g->simple && g->o->bp && chance(r, 10)) kind = 10;   /* a statement: $BASEPOINTER */
    switch (kind) {
    case 0: sb_add(&b, "%s", pick(r, words)); break;
    case 1: sb_add(&b, "%s", pick(r, strings)); break;
    case 2: case 3: case 4: sb_add(&b, "%s", pick(r, reads)); break;
    case 5: sb_add(&b, "%s", pick(r, chance(r, 10) ? wild : moves)); break;
    case 6: sb_add(&b, "f%u=%s", rn(r, 3), pick(r, reads)); break;
    case 7: {
        const char *m = chance(r, 30) ? macro_ref(g, tmp, chance(r, 50) ? pick(r, fmts) : NULL) : NULL;
        if (m) sb_add(&b, "%s", m);
        else if (chance(r, 60)) sb_add(&b, "%s%%%s", pick(r, regs), pick(r, fmts));
        else sb_add(&b, "%s", pick(r, regs));
        break;
    }
    case 8: sb_add(&b, "%s", chance(r, 50) ? "\\t" : "\\n"); break;
    case 9: sb_add(&b, "%s", pick(r, levels)); break;
    case 10: { char *s = gen_stmt(g); sb_add(&b, "%s", s); free(s); break; }
    case 11:
        if (g->nhooks) { sb_add(&b, "$%03X", g->hooks[rn(r, (unsigned)g->nhooks)]); break; }
        /* fall through */
    case 12: {
        static const char *const bq[] = { "`v=$D1 X2`", "`[$HD%X2]`", "`$HL`", "`a\\tb`", "`U1 U1`", NULL };
        sb_add(&b, "%s", pick(r, bq));
        break;
    }
    case 13: sb_add(&b, "setdelim(%u)", rn(r, 2)); break;
    default: sb_add(&b, "g=$D1%%%s", pick(r, fmts)); break;
    }
    return b.s;
}

/* A call of a state builtin: the tails the compiled form keeps (pidinstall, tidinstall,
 * starttimer with constants, $HD or $Dn) or, with other arguments, the interpreter's; or
 * endtimer, which prints. */
static char *gen_builtin(gctx *g)
{
    static const char *const args[] = { "$D1", "$D2", "$HD", "1", "7", "$D3", NULL };
    static const char *const other[] = { "U2", "$HL", "$D1 + 1", NULL };
    static const char *const names[] = { "\"webd\"", "\"a b\"", "\"\"", "'sh'", NULL };
    rng *r = g->r;
    const char *a = chance(r, 15) ? pick(r, other) : pick(r, args), *b2 = pick(r, args);
    sb b = { 0 };
    switch (rn(r, 4)) {
    case 0: sb_add(&b, "pidinstall(%s, %s, %s)", a, b2, pick(r, names)); break;
    case 1: sb_add(&b, "tidinstall(%s, %s, %s)", a, b2, pick(r, names)); break;
    case 2: sb_add(&b, "starttimer(%u, %s)", rn(r, 2), a); break;
    default: sb_add(&b, "t=endtimer(%u, %s)", rn(r, 2), a); break;
    }
    return b.s;
}

/* A case body: an item, a block, a LOOP, a statement or an action (never SWITCH or
 * BITFLAGS). */
static char *gen_body(gctx *g, unsigned depth)
{
    sb b = { 0 };
    if (g->o->state && chance(g->r, 6)) {
        static const char *const acts[] = { "$SKIP", "$BREAK", "$NOPRINT", "$SKIP", "$BREAK", "$STOP", NULL };
        sb_add(&b, "%s", pick(g->r, acts));
        return b.s;
    }
    if (depth < 3 && chance(g->r, 35)) {
        char *s = gen_seq(g, depth + 1, 3);
        sb_add(&b, "{ %s }", s);
        free(s);
        return b.s;
    }
    return gen_simple(g);
}

/* A descriptor: a simple item or, below depth 3, a SWITCH, LOOP, BITFLAGS or block. */
static char *gen_desc(gctx *g, unsigned depth)
{
    rng *r = g->r;
    if (depth >= 3 || g->simple || chance(r, 70)) return gen_simple(g);
    sb b = { 0 };
    switch (rn(r, 5)) {
    case 0: case 1: {   /* SWITCH */
        int str = chance(r, 25);
        /* sometimes every arm one field, named by the arm, on a subject of two bits with
         * cases 0 to 3: the records take every path, each with as many fields under other
         * names (the structured outputs key a path's field names by it) */
        int fields = !str && chance(r, 25);
        unsigned f0 = rn(r, 3);
        static const char *const two[] = { "0", "1", "2", "3" };
        if (str) sb_add(&b, "%s", pick(r, ssubj));
        else sb_add(&b, "%s", pick(r, nsubj));
        if (fields) sb_add(&b, " & 0x3");
        else if (!str && chance(r, 20)) sb_add(&b, " & 0x%X", rn(r, 256));
        unsigned n = 1 + rn(r, 4);
        for (unsigned i = 0; i < n; i++) {
            const char *v = i + 1 == n && chance(r, 40) ? "\\*" : fields ? two[i] : str ? pick(r, scase) : pick(r, ncase);
            char *body = fields ? NULL : gen_body(g, depth);
            if (fields) sb_add(&b, ", %s { f%u=%s }", v, (f0 + i) % 3, pick(r, reads));
            else sb_add(&b, ", %s %s", v, body);
            free(body);
        }
        break;
    }
    case 2: {   /* LOOP */
        static const char *const counts[] = { "0", "1", "2", "3", "U1", "X1", "$HL", "$D1%U1", "$D1",
                                              "$HD", "$D2", NULL };
        char *s = gen_seq(g, depth + 1, 3);
        sb_add(&b, "LOOP %s { %s }", pick(r, counts), s);
        free(s);
        break;
    }
    case 3: {   /* BITFLAGS, in a block (its greedy second text) */
        static const char *const bsubj[] = { "X1", "X2", "U1", "$D1", "$HD", NULL };
        static const char *const texts[] = { "one", "\"two\"", "'3'", "$HD", "four", NULL };
        sb_add(&b, "{ BITFLAGS %s", pick(r, bsubj));
        unsigned n = 1 + rn(r, 4);
        for (unsigned i = 0; i < n; i++) {
            if (chance(r, 25)) sb_add(&b, ", & 0x%X 0x%X %s", 0xF0u, 0x10u * rn(r, 16), pick(r, texts));
            else if (chance(r, 40)) sb_add(&b, ", 0x%X %s %s", 1u << rn(r, 8), pick(r, texts), pick(r, texts));
            else sb_add(&b, ", 0x%X %s", 1u << rn(r, 8), pick(r, texts));
        }
        sb_add(&b, " }");
        break;
    }
    default: {
        char *s = gen_seq(g, depth + 1, 4);
        sb_add(&b, "{ %s }", s);
        free(s);
        break;
    }
    }
    return b.s;
}

/* 1..max descriptors joined by blanks. */
static char *gen_seq(gctx *g, unsigned depth, unsigned max)
{
    sb b = { 0 };
    unsigned n = 1 + rn(g->r, max);
    for (unsigned i = 0; i < n; i++) {
        char *d = gen_desc(g, depth);
        sb_add(&b, "%s%s", i ? " " : "", d);
        free(d);
    }
    return b.s;
}

/* ---- traces ---------------------------------------------------------------------------- */

/* A data word of `digits` hex digits, biased to interesting values. */
static void gen_word(rng *r, sb *b, unsigned digits)
{
    uint64_t v;
    switch (rn(r, 8)) {
    case 0: v = rn(r, 8); break;
    case 1: v = UINT64_MAX; break;
    case 2: v = 0x61626364656667ull; break;   /* text */
    case 3: v = chance(r, 30) ? 0x1000000000000000ull : 0x7FFFFFFFFFFFFFFFull; break;
    case 4: v = 0x80000000ull | rn(r, 16); break;
    default: v = rnext(r); break;
    }
    if (digits == 8) v &= 0xFFFFFFFFull;
    sb_add(b, "%0*llX", (int)digits, (unsigned long long)v);
}

/* n random bytes as hex. */
static void gen_bytes(rng *r, sb *b, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        unsigned c = chance(r, 40) ? 0x61 + rn(r, 4) : chance(r, 20) ? 0 : rn(r, 256);
        sb_add(b, "%02X", c);
    }
}

/* One `ev` line for hook `id`. */
static void gen_ev(rng *r, sb *b, uint64_t t, unsigned ncpu, unsigned id, int e64)
{
    sb_add(b, "ev t=%llu", (unsigned long long)t);
    if (chance(r, 10)) sb_add(b, " cpu=-");
    else sb_add(b, " cpu=%u", rn(r, ncpu));
    if (chance(r, 80)) sb_add(b, " pid=%u tid=%u", rn(r, 4), 100 + rn(r, 4));
    if (chance(r, 10)) sb_add(b, " ef=0x2");   /* NOTS */
    int skew = chance(r, 15) ? (int)rn(r, 3) - 1 : 0;   /* short and long entries */
    if (!e64) {
        static const unsigned types[] = { 1, 9, 2, 0xA, 6, 0xE, 0, 8, 3 };
        unsigned type = types[rn(r, 9)];
        unsigned words = type == 2 || type == 0xA || type == 0 || type == 8 ? 1 : type == 6 || type == 0xE ? 5 : 0;
        unsigned glen = rn(r, 12);
        unsigned hd = type == 0 || type == 8 ? glen : chance(r, 50) ? rn(r, 8) : rn(r, 65536);
        sb_add(b, " hw=%03X%X%04X", id & 0xFFF, type, hd);
        int nw = (int)words + skew;
        for (int i = 0; i < nw; i++) { sb_add(b, i ? "," : " d="); gen_word(r, b, 8); }
        if ((type == 0 || type == 8) && nw >= 1) {
            unsigned n = (unsigned)((int)glen + (skew ? (int)rn(r, 5) - 2 : 0));
            if ((int)n > 0) { sb_add(b, " buf="); gen_bytes(r, b, n); }
        }
    } else {
        int gen = chance(r, 20);
        unsigned flags = (chance(r, 50) ? 0x8000u : 0) | (gen ? 0x4000u : 0) | (chance(r, 5) ? 0x0100u : 0);
        unsigned nw = gen ? 1 : rn(r, 6);
        unsigned glen = rn(r, 20);
        unsigned len = gen ? glen : 8 * nw;
        sb_add(b, " hw=%04X%04X%04X%04X", flags, len, (id & 0xFFF) << 4, chance(r, 50) ? rn(r, 4) : rn(r, 65536));
        int n = (int)nw + skew;
        for (int i = 0; i < n; i++) { sb_add(b, i ? "," : " d="); gen_word(r, b, 16); }
        if (gen && n >= 1) {
            unsigned k = (unsigned)((int)glen + (skew ? (int)rn(r, 5) - 2 : 0));
            if ((int)k > 0) { sb_add(b, " buf="); gen_bytes(r, b, k); }
        }
    }
}

static void gen_trace(dt_pair *p, rng *r, const unsigned *hooks, size_t nh)
{
    int e64 = chance(r, 40);
    unsigned ncpu = 1 + rn(r, 4);
    char line[64];
    dt_list_add(&p->hdr, "trcasm 1");
    dt_list_add(&p->hdr, chance(r, 50) ? "byteorder big" : "byteorder little");
    dt_list_add(&p->hdr, e64 ? "env 64" : "env 32");
    snprintf(line, sizeof line, "cpus %u", ncpu);
    dt_list_add(&p->hdr, line);
    if (chance(r, 50)) {   /* the start's ticks: now and then after the first records' */
        snprintf(line, sizeof line, "start 1000000000 %u", chance(r, 25) ? rn(r, 4000) : 0);
        dt_list_add(&p->hdr, line);
    }
    dt_list_add(&p->hdr, "records");
    unsigned n = 1 + rn(r, chance(r, 20) ? 120 : 30);
    uint64_t t = 0;
    /* one trace in six goes back in time now and then: the report puts it in time order
     * (merged per thread or through the window), whichever way its pre-pass went */
    const int back = chance(r, 16);
    for (unsigned i = 0; i < n; i++) {
        sb b = { 0 };
        if (back && chance(r, 10)) t -= rn(r, 3000) % (t + 1);
        else t += chance(r, 20) ? 0 : rn(r, 5000);
        if (chance(r, 2)) {   /* damage: bytes that are no record */
            sb_add(&b, "raw ");
            gen_bytes(r, &b, 1 + rn(r, 24));
        } else {
            unsigned w = rn(r, 100), id;
            if (w < 75 && nh) id = hooks[rn(r, (unsigned)nh)];
            else if (w < 85) id = 0x020 + rn(r, 8);              /* unknown */
            else id = 0x001 + rn(r, 15);                          /* internal */
            gen_ev(r, &b, t, ncpu, id, chance(r, 90) ? e64 : !e64);
        }
        dt_list_add(&p->evs, b.s);
        free(b.s);
    }
}

/* ---- pairs ---------------------------------------------------------------------------- */

void dt_gen(dt_pair *p, uint64_t seed, const dt_genopts *o)
{
    memset(p, 0, sizeof *p);
    rng r = { seed * 0x2545F4914F6CDD1Dull + 1 };
    unsigned hooks[8];
    size_t nh = 1 + rn(&r, 5);
    for (size_t i = 0; i < nh; i++) {
        unsigned h;
        int dup;
        do {
            h = 0x010 + rn(&r, 16);
            dup = 0;
            for (size_t j = 0; j < i; j++) dup |= hooks[j] == h;
        } while (dup);
        hooks[i] = h;
    }
    p->st = calloc(nh, sizeof *p->st);
    if (!p->st) abort();
    p->nst = nh;
    static const char *const labels[] = { "lab", "\"quoted label\"", "@hidden", "\"t\\tab\"",
                                          "\"nl\\nz\"", "''", "'sq lab'", "\"@h2\"", NULL };
    for (size_t i = 0; i < nh; i++) {
        sb h = { 0 };
        sb_add(&h, "%03X 1.0", hooks[i]);
        if (chance(&r, 70)) sb_add(&h, " %s", chance(&r, 10) ? "L=0" : pick(&r, levels));
        if (chance(&r, 75)) sb_add(&h, " %s", pick(&r, labels));
        p->st[i].head = h.s;
        gctx g = { &r, o, hooks, nh, 0, chance(&r, 40) };
        unsigned n = 1 + rn(&r, 8);
        for (unsigned k = 0; k < n; k++) {
            char *d = gen_desc(&g, 0);
            dt_list_add(&p->st[i].items, d);
            free(d);
        }
        if (o->state && chance(&r, 20)) {   /* state builtins at its end (the compiled tails) */
            unsigned nt = 1 + rn(&r, 2);
            for (unsigned k = 0; k < nt; k++) {
                char *d = gen_builtin(&g);
                dt_list_add(&p->st[i].items, d);
                free(d);
            }
        }
    }
    gen_trace(p, &r, hooks, nh);
    p->embed = chance(&r, 50);
}

void dt_copy(dt_pair *dst, const dt_pair *src)
{
    memset(dst, 0, sizeof *dst);
    dst->st = calloc(src->nst ? src->nst : 1, sizeof *dst->st);
    if (!dst->st) abort();
    dst->nst = src->nst;
    for (size_t i = 0; i < src->nst; i++) {
        dst->st[i].head = strdup(src->st[i].head);
        if (!dst->st[i].head) abort();
        for (size_t k = 0; k < src->st[i].items.n; k++) dt_list_add(&dst->st[i].items, src->st[i].items.v[k]);
    }
    for (size_t k = 0; k < src->hdr.n; k++) dt_list_add(&dst->hdr, src->hdr.v[k]);
    for (size_t k = 0; k < src->evs.n; k++) dt_list_add(&dst->evs, src->evs.v[k]);
    dst->embed = src->embed;
}

void dt_free(dt_pair *p)
{
    for (size_t i = 0; i < p->nst; i++) {
        free(p->st[i].head);
        dt_list_free(&p->st[i].items);
    }
    free(p->st);
    dt_list_free(&p->hdr);
    dt_list_free(&p->evs);
    memset(p, 0, sizeof *p);
}

/* Append stanza i to b, statements as {{ }} or << >>. */
static void put_stanza(sb *b, const dt_pair *p, size_t i, int angle)
{
    sb_add(b, "%s", p->st[i].head);
    for (size_t k = 0; k < p->st[i].items.n; k++) {
        sb_add(b, " ");
        for (const char *s = p->st[i].items.v[k]; *s; s++) {
            if (*s == '\001') sb_add(b, "%s", angle ? "<< " : "{{ ");
            else if (*s == '\002') sb_add(b, "%s", angle ? " >>" : " }}");
            else sb_add(b, "%c", *s);
        }
    }
    sb_add(b, "\n");
}

char *dt_render_set(const dt_pair *p, int angle, uint64_t mask)
{
    sb b = { 0 };
    sb_add(&b, "%s", "");
    for (size_t i = 0; i < p->nst; i++)
        if (i >= 64 || (mask >> i & 1)) put_stanza(&b, p, i, angle);
    return b.s;
}

char *dt_render_stanza(const dt_pair *p, size_t i)
{
    sb b = { 0 };
    put_stanza(&b, p, i, 0);
    return b.s;
}

char *dt_render_trace(const dt_pair *p)
{
    sb b = { 0 };
    for (size_t k = 0; k < p->hdr.n; k++) {
        if (p->embed && k + 1 == p->hdr.n) {   /* the set as TLV 17, before `records` */
            int big = 0;
            for (size_t j = 0; j < p->hdr.n; j++) big |= !strcmp(p->hdr.v[j], "byteorder big");
            char *set = dt_render_set(p, 0, ~(uint64_t)0);
            trc_buf tlvs;
            trc_buf_init(&tlvs);
            if (trc_embed_encode(&tlvs, big ? TRC_BO_BIG : TRC_BO_LITTLE, set, strlen(set)) != 0 || tlvs.failed)
                abort();
            sb_add(&b, "tlvraw ");
            for (size_t i = 0; i < tlvs.len; i++) sb_add(&b, "%02X", (unsigned char)tlvs.data[i]);
            sb_add(&b, "\n");
            trc_buf_free(&tlvs);
            free(set);
        }
        sb_add(&b, "%s\n", p->hdr.v[k]);
    }
    for (size_t k = 0; k < p->evs.n; k++) sb_add(&b, "%s\n", p->evs.v[k]);
    return b.s;
}
