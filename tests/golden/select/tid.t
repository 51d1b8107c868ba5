# -T with a range
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -T 2001-3001 mixed.trc
=== stdout
020    dbd                    200        2001    1  OTHER v=2
010    dbd                    200        2002    1  USER EVENT v=4
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    3                  SWITCH v=6
=== stderr
trcrpt: summary: events=11 printed=4 filtered=7 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
