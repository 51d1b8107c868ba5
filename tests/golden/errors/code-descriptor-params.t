# format-code shape with parameters out of range in descriptor position (§6.2)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL X17
011 1.0 L=APPL B8.1
012 1.0 L=APPL S3
013 1.0 L=APPL F2
014 1.0 L=APPL E8
015 1.0 L=APPL P2
016 1.0 L=APPL A0.0
017 1.0 L=APPL U3
018 1.0 L=APPL T2
019 1.0 L=APPL o16
01A 1.0 L=APPL D0
01B 1.0 L=APPL B0.65
01C 1.0 L=APPL B0.0
01D 1.0 L=APPL X4
=== stderr
tpl.fmt:1:16: error: invalid format code 'X17'
010 1.0 L=APPL X17
               ^
tpl.fmt:2:16: error: invalid format code 'B8.1'
011 1.0 L=APPL B8.1
               ^
tpl.fmt:3:16: error: invalid format code 'S3'
012 1.0 L=APPL S3
               ^
tpl.fmt:4:16: error: invalid format code 'F2'
013 1.0 L=APPL F2
               ^
tpl.fmt:5:16: error: invalid format code 'E8'
014 1.0 L=APPL E8
               ^
tpl.fmt:6:16: error: invalid format code 'P2'
015 1.0 L=APPL P2
               ^
tpl.fmt:7:16: error: invalid format code 'A0.0'
016 1.0 L=APPL A0.0
               ^
tpl.fmt:8:16: error: invalid format code 'U3'
017 1.0 L=APPL U3
               ^
tpl.fmt:9:16: error: invalid format code 'T2'
018 1.0 L=APPL T2
               ^
tpl.fmt:10:16: error: invalid format code 'o16'
019 1.0 L=APPL o16
               ^
tpl.fmt:11:16: error: invalid format code 'D0'
01A 1.0 L=APPL D0
               ^
tpl.fmt:12:16: error: invalid format code 'B0.65'
01B 1.0 L=APPL B0.65
               ^
tpl.fmt:13:16: error: invalid format code 'B0.0'
01C 1.0 L=APPL B0.0
               ^
tpl.fmt: 1 template, 13 errors, 0 warnings
=== status
3
