# issue 33 item 15: a literal word of format-code shape that is no code (Z9, HB2, X4.2)
# prints as text: -c warns; real codes and other words do not
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL x Z9 HB2 X4.2 W2 Z HB D4x
=== stderr
tpl.fmt:1:18: warning: 'Z9' is not a format code, so it prints as text
010 1.0 L=APPL x Z9 HB2 X4.2 W2 Z HB D4x
                 ^
tpl.fmt:1:21: warning: 'HB2' is not a format code, so it prints as text
010 1.0 L=APPL x Z9 HB2 X4.2 W2 Z HB D4x
                    ^
tpl.fmt:1:25: warning: 'X4.2' is not a format code, so it prints as text
010 1.0 L=APPL x Z9 HB2 X4.2 W2 Z HB D4x
                        ^
tpl.fmt: 1 template, 0 errors, 3 warnings
