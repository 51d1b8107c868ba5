# && binds tighter than ||; ! negates; parentheses group
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'id == "010" || id == "013" && v == 0xBEEF' in.trc
trcrpt -h --quiet -t all.fmt --where '(id == "010" || id == "013") && cpu == 0 && !(label == "ZERO")' in.trc
=== stdout
010        0.000001000       0.000000  USER EVENT count = 7
ZERO v=0000BEEF
010        0.000001000       0.000000  USER EVENT count = 7
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
