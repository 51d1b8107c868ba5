# errors deep inside cases, blocks, loops and bitflags texts
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL X1, 1 { LOOP 2 { X1, 2 { D3 } } }, \* { BITFLAGS X1, 1 $u, 2 on $v%X17 }
=== stderr
tpl.fmt:1:41: error: invalid format code 'D3'
010 1.0 L=APPL X1, 1 { LOOP 2 { X1, 2 { D3 } } }, \* { BITFLAGS X1, 1 $u, 2 on $v%X17 }
                                        ^
tpl.fmt:1:71: warning: macro $u is never assigned
010 1.0 L=APPL X1, 1 { LOOP 2 { X1, 2 { D3 } } }, \* { BITFLAGS X1, 1 $u, 2 on $v%X17 }
                                                                      ^
tpl.fmt:1:80: warning: macro $v is never assigned
010 1.0 L=APPL X1, 1 { LOOP 2 { X1, 2 { D3 } } }, \* { BITFLAGS X1, 1 $u, 2 on $v%X17 }
                                                                               ^
tpl.fmt:1:83: error: invalid format code 'X17'
010 1.0 L=APPL X1, 1 { LOOP 2 { X1, 2 { D3 } } }, \* { BITFLAGS X1, 1 $u, 2 on $v%X17 }
                                                                                  ^
tpl.fmt: 0 templates, 2 errors, 2 warnings
=== status
3
