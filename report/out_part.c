/* out_part.c -- owns `--partition=KEYS --output-dir=DIR` (docs/report.md, Partitioned
 * output): the JSON Lines of a run routed into Hive-style directories
 * (DIR/hook=101/date=2026-11-28/part-00000.jsonl), each partition's lines buffered and
 * appended to its file, and DIR/_schema.json.  The lines are the writer's own
 * (report/out_json.c), so the partitions hold exactly the lines of the unpartitioned
 * output. */
#include "report/out_int.h"
#include "common/hookid.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Names of the keys, in TRC_PK_* bit order. */
static const char *const key_names[TRC_PK_COUNT_] = { "hook", "cpu", "pid", "date", "hour", "host" };

/* Hive's directory name for a null value. */
#define NULL_PART "__HIVE_DEFAULT_PARTITION__"

enum { PART_FLUSH = 1 << 16,      /* a partition's buffered bytes written past this */
       PART_ALL = 16 << 20 };     /* all partitions written once they buffer this */

/* One partition: its directory (relative to DIR) and the lines not yet written. */
typedef struct part_ent {
    char *rel;              /* "hook=101/date=2026-11-28" */
    trc_buf lines;          /* JSON Lines not yet appended to its file */
    int created;            /* its file was created (truncated) by this run */
} part_ent;

struct trc_part {
    char *dir;              /* DIR */
    unsigned keys[TRC_PK_COUNT_]; /* the keys in the order given (TRC_PK_*) */
    unsigned nkeys;         /* their count */
    unsigned number;        /* NNNNN of part-NNNNN.jsonl */
    part_ent *ents;         /* the partitions seen, open addressing on rel */
    size_t cap, n;          /* slots (a power of 2), used */
    size_t buffered;        /* bytes in all the lines buffers */
    trc_buf key;            /* scratch: the current record's rel */
    int err;                /* errno of the first failed write (0: none) */
    char *errpath;          /* the file it failed on */
};

int trc_part_keys_parse(const char *list, unsigned *keys, unsigned *nkeys)
{
    *nkeys = 0;
    const char *p = list;
    while (*p) {
        const char *e = strchr(p, ',');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        unsigned k = 0;
        while (k < TRC_PK_COUNT_ && !(strlen(key_names[k]) == n && memcmp(key_names[k], p, n) == 0)) k++;
        if (k == TRC_PK_COUNT_ || *nkeys == TRC_PK_COUNT_) return -1;
        for (unsigned i = 0; i < *nkeys; i++) if (keys[i] == k) return -1;   /* twice */
        keys[(*nkeys)++] = k;
        if (!e) break;
        p = e + 1;
        if (!*p) return -1;   /* a trailing comma */
    }
    return *nkeys ? 0 : -1;
}

/* mkdir -p of path (modifies it temporarily); 0 or -1 with errno. */
static int mkdirs(char *path)
{
    for (char *s = path + 1; *s; s++) {
        if (*s != '/') continue;
        *s = '\0';
        int k = mkdir(path, 0777);
        *s = '/';
        if (k != 0 && errno != EEXIST) return -1;
    }
    return mkdir(path, 0777) != 0 && errno != EEXIST ? -1 : 0;
}

trc_part *trc_part_new(const char *dir, const unsigned *keys, unsigned nkeys, unsigned number)
{
    trc_part *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->dir = strdup(dir);
    p->cap = 64;
    p->ents = calloc(p->cap, sizeof *p->ents);
    if (!p->dir || !p->ents) { trc_part_free(p); return NULL; }
    memcpy(p->keys, keys, nkeys * sizeof *keys);
    p->nkeys = nkeys;
    p->number = number;
    trc_buf_init(&p->key);
    return p;
}

/* Append a value for a directory name: bytes other than [A-Za-z0-9._-] as %XX (Hive's
 * escaping, so that '/', '=' and blanks never split or break a path). */
