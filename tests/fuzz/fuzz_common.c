/* fuzz_common.c -- the shared harness of the fuzz targets (tests/fuzz/fuzz.h): sink,
 * in-memory files, temp directory, template sets loaded once, the report run. */
#include "tests/fuzz/fuzz.h"
#include "common/paths.h"
#include "interp/lineform.h"
#include "interp/tset.h"
#include "interp/vm.h"
#include "formats/input.h"
#include "report/report.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

const char *trc_fuzz_srcdir(void)
{
    const char *d = getenv("TRC_FUZZ_SRCDIR");
    return d && *d ? d : TRC_SRCDIR;
}

FILE *trc_fuzz_sink(void)
{
    static FILE *sink;
    if (!sink) sink = fopen("/dev/null", "w");
    if (!sink) abort();
    return sink;
}

const char *trc_fuzz_memfile(unsigned slot, const uint8_t *data, size_t n)
{
    static int fds[4] = { -1, -1, -1, -1 };
    static char paths[4][40];
    if (slot >= 4) return NULL;
    if (fds[slot] < 0) {
        fds[slot] = memfd_create("trc-fuzz", 0);
        if (fds[slot] < 0) return NULL;
        snprintf(paths[slot], sizeof paths[slot], "/proc/self/fd/%d", fds[slot]);
    }
    if (ftruncate(fds[slot], 0) != 0) return NULL;
    size_t done = 0;
    while (done < n) {
        ssize_t w = pwrite(fds[slot], data + done, n - done, (off_t)done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return NULL;
        done += (size_t)w;
    }
    return paths[slot];
}

static char tmpdir[256];

/* atexit: remove the temp directory. */
static void rm_tmpdir(void)
{
    if (!tmpdir[0]) return;
    trc_fuzz_clear(tmpdir);
    rmdir(tmpdir);
}

const char *trc_fuzz_tmpdir(void)
{
    if (tmpdir[0]) return tmpdir;
    const char *base = getenv("TMPDIR");
    snprintf(tmpdir, sizeof tmpdir, "%s/trcfuzz.XXXXXX", base && *base && strlen(base) < 200 ? base : "/tmp");
    if (!mkdtemp(tmpdir)) { tmpdir[0] = 0; return NULL; }
    atexit(rm_tmpdir);
    return tmpdir;
}

int trc_fuzz_put(const char *dir, const char *rel, const void *p, size_t n)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    char *slash = strrchr(path, '/');
    if (slash && slash > path + strlen(dir)) {
        *slash = 0;
        mkdir(path, 0700);
        *slash = '/';
    }
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) return -1;
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(fd, (const char *)p + done, n - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) { close(fd); return -1; }
        done += (size_t)w;
    }
    return close(fd);
}

void trc_fuzz_clear(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
            trc_fuzz_clear(path);
            rmdir(path);
        } else {
            unlink(path);
        }
    }
    closedir(d);
}

/* One cached set per shipped file name. */
trc_progset *trc_fuzz_build_set(const char *shipped, const char *shipped2, const char *fixture,
                                const char *name, const char *text)
{
    trc_tset t;
    trc_tset_init(&t, stderr, 0, "fuzz: ");
    char path[1024];
    int st = trc_tset_add_builtin(&t);
    snprintf(path, sizeof path, "%s/templates/system.tmpl", trc_fuzz_srcdir());
    if (!st) st = trc_tset_add_source(&t, path);
    snprintf(path, sizeof path, "%s/%s", trc_fuzz_srcdir(), fixture ? fixture : "");
    if (!st && fixture) st = trc_tset_add_source(&t, path);
    if (!st && text) {
        size_t n = strlen(text);
        char *copy = malloc(n + 1);
        if (!copy) abort();
        memcpy(copy, text, n + 1);
        st = trc_tset_add_text(&t, name, copy, n);
    }
    for (int k = 0; k < 2; k++) {
        const char *f = k ? shipped2 : shipped;
        snprintf(path, sizeof path, "%s/templates/%s", trc_fuzz_srcdir(), f ? f : "");
        if (!st && f) st = trc_tset_add_source(&t, path);
    }
    if (!st) st = trc_tset_check(&t, 0, 0);
    trc_progset *set = st ? NULL : trc_tset_compile(&t);
    trc_tset_free(&t);
    if (!set) { fprintf(stderr, "fuzz: cannot load the template set\n"); abort(); }
    return set;
}

static struct { const char *shipped; trc_progset *set; } sets[4];

