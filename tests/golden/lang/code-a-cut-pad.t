# Am.n cuts (A4.2) or blank-pads (A2.4) to exactly n
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 A4.2 "|" G4 A2.4 "|" G4 A1.1 "|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=61626364
=== stdout
ab | ab  | a |
=== stderr
=== status
0
