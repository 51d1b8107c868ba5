/* parallel.c -- owns `--jobs=N` (docs/report.md): the streaming pipeline that formats one
 * trclog in N threads, the calling thread one of them.  Each thread takes whichever of
 * three jobs is ready, in this order: write the chunks whose turn it is (input order;
 * one writer at a time), cut the next chunk off the input (file or pipe) exactly as the
 * serial reader reads it (trc_trclog_cut_take; one cutter at a time), or format the next
 * cut chunk.  Before a chunk a thread replays, through its own VM, the internal records
 * (001-00F: process table, thread names) of the chunks the others took, then runs
 * selection, templates and layout of its chunk into the chunk's buffer
 * (report/rep_int.h).  Memory is a ring of N+2 chunks, whatever the input size; a chunk
 * whose output passes PART_BYTES is written in parts, each as soon as the chunks before
 * it are written, so templates that print much more than they read do not hold it all.
 * On a regular file a speculative phase comes first (spec_thread): each thread reads a
 * chunk of its own at a nominal offset, guesses where its records start and end, and
 * formats it; the writer proves each chunk before writing it (spec_proved), and the first
 * that fails hands over to the pipeline from the last proved boundary (spec_end).
 * The template-set safety analysis is interp/purity.c.
 * No global state: everything lives in par_run and the per-thread structs. */
#include "report/parallel.h"
#include "report/rep_int.h"
#include "interp/purity.h"
#include "formats/trclog.h"
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum {
    MAX_JOBS = 64,                      /* threads started at most */
    CHUNK_DEFAULT = 256 << 10,          /* input bytes per chunk (cache-sized) */
    RING_BYTES = 16 << 20,              /* input bytes of all chunks in flight, at most */
    PART_BYTES = 8 << 20,               /* output bytes after which a chunk's worker hands
                                           them to the writer (docs/fuzzing.md) */
    REGION_MAX = 16 << 20,              /* bytes of ring storage on huge pages, at most */
    SPEC_SLACK = 64 << 10,              /* bytes read past a speculative chunk's nominal end,
                                           at most, to find where the next one starts */
    SPEC_PEEK = 4 << 10,                /* of them, those read with the chunk */
    HUGE_PAGE = 2 << 20                 /* the region's alignment (an x86-64 huge page) */
};

/* Chunk states: free, cut (then taken by a thread: par_run.claimed), formatted. */
enum { CH_FREE, CH_FILLED, CH_DONE };

/* One chunk of the input and what its worker made of it. */
typedef struct par_chunk {
    int state;              /* CH_* */
    uint64_t seq;           /* chunk number (input order) */
    unsigned users;         /* workers that still need its bytes (own run or replay) */
    trc_buf in;             /* storage of its bytes (trc_trclog_cut_take) */
    const uint8_t *data;    /* its bytes: in in.data, or in the read window at the end of
                               the input */
    trc_trclog_cut cut;     /* where they are in the input */
    trc_buf ints;           /* storage of cut.ints: where its records of 000-00F are */
    trc_buf out;            /* the formatted output */
    trc_buf diag;           /* run-time diagnostics, each line tagged by its fault kind */
    trc_rep_tally tally;    /* counters, first printed event, $STOP, failure */
    int spec;               /* made by the speculative phase (spec_chunk) */
    int spec_ok;            /* spec: its bounds were found, it was read cleanly to its end,
                               ran no record of 001-00F and took no time from before it */
    uint64_t end_prev;      /* spec: the reader's time at its end */
    uint64_t end_feed;      /* spec: the feed's time at its end */
} par_chunk;

struct par_run;

/* One worker thread. */
typedef struct par_worker {
    struct par_run *run;    /* the run */
    unsigned id;            /* its number: it formats chunks id, id + N, ... */
    pthread_t thread;       /* its thread */
    int started;            /* thread created */
    trc_rep *rep;           /* its report (own VM, own writer state) */
    FILE *diag;             /* its VM's diagnostics (memory stream) */
    char *dbuf;             /* the memory stream's buffer */
    size_t dlen;            /* its length after the last flush */
    uint64_t passed;        /* chunks [0, passed) are behind it */
    uint64_t cpu_ns;        /* CPU time of its thread at its end (TRCFMT_JOBS_DEBUG) */
    trc_vm_opts vo;         /* its VM's options (a fresh report after a failed speculation) */
    trc_buf sin;            /* speculative phase: the bytes of its chunk (pread) */
} par_worker;

