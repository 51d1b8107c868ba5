# 64-bit little-endian: HT = flags (4 digits), HB = length of generic entries, initial DP 6 (sub-hook) also for generic
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL HT HB $HL $GENERIC%D1 U2 W2 LOOP HB {X0}
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=4000000301000007 d=0000000000000000 buf=AABBCC
ev t=1 hw=C000000001000008 d=0000000000000000
ev t=2 hw=8000000801000009 d=0000000000000001
=== stdout
4000 3 0003 1 7 AABBCC
C000 0 0000 1 8
8000 0 0008 0 9
=== stderr
=== status
0
