# -m when no input has a known start: all start at 0, the header of the first input
=== cmd
cp "$top_srcdir/tests/fixtures/select-c.txt" c.txt
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
trcasm -o c.trc c.txt && trcasm -o c2.trc c.txt && trcrpt -m --quiet -t all.fmt c.trc c2.trc
=== stdout
Start time unknown

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

050        0.000000000       0.000000                  AFTER v=32
050        0.000000000       0.000000                  AFTER v=32
050        2.000000000    2000.000000                  AFTER v=33
050        2.000000000       0.000000                  AFTER v=33
=== stderr
trcrpt: warning: c.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: warning: c2.trc: start time unknown; merged as if it started at the earliest known start
