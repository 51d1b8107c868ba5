# Sync markers (docs/ref/tracelog.md §3.4): rec_len 56, ent_len 24, cpu FFFF, flags C000, pid/tid
# unknown, "TRCSYNC1", own file offset, sequence.  The dump prints valid markers as
# `sync`; a marker whose stored offset is wrong, a record with SYNC set, and a record
# whose reserved byte is not 0 come back as `raw` lines (at most 32 bytes each).
=== file y.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 0 0
cpus 1
syncinterval 64
records
sync seq=0 t=0
ev t=10 cpu=0 pid=1 tid=1 hw=01010000
sync seq=1 t=10
=== file bad.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 0 0
cpus 1
syncinterval 0
records
# a marker that claims offset 0
raw 000000380018FFFFC0000000FFFFFFFFFFFFFFFFFFFFFFFF0000000000000000
raw 54524353594E433100000000000000000000000000000000
# SYNC|COMMIT on an ordinary record, reserved byte 1
raw 000000280004000BC000000000000001000000000000000100000000000000020101000000000000
raw 00000028000400008000000100000001000000000000000100000000000000020101000000000000
ev t=3 cpu=0 pid=1 tid=1 hw=01010000
=== cmd
trcasm -o y.bin y.txt && od -An -tx1 -w16 -v -j 72 y.bin && trcasm -d y.bin | cmp - y.txt && echo same
trcasm -o bad.bin bad.txt && trcasm -d bad.bin | tail -n +9
=== stdout
 00 00 00 38 00 18 ff ff c0 00 00 00 ff ff ff ff
 ff ff ff ff ff ff ff ff 00 00 00 00 00 00 00 00
 54 52 43 53 59 4e 43 31 00 00 00 00 00 00 00 48
 00 00 00 00 00 00 00 00 00 00 00 28 00 04 00 00
 80 00 00 00 00 00 00 01 00 00 00 00 00 00 00 01
 00 00 00 00 00 00 00 0a 01 01 00 00 00 00 00 00
 00 00 00 38 00 18 ff ff c0 00 00 00 ff ff ff ff
 ff ff ff ff ff ff ff ff 00 00 00 00 00 00 00 0a
 54 52 43 53 59 4e 43 31 00 00 00 00 00 00 00 a8
 00 00 00 00 00 00 00 01
same
raw 000000380018FFFFC0000000FFFFFFFFFFFFFFFFFFFFFFFF0000000000000000
raw 54524353594E433100000000000000000000000000000000
raw 000000280004000BC00000000000000100000000000000010000000000000002
raw 0101000000000000
raw 0000002800040000800000010000000100000000000000010000000000000002
raw 0101000000000000
ev t=3 cpu=0 pid=1 tid=1 hw=01010000
