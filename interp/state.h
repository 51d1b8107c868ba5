/* state.h -- run state that lives across records (docs/ref/language.md §10, §11.3; docs/ref/report.md
 * §2.2): the process table (P codes, $EXECPATH, pidinstall), thread names (tidinstall),
 * timers (starttimer/endtimer, at most 65536, oldest evicted), per-CPU $PID/$TID/$PRI
 * and $SVC per thread (per CPU for records without a TID).  The keyed tables are bounded
 * (TRC_STATE_MAX_BYTES each, least recently set entries forgotten; docs/fuzzing.md).
 * One trc_runstate per run; no globals. */
#ifndef TRC_STATE_H
#define TRC_STATE_H
#include <stddef.h>
#include <stdint.h>

/* Open-addressing map from a 64-bit key to a 32-bit value (no deletion). */
typedef struct trc_u64map {
    uint64_t *keys;     /* keys (slot unused when used[i] == 0) */
    uint32_t *vals;     /* values */
    uint8_t *used;      /* 1 when the slot holds a key */
    uint32_t cap;       /* slots (power of two, 0 before the first insert) */
    uint32_t n;         /* keys stored */
} trc_u64map;

/* A value that survives the event: integer or owned string ($SVC). */
typedef struct trc_sval {
    int64_t i;          /* integer value */
    char *s;            /* owned string (malloc) when is_str */
    uint32_t len;       /* its length */
    uint8_t is_str;     /* 1: string */
    uint8_t is_set;     /* 1 once assigned (an unset $SVC prints `-` in the SVC column) */
} trc_sval;

/* An entry of a keyed table: the process table (pid -> name, ppid), thread names (tid ->
 * name, pid) or $SVC values (by tid, or by CPU number for records without a TID). */
typedef struct trc_entry {
    uint64_t id;        /* key: pid, tid or CPU number */
    uint64_t other;     /* ppid (process table) or pid (thread table) */
    trc_sval v;         /* the name (a string) or the $SVC value */
    uint32_t older;     /* previous (older) entry in set order, TRC_STATE_NIL at the oldest */
    uint32_t newer;     /* next (newer) entry, TRC_STATE_NIL at the newest; the next free
                           entry when on the free list */
} trc_entry;

/* "No entry" in trc_entry links and trc_ktab ends. */
#define TRC_STATE_NIL UINT32_MAX

/* A keyed table whose entries cost TRC_STATE_ENTRY_COST bytes each plus their string:
 * past TRC_STATE_MAX_BYTES the least recently set entries are forgotten. */
typedef struct trc_ktab {
    trc_entry *v;       /* entries (an index stays valid until the entry is forgotten) */
    uint32_t used;      /* entries ever handed out (the rest of v is untouched) */
    uint32_t cap;       /* entries allocated */
    uint32_t live;      /* entries in the table */
    uint32_t free;      /* first forgotten entry to reuse (via newer), TRC_STATE_NIL: none */
    uint32_t oldest;    /* least recently set entry (forgotten first), TRC_STATE_NIL: none */
    uint32_t newest;    /* most recently set entry, TRC_STATE_NIL: none */
    uint64_t bytes;     /* cost of the live entries */
    uint64_t forgotten; /* entries forgotten to stay within TRC_STATE_MAX_BYTES */
    trc_u64map map;     /* id -> index in v */
} trc_ktab;

/* Cost of one keyed-table entry besides its string, and the bytes a table may hold:
 * about 500,000 process names of 64 bytes (docs/fuzzing.md, resource limits). */
enum { TRC_STATE_ENTRY_COST = 64, TRC_STATE_MAX_BYTES = 64 << 20 };

/* The keyed tables (trc_runstate.tabs, trc_state_forgotten). */
enum { TRC_TAB_PROCS, TRC_TAB_THREADS, TRC_TAB_SVC, TRC_TAB_CPUSVC, TRC_TAB_COUNT_ };

/* Per-CPU state (index = CPU number; TRC_CPU_UNKNOWN is a bucket of its own). */
typedef struct trc_cpustate {
    uint32_t pid;       /* last $PID assigned on this CPU */
    uint64_t tid;       /* last $TID assigned */
    uint32_t cpuid;     /* last $CPUID assigned (for records without a CPU) */
    int64_t pri;        /* $PRI (initially 0) */
    uint8_t has_pid;    /* pid was assigned */
    uint8_t has_tid;    /* tid was assigned */
    uint8_t has_cpuid;  /* cpuid was assigned */
} trc_cpustate;