const trc_progset *trc_fuzz_set(const char *shipped)
{
    unsigned i;
    for (i = 0; i < 4 && sets[i].set; i++)
        if ((!shipped && !sets[i].shipped) || (shipped && sets[i].shipped && !strcmp(shipped, sets[i].shipped)))
            return sets[i].set;
    if (i == 4) abort();
    sets[i].set = trc_fuzz_build_set(shipped, NULL, NULL, NULL, NULL);
    sets[i].shipped = shipped;
    return sets[i].set;
}

/* How report_to runs a report. */
enum { RT_SUMMARY = 1, RT_HEADER = 2, RT_RAW = 4, RT_ORDER_FILE = 8 };

/* One report of src with set into out: the summary, the header, -r, -O order=file as the
 * RT_ flags say; closes src.  Returns trc_report_run's status. */
static int report_to(trc_source *src, const trc_progset *set, FILE *out, unsigned how)
{
    trc_report_opts o;
    trc_report_opts_init(&o);
    o.out = out;
    o.err = trc_fuzz_sink();
    o.progress = 0;
    o.quiet = !(how & RT_SUMMARY);
    o.header = (how & RT_HEADER) != 0;
    o.raw = (how & RT_RAW) != 0;
    o.order_file = (how & RT_ORDER_FILE) != 0;
    o.color = o.color_err = 0;
    trc_source *srcs[1] = { src };
    int st = trc_report_run(&o, set, srcs, 1);
    src->close(src);
    return st;
}

int trc_fuzz_report(trc_source *src, const trc_progset *set, int summary)
{
    return report_to(src, set, trc_fuzz_sink(), RT_HEADER | (summary ? RT_SUMMARY : 0));
}

void trc_fuzz_check_copy(trc_source *(*open)(void *ctx), void *ctx, const trc_progset *set)
{
    static int fd = -1;
    static char path[40];
    if (fd < 0) {
        if ((fd = memfd_create("trc-fuzz-copy", 0)) < 0) abort();
        snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    }
    char *a = NULL, *b = NULL;
    size_t na = 0, nb = 0;
    trc_source *s = open(ctx);
    if (!s) return;
    FILE *fa = open_memstream(&a, &na);
    if (!fa) abort();
    report_to(s, set, fa, 0);
    fclose(fa);
    if (!(s = open(ctx))) abort();   /* it opened once */
    FILE *fc = ftruncate(fd, 0) == 0 && lseek(fd, 0, SEEK_SET) == 0 ? fdopen(dup(fd), "w") : NULL;
    if (!fc) abort();
    report_to(s, set, fc, RT_RAW);
    fclose(fc);
    trc_input_opts io;
    trc_input_opts_init(&io);
    trc_input_format used;
    char err[256];
    trc_source *c = trc_input_open(path, &io, &used, err, sizeof err);
    FILE *fb = open_memstream(&b, &nb);
    if (!fb) abort();
    if (c) report_to(c, set, fb, RT_ORDER_FILE);   /* the report's order is the copy's file order */
    else fprintf(fb, "(the copy does not open: %s)\n", err);
    fclose(fb);
    if (na != nb || memcmp(a, b, na) != 0) {
        fprintf(stderr, "fuzz: the report of the -r copy differs\n=== the input\n%.*s=== the copy\n%.*s",
                (int)na, a, (int)nb, b);
        abort();
    }
    free(a);
    free(b);
}

int trc_fuzz_replaying;

uint64_t trc_fuzz_u(trc_fuzz_rd *r, unsigned k)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < k && i < 8; i++) {
        uint64_t b = 0;
        if (r->n) { b = *r->p++; r->n--; }
        v |= b << (8 * i);
    }
    return v;
}

/* The same event from the fused and the interpreting VM (or abort). */
static void same_event(const trc_event *a, const trc_event *b)
{
    const trc_text *x = a->text, *y = b->text;
    if (a->print != b->print || a->stop != b->stop || a->level != b->level) abort();
    if (x->buf.len != y->buf.len || (x->buf.len && memcmp(x->buf.data, y->buf.data, x->buf.len) != 0)) abort();
    if (x->nlines != y->nlines) abort();
    for (uint32_t i = 0; i < x->nlines; i++)
        if (x->lines[i].off != y->lines[i].off || x->lines[i].len != y->lines[i].len ||
            x->lines[i].level != y->lines[i].level) abort();
    if (a->nfields != b->nfields) abort();
    for (uint32_t i = 0; i < a->nfields; i++) {
        const trc_field *f = &a->fields[i], *g = &b->fields[i];
        if (f->off != g->off || f->len != g->len || f->base != g->base ||
            f->name_len != g->name_len || (f->name_len && memcmp(f->name, g->name, f->name_len) != 0)) abort();
    }
}

