# $D1..: generic entries have only $D1; 32-bit words are zero-extended (FFFFFFFF is not negative)
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL $D1 $D2 $HOOKENV%D1 $TRACEENV%D1 $GENERIC%D1
011 1.0 L=APPL $D1 $D1%D4 $D3 $GENERIC%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01000004 d=12345678 buf=AABBCCDD
ev t=1 hw=011E0000 d=FFFFFFFF,00000000,0000ABCD,00000000,00000000
=== stdout
12345678 0000 32 32 1
FFFFFFFF 4294967295 ABCD 0
=== stderr
=== status
0
