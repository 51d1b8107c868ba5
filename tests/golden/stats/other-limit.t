# -O statsgroups=2: a table holds 2 rows, the others are counted under (other) with one
# warning; with --stats-by the spans keep their name and get the group (other).
=== cmd
trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats -O statsgroups=2 -t s.fmt s.trc
trcrpt --quiet --stats=spans -O statsgroups=2 -t s.fmt --span syscall=020,021 --stats-by=pid s.trc
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
