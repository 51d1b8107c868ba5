/* parallel.c -- owns `--jobs=N` (TRACELOG.md §3.4): the split of a trclog at sync markers,
 * the worker threads (pre-pass over the internal hooks, then every record of their chunk
 * through their own VM, events stored compactly with their diagnostics and fault
 * counts), the validation that decides whether the
 * result can stand in for a serial run, and the in-order hand-over to the report loop.
 * The template-set safety analysis is interp/purity.c.
 * No global state: everything lives in trc_par and the per-worker structs. */
#include "report/parallel.h"
#include "interp/purity.h"
#include "interp/opcodes.h"
#include "interp/text.h"
#include "formats/trclog.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum {
    DIAG_LIMIT = 20,                    /* interp/vm.c prints at most 20 per fault kind */
    MAX_JOBS = 64,                      /* threads actually started at most */
    MIN_CHUNK = 1 << 16                 /* smaller chunks are not worth a thread */
};
#define STORE_CAP ((size_t)1 << 30)    /* stored event bytes over all workers */

/* ---- stored events ---------------------------------------------------------------------- */

/* One event computed by a worker (offsets into the worker's byte and line stores). */
typedef struct par_ev {
    uint64_t offset;        /* record offset ($LOGIDX0): the match key with the hook */
    uint32_t hook;          /* canonical hook id */
    uint32_t text_off;      /* event text bytes in bytes[] */
    uint32_t text_len;      /* their length */
    uint32_t line0;         /* first line in lines[] */
    uint32_t nlines;        /* number of lines */
    uint32_t diag_off;      /* run-time diagnostics printed for it, in bytes[] */
    uint32_t diag_len;      /* their length */
    uint32_t fault0;        /* index of its fault counts in faults[] (UINT32_MAX: none) */
    const char *label;      /* label (in the program set's arena) */
    uint32_t label_len;     /* its length */
    uint32_t pid;           /* final $PID */
    uint64_t tid;           /* final $TID */
    uint32_t cpu;           /* final $CPUID */
    int8_t level;           /* level of the first line */
    uint8_t flags;          /* PF_* below */
} par_ev;

enum { PF_PID = 1, PF_TID = 2, PF_CPU = 4, PF_PRINT = 8, PF_STOP = 16, PF_UNKNOWN = 32 };

/* One worker: a chunk [start, end) of the file and what it computed. */
typedef struct par_worker {
    const struct trc_par *par; /* the run */
    uint64_t start;         /* chunk start (records start at >= start) */
    uint64_t end;           /* chunk end (UINT64_MAX: end of file) */
    pthread_t thread;       /* its thread */
    int started;            /* thread created */
    int ok;                 /* 1: finished and usable */
    par_ev *evs;            /* events in input order */
    uint32_t nevs;          /* count */
    uint32_t capevs;        /* allocated */
    trc_buf bytes;          /* event texts and diagnostics */
    trc_line *lines;        /* event lines */
    uint32_t nlines;        /* count */
    uint32_t caplines;      /* allocated */
    uint64_t (*faults)[TRC_FK_COUNT_]; /* fault counts of events that faulted */
    uint32_t nfaults;       /* count */
    uint32_t capfaults;     /* allocated */
    uint64_t total[TRC_FK_COUNT_]; /* fault counts of the worker's VM at the end */
} par_worker;

/* The parallel run. */
struct trc_par {
    const trc_progset *set; /* templates */
    const struct trc_symtab *syms; /* -n symbols */
    const char *path;       /* the trclog file */
    int env;                /* $TRACEENV */
    uint64_t hlen;          /* header length H (first record) */
    par_worker *w;          /* workers in file order */
    unsigned nw;            /* count */
    unsigned cur;           /* hand-over: current worker */
    uint32_t next;          /* hand-over: next event of that worker */
    trc_text text;          /* hand-over: the text view given to the report */
};

static int grow(void **p, uint32_t *cap, uint32_t need, size_t size)
{
    if (need <= *cap) return 0;
    uint32_t n = *cap ? *cap : 256;
    while (n < need) {
        if (n > UINT32_MAX / 2) return -1;
        n *= 2;
    }
    void *q = realloc(*p, (size_t)n * size);
    if (!q) return -1;
    *p = q;
    *cap = n;
    return 0;
}

