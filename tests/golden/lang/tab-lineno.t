# $RELLINENO counts lines within the event, $LINENO across the run
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -O ids=off,timestamp=3 -t tpl.fmt in.trc
=== file tpl.fmt
020 1.0 L=APPL $RELLINENO%D1 \n $RELLINENO%D1 $LINENO%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=02010000
ev t=1 hw=02010000
=== stdout
1
2 2
1
2 4
=== stderr
=== status
0
