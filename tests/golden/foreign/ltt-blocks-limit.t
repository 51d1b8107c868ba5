# An LTT reader holds one block of every stream (cpu/N, control/interrupts,
# control/processes) in memory, walked twice instead of listing its events (before, 32
# bytes a record: a 4 MiB block of 15-byte events took 9 MiB more, and 60 cpu/N links
# to one sparse file of 4 MiB blocks took 778 MB, now 250 MB).  The streams' blocks may
# take 256 MiB in all (docs/fuzzing.md, resource limits): a trace whose system.xml asks
# for more is a load error, exit 4; before, a 1 KiB directory of links could ask for
# 65,535 blocks of 1 GiB.  The example has 3 streams: 89,478,485-byte blocks fit, one
# byte more does not.
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-example a
sed 's/ltt_block_size=128/ltt_block_size=89478486/' a/info/system.xml > x && mv x a/info/system.xml
trcrpt a; echo "exit $?"
sed 's/ltt_block_size=89478486/ltt_block_size=89478485/' a/info/system.xml > x && mv x a/info/system.xml
trcrpt -h a; echo "exit $?"
=== stdout
exit 4
00C        0.000000000       0.000000                  READER RESYNC 128 bytes skipped at offset 0 (truncated)
exit 0
=== stderr
a: warning: a/control/facilities: missing or without facility_load: facility core gets base 0, the others follow in eventdefs order
trcrpt: a: 3 streams of 89478486-byte blocks: more than 256 MiB (the limit for an LTT trace)
a: warning: a/control/facilities: missing or without facility_load: facility core gets base 0, the others follow in eventdefs order
a: warning: a/cpu/0: partial last block (128 of 89478485 bytes) at offset 0
trcrpt: a: 128 bytes skipped at offset 0 (truncated)
trcrpt: summary: events=1 printed=1 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=128
