# unterminated string/back-quote/regex (parser) between checker errors, in source order
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL 'abc
011 1.0 L=APPL X17
012 1.0 L=APPL A4, /abc x
013 1.0 L=APPL A4, /a)/ x
014 1.0 L=APPL `abc $D1
015 1.0 L=APPL $D1%W9.2
016 1.0 L=APPL fine
=== stderr
tpl.fmt:1:16: error: unterminated string
010 1.0 L=APPL 'abc
               ^
tpl.fmt:2:16: error: invalid format code 'X17'
011 1.0 L=APPL X17
               ^
tpl.fmt:3:20: error: unterminated regex
012 1.0 L=APPL A4, /abc x
                   ^
tpl.fmt:4:22: error: regex: unmatched closing parenthesis
013 1.0 L=APPL A4, /a)/ x
                     ^
tpl.fmt:5:16: error: unterminated string
014 1.0 L=APPL `abc $D1
               ^
tpl.fmt:6:20: error: invalid format code 'W9.2'
015 1.0 L=APPL $D1%W9.2
                   ^
tpl.fmt: 1 template, 6 errors, 0 warnings
=== status
3
