# BITFLAGS: false texts, a descriptor after the last false text, value 0 always true, macro text, & mask, decimal base for U
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 BITFLAGS X1, 80 hi lo, 01 one zero X1
011 1.0 L=APPL {{ $t = "yes" }} BITFLAGS $HD, 0 always, 1 $t no, & F0 20 two0
012 1.0 L=APPL G4 BITFLAGS U1, 16 sixteen, 1 one, 0x01 hexone, 2 two
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=81420000
ev t=1 hw=010A0000 d=02430000
ev t=2 hw=011A0021 d=00000000
ev t=3 hw=011A0010 d=00000000
ev t=4 hw=012A0000 d=11000000
=== stdout
hi one 42
lo zero 43
always yes two0
always no
sixteen one hexone
=== stderr
=== status
0
