# $BASEPOINTER before a fused segment that ends with a Z: the G move counts from BP, and
# so does the Z that follows (issue 32: it printed the data words as text).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
02A 1.0 L=APPL "Z" {{ $BASEPOINTER = 8 }} G4 X1 X1 s=Z
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=2 hw=02AE0000 d=00112233,44556677 str="abc\0"
=== stdout
02A        0.000000002       0.000000  Z 61 62 s=c
