# $BASEPOINTER before a fused segment with fields, --output=json: the fields' values
# are read from BP + the G operand (issue 32).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet --output=json -t tpl.fmt in.trc
=== file tpl.fmt
028 1.0 L=APPL "SEG" {{ $BASEPOINTER = 2 }} G4 a=X1 b=X1 c=X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=028E0000 d=00112233,44556677
=== stdout
{"id":"028","label":"SEG","level":"APPL","elapsed_ns":0,"delta_ns":0,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SEG a=22 b=33 c=44","fields":{"a":"22","b":"33","c":"44"},"env":32,"hd":0,"data":"0011223344556677","file":"in.trc","offset":72}
