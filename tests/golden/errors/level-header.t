# an unknown L= word in the header (§2.3 rule 1)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=FOO x
011 1.0 L=APPL x
=== stderr
tpl.fmt:1:9: error: unknown level 'L=FOO'
010 1.0 L=FOO x
        ^
tpl.fmt: 1 template, 1 error, 0 warnings
=== status
3
