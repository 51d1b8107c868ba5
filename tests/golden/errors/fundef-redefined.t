# a later definition replaces an earlier one, with a warning; arity follows the later one
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "" {{ f($a) $a }}
011 1.0 L=APPL "" {{ f($a, $b) $b }}
012 1.0 L=APPL f(1, 2)
=== stderr
tpl.fmt:2:22: warning: function f redefined (first defined at line 1)
011 1.0 L=APPL "" {{ f($a, $b) $b }}
                     ^
tpl.fmt: 3 templates, 0 errors, 1 warning
=== status
0
