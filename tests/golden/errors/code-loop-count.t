# LOOP counts: invalid code, code without a value, invalid code in the body
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL LOOP D3 {X1}
011 1.0 L=APPL LOOP G4 {X1}
012 1.0 L=APPL LOOP X1 {D5}
013 1.0 L=APPL LOOP U2 {X1} LOOP 3 {X0}
=== stderr
tpl.fmt:1:21: error: invalid format code 'D3'
010 1.0 L=APPL LOOP D3 {X1}
                    ^
tpl.fmt:2:21: error: format code 'G4' yields no value
011 1.0 L=APPL LOOP G4 {X1}
                    ^
tpl.fmt:3:25: error: invalid format code 'D5'
012 1.0 L=APPL LOOP X1 {D5}
                        ^
tpl.fmt: 1 template, 3 errors, 0 warnings
=== status
3
