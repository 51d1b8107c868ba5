# a CALL that is neither a builtin nor a user function is printed literally, with a warning
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL see open(2) and close(3)
=== stderr
tpl.fmt:1:20: warning: unknown function open, printed literally
010 1.0 L=APPL see open(2) and close(3)
                   ^
tpl.fmt:1:32: warning: unknown function close, printed literally
010 1.0 L=APPL see open(2) and close(3)
                               ^
tpl.fmt: 1 template, 0 errors, 2 warnings
=== status
0
