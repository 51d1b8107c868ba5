# $BASEPOINTER before a fused segment with fields, --output=csv: the fields' values
# are read from BP + the G operand (issue 32).
=== cmd
trcasm -o in.trc in.txt && trcrpt --quiet --output=csv -t tpl.fmt in.trc
=== file tpl.fmt
028 1.0 L=APPL "SEG" {{ $BASEPOINTER = 2 }} G4 a=X1 b=X1 c=X1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=028E0000 d=00112233,44556677
=== stdout
id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields
028,0,0,,0,0,0,,APPL,SEG,SEG a=22 b=33 c=44,"{""a"":""22"",""b"":""33"",""c"":""44""}"
