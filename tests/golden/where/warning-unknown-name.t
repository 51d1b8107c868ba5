# A name that is neither a key nor a field of any template: a warning naming it; the
# report still runs (nothing matches it)
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -h --quiet -t all.fmt --where 'nosuch == 1 || fields.pid > 0 || n == 3' in.trc; echo status=$?
=== stdout
015        0.000009000       0.000000  ENTER n=3
status=0
=== stderr
trcrpt: --where:1:1: warning: 'nosuch' is neither a key nor a field of any template
nosuch == 1 || fields.pid > 0 || n == 3
^
trcrpt: --where:1:16: warning: no template has a field 'pid'
nosuch == 1 || fields.pid > 0 || n == 3
               ^
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
