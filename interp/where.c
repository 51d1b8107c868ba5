/* where.c -- owns --where predicates up to their code (interp/where.h; the key table is
 * interp/wherekeys.c's): parsing each predicate with the template grammar, the checks
 * (unknown names warn, regexes must compile), the split into before/after-formatting code
 * and the call that compiles them into the set (interp/compile.c).  Evaluation is the
 * VM's (interp/vm.c). */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "interp/where.h"
#include "grammar/parse.h"
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

/* One predicate while it is checked. */
typedef struct wpred {
    trc_expr *e;        /* its AST (NULL after a syntax error) */
    int pre;            /* 1: reads only keys known before formatting */
} wpred;

/* 1 when the set has a field called name[0..n) (a FIELD instruction names it). */
static int set_has_field(const trc_progset *set, const char *name, uint32_t n)
{
    for (uint32_t i = 0; i < set->ncode; i++) {
        const trc_insn *in = &set->code[i];
        if (in->op == TRC_I_FIELD && in->a < set->nstrs && set->strs[in->a].len == n
            && memcmp(set->strs[in->a].s, name, n) == 0)
            return 1;
    }
    return 0;
}

/* Edit distance of a[0..na) and b[0..nb) (insert, delete, replace: 1 each), at most 64
 * bytes of each considered. */
static unsigned edit_distance(const char *a, size_t na, const char *b, size_t nb)
{
    unsigned row[65];
    na = na > 64 ? 64 : na;
    nb = nb > 64 ? 64 : nb;
    for (size_t j = 0; j <= nb; j++) row[j] = (unsigned)j;
    for (size_t i = 1; i <= na; i++) {
        unsigned diag = row[0];
        row[0] = (unsigned)i;
        for (size_t j = 1; j <= nb; j++) {
            unsigned up = row[j], best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best) best = up + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            diag = up;
            row[j] = best;
        }
    }
    return row[nb];
}

/* The known name (a key, or a field some template captures) nearest to name[0..n), when
 * it is close enough to be a typo (distance at most 1, or 2 for names of 5 or more
 * bytes); NULL otherwise.  Keys only when !fields_only.  *len: its length. */
static const char *nearest_name(const trc_progset *set, const char *name, uint32_t n,
                                int fields_only, uint32_t *len)
{
    const char *best = NULL;
    unsigned bestd = n >= 5 ? 3 : 2;
    for (unsigned k = 0; !fields_only && k < TRC_WK_COUNT_; k++) {
        const char *kn = trc_where_key_name(k);
        unsigned d = edit_distance(name, n, kn, strlen(kn));
        if (d < bestd) { bestd = d; best = kn; *len = (uint32_t)strlen(best); }
    }
    for (uint32_t i = 0; i < set->ncode; i++) {
        const trc_insn *in = &set->code[i];
        if (in->op != TRC_I_FIELD || in->a >= set->nstrs) continue;
        unsigned d = edit_distance(name, n, set->strs[in->a].s, set->strs[in->a].len);
        if (d < bestd) { bestd = d; best = set->strs[in->a].s; *len = set->strs[in->a].len; }
    }
    return best;
}

/* `id` compared with a number (docs/where.md): a warning at the number that ids are
 * strings, with the string meant (the number's digits as a hook ID: 24 -> "024"). */
static void check_id_number(trc_diag *d, const trc_expr *e)
{
    if (e->kind != TRC_EX_BINARY || e->op == TRC_OP_LAND || e->op == TRC_OP_LOR) return;
    const trc_expr *name = e->a, *num = e->b;
    if (num && num->kind == TRC_EX_NAME) { name = e->b; num = e->a; }
    if (!name || !num || name->kind != TRC_EX_NAME || name->op || num->kind != TRC_EX_NUM
        || trc_where_key_find(name->str.s, name->str.len) != TRC_WK_ID)
        return;
    const char *s = d->src + num->span.off;
    size_t len = num->span.len;
    if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { s += 2; len -= 2; }
    char id[8];
    size_t k = 0;
    while (k + len < 3) id[k++] = '0';
    for (size_t i = 0; i < len && k < 5; i++) id[k++] = (char)(s[i] >= 'a' && s[i] <= 'f' ? s[i] - 32 : s[i]);
    id[k] = '\0';
    trc_diag_report(d, TRC_DIAG_WARNING, num->span.off,
                    "id is a hook ID string such as \"%s\", never equal to a number: compare it "
                    "with \"%s\"", id, id);
}

/* Check the names and regexes of e (iterative: a long chain cannot exhaust the stack);
 * sets *pre to 0 when a name is not a key known before formatting. */
