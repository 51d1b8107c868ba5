# -O statsgroups=2: a table holds 2 rows, the others are counted under (other) with one
# warning; with --stats-by the spans keep their name and get the group (other).
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats -O statsgroups=2 -t s.fmt s.trc
trcrpt --quiet --stats=spans -O statsgroups=2 -t s.fmt --span syscall=020,021 --stats-by=pid s.trc
=== stdout
Hooks (14 events)
ID       LABEL  COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010      req        2  14.29%  0.000001000  0.000002000    2000000.00
012      lock       1   7.14%  0.000001500  0.000001500             -
(other)            11  78.57%  0.000001800  0.000009400    1447368.42

Processes and threads
PID  TID  PROCESS  COUNT    FIRST_SEC     LAST_SEC
 10  100  -            7  0.000001000  0.000009300
 10  101  -            1  0.000002000  0.000002000
  -    -  (other)      6  0.000006000  0.000009400

Spans (durations in microseconds)
SPAN     COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
(other)      0          0        1       0.000         -          -         -         -         -           -         -
lock         1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request      1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
Spans (durations in microseconds)
SPAN     GROUP    COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
(other)  (other)      2          1        1       2.100     0.100      1.050     0.100     2.000     2.000       2.000     2.000
done     (other)      0          0        1       0.000         -          -         -         -         -           -         -
lock     10           1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request  10           1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall  (other)      1          0        0       0.400     0.400      0.400     0.400     0.400     0.400       0.400     0.400
=== stderr
trcrpt: warning: --stats: more than 2 rows in a table; the others are counted under (other) (-O statsgroups=N)
trcrpt: warning: --stats: more than 2 rows in a table; the others are counted under (other) (-O statsgroups=N)
