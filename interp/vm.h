/* vm.h -- the template VM: runs the compiled program of a record against its format
 * buffer and produces the event text plus what the report needs (final PID/TID/CPU,
 * label, fields, Chrome phase).  One trc_vm per run: it also holds the cross-record
 * state (interp/state.h) and the fault counters (docs/ref/language.md §14.2, §14.3).  Reentrant:
 * no globals; several VMs may share one trc_progset. */
#ifndef TRC_VM_H
#define TRC_VM_H
#include <stdint.h>
#include <stdio.h>
#include "interp/program.h"
#include "interp/text.h"
#include "common/record.h"
#include "interp/field.h"

/* Fault kinds (counted separately; diagnostics limited to 20 per kind). */
typedef enum trc_fault_kind {
    TRC_FK_SHORT,        /* short entry (counted as "short", not as a fault) */
    TRC_FK_LOOP_OVERRUN, /* loop overrun */
    TRC_FK_LOOP_CAP,     /* loop count capped */
    TRC_FK_NESTING,      /* nesting too deep */
    TRC_FK_BAD_POINTER,  /* bad pointer */
    TRC_FK_NO_TEMPLATE,  /* no template (missing subroutine) */
    TRC_FK_DIV_ZERO,     /* division by zero */
    TRC_FK_STRING_ARITH, /* string in arithmetic */
    TRC_FK_NUMFMT_STRING,/* numeric format on a string */
    TRC_FK_BAD_ARGS,     /* bad arguments to a builtin */
    TRC_FK_NEG_LOOP,     /* negative loop count */
    TRC_FK_ERROR,        /* $ERROR */
    TRC_FK_REGEX,        /* regex error */
    TRC_FK_TOO_LARGE,    /* event too large (a limit of interp/text.h or TRC_SCRATCH_MAX) */
    TRC_FK_COUNT_        /* number of kinds */
} trc_fault_kind;

/* The result of formatting one record. */
typedef struct trc_event {
    const trc_text *text; /* event text (lines, levels); valid until the next run */
    int level;           /* level of the first line (trc_level) */
    const char *label;   /* label without `@` ("" when none) */
    uint32_t label_len;  /* its length */
    const trc_field *fields; /* captured fields in order */
    uint32_t nfields;    /* count */
    uint32_t pid;        /* final $PID */
    uint64_t tid;        /* final $TID */
    uint32_t cpu;        /* final $CPUID */
    uint8_t pid_known;   /* $PID known (envelope or assigned) */
    uint8_t tid_known;   /* $TID known */
    uint8_t cpu_known;   /* $CPUID known */
    char phase;          /* Chrome phase 'B', 'E', 'i', or 0 when phase() was not called */
    const char *phase_name; /* name given to phase() (NULL: the label) */
    uint32_t phase_name_len; /* its length */
    uint8_t print;       /* 1: the event produced text to print */
    uint8_t stop;        /* 1: $STOP -- end the report after this event */
    uint8_t unknown;     /* 1: formatted without a template of its own (008 or raw dump) */
    uint8_t compiled;    /* 1: formatted wholly by the template's compiled form (tests:
                            TRCFMT_FAST_DEBUG=2 counts them) */
    uint32_t gpos;       /* a 64-bit entry whose template positions with `G m` (m >= 8)
                            into 32-bit data words: m + 1 (trc_prog.gpos); else 0 */
    const void *shape;   /* the compiled form's path that wrote the fields (the END op it
                            reached), or NULL: two events of one shape have the same field
                            names, bases and num marks in the same order (the structured
                            outputs key their rendered field names by it) */
} trc_event;

/* Per-run options. */
typedef struct trc_vm_opts {
    const char *logfile; /* $LOGFILE and the FILE of diagnostics ("-" shown as <stdin>) */
    int trace_env;       /* $TRACEENV: 32 or 64 */
    FILE *diag;          /* run-time diagnostics (NULL: silent) */
    const struct trc_symtab *syms; /* -n symbols for numeric $SVC values (NULL: none) */
    int diag_tagged;     /* 1 (--jobs workers): each diagnostic line starts with one byte
                            'A' + its trc_fault_kind (see trc_vm_diag_line); at most 21 a
                            kind since the last trc_vm_diag_mark */
    const char *prog;    /* program prefix of diagnostics ("trcrpt: "; NULL: none) */
    int no_fuse;         /* 1: interpret every template (no fused fast path; for comparing) */
    int no_fields;       /* 1: the caller never reads ev->fields (text report): the fused
                            path may leave them out (nfields 0) */
} trc_vm_opts;

typedef struct trc_vm trc_vm;

