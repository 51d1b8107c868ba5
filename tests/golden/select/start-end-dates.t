# -s/-e absolute times: ISO 8601 with Z and with an offset, AIX mmddhhmmssyy (local time, TZ=UTC); half-open window
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -s 2024-03-01T12:00:02Z mixed.trc && TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 --quiet -e 030112000324 -s 2024-03-01T13:00:01.5+01:00 mixed.trc && TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 --quiet --start=2024-03-01T12:00:04 --end 2024-03-01T12:00:04.000000001Z mixed.trc
=== stdout
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    3                  SWITCH v=6
006    -                        -           -    -                  LOST EVENTS 5 events lost (buffer full)
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
050    -                      400        4001    3                  AFTER v=8
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    3                  SWITCH v=6
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
=== stderr
trcrpt: summary: events=11 printed=5 filtered=6 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
