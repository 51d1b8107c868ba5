/* rsrc.c -- owns the plumbing the two binary readers share (formats/reader_int.h:
 * trclog_read.c and aix_raw.c): the generic next() that turns their items into records
 * (BAD and SKIP into synthetic 00C records, formats/synth.h; SYNC dropped), the "PATH: "
 * message helper and opening an input ("-": stdin).  It calls neither reader, so that
 * neither calls the other (trc_source_item, which tells them apart by their close
 * functions, is trclog_read.c's). */
#include "formats/reader_int.h"
#include "formats/synth.h"
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void trc__seterr(char *err, size_t errlen, const char *path, const char *fmt, ...)
{
    if (!err || !errlen) return;
    int n = snprintf(err, errlen, "%s: ", path ? path : "-");
    if (n < 0 || (size_t)n >= errlen) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
    va_end(ap);
}

int trc__open_input(const char *path, int *own, char *err, size_t errlen)
{
    if (strcmp(path, "-") == 0) { *own = 0; return 0; }
    int fd;
    do fd = open(path, O_RDONLY | O_CLOEXEC); while (fd < 0 && errno == EINTR);
    if (fd < 0) { trc__seterr(err, errlen, path, "cannot open: %s", strerror(errno)); return -1; }
    *own = 1;
    return fd;
}

int trc__rsrc_next(trc_source *s, trc_record *rec)
{
    trc_rsrc *r = (trc_rsrc *)s;
    trc_item it;
    for (;;) {
        int k = r->item(r, &it);
        if (k <= 0) return k;
        switch (it.kind) {
        case TRC_ITEM_RECORD:
            *rec = it.rec;
            s->stats.records++;
            return 1;
        case TRC_ITEM_BAD:
            trc_synth_00c(rec, r->synth, r->src.info.bo, TRC_RESYNC_BAD, it.nbytes, it.rec.offset,
                          r->prev_ticks, TRC_EF_COMMIT);
            s->stats.records++;
            return 1;
        case TRC_ITEM_SKIP:
            trc_synth_00c(rec, r->synth, r->src.info.bo, it.reason, it.skip_len, it.skip_offset,
                          r->prev_ticks, TRC_EF_COMMIT);
            s->stats.records++;
            return 1;
        case TRC_ITEM_SYNC:
            continue;
        case TRC_ITEM_END:
            return 0;
        }
    }
}
