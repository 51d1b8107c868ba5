# a format-code operand >= 2^32 is invalid (docs/language.md "Operand limits"), not silently
# clamped to 4294967295 (which a short-entry marker would then show)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G4294967296 X1
011 1.0 L=APPL O0.4294967296 X1
012 1.0 L=APPL A4294967296
013 1.0 L=APPL $D1%A4294967296
014 1.0 L=APPL G4294967295 A4294967295
=== stderr
tpl.fmt:1:16: error: invalid format code 'G4294967296'
010 1.0 L=APPL G4294967296 X1
               ^
tpl.fmt:2:16: error: invalid format code 'O0.4294967296'
011 1.0 L=APPL O0.4294967296 X1
               ^
tpl.fmt:3:16: error: invalid format code 'A4294967296'
012 1.0 L=APPL A4294967296
               ^
tpl.fmt:4:20: error: invalid format code 'A4294967296'
013 1.0 L=APPL $D1%A4294967296
                   ^
tpl.fmt: 1 template, 4 errors, 0 warnings
=== status
3
