# Other columns than the default ones on the fast lane's line forms (docs/interpreter.md,
# "The fast lane"): PID, TID and CPU cells from the envelope; a record whose envelope does
# not know a value a column shows takes the VM, whose event takes it from the CPU's run
# state ($PID and $TID assigned by 010 on CPU 1): in the first run v=2, v=3, v=6 and v=9
# (none assigned on CPU 0: "-"), in the second (TID only) v=2, v=3 and v=9 (v=4's unknown
# CPU is not shown); the others are line forms.  The cells go through a cache by (PID,
# TID, CPU) and which of them are known: v=3 and v=9 (not known, CPU 0) against v=7
# (PID and TID 0, known), v=7 against v=8 (another CPU).  Each run prints what --no-fuse
# prints (tests/fuse.sh).
=== cmd
trcasm -o in.trc in.txt || exit 99
trcrpt -h -O pid=on,tid=on,cpuid=on,ids=off -t ev.fmt in.trc
trcrpt -h -O tid=on,timestamp=1 -t ev.fmt in.trc
=== file ev.fmt
010 1.0 L=APPL "SETPID" {{ $PID = $D1 }} {{ $TID = $D1 + 1 }} pid=$D1%D4
011 1.0 L=SVC "EV" v=$D1%D4
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
ev t=2 cpu=1 pid=4294967295 tid=18446744073709551615 hw=010A0000 d=00000077
ev t=3 cpu=1 pid=4294967295 tid=18446744073709551615 hw=011A0000 d=00000002
ev t=4 cpu=0 pid=4294967295 tid=18446744073709551615 hw=011A0000 d=00000003
ev t=5 cpu=65535 pid=7 tid=70 hw=011A0000 d=00000004
ev t=6 cpu=1 pid=6 tid=60 hw=011A0000 d=00000005
ev t=7 cpu=1 pid=4294967295 tid=61 hw=011A0000 d=00000006
ev t=8 cpu=0 pid=0 tid=0 hw=011A0000 d=00000007
ev t=9 cpu=1 pid=0 tid=0 hw=011A0000 d=00000008
ev t=10 cpu=0 pid=4294967295 tid=18446744073709551615 hw=011A0000 d=00000009
=== stdout
       5          50    0      0.000000001       0.000000          EV v=1
     119         120    1      0.000000002       0.000001  SETPID pid=119
     119         120    1      0.000000003       0.000001          EV v=2
       -           -    0      0.000000004       0.000001          EV v=3
       7          70    -      0.000000005       0.000001          EV v=4
       6          60    1      0.000000006       0.000001          EV v=5
     119          61    1      0.000000007       0.000001          EV v=6
       0           0    0      0.000000008       0.000001          EV v=7
       0           0    1      0.000000009       0.000001          EV v=8
       -           -    0      0.000000010       0.000001          EV v=9
011            50         0.000000          EV v=1
010           120         0.000000  SETPID pid=119
011           120         0.000000          EV v=2
011             -         0.000000          EV v=3
011            70         0.000000          EV v=4
011            60         0.000000          EV v=5
011            61         0.000000          EV v=6
011             0         0.000000          EV v=7
011             0         0.000000          EV v=8
011             -         0.000000          EV v=9
=== stderr
trcrpt: summary: events=10 printed=10 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=10 printed=10 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
=== lineform
10
