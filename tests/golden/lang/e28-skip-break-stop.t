# docs/ref/language.md §16 E28: $SKIP, $BREAK, $STOP
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
060 1.0 L=APPL evt X2, 0001 $SKIP, 0002 $BREAK, 0003 $STOP, \* normal tail
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=060A0001 d=00000000
ev t=1 hw=060A0002 d=00000000
ev t=2 hw=060A0004 d=00000000
ev t=3 hw=060A0003 d=00000000
ev t=4 hw=060A0005 d=00000000
=== stdout
evt
evt normal tail
evt
=== stderr
=== status
0