/* The run. */
typedef struct par_run {
    pthread_mutex_t mu;     /* guards the fields below that are marked (mu) */
    pthread_cond_t cv;      /* broadcast, when a thread waits, on every change of them */
    par_chunk *ring;        /* chunks in flight: seq s lives in ring[s % nring] */
    unsigned nring;         /* ring size */
    uint64_t filled;        /* (mu) chunks cut so far */
    uint64_t claimed;       /* (mu) chunks taken by a thread to format so far */
    uint64_t written;       /* (mu) chunks written so far (the next to write: ring[written]) */
    uint64_t parts;         /* (mu) parts written before their chunk was formatted */
    uint64_t copied;        /* (mu) chunks whose bytes the cutting walk copied */
    unsigned idle;          /* (mu) threads waiting on cv */
    int cutting;            /* (mu) a thread is cutting a chunk */
    int writing;            /* (mu) a thread is writing */
    int input_done;         /* (mu) no more chunks will be cut */
    int cancel;             /* (mu) stop: $STOP, output gone or a failure */
    int status;             /* (mu) TRC_ST_* of the run */
    int read_error;         /* (mu) the cutting walk met a read error (reported at the end) */
    trc_source *src;        /* the input (read by the thread that cuts) */
    uint64_t min;           /* input bytes per chunk, at least */
    trc_rep *r;             /* the run's report (written by the thread that writes) */
    const trc_report_opts *o; /* its options */
    trc_progress *prog;     /* the progress line (the writer's) */
    uint64_t total;         /* input size for the progress line (0: unknown) */
    uint64_t counts[TRC_FK_COUNT_]; /* diagnostics written so far by kind (the writer's) */
    par_worker *w;          /* threads: w[0] is the calling one */
    unsigned nw;            /* their count */
    char *region;           /* storage lent to the ring's buffers (ring_region), or NULL */
    size_t region_len;      /* its length */
    const trc_progset *set; /* the templates (fresh worker reports) */
    /* the speculative phase (spec_thread) */
    int spec;               /* (mu) it runs */
    int spec_halt;          /* (mu) a chunk failed: no more are taken */
    unsigned spec_busy;     /* (mu) chunks being formatted */
    unsigned spec_left;     /* (mu) threads still in it */
    int spec_fd;            /* the input file, read with pread */
    uint64_t spec_start;    /* offset of its first item */
    uint64_t spec_size;     /* its size */
    uint64_t spec_pos;      /* (writer) end of the speculative chunks written so far */
    uint64_t spec_prev;     /* (writer) the reader's time there */
    uint64_t spec_feed;     /* (writer) the feed's time there */
    uint64_t spec_step;     /* nominal bytes of a chunk (the chunk size, rounded up to 8) */
    uint64_t spec_done;     /* (mu) speculative chunks written */
    uint64_t spec_lost;     /* (mu) speculative chunks formatted in vain */
} par_run;

/* Wake the waiting threads after a change of the (mu) state; mu held. */
static void wake(par_run *p)
{
    if (p->idle) pthread_cond_broadcast(&p->cv);
}

/* Wait for a change of the (mu) state; mu held. */
static void wait_change(par_run *p)
{
    p->idle++;
    pthread_cond_wait(&p->cv, &p->mu);
    p->idle--;
}

/* ---- workers ----------------------------------------------------------------------------- */

/* Replay the records of 000-00F of chunk c listed by the cutting walk (c->cut.ints_ok),
 * plain records read in place as the chunk's reader reads them.  1 when done, 0 when one
 * of them has no time (it takes the time of the record before it: the caller reads the
 * whole chunk), -1 when the VM failed. */
static int replay_listed(par_worker *w, const par_chunk *c)
{
    const trc_source *src = w->run->src;
    const uint32_t *at = (const uint32_t *)c->ints.data;
    size_t n = c->ints.len / sizeof *at;
    for (size_t k = 0; k < n; k++)
        if (trc_get16(c->data + at[k] + 8, src->info.bo) & TRC_EF_NOTS) return 0;
    trc_vm *vm = trc_rep_vm(w->rep);
    trc_event ev;
    for (size_t k = 0; k < n; k++) {
        trc_feed_item it;
        memset(&it, 0, sizeof it);
        trc_trclog_fill_rec(c->data + at[k], c->cut.start + at[k], &it.rec, src->info.bo);
        if (!trc_purity_internal_hook(it.rec.hook)) continue;
        uint64_t last = 0;
        if (!trc_feed_fill(&src->info, &last, &it)) continue;
        if (trc_vm_run(vm, &it.rec, it.elapsed, &ev) != 0) return -1;
    }
    return 1;
}

