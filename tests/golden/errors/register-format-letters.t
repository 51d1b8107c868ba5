# register formats with letters §7 does not list, or without digits
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $D1%Q4
011 1.0 L=APPL $D1%foo
012 1.0 L=APPL $D1%HB $D1%Z
013 1.0 L=APPL $D1%G4 $D1%O1 $D1%R2
014 1.0 L=APPL $D1%X
=== stderr
tpl.fmt:1:20: error: invalid format code 'Q4'
010 1.0 L=APPL $D1%Q4
                   ^
tpl.fmt:2:20: error: invalid format code 'foo'
011 1.0 L=APPL $D1%foo
                   ^
tpl.fmt:3:20: error: invalid format code 'HB'
012 1.0 L=APPL $D1%HB $D1%Z
                   ^
tpl.fmt:3:27: error: invalid format code 'Z'
012 1.0 L=APPL $D1%HB $D1%Z
                          ^
tpl.fmt:4:20: error: invalid format code 'G4'
013 1.0 L=APPL $D1%G4 $D1%O1 $D1%R2
                   ^
tpl.fmt:4:27: error: invalid format code 'O1'
013 1.0 L=APPL $D1%G4 $D1%O1 $D1%R2
                          ^
tpl.fmt:4:34: error: invalid format code 'R2'
013 1.0 L=APPL $D1%G4 $D1%O1 $D1%R2
                                 ^
tpl.fmt:5:20: error: invalid format code 'X'
014 1.0 L=APPL $D1%X
                   ^
tpl.fmt: 0 templates, 8 errors, 0 warnings
=== status
3