/* Store one formatted event with its diagnostics and fault deltas; 0 or -1. */
static int store_event(par_worker *w, const trc_record *rec, const trc_event *ev,
                       const char *diag, size_t dlen, const uint64_t *delta, int faulted)
{
    const trc_text *t = ev->text;
    size_t tlen = t->buf.len;
    if (grow((void **)&w->evs, &w->capevs, w->nevs + 1, sizeof *w->evs) ||
        grow((void **)&w->lines, &w->caplines, w->nlines + t->nlines, sizeof *w->lines) ||
        (faulted && grow((void **)&w->faults, &w->capfaults, w->nfaults + 1, sizeof *w->faults)) ||
        w->bytes.len + tlen + dlen > UINT32_MAX)
        return -1;
    par_ev *e = &w->evs[w->nevs++];
    memset(e, 0, sizeof *e);
    e->offset = rec->offset;
    e->hook = rec->hook;
    e->text_off = (uint32_t)w->bytes.len;
    e->text_len = (uint32_t)tlen;
    trc_buf_add(&w->bytes, t->buf.data, tlen);
    e->line0 = w->nlines;
    e->nlines = t->nlines;
    memcpy(w->lines + w->nlines, t->lines, t->nlines * sizeof *t->lines);
    w->nlines += t->nlines;
    e->diag_off = (uint32_t)w->bytes.len;
    e->diag_len = (uint32_t)dlen;
    trc_buf_add(&w->bytes, diag, dlen);
    e->fault0 = UINT32_MAX;
    if (faulted) {
        e->fault0 = w->nfaults;
        memcpy(w->faults[w->nfaults++], delta, sizeof w->faults[0]);
    }
    e->label = ev->label;
    e->label_len = ev->label_len;
    e->pid = ev->pid;
    e->tid = ev->tid;
    e->cpu = ev->cpu;
    e->level = (int8_t)ev->level;
    e->flags = (uint8_t)((ev->pid_known ? PF_PID : 0) | (ev->tid_known ? PF_TID : 0) |
                         (ev->cpu_known ? PF_CPU : 0) | (ev->print ? PF_PRINT : 0) |
                         (ev->stop ? PF_STOP : 0) | (ev->unknown ? PF_UNKNOWN : 0));
    return w->bytes.failed ? -1 : 0;
}

static uint64_t vm_fault_sum(const trc_vm *vm, uint64_t *each)
{
    uint64_t s = 0;
    for (int k = 0; k < TRC_FK_COUNT_; k++) {
        each[k] = trc_vm_faults(vm, (trc_fault_kind)k);
        s += each[k];
    }
    return s;
}

/* A worker thread: pre-pass [H, start) over the internal hooks, then every record of
 * [start, end).  Sets w->ok when everything is usable. */
static void *worker_main(void *arg)
{
    par_worker *w = arg;
    const struct trc_par *p = w->par;
    char err[256];
    char *dbuf = NULL;
    size_t dlen = 0;
    FILE *diag = open_memstream(&dbuf, &dlen);
    trc_source *src = diag ? trc_trclog_open(p->path, err, sizeof err) : NULL;
    trc_vm_opts vo = { p->path, p->env, diag, p->syms };
    trc_vm *vm = src ? trc_vm_new(p->set, &vo) : NULL;
    int good = vm != NULL;
    uint64_t last_ticks = 0, before[TRC_FK_COUNT_], after[TRC_FK_COUNT_], delta[TRC_FK_COUNT_];
    trc_record rec;
    trc_event ev;
    for (int pass = w->start > p->hlen ? 0 : 1; good && pass < 2; pass++) {
        uint64_t from = pass ? w->start : p->hlen, to = pass ? w->end : w->start;
        if (trc_trclog_set_range(src, from, to) != 0) { good = 0; break; }
        int got;
        while (good && (got = src->next(src, &rec)) > 0) {
            if (rec.flags & TRC_EF_SYNC) continue;
            if (rec.flags & TRC_EF_NOTS) rec.ticks = last_ticks;
            last_ticks = rec.ticks;
            int internal = trc_purity_internal_hook(rec.hook);
            if (!pass && !internal) continue;
            uint64_t s0 = vm_fault_sum(vm, before);
            if (trc_vm_run(vm, &rec, trc_elapsed_ns(&src->info, rec.ticks), &ev) != 0) { good = 0; break; }
            uint64_t s1 = vm_fault_sum(vm, after);
            if (fflush(diag) != 0) { good = 0; break; }
            if (internal) {
                /* internal templates also run in the report loop: they must not fault */
                if (s1 != s0 || dlen) good = 0;
                continue;
            }
            for (int k = 0; k < TRC_FK_COUNT_; k++) delta[k] = after[k] - before[k];
            if (store_event(w, &rec, &ev, dbuf, dlen, delta, s1 != s0) != 0) good = 0;
            fseek(diag, 0, SEEK_SET);
            dlen = 0;
            if (w->bytes.len > STORE_CAP / p->nw) good = 0;
        }
        if (got < 0) good = 0;
        /* a damaged record running past the chunk end makes the next chunk differ */
        if (good && trc_trclog_position(src) > to && to != UINT64_MAX) good = 0;
    }
    if (vm) vm_fault_sum(vm, w->total);
    w->ok = good;
    trc_vm_free(vm);
    if (src) src->close(src);
    if (diag) fclose(diag);
    free(dbuf);
    return NULL;
}

/* ---- the run --------------------------------------------------------------------------- */