/* Replay the internal records of chunk c through vm (their output is dropped). */
static int replay(par_worker *w, const par_chunk *c)
{
    if (!c->cut.internal) return 0;   /* no record of 000-00F in it (trc_trclog_walk) */
    if (c->cut.ints_ok) {
        int k = replay_listed(w, c);
        if (k != 0) return k < 0 ? -1 : 0;
    }
    trc_source *cs = trc_trclog_open_chunk(w->run->src, c->data, &c->cut);
    if (!cs) return -1;
    trc_vm *vm = trc_rep_vm(w->rep);
    uint64_t last = c->cut.feed_ticks;
    trc_feed_item it;
    trc_event ev;
    int k, bad = 0;
    while (!bad && (k = cs->next(cs, &it.rec)) > 0) {
        if (!trc_purity_internal_hook(it.rec.hook)) {
            if (!(it.rec.flags & (TRC_EF_SYNC | TRC_EF_NOTS))) last = it.rec.ticks;
            continue;
        }
        if (!trc_feed_fill(&cs->info, &last, &it)) continue;
        if (trc_vm_run(vm, &it.rec, it.elapsed, &ev) != 0) bad = 1;
    }
    cs->close(cs);
    return bad ? -1 : 0;
}

/* The chunk's counters, faults (since before[], which moves on) and diagnostics so far
 * into c (its output is in c->out since trc_rep_chunk_end). */
static void chunk_tally(par_worker *w, par_chunk *c, uint64_t before[TRC_FK_COUNT_])
{
    trc_vm *vm = trc_rep_vm(w->rep);
    for (int k = 0; k < TRC_FK_COUNT_; k++) {
        uint64_t now = trc_vm_faults(vm, (trc_fault_kind)k);
        c->tally.faults[k] = now - before[k];
        before[k] = now;
    }
    fflush(w->diag);
    c->diag.len = 0;
    trc_buf_add(&c->diag, w->dbuf, w->dlen);
    if (c->diag.failed && !c->tally.status) c->tally.status = TRC_ST_NOMEM;
    fseek(w->diag, 0, SEEK_SET);
    trc_vm_diag_mark(vm);
}

/* Write the tagged diagnostics of a chunk as the serial VM would have (20 per kind). */
static void put_diag(const trc_buf *d, uint64_t counts[TRC_FK_COUNT_], trc_progress *prog,
                     const char *progname)
{
    FILE *f = trc_progress_diag_stream(prog);
    for (size_t i = 0; i < d->len;) {
        const char *nl = memchr(d->data + i + 1, '\n', d->len - i - 1);
        size_t end = nl ? (size_t)(nl - d->data) + 1 : d->len;
        int kind = d->data[i] - 'A';
        if (kind >= 0 && kind < TRC_FK_COUNT_)
            trc_vm_diag_line(f, progname, (trc_fault_kind)kind, ++counts[kind], d->data + i + 1,
                             end - i - 1);
        i = end;
    }
    if (prog->diag) trc_progress_diag_flush(prog);
}

/* Write chunk c's diagnostics, counters and output so far (a part when `part`) to the
 * run's output; the caller holds the writing role, not mu.  0, -1 to stop the run ($STOP,
 * output gone), or the chunk's TRC_ST_* failure. */
static int emit_chunk(par_run *p, par_chunk *c, int part)
{
    put_diag(&c->diag, p->counts, p->prog, p->o->prog);
    int st = c->tally.status;
    if (st) fprintf(p->o->err, "%sout of memory\n", p->o->prog);
    else if (trc_rep_emit(p->r, &c->tally, &c->out) != 0 || c->tally.stop) st = -1;
    if (p->total && !part) trc_progress_update(p->prog, c->cut.end, p->total);
    c->out.len = 0;
    return st;
}

/* The end of a write: status st of emit_chunk stops the run; mu held. */
static void end_write(par_run *p, int st)
{
    p->writing = 0;
    if (st) {
        if (st > 0 && !p->status) p->status = st;
        p->cancel = 1;
    }
    wake(p);
}

/* Hand the output of chunk c so far to the run's output once the chunks before it are
 * written (this thread writes it), and go on with an empty buffer.  0, or -1 when the
 * run was cancelled meanwhile. */
static int write_part(par_worker *w, par_chunk *c, uint64_t before[TRC_FK_COUNT_])
{
    par_run *p = w->run;
    /* a speculative chunk is written whole once proved: one this large stops, fails, and
     * is formatted again by the pipeline, which writes it in parts */
    if (c->spec) return -1;
    trc_rep_chunk_end(w->rep, &c->out, &c->tally);
    chunk_tally(w, c, before);
    pthread_mutex_lock(&p->mu);
    while (!p->cancel && (p->written != c->seq || p->writing)) wait_change(p);
    if (!p->cancel) {
        p->writing = 1;
        pthread_mutex_unlock(&p->mu);
        int st = emit_chunk(p, c, 1);
        pthread_mutex_lock(&p->mu);
        if (!st) p->parts++;
        end_write(p, st);
    }
    int cancelled = p->cancel;
    pthread_mutex_unlock(&p->mu);
    trc_rep_chunk_begin(w->rep, &c->out);
    return cancelled ? -1 : 0;
}

