# a P=R word is split; the invalid code part is cited at its own column
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL fd=D3 ok=X4
=== stderr
tpl.fmt:1:19: error: invalid format code 'D3'
010 1.0 L=APPL fd=D3 ok=X4
                  ^
tpl.fmt: 0 templates, 1 error, 0 warnings
=== status
3
