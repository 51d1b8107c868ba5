# --output=json (docs/ref/report.md §5.1) of a mixed trace: fields (a repeated name gets #2), @label,
# unknown pid/tid/cpu (null), a continuation line, L=0, an unknown hook (008), a short entry
# and a division fault, hook 006 (lost), a 64-bit record, a control byte and invalid UTF-8
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && printf '01A 1.0 L=APPL "CTRL" "a\001b"\n' >> all.fmt && trcasm -o in.trc in.txt && trcrpt --output=json -t all.fmt in.trc
=== stdout
{"id":"010","label":"USER EVENT","level":"APPL","elapsed_ns":1000,"delta_ns":0,"time":"2024-03-01T12:00:00.000001000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"USER EVENT count = 7","fields":{},"env":32,"hd":0,"data":"00000007","file":"in.trc","offset":160}
{"id":"011","label":"OPEN","level":"SVC","elapsed_ns":2000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000002000Z","cpu":1,"pid":42,"tid":44,"process":"myproc","text":"fd=3 fd=4 mode=000001ED","fields":{"fd":3,"fd#2":4,"mode":"000001ED"},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":200}
{"id":"012","label":"MULTI","level":"KERN","elapsed_ns":3000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000003000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"MULTI first\nsecond=9","fields":{"second":9},"env":32,"hd":0,"data":"00000009","file":"in.trc","offset":256}
{"id":"013","label":"ZERO","level":"0","elapsed_ns":4000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000004000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"ZERO v=0000BEEF","fields":{"v":"0000BEEF"},"env":32,"hd":0,"data":"0000BEEF","file":"in.trc","offset":296}
{"id":"014","label":"SHORT","level":"APPL","elapsed_ns":5000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000005000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"SHORT a=0 b=[short entry: need 4 at 6 of 8]","fields":{"a":0},"env":32,"hd":0,"data":"00000001","file":"in.trc","offset":336}
{"id":"015","label":"ENTER","level":"APPL","elapsed_ns":6000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000006000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"ENTER n=2","fields":{"n":2},"env":32,"hd":0,"data":"00000002","file":"in.trc","offset":376}
{"id":"016","label":"LEAVE","level":"APPL","elapsed_ns":7000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000007000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"LEAVE","fields":{},"env":32,"hd":0,"data":"00000000","file":"in.trc","offset":416}
{"id":"016","label":"LEAVE","level":"APPL","elapsed_ns":8000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000008000Z","cpu":1,"pid":42,"tid":44,"process":"myproc","text":"LEAVE","fields":{},"env":32,"hd":0,"data":"00000000","file":"in.trc","offset":456}
{"id":"015","label":"ENTER","level":"APPL","elapsed_ns":9000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000009000Z","cpu":1,"pid":7,"tid":8,"process":null,"text":"ENTER n=3","fields":{"n":3},"env":32,"hd":0,"data":"00000003","file":"in.trc","offset":496}
{"id":"018","label":"STR","level":"APPL","elapsed_ns":10000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000010000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"STR s=ab.b�c q\"uote\\back","fields":{"s":"ab.b�c"},"env":32,"hd":0,"data":"61620162FF630000000000000000000000000000","file":"in.trc","offset":536}
{"id":"0AA","label":"DEFAULT TEMPLATE","level":"KERN","elapsed_ns":11000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000011000Z","cpu":null,"pid":null,"tid":null,"process":null,"text":"hd=0003 d1=00000009","fields":{"hd":"0003","d1":"00000009"},"env":32,"hd":3,"data":"00000009","file":"in.trc","offset":592}
{"id":"006","label":"LOST EVENTS","level":"KERN","elapsed_ns":12000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000012000Z","cpu":1,"pid":42,"tid":44,"process":"myproc","text":"LOST EVENTS 5 events lost (buffer full)","fields":{},"lost":5,"env":32,"hd":1,"data":"0000000500000000000000000000000000000000","file":"in.trc","offset":632}
{"id":"019","label":"","level":"APPL","elapsed_ns":13000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000013000Z","cpu":1,"pid":3000000000,"tid":5000000000,"process":null,"text":"x=11","fields":{"x":11},"env":32,"hd":0,"data":"0000000B","file":"in.trc","offset":688}
{"id":"1234","label":"WIDE","level":"INT","elapsed_ns":14000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000014000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"WIDE v=00000000DEADBEEF","fields":{"v":"00000000DEADBEEF"},"env":64,"hd":5,"data":"00000000DEADBEEF","file":"in.trc","offset":728}
{"id":"01A","label":"CTRL","level":"APPL","elapsed_ns":15000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000015000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"CTRL a\u0001b","fields":{},"env":32,"hd":0,"data":"","file":"in.trc","offset":776}
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: summary: events=16 printed=15 filtered=0 lost=5 short=1 unknown=1 faults=1 skipped=0
trcrpt: unknown hooks: 0AA(1)
trcrpt: loss windows: 0.000012000-0.000012000(5)
