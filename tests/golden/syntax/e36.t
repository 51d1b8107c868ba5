# docs/ref/language.md §16 E36: an unterminated string (parser) and an invalid format code (checker)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "abc
011 1.0 L=APPL D3
=== stderr
tpl.fmt:1:16: error: unterminated string
010 1.0 L=APPL "abc
               ^
tpl.fmt:2:16: error: invalid format code 'D3'
011 1.0 L=APPL D3
               ^
tpl.fmt: 0 templates, 2 errors, 0 warnings
=== status
3