/* Format chunk c into its buffers. */
static void format_chunk(par_worker *w, par_chunk *c)
{
    trc_vm *vm = trc_rep_vm(w->rep);
    uint64_t before[TRC_FK_COUNT_];
    for (int k = 0; k < TRC_FK_COUNT_; k++) before[k] = trc_vm_faults(vm, (trc_fault_kind)k);
    /* the diagnostics of replays are dropped: start the stream afresh, with at most the
     * lines a kind that put_diag can print of one chunk */
    fflush(w->diag);
    fseek(w->diag, 0, SEEK_SET);
    trc_vm_diag_mark(vm);
    trc_rep_chunk_begin(w->rep, &c->out);
    int status = TRC_ST_OK, stop = 0;
    trc_source *cs = trc_trclog_open_chunk(w->run->src, c->data, &c->cut);
    if (!cs) status = TRC_ST_NOMEM;
    uint64_t last = c->cut.feed_ticks;
    trc_feed_item it;
    memset(&it, 0, sizeof it);
    while (!status && !stop) {
        int lk = TRC_ST_OK;
        while (lk == TRC_ST_OK && trc_rep_fast(w->rep, cs, &last, &lk) > 0)   /* the fast lane */
            if (trc_rep_chunk_bytes(w->rep) >= PART_BYTES && write_part(w, c, before) != 0) {
                stop = 1;
                break;
            }
        if (lk == TRC_REP_STOP) stop = 1;
        else if (lk) status = lk;
        if (stop || status || cs->next(cs, &it.rec) <= 0) break;
        if (!trc_feed_fill(&cs->info, &last, &it)) continue;
        int k = trc_rep_record(w->rep, &it, w->run->src);
        if (k == TRC_REP_STOP) stop = 1;
        else if (k) status = k;
        else if (trc_rep_chunk_bytes(w->rep) >= PART_BYTES && write_part(w, c, before) != 0)
            stop = 1;   /* cancelled: nothing more is written */
    }
    int clean = 0;
    if (c->spec) {
        c->end_feed = last;
        clean = !status && !stop && trc_trclog_chunk_clean(cs, &c->end_prev);
    }
    if (cs) cs->close(cs);
    trc_rep_chunk_end(w->rep, &c->out, &c->tally);
    if (stop) c->tally.stop = 1;
    if (status) c->tally.status = status;
    chunk_tally(w, c, before);
    if (c->spec) c->spec_ok = clean && !c->tally.internal;
}

/* Mark chunks [w->passed, upto) as no longer needed by w; mu held. */
static void pass_upto(par_worker *w, uint64_t upto)
{
    par_run *p = w->run;
    for (; w->passed < upto; w->passed++) p->ring[w->passed % p->nring].users--;
    wake(p);
}

/* Replay the chunks [w->passed, upto) that other threads took; mu held (released while
 * replaying).  0, or -1 when a replay ran out of memory. */
static int catch_up(par_worker *w, uint64_t upto)
{
    par_run *p = w->run;
    int bad = 0;
    while (w->passed < upto && !bad) {
        par_chunk *c = &p->ring[w->passed % p->nring];
        if (c->cut.internal) {
            pthread_mutex_unlock(&p->mu);
            bad = replay(w, c) != 0;
            pthread_mutex_lock(&p->mu);
        }
        pass_upto(w, w->passed + 1);
    }
    return bad ? -1 : 0;
}

/* ---- the three jobs of a thread ---------------------------------------------------------- */

/* Is speculative chunk c, whose turn it is to be written, the chunk the serial reader would
 * read next, formatted as the serial report would?  It starts where the chunks written so
 * far ended (p->spec_pos: a record boundary, as the reader of the chunk before ended there
 * reading plain records alone), and was read so to its end without state from before it:
 * no time (its first record has one) and no process table (no chunk before it ran a record
 * of 001-00F, else the speculation stopped there).  A chunk that failed for want of memory
 * is written too (emit_chunk reports it and stops the run). */
static int spec_proved(const par_run *p, const par_chunk *c)
{
    return c->tally.status || (c->spec_ok && c->cut.start == p->spec_pos);
}

/* Write the formatted chunks whose turn it is, in input order; mu held, the writing role
 * taken (released here). */
static void write_ready(par_run *p)
{
    int st = 0;
    while (!st && !p->cancel && !p->spec_halt && p->written < p->filled) {
        par_chunk *c = &p->ring[p->written % p->nring];
        if (c->state != CH_DONE) break;
        if (c->spec && !spec_proved(p, c)) {
            p->spec_halt = 1;   /* the pipeline formats the input again from spec_pos */
            break;
        }
        pthread_mutex_unlock(&p->mu);
        st = emit_chunk(p, c, 0);
        pthread_mutex_lock(&p->mu);
        if (c->spec) {
            p->spec_pos = c->cut.end;
            if (c->tally.events) {   /* else sync markers alone: the times stay */
                p->spec_prev = c->end_prev;
                p->spec_feed = c->end_feed;
            }
            p->spec_done++;
        }
        c->state = CH_FREE;
        p->written++;
        wake(p);   /* a thread may wait to write a part of the next chunk */
    }
    end_write(p, st);
}