/* One timer (a node of the pool): in a hash chain and in the start-order (LRU) list. */
typedef struct trc_timer {
    int64_t id, key;    /* the (id, key) pair */
    int64_t ns;         /* elapsed ns of the starttimer event */
    uint32_t older;     /* previous (older) node in start order, TRC_TIMER_NIL at the oldest */
    uint32_t newer;     /* next (newer) node in start order, TRC_TIMER_NIL at the newest */
    uint32_t hnext;     /* next node of the same hash bucket (or of the free list) */
    uint32_t hprev;     /* previous node of the same bucket, TRC_TIMER_NIL at its head */
} trc_timer;

/* "No node" in trc_timer links and bucket heads. */
#define TRC_TIMER_NIL UINT32_MAX

/* CPUs below this number have their state in a dense table (the fast path). */
enum { TRC_CPU_DENSE = 1024 };

/* Cross-record state of one run. */
typedef struct trc_runstate {
    trc_ktab tabs[TRC_TAB_COUNT_]; /* process table, thread names, $SVC by tid, by CPU */
    void (*on_proc)(void *ctx, const char *name, uint32_t len); /* told every process name
                                                                   installed (NULL: none) */
    void *on_proc_ctx;  /* its argument */
    trc_cpustate *cpus; /* per-CPU state of CPUs below TRC_CPU_DENSE, grown on demand */
    uint32_t ncpus;     /* entries allocated (at most TRC_CPU_DENSE) */
    trc_cpustate cpu_unknown; /* state of records without a CPU (0xFFFF): its own slot */
    trc_cpustate *xcpus; /* per-CPU state of the CPU numbers TRC_CPU_DENSE..0xFFFE, in
                            order of first use: a record with CPU 65534 costs one entry */
    uint32_t nxcpus, capxcpus; /* count, allocated */
    trc_u64map xcpumap; /* CPU number -> index in xcpus */
    trc_timer *timers;  /* timer node pool (grown by doubling, at most 65536 nodes) */
    uint32_t tcap;      /* nodes allocated */
    uint32_t tused;     /* nodes ever handed out (the rest of the pool is untouched) */
    uint32_t tfree;     /* head of the free-node list (via hnext), TRC_TIMER_NIL: empty */
    uint32_t live;      /* live timers (at most 65536) */
    uint32_t *tbuckets; /* hash bucket heads (2 * tcap, power of two) */
    uint32_t tbmask;    /* bucket count - 1 */
    uint32_t toldest;   /* oldest live timer (evicted first), TRC_TIMER_NIL: none */
    uint32_t tnewest;   /* newest live timer, TRC_TIMER_NIL: none */
    int failed;         /* sticky out-of-memory */
    uint64_t procgen;   /* process-table changes so far (trc_state_setproc calls) */
} trc_runstate;

/* Initialise an empty state. */
void trc_state_init(trc_runstate *s);
/* Free everything. */
void trc_state_free(trc_runstate *s);
/* The per-CPU state of `cpu` (grown on demand; 0xFFFF and above: the unknown-CPU slot);
 * NULL on out-of-memory. */
trc_cpustate *trc_state_cpu(trc_runstate *s, uint32_t cpu);
/* Process-table name of pid, or NULL (length in *len). */
const char *trc_state_procname(const trc_runstate *s, uint64_t pid, uint32_t *len);
/* Set the process-table name (and ppid) of pid. */
void trc_state_setproc(trc_runstate *s, uint64_t pid, uint64_t ppid, const char *name, uint32_t len);
/* Set the name of thread tid of process pid. */
void trc_state_setthread(trc_runstate *s, uint64_t pid, uint64_t tid, const char *name, uint32_t len);
/* Thread name of tid, or NULL. */
const char *trc_state_threadname(const trc_runstate *s, uint64_t tid, uint32_t *len);
/* The $SVC value of thread tid (by_cpu 0), or of CPU number key for records without a
 * TID (by_cpu 1); NULL when never set (or forgotten).  Reading creates nothing. */
const trc_sval *trc_state_svc(const trc_runstate *s, int by_cpu, uint64_t key);
/* Set that $SVC value (a string is copied). */
void trc_state_setsvc(trc_runstate *s, int by_cpu, uint64_t key, int is_str, int64_t i,
                      const char *str, uint32_t len);
/* Entries keyed table `tab` (TRC_TAB_*) forgot so far to stay within its bytes. */
uint64_t trc_state_forgotten(const trc_runstate *s, int tab);
/* starttimer: remember `ns` under (id, key); evicts the oldest of 65536. */
void trc_state_starttimer(trc_runstate *s, int64_t id, int64_t key, int64_t ns);
/* endtimer: remove (id, key); returns 1 and its start time in *ns, or 0 if none. */
int trc_state_endtimer(trc_runstate *s, int64_t id, int64_t key, int64_t *ns);

#endif
