/* fuzz_trclog.c -- fuzz target `trclog`: a trclog file (opened from memory by path, as
 * trcrpt opens a file) through the whole text report (header, events, summary, loss
 * windows), then the item view with its sync markers and resync, the split at sync
 * markers (find_sync, set_range), and the cuts --jobs makes (trc_trclog_cut_take,
 * trc_trclog_walk) of the same bytes read from a pipe, checked against the serial read,
 * as are the speculative chunks --jobs cuts out of a regular file, and the file read in
 * time order (report/order.h: the same records, each once; docs/fuzzing.md), and the
 * report against the report of its -r copy. */
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"
#include "formats/trclog.h"
#include "common/buf.h"
#include "report/order.h"
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The writing end of a pipe: the input in pieces of 61 bytes, so that the reader's
 * window fills over several reads. */
typedef struct feed {
    int fd;                 /* the pipe's writing end (closed at the end) */
    const uint8_t *p;       /* the input */
    size_t n;               /* its length */
} feed;

static void *feed_main(void *arg)
{
    feed *f = arg;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &set, NULL);   /* a reader that stops early: EPIPE */
    for (size_t i = 0; i < f->n;) {
        ssize_t w = write(f->fd, f->p + i, f->n - i < 61 ? f->n - i : 61);
        if (w <= 0) break;
        i += (size_t)w;
    }
    close(f->fd);
    return NULL;
}

/* Cut the input, read from a pipe, into chunks of about `min` bytes as --jobs does
 * (trc_trclog_cut_take; trc_trclog_walk every third chunk): each chunk read alone must
 * give the next records of the serial read of the file at path, and all of them, and the
 * walk's list of the chunk's records of 000-00F (when it gives one) must be those.  The
 * first chunks go into two stores on lent storage (trc_buf_use, as report/parallel.c's
 * ring), which the window leaves after the fifth chunk (trc_trclog_cut_end) before it is
 * scribbled over and released; the rest into a store of its own.  A difference aborts. */
static void cut_check(const char *path, const uint8_t *data, size_t size, uint64_t min)
{
    int pfd[2];
    if (pipe(pfd) != 0) return;
    feed f = { pfd[1], data, size };
    pthread_t th;
    if (pthread_create(&th, NULL, feed_main, &f) != 0) {
        close(pfd[0]);
        close(pfd[1]);
        return;
    }
    char err[512];
    trc_source *cutter = trc_trclog_open_fd(pfd[0], 1, "-", NULL, 0, err, sizeof err);
    trc_source *whole = cutter ? trc_trclog_open(path, err, sizeof err) : NULL;
    trc_buf store, lent[2];
    trc_buf_init(&store);
    size_t slice = min < 64 ? 64 : min > 65536 ? 65536 : (size_t)min;
    char *arena = malloc(2 * slice);
    for (int i = 0; i < 2; i++) {
        trc_buf_init(&lent[i]);
        if (arena) trc_buf_use(&lent[i], arena + i * slice, slice);
    }
    trc_trclog_cut cut;
    memset(&cut, 0, sizeof cut);
    trc_buf ints;   /* the cutting walk's list of records of hooks 000-00F */
    trc_buf_init(&ints);
    cut.ints = &ints;
    const uint8_t *p = NULL;
    int k = 0, bad = 0;
    for (unsigned c = 0; whole && !bad; c++) {
        if (c == 5 && arena) {
            if (trc_trclog_cut_end(cutter) != 0) break;   /* out of memory */
            for (int i = 0; i < 2; i++) trc_buf_free(&lent[i]);
            memset(arena, 0xA5, 2 * slice);
            free(arena);
            arena = NULL;
        }
        trc_buf *st = arena ? &lent[c % 2] : &store;
        k = c % 3 == 2 ? trc_trclog_walk(cutter, min, st, &cut)
                       : trc_trclog_cut_take(cutter, min, st, &p, &cut);
        if (k <= 0) break;
        if (c % 3 == 2) p = (const uint8_t *)st->data;
        trc_source *cs = trc_trclog_open_chunk(cutter, p, &cut);
        if (!cs) break;   /* out of memory */
        trc_record a, b;
        const uint32_t *at = (const uint32_t *)ints.data;
        size_t li = 0, nat = cut.ints_ok ? ints.len / sizeof *at : 0;
        while (!bad && cs->next(cs, &a) > 0) {
            bad = whole->next(whole, &b) <= 0 || a.offset != b.offset || a.hook != b.hook ||
                  a.len != b.len || a.flags != b.flags || a.ticks != b.ticks ||
                  memcmp(a.fb, b.fb, a.len) != 0;
            /* the list holds exactly the chunk's records of hooks below 100, in order */
            if (!bad && cut.ints_ok && a.hook < 0x100)
                bad = li >= nat || at[li++] != a.offset - cut.start;
        }
        if (cut.ints_ok && li != nat) bad = 1;
        cs->close(cs);
    }
    trc_record b;
    if (whole && k == 0 && !bad && whole->next(whole, &b) > 0) bad = 1;   /* records left */
    if (bad) abort();
    if (arena && cutter && trc_trclog_cut_end(cutter) != 0) arena = NULL;   /* leaked: OOM */
    for (int i = 0; i < 2; i++) trc_buf_free(&lent[i]);
    free(arena);
    trc_buf_free(&store);
    trc_buf_free(&ints);
    if (whole) whole->close(whole);
    if (cutter) cutter->close(cutter);
    pthread_join(th, NULL);
}

