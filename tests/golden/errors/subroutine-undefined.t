# a subroutine $hhh whose hook is not in the set; 15A0 is the same hook as 15A; $DEFAULT needs no 008
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL a $0A5 b $011 $15A0 $DEFAULT
011 1.0 L=APPL "" x
15A 1.0 L=APPL "" y
012 1.0 L=APPL { $FFFFF }
=== stderr
tpl.fmt:1:18: warning: subroutine $0A5 is not defined
010 1.0 L=APPL a $0A5 b $011 $15A0 $DEFAULT
                 ^
tpl.fmt:4:18: warning: subroutine $FFFFF is not defined
012 1.0 L=APPL { $FFFFF }
                 ^
tpl.fmt: 4 templates, 0 errors, 2 warnings
=== status
0
