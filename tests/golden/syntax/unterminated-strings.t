# unterminated DQ/SQ/BQ strings and regexes (caret at the opening quote or slash)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "abc
011 1.0 L=APPL 'it\'s
012 1.0 L=APPL ok `bq $D1
013 1.0 L=APPL "escaped quote at end\"
014 1.0 L=APPL X2, /abc, 1 x
015 1.0 L=APPL X2, 1 a, /a\/b
016 1.0 L=APPL {{ $x = "abc }}
=== stderr
tpl.fmt:1:16: error: unterminated string
010 1.0 L=APPL "abc
               ^
tpl.fmt:2:16: error: unterminated string
011 1.0 L=APPL 'it\'s
               ^
tpl.fmt:3:19: error: unterminated string
012 1.0 L=APPL ok `bq $D1
                  ^
tpl.fmt:4:16: error: unterminated string
013 1.0 L=APPL "escaped quote at end\"
               ^
tpl.fmt:5:20: error: unterminated regex
014 1.0 L=APPL X2, /abc, 1 x
                   ^
tpl.fmt:6:25: error: unterminated regex
015 1.0 L=APPL X2, 1 a, /a\/b
                        ^
tpl.fmt:7:24: error: unterminated string
016 1.0 L=APPL {{ $x = "abc }}
                       ^
tpl.fmt: 0 templates, 7 errors, 0 warnings
=== status
3
