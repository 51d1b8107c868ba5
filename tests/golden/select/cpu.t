# -C with a list; -C all = no filter; records with an unknown CPU (006) fail a list
=== cmd
cp "$top_srcdir/tests/fixtures/select-mixed.fmt" u.fmt
cp "$top_srcdir/tests/fixtures/select-mixed.txt" mixed.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -C 1,3 mixed.trc && TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 --quiet -C all mixed.trc
=== stdout
020    dbd                    200        2001    1  OTHER v=2
010    dbd                    200        2002    1  USER EVENT v=4
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    3                  SWITCH v=6
050    -                      400        4001    3                  AFTER v=8
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
020    dbd                    200        2001    1  OTHER v=2
030    /usr/bin/webd          100        1002    2                  hd=0000 d1=00000003
010    dbd                    200        2002    1  USER EVENT v=4
020    -                      300        3001    3  OTHER v=5
040    -                      400        4001    3                  SWITCH v=6
006    -                        -           -    -                  LOST EVENTS 5 events lost (buffer full)
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
050    -                      400        4001    3                  AFTER v=8
=== stderr
trcrpt: summary: events=11 printed=5 filtered=6 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 3.000000000-3.000001000(5)
