# D, U, o with m = 1, 2, 4 on a 32-bit big-endian word FFFFFF85 (negative D, octal without leading 0)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 D1 G4 D2 G4 D4 G4 U1 G4 U2 G4 U4 G4 o1 G4 o2 G4 o4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=FFFFFF85
=== stdout
-1 -1 -123 255 65535 4294967173 377 177777 37777777605
=== stderr
=== status
0
