# -m: one header (first input), records by wall clock, ties by input order, own byte order per input; an input with an unknown start is merged from the earliest known start (warning)
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
trcasm -o b.trc b.txt && trcasm -o c.trc c.txt && trcrpt -m -t all.fmt -O cpuid=on,pid=on mixed.trc b.trc c.trc
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
=== file b.txt
trcasm 1
start 1709294400500000000 1000
cpus 1
nodename "hostb"
attr "site" "lab 2"
attr "run" "7"
records
ev t=1000 cpu=0 pid=7 tid=8 hw=020A0000 d=00000010
ev t=1000001000 cpu=0 pid=7 tid=8 hw=020A0000 d=00000011
ev t=1500001000 cpu=0 pid=7 tid=8 hw=020A0000 d=00000012
=== file c.txt
trcasm 1
byteorder little
start unknown 0
records
ev t=0 cpu=0 pid=9 tid=9 hw=050A0000 d=00000020
ev t=2000000000 cpu=0 pid=9 tid=9 hw=050A0000 d=00000021
=== stdout
Fri Mar  1 12:00:00 2024 UTC
System: Linux

ID          PID  CPU      ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

050           9    0      0.000000000       0.000000                  AFTER v=32
010         100    0      0.000001000       0.001000  USER EVENT v=1
020         200    1      0.000002000       0.001000  OTHER v=2
030         100    2      0.000003000       0.001000                  hd=0000 d1=00000003
020           7    0      0.500000000     499.997000  OTHER v=16
010         200    1      1.000000000     500.000000  USER EVENT v=4
020           7    0      1.500000000     500.000000  OTHER v=17
020         300    3      2.000000000     500.000000  OTHER v=5
020           7    0      2.000000000       0.000000  OTHER v=18
050           9    0      2.000000000       0.000000                  AFTER v=33
040         400    3      2.500000000     500.000000                  SWITCH v=6
006           -    -      3.000000000     500.000000                  LOST EVENTS 5 events lost (buffer full)
010         100    2      4.000000000    1000.000000  USER EVENT v=7
050         400    3      5.000000000    1000.000000                  AFTER v=8
=== stderr
trcrpt: warning: c.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: summary: events=16 printed=14 filtered=0 lost=5 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 030(1)
trcrpt: loss windows: 3.000000000-3.000001000(5)
