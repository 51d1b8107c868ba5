# declaring a read-only predefined macro is an error; declaring an assignable one is allowed
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $HD }} {{ $LOGFILE }}
011 1.0 L=APPL {{ $PID }} {{ $SVC }} x
=== stderr
tpl.fmt:1:19: error: macro $HD is read-only
010 1.0 L=APPL {{ $HD }} {{ $LOGFILE }}
                  ^
tpl.fmt:1:29: error: macro $LOGFILE is read-only
010 1.0 L=APPL {{ $HD }} {{ $LOGFILE }}
                            ^
tpl.fmt: 1 template, 2 errors, 0 warnings
=== status
3
