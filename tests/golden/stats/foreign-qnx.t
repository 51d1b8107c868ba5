# --stats on the bundled QNX sample (samples/webd.kev): kernel calls as spans from KER_CALL
# (22000-2207F) to KER_EXIT (22080-220FF) per thread, grouped by the START's hook ID -- one
# row per kernel call, curt's per-system-call view.
=== cmd
trcrpt --quiet --stats=procs,spans --span kcall=22000-2207F,22080-220FF --stats-by=id "$top_builddir/samples/webd.kev"
=== stdout
Processes and threads
 PID  TID  PROCESS  COUNT    FIRST_SEC     LAST_SEC
   1    1  -            3  0.000000200  0.000001600
4242    1  webd        16  0.000002000  0.000010800
4242    2  webd         3  0.000005700  0.000006400
   -    -  -            3  0.000000000  0.000005500

Spans (durations in microseconds)
SPAN   GROUP  COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
kcall  2200B      0          1        0       0.000         -          -         -         -         -           -         -
kcall  2200E      1          0        0       2.100     2.100      2.100     2.100     2.100     2.100       2.100     2.100
kcall  2200F      1          0        0       0.800     0.800      0.800     0.800     0.800     0.800       0.800     0.800
kcall  22023      1          0        0       0.500     0.500      0.500     0.500     0.500     0.500       0.500     0.500
kcall  2202E      1          0        0       1.100     1.100      1.100     1.100     1.100     1.100       1.100     1.100
