# $BASEPOINTER before a SWITCH whose case body is a fused segment: its G move counts from
# BP (issue 32: the segment read from byte 4 of the entry instead of BP + 4).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
029 1.0 L=APPL "CASE" {{ $BASEPOINTER = 2 }} $D1 & 0, 0 { G4 X1 X1 X1 }
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=1 hw=029E0000 d=00112233,44556677
=== stdout
029        0.000000001       0.000000  CASE 22 33 44
