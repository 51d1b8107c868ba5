# docs/ref/language.md §16 E9: integer codes
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 D1 U1 D2 G4 U4 D4 G10 o2 X2 G4 X8
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=FFFFFFFE,000001ED,00000000,00000000,00000000
=== stdout
-1 255 -2 4294967294 493 755 0000 FFFFFFFE000001ED
=== stderr
=== status
0
