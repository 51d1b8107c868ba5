# Field shapes of the structured outputs (docs/interpreter.md §The compiled form): a
# compiled run names the path it took (trc_event.shape) and the writers find the keys they
# rendered for it by that pointer alone.  Here the arms of one SWITCH give as many fields
# under other names (v; u; v again, as a string of digits), and a later template the
# names v and w again, as hex text of digits; records alternate between them, so keys found
# by the wrong path would name or type a value wrongly.  A literal of over 32 bytes before
# a field (the field op's prefix is cut into prefix-only ops) and a value of over 32 bytes
# (copied past its first 32 bytes).  Every record is the compiled form's (9 in each of the
# five runs without --no-fuse); --no-fuse writes the same bytes.
=== cmd
trcasm -o in.trc in.txt
trcrpt --quiet --output=json -t tpl.fmt in.trc | sed 's/,"env".*//'
trcrpt --quiet --output=csv -t tpl.fmt in.trc | cut -d, -f1,11-
for k in json csv chrome; do
  trcrpt --quiet --output=$k -t tpl.fmt in.trc > a.$k && trcrpt --quiet --no-fuse --output=$k -t tpl.fmt in.trc > b.$k
  cmp a.$k b.$k && echo "$k: the same with --no-fuse"
done
=== file tpl.fmt
050 1.0 L=APPL "SH" G8 $D1, 1 { v=U4 }, 2 { u=X4 }, \* { v=Z } w=$D1%D1
051 1.0 L=APPL "LONG" G8 "a literal text of over thirty-two bytes" s=Z n=$D1%U4
052 1.0 L=APPL "SAME" G8 v=X4 w=$D1%D1
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=050E0000 d=00000001,0000000A
ev t=1 hw=050E0000 d=00000002,00000012,00000003
ev t=2 hw=050E0000 d=00000003 str="56\0"
ev t=3 hw=052E0000 d=00000004,0000000B
ev t=4 hw=050E0000 d=00000001,0000000C
ev t=5 hw=050E0000 d=00000002,00000034,00000004
ev t=6 hw=051E0000 d=00000005 str="a value of forty bytes, past thirty-two\0"
ev t=7 hw=051E0000 d=00000006 str="short\0"
ev t=8 hw=051E0000 d=00000007 str="a value of forty bytes, past thirty-two\0"
=== stdout
{"id":"050","label":"SH","level":"APPL","elapsed_ns":0,"delta_ns":0,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SH v=10 w=1","fields":{"v":10,"w":1}
{"id":"050","label":"SH","level":"APPL","elapsed_ns":1,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SH u=00000012 w=2","fields":{"u":"00000012","w":2}
{"id":"050","label":"SH","level":"APPL","elapsed_ns":2,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SH v=56 w=3","fields":{"v":"56","w":3}
{"id":"052","label":"SAME","level":"APPL","elapsed_ns":3,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SAME v=0000000B w=4","fields":{"v":"0000000B","w":4}
{"id":"050","label":"SH","level":"APPL","elapsed_ns":4,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SH v=12 w=1","fields":{"v":12,"w":1}
{"id":"050","label":"SH","level":"APPL","elapsed_ns":5,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SH u=00000034 w=2","fields":{"u":"00000034","w":2}
{"id":"051","label":"LONG","level":"APPL","elapsed_ns":6,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"LONG a literal text of over thirty-two bytes s=a value of forty bytes, past thirty-two n=5","fields":{"s":"a value of forty bytes, past thirty-two","n":5}
{"id":"051","label":"LONG","level":"APPL","elapsed_ns":7,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"LONG a literal text of over thirty-two bytes s=short n=6","fields":{"s":"short","n":6}
{"id":"051","label":"LONG","level":"APPL","elapsed_ns":8,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"LONG a literal text of over thirty-two bytes s=a value of forty bytes, past thirty-two n=7","fields":{"s":"a value of forty bytes, past thirty-two","n":7}
id,text,fields
050,SH v=10 w=1,"{""v"":""10"",""w"":""1""}"
050,SH u=00000012 w=2,"{""u"":""00000012"",""w"":""2""}"
050,SH v=56 w=3,"{""v"":""56"",""w"":""3""}"
052,SAME v=0000000B w=4,"{""v"":""0000000B"",""w"":""4""}"
050,SH v=12 w=1,"{""v"":""12"",""w"":""1""}"
050,SH u=00000034 w=2,"{""u"":""00000034"",""w"":""2""}"
051,"LONG a literal text of over thirty-two bytes s=a value of forty bytes, past thirty-two n=5","{""s"":""a value of forty bytes, past thirty-two"",""n"":""5""}"
051,LONG a literal text of over thirty-two bytes s=short n=6,"{""s"":""short"",""n"":""6""}"
051,"LONG a literal text of over thirty-two bytes s=a value of forty bytes, past thirty-two n=7","{""s"":""a value of forty bytes, past thirty-two"",""n"":""7""}"
json: the same with --no-fuse
csv: the same with --no-fuse
chrome: the same with --no-fuse
=== compiled
45
