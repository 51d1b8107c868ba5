# -m: one header (first input), records by wall clock, ties by input order, own byte order per input; an input with an unknown start is merged from the earliest known start (warning)
=== cmd
cp "$top_srcdir/tests/fixtures/select-b.txt" b.txt
cp "$top_srcdir/tests/fixtures/select-c.txt" c.txt
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
trcasm -o b.trc b.txt && trcasm -o c.trc c.txt && trcrpt -m -t all.fmt -O cpuid=on,pid=on mixed.trc b.trc c.trc
=== stdout
Fri Mar  1 12:00:00 2024 UTC
System: Linux

ID          PID  CPU      ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

050           9    0      0.000000000       0.000000                  AFTER v=32
010         100    0      0.000001000       0.001000  USER EVENT v=1
020         200    1      0.000002000       0.001000  OTHER v=2
030         100    2      0.000003000       0.001000                  hd=0000 d1=00000003
020           7    0      0.500000000     499.997000  OTHER v=16
010         200    1      1.000000000     500.000000  USER EVENT v=4
020           7    0      1.500000000     500.000000  OTHER v=17
020         300    3      2.000000000     500.000000  OTHER v=5
020           7    0      2.000000000       0.000000  OTHER v=18
050           9    0      2.000000000       0.000000                  AFTER v=33
040         400    3      2.500000000     500.000000                  SWITCH v=6
006           -    -      3.000000000     500.000000                  LOST EVENTS 5 events lost (buffer full)
010         100    2      4.000000000    1000.000000  USER EVENT v=7
050         400    3      5.000000000    1000.000000                  AFTER v=8
=== stderr
trcrpt: warning: c.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: summary: events=16 printed=14 filtered=0 lost=5 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 030(1)
trcrpt: loss windows: 3.000000000-3.000001000(5)
