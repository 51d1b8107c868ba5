# --range on a log out of time order: the range that holds the second record of the
# pair out of order refuses, also when its walk meets an earlier range's $STOP and ends
# there.  One run sorts the records before it meets the $STOP and prints both; the range
# printed nothing and exited 0, so the pieces joined showed one record (difftest seed
# 31005449).  With -O order=file the pieces join to the file-order report.
=== cmd
trcasm -o t.trc in.txt || exit 99
trcrpt -h -t s.fmt t.trc; echo "exit $?"
trcrpt -h -t s.fmt --range=0:112 t.trc; echo "exit $?"
trcrpt -h -t s.fmt --range=112: t.trc; echo "exit $?"
trcrpt -h -O order=file -t s.fmt --range=112: t.trc; echo "exit $?"
=== file s.fmt
010 1.0 L=APPL "stop" $STOP
011 1.0 L=APPL "early"
=== file in.txt
trcasm 1
records
ev t=300 hw=01000000
ev t=100 hw=01100000
=== stdout
011        0.000000100       0.000000  early
010        0.000000300       0.000200  stop
exit 0
010        0.000000300       0.000000  stop
exit 0
exit 2
exit 0
=== stderr
trcrpt: summary: events=2 printed=2 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: --range: t.trc is not in time order (the record at offset 112 is earlier than the one before it): its report is put in time order, which ranges cannot split; with -O order=file the ranges concatenate to the report in file order
trcrpt: summary: events=0 printed=0 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=0 printed=0 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
