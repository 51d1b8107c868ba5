/* rptaux.c -- owns the text report's extras (docs/ref/report.md §1.2 colours, §3.1 `-v` lines,
 * §6 progress line).  No global state. */
#include "report/rptaux.h"
#include "common/civil.h"
#include "common/sat.h"
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#define SGR_RED "\033[31m"
#define SGR_OFF "\033[0m"

/* Marker prefixes of docs/ref/language.md §14.3 and the raw dump of an unknown hook (§13). */
static const char *const marker_prefix[] = {
    "[short entry: need ", "[loop overrun: count ", "[loop count ", "[nesting too deep: ",
    "[bad pointer: ", "[no template ", "[regex error: ",
};

int trc_paint_markers(trc_buf *out, const char *s, size_t n)
{
    out->len = 0;
    size_t i = 0, from = 0;
    while (i < n) {
        if (s[i] != '[') { i++; continue; }
        size_t end = 0;
        if (n - i >= 14 && memcmp(s + i, "[unknown hook]", 14) == 0) end = i + 14;
        for (unsigned k = 0; !end && k < sizeof marker_prefix / sizeof marker_prefix[0]; k++) {
            size_t pl = strlen(marker_prefix[k]);
            if (n - i < pl || memcmp(s + i, marker_prefix[k], pl) != 0) continue;
            const char *close = memchr(s + i + pl, ']', n - i - pl);
            if (close) end = (size_t)(close - s) + 1;
        }
        if (!end) { i++; continue; }
        trc_buf_add(out, s + from, i - from);
        trc_buf_adds(out, SGR_RED);
        trc_buf_add(out, s + i, end - i);
        trc_buf_adds(out, SGR_OFF);
        i = from = end;
    }
    trc_buf_add(out, s + from, n - from);
    return out->failed ? -1 : 0;
}

void trc_header_verbose(trc_buf *b, const trc_loginfo *info, const char *path)
{
    const char *fmt = info->source;
    if (!fmt) {
        if (info->source_desc && strstr(info->source_desc, "32-bit")) fmt = "aix32";
        else if (info->source_desc && strstr(info->source_desc, "64-bit")) fmt = "aix64";
        else fmt = "trclog";
    }
    trc_buf_printf(b, "Source: %s, %s-endian, env %d, %u cpus, timebase %llu/%llu, file %s\n", fmt,
                   info->bo == TRC_BO_BIG ? "big" : "little", info->env, (unsigned)info->ncpus,
                   (unsigned long long)info->tb_num, (unsigned long long)info->tb_den,
                   strcmp(path, "-") == 0 ? "<stdin>" : path);
    /* the start time to the nanosecond in the form -s and -e take (docs/messages.md) */
    if (info->start_wall != INT64_MIN) {   /* unknown: the header says so already */
        int64_t days = trc_floordiv(info->start_wall, 86400000000000LL);
        int64_t ns = trc_floormod(info->start_wall, 86400000000000LL), y;
        unsigned m, d;
        trc_civil_from_days(days, &y, &m, &d);
        trc_buf_printf(b, "Start: %04lld-%02u-%02uT%02u:%02u:%02u.%09uZ\n", (long long)y, m, d,
                       (unsigned)(ns / 3600000000000LL), (unsigned)(ns / 60000000000LL % 60),
                       (unsigned)(ns / 1000000000 % 60), (unsigned)(ns % 1000000000));
    }
    for (uint32_t i = 0; info->attrs && i < info->nattrs; i++)
        trc_buf_printf(b, "Attribute: %s=%s\n", info->attrs[2 * i], info->attrs[2 * i + 1]);
}

void trc_progress_init(trc_progress *p, FILE *err, FILE *out, int mode, const char *prog)
{
    memset(p, 0, sizeof *p);
    p->err = err;
    p->prog = prog ? prog : "";
    if (mode >= 0) { p->on = mode; return; }
    int efd = fileno(err), ofd = fileno(out);
    if (efd < 0 || !isatty(efd)) return;
    if (ofd >= 0 && isatty(ofd)) {
        char a[256], c[256];
        /* the report goes to a terminal: the same one as stderr? then no progress */
        if (ttyname_r(efd, a, sizeof a) != 0 || ttyname_r(ofd, c, sizeof c) != 0 || strcmp(a, c) == 0)
            return;
    }
    p->on = 1;
}

