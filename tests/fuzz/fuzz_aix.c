/* fuzz_aix.c -- fuzz target `aix`: a raw AIX trace stream (docs/ref/tracelog.md §4) read
 * through the report.  Input byte 0 holds the options trcrpt takes from its command line:
 * bit 0 aix64 (else aix32), bit 1 little-endian, bits 2-4 the time base (a table below);
 * the stream follows.  The report is also compared with the one of its -r copy. */
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"
#include "formats/trclog.h"

/* Time bases tried (--timebase N/D): ordinary, odd, and at the ends of the range. */
static const uint64_t tb[8][2] = {
    { 1, 1 }, { 1000, 3 }, { 4294967295u, 1 }, { 1, 4294967295u },
    { UINT64_MAX, 1 }, { 1, UINT64_MAX }, { 125, 3 }, { UINT64_MAX, UINT64_MAX - 1 }
};

/* An input of the target: the stream's path and byte 0's options, decoded once for
 * both ways of opening it. */
typedef struct aix_in {
    const char *path;   /* the stream */
    trc_aix_opts ao;    /* byte 0: bits (32/64), byte order, time base */
} aix_in;

/* The stream ctx (an aix_in), opened as trcrpt -F aix32|aix64 does. */
static trc_source *open_aix(void *ctx)
{
    const aix_in *a = ctx;
    trc_input_opts io;
    trc_input_opts_init(&io);
    io.format = a->ao.bits == 64 ? TRC_IN_AIX64 : TRC_IN_AIX32;
    io.bo = a->ao.bo;
    io.tb_num = a->ao.tb_num;
    io.tb_den = a->ao.tb_den;
    char err[512];
    trc_input_format used;
    return trc_input_open(a->path, &io, &used, err, sizeof err);
}

/* Report the stream, then that report against its -r copy's, then walk its items. */
TRC_FUZZ_TARGET(aix)
{
    if (size < 1) return 0;
    unsigned opt = data[0];
    aix_in in = { trc_fuzz_memfile(0, data + 1, size - 1),
                  { opt & 1 ? 64 : 32, opt & 2 ? TRC_BO_LITTLE : TRC_BO_BIG, tb[(opt >> 2) & 7][0],
                    tb[(opt >> 2) & 7][1] } };
    if (!in.path) return 0;
    trc_source *s = open_aix(&in);
    if (!s) return 0;
    trc_fuzz_report(s, trc_fuzz_set(NULL), 1);
    trc_fuzz_check_copy(open_aix, &in, trc_fuzz_set(NULL));
    char err[512];
    s = trc_aix_open(in.path, &in.ao, err, sizeof err);
    if (!s) return 0;
    trc_item it;
    while (trc_source_item(s, &it) == 1 && it.kind != TRC_ITEM_END) {}
    s->close(s);
    return 0;
}
