# -p with decimal pids; 00A records are filtered but still run
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -p 100 mixed.trc
=== stdout
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
030    /usr/bin/webd          100        1002    2                  hd=0000 d1=00000003
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
=== stderr
trcrpt: summary: events=11 printed=3 filtered=8 lost=5 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 030(1)
trcrpt: loss windows: 3.000000000-3.000001000(5)
