# Numeric fields compare as the numbers their codes printed: %D4 decimal, %X4 hex
# (0x1ED), %U4; a field printed by X is hex (0000BEEF)
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'fd == 3' in.trc
trcrpt -h --quiet -t all.fmt --where 'mode == 0x1ED' in.trc
trcrpt -h --quiet -t all.fmt --where 'v > 0xBEEE' in.trc
trcrpt -h --quiet -t all.fmt --where 'n <= 2' in.trc
trcrpt -h --quiet -t all.fmt --where 'n >= 3' in.trc
trcrpt -h --quiet -t all.fmt --where 'x != 10' in.trc
=== stdout
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
011        0.000002000       0.000000          fd=3 fd=4 mode=000001ED
ZERO v=0000BEEF
1234       0.000014000       0.010000                          WIDE v=00000000DEADBEEF
015        0.000006000       0.000000  ENTER n=2
015        0.000009000       0.000000  ENTER n=3
019        0.000013000       0.000000  x=11
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
