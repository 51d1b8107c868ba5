# D, U, o with m = 1, 2, 4 on a 32-bit little-endian word FFFFFF85 (bytes 85 FF FF FF)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 D1 G4 D2 G4 D4 G4 U1 G4 U2 G4 U4 G4 o1 G4 o2 G4 o4
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010A0000 d=FFFFFF85
=== stdout
-123 -123 -123 133 65413 4294967173 205 177605 37777777605
=== stderr
=== status
0
