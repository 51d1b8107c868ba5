# A regex pcre2 rejects: error at its position; the first --where is fine, the second is not
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt -t all.fmt --where 'fd == 3' --where 'label =~ /a(b/' in.trc; echo status=$?
=== stdout
status=2
=== stderr
trcrpt: --where:1:14: error: regex: missing closing parenthesis
label =~ /a(b/
             ^
