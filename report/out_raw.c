/* out_raw.c -- owns `trcrpt -r` (docs/ref/report.md §4.2): checks that the output is not a
 * terminal and that all inputs share one byte order, builds the trclog header (first
 * input's byte order, env and TLVs except the producer, timebase 1/1 with ticks = ns since
 * the earliest start, producer `trcrpt -r`, sync interval 1 MiB, CONVERTED for foreign
 * inputs) and copies each selected record's envelope and format buffer.  With
 * --embed-templates the header carries the template set (docs/templates.md "Embedded
 * sets"): `all` is known at the first record; `used` only at the end, so the records wait
 * in a temporary trclog and are copied behind the header then. */
#include "report/out.h"
#include "report/embedtext.h"
#include "formats/trclog.h"
#include "formats/tmplembed.h"
#include "common/sat.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { RAW_SYNC = 1 << 20 };

/* The -r writer. */
struct trc_rawout {
    trc_trclog_writer *w;   /* the trclog writer (on the output, or on tmp); NULL until
                               the first record */
    int64_t earliest;       /* earliest known start wall clock (ns), INT64_MIN: none */
    int fd;                 /* the output descriptor */
    trc_trclog_wopts wo;    /* the header (wo.tlvs points into tlvs) */
    trc_buf tlvs;           /* its TLVs without the embedded set */
    const trc_rawembed *embed; /* --embed-templates, or NULL */
    FILE *tmp;              /* `used`: the records until the end */
    uint8_t *used;          /* `used`: bitmap of the hooks written */
    int failed;             /* the writer could not be made (message in msg) */
    char msg[256];          /* its reason */
    uint64_t last;          /* ticks of the last record written (0 before the first: what a
                               NOTS record takes when the copy is read) */
    uint64_t toolong;       /* records not written: an entry longer than 65535 bytes */
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
        /* the embedded set (17) is written by make_writer: copied when there is one input */
        while (trc_trclog_tlv_next(h, src->info.bo, &pos, &t) == 1)
            if (t.tag != TRC_TLV_PRODUCER && t.tag != TRC_TLV_TEMPLATES) trc_tlv_add(b, bo, t.tag, t.val, t.len);
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
    if (!r) goto oom;
    trc_buf_init(&r->tlvs);
    r->earliest = earliest;
    r->fd = fd;
    if (n) {
        wo.bo = srcs[0]->info.bo;
        wo.env = (uint8_t)(srcs[0]->info.env == 64 ? 64 : 32);
        first_tlvs(&r->tlvs, srcs[0], wo.bo);
    }
    trc_tlv_add(&r->tlvs, wo.bo, TRC_TLV_PRODUCER, "trcrpt -r", 9);
    /* one input: its embedded set travels on unless --embed-templates replaces it */
    if (n == 1 && srcs[0]->info.tmpl_state == TRC_EMBED_OK)
        trc_embed_encode(&r->tlvs, wo.bo, srcs[0]->info.tmpl_text, srcs[0]->info.tmpl_len);
    if (r->tlvs.failed) goto oom;
    wo.ncpus = ncpus;
    wo.hflags = hflags;
    wo.sync_interval = RAW_SYNC;
    wo.auto_sync = 1;
    wo.tb_num = wo.tb_den = 1;
    wo.start_wall = earliest;
    wo.start_ticks = 0;
    r->wo = wo;
    if (fflush(out) != 0) {
        snprintf(err, errlen, "cannot write the output: %s", strerror(errno));
        *status = TRC_ST_OUTPUT;
        goto fail;
    }
    return r;
oom:
    snprintf(err, errlen, "out of memory");
    *status = TRC_ST_NOMEM;
fail:
    if (r) trc_buf_free(&r->tlvs);
    free(r);
    return NULL;
}

void trc_rawout_set_embed(trc_rawout *r, const trc_rawembed *e)
{
    r->embed = e;
    if (e && e->used_only && !r->used) {
        r->used = calloc(1, TRC_HOOKMAP_BYTES);
        if (!r->used) { r->failed = 1; snprintf(r->msg, sizeof r->msg, "out of memory"); }
    }
}

/* The writer on fd with the header's TLVs plus `set` (len bytes; NULL: none).  0, or -1
 * with r->msg. */
static int open_writer(trc_rawout *r, int fd, const char *set, size_t len)
{
    trc_buf all;
    trc_buf_init(&all);
    trc_buf_add(&all, r->tlvs.data, r->tlvs.len);
    if (set) {
        /* the set replaces an embedded set copied from the input */
        all.len = 0;
        uint32_t pos = 0;
        while (pos + 4 <= r->tlvs.len) {
            const uint8_t *p = (const uint8_t *)r->tlvs.data + pos;
            uint16_t tag = trc_get16(p, r->wo.bo), l = trc_get16(p + 2, r->wo.bo);
            uint32_t size = 4 + (((uint32_t)l + 3) & ~3u);
            if (tag != TRC_TLV_TEMPLATES) trc_buf_add(&all, p, size);
            pos += size;
        }
        trc_embed_encode(&all, r->wo.bo, set, len);
    }
    trc_trclog_wopts wo = r->wo;
    wo.tlvs = (const uint8_t *)all.data;
    wo.tlvs_len = all.len;
    if (all.failed) { snprintf(r->msg, sizeof r->msg, "out of memory"); trc_buf_free(&all); return -1; }
    r->w = trc_trclog_writer_new(fd, 0, &wo, r->msg, sizeof r->msg);
    trc_buf_free(&all);
    return r->w ? 0 : -1;
}

