# --stats on the bundled LTT sample directory (samples/ltt-webd/): syscall entry/exit as a span.
=== cmd
trcrpt --quiet --stats=hooks,procs,spans,hist --span syscall=30001,30002 "$top_builddir/samples/ltt-webd/"
=== stdout
Hooks (14 events)
ID     LABEL                COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
30001  core.syscall_entry       1   7.14%  0.000002000  0.000002000             -
30002  core.syscall_exit        1   7.14%  0.000006500  0.000006500             -
30005  core.irq_entry           1   7.14%  0.000012000  0.000012000             -
30006  core.irq_exit            1   7.14%  0.000013000  0.000013000             -
30007  core.schedchange         2  14.29%  0.000001500  0.000017000     129032.26
30009  core.soft_irq            1   7.14%  0.000012500  0.000012500             -
3000B  core.file_system         2  14.29%  0.000008000  0.000009000    2000000.00
30011  core.block_start         1   7.14%  0.000000000  0.000000000             -
30012  core.block_end           1   7.14%  0.000020000  0.000020000             -
30013  core.time_heartbeat      1   7.14%  0.000016000  0.000016000             -
30014  webd.request             1   7.14%  0.000007000  0.000007000             -
30015  webd.reply               1   7.14%  0.000015000  0.000015000             -

Processes and threads
 PID   TID  PROCESS  COUNT    FIRST_SEC     LAST_SEC
   0     0  -            1  0.000020000  0.000020000
4242  4242  -           11  0.000002000  0.000017000
   -     -  -            2  0.000000000  0.000001500

Spans (durations in microseconds)
SPAN     COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
syscall      1          0        0       4.500     4.500      4.500     4.500     4.500     4.500       4.500     4.500

Histogram of syscall (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     4.511      1     100.00%
