# a truncated copy of the real trace (6 records and 4 bytes): the partial record is a 00C
# line (reason 2) after the last complete record, and the summary counts the 4 bytes
=== cmd
unset TRCFMT TRCFMT_DATADIR
head -c 100 "$top_srcdir/samples/shark-demo.ftrace" > cut.ftrace
trcrpt -F shark -h cut.ftrace
echo "exit $?"
=== stdout
10020      0.000000000       0.000000                  trace_start ctx=256 clk_per_msec=367483
10060      0.000000748       0.000748                  id ctx=256 pid=0
10060      0.000001676       0.000928                  id ctx=264 pid=1
10060      0.000002484       0.000808                  id ctx=272 pid=2
10060      0.000003396       0.000912                  id ctx=280 pid=3
10060      0.000004228       0.000832                  id ctx=288 pid=4
00C        0.000004228       0.000000                  READER RESYNC 4 bytes skipped at offset 96 (truncated)
exit 0
=== stderr
trcrpt: cut.ftrace: 4 bytes skipped at offset 96 (truncated)
trcrpt: summary: events=7 printed=7 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=4
