# --stats-by=hd (a --where key) and --span KEY=pid: the syscall spans pair per pid, so the
# end on pid 10 at 9.3 us closes nothing left open by tid 100 (already closed) -- an unmatched
# end; grouped by $HD of the start.
=== cmd
trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=spans -t s.fmt --span syscall=020,021,pid --stats-by=hd s.trc
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
Spans (durations in microseconds)
SPAN     GROUP  COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
done     0          0          0        1       0.000         -          -         -         -         -           -         -
lock     0          1          0        0       0.300     0.300      0.300     0.300     0.300     0.300       0.300     0.300
request  0          1          1        0       4.000     4.000      4.000     4.000     4.000     4.000       4.000     4.000
syscall  0          0          0        1       0.000         -          -         -         -         -           -         -
syscall  3          2          0        0       0.500     0.100      0.250     0.100     0.400     0.400       0.400     0.400
syscall  4          1          1        0       2.000     2.000      2.000     2.000     2.000     2.000       2.000     2.000
