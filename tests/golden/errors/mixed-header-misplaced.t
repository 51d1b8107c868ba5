# bad hook id and version, misplaced \* and regex, missing expression (parser): the rest of such a line is not checked
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
0AG 1.0 x
010 1.0 L=FOO x
011 x y
012 1.0 L=APPL $0A5
013 1.0 L=APPL a \* b D3
014 1.0 L=APPL "a" , /x/ $q
015 1.0 L=APPL {{ $x = }} D3
016 1.0 L=APPL {{ $y = "s" * 2 }}
=== stderr
tpl.fmt:1:1: error: invalid hook id '0AG'
0AG 1.0 x
^
tpl.fmt:2:9: error: unknown level 'L=FOO'
010 1.0 L=FOO x
        ^
tpl.fmt:3:5: error: expected version major.minor
011 x y
    ^
tpl.fmt:4:16: warning: subroutine $0A5 is not defined
012 1.0 L=APPL $0A5
               ^
tpl.fmt:5:18: error: wildcard outside SWITCH
013 1.0 L=APPL a \* b D3
                 ^
tpl.fmt:6:22: error: regex outside SWITCH
014 1.0 L=APPL "a" , /x/ $q
                     ^
tpl.fmt:7:24: error: expected expression
015 1.0 L=APPL {{ $x = }} D3
                       ^
tpl.fmt:8:24: error: string operand in arithmetic
016 1.0 L=APPL {{ $y = "s" * 2 }}
                       ^
tpl.fmt: 1 template, 7 errors, 1 warning
=== status
3
