# damaged LTT trace directories: an eventdefs file that is not well-formed XML and a bad
# info/system.xml (exit 4, FILE:LINE: MESSAGE), a truncated last block of cpu/0 (00C
# reason 2 after the block's events), an event ID without facility inside a block (rest of
# the block skipped: 00C reason 3), an LTTng 0.x cpu/0 (exit 4)
=== cmd
unset TRCFMT TRCFMT_DATADIR
w() { "$top_builddir/tests/unit/ltt_test" --write-example "$1"; }
w xml; printf '<facility name=core>\n<event name=x>\n</facility>\n' > xml/eventdefs/core.xml
trcrpt xml; echo "exit $?"
w sys; printf '<system cpu=1\n ltt_block_size=128 endian=little arch_size=ILP32>\n</sys>\n' > sys/info/system.xml
trcrpt sys; echo "exit $?"
w cut; printf '\021\000\350\003\000\000' >> cut/cpu/0
trcrpt -h cut 2>err; echo "exit $?"; cat err
w bad; printf '\377\000' | dd of=bad/cpu/0 bs=1 seek=26 conv=notrunc 2>/dev/null
trcrpt -h bad 2>err; echo "exit $?"; cat err
w ng; printf '\000\000' | dd of=ng/cpu/0 bs=1 seek=0 conv=notrunc 2>/dev/null
printf '\355\267\326\000' | dd of=ng/cpu/0 bs=1 seek=56 conv=notrunc 2>/dev/null
trcrpt ng; echo "exit $?"
=== stdout
exit 4
exit 4
30011      0.000000000       0.000000                  core.block_start sec=100 nsec=0 cycles=1000 block_id=0
30007      0.000000500       0.000500                  core.schedchange out=1 in=2 out_state=0
30012      0.000001000       0.000500                  core.block_end sec=100 nsec=1000 cycles=2000 block_id=0
00C        0.000001000       0.000000                  READER RESYNC 6 bytes skipped at offset 128 (truncated)
exit 0
cut: warning: cut/control/facilities: missing or without facility_load: facility core gets base 0, the others follow in eventdefs order
cut: warning: cut/cpu/0: partial last block (6 of 128 bytes) at offset 128
trcrpt: cut: 6 bytes skipped at offset 128 (truncated)
trcrpt: summary: events=4 printed=4 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=6
30011      0.000000000       0.000000                  core.block_start sec=100 nsec=0 cycles=1000 block_id=0
00C        0.000000000       0.000000                  READER RESYNC 102 bytes skipped at offset 26 (bad foreign data)
exit 0
bad: warning: bad/control/facilities: missing or without facility_load: facility core gets base 0, the others follow in eventdefs order
bad: warning: bad/cpu/0: block 0: event id 255 belongs to no facility at offset 26: 102 bytes skipped
trcrpt: summary: events=2 printed=2 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=102
exit 4
=== stderr
trcrpt: xml/eventdefs/core.xml:3: mismatched tag
trcrpt: sys/info/system.xml:3: mismatched tag
trcrpt: ng: LTTng traces are not supported
