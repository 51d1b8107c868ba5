# --color=always colours fault markers and [unknown hook] in the text report (SGR 31 ... SGR 0), even with NO_COLOR set
=== cmd
cp "$top_srcdir/tests/fixtures/select-d.txt" d.txt
trcasm -o d.trc d.txt && NO_COLOR=1 trcrpt -h --color=always -t s.fmt d.trc 2>/dev/null
=== file s.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
060 1.0 L=APPL "SHORTY" O2.0 a=U4 b=U4
=== stdout
060        0.000000000       0.000000  SHORTY a=1 b=[31m[short entry: need 4 at 8 of 8][0m
070        0.000000005       0.000005                  [31m[unknown hook][0m id=070 type=A hd=0000 data=00000002
010        0.000000009       0.000004  USER EVENT v=3
