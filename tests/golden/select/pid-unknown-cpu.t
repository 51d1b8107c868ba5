# -p on records without a CPU: they share one $PID/$TID slot (040 sets 400, the 006 and 050 after it, also without a CPU, start with 400); with -p 300 alone 040 runs and the later two are dropped
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
sed -e 's/cpu=3 pid=300 tid=3001 hw=040A/cpu=- pid=300 tid=3001 hw=040A/' -e 's/cpu=3 pid=- tid=- hw=050A/cpu=- pid=- tid=- hw=050A/' "$top_srcdir/tests/fixtures/select-mixed.txt" > mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -p 300,400 mixed.trc && TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 --quiet -p 300 mixed.trc
=== stdout
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    -                  SWITCH v=6
006    -                      400        4001    -                  LOST EVENTS 5 events lost (buffer full)
050    -                      400        4001    -                  AFTER v=8
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    -                  SWITCH v=6
=== stderr
trcrpt: summary: events=11 printed=4 filtered=7 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
