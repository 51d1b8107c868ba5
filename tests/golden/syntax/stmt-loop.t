# STMT heads, parameter lists and LOOP counts
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ }}
011 1.0 L=APPL {{ 5 }}
012 1.0 L=APPL {{ $x%D4 = 5 }}
013 1.0 L=APPL {{ $x $y }}
014 1.0 L=APPL {{ f(a b) x }}
015 1.0 L=APPL {{ f($) x }}
016 1.0 L=APPL {{ f(a,) x }}
017 1.0 L=APPL LOOP
018 1.0 L=APPL LOOP abc {X1}
019 1.0 L=APPL LOOP 3 X1
020 1.0 L=APPL LOOP "3" {X1}
=== stderr
tpl.fmt:1:19: error: unexpected '}}', expected $name or function definition
010 1.0 L=APPL {{ }}
                  ^
tpl.fmt:2:19: error: unexpected '5', expected $name or function definition
011 1.0 L=APPL {{ 5 }}
                  ^
tpl.fmt:3:19: error: expected $name without format
012 1.0 L=APPL {{ $x%D4 = 5 }}
                  ^
tpl.fmt:4:22: error: unexpected '$y', expected '}}' or '='
013 1.0 L=APPL {{ $x $y }}
                     ^
tpl.fmt:5:23: error: unexpected 'b', expected closing ')' or ','
014 1.0 L=APPL {{ f(a b) x }}
                      ^
tpl.fmt:6:21: error: unexpected '$', expected parameter or closing ')'
015 1.0 L=APPL {{ f($) x }}
                    ^
tpl.fmt:7:23: error: unexpected ')', expected parameter
016 1.0 L=APPL {{ f(a,) x }}
                      ^
tpl.fmt:8:20: error: expected loop count
017 1.0 L=APPL LOOP
                   ^
tpl.fmt:9:21: error: invalid loop count 'abc'
018 1.0 L=APPL LOOP abc {X1}
                    ^
tpl.fmt:10:23: error: unexpected 'X1', expected '{'
019 1.0 L=APPL LOOP 3 X1
                      ^
tpl.fmt:11:21: error: expected loop count
020 1.0 L=APPL LOOP "3" {X1}
                    ^
tpl.fmt: 0 templates, 11 errors, 0 warnings
=== status
3
