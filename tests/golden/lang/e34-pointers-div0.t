# docs/ref/language.md §16 E34: $BASEPOINTER, $DATAPOINTER, $LOGIDX; division by zero
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
090 1.0 L=APPL {{ $BASEPOINTER = 4 }} G0 X2 $DATAPOINTER%D1 {{ $DATAPOINTER = 2 }} X2 \
  $LOGIDX%D4 $LOGIDX0%D4
091 1.0 L=APPL {{ $z = 5 / ($HD - $HD) }} $z%D1 ok
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=090A0000 d=AABBCCDD
ev t=1 hw=091A0003 d=00000000
=== stdout
AABB 2 CCDD 112 72
0 ok
=== stderr
trcrpt: in.trc:112: hook 091: division by zero
=== status
0
