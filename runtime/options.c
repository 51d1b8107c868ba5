/* options.c -- libtrc options string (docs/ref/runtime.md §2.2).
 * Owns: parsing "key=value,..." into trc_opts with the documented defaults and ranges. */
#include "runtime/trc_int.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Parse a decimal number with an optional K/M/G suffix (if allow_g: G too); -1 bad. */
static int parse_size(const char *v, int suffixes, uint64_t *out)
{
    char *end;
    if (!*v || *v < '0' || *v > '9') return -1;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    if (errno) return -1;
    uint64_t mul = 1;
    if (suffixes && *end) {
        switch (*end) {
        case 'K': case 'k': mul = 1024; break;
        case 'M': case 'm': mul = 1024 * 1024; break;
        case 'G': case 'g': if (suffixes < 2) return -1; mul = 1024ull * 1024 * 1024; break;
        default: return -1;
        }
        end++;
    }
    if (*end) return -1;
    if (n > UINT64_MAX / mul) return -1;
    *out = (uint64_t)n * mul;
    return 0;
}

static int onoff(const char *v, int *out)
{
    if (!strcmp(v, "on")) *out = 1;
    else if (!strcmp(v, "off")) *out = 0;
    else return -1;
    return 0;
}

void trc_rt_opts_free(trc_opts *o)
{
    free(o->file);
    free(o->udp_host);
    free(o->shm);
    free(o->templates);
    o->file = o->udp_host = o->shm = o->templates = NULL;
}

int trc_rt_opts_parse(trc_opts *o, const char *s, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->udp_port = TRC_DEFAULT_PORT;
    o->mode = TRCI_CHAIN;
    o->bufsize = 8u << 20;
    o->chunks = 8;
    o->env = sizeof(long) == 8 ? 64 : 32;
    o->sync = 1u << 20;
    o->flush_ms = 1000;
    o->stall_ms = 2000;
    o->cpu = 1;
    o->enable = 1;
    o->crashflush = 0;
    o->udpsize = 1400;
    o->clock = TRCI_CLK_AUTO;
    char *copy = strdup(s ? s : "");
    if (!copy) { errno = ENOMEM; return -1; }
    int bad = 0;
    for (char *save = NULL, *kv = strtok_r(copy, ",", &save); kv && !bad;
         kv = strtok_r(NULL, ",", &save)) {
        char *v = strchr(kv, '=');
        if (!v) { bad = 1; snprintf(err, errlen, "option '%s' has no value", kv); break; }
        *v++ = 0;
        uint64_t n = 0;
        if (!strcmp(kv, "file")) {
            free(o->file); o->file = *v ? strdup(v) : NULL; bad = !o->file;
        } else if (!strcmp(kv, "templates")) {
            free(o->templates); o->templates = *v ? strdup(v) : NULL; bad = *v && !o->templates;
        } else if (!strcmp(kv, "udp")) {
            free(o->udp_host); o->udp_host = NULL;
            char *colon = strrchr(v, ':');
            if (colon && !strchr(colon, ']') && strchr(v, ':') == colon) {
                if (parse_size(colon + 1, 0, &n) || n == 0 || n > 65535) bad = 1;
                else { o->udp_port = (unsigned)n; *colon = 0; }
            }
            if (!bad && *v) o->udp_host = strdup(v); else bad = 1;
        } else if (!strcmp(kv, "shm")) {
            free(o->shm); o->shm = *v ? strdup(v) : NULL; bad = !o->shm;
        } else if (!strcmp(kv, "mode")) {
            if (!strcmp(v, "chain")) o->mode = TRCI_CHAIN;
            else if (!strcmp(v, "circular")) o->mode = TRCI_CIRCULAR;
            else if (!strcmp(v, "stop")) o->mode = TRCI_STOP;
            else bad = 1;
        } else if (!strcmp(kv, "bufsize")) {
            bad = parse_size(v, 2, &o->bufsize) || o->bufsize == 0;
        } else if (!strcmp(kv, "chunks")) {
            bad = parse_size(v, 0, &n) || n < 2 || n > 256;
            o->chunks = (unsigned)n;
        } else if (!strcmp(kv, "env")) {
            bad = parse_size(v, 0, &n) || (n != 32 && n != 64);
            o->env = (int)n;
        } else if (!strcmp(kv, "sync")) {
            bad = parse_size(v, 1, &o->sync) || o->sync > UINT32_MAX;
        } else if (!strcmp(kv, "flush")) {
            bad = parse_size(v, 0, &n) || n > 86400000u;
            o->flush_ms = (unsigned)n;
        } else if (!strcmp(kv, "stall")) {
            bad = parse_size(v, 0, &n) || n > 86400000u;
            o->stall_ms = (unsigned)n;
        } else if (!strcmp(kv, "cpu")) {
            bad = onoff(v, &o->cpu);
        } else if (!strcmp(kv, "enable")) {
            bad = onoff(v, &o->enable);
        } else if (!strcmp(kv, "crashflush")) {
            bad = onoff(v, &o->crashflush);
        } else if (!strcmp(kv, "clock")) {
            if (!strcmp(v, "auto")) o->clock = TRCI_CLK_AUTO;
            else if (!strcmp(v, "tsc")) o->clock = TRCI_CLK_TSC;
            else if (!strcmp(v, "monotonic")) o->clock = TRCI_CLK_MONOTONIC;
            else bad = 1;
        } else if (!strcmp(kv, "udpsize")) {
            bad = parse_size(v, 0, &n) || n < 512 || n > 65000;
            o->udpsize = (unsigned)n;
        } else {
            snprintf(err, errlen, "unknown option '%s'", kv);
            bad = 2;
        }
        if (bad == 1) snprintf(err, errlen, "bad value '%s' for option '%s'", v, kv);
    }
    free(copy);
    if (!bad && !o->file && !o->udp_host) {
        snprintf(err, errlen, "one of 'file' and 'udp' is required");
        bad = 1;
    }
    if (!bad) {
        uint64_t c = (o->bufsize / o->chunks) & ~(uint64_t)4095;
        if (c < (128u << 10) || c > UINT32_MAX) {
            snprintf(err, errlen, "chunk size %llu outside 128 KiB..4 GiB (bufsize/chunks)",
                     (unsigned long long)c);
            bad = 1;
        }
    }
    if (bad) { trc_rt_opts_free(o); errno = EINVAL; return -1; }
    return 0;
}
