# PROCESS NAME and SVC columns on the fast lane's line forms (docs/interpreter.md, "The
# fast lane"): SVC reads what 010 assigns to $SVC (no fused template assigns it), by the
# envelope's TID (v=4, whose envelope knows none, takes the VM: 6 line forms in the
# first run); PROCESS NAME reads the process table, which 012's tail (fused: the lane
# would run it after later records' lines) changes, so with that set no fused line takes
# it (0 in the second run) and v=9 shows the name 012 installed just before.  Each run
# prints what --no-fuse prints (tests/fuse.sh).
=== cmd
trcasm -o in.trc in.txt || exit 99
trcrpt -h -O svc=on,ids=off -t ev.fmt in.trc
trcrpt -h -O exec=on -t ev.fmt in.trc
=== file ev.fmt
010 1.0 L=APPL "START" {{ $SVC = $D1 }} pidinstall($D1, 1, "webd") pid=$D1%D4
011 1.0 L=SVC "EV" v=$D1%D4
012 1.0 L=APPL "TAIL" v=$D1%D4 pidinstall($D1, 1, "tail")
=== file in.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 1000 0
cpus 2
syncinterval 0
records
ev t=1 cpu=0 pid=5 tid=50 hw=011A0000 d=00000001
ev t=2 cpu=1 pid=5 tid=50 hw=010A0000 d=00000005
ev t=3 cpu=1 pid=5 tid=50 hw=011A0000 d=00000002
ev t=4 cpu=0 pid=6 tid=60 hw=011A0000 d=00000003
ev t=5 cpu=0 pid=4294967295 tid=18446744073709551615 hw=011A0000 d=00000004
ev t=6 cpu=1 pid=6 tid=60 hw=010A0000 d=00000006
ev t=7 cpu=1 pid=6 tid=60 hw=011A0000 d=00000007
ev t=8 cpu=0 pid=8 tid=80 hw=012A0000 d=00000008
ev t=9 cpu=0 pid=8 tid=80 hw=011A0000 d=00000009
=== stdout
-                     0.000000001       0.000000          EV v=1
0005                  0.000000002       0.000001  START pid=5
0005                  0.000000003       0.000001          EV v=2
-                     0.000000004       0.000001          EV v=3
-                     0.000000005       0.000001          EV v=4
0006                  0.000000006       0.000001  START pid=6
0006                  0.000000007       0.000001          EV v=7
-                     0.000000008       0.000001  TAIL v=8
-                     0.000000009       0.000001          EV v=9
011    -                     0.000000001       0.000000          EV v=1
010    webd                  0.000000002       0.000001  START pid=5
011    webd                  0.000000003       0.000001          EV v=2
011    -                     0.000000004       0.000001          EV v=3
011    -                     0.000000005       0.000001          EV v=4
010    webd                  0.000000006       0.000001  START pid=6
011    webd                  0.000000007       0.000001          EV v=7
012    tail                  0.000000008       0.000001  TAIL v=8
011    tail                  0.000000009       0.000001          EV v=9
=== stderr
trcrpt: summary: events=9 printed=9 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=9 printed=9 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
=== lineform
6
