# -r of an LTT event whose entry (a 70,000-byte string) is longer than the 65,535 bytes a
# trclog entry holds: the copy cannot hold it.  It used to be left out without a word (the
# summary counting it as printed); now a warning gives the count, and the other records
# are copied (docs/report.md, "-r").
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-big trace || exit 99
trcrpt -h -O ids=off,timestamp=3 --quiet trace | cut -c1-40
trcrpt -r -o c.trc trace; echo "exit $?"
trcrpt -h -O ids=off,timestamp=3 --quiet c.trc
=== stdout
                core.block_start sec=10 
                big.blob s=small
                big.blob s=xxxxxxxxxxxxx
                big.blob s=after
                core.block_end sec=10 ns
exit 0
                core.block_start sec=10 nsec=0 cycles=1000 block_id=0
                big.blob s=small
                big.blob s=after
                core.block_end sec=10 nsec=1000 cycles=2000 block_id=0
=== stderr
trcrpt: warning: -r: 1 record not copied: its entry is longer than the 65535 bytes a trclog entry holds
trcrpt: summary: events=5 printed=5 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
