# case values that do not parse in the base of a numeric subject never match (§12.4): warning
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL U2, 1F hex, 10 ten, \* other
011 1.0 L=APPL o2, 8 eight, 0x8 hex8, o10 oct, 17 ok
012 1.0 L=APPL X2, zz a, 0o17 b, FF c
013 1.0 L=APPL D2, -1 minus, \* x
014 1.0 L=APPL U2, -1 bad, \* x
015 1.0 L=APPL $D1%W0.3, A ten, 10 ok
016 1.0 L=APPL {{ $n = 1 }} $n, zz a, \* b
=== stderr
tpl.fmt:1:20: warning: case value '1F' is not a base-10 number, never matches
010 1.0 L=APPL U2, 1F hex, 10 ten, \* other
                   ^
tpl.fmt:2:20: warning: case value '8' is not a base-8 number, never matches
011 1.0 L=APPL o2, 8 eight, 0x8 hex8, o10 oct, 17 ok
                   ^
tpl.fmt:3:20: warning: case value 'zz' is not a base-16 number, never matches
012 1.0 L=APPL X2, zz a, 0o17 b, FF c
                   ^
tpl.fmt:5:20: warning: case value '-1' is not a base-10 number, never matches
014 1.0 L=APPL U2, -1 bad, \* x
                   ^
tpl.fmt:6:26: warning: case value 'A' is not a base-10 number, never matches
015 1.0 L=APPL $D1%W0.3, A ten, 10 ok
                         ^
tpl.fmt: 7 templates, 0 errors, 5 warnings
=== status
0