/* The text of the set to embed (used: the hooks written; all: NULL); 0 or -1 (r->msg). */
static int set_text(trc_rawout *r, trc_buf *text)
{
    if (r->embed->text(r->embed->ctx, r->embed->used_only ? r->used : NULL, text) < 0 || text->failed) {
        snprintf(r->msg, sizeof r->msg, "out of memory");
        return -1;
    }
    return 0;
}

/* Make the writer before the first record; -1 (r->failed, r->msg) when it cannot be. */
static int make_writer(trc_rawout *r)
{
    if (r->w) return 0;
    if (r->failed) return -1;
    int rc;
    if (!r->embed) rc = open_writer(r, r->fd, NULL, 0);
    else if (r->embed->used_only) {
        r->tmp = tmpfile();
        if (!r->tmp) {
            snprintf(r->msg, sizeof r->msg, "temporary file: %s", strerror(errno));
            rc = -1;
        } else {
            rc = open_writer(r, fileno(r->tmp), NULL, 0);
        }
    } else {
        trc_buf text;
        trc_buf_init(&text);
        rc = set_text(r, &text);
        if (rc == 0) rc = open_writer(r, r->fd, text.data ? text.data : "", text.len);
        trc_buf_free(&text);
    }
    if (rc) r->failed = 1;
    return rc;
}

/* `used`: write the header with the set of the hooks written, then copy the records of
 * the temporary log behind it.  0, or -1 with r->msg. */
static int finish_used(trc_rawout *r)
{
    if (trc_trclog_writer_flush(r->w) != 0) {
        snprintf(r->msg, sizeof r->msg, "temporary file: %s", trc_trclog_writer_error(r->w));
        return -1;
    }
    trc_trclog_writer_close(r->w);
    r->w = NULL;
    trc_buf text;
    trc_buf_init(&text);
    int rc = set_text(r, &text);
    if (rc == 0) rc = open_writer(r, r->fd, text.data ? text.data : "", text.len);
    trc_buf_free(&text);
    if (rc) return -1;
    int fd = dup(fileno(r->tmp));
    if (fd < 0 || lseek(fd, 0, SEEK_SET) < 0) {
        if (fd >= 0) close(fd);
        snprintf(r->msg, sizeof r->msg, "temporary file: %s", strerror(errno));
        return -1;
    }
    char err[256];
    trc_source *src = trc_trclog_open_fd(fd, 1, "<temporary>", NULL, 0, err, sizeof err);
    if (!src) { snprintf(r->msg, sizeof r->msg, "%s", err); return -1; }
    trc_record rec;
    while (src->next(src, &rec) == 1)
        if (trc_trclog_write_record(r->w, &rec, NULL) != 0 && trc_trclog_writer_errno(r->w)) break;
    src->close(src);
    return 0;
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
    /* read back, a NOTS record takes the time of the record before it in the copy, which
     * is not always the one it was reported with (a filtered record's, another input's, a
     * foreign reader's before the start): then it is written with its time, without NOTS
     * (docs/report.md, "-r") */
    if ((c.flags & TRC_EF_NOTS) && c.ticks != r->last) c.flags &= (uint16_t)~TRC_EF_NOTS;
    if (make_writer(r) != 0) return -1;
    if (r->used) trc_hookmap_set(r->used, rec->hook);
    if (trc_trclog_write_record(r->w, &c, NULL) == 0) {
        r->last = c.ticks;
        return 0;
    }
    if (trc_trclog_writer_errno(r->w)) return -1;
    r->toolong++;   /* EINVAL (len > 65535, an LTT event's): skipped, and told at the end */
    return 0;
}

uint64_t trc_rawout_toolong(const trc_rawout *r)
{
    return r ? r->toolong : 0;
}

int trc_rawout_close(trc_rawout *r, char *err, size_t errlen)
{
    if (!r) return TRC_ST_OK;
    int status = TRC_ST_OK;
    if (make_writer(r) == 0 && r->tmp && trc_trclog_writer_errno(r->w) == 0 && finish_used(r) != 0)
        r->failed = 1;
    if (r->failed) {
        snprintf(err, errlen, "cannot write the output: %s", r->msg);
        status = TRC_ST_OUTPUT;
    } else {
        int e = trc_trclog_writer_errno(r->w);
        if (e == 0 && trc_trclog_writer_flush(r->w) != 0) e = trc_trclog_writer_errno(r->w);
        if (e && e != EPIPE) {
            snprintf(err, errlen, "cannot write the output: %s", trc_trclog_writer_error(r->w));
            status = TRC_ST_OUTPUT;
        }
    }
    if (r->w) trc_trclog_writer_close(r->w);
    if (r->tmp) fclose(r->tmp);
    free(r->used);
    trc_buf_free(&r->tlvs);
    free(r);
    return status;
}
