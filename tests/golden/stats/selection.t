# --stats counts what the usual selection keeps: --where, -d, -T and a time window
# (-O starttime/endtime) -- a span whose START was dropped cannot pair (an unmatched end),
# one whose END was dropped stays open (an unmatched start).
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks,spans --span syscall=020,021 --where 'id != "013"' -t s.fmt s.trc
trcrpt --quiet --stats=hooks -d 020-021 -T 200 -t s.fmt s.trc
trcrpt --quiet --stats=spans --span syscall=020,021 -O starttime=0.0000032,endtime=0.0000091 -t s.fmt s.trc
=== stdout
Hooks (13 events)
ID   LABEL  COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req        2  15.38%  0.000001000  0.000002000    2000000.00
011  done       2  15.38%  0.000005000  0.000006000    2000000.00
012  lock       1   7.69%  0.000001500  0.000001500             -
020  sys        4  30.77%  0.000003000  0.000009400     625000.00
021  ret        4  30.77%  0.000003400  0.000009300     677966.10

Spans (durations in microseconds)
SPAN     COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done         0          0        1       0.000         -          -         -         -         -           -         -
lock         1          0        0       3.500     3.500      3.500     3.500     3.500     3.500       3.500     3.500
request      0          2        0       0.000         -          -         -         -         -           -         -
syscall      3          1        1       2.500     0.100      0.833     0.401     2.000     2.000       2.000     2.000
Hooks (4 events)
ID   LABEL  COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
020  sys        2  50.00%  0.000007000  0.000009100     952380.95
021  ret        2  50.00%  0.000009000  0.000009200   10000000.00
Spans (durations in microseconds)
SPAN     COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done         0          0        2       0.000         -          -         -         -         -           -         -
syscall      1          0        1       2.000     2.000      2.000     2.000     2.000     2.000       2.000     2.000
