# Xm on a 32-bit big-endian entry: 2m upper-case digits of the m-byte integer (m = 1..5)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X1 X2 X1 G4 X4 G4 X3 X5
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010E0000 d=0123ABCD,EF456789,00000000,00000000,00000000
=== stdout
01 23AB CD 0123ABCD 0123AB CDEF456789
=== stderr
=== status
0
