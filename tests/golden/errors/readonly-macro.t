# assignment to read-only predefined macros (§10); the last line assigns every assignable one
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $HD = 1 }}
011 1.0 L=APPL {{ $TRACEID = 2 }} {{ $D1 = 3 }}
012 1.0 L=APPL {{ $STOP = 1 }}
013 1.0 L=APPL {{ $PID = 1 }} {{ $TID = 2 }} {{ $CPUID = 0 }} {{ $PRI = 5 }} {{ $EXECPATH = "x" }} {{ $SVC = 3 }} {{ $DATAPOINTER = 4 }} {{ $BASEPOINTER = 0 }}
=== stderr
tpl.fmt:1:19: error: macro $HD is read-only
010 1.0 L=APPL {{ $HD = 1 }}
                  ^
tpl.fmt:2:19: error: macro $TRACEID is read-only
011 1.0 L=APPL {{ $TRACEID = 2 }} {{ $D1 = 3 }}
                  ^
tpl.fmt:2:38: error: macro $D1 is read-only
011 1.0 L=APPL {{ $TRACEID = 2 }} {{ $D1 = 3 }}
                                     ^
tpl.fmt:3:19: error: macro $STOP is read-only
012 1.0 L=APPL {{ $STOP = 1 }}
                  ^
tpl.fmt: 1 template, 4 errors, 0 warnings
=== status
3
