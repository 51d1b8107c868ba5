# -m over two inputs and a trace on standard input
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
sed 's/^start 1709294400000000000 0/start 1709294400000000500 0/' in.txt > b.txt && trcasm -o b.trc b.txt
trcrpt -h --quiet -m -t all.fmt --where 'fd == 3 || file == "b.trc" && n == 3' in.trc b.trc
trcrpt -h --quiet -t all.fmt --where 'file == "<stdin>" && n == 2' - < in.trc
=== stdout
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
011        0.000002500       0.000500          fd=3 fd=4 mode=000001ED
015        0.000009500       0.007000  ENTER n=3
015        0.000006000       0.000000  ENTER n=2
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: b.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: b.trc:688: hook 019: division by zero
trcrpt: <stdin>:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: <stdin>:688: hook 019: division by zero
