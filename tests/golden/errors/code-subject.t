# SWITCH/BITFLAGS subjects: invalid code, float subjects (§12.4), a code without a value
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL X17, 1 one, \* other
011 1.0 L=APPL F4, 1 one
012 1.0 L=APPL $D1%F8, 1 one
013 1.0 L=APPL BITFLAGS F4, 1 one
014 1.0 L=APPL G4, 1 one
015 1.0 L=APPL BITFLAGS $D1%D4, 1 one
=== stderr
tpl.fmt:1:16: error: invalid format code 'X17'
010 1.0 L=APPL X17, 1 one, \* other
               ^
tpl.fmt:2:16: error: float subject 'F4' not allowed
011 1.0 L=APPL F4, 1 one
               ^
tpl.fmt:3:19: error: float subject '%F8' not allowed
012 1.0 L=APPL $D1%F8, 1 one
                  ^
tpl.fmt:4:25: error: float subject 'F4' not allowed
013 1.0 L=APPL BITFLAGS F4, 1 one
                        ^
tpl.fmt:5:16: error: format code 'G4' yields no value
014 1.0 L=APPL G4, 1 one
               ^
tpl.fmt: 1 template, 5 errors, 0 warnings
=== status
3
