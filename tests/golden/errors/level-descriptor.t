# unknown L= words in descriptor and case-body position
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL a L=BOGUS b
011 1.0 L=APPL X2, 1 L=NONE, \* b
012 1.0 L=APPL a L=INT b L=0 c
=== stderr
tpl.fmt:1:18: error: unknown level 'L=BOGUS'
010 1.0 L=APPL a L=BOGUS b
                 ^
tpl.fmt:2:22: error: unknown level 'L=NONE'
011 1.0 L=APPL X2, 1 L=NONE, \* b
                     ^
tpl.fmt: 1 template, 2 errors, 0 warnings
=== status
3
