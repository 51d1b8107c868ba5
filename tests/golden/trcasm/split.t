# How the dump splits a format buffer (docs/ref/tracelog.md §6.2): 32-bit generic (type & 7 = 0)
# and 64-bit generic (0x4000) take the first complete word as d= and the rest as buffer;
# other entries take all complete words; leftover bytes and short entries go to buf=/str=.
# Input text written loosely (short d words, buffers split differently) dumps canonically;
# the canonical text assembles to the same bytes.
=== file s.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 0 0
cpus 1
syncinterval 0
records
# 32-bit generic: D1 + 5 bytes; generic shorter than 8 bytes; type 8 with no buffer
ev t=1 hw=01000005 d=7 str="hello"
ev t=2 hw=01000000 buf=0102
ev t=3 hw=01080000 d=1
# 32-bit non-generic: whole words, then leftovers; invalid type 3 keeps its bytes
ev t=4 hw=010E0001 d=1,2,3,4,5
ev t=5 hw=01020001 buf=000000010203
ev t=6 hw=01030001 d=1,2 buf=FF
# 64-bit non-generic and generic
ev t=7 hw=8000001001230004 d=1,2
ev t=8 hw=C000000301230004 d=1 str="abc"
ev t=9 hw=4000000801230004 buf=0102030405
ev t=10 hw=0000000001230004 buf=01020304050607080910
=== cmd
trcasm -o s.bin s.txt && trcasm -d s.bin > s.out && cat s.out && trcasm -o s2.bin s.out && cmp s.bin s2.bin && echo same
=== stdout
trcasm 1
byteorder big
env 32
timebase 1 1
start 0 0
cpus 1
syncinterval 0
records
ev t=1 cpu=0 pid=0 tid=0 hw=01000005 d=00000007 str="hello"
ev t=2 cpu=0 pid=0 tid=0 hw=01000000 buf=0102
ev t=3 cpu=0 pid=0 tid=0 hw=01080000 d=00000001
ev t=4 cpu=0 pid=0 tid=0 hw=010E0001 d=00000001,00000002,00000003,00000004,00000005
ev t=5 cpu=0 pid=0 tid=0 hw=01020001 d=00000001 buf=0203
ev t=6 cpu=0 pid=0 tid=0 hw=01030001 d=00000001,00000002 buf=FF
ev t=7 cpu=0 pid=0 tid=0 hw=8000001001230004 d=0000000000000001,0000000000000002
ev t=8 cpu=0 pid=0 tid=0 hw=C000000301230004 d=0000000000000001 str="abc"
ev t=9 cpu=0 pid=0 tid=0 hw=4000000801230004 buf=0102030405
ev t=10 cpu=0 pid=0 tid=0 hw=0000000001230004 d=0102030405060708 buf=0910
same
