# A name the record lacks makes every comparison that reads it false (!= too), has() false;
# unknown pid/cpu of a record is missing as well
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'fd != 3' in.trc
trcrpt -h --quiet -t all.fmt --where 'has(fields.fd#2) && !has(fields.fd#3)' in.trc
trcrpt -h --quiet -t all.fmt --where 'fd + 1 > 0 || n + 1 > 3' in.trc
trcrpt -h --quiet -t all.fmt --where '!has(pid)' in.trc
trcrpt -h --quiet -t all.fmt --where 'process == "myproc" && tid == 44' in.trc
=== stdout
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
015        0.000009000       0.007000  ENTER n=3
0AA        0.000011000       0.000000                  hd=0003 d1=00000009
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
016        0.000008000       0.006000  LEAVE
006        0.000012000       0.004000                  LOST EVENTS 5 events lost (buffer full)
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