/* Cut the next chunk off the input into ring slot n; mu held, the cutting role taken
 * (released here). */
static void cut_next(par_run *p, par_chunk *n)
{
    pthread_mutex_unlock(&p->mu);
    n->cut.ints = &n->ints;
    int k = trc_trclog_cut_take(p->src, p->min, &n->in, &n->data, &n->cut);
    pthread_mutex_lock(&p->mu);
    p->cutting = 0;
    p->copied += (uint64_t)n->cut.copied;
    if (k < 0) p->read_error = 1;
    if (k < 0 ? n->cut.end > n->cut.start : k > 0) {
        if (n->in.failed && !p->status) {
            p->status = TRC_ST_NOMEM;
            p->cancel = 1;
            fprintf(p->o->err, "%sout of memory\n", p->o->prog);
        }
        n->state = CH_FILLED;
        n->seq = p->filled;
        n->users = p->nw;
        p->filled++;
    }
    if (k <= 0) p->input_done = 1;
    wake(p);
}

/* ---- the speculative phase --------------------------------------------------------------- */

/* Read bytes [w->sin.len, n) of the input file from offset off on into w->sin, after the
 * ones there.  0, or -1 (a short read or an error: the pipeline reads the input again from
 * a proved boundary and reports it). */
static int spec_read(par_worker *w, uint64_t off, size_t n)
{
    trc_buf *b = &w->sin;
    if (trc_buf_reserve(b, n - b->len) != 0) return -1;
    size_t got = b->len;
    while (got < n) {
        ssize_t k = pread(w->run->spec_fd, b->data + got, n - got, (off_t)(off + got));
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return -1;
        got += (size_t)k;
    }
    b->len = n;
    return 0;
}

/* Does the chunk d (n bytes) begin, past its sync markers, with a record that takes the
 * time of the record before it (NOTS), which only the chunk before knows? */
static int spec_needs_time(const uint8_t *d, size_t n, trc_byteorder bo)
{
    for (size_t i = 0; n - i >= 32;) {
        uint32_t rl = trc_trclog_plain_rl(d + i, n - i, bo);
        if (rl) return (trc_get16(d + i + 8, bo) & TRC_EF_NOTS) != 0;
        if (trc_get32(d + i, bo) != TRC_TRCLOG_SYNC_LEN || !(trc_get16(d + i + 8, bo) & TRC_EF_SYNC))
            return 0;   /* not a record: the chunk's reader finds it (not clean) */
        i += TRC_TRCLOG_SYNC_LEN;
    }
    return 0;
}

/* Chunk c with nothing formatted: no output, no diagnostics, a tally that says nothing
 * (the list of unknown hooks keeps its storage). */
static void chunk_blank(par_chunk *c)
{
    trc_rep_tally_reset(&c->tally);
    c->out.len = c->diag.len = 0;
}

/* Format speculative chunk c (c->seq set) without knowing where the chunk before it ends:
 * its nominal bytes are spec_step long from spec_start + seq * spec_step; it starts at the
 * first likely record boundary among them (chunk 0: the input's first item) and ends at
 * the first past them (or the end of the input), both looked for in the bytes it reads
 * (trc_trclog_likely_start: up to SPEC_SLACK past its nominal end).  The writer proves it
 * (spec_proved) or stops the speculation there. */
static void spec_chunk(par_worker *w, par_chunk *c)
{
    par_run *p = w->run;
    const trc_byteorder bo = p->src->info.bo;
    const uint64_t step = p->spec_step, x0 = p->spec_start + c->seq * step;
    const uint64_t left = p->spec_size - x0;   /* > 0: spec_thread takes no chunk past it */
    /* the bytes past the nominal end: a few records first (the next start is mostly
     * among them), up to SPEC_SLACK when not */
    const uint64_t slack = step < 4096 ? 4096 : step > SPEC_SLACK ? SPEC_SLACK : step;
    const size_t most = (size_t)(left < step + slack ? left : step + slack);
    size_t n = (size_t)(left < step + SPEC_PEEK ? left : step + SPEC_PEEK);
    size_t s = SIZE_MAX, e = SIZE_MAX;
    const uint8_t *d = NULL;
    int k = 0;
    c->spec_ok = 0;
    memset(&c->cut, 0, sizeof c->cut);
    c->cut.start = c->cut.end = x0;
    w->sin.len = 0;
    if (spec_read(w, x0, n) == 0) {
        d = (const uint8_t *)w->sin.data;
        k = trc_trclog_spec_bounds(d, n, x0, step, left, c->seq == 0, bo, &s, &e);
        if (!k && e == SIZE_MAX && n < most && spec_read(w, x0, most) == 0) {
            n = most;
            d = (const uint8_t *)w->sin.data;
            k = trc_trclog_spec_bounds(d, n, x0, step, left, c->seq == 0, bo, &s, &e);
        }
    }
    if (k == 2) {
        /* an empty chunk at the end of the input (the one before it ended there) */
        chunk_blank(c);
        c->cut.start = c->cut.end = p->spec_size;
        c->spec_ok = 1;
        return;
    }
    if (k != 1 || (c->seq && spec_needs_time(d + s, e - s, bo))) {
        chunk_blank(c);   /* no chunk to format: the writer stops here */
        return;
    }
    c->cut.start = x0 + s;
    c->cut.end = x0 + e;
    if (c->seq == 0) {   /* the times at the input's first item, known */
        c->cut.prev_ticks = p->spec_prev;
        c->cut.feed_ticks = p->spec_feed;
    }
    c->data = d + s;
    format_chunk(w, c);
}

