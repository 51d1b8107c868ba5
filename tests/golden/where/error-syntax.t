# Syntax errors: exit 2, trcrpt: --where:1:COL: error, the predicate and a caret; nothing is read
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -t all.fmt --where 'fd ==' in.trc; echo status=$?
trcrpt -t all.fmt --where 'fd == 3 && && n' in.trc; echo status=$?
trcrpt -t all.fmt --where 'label == "OPEN' in.trc; echo status=$?
trcrpt -t all.fmt --where 'label =~ /OPEN' in.trc; echo status=$?
trcrpt -t all.fmt --where 'label =~ OPEN' in.trc; echo status=$?
trcrpt -t all.fmt --where '' in.trc; echo status=$?
trcrpt -t all.fmt --where 'fd @ 3' in.trc; echo status=$?
trcrpt -t all.fmt --where 'has(3)' in.trc; echo status=$?
trcrpt -t all.fmt --where 'fd#0 == 1' in.trc; echo status=$?
trcrpt -t all.fmt --where '(fd == 3' in.trc; echo status=$?
=== stdout
status=2
status=2
status=2
status=2
status=2
status=2
status=2
status=2
status=2
status=2
=== stderr
trcrpt: --where:1:6: error: expected expression
fd ==
     ^
trcrpt: --where:1:12: error: expected expression
fd == 3 && && n
           ^
trcrpt: --where:1:10: error: unterminated string
label == "OPEN
         ^
trcrpt: --where:1:10: error: unterminated regex
label =~ /OPEN
         ^
trcrpt: --where:1:10: error: unexpected 'OPEN', expected regex
label =~ OPEN
         ^
trcrpt: --where:1:1: error: empty predicate

^
trcrpt: --where:1:4: error: unexpected '@'
fd @ 3
   ^
trcrpt: --where:1:5: error: unexpected '3', expected name
has(3)
    ^
trcrpt: --where:1:3: error: occurrence must be #1 or more
fd#0 == 1
  ^
trcrpt: --where:1:9: error: missing )
(fd == 3
        ^
