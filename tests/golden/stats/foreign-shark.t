# --stats on the bundled S.Ha.R.K. trace: timer wakeups as spans (timer_wakeup_start 1002B
# to timer_wakeup_end 1003B, per CPU), their histogram, per-hook counts.
=== cmd
trcrpt --quiet -F shark --stats=hooks,spans,hist --span wakeup=1002B,1003B,cpu "$top_srcdir/samples/shark-demo.ftrace"
=== stdout
Hooks (27926 events)
ID     LABEL               COUNT   SHARE     FIRST_SEC      LAST_SEC  RATE_PER_SEC
10002  task_create             1   0.00%   0.000341640   0.000341640             -
10003  interrupt_start         1   0.00%  19.623478607  19.623478607             -
1000B  timer_post           6682  23.93%   0.000360035  19.623636595        340.51
10012  task_activate         397   1.42%   0.000352038  19.623506915         20.23
10013  interrupt_end           1   0.00%  19.623486564  19.623486564             -
10015  context_switch       2366   8.47%   0.000390864  19.623637770        120.57
10016  set_mutex_lock          1   0.00%  19.623625963  19.623625963             -
1001B  timer_delete         3931  14.08%   0.000375056  19.623629457        200.32
10020  trace_start             1   0.00%   0.000000000   0.000000000             -
1002B  timer_wakeup_start   2748   9.84%   0.010218546  19.620346209        140.13
10030  trace_stop              1   0.00%  19.623644514  19.623644514             -
1003B  timer_wakeup_end     2748   9.84%   0.010243725  19.620354204        140.13
10042  task_end                1   0.00%   0.000567476   0.000567476             -
10060  id                      5   0.02%   0.000000748   0.000004228    1436781.61
10062  task_end_cycle       2359   8.45%   0.000499731  19.623632902        120.22
10082  task_schedule        4720  16.90%   0.000384132  19.623635068        240.53
10092  task_timer           1963   7.03%   0.000369535  19.620350100        100.05

Spans (durations in microseconds)
SPAN    COUNT  UNM_START  UNM_END  TOTAL_USEC  MIN_USEC  MEAN_USEC  P50_USEC  P90_USEC  P99_USEC  P99.9_USEC  MAX_USEC
wakeup   2748          0        0   19458.830     1.823      7.081     7.967     8.319     8.383      11.839    25.179

Histogram of wakeup (bucket upper bounds in microseconds)
UPPER_USEC  COUNT  CUMULATIVE
     1.823      1       0.04%
     1.831      1       0.07%
     1.839    376      13.76%
     1.847      8      14.05%
     1.855      5      14.23%
     2.207      1      14.26%
     2.831      1      14.30%
     7.423     39      15.72%
     7.455    132      20.52%
     7.487    121      24.93%
     7.519     83      27.95%
     7.551      4      28.09%
     7.583      9      28.42%
     7.647      1      28.46%
     7.679      1      28.49%
     7.871      7      28.75%
     7.903    350      41.48%
     7.935     16      42.07%
     7.967    601      63.94%
     7.999      5      64.12%
     8.031    170      70.31%
     8.063    203      77.69%
     8.095    195      84.79%
     8.255     73      87.45%
     8.319    177      93.89%
     8.383    157      99.60%
     8.447      2      99.67%
     8.511      2      99.75%
     8.575      2      99.82%
     8.767      1      99.85%
     9.087      1      99.89%
    11.839      1      99.93%
    14.015      1      99.96%
    25.215      1     100.00%