/* Back to the pipeline after the speculative phase, from where the chunks it wrote end:
 * the ring empty, the input read again from there, and, when a chunk failed, fresh worker
 * reports (a chunk formatted in vain may have run records of 001-00F); after a cancel
 * just the ring empty.  mu held, the other threads waiting. */
static void spec_end(par_run *p)
{
    p->spec_lost = p->filled - p->written;
    for (unsigned k = 0; k < p->nring; k++) {
        par_chunk *c = &p->ring[k];
        c->state = CH_FREE;
        c->users = 0;
        c->spec = 0;
        c->out.len = c->diag.len = 0;
    }
    p->filled = p->claimed = p->written = 0;
    for (unsigned k = 0; k < p->nw; k++) p->w[k].passed = 0;
    if (p->cancel) return;
    for (unsigned k = 0; p->spec_halt && k < p->nw; k++) {
        par_worker *w = &p->w[k];
        trc_rep_free_worker(w->rep);
        w->rep = trc_rep_new_worker(p->o, p->set, &w->vo);
        if (!w->rep) {
            if (!p->status) fprintf(p->o->err, "%sout of memory\n", p->o->prog);
            p->status = TRC_ST_NOMEM;
            p->cancel = 1;
            return;
        }
    }
    p->spec_halt = 0;   /* the pipeline's writer writes every chunk */
    if (trc_trclog_resume(p->src, p->spec_pos, p->spec_prev, p->spec_feed) != 0) {
        p->read_error = 1;
        p->input_done = 1;
    }
}

/* A thread of the speculative phase (docs/report.md, "Speculative chunks"): write the
 * chunks whose turn it is, or take the next nominal chunk and format it, until the input
 * is covered or a chunk failed and none is being formatted.  The last thread out hands
 * over to the pipeline (spec_end). */
static void spec_thread(par_worker *w)
{
    par_run *p = w->run;
    pthread_mutex_lock(&p->mu);
    while (!p->cancel) {
        if (!p->writing && !p->spec_halt && p->written < p->filled &&
            p->ring[p->written % p->nring].state == CH_DONE) {
            p->writing = 1;
            write_ready(p);
            continue;
        }
        if (!p->spec_halt && p->spec_size - p->spec_start > p->filled * p->spec_step &&
            p->filled - p->written < p->nring) {
            par_chunk *c = &p->ring[p->filled % p->nring];
            c->seq = p->filled++;
            c->state = CH_FILLED;
            c->spec = 1;
            p->spec_busy++;
            pthread_mutex_unlock(&p->mu);
            spec_chunk(w, c);
            pthread_mutex_lock(&p->mu);
            c->state = CH_DONE;
            p->spec_busy--;
            wake(p);
            continue;
        }
        if (!p->spec_busy && !p->writing && (p->spec_halt || p->written == p->filled)) break;
        wait_change(p);
    }
    if (--p->spec_left == 0) {
        spec_end(p);
        p->spec = 0;
        pthread_cond_broadcast(&p->cv);
    } else {
        while (p->spec && !p->cancel) wait_change(p);
    }
    pthread_mutex_unlock(&p->mu);
}

/* CPU time of the calling thread in ns (0 when unknown). */
static uint64_t thread_cpu_ns(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) return 0;
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* A thread of the run: write, cut or format, whichever is ready first, until the input
 * is cut, formatted and written, or the run is cancelled. */
