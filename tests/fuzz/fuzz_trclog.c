/* fuzz_trclog.c -- fuzz target `trclog`: a trclog file (opened from memory by path, as
 * trcrpt opens a file) through the whole text report (header, events, summary, loss
 * windows), then the item view with its sync markers and resync, and the parallel split
 * (find_sync, set_range) that --jobs uses (docs/fuzzing.md). */
#include "tests/fuzz/fuzz.h"
#include "formats/input.h"
#include "formats/trclog.h"

/* Report the file, then walk it item by item and segment by segment. */
TRC_FUZZ_TARGET(trclog)
{
    const char *path = trc_fuzz_memfile(0, data, size);
    if (!path) return 0;
    trc_input_opts io;
    trc_input_opts_init(&io);
    io.format = TRC_IN_TRCLOG;
    char err[512];
    trc_input_format used;
    trc_source *s = trc_input_open(path, &io, &used, err, sizeof err);
    if (!s) return 0;
    trc_fuzz_report(s, trc_fuzz_set(NULL), 1);

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
    return 0;
}
