# a function definition may not take a builtin name (§11.2)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "" {{ setdelim($n) $n }}
011 1.0 L=APPL "" {{ phase() x }}
=== stderr
tpl.fmt:1:22: error: function setdelim has the name of a builtin
010 1.0 L=APPL "" {{ setdelim($n) $n }}
                     ^
tpl.fmt:2:22: error: function phase has the name of a builtin
011 1.0 L=APPL "" {{ phase() x }}
                     ^
tpl.fmt: 0 templates, 2 errors, 0 warnings
=== status
3
