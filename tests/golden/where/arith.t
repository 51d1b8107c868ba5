# Template-language arithmetic inside predicates: * / % + - << >> & ^ | unary - and ~
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'n * 2 + 1 == 7' in.trc
trcrpt -h --quiet -t all.fmt --where '(mode & 0x1C0) >> 6 == 7' in.trc
trcrpt -h --quiet -t all.fmt --where '-n == -2 && ~0 == -1' in.trc
trcrpt -h --quiet -t all.fmt --where 'n / 2 == 1 && n % 2 == 0 && 1 << n == 4 && (n ^ 3) == 1 && (n | 8) == 10 && n - 1 == 1' in.trc
=== stdout
015        0.000009000       0.000000  ENTER n=3
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
015        0.000006000       0.000000  ENTER n=2
015        0.000006000       0.000000  ENTER n=2
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