static int check_expr(const trc_progset *set, trc_diag *d, trc_expr *root, int *pre)
{
    trc_expr **todo = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    *pre = 1;
    if (root) {
        todo = malloc(16 * sizeof *todo);
        if (!todo) return -1;
        cap = 16;
        todo[n++] = root;
    }
    while (n > 0) {
        trc_expr *e = todo[--n];
        if (e->kind == TRC_EX_NAME) {
            int key = e->op ? -1 : trc_where_key_find(e->str.s, e->str.len);
            if (key < 0 || !trc_where_key_pre((unsigned)key)) *pre = 0;
            if (key < 0 && !set_has_field(set, e->str.s, e->str.len)) {
                uint32_t nlen = 0;
                const char *near = nearest_name(set, e->str.s, e->str.len, e->op, &nlen);
                trc_diag_report(d, TRC_DIAG_WARNING, e->span.off,
                                e->op ? "no template has a field '%.*s'%s%.*s%s"
                                      : "'%.*s' is neither a key nor a field of any template%s%.*s%s",
                                (int)e->str.len, e->str.s, near ? "; did you mean '" : "",
                                near ? (int)nlen : 0, near ? near : "", near ? "'?" : "");
            }
        } else if (e->kind == TRC_EX_BINARY) {
            check_id_number(d, e);
        } else if (e->kind == TRC_EX_MATCH) {
            int err = 0;
            PCRE2_SIZE eoff = 0;
            pcre2_code *re = pcre2_compile((PCRE2_SPTR)e->str.s, e->str.len, 0, &err, &eoff, NULL);
            if (re) pcre2_code_free(re);
            else {
                PCRE2_UCHAR msg[256];
                if (pcre2_get_error_message(err, msg, sizeof msg) < 0) strcpy((char *)msg, "unknown error");
                if (eoff > e->str.len) eoff = e->str.len;
                trc_diag_report(d, TRC_DIAG_ERROR, (uint32_t)(e->num + (int64_t)eoff), "regex: %s",
                                (const char *)msg);
            }
        }
        if (n + 2 > cap) {
            trc_expr **p = realloc(todo, 2 * cap * sizeof *todo);
            if (!p) { rc = -1; break; }
            todo = p;
            cap *= 2;
        }
        if (e->a) todo[n++] = e->a;
        if (e->b) todo[n++] = e->b;
    }
    free(todo);
    return rc;
}

/* Print the buffered diagnostics of d, prefixing each first line with prog. */
static void flush_prefixed(trc_diag *d, const char *prog, FILE *err)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    if (!mem) { d->out = err; trc_diag_flush(d); return; }
    d->out = mem;
    trc_diag_flush(d);
    fclose(mem);
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && buf[j] != '\n') j++;
        if (len - i > 8 && memcmp(buf + i, "--where:", 8) == 0) fputs(prog, err);
        fwrite(buf + i, 1, j - i + (j < len), err);
        i = j + 1;
    }
    free(buf);
}

/* a && b as a new node in the set's arena (a may be NULL). */
static trc_expr *and_of(trc_arena *ar, trc_expr *a, trc_expr *b)
{
    if (!a) return b;
    trc_expr *e = trc_arena_alloc(ar, sizeof *e);
    if (!e) return NULL;
    memset(e, 0, sizeof *e);
    e->kind = TRC_EX_BINARY;
    e->op = TRC_OP_LAND;
    e->a = a;
    e->b = b;
    return e;
}

int trc_where_attach(trc_progset *set, const char *const *texts, unsigned n,
                     const char *prog, FILE *err, int color)
{
    if (n == 0) return 0;
    trc_arena ar;
    trc_arena_init(&ar);
    int status = TRC_ST_OK;
    trc_expr *pre = NULL, *post = NULL;
    for (unsigned i = 0; i < n; i++) {
        trc_diag d;
        const char *t = texts[i];
        if (trc_diag_init(&d, "--where", t, strlen(t), NULL) != 0) { status = TRC_ST_NOMEM; break; }
        d.color = color;
        int is_pre = 0;
        trc_expr *e = trc_parse_where(&ar, &d, t, strlen(t));
        if (d.nomem || (e && check_expr(set, &d, e, &is_pre) != 0)) status = TRC_ST_NOMEM;
        if (!e || d.nerrors) status = status ? status : TRC_ST_USAGE;
        flush_prefixed(&d, prog, err);
        trc_diag_free(&d);
        if (status) continue;
        if (is_pre) pre = and_of(&ar, pre, e);
        else post = and_of(&ar, post, e);
        if (!(is_pre ? pre : post)) status = TRC_ST_NOMEM;
    }
    if (status == 0 && trc_compile_where(set, pre, post) != 0) status = TRC_ST_NOMEM;
    trc_arena_free(&ar);
    return status;
}
