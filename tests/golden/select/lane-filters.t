# -C, -d, -k, -s, -e and a time window (starttime, endtime) in the fast lane
# (docs/interpreter.md, "The fast lane"): the lane tests them itself; a record they
# reject is counted (filtered=) and nothing else, unless its template changes run state
# or is of 001-00F: then the lane leaves it to the long path, which runs it with its text
# thrown away (010's pidinstall names process 5 for the PROCESS NAME column, also from
# before the window; 012's $STOP ends the report, rejected or not).  With PROCESS NAME
# and 010's tail no fused line is laid out by the lane (its VM's records only); with
# other columns, and with the default ones, the lane lays out fused lines.  Each run
# prints what --no-fuse prints (tests/fuse.sh).
=== cmd
trcasm -o in.trc in.txt || exit 99
TZ=UTC trcrpt -h -d 011 -O exec=on -t ev.fmt in.trc
TZ=UTC trcrpt -h -k 010 -C 1 -O pid=on -t ev.fmt in.trc
TZ=UTC trcrpt -h -d 011 -t ev.fmt in.trc
TZ=UTC trcrpt -h -k 012 -t ev.fmt in.trc
TZ=UTC trcrpt -h -O starttime=0.000000021,endtime=0.00000003,exec=on -t ev.fmt in.trc
TZ=UTC trcrpt -h -O starttime=0.000000003,pid=on -t ev.fmt in.trc
TZ=UTC trcrpt -h -s 1970-01-01T00:00:00.000001021Z -e 1970-01-01T00:00:00.00000103Z -O exec=on,tid=on -t ev.fmt in.trc
TZ=UTC trcrpt -h -s 1970-01-01T00:00:00.000001005Z -O cpuid=on -t ev.fmt in.trc
=== file ev.fmt
010 1.0 L=APPL "START" pid=$D1%D4 pidinstall($D1, 1, "webd")
011 1.0 L=SVC "EV" v=$D1%D4
012 1.0 L=APPL "HALT" $STOP
=== file in.txt
trcasm 1
byteorder little
env 32
timebase 1 1
start 1000 0
cpus 2
syncinterval 0
records
ev t=1 cpu=1 pid=5 tid=50 hw=011A0000 d=00000001
ev t=2 cpu=0 pid=5 tid=50 hw=011A0000 d=00000002
ev t=3 cpu=1 pid=5 tid=50 hw=011A0000 d=00000003
ev t=4 cpu=0 pid=5 tid=50 hw=011A0000 d=00000004
ev t=5 cpu=1 pid=5 tid=50 hw=011A0000 d=00000005
ev t=6 cpu=0 pid=5 tid=50 hw=011A0000 d=00000006
ev t=7 cpu=1 pid=5 tid=50 hw=011A0000 d=00000007
ev t=8 cpu=0 pid=5 tid=50 hw=011A0000 d=00000008
ev t=9 cpu=1 pid=5 tid=50 hw=011A0000 d=00000009
ev t=10 cpu=0 pid=5 tid=50 hw=011A0000 d=0000000A
ev t=11 cpu=1 pid=5 tid=50 hw=011A0000 d=0000000B
ev t=12 cpu=0 pid=5 tid=50 hw=011A0000 d=0000000C
ev t=13 cpu=1 pid=5 tid=50 hw=011A0000 d=0000000D
ev t=14 cpu=0 pid=5 tid=50 hw=011A0000 d=0000000E
ev t=15 cpu=1 pid=5 tid=50 hw=011A0000 d=0000000F
ev t=16 cpu=0 pid=5 tid=50 hw=011A0000 d=00000010
ev t=17 cpu=1 pid=5 tid=50 hw=011A0000 d=00000011
ev t=18 cpu=0 pid=5 tid=50 hw=011A0000 d=00000012
ev t=19 cpu=1 pid=5 tid=50 hw=011A0000 d=00000013
ev t=20 cpu=1 pid=5 tid=50 hw=010A0000 d=00000005
ev t=21 cpu=1 pid=5 tid=50 hw=011A0000 d=00000015
ev t=22 cpu=0 pid=5 tid=50 hw=011A0000 d=00000016
ev t=23 cpu=1 pid=5 tid=50 hw=011A0000 d=00000017
ev t=24 cpu=0 pid=5 tid=50 hw=011A0000 d=00000018
ev t=25 cpu=0 pid=5 tid=50 hw=012A0000 d=00000001
ev t=26 cpu=0 pid=5 tid=50 hw=011A0000 d=0000001A
ev t=27 cpu=1 pid=5 tid=50 hw=011A0000 d=0000001B
ev t=28 cpu=0 pid=5 tid=50 hw=011A0000 d=0000001C
ev t=29 cpu=1 pid=5 tid=50 hw=011A0000 d=0000001D
ev t=30 cpu=0 pid=5 tid=50 hw=011A0000 d=0000001E
ev t=31 cpu=1 pid=5 tid=50 hw=011A0000 d=0000001F
ev t=32 cpu=0 pid=5 tid=50 hw=011A0000 d=00000020
ev t=33 cpu=1 pid=5 tid=50 hw=011A0000 d=00000021
ev t=34 cpu=0 pid=5 tid=50 hw=011A0000 d=00000022
ev t=35 cpu=1 pid=5 tid=50 hw=011A0000 d=00000023
ev t=36 cpu=0 pid=5 tid=50 hw=011A0000 d=00000024
ev t=37 cpu=1 pid=5 tid=50 hw=011A0000 d=00000025
ev t=38 cpu=0 pid=5 tid=50 hw=011A0000 d=00000026
ev t=39 cpu=1 pid=5 tid=50 hw=011A0000 d=00000027
ev t=40 cpu=0 pid=5 tid=50 hw=011A0000 d=00000028
=== stdout
011    -                     0.000000001       0.000000          EV v=1
011    -                     0.000000002       0.000001          EV v=2
011    -                     0.000000003       0.000001          EV v=3
011    -                     0.000000004       0.000001          EV v=4
011    -                     0.000000005       0.000001          EV v=5
011    -                     0.000000006       0.000001          EV v=6
011    -                     0.000000007       0.000001          EV v=7
011    -                     0.000000008       0.000001          EV v=8
011    -                     0.000000009       0.000001          EV v=9
011    -                     0.000000010       0.000001          EV v=10
011    -                     0.000000011       0.000001          EV v=11
011    -                     0.000000012       0.000001          EV v=12
011    -                     0.000000013       0.000001          EV v=13
011    -                     0.000000014       0.000001          EV v=14
011    -                     0.000000015       0.000001          EV v=15
011    -                     0.000000016       0.000001          EV v=16
011    -                     0.000000017       0.000001          EV v=17
011    -                     0.000000018       0.000001          EV v=18
011    -                     0.000000019       0.000001          EV v=19
011    webd                  0.000000021       0.000002          EV v=21
011    webd                  0.000000022       0.000001          EV v=22
011    webd                  0.000000023       0.000001          EV v=23
011    webd                  0.000000024       0.000001          EV v=24
011           5      0.000000001       0.000000          EV v=1
011           5      0.000000003       0.000002          EV v=3
011           5      0.000000005       0.000002          EV v=5
011           5      0.000000007       0.000002          EV v=7
011           5      0.000000009       0.000002          EV v=9
011           5      0.000000011       0.000002          EV v=11
011           5      0.000000013       0.000002          EV v=13
011           5      0.000000015       0.000002          EV v=15
011           5      0.000000017       0.000002          EV v=17
011           5      0.000000019       0.000002          EV v=19
011           5      0.000000021       0.000002          EV v=21
011           5      0.000000023       0.000002          EV v=23
011        0.000000001       0.000000          EV v=1
011        0.000000002       0.000001          EV v=2
011        0.000000003       0.000001          EV v=3
011        0.000000004       0.000001          EV v=4
011        0.000000005       0.000001          EV v=5
011        0.000000006       0.000001          EV v=6
011        0.000000007       0.000001          EV v=7
011        0.000000008       0.000001          EV v=8
011        0.000000009       0.000001          EV v=9
011        0.000000010       0.000001          EV v=10
011        0.000000011       0.000001          EV v=11
011        0.000000012       0.000001          EV v=12
011        0.000000013       0.000001          EV v=13
011        0.000000014       0.000001          EV v=14
011        0.000000015       0.000001          EV v=15
011        0.000000016       0.000001          EV v=16
011        0.000000017       0.000001          EV v=17
011        0.000000018       0.000001          EV v=18
011        0.000000019       0.000001          EV v=19
011        0.000000021       0.000002          EV v=21
011        0.000000022       0.000001          EV v=22
011        0.000000023       0.000001          EV v=23
011        0.000000024       0.000001          EV v=24
011        0.000000001       0.000000          EV v=1
011        0.000000002       0.000001          EV v=2
011        0.000000003       0.000001          EV v=3
011        0.000000004       0.000001          EV v=4
011        0.000000005       0.000001          EV v=5
011        0.000000006       0.000001          EV v=6
011        0.000000007       0.000001          EV v=7
011        0.000000008       0.000001          EV v=8
011        0.000000009       0.000001          EV v=9
011        0.000000010       0.000001          EV v=10
011        0.000000011       0.000001          EV v=11
011        0.000000012       0.000001          EV v=12
011        0.000000013       0.000001          EV v=13
011        0.000000014       0.000001          EV v=14
011        0.000000015       0.000001          EV v=15
011        0.000000016       0.000001          EV v=16
011        0.000000017       0.000001          EV v=17
011        0.000000018       0.000001          EV v=18
011        0.000000019       0.000001          EV v=19
010        0.000000020       0.000001  START pid=5
011        0.000000021       0.000001          EV v=21
011        0.000000022       0.000001          EV v=22
011        0.000000023       0.000001          EV v=23
011        0.000000024       0.000001          EV v=24
011    webd                  0.000000021       0.000000          EV v=21
011    webd                  0.000000022       0.000001          EV v=22
011    webd                  0.000000023       0.000001          EV v=23
011    webd                  0.000000024       0.000001          EV v=24
012    webd                  0.000000025       0.000001  HALT
011           5      0.000000003       0.000000          EV v=3
011           5      0.000000004       0.000001          EV v=4
011           5      0.000000005       0.000001          EV v=5
011           5      0.000000006       0.000001          EV v=6
011           5      0.000000007       0.000001          EV v=7
011           5      0.000000008       0.000001          EV v=8
011           5      0.000000009       0.000001          EV v=9
011           5      0.000000010       0.000001          EV v=10
011           5      0.000000011       0.000001          EV v=11
011           5      0.000000012       0.000001          EV v=12
011           5      0.000000013       0.000001          EV v=13
011           5      0.000000014       0.000001          EV v=14
011           5      0.000000015       0.000001          EV v=15
011           5      0.000000016       0.000001          EV v=16
011           5      0.000000017       0.000001          EV v=17
011           5      0.000000018       0.000001          EV v=18
011           5      0.000000019       0.000001          EV v=19
010           5      0.000000020       0.000001  START pid=5
011           5      0.000000021       0.000001          EV v=21
011           5      0.000000022       0.000001          EV v=22
011           5      0.000000023       0.000001          EV v=23
011           5      0.000000024       0.000001          EV v=24
012           5      0.000000025       0.000001  HALT
011    webd                      50      0.000000021       0.000000          EV v=21
011    webd                      50      0.000000022       0.000001          EV v=22
011    webd                      50      0.000000023       0.000001          EV v=23
011    webd                      50      0.000000024       0.000001          EV v=24
012    webd                      50      0.000000025       0.000001  HALT
011      1      0.000000005       0.000000          EV v=5
011      0      0.000000006       0.000001          EV v=6
011      1      0.000000007       0.000001          EV v=7
011      0      0.000000008       0.000001          EV v=8
011      1      0.000000009       0.000001          EV v=9
011      0      0.000000010       0.000001          EV v=10
011      1      0.000000011       0.000001          EV v=11
011      0      0.000000012       0.000001          EV v=12
011      1      0.000000013       0.000001          EV v=13
011      0      0.000000014       0.000001          EV v=14
011      1      0.000000015       0.000001          EV v=15
011      0      0.000000016       0.000001          EV v=16
011      1      0.000000017       0.000001          EV v=17
011      0      0.000000018       0.000001          EV v=18
011      1      0.000000019       0.000001          EV v=19
010      1      0.000000020       0.000001  START pid=5
011      1      0.000000021       0.000001          EV v=21
011      0      0.000000022       0.000001          EV v=22
011      1      0.000000023       0.000001          EV v=23
011      0      0.000000024       0.000001          EV v=24
012      0      0.000000025       0.000001  HALT
=== stderr
trcrpt: summary: events=25 printed=23 filtered=2 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=25 printed=12 filtered=13 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=25 printed=23 filtered=2 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=25 printed=24 filtered=1 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=25 printed=5 filtered=20 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=25 printed=23 filtered=2 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=25 printed=5 filtered=20 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=25 printed=21 filtered=4 lost=0 short=0 unknown=0 faults=0 skipped=0
=== lineform
99
