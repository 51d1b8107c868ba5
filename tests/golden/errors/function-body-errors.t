# errors inside a function body and its parameters mark the defining stanza
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL "" {{ f($a, $1b) D3 $a%X17 {{ $TRACEID = $a }} }}
011 1.0 L=APPL f(1)
=== stderr
tpl.fmt:1:28: error: macro name $1b starts with a digit
010 1.0 L=APPL "" {{ f($a, $1b) D3 $a%X17 {{ $TRACEID = $a }} }}
                           ^
tpl.fmt:1:33: error: invalid format code 'D3'
010 1.0 L=APPL "" {{ f($a, $1b) D3 $a%X17 {{ $TRACEID = $a }} }}
                                ^
tpl.fmt:1:39: error: invalid format code 'X17'
010 1.0 L=APPL "" {{ f($a, $1b) D3 $a%X17 {{ $TRACEID = $a }} }}
                                      ^
tpl.fmt:1:46: error: macro $TRACEID is read-only
010 1.0 L=APPL "" {{ f($a, $1b) D3 $a%X17 {{ $TRACEID = $a }} }}
                                             ^
tpl.fmt: 1 template, 4 errors, 0 warnings
=== status
3
