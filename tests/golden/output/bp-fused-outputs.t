# $BASEPOINTER before a fused segment with fields, --output=json, csv and chrome: the
# fields' values are read from BP + the G operand (issue 32: a=00 b=11 c=22).
=== cmd
trcasm -o in.trc in.txt
trcrpt --quiet --output=json -t tpl.fmt in.trc
trcrpt --quiet --output=csv -t tpl.fmt in.trc
trcrpt --quiet --output=chrome -t tpl.fmt in.trc
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
id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields
028,0,0,,0,0,0,,APPL,SEG,SEG a=22 b=33 c=44,"{""a"":""22"",""b"":""33"",""c"":""44""}"
{"displayTimeUnit":"ns","otherData":{},"traceEvents":[{"ph":"i","s":"t","name":"SEG","cat":"028","ts":0.000,"pid":0,"tid":0,"args":{"text":"SEG a=22 b=33 c=44","a":"22","b":"33","c":"44"}}]}
