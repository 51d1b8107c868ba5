# $BASEPOINTER before a fused segment with fields, --output=chrome: the fields' values
# are read from BP + the G operand (issue 32).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet --output=chrome -t tpl.fmt in.trc
=== file tpl.fmt
028 1.0 L=APPL "SEG" {{ $BASEPOINTER = 2 }} G4 a=X1 b=X1 c=X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=028E0000 d=00112233,44556677
=== stdout
{"displayTimeUnit":"ns","otherData":{},"traceEvents":[{"ph":"i","s":"t","name":"SEG","cat":"028","ts":0.000,"pid":0,"tid":0,"args":{"text":"SEG a=22 b=33 c=44","a":"22","b":"33","c":"44"}}]}