/* Cut the file at path into speculative chunks as --jobs does (report/parallel.c,
 * spec_chunk): nominal chunks of `step` bytes (rounded up to 8), each from the first likely
 * record boundary among its bytes to the first past them (trc_trclog_likely_start, in the
 * bytes up to 64 KiB past them, or the end of the input).  Each chunk that starts where
 * the one before ended and that its reader reads cleanly (trc_trclog_chunk_clean) must
 * give the next records of the serial read; the first that does not ends the check
 * (--jobs goes back to the pipeline there), and one that reaches the end leaves no record
 * to the serial read.  A difference aborts. */
static void spec_check(const char *path, uint64_t step)
{
    char err[512];
    trc_source *f = trc_trclog_open(path, err, sizeof err);
    trc_source *whole = f ? trc_trclog_open(path, err, sizeof err) : NULL;
    int fd;
    uint64_t start, size, prev, feed;
    step = (step + 7) & ~(uint64_t)7;
    uint8_t *buf = malloc((size_t)step + 65536);
    if (!whole || !buf || trc_trclog_file_span(f, &fd, &start, &size, &prev, &feed) != 0) {
        free(buf);
        if (whole) whole->close(whole);
        if (f) f->close(f);
        return;
    }
    const trc_byteorder bo = f->info.bo;
    uint64_t pos = start;
    int bad = 0;
    for (uint64_t x0 = start; x0 < size && !bad; x0 += step) {
        uint64_t left = size - x0;
        size_t n = (size_t)(left < step + 65536 ? left : step + 65536);
        if (pread(fd, buf, n, (off_t)x0) != (ssize_t)n) break;
        size_t s, e;
        int k = trc_trclog_spec_bounds(buf, n, x0, step, left, x0 == start, bo, &s, &e);
        if (k == 2) {   /* an empty chunk at the end */
            if (x0 + s != pos) break;
            continue;
        }
        if (k != 1 || x0 + s != pos) break;
        trc_trclog_cut cut;
        memset(&cut, 0, sizeof cut);
        cut.start = x0 + s;
        cut.end = x0 + e;
        if (x0 == start) {
            cut.prev_ticks = prev;
            cut.feed_ticks = feed;
        }
        trc_source *cs = trc_trclog_open_chunk(f, buf + s, &cut);
        if (!cs) break;   /* out of memory */
        trc_record a, b;
        int diff = 0;
        while (cs->next(cs, &a) > 0)
            if (!diff)
                diff = whole->next(whole, &b) <= 0 || a.offset != b.offset || a.hook != b.hook ||
                       a.len != b.len || a.flags != b.flags || a.ticks != b.ticks ||
                       memcmp(a.fb, b.fb, a.len) != 0;
        uint64_t last = 0;
        int clean = trc_trclog_chunk_clean(cs, &last);
        cs->close(cs);
        if (!clean) break;   /* not proved: the speculation ends here */
        bad = diff;
        pos = cut.end;
    }
    trc_record b;
    if (!bad && pos == size && whole->next(whole, &b) > 0) bad = 1;   /* records left */
    if (bad) abort();
    free(buf);
    whole->close(whole);
    f->close(f);
}

