# -p uses the per-CPU $PID left by an earlier template when the envelope has none (040 sets 400 on CPU 3, 050 has no pid); with -p 300 alone 040 runs but 050 starts with pid 400 and is dropped
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -p 300,400 mixed.trc && TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 --quiet -p 300 mixed.trc
=== stdout
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    3                  SWITCH v=6
050    -                      400        4001    3                  AFTER v=8
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    3                  SWITCH v=6
=== stderr
trcrpt: summary: events=11 printed=3 filtered=8 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
