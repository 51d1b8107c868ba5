# --stats-merge of the stats of two halves of a trace (split at 5.5 us, where no span that
# closes is open) prints exactly the stats of the whole, as text and as JSON; and the JSON of
# the whole merged alone gives the whole again.
=== cmd
trcasm -o s.trc s.txt || exit 1
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
=== file s.fmt
010 1.0 L=APPL "req" phase('B', "request")
011 1.0 L=APPL "done" phase('E')
012 1.0 L=APPL "lock" phase('B', "lock")
013 1.0 L=APPL "unlock" phase('E')
020 1.0 L=SVC "sys" sysno=$HD%D2
021 1.0 L=SVC "ret" rc=$D1%D4
=== file s.txt
trcasm 1
byteorder big
env 32
timebase 1 1
records
ev t=1000 pid=10 tid=100 hw=01000000
ev t=1500 pid=10 tid=100 hw=01200000
ev t=1800 pid=10 tid=100 hw=01300000
ev t=2000 pid=10 tid=101 hw=01000000
ev t=3000 pid=10 tid=100 hw=02000003
ev t=3400 pid=10 tid=100 hw=02100000 d=00000000
ev t=5000 pid=10 tid=100 hw=01100000
ev t=6000 pid=20 tid=200 hw=01100000
ev t=7000 pid=20 tid=200 hw=02000004
ev t=9000 pid=20 tid=200 hw=02100000 d=00000001
ev t=9100 pid=20 tid=200 hw=02000003
ev t=9200 pid=20 tid=200 hw=02100000 d=00000000
ev t=9300 pid=10 tid=100 hw=02100000 d=00000000
ev t=9400 pid=20 tid=201 hw=02000004
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
