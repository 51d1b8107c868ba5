# -k wins over -d (ranges of canonical IDs); 00A still runs when excluded so process names stay known
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -d 010-0FF -k 020,030-03F -k 00A mixed.trc
=== stdout
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
010    dbd                    200        2002    1  USER EVENT v=4
040    -                      400        4001    3                  SWITCH v=6
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
050    -                      400        4001    3                  AFTER v=8
=== stderr
trcrpt: summary: events=11 printed=5 filtered=6 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
