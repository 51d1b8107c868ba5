/* out_raw.c -- owns `trcrpt -r` (docs/ref/report.md §4.2): checks that the output is not a
 * terminal and that all inputs share one byte order, builds the trclog header (first
 * input's byte order, env and TLVs except the producer, timebase 1/1 with ticks = ns since
 * the earliest start, producer `trcrpt -r`, sync interval 1 MiB, CONVERTED for foreign
 * inputs) and copies each selected record's envelope and format buffer. */
#include "report/out.h"
#include "formats/trclog.h"
#include "common/sat.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { RAW_SYNC = 1 << 20 };

/* The -r writer. */
struct trc_rawout {
    trc_trclog_writer *w;   /* the trclog writer on the output descriptor */
    int64_t earliest;       /* earliest known start wall clock (ns), INT64_MIN: none */
};

/* Append a loginfo string as a TLV (cut to 65535 bytes). */
static void tlv_str(trc_buf *b, trc_byteorder bo, uint16_t tag, const char *s)
{
    if (!s) return;
    size_t n = strlen(s);
    trc_tlv_add(b, bo, tag, s, (uint16_t)(n > 65535 ? 65535 : n));
}

/* The TLVs of the first input without tag 8: copied from a trclog header, else made from
 * its header facts (foreign and raw inputs). */
static void first_tlvs(trc_buf *b, const trc_source *src, trc_byteorder bo)
{
    const trc_trclog_hdr *h = trc_trclog_header(src);
    if (h) {
        uint32_t pos = TRC_TRCLOG_FIXED;
        trc_tlv t;
        while (trc_trclog_tlv_next(h, src->info.bo, &pos, &t) == 1)
            if (t.tag != TRC_TLV_PRODUCER) trc_tlv_add(b, bo, t.tag, t.val, t.len);
        return;
    }
    const trc_loginfo *in = &src->info;
    const char *vals[] = { in->sysname, in->nodename, in->release, in->version, in->machine,
                           in->cmdline, in->source };
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) tlv_str(b, bo, (uint16_t)(i + 1), vals[i]);
    tlv_str(b, bo, TRC_TLV_BUFFERING, in->buffering);
    tlv_str(b, bo, TRC_TLV_IPADDR, in->ipaddr);
    for (uint32_t i = 0; in->attrs && i < in->nattrs; i++) {
        trc_buf kv;
        trc_buf_init(&kv);
        trc_buf_adds(&kv, in->attrs[2 * i]);
        trc_buf_addc(&kv, '\0');
        trc_buf_adds(&kv, in->attrs[2 * i + 1]);
        if (!kv.failed) trc_tlv_add(b, bo, TRC_TLV_ATTR, kv.data, (uint16_t)(kv.len > 65535 ? 65535 : kv.len));
        trc_buf_free(&kv);
    }
}

trc_rawout *trc_rawout_new(FILE *out, trc_source *const *srcs, unsigned n, int *status,
                           char *err, size_t errlen)
{
    int fd = fileno(out);
    if (fd < 0 || isatty(fd)) {
        snprintf(err, errlen, "refusing to write binary output (-r) to a terminal");
        *status = TRC_ST_USAGE;
        return NULL;
    }
    trc_trclog_wopts wo;
    trc_trclog_wopts_init(&wo);
    int64_t earliest = INT64_MIN;
    uint32_t hflags = 0;
    uint16_t ncpus = 0;
    for (unsigned i = 0; i < n; i++) {
        const trc_loginfo *in = &srcs[i]->info;
        if (in->bo != srcs[0]->info.bo) {
            snprintf(err, errlen, "-r: inputs of different byte orders (%s, %s) cannot be copied",
                     srcs[0]->path, srcs[i]->path);
            *status = TRC_ST_USAGE;
            return NULL;
        }
        if (in->start_wall != INT64_MIN && (earliest == INT64_MIN || in->start_wall < earliest))
            earliest = in->start_wall;
        hflags |= in->hflags & (TRC_HF_FLIGHT | TRC_HF_CONVERTED);
        if (in->ncpus > ncpus) ncpus = in->ncpus;
    }
    trc_rawout *r = calloc(1, sizeof *r);
    trc_buf tlvs;
    trc_buf_init(&tlvs);
    if (!r) goto oom;
    r->earliest = earliest;
    if (n) {
        wo.bo = srcs[0]->info.bo;
        wo.env = (uint8_t)(srcs[0]->info.env == 64 ? 64 : 32);
        first_tlvs(&tlvs, srcs[0], wo.bo);
    }
    trc_tlv_add(&tlvs, wo.bo, TRC_TLV_PRODUCER, "trcrpt -r", 9);
    if (tlvs.failed) goto oom;
    wo.ncpus = ncpus;
    wo.hflags = hflags;
    wo.sync_interval = RAW_SYNC;
    wo.auto_sync = 1;
    wo.tb_num = wo.tb_den = 1;
    wo.start_wall = earliest;
    wo.start_ticks = 0;
    wo.tlvs = (const uint8_t *)tlvs.data;
    wo.tlvs_len = tlvs.len;
    if (fflush(out) != 0) {
        snprintf(err, errlen, "cannot write the output: %s", strerror(errno));
        *status = TRC_ST_OUTPUT;
        goto fail;
    }
    r->w = trc_trclog_writer_new(fd, 0, &wo, err, errlen);
    if (!r->w) goto oom;
    trc_buf_free(&tlvs);
    return r;
oom:
    snprintf(err, errlen, "out of memory");
    *status = TRC_ST_NOMEM;
fail:
    trc_buf_free(&tlvs);
    free(r);
    return NULL;
}

int trc_rawout_record(trc_rawout *r, const trc_record *rec, const trc_loginfo *info)
{
    trc_record c = *rec;
    int64_t off = 0, t;
    /* >= 0 (earliest is the smallest start) but above INT64_MAX for starts more than
     * 2^63 ns apart: clamped, and the sum below saturates (docs/fuzzing.md) */
    if (r->earliest != INT64_MIN && info->start_wall != INT64_MIN)
        off = trc_sat_i128((__int128)info->start_wall - r->earliest);
    if (__builtin_add_overflow(off, trc_elapsed_ns(info, rec->ticks), &t)) t = INT64_MAX;
    c.ticks = (uint64_t)t;
    c.flags = (uint16_t)((c.flags | TRC_EF_COMMIT) & ~TRC_EF_SYNC);
    if (trc_trclog_write_record(r->w, &c, NULL) == 0) return 0;
    return trc_trclog_writer_errno(r->w) ? -1 : 0;   /* EINVAL (len > 65535): skipped */
}

int trc_rawout_close(trc_rawout *r, char *err, size_t errlen)
{
    if (!r) return TRC_ST_OK;
    int status = TRC_ST_OK;
    int e = trc_trclog_writer_errno(r->w);
    if (e == 0 && trc_trclog_writer_flush(r->w) != 0) e = trc_trclog_writer_errno(r->w);
    if (e && e != EPIPE) {
        snprintf(err, errlen, "cannot write the output: %s", trc_trclog_writer_error(r->w));
        status = TRC_ST_OUTPUT;
    }
    trc_trclog_writer_close(r->w);
    free(r);
    return status;
}