static void put_value(trc_buf *b, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    if (!n) { trc_buf_adds(b, NULL_PART); return; }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            c == '.' || c == '_' || c == '-') trc_buf_addc(b, (char)c);
        else { trc_buf_addc(b, '%'); trc_buf_addc(b, hex[c >> 4]); trc_buf_addc(b, hex[c & 15]); }
    }
}

/* The partition directory of e (relative to DIR) into p->key. */
static void rel_of(trc_part *p, const trc_out_event *e)
{
    trc_buf *b = &p->key;
    b->len = 0;
    trc_out_facts f;
    trc_out_facts_get(e, &f);
    char utc[48] = "";
    if (f.wall != INT64_MIN) {
        trc_buf t;
        trc_buf_init(&t);
        trc_out_utc(&t, f.wall);   /* YYYY-MM-DDTHH:MM:SS.nnnnnnnnnZ */
        if (!t.failed && t.len < sizeof utc) memcpy(utc, t.data, t.len + 1);
        trc_buf_free(&t);
    }
    char *tee = strchr(utc, 'T');
    for (unsigned i = 0; i < p->nkeys; i++) {
        unsigned k = p->keys[i];
        if (i) trc_buf_addc(b, '/');
        trc_buf_adds(b, key_names[k]);
        trc_buf_addc(b, '=');
        char v[32];
        int n = 0;
        switch (k) {
        case TRC_PK_HOOK: trc_hook_format(e->rec->hook, v); n = (int)strlen(v); break;
        case TRC_PK_CPU:
            if (e->ev->cpu_known) n = snprintf(v, sizeof v, "%u", (unsigned)e->ev->cpu);
            break;
        case TRC_PK_PID:
            if (e->ev->pid_known) n = snprintf(v, sizeof v, "%llu", (unsigned long long)e->ev->pid);
            break;
        case TRC_PK_DATE:
            if (tee) { n = (int)(tee - utc); memcpy(v, utc, (size_t)n); }
            break;
        case TRC_PK_HOUR:
            if (tee) { n = 2; memcpy(v, tee + 1, 2); }
            break;
        case TRC_PK_HOST: {
            const char *h = e->info ? e->info->nodename : NULL;
            put_value(b, h ? h : "", h ? strlen(h) : 0);
            continue;
        }
        default: break;
        }
        put_value(b, v, n > 0 ? (size_t)n : 0);
    }
}

/* FNV-1a of s. */
static size_t hash_of(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return (size_t)h;
}

/* Append what partition x buffers to its file (created, i.e. truncated, on the first
 * write of the run, so that a run done again gives the same files). */
static void write_ent(trc_part *p, part_ent *x)
{
    if (!x->lines.len || p->err) { p->buffered -= x->lines.len; x->lines.len = 0; return; }
    trc_buf path;
    trc_buf_init(&path);
    trc_buf_adds(&path, p->dir);
    trc_buf_addc(&path, '/');
    trc_buf_adds(&path, x->rel);
    FILE *f = NULL;
    if (!path.failed && (x->created || mkdirs(path.data) == 0)) {
        char name[32];
        snprintf(name, sizeof name, "/part-%05u.jsonl", p->number);
        trc_buf_adds(&path, name);
        if (!path.failed) f = fopen(path.data, x->created ? "a" : "w");
    }
    int ok = f && fwrite(x->lines.data, 1, x->lines.len, f) == x->lines.len;
    if (f && fclose(f) != 0) ok = 0;
    if (!ok && !p->err) {
        p->err = errno ? errno : ENOMEM;
        p->errpath = path.failed ? NULL : strdup(path.data);
    }
    x->created = 1;
    p->buffered -= x->lines.len;
    x->lines.len = 0;
    trc_buf_free(&path);
}

/* Double the table. */
static int grow(trc_part *p)
{
    size_t cap = p->cap * 2;
    part_ent *t = calloc(cap, sizeof *t);
    if (!t) return -1;
    for (size_t i = 0; i < p->cap; i++) {
        if (!p->ents[i].rel) continue;
        size_t j = hash_of(p->ents[i].rel, strlen(p->ents[i].rel)) & (cap - 1);
        while (t[j].rel) j = (j + 1) & (cap - 1);
        t[j] = p->ents[i];
    }
    free(p->ents);
    p->ents = t;
    p->cap = cap;
    return 0;
}

