# without -m inputs are reported one after the other, each with its own header and elapsed origin; -v prints file names (stderr), Source and Attribute lines
=== cmd
cp "$top_srcdir/tests/fixtures/select-b.txt" b.txt
cp "$top_srcdir/tests/fixtures/select-c.txt" c.txt
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
trcasm -o b.trc b.txt && trcasm -o c.trc c.txt && trcrpt -v --quiet -t all.fmt b.trc c.trc
=== stdout
Fri Mar  1 12:00:00 2024 UTC
Node: hostb
Source: trclog, big-endian, env 32, 1 cpus, timebase 1/1, file b.trc
Start: 2024-03-01T12:00:00.500000000Z
Attribute: site=lab 2
Attribute: run=7

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

020        0.000000000       0.000000  OTHER v=16
020        1.000000000    1000.000000  OTHER v=17
020        1.500000000     500.000000  OTHER v=18

Start time unknown
Source: trclog, little-endian, env 32, 1 cpus, timebase 1/1, file c.trc

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

050        0.000000000       0.000000                  AFTER v=32
050        2.000000000    2000.000000                  AFTER v=33
=== stderr
trcrpt: opened b.trc
trcrpt: opened c.trc
trcrpt: opened all.fmt
