# --output=csv with -h: no header row
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && printf '01A 1.0 L=APPL "CTRL" "a\001b"\n' >> all.fmt && trcasm -o in.trc in.txt && trcrpt --quiet -h --output=csv -d 011,012,018 -t all.fmt in.trc
=== file u.fmt
010 1.0 L=APPL "USER EVENT" O2.0 "count =" U4
011 1.0 L=SVC "@OPEN" fd=$D1%D4 fd=$D2%D4 mode=$D3%X4
012 1.0 L=KERN "MULTI" first\n second=$D1%U4
013 1.0 L=0 "ZERO" v=$D1%X4
014 1.0 L=APPL "SHORT" a=U4 b=U4
015 1.0 L=APPL "ENTER" phase('B', "work") n=$D1%U4
016 1.0 L=APPL "LEAVE" phase('E', "work")
017 1.0 L=APPL "NAMES" pidinstall(42, 1, "myproc") tidinstall(42, 43, "worker") tidinstall(3000000000, 5000000000, "big") $NOPRINT
018 1.0 L=APPL "STR" O2 s=A8 "q\"uote\\back"
019 1.0 L=APPL "" x=$D1%U4 {{ $z = 1 / 0 }}
1234 1.0 L=INT "WIDE" v=$D1%X8
=== file in.txt
trcasm 1
byteorder big
env 32
timebase 1 1
start 1709294400000000000 0
cpus 2
syncinterval 0
sysname "Linux"
nodename "host1"
machine "x86_64"
cmdline "./app -n 3"
records
ev t=500 cpu=0 pid=42 tid=43 hw=01710000
ev t=1000 cpu=0 pid=42 tid=43 hw=010A0000 d=00000007
ev t=2000 cpu=1 pid=42 tid=44 hw=011E0000 d=00000003,00000004,000001ED,00000000,00000000
ev t=3000 cpu=0 pid=42 tid=43 hw=012A0000 d=00000009
ev t=4000 cpu=0 pid=42 tid=43 hw=013A0000 d=0000BEEF
ev t=5000 cpu=0 pid=42 tid=43 hw=014A0000 d=00000001
ev t=6000 cpu=0 pid=42 tid=43 hw=015A0000 d=00000002
ev t=7000 cpu=0 pid=42 tid=43 hw=016A0000 d=00000000
ev t=8000 cpu=1 pid=42 tid=44 hw=016A0000 d=00000000
ev t=9000 cpu=1 pid=7 tid=8 hw=015A0000 d=00000003
ev t=10000 cpu=0 pid=42 tid=43 hw=018E0000 d=61620162,FF630000,00000000,00000000,00000000
ev t=11000 cpu=- pid=- tid=- hw=0AAA0003 d=00000009
ev t=12000 cpu=1 pid=42 tid=44 hw=006E0001 d=00000005,00000000,00000000,00000000,00000000
ev t=13000 cpu=1 pid=3000000000 tid=5000000000 hw=019A0000 d=0000000B
ev t=14000 cpu=0 pid=42 tid=43 hw=8000000812340005 d=00000000DEADBEEF
ev t=15000 cpu=0 pid=42 tid=43 hw=01A10000
=== stdout
011,2000,0,2024-03-01T12:00:00.000002000Z,1,42,44,,SVC,OPEN,fd=3 fd=4 mode=000001ED,"{""fd"":""3"",""fd#2"":""4"",""mode"":""000001ED""}"
012,3000,1000,2024-03-01T12:00:00.000003000Z,0,42,43,,KERN,MULTI,"MULTI first
second=9","{""second"":""9""}"
018,10000,7000,2024-03-01T12:00:00.000010000Z,0,42,43,,APPL,STR,"STR s=ab.b�c q""uote\back","{""s"":""ab.b�c""}"
