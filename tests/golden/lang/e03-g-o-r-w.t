# docs/ref/language.md §16 E3: G, O, R, W
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X1 O1 X1 R3 X2 W1 X4
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=11223344,55667788,00000000,00000000,00000000
=== stdout
11 33 1122 11223344
=== stderr
=== status
0
