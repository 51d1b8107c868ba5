# A procs row's process name is its latest event's, null when the process table has
# forgotten it: pid 7 is named "early" by its first event, then 786,432 names fill the
# table (64 MiB: tests/golden/report/state-tables-full.t) and pid 7's is among those
# forgotten, so its last event has no name (the PROCESS NAME column shows `-`).  The row
# kept "early" before: --stats-merge takes a null from the latest event (difftest seed
# 45006872, stats/order-file-procname-null.t), and one run now does the same.
=== cmd
trcasm -o in.trc in.txt || exit 99
trcrpt --quiet --stats=procs --output=json -t tpl.fmt in.trc
trcrpt --quiet -h -O ids=off,timestamp=3,exec=on -t tpl.fmt in.trc
=== file tpl.fmt
00A 1.0 L=APPL $NOPRINT LOOP 65536 { {{ $p = $D1 * 65536 + $n }} {{ $n = $n + 1 }} pidinstall($p, 0, "a-process-name-of-forty-bytes-0123456789") }
010 1.0 L=APPL "early" pidinstall(7, 0, "early")
011 1.0 L=APPL "late"
=== file in.txt
trcasm 1
byteorder big
env 32
records
ev t=0 pid=7 tid=7 hw=01000000
ev t=1 hw=00AA0000 d=00000000
ev t=2 hw=00AA0000 d=00000001
ev t=3 hw=00AA0000 d=00000002
ev t=4 hw=00AA0000 d=00000003
ev t=5 hw=00AA0000 d=00000004
ev t=6 hw=00AA0000 d=00000005
ev t=7 hw=00AA0000 d=00000006
ev t=8 hw=00AA0000 d=00000007
ev t=9 hw=00AA0000 d=00000008
ev t=10 hw=00AA0000 d=00000009
ev t=11 hw=00AA0000 d=0000000A
ev t=12 hw=00AA0000 d=0000000B
ev t=13 pid=7 tid=7 hw=01100000
=== stdout
{"table":"stats","version":1,"events":14,"by":null}
{"table":"procs","pid":0,"tid":0,"process":null,"count":12,"first_ns":1,"last_ns":12}
{"table":"procs","pid":7,"tid":7,"process":null,"count":2,"first_ns":0,"last_ns":13}
early             early
-                 late
