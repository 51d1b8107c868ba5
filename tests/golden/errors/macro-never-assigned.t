# macros read but never a declaration or assignment target (per template and per function); declared-only slots are fine
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $x%D1 $x {{ $y = $z + 1 }} $y
020 1.0 L=APPL caller {{ $a = 5 }} $021 $a%D1
021 1.0 L=APPL "" {{ $x }} {{ $s = $x + 1 }} $s%D1
022 1.0 L=APPL {{ $n = $n + 1 }} $n $HD $D1
030 1.0 L=APPL "" {{ f($p) $p%D1 $q }} f(1)
=== stderr
tpl.fmt:1:16: warning: macro $x is never assigned
010 1.0 L=APPL $x%D1 $x {{ $y = $z + 1 }} $y
               ^
tpl.fmt:1:33: warning: macro $z is never assigned
010 1.0 L=APPL $x%D1 $x {{ $y = $z + 1 }} $y
                                ^
tpl.fmt:5:34: warning: macro $q is never assigned
030 1.0 L=APPL "" {{ f($p) $p%D1 $q }} f(1)
                                 ^
tpl.fmt: 5 templates, 0 errors, 3 warnings
=== status
0
