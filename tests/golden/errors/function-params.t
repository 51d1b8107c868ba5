# function parameters: subroutine-shaped, digit-first and predefined names
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "" {{ f(add) x }}
011 1.0 L=APPL "" {{ g($PID) $PID }}
012 1.0 L=APPL "" {{ h(p, $q) $p $q }} h(1, 2)
=== stderr
tpl.fmt:1:24: error: $add is a subroutine name, not a macro
010 1.0 L=APPL "" {{ f(add) x }}
                       ^
tpl.fmt:2:24: error: parameter $PID hides a predefined macro
011 1.0 L=APPL "" {{ g($PID) $PID }}
                       ^
tpl.fmt: 1 template, 2 errors, 0 warnings
=== status
3
