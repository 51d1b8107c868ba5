# $BASEPOINTER before a fused segment on a 64-bit generic entry: G8 is BP + 8 (issue 32).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet -h -t tpl.fmt in.trc
=== file tpl.fmt
030 1.0 L=APPL "G64" {{ $BASEPOINTER = 2 }} G8 X1 X1 X1
=== file in.txt
trcasm 1
byteorder big
env 64
records
ev t=0 hw=C000000803000000 d=0011223344556677
=== stdout
030        0.000000000       0.000000  G64 22 33 44
=== stderr
trcrpt: template 030 positions with G8 on 64-bit entries, where data words are 8 bytes: W2 or $D2 reads the same word on both layouts
