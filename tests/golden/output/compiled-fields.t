# The compiled form with its fields (docs/interpreter.md §The compiled form), for the
# structured outputs: fields in SWITCH arms, before and after the SWITCH; a BITFLAGS
# before a field; the string register printed into fields (one starting with a blank);
# an expression's register; Z fields with the soft blanks between them (a blank at a
# field's start is not in it) and an empty one; a W move and a bit range.  Every record
# is formatted by the compiled form (the compiled section); tests/fuse.sh checks the
# same bytes with --no-fuse.
=== cmd
trcasm -o in.trc in.txt
trcrpt --quiet --output=json -t tpl.fmt in.trc | sed 's/,"env".*//'
trcrpt --quiet --output=csv -t tpl.fmt in.trc | cut -d, -f1,11-
=== file tpl.fmt
040 1.0 L=APPL "SW" pre=$D1%D1 G4 $D1, 1 { one=U4 }, 2 { two=X4 name=Z }, \* { other=$D1%D1 } post=X1
041 1.0 L=APPL "BF" G4 BITFLAGS X1, 80 hi lo, 01 one zero v=X1
042 1.0 L=APPL "STR" G8 {{ $m = A4 }} s=$m t=Z u=$m
043 1.0 L=APPL "EXPR" {{ $n = $D1 + 5 }} n=$n%D4 d=$D1%D1
044 1.0 L=APPL "ZZ" G8 z1=Z z2=Z z3=X1
045 1.0 L=APPL "W" W1 a=X4 b=$D1%W0.3
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=040E0000 d=00000001,00000005,00000000
ev t=1 hw=040E0000 d=00000002,41420000
ev t=2 hw=040E0000 d=00000007,00000000
ev t=3 hw=041E0000 d=81420000
ev t=4 hw=041E0000 d=02430000
ev t=5 hw=042E0000 d=07000000 str="ab\0\0xyz\0"
ev t=6 hw=042E0000 d=07000000 str=" b\0\0 q\0"
ev t=7 hw=043E0000 d=0000000A
ev t=8 hw=044E0000 d=09000000 str="one\0two\0\x05"
ev t=9 hw=044E0000 d=09000000 str="\0 sp\0\x06"
ev t=10 hw=045E0000 d=0000001F,12345678
=== stdout
{"id":"040","label":"SW","level":"APPL","elapsed_ns":0,"delta_ns":0,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SW pre=1 one=1 post=00","fields":{"pre":1,"one":1,"post":"00"}
{"id":"040","label":"SW","level":"APPL","elapsed_ns":1,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SW pre=2 two=00000002 name=AB post=00","fields":{"pre":2,"two":"00000002","name":"AB","post":"00"}
{"id":"040","label":"SW","level":"APPL","elapsed_ns":2,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"SW pre=7 other=7 post=00","fields":{"pre":7,"other":7,"post":"00"}
{"id":"041","label":"BF","level":"APPL","elapsed_ns":3,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"BF hi one v=42","fields":{"v":"42"}
{"id":"041","label":"BF","level":"APPL","elapsed_ns":4,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"BF lo zero v=43","fields":{"v":"43"}
{"id":"042","label":"STR","level":"APPL","elapsed_ns":5,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"STR s=ab t=xyz u=ab","fields":{"s":"ab","t":"xyz","u":"ab"}
{"id":"042","label":"STR","level":"APPL","elapsed_ns":6,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"STR s= b t= q u= b","fields":{"s":" b","t":" q","u":" b"}
{"id":"043","label":"EXPR","level":"APPL","elapsed_ns":7,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"EXPR n=15 d=10","fields":{"n":15,"d":10}
{"id":"044","label":"ZZ","level":"APPL","elapsed_ns":8,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"ZZ z1=one z2=two z3=05","fields":{"z1":"one","z2":"two","z3":"05"}
{"id":"044","label":"ZZ","level":"APPL","elapsed_ns":9,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"ZZ z1= z2= sp z3=06","fields":{"z1":"","z2":" sp","z3":"06"}
{"id":"045","label":"W","level":"APPL","elapsed_ns":10,"delta_ns":1,"time":null,"cpu":0,"pid":0,"tid":0,"process":null,"text":"W a=0000001F b=15","fields":{"a":"0000001F","b":"15"}
id,text,fields
040,SW pre=1 one=1 post=00,"{""pre"":""1"",""one"":""1"",""post"":""00""}"
040,SW pre=2 two=00000002 name=AB post=00,"{""pre"":""2"",""two"":""00000002"",""name"":""AB"",""post"":""00""}"
040,SW pre=7 other=7 post=00,"{""pre"":""7"",""other"":""7"",""post"":""00""}"
041,BF hi one v=42,"{""v"":""42""}"
041,BF lo zero v=43,"{""v"":""43""}"
042,STR s=ab t=xyz u=ab,"{""s"":""ab"",""t"":""xyz"",""u"":""ab""}"
042,STR s= b t= q u= b,"{""s"":"" b"",""t"":"" q"",""u"":"" b""}"
043,EXPR n=15 d=10,"{""n"":""15"",""d"":""10""}"
044,ZZ z1=one z2=two z3=05,"{""z1"":""one"",""z2"":""two"",""z3"":""05""}"
044,ZZ z1= z2= sp z3=06,"{""z1"":"""",""z2"":"" sp"",""z3"":""06""}"
045,W a=0000001F b=15,"{""a"":""0000001F"",""b"":""15""}"
=== compiled
22
