# Little-endian logs (docs/ref/tracelog.md §3.1, §2): BOM 04 03 02 01, every multi-byte field and
# each u16 of the hook word in little-endian order; generic buffer bytes as written.
=== file l.txt
trcasm 1
byteorder little
env 64
timebase 1 1
start 1 2
cpus 1
syncinterval 0
records
ev t=258 cpu=3 pid=4 tid=5 hw=010A0005 d=11223344
ev t=259 cpu=3 pid=4 tid=5 ns=2 hw=C0000002012A0007 d=1122334455667788 str="hi"
=== cmd
trcasm -o l.bin l.txt && od -An -tx1 -w16 -v l.bin && trcasm -d l.bin | cmp - l.txt && echo same
=== stdout
 89 54 52 43 4c 4f 47 0a 04 03 02 01 01 00 00 00
 48 00 00 00 40 00 01 00 00 00 00 00 00 00 00 00
 01 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00
 01 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 00 28 00 00 00 08 00 03 00
 00 80 00 00 04 00 00 00 05 00 00 00 00 00 00 00
 02 01 00 00 00 00 00 00 0a 01 05 00 44 33 22 11
 38 00 00 00 12 00 03 00 01 80 02 00 04 00 00 00
 05 00 00 00 00 00 00 00 03 01 00 00 00 00 00 00
 00 c0 02 00 2a 01 07 00 88 77 66 55 44 33 22 11
 68 69 00 00 00 00 00 00
same
