# --stats-merge of the stats of two halves of a trace (split at 5.5 us, where no span that
# closes is open) prints exactly the stats of the whole, as text and as JSON; and the JSON of
# the whole merged alone gives the whole again.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
S="-t s.fmt --span syscall=020,021 --stats-by=sysno --quiet"
trcrpt --stats=hooks,procs,spans,hist --output=json $S -O endtime=0.0000055 s.trc > a.json
trcrpt --stats=hooks,procs,spans,hist --output=json $S -O starttime=0.0000055 s.trc > b.json
trcrpt --stats=hooks,procs,spans,hist --output=json $S s.trc > whole.json
trcrpt --stats=hooks,procs,spans,hist $S s.trc > whole.txt
trcrpt --stats=hooks,procs,spans,hist --stats-merge a.json b.json > merged.txt
trcrpt --stats=hooks,procs,spans,hist --stats-merge --output=json a.json b.json > merged.json
cmp whole.txt merged.txt && cmp whole.json merged.json && echo same
trcrpt --stats=hooks,procs,spans,hist --stats-merge - < whole.json | cmp - whole.txt && echo same again
cat merged.txt
=== stdout
same
same again
Hooks (14 events)
ID   GROUP  LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  -      req         2  14.29%  0.000001000  0.000002000    2000000.00
011  -      done        2  14.29%  0.000005000  0.000006000    2000000.00
012  -      lock        1   7.14%  0.000001500  0.000001500             -
013  -      unlock      1   7.14%  0.000001800  0.000001800             -
020  3      sys         2  14.29%  0.000003000  0.000009100     327868.85
020  4      sys         2  14.29%  0.000007000  0.000009400     833333.33
021  -      ret         4  28.57%  0.000003400  0.000009300     677966.10

Processes and threads
PID  TID  PROCESS  COUNT    FIRST_SEC     LAST_SEC
 10  100  -            7  0.000001000  0.000009300
 10  101  -            1  0.000002000  0.000002000
 20  200  -            5  0.000006000  0.000009200
 20  201  -            1  0.000009400  0.000009400

Spans (durations in microseconds)
SPAN     GROUP  COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done     -          0          0        1       0.000         -          -         -         -         -           -         -
lock     -          1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request  -          1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall  3          2          0        0       0.500     0.100      0.250     0.100     0.400     0.400       0.400     0.400
syscall  4          1          1        0       2.000     2.000      2.000     2.000     2.000     2.000       2.000     2.000
syscall  -          0          0        1       0.000         -          -         -         -         -           -         -

Histogram of lock, group - (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     0.301      1     100.00%

Histogram of request, group - (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     4.015      1     100.00%

Histogram of syscall, group 3 (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     0.100      1      50.00%
     0.401      1     100.00%

Histogram of syscall, group 4 (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     2.007      1     100.00%
