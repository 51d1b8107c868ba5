# --stats with --range (docs/report.md, Ranges): the records before the range only rebuild
# the state and open and close spans, they are not counted; the stats of ranges cut
# anywhere, merged, equal the whole run's.  Spans pair across ranges: cut before the
# record at 9.0 us, the syscall started at 7.0 us in the first range and ended at 9.0 us
# in the second pairs in the second range, as in the whole run (3 spans, 1 unmatched
# start and 1 unmatched end; before, it counted as one of each).
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
h=$(trcrpt --quiet --output=json -t s.fmt s.trc | grep -o '"offset":[0-9]*' | sed -n 10p | cut -d: -f2)
trcrpt --quiet --stats=hooks,procs --output=json -t s.fmt s.trc > whole.json
trcrpt --quiet --stats=hooks,procs --output=json -t s.fmt --range=0:$h s.trc > a.json
trcrpt --quiet --stats=hooks,procs --output=json -t s.fmt --range=$h: s.trc > b.json
trcrpt --quiet --stats=hooks,procs --output=json --stats-merge a.json b.json | cmp - whole.json && echo same
head -1 a.json
head -1 b.json
trcrpt --quiet --stats=spans --output=json -t s.fmt --span syscall=020,021 --range=0:$h s.trc > a.json
trcrpt --quiet --stats=spans --output=json -t s.fmt --span syscall=020,021 --range=$h: s.trc > b.json
trcrpt --quiet --stats=spans --stats-merge a.json b.json
=== stdout
same
{"table":"stats","version":1,"events":9,"by":null}
{"table":"stats","version":1,"events":5,"by":null}
Spans (durations in microseconds)
SPAN     COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done         0          0        1       0.000         -          -         -         -         -           -         -
lock         1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request      1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall      3          1        1       2.500     0.100      0.833     0.401     2.000     2.000       2.000     2.000
