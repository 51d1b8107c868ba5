# SWITCH structure: expected case value / case body / comma / mask value
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL X2,
011 1.0 L=APPL X2, 1 a,
012 1.0 L=APPL X2, 1 a, 2
013 1.0 L=APPL X2 & 07 a
014 1.0 L=APPL X2 &
015 1.0 L=APPL $D1 & , 1 a
016 1.0 L=APPL X2, { a } b
017 1.0 L=APPL X2, 1 X4, 2 X2, 3 c
=== stderr
tpl.fmt:1:19: error: expected case value
010 1.0 L=APPL X2,
                  ^
tpl.fmt:2:24: error: expected case value
011 1.0 L=APPL X2, 1 a,
                       ^
tpl.fmt:3:26: error: expected case body
012 1.0 L=APPL X2, 1 a, 2
                         ^
tpl.fmt:4:24: error: expected comma
013 1.0 L=APPL X2 & 07 a
                       ^
tpl.fmt:5:20: error: expected mask value
014 1.0 L=APPL X2 &
                   ^
tpl.fmt:6:22: error: expected mask value
015 1.0 L=APPL $D1 & , 1 a
                     ^
tpl.fmt:7:20: error: expected case value
016 1.0 L=APPL X2, { a } b
                   ^
tpl.fmt: 1 template, 7 errors, 0 warnings
=== status
3
