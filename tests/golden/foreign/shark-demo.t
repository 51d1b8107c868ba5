# the real S.Ha.R.K. trace samples/shark-demo.ftrace (27,926 records; facts in
# samples/README-shark.md) reported with `trcrpt -F shark FILE` and nothing else: the first
# 20 and last 20 lines of the report and the summary (first record trace_start, clock
# 367483 cycles/ms from it; last record trace_stop at TSC 31517292059 = 19.623644514 s)
=== cmd
unset TRCFMT TRCFMT_DATADIR
trcrpt -F shark "$top_srcdir/samples/shark-demo.ftrace" > rpt
echo "exit $?"
head -n 20 rpt
echo ...
tail -n 20 rpt
wc -l < rpt
=== stdout
exit 0
Start time unknown
System: S.Ha.R.K.

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

10020      0.000000000       0.000000                  trace_start ctx=256 clk_per_msec=367483
10060      0.000000748       0.000748                  id ctx=256 pid=0
10060      0.000001676       0.000928                  id ctx=264 pid=1
10060      0.000002484       0.000808                  id ctx=272 pid=2
10060      0.000003396       0.000912                  id ctx=280 pid=3
10060      0.000004228       0.000832                  id ctx=288 pid=4
10002      0.000341640       0.337412                  task_create ctx=296 pid=5
10012      0.000352038       0.010398                  task_activate ctx=296
1000B      0.000360035       0.007997                  timer_post
1000B      0.000368280       0.008245                  timer_post
10092      0.000369535       0.001255                  task_timer ctx=296 level=1
1001B      0.000375056       0.005521                  timer_delete
10082      0.000384132       0.009076                  task_schedule shadow=296 exec=296
1000B      0.000387234       0.003102                  timer_post
10015      0.000390864       0.003630                  context_switch ctx=296
...
10082     19.623510872       0.003957                  task_schedule shadow=280 exec=280
10015     19.623512274       0.001402                  context_switch ctx=280
10062     19.623516407       0.004133                  task_end_cycle ctx=280 level=0
10082     19.623517632       0.001225                  task_schedule shadow=288 exec=288
1000B     19.623518957       0.001325                  timer_post
10015     19.623522470       0.003513                  context_switch ctx=288
1001B     19.623536370       0.013900                  timer_delete
10015     19.623539257       0.002887                  context_switch ctx=248
1000B     19.623556137       0.016880                  timer_post
10082     19.623607633       0.051496                  task_schedule shadow=288 exec=288
1000B     19.623609720       0.002087                  timer_post
10015     19.623612490       0.002770                  context_switch ctx=288
10016     19.623625963       0.013473                  set_mutex_lock ctx=288 mutex=3
10015     19.623626793       0.000830                  context_switch ctx=288
1001B     19.623629457       0.002664                  timer_delete
10062     19.623632902       0.003445                  task_end_cycle ctx=288 level=2
10082     19.623635068       0.002166                  task_schedule shadow=272 exec=272
1000B     19.623636595       0.001527                  timer_post
10015     19.623637770       0.001175                  context_switch ctx=272
10030     19.623644514       0.006744                  trace_stop
27931
=== stderr
trcrpt: summary: events=27926 printed=27926 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
