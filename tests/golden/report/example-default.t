# docs/ref/report.md §3.4: default text report (header, ID, ELAPSED_SEC, DELTA_MSEC) and the
# summary of docs/ref/report.md §7 with the unknown-hook and loss-window lines
=== cmd
cp "$top_srcdir/tests/fixtures/report-example.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt && trcrpt -t all.fmt in.trc
=== file u.fmt
010 1.0 L=APPL "USER EVENT" O2.0 "count =" U4
=== stdout
Fri Mar  1 12:00:00 2024 UTC
System: Linux  Node: host1  Release: 6.1.0  Version: #1 SMP
Machine: x86_64
Command: ./app -n 3

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

010        0.000001000       0.000000  USER EVENT count = 7
006        0.000002500       0.001500                  LOST EVENTS 3 events lost (buffer full)
0AA        0.001002500       1.000000                  hd=0003 d1=00000009
=== stderr
trcrpt: summary: events=3 printed=3 filtered=0 lost=3 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 0AA(1)
trcrpt: loss windows: 0.000002500-0.000002500(3)