int trc_part_add(trc_part *p, const trc_out_event *e, const char *line, size_t n)
{
    rel_of(p, e);
    if (p->key.failed) return -1;
    const char *k = p->key.data;
    size_t kn = p->key.len, i = hash_of(k, kn) & (p->cap - 1);
    while (p->ents[i].rel && strcmp(p->ents[i].rel, k) != 0) i = (i + 1) & (p->cap - 1);
    part_ent *x = &p->ents[i];
    if (!x->rel) {
        if (2 * (p->n + 1) > p->cap) {
            if (grow(p) != 0) return -1;
            return trc_part_add(p, e, line, n);
        }
        if (!(x->rel = strdup(k))) return -1;
        trc_buf_init(&x->lines);
        p->n++;
    }
    trc_buf_add(&x->lines, line, n);
    if (x->lines.failed) return -1;
    p->buffered += n;
    if (x->lines.len >= PART_FLUSH) write_ent(p, x);
    if (p->buffered >= PART_ALL)
        for (size_t j = 0; j < p->cap; j++) if (p->ents[j].rel) write_ent(p, &p->ents[j]);
    return 0;
}

/* DIR/_schema.json: the columns of the JSON Lines (docs/ref/report.md §5.1), the
 * partition keys and the schema version. */
static int write_schema(trc_part *p)
{
    trc_buf b;
    trc_buf_init(&b);
    trc_buf_adds(&b, "{\"schema_version\":" TRC_JSONL_SCHEMA_VERSION_S ",\"format\":\"jsonl\",\"columns\":[");
    trc_buf_adds(&b, TRC_JSONL_SCHEMA_COLUMNS);
    trc_buf_adds(&b, "],\"partition_keys\":[");
    for (unsigned i = 0; i < p->nkeys; i++) {
        unsigned k = p->keys[i];
        trc_buf_adds(&b, i ? ",{\"name\":\"" : "{\"name\":\"");
        trc_buf_adds(&b, key_names[k]);
        trc_buf_adds(&b, k == TRC_PK_CPU || k == TRC_PK_PID ? "\",\"type\":\"integer\"}"
                         : k == TRC_PK_DATE ? "\",\"type\":\"date\"}" : "\",\"type\":\"string\"}");
    }
    trc_buf_adds(&b, "],\"null_partition\":\"" NULL_PART "\"}\n");
    trc_buf path;
    trc_buf_init(&path);
    trc_buf_adds(&path, p->dir);
    trc_buf_adds(&path, "/_schema.json");
    FILE *f = b.failed || path.failed ? NULL : fopen(path.data, "w");
    int ok = f && fwrite(b.data, 1, b.len, f) == b.len;
    if (f && fclose(f) != 0) ok = 0;
    if (!ok && !p->err) {
        p->err = errno ? errno : ENOMEM;
        p->errpath = path.failed ? NULL : strdup(path.data);
    }
    trc_buf_free(&b);
    trc_buf_free(&path);
    return ok ? 0 : -1;
}

int trc_part_close(trc_part *p, char *err, size_t errlen)
{
    if (mkdirs(p->dir) != 0 && !p->err) {
        p->err = errno;
        p->errpath = strdup(p->dir);
    }
    for (size_t j = 0; j < p->cap; j++) if (p->ents[j].rel) write_ent(p, &p->ents[j]);
    if (!p->err) write_schema(p);
    if (!p->err) return 0;
    snprintf(err, errlen, "%s: cannot write: %s", p->errpath ? p->errpath : p->dir, strerror(p->err));
    return -1;
}

void trc_part_free(trc_part *p)
{
    if (!p) return;
    for (size_t j = 0; p->ents && j < p->cap; j++) {
        free(p->ents[j].rel);
        trc_buf_free(&p->ents[j].lines);
    }
    free(p->ents);
    free(p->dir);
    free(p->errpath);
    trc_buf_free(&p->key);
    free(p);
}
