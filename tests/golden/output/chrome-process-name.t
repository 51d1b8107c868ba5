# one process_name per pid (issue 33 item 11): a pid named by its 00A record (a path) and
# then by a template's pidinstall gets one metadata record, with the name it has at the end
# (the one a viewer shows), written after the events
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt && trcrpt --quiet --output=chrome -t all.fmt in.trc
=== file u.fmt
010 1.0 L=APPL "START" {{ $p = $D1 }} pidinstall($p, 1, "webd")
011 1.0 L=APPL "WORK" n=$D1%D4
=== file in.txt
trcasm 1
records
ev t=1 cpu=0 pid=- tid=- hw=00A80022 d=00000001 buf=000000070000000100000000000000002f7573722f62696e2f7765626400
ev t=2 cpu=0 pid=7 tid=7 hw=011A0000 d=00000000
ev t=3 cpu=0 pid=7 tid=7 hw=010A0000 d=00000007
ev t=4 cpu=0 pid=7 tid=7 hw=011A0000 d=00000001
=== stdout
{"displayTimeUnit":"ns","otherData":{},"traceEvents":[{"ph":"i","s":"t","name":"WORK","cat":"011","ts":0.002,"pid":7,"tid":7,"args":{"text":"WORK n=0","n":"0"}},
{"ph":"i","s":"t","name":"START","cat":"010","ts":0.003,"pid":7,"tid":7,"args":{"text":"START"}},
{"ph":"i","s":"t","name":"WORK","cat":"011","ts":0.004,"pid":7,"tid":7,"args":{"text":"WORK n=1","n":"1"}},
{"ph":"M","name":"process_name","pid":7,"tid":0,"ts":0,"args":{"name":"webd"}}]}
