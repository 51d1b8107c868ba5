# W on a 64-bit little-endian entry: the u64 data word is stored byte-reversed
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL W1 X1 W0 X2 G6 U2 W2 R1 X1
=== file in.txt
trcasm 1
byteorder little
env 64
records
ev t=0 hw=8000001001000005 d=AA00000000000011,0000000000000000
=== stdout
11 8000 5 AA
=== stderr
=== status
0