size_t trc_progress_text(char *buf, size_t n, const char *prog, uint64_t done, uint64_t total,
                         uint64_t rate_done, int64_t rate_ms, int with_rate)
{
    if (n == 0) return 0;
    if (done > total) done = total;
    unsigned pct = total ? (unsigned)((__int128)done * 100 / total) : 0;
    int k = snprintf(buf, n, "%s%u%% (%llu/%llu MiB", prog, pct, (unsigned long long)(done >> 20),
                     (unsigned long long)(total >> 20));
    if (with_rate && rate_ms >= 500 && rate_done > 0 && k > 0 && (size_t)k < n) {
        /* rate in tenths of MiB/s, ETA in whole seconds rounded up */
        uint64_t tenths = (uint64_t)((__int128)rate_done * 10000 / ((uint64_t)rate_ms << 20));
        uint64_t left = total - done;
        uint64_t eta = (uint64_t)(((__int128)left * (uint64_t)rate_ms + (__int128)rate_done * 1000 - 1) /
                                  ((__int128)rate_done * 1000));
        char rate[32], when[32];
        if (tenths >= 100) snprintf(rate, sizeof rate, "%llu", (unsigned long long)(tenths / 10));
        else snprintf(rate, sizeof rate, "%llu.%llu", (unsigned long long)(tenths / 10),
                      (unsigned long long)(tenths % 10));
        if (eta >= 3600)
            snprintf(when, sizeof when, "%llu:%02u:%02u", (unsigned long long)(eta / 3600),
                     (unsigned)(eta / 60 % 60), (unsigned)(eta % 60));
        else snprintf(when, sizeof when, "%u:%02u", (unsigned)(eta / 60), (unsigned)(eta % 60));
        k += snprintf(buf + k, n - (size_t)k, ", %s MiB/s, ETA %s", rate, when);
    }
    if (k > 0 && (size_t)k < n) k += snprintf(buf + k, n - (size_t)k, ")");
    if (k < 0) { buf[0] = 0; return 0; }
    return (size_t)k < n ? (size_t)k : n - 1;
}

/* Columns of the terminal behind stream f, 0 when unknown. */
static unsigned term_cols(FILE *f)
{
    struct winsize ws;
    int fd = fileno(f);
    if (fd < 0 || ioctl(fd, TIOCGWINSZ, &ws) != 0) return 0;
    return ws.ws_col;
}

void trc_progress_update(trc_progress *p, uint64_t done, uint64_t total)
{
    if (!p->on || total == 0) return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    int64_t ms = (int64_t)(now.tv_sec - p->last.tv_sec) * 1000 + (now.tv_nsec - p->last.tv_nsec) / 1000000;
    if (p->shown && ms < 200) return;
    p->last = now;
    if (!p->have_t0) { p->t0 = now; p->done0 = done; p->have_t0 = 1; }
    int64_t since = (int64_t)(now.tv_sec - p->t0.tv_sec) * 1000 + (now.tv_nsec - p->t0.tv_nsec) / 1000000;
    char line[128];
    uint64_t rd = done > p->done0 ? done - p->done0 : 0;
    size_t len = trc_progress_text(line, sizeof line, p->prog, done, total, rd, since, 1);
    unsigned cols = term_cols(p->err);
    if (cols && len >= cols) len = trc_progress_text(line, sizeof line, p->prog, done, total, 0, 0, 0);
    if (cols && len >= cols) return;   /* not even the short form fits: draw nothing */
    /* blanks over the rest of a longer line drawn before (the ETA and rate shrink) */
    int pad = p->width > len ? (int)(p->width - len) : 0;
    fprintf(p->err, "\r%s%*s", line, pad, "");
    fflush(p->err);
    if (len > p->width) p->width = len;
    p->shown = 1;
}

void trc_progress_erase(trc_progress *p)
{
    if (!p->shown) return;
    fputc('\r', p->err);
    for (size_t i = 0; i < p->width; i++) fputc(' ', p->err);
    fputc('\r', p->err);
    fflush(p->err);
    p->shown = 0;
    p->width = 0;
}

int trc_color_wanted(int when, FILE *stream)
{
    if (when >= 0) return when;
    const char *nc = getenv("NO_COLOR");
    if (nc && *nc) return 0;
    int fd = fileno(stream);
    return fd >= 0 && isatty(fd);
}

FILE *trc_progress_diag_stream(trc_progress *p)
{
    if (!p->on) return p->err;
    if (!p->diag) p->diag = open_memstream(&p->dbuf, &p->dlen);
    return p->diag ? p->diag : p->err;
}

void trc_progress_diag_flush(trc_progress *p)
{
    if (!p->diag || fflush(p->diag) != 0 || p->dlen == 0) return;
    trc_progress_erase(p);
    fwrite(p->dbuf, 1, p->dlen, p->err);
    fseek(p->diag, 0, SEEK_SET);
    p->dlen = 0;
}

void trc_progress_end(trc_progress *p)
{
    trc_progress_diag_flush(p);
    trc_progress_erase(p);
    if (p->diag) fclose(p->diag);
    free(p->dbuf);
    p->diag = NULL;
    p->dbuf = NULL;
}