static void run_thread(par_worker *w)
{
    par_run *p = w->run;
    pthread_mutex_lock(&p->mu);
    while (!p->cancel) {
        if (!p->writing && p->written < p->filled && p->ring[p->written % p->nring].state == CH_DONE) {
            p->writing = 1;
            write_ready(p);
            continue;
        }
        par_chunk *n = &p->ring[p->filled % p->nring];
        if (!p->cutting && !p->input_done && n->state == CH_FREE && n->users == 0 &&
            p->filled - p->written < p->nring) {
            p->cutting = 1;
            cut_next(p, n);
            continue;
        }
        if (p->claimed < p->filled) {
            uint64_t seq = p->claimed++;
            par_chunk *c = &p->ring[seq % p->nring];
            /* the chunks before seq are cut and stay until this thread passes them */
            if (catch_up(w, seq) != 0) {
                memset(&c->tally, 0, sizeof c->tally);
                c->tally.status = TRC_ST_NOMEM;
            } else {
                pthread_mutex_unlock(&p->mu);
                format_chunk(w, c);
                pthread_mutex_lock(&p->mu);
            }
            c->state = CH_DONE;
            pass_upto(w, seq + 1);
            continue;
        }
        /* nothing to take: replay what the others took, so that their slots come free */
        if (w->passed < p->claimed) {
            if (catch_up(w, p->claimed) != 0 && !p->status) {
                p->status = TRC_ST_NOMEM;
                p->cancel = 1;
                fprintf(p->o->err, "%sout of memory\n", p->o->prog);
            }
            continue;
        }
        if (p->input_done && p->written == p->filled) break;
        wait_change(p);
    }
    pass_upto(w, p->filled);   /* what it would have replayed */
    wake(p);
    pthread_mutex_unlock(&p->mu);
    w->cpu_ns = thread_cpu_ns();
}

static void *thread_main(void *arg)
{
    par_worker *w = arg;
    if (w->run->spec) spec_thread(w);
    run_thread(w);
    return NULL;
}

/* ---- the run ------------------------------------------------------------------------------ */

/* Input bytes per chunk: TRCFMT_JOBS_CHUNK (tests: tiny chunks), else 256 KiB, smaller
 * when many threads would hold more than RING_BYTES. */
static uint64_t chunk_bytes(unsigned nring)
{
    const char *e = getenv("TRCFMT_JOBS_CHUNK");
    if (e && *e) {
        char *end;
        unsigned long long v = strtoull(e, &end, 10);
        if (!*end && v > 0) return v < ((uint64_t)1 << 40) ? v : (uint64_t)1 << 40;
    }
    uint64_t b = RING_BYTES / nring;
    return b < CHUNK_DEFAULT ? b : CHUNK_DEFAULT;
}

/* Lend the ring's buffers storage from one mapping aligned to a huge page and advised to
 * use transparent huge pages: each chunk's input (a chunk long) and output (three chunks
 * long: a text report is about 1.4 times its input) in a slot of four chunks.  The ring
 * then faults its pages in 2 MiB at a time instead of 4 KiB: a page touched for the first
 * time costs about 11 us in this project's virtual machine (bench/README.md).  Slots past
 * REGION_MAX, and all when the mapping fails, keep malloc storage; a buffer that outgrows
 * its slot moves to malloc storage (trc_buf_use). */
