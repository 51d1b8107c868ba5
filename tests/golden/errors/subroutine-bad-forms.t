# subroutine names that are no valid hook id (§4.1), and a subroutine with a register format
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL a $000 b
011 1.0 L=APPL a $0abc b $00001
012 1.0 L=APPL a $012%X4 b
013 1.0 L=APPL "" $beef $add
ADD 1.0 L=APPL "" x
BEEF 1.0 L=APPL "" y
=== stderr
tpl.fmt:1:18: error: invalid hook id '000'
010 1.0 L=APPL a $000 b
                 ^
tpl.fmt:2:18: error: invalid hook id '0abc'
011 1.0 L=APPL a $0abc b $00001
                 ^
tpl.fmt:2:26: error: invalid hook id '00001'
011 1.0 L=APPL a $0abc b $00001
                         ^
tpl.fmt:3:18: error: subroutine $012 cannot have a format
012 1.0 L=APPL a $012%X4 b
                 ^
tpl.fmt: 3 templates, 4 errors, 0 warnings
=== status
3
