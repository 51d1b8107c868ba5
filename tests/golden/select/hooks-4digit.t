# -d with a 4-digit form (0100 = 010) and a range written in 4 digits
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o mixed.trc mixed.txt || exit 99
TZ=UTC trcrpt -h -t all.fmt -O pid=on,tid=on,cpuid=on,exec=on,timestamp=3 -d 0100,0200-0300 mixed.trc
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
=== stdout
010    /usr/bin/webd          100        1001    0  USER EVENT v=1
020    dbd                    200        2001    1  OTHER v=2
030    /usr/bin/webd          100        1002    2                  hd=0000 d1=00000003
010    dbd                    200        2002    1  USER EVENT v=4
020    -                      300        3001    3  OTHER v=5
010    /usr/bin/webd          100        1001    2  USER EVENT v=7
=== stderr
trcrpt: summary: events=11 printed=6 filtered=5 lost=5 short=0 unknown=1 faults=0 skipped=0
trcrpt: unknown hooks: 030(1)
trcrpt: loss windows: 3.000000000-3.000001000(5)
