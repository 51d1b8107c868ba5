# a trclog converted from S.Ha.R.K. with -r keeps its namespaces and its source TLV, so a
# plain `trcrpt LOG` (no -F, no -t) loads shark.tmpl again and reports the same events
# (docs/ref/foreign.md §1.4)
=== cmd
unset TRCFMT TRCFMT_DATADIR
trcrpt -F shark -r --quiet "$top_srcdir/samples/shark-demo.ftrace" > c.trc &&
trcrpt -h --quiet c.trc > a.out &&
trcrpt -h --quiet -F shark "$top_srcdir/samples/shark-demo.ftrace" > b.out &&
cmp a.out b.out && wc -l < a.out && head -n 3 a.out
=== stdout
27926
10020      0.000000000       0.000000                  trace_start ctx=256 clk_per_msec=367483
10060      0.000000748       0.000748                  id ctx=256 pid=0
10060      0.000001676       0.000928                  id ctx=264 pid=1
