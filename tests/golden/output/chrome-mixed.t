# --output=chrome (docs/ref/report.md §5.3) of the mixed trace of json-mixed.t: otherData, metadata
# from pidinstall/tidinstall, B/E from phase(), an unmatched E, a B closed at the end, hook
# 006 (global instant + lost_events counter), pid/tid above 31 bits (pid64/tid64), an empty
# label (hook ID)
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && printf '01A 1.0 L=APPL "CTRL" "a\001b"\n' >> all.fmt && trcasm -o in.trc in.txt && trcrpt --output=chrome -t all.fmt in.trc
=== stdout
{"displayTimeUnit":"ns","otherData":{"sysname":"Linux","nodename":"host1","machine":"x86_64","cmdline":"./app -n 3"},"traceEvents":[{"ph":"M","name":"thread_name","pid":42,"tid":43,"ts":0,"args":{"name":"worker"}},
{"ph":"i","s":"t","name":"USER EVENT","cat":"010","ts":1.000,"pid":42,"tid":43,"args":{"text":"USER EVENT count = 7"}},
{"ph":"i","s":"t","name":"OPEN","cat":"011","ts":2.000,"pid":42,"tid":44,"args":{"text":"fd=3 fd=4 mode=000001ED","fd":"3","fd#2":"4","mode":"000001ED"}},
{"ph":"i","s":"t","name":"MULTI","cat":"012","ts":3.000,"pid":42,"tid":43,"args":{"text":"MULTI first\nsecond=9","second":"9"}},
{"ph":"i","s":"t","name":"ZERO","cat":"013","ts":4.000,"pid":42,"tid":43,"args":{"text":"ZERO v=0000BEEF","v":"0000BEEF"}},
{"ph":"i","s":"t","name":"SHORT","cat":"014","ts":5.000,"pid":42,"tid":43,"args":{"text":"SHORT a=0 b=[short entry: need 4 at 6 of 8]","a":"0"}},
{"ph":"B","name":"work","cat":"015","ts":6.000,"pid":42,"tid":43,"args":{"text":"ENTER n=2","n":"2"}},
{"ph":"E","name":"work","cat":"016","ts":7.000,"pid":42,"tid":43,"args":{"text":"LEAVE"}},
{"ph":"i","s":"t","name":"work (unmatched end)","cat":"016","ts":8.000,"pid":42,"tid":44,"args":{"text":"LEAVE"}},
{"ph":"B","name":"work","cat":"015","ts":9.000,"pid":7,"tid":8,"args":{"text":"ENTER n=3","n":"3"}},
{"ph":"i","s":"t","name":"STR","cat":"018","ts":10.000,"pid":42,"tid":43,"args":{"text":"STR s=ab.b�c q\"uote\\back","s":"ab.b�c"}},
{"ph":"i","s":"t","name":"DEFAULT TEMPLATE","cat":"0AA","ts":11.000,"pid":0,"tid":0,"args":{"text":"hd=0003 d1=00000009","hd":"0003","d1":"00000009"}},
{"ph":"i","s":"g","name":"LOST EVENTS","cat":"006","ts":12.000,"pid":42,"tid":44,"args":{"text":"LOST EVENTS 5 events lost (buffer full)"}},
{"ph":"C","name":"lost_events","ts":12.000,"pid":0,"tid":0,"args":{"lost":5}},
{"ph":"M","name":"thread_name","pid":2147418112,"tid":2147418113,"ts":0,"args":{"name":"big"}},
{"ph":"i","s":"t","name":"hook 019","cat":"019","ts":13.000,"pid":2147418112,"tid":2147418113,"args":{"text":"x=11","x":"11","pid64":3000000000,"tid64":5000000000}},
{"ph":"i","s":"t","name":"WIDE","cat":"1234","ts":14.000,"pid":42,"tid":43,"args":{"text":"WIDE v=00000000DEADBEEF","v":"00000000DEADBEEF"}},
{"ph":"i","s":"t","name":"CTRL","cat":"01A","ts":15.000,"pid":42,"tid":43,"args":{"text":"CTRL a\u0001b"}},
{"ph":"E","name":"work","cat":"015","ts":15.000,"pid":7,"tid":8,"args":{}},
{"ph":"M","name":"process_name","pid":42,"tid":0,"ts":0,"args":{"name":"myproc"}}]}
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: summary: events=16 printed=15 filtered=0 lost=5 short=1 unknown=1 faults=1 skipped=0
trcrpt: unknown hooks: 0AA(1)
trcrpt: loss windows: 0.000012000-0.000012000(5)
