# a leading - is accepted for D and %D subjects only; prefixes override the base
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $D1%D4, -5 neg, 5 pos, 0x10 hex
011 1.0 L=APPL $D1%U4, -5 neg, o17 oct, 0o17 oct2
012 1.0 L=APPL $D1%X4, -1 neg, FFFF ok
=== stderr
tpl.fmt:2:24: warning: case value '-5' is not a base-10 number, never matches
011 1.0 L=APPL $D1%U4, -5 neg, o17 oct, 0o17 oct2
                       ^
tpl.fmt:3:24: warning: case value '-1' is not a base-16 number, never matches
012 1.0 L=APPL $D1%X4, -1 neg, FFFF ok
                       ^
tpl.fmt: 3 templates, 0 errors, 2 warnings
=== status
0