/* Create a VM for `set` (not owned; must outlive the VM).  NULL on out-of-memory. */
trc_vm *trc_vm_new(const trc_progset *set, const trc_vm_opts *opts);
/* Free a VM. */
void trc_vm_free(trc_vm *vm);
/* Change the input facts ($LOGFILE, $TRACEENV) when the report moves to another input. */
void trc_vm_set_input(trc_vm *vm, const char *logfile, int trace_env);
/* The side effects of record rec (elapsed time ns) whose template has a fused form with
 * the tail t (trc_fused.ltail: calls of pidinstall, tidinstall, starttimer after its
 * text), for a caller that laid out the text itself with the line form
 * (trc_fuse_line_text). */
struct trc_ltail;
void trc_vm_tail(trc_vm *vm, const struct trc_ltail *t, const trc_record *rec, int64_t ns);
/* trc_vm_tail for the deferred tails d[0..n), in order (records of byte order bo). */
struct trc_tailrec;
void trc_vm_tails(trc_vm *vm, const struct trc_tailrec *d, size_t n, trc_byteorder bo);
/* Format one record whose elapsed time is `ns`; fills *ev (valid until the next call).
 * Returns 0, or -1 on out-of-memory. */
int trc_vm_run(trc_vm *vm, const trc_record *rec, int64_t ns, trc_event *ev);
/* Count the lines of a printed event towards $LINENO (call for every event printed). */
void trc_vm_count_lines(trc_vm *vm, uint32_t nlines);
/* Write one tagged diagnostic line (`line`: n bytes without the tag) to f as an untagged
 * VM would when it is the `count`-th fault of `kind`: the line up to the limit of 20, the
 * "suppressed" notice at 21, nothing after. */
void trc_vm_diag_line(FILE *f, const char *prog, trc_fault_kind kind, uint64_t count,
                      const char *line, size_t n);
/* Tagged diagnostics (opts.diag_tagged): from now on write at most the 21 lines a kind
 * that a writer printing them through trc_vm_diag_line can use (a --jobs chunk's). */
void trc_vm_diag_mark(trc_vm *vm);
/* `--range`'s walk over the records before the range (docs/report.md): on = 1 silences
 * the diagnostics; on = 0 restores them and starts the fault counts (and their limit of
 * 20 a kind) afresh, so the range's summary and diagnostics are its own. */
void trc_vm_walk(trc_vm *vm, int on);
/* Entries the state tables forgot so far (docs/fuzzing.md, resource limits): process
 * names, thread names, $SVC values. */
enum { TRC_FORGOT_PROCS, TRC_FORGOT_THREADS, TRC_FORGOT_SVC, TRC_FORGOT_COUNT_ };
/* Entries of kind `what` (TRC_FORGOT_*) the VM's state tables forgot to stay within their
 * bytes. */
uint64_t trc_vm_forgotten(const trc_vm *vm, int what);
/* Number of faults of a kind so far. */
uint64_t trc_vm_faults(const trc_vm *vm, trc_fault_kind kind);
/* Text of the $SVC of an event's thread (per TID, per CPU when the TID is unknown) for
 * the SVC column: a string as is, a number in default hex, `-` when never set; at most
 * `cap` bytes. */
size_t trc_vm_svc_text(trc_vm *vm, const trc_event *ev, uint32_t rec_cpu, char *out, size_t cap);
struct trc_where_env;
/* Run --where code at `entry` (set->where_pre or where_post) against env; returns 1 when
 * the record is kept, 0 when not, -1 when out of memory.  Does not disturb the event
 * the VM formatted last. */
int trc_vm_where(trc_vm *vm, uint32_t entry, const struct trc_where_env *env);
/* Call fn(ctx, name, len) for every process name the run installs from now on (pidinstall,
 * $EXECPATH, fused tails); fn NULL: none. */
void trc_vm_on_procname(trc_vm *vm, void (*fn)(void *ctx, const char *name, uint32_t len), void *ctx);
/* Process-table name of pid (for the PROCESS NAME column), or NULL. */
const char *trc_vm_procname(const trc_vm *vm, uint32_t pid, uint32_t *len);
/* A number that changes whenever the process table may have changed (a name set): while
 * it stays the same, trc_vm_procname gives the same answers. */
uint64_t trc_vm_procgen(const trc_vm *vm);
/* The VM's pcre2 match data (for the line form's regex cases, trc_fuse_line_text): valid
 * while the VM lives, for one match at a time. */
void *trc_vm_match_data(trc_vm *vm);
/* Thread name of tid (for the thread column of structured outputs), or NULL. */
const char *trc_vm_threadname(const trc_vm *vm, uint64_t tid, uint32_t *len);

#endif
