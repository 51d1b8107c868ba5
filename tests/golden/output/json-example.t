# docs/ref/report.md §5.1: the first record of the §3.4 example, then the other two (-h has no effect)
=== cmd
cp "$top_srcdir/tests/fixtures/report-example.txt" ex.txt
cat "$top_srcdir/templates/system.tmpl" ex.fmt > all.fmt && trcasm -o in.trc ex.txt && trcrpt -h --quiet --output=json -t all.fmt in.trc
=== file ex.fmt
010 1.0 L=APPL "USER EVENT" O2.0 "count =" U4
=== stdout
{"id":"010","label":"USER EVENT","level":"APPL","elapsed_ns":1000,"delta_ns":0,"time":"2024-03-01T12:00:00.000001000Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"USER EVENT count = 7","fields":{},"env":32,"hd":0,"data":"00000007","file":"in.trc","offset":144}
{"id":"006","label":"LOST EVENTS","level":"KERN","elapsed_ns":2500,"delta_ns":1500,"time":"2024-03-01T12:00:00.000002500Z","cpu":1,"pid":42,"tid":44,"process":null,"text":"LOST EVENTS 3 events lost (buffer full)","fields":{},"lost":3,"env":32,"hd":1,"data":"0000000300000000000000000000000000000000","file":"in.trc","offset":184}
{"id":"0AA","label":"DEFAULT TEMPLATE","level":"KERN","elapsed_ns":1002500,"delta_ns":1000000,"time":"2024-03-01T12:00:00.001002500Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"hd=0003 d1=00000009","fields":{"hd":"0003","d1":"00000009"},"env":32,"hd":3,"data":"00000009","file":"in.trc","offset":240}
