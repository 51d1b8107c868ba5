# operators other than == and != on operands that are strings at load time (§9.2)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $a = "x" + 1 }} $a
011 1.0 L=APPL G8 {{ $b = A4 * 2 }} $b
012 1.0 L=APPL {{ $c = 1 - $D1%A4 }} $c
013 1.0 L=APPL {{ $d = -'y' }} $d
014 1.0 L=APPL {{ $e = "a" == "b" }} {{ $f = $LOGFILE != "x" }} {{ $g = ($e == 1) + 1 }} $e $f $g
015 1.0 L=APPL {{ $h = $LOGFILE & 1 }} $h
016 1.0 L=APPL G8 {{ $i = Z << S1 }} $i
=== stderr
tpl.fmt:1:24: error: string operand in arithmetic
010 1.0 L=APPL {{ $a = "x" + 1 }} $a
                       ^
tpl.fmt:2:27: error: string operand in arithmetic
011 1.0 L=APPL G8 {{ $b = A4 * 2 }} $b
                          ^
tpl.fmt:3:28: error: string operand in arithmetic
012 1.0 L=APPL {{ $c = 1 - $D1%A4 }} $c
                           ^
tpl.fmt:4:25: error: string operand in arithmetic
013 1.0 L=APPL {{ $d = -'y' }} $d
                        ^
tpl.fmt:6:24: error: string operand in arithmetic
015 1.0 L=APPL {{ $h = $LOGFILE & 1 }} $h
                       ^
tpl.fmt:7:27: error: string operand in arithmetic
016 1.0 L=APPL G8 {{ $i = Z << S1 }} $i
                          ^
tpl.fmt:7:32: error: string operand in arithmetic
016 1.0 L=APPL G8 {{ $i = Z << S1 }} $i
                               ^
tpl.fmt: 1 template, 7 errors, 0 warnings
=== status
3