/* The line form of rec's template (the text report's one-line path, trc_fuse_line_text),
 * when it has one and takes the record, against the interpreter's event ei (or abort). */
static void same_line(const trc_progset *set, const trc_record *rec, const trc_event *ei, void *md)
{
    const trc_prog *p = trc_progset_find(set, rec->hook);
    if (!p || !p->fused || !p->fused->lops || p->level == 0 || p->fused->nlines > 1)
        return;   /* as the report's fz_fill */
    size_t room = trc_fuse_room(p->fused, rec->len);
    if (!room || room >= TRC_EVENT_MAX_TEXT) return;
    char *buf = malloc(room);
    if (!buf) return;
    char *e = trc_fuse_line_text(p, rec, buf, md);
    if (e) {
        size_t n = (size_t)(e - buf);
        const trc_text *t = ei->text;
        if (n == 0 ? ei->print : !ei->print || t->nlines != 1 || ei->level != p->level ||
                                  t->lines[0].len != n || memcmp(t->buf.data + t->lines[0].off, buf, n) != 0)
            abort();
    }
    free(buf);
}

void trc_fuzz_records(const trc_progset *set, const uint8_t *data, size_t n)
{
    trc_fuzz_rd r = { data, n };
    unsigned mode = (unsigned)trc_fuzz_u(&r, 1);
    trc_vm_opts vo;
    memset(&vo, 0, sizeof vo);
    vo.logfile = "fuzz.trc";
    vo.trace_env = mode & 2 ? 64 : 32;
    vo.diag = trc_fuzz_sink();
    trc_vm *vm = trc_vm_new(set, &vo);
    vo.no_fuse = 1;
    trc_vm *vi = trc_vm_new(set, &vo);   /* the interpreter, to compare with */
    if (!vm || !vi) { trc_vm_free(vm); trc_vm_free(vi); return; }
    for (uint64_t i = 0; r.n; i++) {
        uint32_t hw = (uint32_t)trc_fuzz_u(&r, 4);
        size_t len = (size_t)trc_fuzz_u(&r, 1);
        unsigned cpu = (unsigned)trc_fuzz_u(&r, 1);
        unsigned who = (unsigned)trc_fuzz_u(&r, 1);
        if (len > r.n) len = r.n;
        uint8_t *own = malloc(len ? len : 1);   /* exact size: reads past it are ASan errors */
        if (!own) break;
        if (len) memcpy(own, r.p, len);
        r.p += len;
        r.n -= len;
        trc_record rec;
        memset(&rec, 0, sizeof rec);
        rec.ticks = i * 1000;
        rec.pid = (who & 15) == 15 ? TRC_PID_UNKNOWN : (who & 15);
        rec.tid = (who & 15) == 15 ? TRC_TID_UNKNOWN : 100 + (who & 15);
        rec.cpu = cpu == 0xFF ? TRC_CPU_UNKNOWN : (uint16_t)cpu;
        rec.flags = (uint16_t)((who & 16 ? TRC_EF_NOTS : 0) | (who & 32 ? TRC_EF_E64 : 0));
        rec.ns = (uint8_t)((hw >> 28) & 3);
        rec.hook = hw & 0xFFFFFu;
        rec.bo = mode & 1 ? TRC_BO_LITTLE : TRC_BO_BIG;
        rec.fb = own;
        rec.len = (uint32_t)len;
        rec.offset = rec.fb_offset = i * 64;
        trc_event ev, ei;
        int st = trc_vm_run(vm, &rec, (int64_t)(i * 1000), &ev);
        int si = trc_vm_run(vi, &rec, (int64_t)(i * 1000), &ei);
        if (st == 0 && si == 0) same_event(&ev, &ei);
        if (si == 0) same_line(set, &rec, &ei, trc_vm_match_data(vm));
        if (st == 0 && ev.print) trc_vm_count_lines(vm, 1);
        if (si == 0 && ei.print) trc_vm_count_lines(vi, 1);
        free(own);
        if (st != 0 || si != 0 || ev.stop) break;
    }
    trc_vm_free(vm);
    trc_vm_free(vi);
}
