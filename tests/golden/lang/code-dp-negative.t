# DP relative to BP may be negative; only BP + floor(DP/8) < 0 is a fault; a negative BP alone is not
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
010 1.0 L=APPL $DATAPOINTER%D1 {{ $BASEPOINTER = 8 }} {{ $DATAPOINTER = -4 }} $DATAPOINTER%D1 X4 \
  $DATAPOINTER%D1 {{ $DATAPOINTER = -9 }} X1 never
011 1.0 L=APPL {{ $BASEPOINTER = -2 }} X1 $BASEPOINTER%D1 $DATAPOINTER%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=010A0000 d=DEADBEEF
ev t=1 hw=011A0000 d=00000000
=== stdout
2 -4 DEADBEEF 0 [bad pointer: -1]
01 -2 3
=== stderr
trcrpt: in.trc:72: hook 010: bad pointer: -1
=== status
0
