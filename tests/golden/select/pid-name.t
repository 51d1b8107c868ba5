# -p with process names: exact process-table name or its last / component (bin/webd matches neither)
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 --quiet -p webd mixed.trc && echo -- && TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 --quiet -p /usr/bin/webd,dbd mixed.trc && echo -- && TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -p bin/webd mixed.trc
=== stdout
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
030    /usr/bin/webd          100        1002    2                  hd=0000 d1=00000003
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
--
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
020    dbd                    200        2001    1  OTHER v=2
030    /usr/bin/webd          100        1002    2                  hd=0000 d1=00000003
010    dbd                    200        2002    1  USER EVENT v=4
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
--
=== stderr
trcrpt: warning: -p bin/webd: no process of that name was seen in the run
trcrpt: summary: events=11 printed=0 filtered=11 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
