# format codes inside expressions
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $x = U3 }} $x
011 1.0 L=APPL {{ $y = G4 + 1 }} $y
012 1.0 L=APPL {{ $z = 2 * (X17 - 1) }} $z
013 1.0 L=APPL {{ $w = X16 + B0.3 + D8 }} $w
=== stderr
tpl.fmt:1:24: error: invalid format code 'U3'
010 1.0 L=APPL {{ $x = U3 }} $x
                       ^
tpl.fmt:2:24: error: format code 'G4' yields no value
011 1.0 L=APPL {{ $y = G4 + 1 }} $y
                       ^
tpl.fmt:3:29: error: invalid format code 'X17'
012 1.0 L=APPL {{ $z = 2 * (X17 - 1) }} $z
                            ^
tpl.fmt: 1 template, 3 errors, 0 warnings
=== status
3