trc_par *trc_par_run(const trc_progset *set, const trc_source *src, unsigned jobs,
                     const struct trc_symtab *syms)
{
    const trc_trclog_hdr *h = trc_trclog_header(src);
    struct stat st;
    if (jobs < 2 || !h || strcmp(src->path, "-") == 0 || stat(src->path, &st) != 0 ||
        !S_ISREG(st.st_mode) || trc_purity_has_state(set))
        return NULL;
    if (jobs > MAX_JOBS) jobs = MAX_JOBS;
    uint64_t size = (uint64_t)st.st_size;
    if (size / jobs < MIN_CHUNK) jobs = (unsigned)(size / MIN_CHUNK);
    if (jobs < 2) return NULL;
    trc_par *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->set = set;
    p->syms = syms;
    p->path = src->path;
    p->env = src->info.env;
    p->hlen = h->hlen;
    p->w = calloc(jobs, sizeof *p->w);
    char err[256];
    trc_source *probe = p->w ? trc_trclog_open(src->path, err, sizeof err) : NULL;
    if (!probe) { trc_par_free(p); return NULL; }
    /* chunk starts: the first sync marker at or after each 1/jobs of the file */
    uint64_t prev = p->hlen;
    p->w[0].start = p->hlen;
    p->nw = 1;
    for (unsigned k = 1; k < jobs; k++) {
        uint64_t at, target = p->hlen + (size - p->hlen) / jobs * k;
        if (target < prev + 8) target = prev + 8;
        if (trc_trclog_find_sync(probe, target, &at) != 1) break;
        if (at <= prev) continue;
        p->w[p->nw].start = at;
        p->w[p->nw - 1].end = at;
        p->nw++;
        prev = at;
    }
    p->w[p->nw - 1].end = UINT64_MAX;
    probe->close(probe);
    if (p->nw < 2) { trc_par_free(p); return NULL; }
    int good = 1;
    for (unsigned k = 0; k < p->nw; k++) {
        trc_buf_init(&p->w[k].bytes);
        p->w[k].par = p;
        if (pthread_create(&p->w[k].thread, NULL, worker_main, &p->w[k]) == 0) p->w[k].started = 1;
        else good = 0;
    }
    uint64_t sum[TRC_FK_COUNT_] = { 0 };
    for (unsigned k = 0; k < p->nw; k++) {
        if (p->w[k].started) pthread_join(p->w[k].thread, NULL);
        good &= p->w[k].ok;
        for (int f = 0; f < TRC_FK_COUNT_; f++) sum[f] += p->w[k].total[f];
    }
    /* the 20-per-kind diagnostic limit is global in a serial run: stay below it */
    for (int f = 0; f < TRC_FK_COUNT_; f++) if (sum[f] > DIAG_LIMIT) good = 0;
    if (!good) { trc_par_free(p); return NULL; }
    return p;
}

int trc_par_event(trc_par *p, const trc_record *rec, trc_event *ev, FILE *diag,
                  uint64_t faults[TRC_FK_COUNT_])
{
    for (; p->cur < p->nw; p->cur++, p->next = 0) {
        par_worker *w = &p->w[p->cur];
        for (; p->next < w->nevs; p->next++) {
            const par_ev *e = &w->evs[p->next];
            if (e->offset != rec->offset || e->hook != rec->hook) continue;
            p->next++;
            memset(ev, 0, sizeof *ev);
            memset(&p->text, 0, sizeof p->text);
            p->text.buf.data = w->bytes.data + e->text_off;
            p->text.buf.len = e->text_len;
            p->text.lines = w->lines + e->line0;
            p->text.nlines = e->nlines;
            /* line offsets are relative to the event's own text */
            ev->text = &p->text;
            ev->level = e->level;
            ev->label = e->label;
            ev->label_len = e->label_len;
            ev->pid = e->pid;
            ev->tid = e->tid;
            ev->cpu = e->cpu;
            ev->pid_known = (e->flags & PF_PID) != 0;
            ev->tid_known = (e->flags & PF_TID) != 0;
            ev->cpu_known = (e->flags & PF_CPU) != 0;
            ev->print = (e->flags & PF_PRINT) != 0;
            ev->stop = (e->flags & PF_STOP) != 0;
            ev->unknown = (e->flags & PF_UNKNOWN) != 0;
            if (e->diag_len && diag) fwrite(w->bytes.data + e->diag_off, 1, e->diag_len, diag);
            if (e->fault0 != UINT32_MAX)
                for (int k = 0; k < TRC_FK_COUNT_; k++) faults[k] += w->faults[e->fault0][k];
            return 0;
        }
    }
    return -1;
}

void trc_par_free(trc_par *p)
{
    if (!p) return;
    for (unsigned k = 0; p->w && k < p->nw; k++) {
        par_worker *w = &p->w[k];
        free(w->evs);
        free(w->lines);
        free(w->faults);
        trc_buf_free(&w->bytes);
    }
    free(p->w);
    free(p);
}
