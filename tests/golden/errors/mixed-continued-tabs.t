# a syntax error and a checker error inside continued stanzas, with comments and tabs
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "x" \
    X2 \
    "unterminated
011 1.0 \
# comment between continued lines \
   L=APPL \
	X4	D3
012 1.0 L=APPL ok
=== stderr
tpl.fmt:3:5: error: unterminated string
    "unterminated
    ^
tpl.fmt:7:5: error: invalid format code 'D3'
	X4	D3
	  	^
tpl.fmt: 1 template, 2 errors, 0 warnings
=== status
3