static void ring_region(par_run *p)
{
    if (p->min < 64 || p->min > REGION_MAX / 4) return;   /* cut_take's windows: >= 64 */
    size_t in = (size_t)p->min, slot = 4 * in;
    unsigned k = REGION_MAX / slot < p->nring ? (unsigned)(REGION_MAX / slot) : p->nring;
    size_t len = ((size_t)k * slot + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
    char *m = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return;
    char *a = (char *)(((uintptr_t)m + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    if (a > m) munmap(m, (size_t)(a - m));
    munmap(a + len, (size_t)(m + HUGE_PAGE - a));   /* the tail: never empty */
#ifdef MADV_HUGEPAGE
    (void)madvise(a, len, MADV_HUGEPAGE);   /* best effort: 4 KiB pages otherwise */
#endif
    p->region = a;
    p->region_len = len;
    for (unsigned i = 0; i < k; i++) {
        trc_buf_use(&p->ring[i].in, a + i * slot, in);
        trc_buf_use(&p->ring[i].out, a + i * slot + in, slot - in);
    }
}

int trc_par_format(trc_rep *r, const trc_report_opts *o, const trc_progset *set,
                   trc_source *src, unsigned jobs, trc_progress *prog)
{
    if (jobs > MAX_JOBS) jobs = MAX_JOBS;
    par_run run;
    memset(&run, 0, sizeof run);
    par_run *p = &run;
    p->src = src;
    p->r = r;
    p->o = o;
    p->prog = prog;
    p->set = set;
    p->nw = jobs;
    p->nring = jobs + 2;
    p->ring = calloc(p->nring, sizeof *p->ring);
    p->w = calloc(p->nw, sizeof *p->w);
    if (!p->ring || !p->w) p->status = TRC_ST_NOMEM;
    for (unsigned k = 0; k < p->nring && p->ring; k++) {
        trc_buf_init(&p->ring[k].in);
        trc_buf_init(&p->ring[k].out);
        trc_buf_init(&p->ring[k].diag);
        trc_buf_init(&p->ring[k].ints);
    }
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->cv, NULL);
    for (unsigned k = 0; !p->status && k < p->nw; k++) {
        par_worker *w = &p->w[k];
        w->run = p;
        w->id = k;
        w->diag = open_memstream(&w->dbuf, &w->dlen);
        trc_vm_opts vo = { src->path, src->info.env, w->diag, o->syms, 1, o->prog, o->no_fuse, 0 };
        w->vo = vo;
        trc_buf_init(&w->sin);
        w->rep = w->diag ? trc_rep_new_worker(o, set, &vo) : NULL;
        if (!w->rep) p->status = TRC_ST_NOMEM;
    }
    p->min = p->ring ? chunk_bytes(p->nring) : 0;
    if (!p->status) ring_region(p);
    struct stat st;
    if (prog->on && strcmp(src->path, "-") != 0 && stat(src->path, &st) == 0 && S_ISREG(st.st_mode))
        p->total = (uint64_t)st.st_size;
    /* a regular file is first cut speculatively (TRCFMT_JOBS_SPEC=0: never; tests, bench) */
    const char *se = getenv("TRCFMT_JOBS_SPEC");
    if (!p->status && !(se && strcmp(se, "0") == 0) &&
        trc_trclog_file_span(src, &p->spec_fd, &p->spec_start, &p->spec_size, &p->spec_prev,
                             &p->spec_feed) == 0 &&
        p->spec_start < p->spec_size) {
        p->spec = 1;
        p->spec_left = p->nw;
        p->spec_step = (p->min + 7) & ~(uint64_t)7;
        p->spec_pos = p->spec_start;
    }
    /* threads 1..N-1 start; the calling thread is thread 0 */
    for (unsigned k = 1; !p->status && k < p->nw; k++) {
        if (pthread_create(&p->w[k].thread, NULL, thread_main, &p->w[k]) == 0) p->w[k].started = 1;
        else p->status = TRC_ST_NOMEM;
    }
    if (p->status) {
        pthread_mutex_lock(&p->mu);
        p->cancel = 1;
        pthread_cond_broadcast(&p->cv);
        pthread_mutex_unlock(&p->mu);
        fprintf(o->err, "%sout of memory\n", o->prog);
    } else {
        thread_main(&p->w[0]);
    }
    for (unsigned k = 1; p->w && k < p->nw; k++)
        if (p->w[k].started) pthread_join(p->w[k].thread, NULL);
    int status = p->status;
    if (getenv("TRCFMT_JOBS_DEBUG")) {
        /* tests: the threads really ran; bench: the CPU ms of each thread (the critical
         * path on idle cores is the largest of them) */
        fprintf(o->err, "%s--jobs: %u workers, %llu chunks, %llu parts, %llu copied; "
                "speculative %llu, %llu in vain; cpu ms:",
                o->prog, p->nw, (unsigned long long)(p->filled + p->spec_done),
                (unsigned long long)p->parts, (unsigned long long)p->copied,
                (unsigned long long)p->spec_done, (unsigned long long)p->spec_lost);
        for (unsigned k = 0; p->w && k < p->nw; k++)
            fprintf(o->err, " %llu", (unsigned long long)(p->w[k].cpu_ns / 1000000));
        fputc('\n', o->err);
    }
    if (p->read_error && !status && !p->cancel) {
        trc_progress_erase(prog);
        fprintf(o->err, "%s%s\n", o->prog, src->errbuf);
        status = TRC_ST_INPUT;
    }
    for (unsigned k = 0; p->w && k < p->nw; k++) {
        trc_rep_free_worker(p->w[k].rep);
        trc_buf_free(&p->w[k].sin);
        if (p->w[k].diag) fclose(p->w[k].diag);
        free(p->w[k].dbuf);
    }
    for (unsigned k = 0; p->ring && k < p->nring; k++) {
        trc_buf_free(&p->ring[k].in);
        trc_buf_free(&p->ring[k].out);
        trc_buf_free(&p->ring[k].diag);
        trc_buf_free(&p->ring[k].ints);
        free(p->ring[k].tally.unk);
        free(p->ring[k].tally.gpos.v);
    }
    pthread_cond_destroy(&p->cv);
    pthread_mutex_destroy(&p->mu);
    free(p->ring);
    free(p->w);
    /* the input's window may hold lent storage: it moves before the region goes (out of
     * memory: the region stays mapped until the process ends) */
    if (p->region && trc_trclog_cut_end(src) == 0) munmap(p->region, p->region_len);
    return status;
}
