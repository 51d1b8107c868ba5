/* rptopt.c -- owns the report options (docs/ref/report.md §1.3): their defaults and the `-O`
 * items (on/off columns, pagesize, starttime/endtime, timestamp, order). */
#include "report/report.h"
#include <stdlib.h>
#include <string.h>

void trc_report_opts_init(trc_report_opts *o)
{
    memset(o, 0, sizeof *o);
    o->header = 1;
    o->ids = 1;
    o->embedded = 1;
    o->progress = -1;
    o->out = stdout;
    o->err = stderr;
    o->prog = "";
    o->statsgroups = 100000;
}

/* on/off value of `name[=value]`: 1, 0, or -1 when invalid. */
static int onoff(const char *v)
{
    if (!v || strcmp(v, "on") == 0) return 1;
    if (strcmp(v, "off") == 0) return 0;
    return -1;
}

int trc_report_seconds(const char *v, int64_t *ns)
{
    uint64_t ip = 0, frac = 0;
    unsigned nd = 0;
    const char *p = v;
    if (!*p || *p == '.') return -1;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (ip > 9000000000u) return -1;
        ip = ip * 10 + (uint64_t)(*p - '0');
    }
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++)
            if (nd < 9) { frac = frac * 10 + (uint64_t)(*p - '0'); nd++; }
    }
    if (*p) return -1;
    while (nd < 9) { frac *= 10; nd++; }
    *ns = (int64_t)(ip * 1000000000u + frac);
    return 0;
}

int trc_report_opt(trc_report_opts *o, const char *item)
{
    const char *eq = strchr(item, '=');
    size_t nlen = eq ? (size_t)(eq - item) : strlen(item);
    const char *val = eq ? eq + 1 : NULL;
    struct { const char *name; int *flag; } bools[] = {
        { "ids", &o->ids }, { "exec", &o->exec }, { "pid", &o->pid }, { "tid", &o->tid },
        { "cpuid", &o->cpuid }, { "svc", &o->svc }, { "2line", &o->twoline },
        { "embedded", &o->embedded },
    };
    for (unsigned i = 0; i < sizeof bools / sizeof bools[0]; i++) {
        if (strlen(bools[i].name) != nlen || memcmp(bools[i].name, item, nlen) != 0) continue;
        int v = onoff(val);
        if (v < 0) return -1;
        *bools[i].flag = v;
        return 0;
    }
    if (nlen == 8 && memcmp(item, "pagesize", 8) == 0) {
        char *end;
        long v = val ? strtol(val, &end, 10) : -1;
        if (!val || !*val || *end || v < 0 || v > 500) return -1;
        o->pagesize = (int)v;
        return 0;
    }
    if ((nlen == 9 && memcmp(item, "starttime", 9) == 0) || (nlen == 7 && memcmp(item, "endtime", 7) == 0)) {
        int64_t ns;
        if (!val || trc_report_seconds(val, &ns)) return -1;
        if (item[0] == 's') { o->has_start = 1; o->start_ns = ns; }
        else { o->has_end = 1; o->end_ns = ns; }
        return 0;
    }
    if (nlen == 11 && memcmp(item, "statsgroups", 11) == 0) {   /* --stats (docs/report.md) */
        char *end;
        long long v = val ? strtoll(val, &end, 10) : -1;
        if (!val || !*val || *end || v < 1 || v > 100000000) return -1;
        o->statsgroups = (uint32_t)v;
        return 0;
    }
    if (nlen == 5 && memcmp(item, "order", 5) == 0) {   /* docs/report.md, "Time order" */
        if (!val || (strcmp(val, "file") != 0 && strcmp(val, "time") != 0)) return -1;
        o->order_file = val[0] == 'f';
        return 0;
    }
    if (nlen == 9 && memcmp(item, "timestamp", 9) == 0) {
        if (!val || strlen(val) != 1 || val[0] < '0' || val[0] > '3') return -1;
        o->timestamp = val[0] - '0';
        return 0;
    }
    return -1;
}

