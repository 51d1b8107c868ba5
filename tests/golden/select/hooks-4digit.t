# -d with a 4-digit form (0100 = 010) and a range written in 4 digits
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -d 0100,0200-0300 mixed.trc
=== stdout
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
020    dbd                    200        2001    1  OTHER v=2
030    /usr/bin/webd          100        1002    2                  hd=0000 d1=00000003
010    dbd                    200        2002    1  USER EVENT v=4
020    -                      300        3001    3  OTHER v=5
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
=== stderr
trcrpt: summary: events=11 printed=6 filtered=5 lost=5 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 030(1)
trcrpt: loss windows: 3.000000000-3.000001000(5)
