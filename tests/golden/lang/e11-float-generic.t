# docs/ref/language.md §16 E11: F4, F8; HT, HB, $HL, $GENERIC on a generic entry
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 F4 F8
011 1.0 L=APPL HT HB $HL $GENERIC%D1 $HD%D2
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=3FC00000,C0000000,00000000,00000000,00000000
ev t=1 hw=01180005 d=00000000 buf=0102030405
=== stdout
1.5000E+00 -2.00000000E+00
8 5 0005 1 5
=== stderr
=== status
0
