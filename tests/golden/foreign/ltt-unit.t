# LTT sub-second unit (docs/ref/foreign.md §4.7): the example's block times (nsec 0 and 1000, 1000
# cycles apart) read as ns by default (a tie: ns), as microseconds with --ltt-usec (k = 1000
# ns per cycle: schedchange 500 us after block_start), as ns with --ltt-nsec; -v prints the
# choice as the attribute line ltt_time_unit
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-example trace
for o in "" --ltt-usec --ltt-nsec; do
    echo "-- ${o:-default}"
    trcrpt -v $o trace 2>/dev/null | grep 'ltt_time_unit\|schedchange\|block_end'
done
=== stdout
-- default
Attribute: ltt_time_unit=ns (tie)
30007      0.000000500       0.000500                  core.schedchange out=1 in=2 out_state=0
30012      0.000001000       0.000500                  core.block_end sec=100 nsec=1000 cycles=2000 block_id=0
-- --ltt-usec
Attribute: ltt_time_unit=us (forced)
30007      0.000500000       0.500000                  core.schedchange out=1 in=2 out_state=0
30012      0.001000000       0.500000                  core.block_end sec=100 nsec=1000 cycles=2000 block_id=0
-- --ltt-nsec
Attribute: ltt_time_unit=ns (forced)
30007      0.000000500       0.000500                  core.schedchange out=1 in=2 out_state=0
30012      0.000001000       0.000500                  core.block_end sec=100 nsec=1000 cycles=2000 block_id=0
