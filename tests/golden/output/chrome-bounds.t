# What the Chrome writer keeps is bounded (docs/report.md, Chrome; docs/fuzzing.md): open
# spans (1,048,576, and 64 MiB of their names: a B past that is written as an instant
# `NAME (too many open spans)`), and the process/thread names it wrote (1,048,576 keys,
# 64 MiB: past that it forgets them all, so a name that comes back is written again).
# Names of 4 MiB of blanks (shown as " ..."): 16 open spans fill the 64 MiB, the 17th B
# is an instant, an E frees room for the next; the 17th process name empties the table,
# so pid 16 (still in the process table) gets its process_name again.  Before, every B
# kept its name until the end (a template naming spans with an 8 MiB string took GiBs
# for a few hundred records).
=== cmd
trcasm -o spans.trc spans.txt && trcasm -o meta.trc meta.txt || exit 1
trcrpt --output=chrome -t spans.fmt spans.trc | sed 's/     */ .../' | cut -c1-120
trcrpt --quiet --output=chrome -t meta.fmt meta.trc | sed 's/     */ .../' | cut -c1-120
=== file spans.fmt
010 1.0 L=APPL "open" {{ $s = A0.4194304 }} phase('B', $s)
011 1.0 L=APPL "close" phase('E')
=== file meta.fmt
00A 1.0 L=APPL $NOPRINT {{ $n = A0.4194304 }} pidinstall($D1, 0, $n)
010 1.0 L=APPL "e"
=== file spans.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=01010000
ev t=1 hw=01010000
ev t=2 hw=01010000
ev t=3 hw=01010000
ev t=4 hw=01010000
ev t=5 hw=01010000
ev t=6 hw=01010000
ev t=7 hw=01010000
ev t=8 hw=01010000
ev t=9 hw=01010000
ev t=10 hw=01010000
ev t=11 hw=01010000
ev t=12 hw=01010000
ev t=13 hw=01010000
ev t=14 hw=01010000
ev t=15 hw=01010000
ev t=16 hw=01010000
ev t=17 hw=01110000
ev t=18 hw=01010000
=== file meta.txt
trcasm 1
byteorder big
env 32
records
ev t=0 hw=00AA0000 d=00000001
ev t=1 pid=1 hw=01010000
ev t=2 hw=00AA0000 d=00000002
ev t=3 pid=2 hw=01010000
ev t=4 hw=00AA0000 d=00000003
ev t=5 pid=3 hw=01010000
ev t=6 hw=00AA0000 d=00000004
ev t=7 pid=4 hw=01010000
ev t=8 hw=00AA0000 d=00000005
ev t=9 pid=5 hw=01010000
ev t=10 hw=00AA0000 d=00000006
ev t=11 pid=6 hw=01010000
ev t=12 hw=00AA0000 d=00000007
ev t=13 pid=7 hw=01010000
ev t=14 hw=00AA0000 d=00000008
ev t=15 pid=8 hw=01010000
ev t=16 hw=00AA0000 d=00000009
ev t=17 pid=9 hw=01010000
ev t=18 hw=00AA0000 d=0000000A
ev t=19 pid=10 hw=01010000
ev t=20 hw=00AA0000 d=0000000B
ev t=21 pid=11 hw=01010000
ev t=22 hw=00AA0000 d=0000000C
ev t=23 pid=12 hw=01010000
ev t=24 hw=00AA0000 d=0000000D
ev t=25 pid=13 hw=01010000
ev t=26 hw=00AA0000 d=0000000E
ev t=27 pid=14 hw=01010000
ev t=28 hw=00AA0000 d=0000000F
ev t=29 pid=15 hw=01010000
ev t=30 hw=00AA0000 d=00000010
ev t=31 pid=16 hw=01010000
ev t=32 hw=00AA0000 d=00000011
ev t=33 pid=17 hw=01010000
ev t=34 pid=16 hw=01010000
=== stdout
{"displayTimeUnit":"ns","otherData":{},"traceEvents":[{"ph":"B","name":" ...","cat":"010","ts":0.000,"pid":0,"tid":0,"ar
{"ph":"B","name":" ...","cat":"010","ts":0.001,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.002,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.003,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.004,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.005,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.006,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.007,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.008,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.009,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.010,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.011,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.012,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.013,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.014,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"B","name":" ...","cat":"010","ts":0.015,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"i","s":"t","name":" ...(too many open spans)","cat":"010","ts":0.016,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"E","name":"close","cat":"011","ts":0.017,"pid":0,"tid":0,"args":{"text":"close"}},
{"ph":"B","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{"text":"open"}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}},
{"ph":"E","name":" ...","cat":"010","ts":0.018,"pid":0,"tid":0,"args":{}}]}
{"displayTimeUnit":"ns","otherData":{},"traceEvents":[{"ph":"i","s":"t","name":"e","cat":"010","ts":0.001,"pid":1,"tid":
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.003,"pid":2,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.005,"pid":3,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.007,"pid":4,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.009,"pid":5,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.011,"pid":6,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.013,"pid":7,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.015,"pid":8,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.017,"pid":9,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.019,"pid":10,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.021,"pid":11,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.023,"pid":12,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.025,"pid":13,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.027,"pid":14,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.029,"pid":15,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.031,"pid":16,"tid":0,"args":{"text":"e"}},
{"ph":"M","name":"process_name","pid":1,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":2,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":3,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":4,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":5,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":6,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":7,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":8,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":9,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":10,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":11,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":12,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":13,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":14,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":15,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":16,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.033,"pid":17,"tid":0,"args":{"text":"e"}},
{"ph":"i","s":"t","name":"e","cat":"010","ts":0.034,"pid":16,"tid":0,"args":{"text":"e"}},
{"ph":"M","name":"process_name","pid":17,"tid":0,"ts":0,"args":{"name":" ..."}},
{"ph":"M","name":"process_name","pid":16,"tid":0,"ts":0,"args":{"name":" ..."}}]}
=== stderr
trcrpt: summary: events=19 printed=19 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
