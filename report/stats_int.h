/* stats_int.h -- internals of `trcrpt --stats` shared by report/stats.c (counting,
 * pairing, the row tables), report/stats_out.c (text, JSON, CSV) and
 * report/stats_merge.c (reading stats JSON back).  Owns the row and group-value model. */
#ifndef TRC_STATS_INT_H
#define TRC_STATS_INT_H
#include "common/hdrhist.h"
#include "report/stats.h"

/* Group values are byte strings whose first byte is a tag, so that they compare by
 * memcmp in the order the tables print them: numbers (8 bytes, sign bit flipped, big
 * endian), strings, no value, (other).  "" (length 0): no --stats-by. */
enum { GV_NUM = '1', GV_STR = '2', GV_NONE = '3', GV_OTHER = '4' };

/* Tables. */
enum { T_HOOKS, T_PROCS, T_SPANS, T_COUNT_ };

/* One row of a table (its key: kind-specific fields + group). */
typedef struct srow {
    char *key;             /* key bytes (malloc): what makes the row distinct */
    uint32_t klen;         /* their count */
    uint32_t next;         /* next row in the same hash chain (UINT32_MAX: none) */
    uint64_t hash;         /* hash of key */
    uint32_t hook;         /* hooks: canonical hook ID */
    uint32_t pid;          /* procs: pid (TRC_PID_UNKNOWN: unknown or (other)) */
    uint64_t tid;          /* procs: tid (TRC_TID_UNKNOWN: unknown or (other)) */
    uint8_t other;         /* procs: the (other) row */
    char *name;            /* hooks: label; procs: process name; spans: span name (malloc) */
    uint32_t nlen;         /* its length */
    uint8_t has_name;      /* name known (procs: the latest event's process has a name) */
    int64_t name_at;       /* procs, --stats-merge: last_ns of the input row that gave the name (or none) */
    uint64_t name_gen;     /* procs: trc_vm_procgen + 1 when the name was last looked up */
    const char *group;     /* group value (points into key) */
    uint32_t glen;         /* its length */
    uint64_t count;        /* hooks, procs: events */
    int64_t first, last;   /* hooks, procs: elapsed ns of the earliest and latest event */
    uint64_t unm_start;    /* spans: starts never closed */
    uint64_t unm_end;      /* spans: ends with no open start */
    trc_hdrhist h;         /* spans: durations (count, total, min, max exact) */
} srow;

/* A table: rows in order of creation, hashed by key. */
typedef struct stable {
    srow *rows;            /* rows (realloc) */
    uint32_t n, cap;       /* used, allocated */
    uint32_t *heads;       /* hash chain heads (nb entries, UINT32_MAX: empty) */
    uint32_t nb;           /* chain heads (a power of two) */
    uint32_t others;       /* rows that went to (other) past the limit (warned once) */
} stable;

/* Direct-mapped caches of row indexes: hooks (without --stats-by) and procs. */
enum { NCACHE = 256 };
typedef struct hcache {
    uint32_t hook;         /* hook ID */
    uint32_t row;          /* its hooks row */
    int ok;                /* the slot is filled */
} hcache;
typedef struct pcache {
    uint32_t pid;          /* pid (TRC_PID_UNKNOWN: unknown) */
    uint64_t tid;          /* tid */
    uint32_t row;          /* its procs row */
    int ok;                /* the slot is filled */
} pcache;

struct trc_stats {
    const trc_stats_opts *o;   /* options */
    FILE *err;                 /* warnings */
    const char *prog;          /* message prefix */
    stable t[T_COUNT_];        /* the tables */
    uint64_t events;           /* events counted */
    int warned;                /* the (other) warning was printed */
    trc_buf kb;                /* scratch: a key being built */
    trc_buf gb;                /* scratch: a group value */
    trc_buf vb;                /* scratch: a span key value */
    trc_buf sk;                /* scratch: a --span stack key */
    trc_buf wtext;             /* scratch of the where-key values (text key) */
    int by_key;                /* --stats-by: --where key id, -1: a field, -2: none */
    int *span_key;             /* per --span: --where key id or -1 (field) */
    struct sopen *open;        /* open spans: nodes (realloc) */
    uint32_t nopen, capopen;   /* nodes used (ever), allocated */
    uint32_t freeopen;         /* free node list (UINT32_MAX: none) */
    uint32_t live;             /* open spans now */
    struct sstack *stk;        /* stacks of open spans by (span, key) (realloc) */
    uint32_t nstk, capstk;     /* used (ever), allocated */
    uint32_t freestk;          /* free stack list */
    uint32_t *stk_heads;       /* hash chain heads of stacks */
    uint32_t stk_nb;           /* their count (a power of two) */
    int64_t next_tick;         /* --stats-interval: the next boundary (INT64_MIN: none yet) */
    uint64_t open_dropped;     /* starts not kept past the open-span limit */
    hcache hc[NCACHE];         /* hooks rows by hook ID */
    pcache pc[NCACHE];         /* procs rows by (pid, tid) */
    unsigned puts;             /* tables printed so far (--stats-interval) */
    int by_set;                /* --stats-merge: the first input's "by" was read */
    char *by_name;             /* --stats-merge: its --stats-by name (malloc; NULL: none) */
    int walk;                  /* --range's walk: events only open and close spans, counting
                                  nothing (trc_stats_walk) */
    int open_end;              /* --range ending before the file: spans still open at the
                                  end are the later ranges' (trc_stats_open_end) */
};

/* Find or make the row of table k with key[0..klen) whose group is its last glen bytes
 * (*fresh: 1 when made); NULL when out of memory.  Past the row limit a new key gets the
 * (other) row of its table (docs/report.md, "--stats"), with one warning. */
srow *trc_stats_row(trc_stats *s, int k, const char *key, uint32_t klen, uint32_t glen, int *fresh);
/* Set a row's name to n[0..len); 0 or -1 (OOM). */
int trc_stats_set_name(srow *r, const char *n, uint32_t len);
/* Key of a hooks row: hook (4 bytes) + group, into b. */
void trc_stats_hook_key(trc_buf *b, uint32_t hook, const char *g, uint32_t glen);
/* Key of a procs row: other flag, pid, tid (13 bytes) into b. */
void trc_stats_proc_key(trc_buf *b, int other, uint32_t pid, uint64_t tid);
/* Key of a spans row: name, NUL, group, into b. */
void trc_stats_span_key(trc_buf *b, const char *name, uint32_t nlen, const char *g, uint32_t glen);
/* Group value of a number / string into b (replacing it; a string with each byte that
 * starts no valid UTF-8 sequence as U+FFFD, as the JSON shows it). */
void trc_stats_gv_num(trc_buf *b, int64_t v);
void trc_stats_gv_str(trc_buf *b, const char *s, uint32_t n);
/* Number of a GV_NUM group value g. */
static inline int64_t trc_stats_gv_numval(const char *g)
{
    uint64_t u = 0;   /* an inline function, so that stats_out.c needs nothing of stats.c */
    for (int i = 1; i <= 8; i++) u = u << 8 | (unsigned char)g[i];
    return (int64_t)(u ^ (1ull << 63));
}
/* Append the tables (o->tables; `at`: an interval boundary, INT64_MIN at the end) to b in
 * the output kind of the options.  0, or -1 when out of memory. */
int trc_stats_put(trc_stats *s, trc_buf *b, int64_t at);

#endif
