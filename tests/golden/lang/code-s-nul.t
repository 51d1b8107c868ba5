# S1 prints up to the first NUL but consumes all k bytes
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 S1 X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000005 d=00000000 buf=0361006241
=== stdout
a 41
=== stderr
=== status
0
