# a regex case on a numeric code or numeric register subject never matches: warning; a plain macro is not warned about
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL X2, /1/ one, \* other
011 1.0 L=APPL $D1%D4, /^1/ one
012 1.0 L=APPL G8 {{ $n = A8 }} $n, /^ksh/ shell, \* $n
=== stderr
tpl.fmt:1:20: warning: regex case on a numeric subject
010 1.0 L=APPL X2, /1/ one, \* other
                   ^
tpl.fmt:2:24: warning: regex case on a numeric subject
011 1.0 L=APPL $D1%D4, /^1/ one
                       ^
tpl.fmt: 3 templates, 0 errors, 2 warnings
=== status
0
