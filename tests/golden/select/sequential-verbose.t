# without -m inputs are reported one after the other, each with its own header and elapsed origin; -v prints file names (stderr), Source and Attribute lines
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
trcasm -o b.trc b.txt && trcasm -o c.trc c.txt && trcrpt -v --quiet -t all.fmt b.trc c.trc
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
Node: hostb
Source: trclog, big-endian, env 32, 1 cpus, timebase 1/1, file b.trc
Attribute: site=lab 2
Attribute: run=7

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

020        0.000000000       0.000000  OTHER v=16
020        1.000000000    1000.000000  OTHER v=17
020        1.500000000     500.000000  OTHER v=18

Start time unknown
Source: trclog, little-endian, env 32, 1 cpus, timebase 1/1, file c.trc

ID         ELAPSED_SEC     DELTA_MSEC  APPL    SYSCALL KERNEL  INTERRUPT

050        0.000000000       0.000000                  AFTER v=32
050        2.000000000    2000.000000                  AFTER v=33
=== stderr
trcrpt: opened b.trc
trcrpt: opened c.trc
trcrpt: opened all.fmt
