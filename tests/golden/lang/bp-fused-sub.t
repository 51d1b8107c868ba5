# $BASEPOINTER set by the caller of a template subroutine whose body is a fused segment:
# the body's G move counts from the caller's BP (issue 32).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
02B 1.0 L=APPL "SUB" {{ $BASEPOINTER = 2 }} $02F
02F 1.0 L=APPL "BODY" G4 X1 X1 X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=3 hw=02BE0000 d=00112233,44556677
=== stdout
02B        0.000000003       0.000000  SUB 22 33 44
