# bad expressions: expected expression, stray tokens, missing ), number out of range
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $x = }}
011 1.0 L=APPL {{ $x = 1 + }}
012 1.0 L=APPL {{ $x = (1 + 2 }}
013 1.0 L=APPL {{ $x = 1 2 }}
014 1.0 L=APPL {{ $x = foo }}
015 1.0 L=APPL {{ $x = 99999999999999999999999 }}
016 1.0 L=APPL {{ $x = 1 ! 2 }}
017 1.0 L=APPL f(a b)
018 1.0 L=APPL f(1,)
019 1.0 L=APPL {{ $x = $y = 1 }}
020 1.0 L=APPL {{ $x = `bq` }}
021 1.0 L=APPL f((1)
022 1.0 L=APPL {{ $x = (1 + (2) }}
=== stderr
tpl.fmt:1:24: error: expected expression
010 1.0 L=APPL {{ $x = }}
                       ^
tpl.fmt:2:28: error: expected expression
011 1.0 L=APPL {{ $x = 1 + }}
                           ^
tpl.fmt:3:31: error: missing )
012 1.0 L=APPL {{ $x = (1 + 2 }}
                              ^
tpl.fmt:4:26: error: unexpected '2'
013 1.0 L=APPL {{ $x = 1 2 }}
                         ^
tpl.fmt:5:24: error: expected expression
014 1.0 L=APPL {{ $x = foo }}
                       ^
tpl.fmt:6:24: error: number out of range '99999999999999999999999'
015 1.0 L=APPL {{ $x = 99999999999999999999999 }}
                       ^
tpl.fmt:7:26: error: unexpected '!'
016 1.0 L=APPL {{ $x = 1 ! 2 }}
                         ^
tpl.fmt:8:18: error: expected expression
017 1.0 L=APPL f(a b)
                 ^
tpl.fmt:9:20: error: expected expression
018 1.0 L=APPL f(1,)
                   ^
tpl.fmt:10:27: error: unexpected '='
019 1.0 L=APPL {{ $x = $y = 1 }}
                          ^
tpl.fmt:11:24: error: expected expression
020 1.0 L=APPL {{ $x = `bq` }}
                       ^
tpl.fmt:12:17: error: missing )
021 1.0 L=APPL f((1)
                ^
tpl.fmt:13:33: error: missing )
022 1.0 L=APPL {{ $x = (1 + (2) }}
                                ^
tpl.fmt: 0 templates, 13 errors, 0 warnings
=== status
3
