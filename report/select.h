/* select.h -- record selection of the report (docs/ref/report.md §1.4, §2): the lists of `-C`,
 * `-d`/`-k`, `-p`, `-T`, the dates of `-s`/`-e`, and the per-record tests applied in the
 * order of §2.1.  Also a small mirror of the per-CPU $PID/$TID that templates leave, so
 * the pid/tid filter can see the value a record will start with. */
#ifndef TRC_SELECT_H
#define TRC_SELECT_H
#include <stddef.h>
#include <stdint.h>
#include "common/rangelist.h"
#include "common/record.h"

/* Parse a `-s`/`-e` date (docs/ref/report.md §2.3): AIX `mmddhhmmssyy` (local time) or ISO 8601
 * `YYYY-MM-DDTHH:MM:SS[.fraction][Z|±hh:mm]` (local time without a zone) into ns since
 * the epoch.  Returns 0, or -1 when the text is not a valid date. */
int trc_date_parse(const char *s, int64_t *ns);

/* The selection given on the command line (all filters off after trc_select_init). */
typedef struct trc_select {
    int has_cpus;           /* -C List given (not `all`) */
    trc_rangelist cpus;       /* its CPUs */
    uint8_t *hook_in;       /* -d: bitmap of 2^20 canonical IDs (NULL: all hooks) */
    uint8_t *hook_out;      /* -k: bitmap of excluded IDs (NULL: none) */
    int has_pids;           /* -p List given */
    trc_rangelist pids;       /* its decimal pids */
    char **names;           /* its process names (malloc'ed strings) */
    _Atomic unsigned char *name_seen; /* per name: a process of that name was installed
                                         (trc_select_note_name; any thread) */
    uint32_t nnames;        /* number of names */
    int has_tids;           /* -T List given */
    trc_rangelist tids;       /* its tids */
    int has_wall_start;     /* -s given */
    int64_t wall_start;     /* -s: ns since the epoch, kept records have wall >= it */
    int has_wall_end;       /* -e given */
    int64_t wall_end;       /* -e: kept records have wall < it */
} trc_select;

/* Empty selection (every record passes). */
void trc_select_init(trc_select *s);
/* Release everything s owns. */
void trc_select_free(trc_select *s);
/* -C List|all.  Returns 0, -1 on a bad list, -2 when out of memory. */
int trc_select_cpus(trc_select *s, const char *list);
/* -d List (exclude = 0) or -k List (exclude = 1); repeated options add up.  Returns 0,
 * -1 on a bad list, -2 when out of memory. */
int trc_select_hooks(trc_select *s, const char *list, int exclude);
/* -p List: decimal pids and process names.  Returns 0, -1 on a bad list, -2 no memory. */
int trc_select_pids(trc_select *s, const char *list);
/* -T List.  Returns 0, -1 on a bad list, -2 when out of memory. */
int trc_select_tids(trc_select *s, const char *list);
/* True when any -s/-e/-C/-d/-k/-p/-T filter is set. */
int trc_select_active(const trc_select *s);

/* Wall-clock window (-s/-e): 1 when a record at `wall` ns passes (always when neither
 * is given). */
int trc_select_wall(const trc_select *s, int64_t wall);
/* CPU and hook filters (§2.1 second and third steps): 1 when rec passes. */
int trc_select_cpu_hook(const trc_select *s, const trc_record *rec);
/* pid/tid filters (§2.1 last step) on the values the record starts with; `name` is the
 * process-table name of pid (NULL when unknown; only looked at when names were given).
 * 1 when the record passes. */
int trc_select_who(const trc_select *s, int pid_known, uint32_t pid, const char *name,
                   uint32_t name_len, int tid_known, uint64_t tid);
/* A process name installed in the run (a run-state callback, report/repbase.c): marks the
 * -p names it matches (safe from any thread). */
void trc_select_note_name(const trc_select *s, const char *name, uint32_t len);
/* The -p name that matched no process name installed in the run, from *i on (the index
 * after it in *i), or NULL when none is left. */
const char *trc_select_unseen_name(const trc_select *s, uint32_t *i);
/* True when -p holds names (the caller then looks the process name up). */
static inline int trc_select_wants_names(const trc_select *s) { return s && s->nnames > 0; }

/* One CPU's last $PID/$TID as left by templates. */
typedef struct trc_who {
    uint32_t pid;           /* last pid */
    uint64_t tid;           /* last tid */
    uint8_t has_pid;        /* pid known */
    uint8_t has_tid;        /* tid known */
} trc_who;

/* Mirror of the VM's per-CPU $PID/$TID (interp/state.h), kept from the events' final
 * values: a record with an unknown envelope pid/tid starts with its CPU's last value. */
typedef struct trc_whotrack {
    trc_who *cpus;          /* per CPU number 0..0xFFFE, grown on demand */
    uint32_t n;             /* entries allocated */
    trc_who unknown;        /* records without a CPU (0xFFFF): their own slot, as in the
                               VM (interp/state.h), not the 65,536th entry of cpus */
} trc_whotrack;

/* Values rec starts with: envelope, else the mirror's; fills *w. */
void trc_whotrack_get(const trc_whotrack *t, const trc_record *rec, trc_who *w);
/* After formatting rec: remember final values that differ from the starting ones
 * `start` (a template assigned them).  Returns 0, -1 when out of memory. */
int trc_whotrack_update(trc_whotrack *t, const trc_record *rec, const trc_who *start,
                        int pid_known, uint32_t pid, int tid_known, uint64_t tid);
/* Release the mirror. */
void trc_whotrack_free(trc_whotrack *t);

#endif
