# several errors on different lines, mixed with good stanzas and a warning: all are reported in source order, the good stanzas are counted
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "ok" X4
011 1.0 L=APPL X2, 1 a,
012 1.0 L=APPL { never closed
013 1.0 L=APPL fine
014 1.0 L=APPL {{ $x = * 2 }}
015 1.0 L=APPL last \
=== stderr
tpl.fmt:2:24: error: expected case value
011 1.0 L=APPL X2, 1 a,
                       ^
tpl.fmt:3:16: error: missing }
012 1.0 L=APPL { never closed
               ^
tpl.fmt:5:24: error: expected expression
014 1.0 L=APPL {{ $x = * 2 }}
                       ^
tpl.fmt:6:21: warning: backslash at end of file
015 1.0 L=APPL last \
                    ^
tpl.fmt: 3 templates, 3 errors, 1 warning
=== status
3
