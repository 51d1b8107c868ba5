# three independent mistakes on different lines: three diagnostics with carets, exit 3
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "ok" X4
011 1.0 L=APPL D3 X4
012 1.0 L=APPL "fine"
013 1.0 L=BOGUS "x"
014 1.0 L=APPL setdelim(0, 1) X2
=== stderr
tpl.fmt:2:16: error: invalid format code 'D3'
011 1.0 L=APPL D3 X4
               ^
tpl.fmt:4:9: error: unknown level 'L=BOGUS'
013 1.0 L=BOGUS "x"
        ^
tpl.fmt:5:16: error: wrong number of arguments to setdelim
014 1.0 L=APPL setdelim(0, 1) X2
               ^
tpl.fmt: 2 templates, 3 errors, 0 warnings
=== status
3
