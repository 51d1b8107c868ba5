/* input.c -- owns the choice of reader for a report input (see input.h). */
#include "formats/input.h"
#include "formats/foreign.h"
#include "formats/ltt.h"
#include "formats/trclog.h"
#include "formats/trcshm.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { HEAD = 20 };   /* bytes read for detection: trclog magic, QNX header text */

void trc_input_opts_init(trc_input_opts *o)
{
    memset(o, 0, sizeof *o);
    o->format = TRC_IN_AUTO;
    o->bo = TRC_BO_BIG;
    o->tb_num = o->tb_den = 1;
}

int trc_input_format_parse(const char *name, trc_input_format *f)
{
    static const struct { const char *name; trc_input_format f; } names[] = {
        { "auto", TRC_IN_AUTO }, { "trclog", TRC_IN_TRCLOG }, { "aix32", TRC_IN_AIX32 },
        { "aix64", TRC_IN_AIX64 }, { "shark", TRC_IN_SHARK }, { "qnx", TRC_IN_QNX },
        { "ltt", TRC_IN_LTT }, { "trcshm", TRC_IN_TRCSHM },
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i].name, name) == 0) { *f = names[i].f; return 0; }
    return -1;
}

/* Read up to HEAD bytes from fd (short reads retried). */
static size_t read_head(int fd, unsigned char *head)
{
    size_t n = 0;
    while (n < HEAD) {
        ssize_t k = read(fd, head + n, HEAD - n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) break;
        n += (size_t)k;
    }
    return n;
}

static int is_trclog(const unsigned char *head, size_t n)
{
    return n >= 8 && memcmp(head, TRC_TRCLOG_MAGIC, 8) == 0;
}

int trc_input_detect(const char *path, trc_input_format *f, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    if (S_ISDIR(st.st_mode)) {
        if (trc_ltt_detect(path)) { *f = TRC_IN_LTT; return 0; }
        snprintf(err, errlen, "%s: is a directory but not an LTT trace (no info/system.xml)", path);
        return -1;
    }
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    unsigned char head[HEAD];
    size_t n = read_head(fd, head);
    close(fd);
    if (is_trclog(head, n)) *f = TRC_IN_TRCLOG;
    else if (trc_foreign_detect(head, n) == TRC_FOREIGN_QNX) *f = TRC_IN_QNX;
    else if (n == 0) {   /* -F would not help: there is nothing to read */
        snprintf(err, errlen, "%s: empty file, no trace data", path);
        return -1;
    } else {
        snprintf(err, errlen, "%s: cannot detect input format, use -F aix32, aix64, shark, trclog, "
                 "qnx, ltt or trcshm", path);
        return -1;
    }
    return 0;
}

trc_source *trc_input_open(const char *path, const trc_input_opts *o, trc_input_format *used,
                           char *err, size_t errlen)
{
    trc_input_format f = o->format;
    if (f == TRC_IN_AUTO && strcmp(path, "-") == 0) {
        /* stdin: only a trclog can be recognised without consuming the input */
        unsigned char head[HEAD];
        errno = 0;
        size_t n = read_head(0, head);
        if (n == 0 && errno == EBADF) {
            snprintf(err, errlen, "<stdin>: standard input is closed");
            return NULL;
        }
        if (n == 0 && errno != 0) {
            snprintf(err, errlen, "<stdin>: cannot read: %s", strerror(errno));
            return NULL;
        }
        if (n == 0) {
            snprintf(err, errlen, "<stdin>: standard input is empty, no trace data");
            return NULL;
        }
        if (!is_trclog(head, n)) {
            snprintf(err, errlen, "<stdin>: not a trclog (the only format detected on standard input), use -F");
            return NULL;
        }
        *used = TRC_IN_TRCLOG;
        return trc_trclog_open_fd(0, 0, "-", head, n, err, errlen);
    }
    if (f == TRC_IN_AUTO && trc_input_detect(path, &f, err, errlen)) return NULL;
    *used = f;
    struct stat st;
    if (f != TRC_IN_LTT && strcmp(path, "-") != 0 && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%s: is a directory (only LTT traces are directories: -F ltt)", path);
        return NULL;
    }
    switch (f) {
    case TRC_IN_AIX32: case TRC_IN_AIX64: {
        trc_aix_opts a = { f == TRC_IN_AIX32 ? 32 : 64, o->bo, o->tb_num, o->tb_den };
        return trc_aix_open(path, &a, err, errlen);
    }
    case TRC_IN_SHARK: {
        trc_shark_opts so = { o->shark_clk, o->no_sort, NULL, NULL };
        return trc_shark_open(path, &so, err, errlen);
    }
    case TRC_IN_QNX: {
        trc_qnx_opts qo = { NULL, NULL };
        return trc_qnx_open(path, &qo, err, errlen);
    }
    case TRC_IN_LTT: {
        trc_ltt_opts lo = { (trc_ltt_unit)o->ltt_unit, NULL, NULL };
        return trc_ltt_open(path, &lo, err, errlen);
    }
    case TRC_IN_TRCSHM:
        return trc_trcshm_open(path, err, errlen);
    default: {
        trc_source *s = trc_trclog_open(path, err, errlen);
        if (s && o->format == TRC_IN_AUTO && s->info.source && strcmp(s->info.source, "trcshm") == 0) {
            /* docs/ref/report.md §1.2: a trclog header whose source TLV is `trcshm` is a libtrc
             * buffer file (docs/ref/runtime.md §8): read its chunks, not its (empty) record area */
            s->close(s);
            *used = TRC_IN_TRCSHM;
            return trc_trcshm_open(path, err, errlen);
        }
        return s;
    }
    }
}
