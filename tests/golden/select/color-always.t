# --color=always colours fault markers and [unknown hook] in the text report (SGR 31 ... SGR 0), even with NO_COLOR set
=== cmd
trcasm -o d.trc d.txt && NO_COLOR=1 trcrpt -h --color=always -t s.fmt d.trc 2>/dev/null
=== file d.txt
trcasm 1
records
ev t=0 cpu=0 pid=1 tid=1 hw=060A0000 d=00000001
ev t=5 cpu=0 pid=1 tid=1 hw=070A0000 d=00000002
ev t=9 cpu=0 pid=1 tid=1 hw=010A0000 d=00000003
=== file s.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
060 1.0 L=APPL "SHORTY" O2.0 a=U4 b=U4
=== stdout
060        0.000000000       0.000000  SHORTY a=1 b=[31m[short entry: need 4 at 8 of 8][0m
070        0.000000005       0.000005                  [31m[unknown hook][0m id=070 type=A hd=0000 data=00000002
010        0.000000009       0.000004  USER EVENT v=3