/* What order_check compares of a record. */
typedef struct ord_key {
    uint64_t offset;        /* its offset */
    uint32_t hook, len;     /* hook and format-buffer length */
    uint16_t flags;         /* envelope flags */
    uint32_t sum;           /* a hash of its format buffer */
} ord_key;

/* Ticks a are earlier than b in time order: by elapsed time, (ticks - start ticks) as a
 * signed difference (docs/report.md, "Time order"). */
static int earlier(const trc_loginfo *info, uint64_t a, uint64_t b)
{
    return (int64_t)(a - info->start_ticks) < (int64_t)(b - info->start_ticks);
}

static int ord_cmp(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(ord_key));
}

/* The records of source s (sync markers skipped) into *v (malloc'ed); their count, or
 * SIZE_MAX when out of memory.  *sorted: their times never go back, timed as the feed
 * times them (a record without a time of its own, NOTS, takes the one before it: a
 * file's record may carry NOTS with SYNTH, even as a 00C, and only the reader's own
 * 00C, trc_record.made, is merged). */
static size_t ord_collect(trc_source *s, ord_key **v, int *sorted)
{
    size_t n = 0, cap = 0;
    uint64_t last = 0;
    trc_record r;
    *v = NULL;
    *sorted = 1;
    while (s->next(s, &r) > 0) {
        if (r.flags & TRC_EF_SYNC) continue;
        if (r.flags & TRC_EF_NOTS) r.ticks = last;
        if (n && earlier(&s->info, r.ticks, last)) *sorted = 0;
        last = r.ticks;
        if (n == cap) {
            ord_key *nv = realloc(*v, (cap = cap ? 2 * cap : 64) * sizeof *nv);
            if (!nv) { free(*v); *v = NULL; return SIZE_MAX; }
            *v = nv;
        }
        ord_key *k = &(*v)[n++];
        memset(k, 0, sizeof *k);
        k->offset = r.offset;
        k->hook = r.hook;
        k->len = r.len;
        k->flags = r.flags;
        for (uint32_t i = 0; i < r.len; i++) k->sum = k->sum * 31 + r.fb[i];
    }
    return n;
}

/* Are the records of source s in time order as the feed times them (a record without a
 * time of its own takes the one before it)?  Sync markers are skipped; a read error ends. */
static int in_time_order(trc_source *s)
{
    uint64_t last = 0;
    int any = 0;
    trc_record r;
    while (s->next(s, &r) > 0) {
        if (r.flags & TRC_EF_SYNC) continue;
        if (r.flags & TRC_EF_NOTS) r.ticks = last;
        if (any && earlier(&s->info, r.ticks, last)) return 0;
        last = r.ticks;
        any = 1;
    }
    return 1;
}

/* How trc_order_open reads the file at path, its pre-pass in `jobs` spans of 64 bytes or
 * more (TRCFMT_ORDER_SPAN; "0": the serial scans alone): TRC_ORDER_*, or -1 when it cannot
 * be opened. */
static int order_mode_of(const char *path, unsigned jobs, const char *span)
{
    char err[512];
    trc_source *s = trc_trclog_open(path, err, sizeof err), *o = NULL;
    int mode = -1;
    setenv("TRCFMT_ORDER_SPAN", span, 1);
    if (s && trc_order_open(s, 4, jobs, &o) == 0) mode = o ? trc_order_mode(o) : TRC_ORDER_NONE;
    unsetenv("TRCFMT_ORDER_SPAN");
    if (o) o->close(o);
    if (s) s->close(s);
    return mode;
}

