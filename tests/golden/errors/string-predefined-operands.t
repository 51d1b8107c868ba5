# $EXECPATH and $LOGFILE are strings; $SVC may be either and is not reported
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $x = $EXECPATH * 2 }} $x
011 1.0 L=APPL {{ $y = $SVC + 1 }} {{ $z = ~$LOGFILE }} $y $z
012 1.0 L=APPL {{ $w = $EXECPATH == "ksh" }} $w
=== stderr
tpl.fmt:1:24: error: string operand in arithmetic
010 1.0 L=APPL {{ $x = $EXECPATH * 2 }} $x
                       ^
tpl.fmt:2:45: error: string operand in arithmetic
011 1.0 L=APPL {{ $y = $SVC + 1 }} {{ $z = ~$LOGFILE }} $y $z
                                            ^
tpl.fmt: 1 template, 2 errors, 0 warnings
=== status
3
