# function arguments are evaluated left to right and codes in them consume data; parameters without $
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
0F2 1.0 L=APPL "" {{ h(x, y) $x%X1 $y%X2 }}
012 1.0 L=APPL G4 h(U1, U2) X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=012A0000 d=01020304
=== stdout
01 0203 04
=== stderr
=== status
0