/* The file at path in time order (report/order.h, a window of 4 records): the records of
 * the serial read, each once; merged per thread, in time order; read as it lies only when
 * in time order; the pre-pass in spans (jobs threads) decides as the serial scans do.  A
 * difference aborts. */
static void order_check(const char *path, unsigned jobs)
{
    char err[512];
    int serial = order_mode_of(path, 1, "0"), spans = order_mode_of(path, jobs, "64");
    if (serial != spans) abort();
    trc_source *s = trc_trclog_open(path, err, sizeof err);
    trc_source *whole = s ? trc_trclog_open(path, err, sizeof err) : NULL;
    trc_source *o = NULL;
    setenv("TRCFMT_ORDER_SPAN", "64", 1);
    int k = whole ? trc_order_open(s, 4, jobs, &o) : -1;
    unsetenv("TRCFMT_ORDER_SPAN");
    if (k == 0 && !o && !in_time_order(whole)) abort();
    if (k == 0 && o) {
        ord_key *a, *b;
        int sa, sb;
        size_t na = ord_collect(whole, &a, &sa), nb = ord_collect(o, &b, &sb);
        if (na != SIZE_MAX && nb != SIZE_MAX) {
            qsort(a, na, sizeof *a, ord_cmp);
            qsort(b, nb, sizeof *b, ord_cmp);
            if (na != nb || (na && memcmp(a, b, na * sizeof *a) != 0)) abort();
            if (trc_order_mode(o) == TRC_ORDER_MERGE && !sb) abort();
        }
        free(a);
        free(b);
        o->close(o);
    }
    if (whole) whole->close(whole);
    if (s) s->close(s);
}

/* Report the file, then walk it item by item and segment by segment. */
/* The file at path ctx, opened as trcrpt opens a trclog. */
static trc_source *open_trclog(void *ctx)
{
    trc_input_opts io;
    trc_input_opts_init(&io);
    io.format = TRC_IN_TRCLOG;
    char err[512];
    trc_input_format used;
    return trc_input_open(ctx, &io, &used, err, sizeof err);
}

TRC_FUZZ_TARGET(trclog)
{
    const char *path = trc_fuzz_memfile(0, data, size);
    if (!path) return 0;
    char err[512];
    trc_source *s = open_trclog((void *)path);
    if (!s) return 0;
    trc_fuzz_report(s, trc_fuzz_set(NULL), 1);
    /* the report against its -r copy's (written in the report's order, read in file order) */
    trc_fuzz_check_copy(open_trclog, (void *)path, trc_fuzz_set(NULL));

    s = trc_trclog_open(path, err, sizeof err);
    if (!s) return 0;
    trc_item it;
    while (trc_source_item(s, &it) == 1 && it.kind != TRC_ITEM_END) {}
    s->close(s);

    s = trc_trclog_open(path, err, sizeof err);
    if (!s) return 0;
    uint64_t from = 0, at;
    for (int k = 0; k < 8 && trc_trclog_find_sync(s, from, &at) == 1; k++) {
        uint64_t next;
        int more = trc_trclog_find_sync(s, at + 8, &next) == 1;
        if (trc_trclog_set_range(s, at, more ? next : UINT64_MAX) != 0) break;
        trc_record rec;
        while (s->next(s, &rec) == 1) {}
        if (!more) break;
        from = next;
    }
    s->close(s);

    /* the cuts: chunks of 64 to 4,096 bytes, as the last byte says */
    if (size > 0) cut_check(path, data, size, 64 + (uint64_t)(data[size - 1] & 63) * 64);
    /* the speculative chunks: of 8 to 2,048 bytes, as the byte before says */
    if (size > 1) spec_check(path, 8 + (uint64_t)(data[size - 2] & 255) * 8);
    /* the pre-pass in 1 to 4 spans, as the first byte says */
    if (size > 0) order_check(path, 1 + (data[0] & 3));
    return 0;
}
