# docs/ref/report.md §1.4, §2.1: -d keeps only the listed hooks; 3-digit IDs; filtered records counted (00A included)
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -d 010 mixed.trc
=== stdout
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
010    dbd                    200        2002    1  USER EVENT v=4
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
=== stderr
trcrpt: summary: events=11 printed=3 filtered=8 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
