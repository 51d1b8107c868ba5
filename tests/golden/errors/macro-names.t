# macro names starting with a digit; subroutine-shaped names as targets and values
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL {{ $9 = 1 }}
011 1.0 L=APPL cost $1x
012 1.0 L=APPL {{ $add = 1 }}
013 1.0 L=APPL {{ $x = $0A5 + 1 }} $x
=== stderr
tpl.fmt:1:19: error: macro name $9 starts with a digit
010 1.0 L=APPL {{ $9 = 1 }}
                  ^
tpl.fmt:2:21: error: macro name $1x starts with a digit
011 1.0 L=APPL cost $1x
                    ^
tpl.fmt:3:19: error: $add is a subroutine name, not a macro
012 1.0 L=APPL {{ $add = 1 }}
                  ^
tpl.fmt:4:24: error: subroutine $0A5 cannot be used as a value
013 1.0 L=APPL {{ $x = $0A5 + 1 }} $x
                       ^
tpl.fmt: 0 templates, 4 errors, 0 warnings
=== status
3
