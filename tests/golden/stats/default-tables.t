# --stats alone: hooks, procs and spans (no hist); -h and --quiet as usual (no header is
# printed anyway, --quiet drops the summary).
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats -t s.fmt s.trc
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
