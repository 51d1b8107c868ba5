# unterminated {{, missing }, missing ), stray } (caret at the unclosed opener)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $x = 1
011 1.0 L=APPL a {{ f() X1 { X2 }}
012 1.0 L=APPL { a { b } c
013 1.0 L=APPL X1, 1 { a, 2 b
014 1.0 L=APPL LOOP 2 { X1
015 1.0 L=APPL f(1, (2)
016 1.0 L=APPL a }
017 1.0 L=APPL {{ $x = 1 }} }}
018 1.0 L=APPL {{ f() {{ $y }}
=== stderr
tpl.fmt:1:16: error: unterminated {{
010 1.0 L=APPL {{ $x = 1
               ^
tpl.fmt:2:28: error: missing }
011 1.0 L=APPL a {{ f() X1 { X2 }}
                           ^
tpl.fmt:3:16: error: missing }
012 1.0 L=APPL { a { b } c
               ^
tpl.fmt:4:22: error: missing }
013 1.0 L=APPL X1, 1 { a, 2 b
                     ^
tpl.fmt:5:23: error: missing }
014 1.0 L=APPL LOOP 2 { X1
                      ^
tpl.fmt:6:17: error: missing )
015 1.0 L=APPL f(1, (2)
                ^
tpl.fmt:7:18: error: unexpected '}'
016 1.0 L=APPL a }
                 ^
tpl.fmt:8:29: error: unexpected '}'
017 1.0 L=APPL {{ $x = 1 }} }}
                            ^
tpl.fmt:9:16: error: unterminated {{
018 1.0 L=APPL {{ f() {{ $y }}
               ^
tpl.fmt: 0 templates, 9 errors, 0 warnings
=== status
3
