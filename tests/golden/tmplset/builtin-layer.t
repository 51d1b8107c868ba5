# The built-in layer: with a user file that defines none of 001-00F, TRACE ON/OFF and lost
# events still format (not [unknown hook]); a user stanza for 002 replaces the built-in one
=== cmd
trcasm -o t.trc t.txt && trcrpt -h --quiet -t my.fmt t.trc
trcrpt -h --quiet -t my.fmt -t off.fmt t.trc | tail -n 1
=== file t.txt
trcasm 1
records
ev t=1 cpu=0 pid=5 tid=6 hw=00100000
ev t=2 cpu=0 pid=5 tid=6 hw=104A0000 d=00000003,00000010
ev t=3 cpu=0 pid=5 tid=6 hw=105A0000 d=00000007
ev t=4 cpu=0 pid=5 tid=6 hw=006E0001 d=00000002,00000000,00000000,00000000,00000000
ev t=5 cpu=0 pid=5 tid=6 hw=106A0000 d=00000001
ev t=6 cpu=0 pid=5 tid=6 hw=00200000
=== file my.fmt
104 1.0 L=APPL "OPEN" $D1%D4
=== file off.fmt
002 1.0 L=KERN "MY TRACE OFF"
=== stdout
001        0.000000001       0.000000                  TRACE ON channel=0 1970-01-01T00:00:00Z
104        0.000000002       0.000001  OPEN 3
105        0.000000003       0.000001                  [unknown hook] id=105 type=A hd=0000 data=00000007
006        0.000000004       0.000001                  LOST EVENTS 2 events lost (buffer full)
106        0.000000005       0.000001                  [unknown hook] id=106 type=A hd=0000 data=00000001
002        0.000000006       0.000001                  TRACE OFF channel=0 1970-01-01T00:00:00Z recorded=0 lost=0
002        0.000000006       0.000001                  MY TRACE OFF
