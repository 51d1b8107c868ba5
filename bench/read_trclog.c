/* read_trclog.c -- benchmark of the trclog reader alone: opens FILE with the same reader
 * trcrpt uses (formats/trclog_read.c) and pulls every record through next(), touching
 * each record's hook and length so the work cannot be skipped.  No VM, no report.
 *
 * usage: read_trclog FILE    (prints "records N checksum C" on stdout) */
#include "common/record.h"
#include "formats/trclog.h"
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 2) { fprintf(stderr, "usage: read_trclog FILE\n"); return 2; }
    char err[256];
    trc_source *s = trc_trclog_open(argv[1], err, sizeof err);
    if (!s) { fprintf(stderr, "read_trclog: %s\n", err); return 1; }
    trc_record rec;
    unsigned long long n = 0, sum = 0;
    int r;
    while ((r = s->next(s, &rec)) == 1) {
        n++;
        sum += rec.hook ^ rec.len;
    }
    s->close(s);
    if (r < 0) { fprintf(stderr, "read_trclog: read error\n"); return 1; }
    printf("records %llu checksum %llu\n", n, sum);
    return 0;
}
