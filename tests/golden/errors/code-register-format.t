# register formats `$name%CODE` out of range (§7); the last line is all valid
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL $D1%X17
011 1.0 L=APPL $D1%W5.3
012 1.0 L=APPL $D1%W60.64
013 1.0 L=APPL $D1%S3 $D1%F2
014 1.0 L=APPL $D1%B8.1
015 1.0 L=APPL $D1%W4
016 1.0 L=APPL $D1%X16 $D1%D3 $D1%W0.63 $D1%B0.64 $D1%A2.5 $D1%E9 $D1%P1 $D1%T3 $D1%F4 $D1%S4 $D1%U7 $D1%o3 $D1%X0
=== stderr
tpl.fmt:1:20: error: invalid format code 'X17'
010 1.0 L=APPL $D1%X17
                   ^
tpl.fmt:2:20: error: invalid format code 'W5.3'
011 1.0 L=APPL $D1%W5.3
                   ^
tpl.fmt:3:20: error: invalid format code 'W60.64'
012 1.0 L=APPL $D1%W60.64
                   ^
tpl.fmt:4:20: error: invalid format code 'S3'
013 1.0 L=APPL $D1%S3 $D1%F2
                   ^
tpl.fmt:4:27: error: invalid format code 'F2'
013 1.0 L=APPL $D1%S3 $D1%F2
                          ^
tpl.fmt:5:20: error: invalid format code 'B8.1'
014 1.0 L=APPL $D1%B8.1
                   ^
tpl.fmt:6:20: error: invalid format code 'W4'
015 1.0 L=APPL $D1%W4
                   ^
tpl.fmt: 1 template, 7 errors, 0 warnings
=== status
3
