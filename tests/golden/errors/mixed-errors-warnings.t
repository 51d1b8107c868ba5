# errors and warnings interleaved, printed in source order
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL open(2) X17
011 1.0 L=APPL $0A5 {{ $HT = 1 }}
012 1.0 L=APPL $x
010 1.0 L=APPL again
=== stderr
tpl.fmt:1:16: warning: unknown function open, printed literally
010 1.0 L=APPL open(2) X17
               ^
tpl.fmt:1:24: error: invalid format code 'X17'
010 1.0 L=APPL open(2) X17
                       ^
tpl.fmt:2:16: warning: subroutine $0A5 is not defined
011 1.0 L=APPL $0A5 {{ $HT = 1 }}
               ^
tpl.fmt:2:24: error: macro $HT is read-only
011 1.0 L=APPL $0A5 {{ $HT = 1 }}
                       ^
tpl.fmt:3:16: warning: macro $x is never assigned
012 1.0 L=APPL $x
               ^
tpl.fmt:4:1: warning: hook 010 redefined (first defined at line 1)
010 1.0 L=APPL again
^
tpl.fmt: 2 templates, 2 errors, 4 warnings
=== status
3
