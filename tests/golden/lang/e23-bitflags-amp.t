# docs/ref/language.md §16 E23: BITFLAGS & fields
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 BITFLAGS X1, & 0C 04 JTN, & 0C 08 STOP, & 0C 00 CYC, 01 FREE, 02 FULL
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=05000000
=== stdout
JTN FREE
=== stderr
=== status
0
