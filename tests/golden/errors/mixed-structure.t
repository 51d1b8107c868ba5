# unterminated {{, missing }, SWITCH/BITFLAGS structure errors (parser) between checker errors
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $x = 1
011 1.0 L=APPL {{ $HD = 2 }}
012 1.0 L=APPL LOOP 2 { X1
013 1.0 L=APPL setdelim()
014 1.0 L=APPL X2, { a }
015 1.0 L=APPL BITFLAGS X1, "a" b
016 1.0 L=APPL BITFLAGS X1 1 a
017 1.0 L=APPL open(1)
=== stderr
tpl.fmt:1:16: error: unterminated {{
010 1.0 L=APPL {{ $x = 1
               ^
tpl.fmt:2:19: error: macro $HD is read-only
011 1.0 L=APPL {{ $HD = 2 }}
                  ^
tpl.fmt:3:23: error: missing }
012 1.0 L=APPL LOOP 2 { X1
                      ^
tpl.fmt:4:16: error: wrong number of arguments to setdelim
013 1.0 L=APPL setdelim()
               ^
tpl.fmt:5:20: error: expected case value
014 1.0 L=APPL X2, { a }
                   ^
tpl.fmt:6:29: error: expected flag value
015 1.0 L=APPL BITFLAGS X1, "a" b
                            ^
tpl.fmt:7:28: error: expected comma
016 1.0 L=APPL BITFLAGS X1 1 a
                           ^
tpl.fmt:8:16: warning: unknown function open, printed literally
017 1.0 L=APPL open(1)
               ^
tpl.fmt: 1 template, 7 errors, 1 warning
=== status
3
