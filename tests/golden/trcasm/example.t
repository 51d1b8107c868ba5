# docs/ref/tracelog.md §6.3: the example assembles to exactly the 120 bytes shown and dumps back
# to exactly the same text.
=== file ex.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 1709294400000000000 0
cpus 1
syncinterval 0
nodename "host1"
records
ev t=1000 cpu=0 pid=42 tid=43 hw=010A0005 d=00000007
=== cmd
trcasm -o ex.bin ex.txt && od -An -tx1 -w16 ex.bin && wc -c < ex.bin && trcasm -d ex.bin | cmp - ex.txt && echo same
=== stdout
 89 54 52 43 4c 4f 47 0a 01 02 03 04 00 01 00 00
 00 00 00 50 20 00 00 01 00 00 00 00 00 00 00 00
 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00 01
 17 b8 a2 33 58 90 80 00 00 00 00 00 00 00 00 00
 00 02 00 05 68 6f 73 74 31 00 00 00 00 00 00 00
 00 00 00 28 00 08 00 00 80 00 00 00 00 00 00 2a
 00 00 00 00 00 00 00 2b 00 00 00 00 00 00 03 e8
 01 0a 00 05 00 00 00 07
120
same
