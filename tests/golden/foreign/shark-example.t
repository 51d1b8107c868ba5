# docs/ref/foreign.md §2.6: the trace_start record of the example and a fast context_switch, through
# trcrpt with no template option (master file + the shipped shark.tmpl, found in the source
# tree by the uninstalled binary)
=== cmd
unset TRCFMT TRCFMT_DATADIR
printf '\040\000\000\001\005\000\000\000\256\047\277\250\173\233\005\000' > ex.ftrace
printf '\025\200\007\000\005\000\000\000\256\050\277\250\000\000\000\000' >> ex.ftrace
trcrpt -F shark -h -O ids=off,timestamp=3 ex.ftrace
=== stdout
                trace_start ctx=256 clk_per_msec=367483
                context_switch ctx=7 fast
=== stderr
trcrpt: summary: events=2 printed=2 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
