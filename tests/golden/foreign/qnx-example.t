# docs/ref/foreign.md §3.9: the example .kev (written by tests/unit/foreign_test --write-kev), first
# exactly as the spec prints it, then auto-detected (no -F) with the header and IDs
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/foreign_test" --write-kev t.kev \
    00000401 00000010 00000000 00000010 \
    00001001 00000020 00000001 00000001 \
    400010C0 00000030 00000001 00000007 \
    C00010C0 00000030 0068736B 00000000 \
    00000858 00000040 00000001 00000000
echo "$(wc -c < t.kev) bytes"
trcrpt -F qnx -h -O ids=off,timestamp=3 --quiet t.kev
trcrpt t.kev
=== stdout
380 bytes
                CONTROL TIME msb=00000000 lsb=00000010
                THREAD THRUNNING pid=1 tid=1
                PROCESS PROCCREATE_NAME ppid=1 pid=7 name=ksh
        KER_CALL SCHED_GET/88 00000001 00000000
Fri Mar  1 12:00:00 2024 UTC
System: QNX  Node: node1

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

21001      0.000000000       0.000000                  CONTROL TIME msb=00000000 lsb=00000010
24001      0.000000016       0.000016                  THREAD THRUNNING pid=1 tid=1
240C0      0.000000032       0.000016                  PROCESS PROCCREATE_NAME ppid=1 pid=7 name=ksh
22058      0.000000048       0.000016          KER_CALL SCHED_GET/88 00000001 00000000
=== stderr
trcrpt: summary: events=4 printed=4 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
