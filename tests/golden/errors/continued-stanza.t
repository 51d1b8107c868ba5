# an error inside a continued stanza cites the physical line and column (comment line inside)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "x" \
# a comment inside the stanza
    X2 \
    D3 X4
011 1.0 L=APPL ok \
  L=WHAT
=== stderr
tpl.fmt:4:5: error: invalid format code 'D3'
    D3 X4
    ^
tpl.fmt:6:3: error: unknown level 'L=WHAT'
  L=WHAT
  ^
tpl.fmt: 0 templates, 2 errors, 0 warnings
=== status
3
