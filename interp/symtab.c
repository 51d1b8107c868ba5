/* symtab.c -- owns reading and searching the `-n` symbol file (see symtab.h). */
#include "interp/symtab.h"
#include "common/buf.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sym_cmp(const void *pa, const void *pb)
{
    const trc_sym *a = pa, *b = pb;
    if (a->addr != b->addr) return a->addr < b->addr ? -1 : 1;
    return a->off < b->off ? -1 : a->off > b->off;   /* stable: file order */
}

static int is_blank(int c) { return c == ' ' || c == '\t' || c == '\r'; }

int trc_symtab_load(trc_symtab *t, const char *path, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    FILE *f = fopen(path, "r");
    if (!f) { snprintf(err, errlen, "%s: %s", path, strerror(errno)); return -1; }
    trc_buf names;
    trc_buf_init(&names);
    uint32_t cap = 0, lineno = 0;
    char *line = NULL;
    size_t lcap = 0;
    ssize_t got;
    int status = 0;
    while ((got = getline(&line, &lcap, f)) >= 0) {
        lineno++;
        char *p = line, *end = line + got;
        while (end > p && (end[-1] == '\n' || is_blank((unsigned char)end[-1]))) end--;
        while (p < end && is_blank((unsigned char)*p)) p++;
        if (p == end || *p == '#') continue;
        char *q;
        errno = 0;
        unsigned long long addr = strtoull(p, &q, 16);
        if (q == p || errno || !is_blank((unsigned char)*q)) {
            snprintf(err, errlen, "%s:%u: expected HEXADDR NAME", path, lineno);
            status = -1;
            break;
        }
        while (q < end && is_blank((unsigned char)*q)) q++;
        if (q == end) {
            snprintf(err, errlen, "%s:%u: expected HEXADDR NAME", path, lineno);
            status = -1;
            break;
        }
        if (t->n == cap) {
            cap = cap ? cap * 2 : 256;
            trc_sym *v = realloc(t->v, cap * sizeof *v);
            if (!v) { snprintf(err, errlen, "%s: out of memory", path); status = -1; break; }
            t->v = v;
        }
        trc_sym *s = &t->v[t->n++];
        s->addr = addr;
        s->off = (uint32_t)names.len;
        s->len = (uint32_t)(end - q);
        trc_buf_add(&names, q, (size_t)(end - q));
    }
    free(line);
    fclose(f);
    if (status == 0 && names.failed) { snprintf(err, errlen, "%s: out of memory", path); status = -1; }
    if (status) { free(t->v); trc_buf_free(&names); memset(t, 0, sizeof *t); return -1; }
    t->names = names.data;
    if (t->n) qsort(t->v, t->n, sizeof *t->v, sym_cmp);
    return 0;
}

void trc_symtab_free(trc_symtab *t)
{
    free(t->v);
    free(t->names);
    memset(t, 0, sizeof *t);
}

const char *trc_symtab_find(const trc_symtab *t, uint64_t addr, uint32_t *len)
{
    uint32_t lo = 0, hi = t ? t->n : 0;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (t->v[mid].addr < addr) lo = mid + 1;
        else hi = mid;
    }
    if (!t || lo >= t->n || t->v[lo].addr != addr) return NULL;
    *len = t->v[lo].len;
    return t->names + t->v[lo].off;
}
