# Xm on a 32-bit little-endian entry: data words stored LE, each Xm decodes its m bytes as a LE integer
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G4 X1 X2 X1 G4 X4 G4 X3 X5
=== file in.txt
trcasm 1
byteorder little
env 32
records
ev t=0 hw=010E0000 d=0123ABCD,EF456789,00000000,00000000,00000000
=== stdout
CD 23AB 01 0123ABCD 23ABCD EF45678901
=== stderr
=== status
0
