# -m when no input has a known start: all start at 0, the header of the first input
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
trcasm -o c.trc c.txt && trcasm -o c2.trc c.txt && trcrpt -m --quiet -t all.fmt c.trc c2.trc
=== file mixed.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 1709294400000000000 0
cpus 4
sysname "Linux"
records
ev t=100 cpu=0 pid=- tid=- hw=00A8001E d=00000001 buf=000000640000000100000000000000002F7573722F62696E2F7765626400
ev t=150 cpu=0 pid=- tid=- hw=00A80014 d=00000001 buf=000000C800000001000000000000000064626400
ev t=1000 cpu=0 pid=100 tid=1001 hw=010A0000 d=00000001
ev t=2000 cpu=1 pid=200 tid=2001 hw=020A0000 d=00000002
ev t=3000 cpu=2 pid=100 tid=1002 hw=030A0000 d=00000003
ev t=1000000000 cpu=1 pid=200 tid=2002 hw=010A0000 d=00000004
ev t=2000000000 cpu=3 pid=300 tid=3001 hw=020A0000 d=00000005
ev t=2500000000 cpu=3 pid=300 tid=3001 hw=040A0000 d=00000006
ev t=3000000000 cpu=- pid=- tid=- hw=006E0001 d=00000005,00000000,00000000,000003E8,00000000
ev t=4000000000 cpu=2 pid=100 tid=1001 hw=010A0000 d=00000007
ev t=5000000000 cpu=3 pid=- tid=- hw=050A0000 d=00000008
=== file u.fmt
010 1.0 L=APPL "USER EVENT" O2.0 v=U4
020 1.0 L=APPL "OTHER" O2.0 v=U4
040 1.0 L=KERN "SWITCH" {{ $PID = 400 }} {{ $TID = 4001 }} O2.0 v=U4
050 1.0 L=KERN "AFTER" O2.0 v=U4
=== file c.txt
trcasm 1
byteorder little
start unknown 0
records
ev t=0 cpu=0 pid=9 tid=9 hw=050A0000 d=00000020
ev t=2000000000 cpu=0 pid=9 tid=9 hw=050A0000 d=00000021
=== stdout
Start time unknown

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

050        0.000000000       0.000000                  AFTER v=32
050        0.000000000       0.000000                  AFTER v=32
050        2.000000000    2000.000000                  AFTER v=33
050        2.000000000       0.000000                  AFTER v=33
=== stderr
trcrpt: warning: c.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: warning: c2.trc: start time unknown; merged as if it started at the earliest known start
