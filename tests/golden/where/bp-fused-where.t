# $BASEPOINTER before a fused segment with fields, filtered by --where on a field: the
# field is read from BP + the G operand (issue 32: a=00 and the event was dropped).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h --where 'a == 0x22' -t tpl.fmt in.trc
=== file tpl.fmt
028 1.0 L=APPL "SEG" {{ $BASEPOINTER = 2 }} G4 a=X1 b=X1 c=X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=028E0000 d=00112233,44556677
ev t=1 hw=028E0000 d=22110000,44556677
=== stdout
028        0.000000000       0.000000  SEG a=22 b=33 c=44
