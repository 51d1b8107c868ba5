# $D1..$D3 on a 64-bit entry (absent word = 0), $HOOKENV/$TRACEENV 64, $HL = length field
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL $D1 $D2 $D3 $HOOKENV%D1 $TRACEENV%D1 $HL
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=8000001001000000 d=0000000000000001,FFFFFFFFFFFFFFFF
=== stdout
0001 FFFFFFFFFFFFFFFF 0000 64 64 0010
=== stderr
=== status
0
