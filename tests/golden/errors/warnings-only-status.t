# warnings never block: exit status 0 and the stanza counts as loaded
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $y $0FF frob(1)
=== stderr
tpl.fmt:1:16: warning: macro $y is never assigned
010 1.0 L=APPL $y $0FF frob(1)
               ^
tpl.fmt:1:19: warning: subroutine $0FF is not defined
010 1.0 L=APPL $y $0FF frob(1)
                  ^
tpl.fmt:1:24: warning: unknown function frob, printed literally
010 1.0 L=APPL $y $0FF frob(1)
                       ^
tpl.fmt: 1 template, 0 errors, 3 warnings
=== status
0
