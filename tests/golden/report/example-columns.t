# docs/ref/report.md §3.4 second run: -h with the PROCESS NAME, PID, TID and CPU columns
=== cmd
cp "$top_srcdir/tests/fixtures/report-example.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt && trcrpt -h -O exec=on,pid=on,tid=on,cpuid=on -t all.fmt in.trc
=== file u.fmt
010 1.0 L=APPL "USER EVENT" O2.0 "count =" U4
=== stdout
010    -                       42          43    0      0.000001000       0.000000  USER EVENT count = 7
006    -                       42          44    1      0.000002500       0.001500                  LOST EVENTS 3 events lost (buffer full)
0AA    -                       42          43    0      0.001002500       1.000000                  hd=0003 d1=00000009
=== stderr
trcrpt: summary: events=3 printed=3 filtered=0 lost=3 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 0AA(1)
trcrpt: loss windows: 0.000002500-0.000002500(3)
