# The trace and templates of these cases: tests/fixtures/stats.txt and stats.fmt.
# --stats=hooks,procs,spans,hist (docs/report.md, "--stats"): every table as text.  Spans from
# phase('B')/phase('E') pair per (pid, tid) like the Chrome writer: thread 100 nests lock in
# request (0.3 and 4.0 us), thread 101 leaves a request open (unmatched start), thread 200
# ends a span it never began (unmatched end, named after the E record's label); --span
# syscall=020,021 pairs per tid (the default KEY): tid 100 0.4 us, tid 200 2.0 and 0.1 us,
# an end on tid 100 with nothing open, a start on tid 201 left open.  Events with no text
# count too; the summary's printed= counts the events in the tables.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --stats=hooks,procs,spans,hist -t s.fmt --span syscall=020,021 s.trc
=== stdout
Hooks (14 events)
ID   LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req         2  14.29%  0.000001000  0.000002000    2000000.00
011  done        2  14.29%  0.000005000  0.000006000    2000000.00
012  lock        1   7.14%  0.000001500  0.000001500             -
013  unlock      1   7.14%  0.000001800  0.000001800             -
020  sys         4  28.57%  0.000003000  0.000009400     625000.00
021  ret         4  28.57%  0.000003400  0.000009300     677966.10

Processes and threads
PID  TID  PROCESS  COUNT    FIRST_SEC     LAST_SEC
 10  100  -            7  0.000001000  0.000009300
 10  101  -            1  0.000002000  0.000002000
 20  200  -            5  0.000006000  0.000009200
 20  201  -            1  0.000009400  0.000009400

Spans (durations in microseconds)
SPAN     COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done         0          0        1       0.000         -          -         -         -         -           -         -
lock         1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request      1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall      3          1        1       2.500     0.100      0.833     0.401     2.000     2.000       2.000     2.000

Histogram of lock (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     0.301      1     100.00%

Histogram of request (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     4.015      1     100.00%

Histogram of syscall (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     0.100      1      33.33%
     0.401      1      66.67%
     2.007      1     100.00%
=== stderr
trcrpt: summary: events=14 printed=14 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
