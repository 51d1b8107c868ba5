# docs/ref/foreign.md §4.9: the example trace directory (written by tests/unit/ltt_test
# --write-example), exactly as the spec prints it with -F ltt, then detected without -F
# (a directory holding info/system.xml) with the header from system.xml; the warning is
# §4.4's: the example's control/facilities is empty
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-example trace
trcrpt -F ltt -h -O ids=off,timestamp=3 --quiet trace
trcrpt -O pid=on,tid=on trace/
echo "exit $?"
=== stdout
                core.block_start sec=100 nsec=0 cycles=1000 block_id=0
                core.schedchange out=1 in=2 out_state=0
                core.block_end sec=100 nsec=1000 cycles=2000 block_id=0
Thu Jan  1 00:01:40 1970 UTC
System: Linux  Node: testhost  Release: 2.6.9  Version: #1 SMP
Machine: i686

ID          PID         TID      ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

30011         -           -      0.000000000       0.000000                  core.block_start sec=100 nsec=0 cycles=1000 block_id=0
30007         -           -      0.000000500       0.000500                  core.schedchange out=1 in=2 out_state=0
30012         2           2      0.000001000       0.000500                  core.block_end sec=100 nsec=1000 cycles=2000 block_id=0
exit 0
=== stderr
trace: warning: trace/control/facilities: missing or without facility_load: facility core gets base 0, the others follow in eventdefs order
trace: warning: trace/control/facilities: missing or without facility_load: facility core gets base 0, the others follow in eventdefs order
trcrpt: summary: events=3 printed=3 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
