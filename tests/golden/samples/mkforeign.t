# samples/mkforeign writes the same bytes on every run (the samples the build keeps are
# reproducible by the tool), refuses bad usage (exit 2) and reports a path it cannot write
# (exit 1)
=== cmd
mk="$top_builddir/samples/mkforeign"
"$mk" kev w.kev && cmp w.kev "$top_builddir/samples/webd.kev" && echo "kev: same bytes"
"$mk" ltt l && diff -r l "$top_builddir/samples/ltt-webd" && echo "ltt: same files"
wc -c < w.kev; ls l l/*
"$mk"; echo "exit $?"
"$mk" kev no/such/dir/x.kev; echo "exit $?"
=== stdout
kev: same bytes
ltt: same files
837
l:
control
cpu
eventdefs
info

l/control:
facilities
interrupts
processes

l/cpu:
0

l/eventdefs:
core.xml
webd.xml

l/info:
system.xml
exit 2
exit 1
=== stderr
usage: mkforeign kev FILE | mkforeign ltt DIR
mkforeign: no/such/dir/x.kev: No such file or directory
