# HT (one hex digit), HB (0 unless generic) and $HL for 32-bit types 1, 9, A, E, 0 (empty) and 8
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL HT HB $HL
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=01090000
ev t=2 hw=010A0000 d=00000000
ev t=3 hw=010E0000 d=00000000,00000000,00000000,00000000,00000000
ev t=4 hw=01000000 d=00000000
ev t=5 hw=01080002 d=00000000 buf=AABB
=== stdout
1 0 0000
9 0 0000
A 0 0004
E 0 0014
0 0 0000
8 2 0002
=== stderr
=== status
0
