# a subroutine reference as SWITCH/BITFLAGS subject, LOOP count or flag text is an error
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $011, 1 a
011 1.0 L=APPL LOOP $010 {X1}
012 1.0 L=APPL BITFLAGS $010, 1 a
013 1.0 L=APPL BITFLAGS X1, 1 $010
014 1.0 L=APPL a $010 `b $010` c
=== stderr
tpl.fmt:1:16: error: subroutine $011 cannot be used as a value
010 1.0 L=APPL $011, 1 a
               ^
tpl.fmt:2:21: error: subroutine $010 cannot be used as a value
011 1.0 L=APPL LOOP $010 {X1}
                    ^
tpl.fmt:3:25: error: subroutine $010 cannot be used as a value
012 1.0 L=APPL BITFLAGS $010, 1 a
                        ^
tpl.fmt:4:31: error: subroutine $010 cannot be used as a value
013 1.0 L=APPL BITFLAGS X1, 1 $010
                              ^
tpl.fmt: 1 template, 4 errors, 0 warnings
=== status
3
