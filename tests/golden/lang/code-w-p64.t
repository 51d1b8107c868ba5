# W on 64-bit entries uses 8-byte words; W0 X2 reads the flags field
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL W1 X1 W0 X2 G6 U2 W2 R1 X1
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000001001000005 d=AA00000000000011,0000000000000000
=== stdout
AA 8000 5 11
=== stderr
=== status
0
