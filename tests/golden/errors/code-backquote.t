# a format-code word with bad parameters inside a back-quoted string
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL `value D3 here` `ok X4 $D1%X17`
=== stderr
tpl.fmt:1:23: error: invalid format code 'D3'
010 1.0 L=APPL `value D3 here` `ok X4 $D1%X17`
                      ^
tpl.fmt:1:43: error: invalid format code 'X17'
010 1.0 L=APPL `value D3 here` `ok X4 $D1%X17`
                                          ^
tpl.fmt: 0 templates, 2 errors, 0 warnings
=== status
3
