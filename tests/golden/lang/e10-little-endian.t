# docs/ref/language.md §16 E10: little-endian trace (P32LE)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL U2 G4 U4 G4 X1 X1 G4 X4
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010A0007 d=00000102
=== stdout
7 258 02 01 00000102
=== stderr
=== status
0
