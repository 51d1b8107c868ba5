# byte codes round DP up to a byte; R0 drops the bit position; O with a bit count
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4.4 X1 G4.4 R0 X1 G4 O0.4 B0.4 O1.4 B0.8
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=12345678
=== stdout
34 12 2 67
=== stderr
=== status
0
