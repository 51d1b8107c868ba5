# -O pagesize and 2line on the fast lane's line forms (docs/interpreter.md, "The fast
# lane"): the page header goes before a fused line when the page is full (with 2line
# before each of its two lines: the cells, then the text); a record that prints nothing
# (011 on an empty string) or that its line form gives back to the VM (012 too short:
# the VM prints its marker) takes no page line and leaves no header or 2line cells
# behind.  As --no-fuse prints it (tests/fuse.sh).
=== cmd
trcasm -o in.trc in.txt || exit 99
trcrpt -O pagesize=3,pid=on -t ev.fmt in.trc
trcrpt -O pagesize=4,pid=on,2line=on -t ev.fmt in.trc
=== file ev.fmt
010 1.0 L=APPL "EV" v=$D1%D4
011 1.0 L=SVC G8 Z
012 1.0 L=KERN "SHORT" G8 X8
=== file in.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 1000 0
cpus 1
syncinterval 0
records
ev t=1 hw=010A0000 d=00000001
ev t=2 hw=01100008 d=00000000 buf=0000000000000000
ev t=3 hw=010A0000 d=00000002
ev t=4 hw=01100008 d=00000000 buf=6162630000000000
ev t=5 hw=0120000C d=00000000 buf=00010203
ev t=6 hw=010A0000 d=00000003
ev t=7 hw=01100008 d=00000000 buf=0000000000000000
ev t=8 hw=010A0000 d=00000004
ev t=9 hw=0120000C d=00000000 buf=0001020304050607
ev t=10 hw=010A0000 d=00000005
=== stdout
Thu Jan  1 00:00:00 1970 UTC

ID          PID      ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

010           0      0.000000001       0.000000  EV v=1
010           0      0.000000003       0.000002  EV v=2
011           0      0.000000004       0.000001          abc

ID          PID      ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

012           0      0.000000005       0.000001                  SHORT [short entry: need 8 at 8 of 12]
010           0      0.000000006       0.000001  EV v=3
010           0      0.000000008       0.000002  EV v=4

ID          PID      ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

012           0      0.000000009       0.000001                  SHORT 0001020304050607
010           0      0.000000010       0.000001  EV v=5
Thu Jan  1 00:00:00 1970 UTC

ID          PID      ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

010           0      0.000000001       0.000000
EV v=1
010           0      0.000000003       0.000002
EV v=2

ID          PID      ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

011           0      0.000000004       0.000001
        abc
012           0      0.000000005       0.000001
                SHORT [short entry: need 8 at 8 of 12]

ID          PID      ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

010           0      0.000000006       0.000001
EV v=3
010           0      0.000000008       0.000002
EV v=4

ID          PID      ELAPSED_SEC     DELTA_MSEC
APPL    SYSCALL KERNEL  INTERRUPT

012           0      0.000000009       0.000001
                SHORT 0001020304050607
010           0      0.000000010       0.000001
EV v=5
=== stderr
trcrpt: in.trc:248: hook 012: short entry: need 8 at 8 of 12
trcrpt: summary: events=10 printed=8 filtered=0 lost=0 short=1 unknown=0 faults=0 skipped=0
trcrpt: in.trc:248: hook 012: short entry: need 8 at 8 of 12
trcrpt: summary: events=10 printed=8 filtered=0 lost=0 short=1 unknown=0 faults=0 skipped=0
=== lineform
18
