# S1 with length 0 prints nothing; S4 big-endian length; reads end exactly at L
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL G8 S1 X1 S4 S1 "|"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=0100000A d=00000000 buf=00FF0000000268690161
=== stdout
FF hi a |
=== stderr
=== status
0
