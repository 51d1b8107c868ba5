# missing or malformed versions: expected version major.minor
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010
011 L=APPL x
012 1 x
013 1. x
014 .1 x
015 1.0.1 x
016 a.b x
017 "1.0" x
018 99999999999.0 x
019 1.0 valid
=== stderr
tpl.fmt:1:4: error: expected version major.minor
010
   ^
tpl.fmt:2:5: error: expected version major.minor
011 L=APPL x
    ^
tpl.fmt:3:5: error: expected version major.minor
012 1 x
    ^
tpl.fmt:4:5: error: expected version major.minor
013 1. x
    ^
tpl.fmt:5:5: error: expected version major.minor
014 .1 x
    ^
tpl.fmt:6:5: error: expected version major.minor
015 1.0.1 x
    ^
tpl.fmt:7:5: error: expected version major.minor
016 a.b x
    ^
tpl.fmt:8:5: error: expected version major.minor
017 "1.0" x
    ^
tpl.fmt:9:5: error: expected version major.minor
018 99999999999.0 x
    ^
tpl.fmt: 1 template, 9 errors, 0 warnings
=== status
3
