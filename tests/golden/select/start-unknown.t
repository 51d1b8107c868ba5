# -s/-e need the start wall clock (usage error); with -m one known start is enough
=== cmd
cp "$top_srcdir/tests/fixtures/select-c.txt" c.txt
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
trcasm -o c.trc c.txt && trcrpt -t all.fmt -s 2024-03-01T12:00:00Z c.trc; echo "status $?"; TZ=UTC trcrpt -h -m --quiet -t all.fmt -s 2024-03-01T12:00:02Z mixed.trc c.trc
=== stdout
status 2
020        2.000000000       0.000000  OTHER v=5
050        2.000000000       0.000000                  AFTER v=33
040        2.500000000     500.000000                  SWITCH v=6
006        3.000000000     500.000000                  LOST EVENTS 5 events lost (buffer full)
010        4.000000000    1000.000000  USER EVENT v=7
050        5.000000000    1000.000000                  AFTER v=8
=== stderr
trcrpt: -s/-e: start time of c.trc is unknown
trcrpt: warning: c.trc: start time unknown; merged as if it started at the earliest known start
