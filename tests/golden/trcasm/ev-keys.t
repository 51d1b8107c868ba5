# Every ev key (docs/ref/tracelog.md §6.1): t, cpu/pid/tid (numbers and "-"), ns, ef,
# uncommitted, hw (8 and 16 digits), d (short words zero-extended), buf, str (escapes),
# pad.  The bytes pin the envelope of §3.3; the dump prints the canonical form.
=== file e.txt
trcasm 1
byteorder big
env 64
timebase 1 1
start 0 0
cpus 2
syncinterval 0
records
ev t=18446744073709551615 cpu=- pid=- tid=- hw=0101FFFF
ev t=5 cpu=65534 pid=4294967294 tid=18446744073709551614 ns=15 ef=0x3FFE hw=800000080102000A d=abc
ev t=6 cpu=1 pid=2 tid=3 uncommitted hw=01020001 d=1,ffffffff pad=00000000
ev t=7 cpu=0 pid=0 tid=0 hw=0100000C d=0 str="A\"\\\0\x7e\n\t"
ev t=8 cpu=0 pid=0 tid=0 hw=0100000C d=0 buf=00ff pad=010203040506
ev t=9 cpu=0 pid=0 tid=0 hw=01000006 d=0 str="a\0\"\\ b"
=== cmd
trcasm -o e.bin e.txt && od -An -tx1 -w16 -v -j 72 e.bin && trcasm -d e.bin
=== stdout
 00 00 00 28 00 04 ff ff 80 00 00 00 ff ff ff ff
 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
 01 01 ff ff 00 00 00 00 00 00 00 30 00 10 ff fe
 bf ff 0f 00 ff ff ff fe ff ff ff ff ff ff ff fe
 00 00 00 00 00 00 00 05 80 00 00 08 01 02 00 0a
 00 00 00 00 00 00 0a bc 00 00 00 30 00 0c 00 01
 00 00 00 00 00 00 00 02 00 00 00 00 00 00 00 03
 00 00 00 00 00 00 00 06 01 02 00 01 00 00 00 01
 ff ff ff ff 00 00 00 00 00 00 00 30 00 0f 00 00
 80 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 07 01 00 00 0c 00 00 00 00
 41 22 5c 00 7e 0a 09 00 00 00 00 30 00 0a 00 00
 80 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 08 01 00 00 0c 00 00 00 00
 00 ff 01 02 03 04 05 06 00 00 00 30 00 0e 00 00
 80 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 09 01 00 00 06 00 00 00 00
 61 00 22 5c 20 62 00 00
trcasm 1
byteorder big
env 64
timebase 1 1
start 0 0
cpus 2
syncinterval 0
records
ev t=18446744073709551615 cpu=- pid=- tid=- hw=0101FFFF
ev t=5 cpu=65534 pid=4294967294 tid=18446744073709551614 ns=15 ef=0x3FFE hw=800000080102000A d=0000000000000ABC
ev t=6 cpu=1 pid=2 tid=3 uncommitted hw=01020001 d=00000001,FFFFFFFF
ev t=7 cpu=0 pid=0 tid=0 hw=0100000C d=00000000 buf=41225C007E0A09
ev t=8 cpu=0 pid=0 tid=0 hw=0100000C d=00000000 buf=00FF pad=010203040506
ev t=9 cpu=0 pid=0 tid=0 hw=01000006 d=00000000 str="a\0\"\\ b"
