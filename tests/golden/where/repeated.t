# --where may be repeated: all must hold; rejected records count as filtered in the summary
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h -t all.fmt --where 'cpu == 1' --where 'pid == 42' in.trc
=== stdout
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
016        0.000008000       0.006000  LEAVE
006        0.000012000       0.004000                  LOST EVENTS 5 events lost (buffer full)
=== stderr
trcrpt: summary: events=16 printed=3 filtered=13 lost=5 short=0 unknown=0 faults=0 skipped=0
trcrpt: loss windows: 0.000012000-0.000012000(5)
