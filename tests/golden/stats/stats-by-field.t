# --stats-by=sysno: spans grouped by a field of their START record (a decimal field is a
# number: groups sort as numbers), and the hooks table grouped the same way; records without
# the field are the group "-".  The unmatched end on tid 100 is grouped by its own record.
=== cmd
trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks,spans -t s.fmt --span syscall=020,021 --stats-by=sysno s.trc
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
ID   GROUP  LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  -      req         2  14.29%  0.000001000  0.000002000    2000000.00
011  -      done        2  14.29%  0.000005000  0.000006000    2000000.00
012  -      lock        1   7.14%  0.000001500  0.000001500             -
013  -      unlock      1   7.14%  0.000001800  0.000001800             -
020  3      sys         2  14.29%  0.000003000  0.000009100     327868.85
020  4      sys         2  14.29%  0.000007000  0.000009400     833333.33
021  -      ret         4  28.57%  0.000003400  0.000009300     677966.10

Spans (durations in microseconds)
SPAN     GROUP  COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done     -          0          0        1       0.000         -          -         -         -         -           -         -
lock     -          1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request  -          1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall  3          2          0        0       0.500     0.100      0.250     0.100     0.400     0.400       0.400     0.400
syscall  4          1          1        0       2.000     2.000      2.000     2.000     2.000     2.000       2.000     2.000
syscall  -          0          0        1       0.000         -          -         -         -         -           -         -
