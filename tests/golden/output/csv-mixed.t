# --output=csv (REPORT.md §5.2) of the mixed trace of json-mixed.t: header row, empty cells
# for unknown values, RFC 4180 quoting, the text keeps its LF, fields as JSON text
=== cmd
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && printf '01A 1.0 L=APPL "CTRL" "a\001b"\n' >> all.fmt && trcasm -o in.trc in.txt && trcrpt --output=csv -t all.fmt in.trc
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
id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields
010,1000,0,2024-03-01T12:00:00.000001000Z,0,42,43,myproc,APPL,USER EVENT,USER EVENT count = 7,{}
011,2000,1000,2024-03-01T12:00:00.000002000Z,1,42,44,myproc,SVC,OPEN,fd=3 fd=4 mode=000001ED,"{""fd"":""3"",""fd#2"":""4"",""mode"":""000001ED""}"
012,3000,1000,2024-03-01T12:00:00.000003000Z,0,42,43,myproc,KERN,MULTI,"MULTI first
second=9","{""second"":""9""}"
013,4000,1000,2024-03-01T12:00:00.000004000Z,0,42,43,myproc,0,ZERO,ZERO v=0000BEEF,"{""v"":""0000BEEF""}"
014,5000,1000,2024-03-01T12:00:00.000005000Z,0,42,43,myproc,APPL,SHORT,SHORT a=0 b=[short entry: need 4 at 6 of 8],"{""a"":""0""}"
015,6000,1000,2024-03-01T12:00:00.000006000Z,0,42,43,myproc,APPL,ENTER,ENTER n=2,"{""n"":""2""}"
016,7000,1000,2024-03-01T12:00:00.000007000Z,0,42,43,myproc,APPL,LEAVE,LEAVE,{}
016,8000,1000,2024-03-01T12:00:00.000008000Z,1,42,44,myproc,APPL,LEAVE,LEAVE,{}
015,9000,1000,2024-03-01T12:00:00.000009000Z,1,7,8,,APPL,ENTER,ENTER n=3,"{""n"":""3""}"
018,10000,1000,2024-03-01T12:00:00.000010000Z,0,42,43,myproc,APPL,STR,"STR s=ab.b�c q""uote\back","{""s"":""ab.b�c""}"
0AA,11000,1000,2024-03-01T12:00:00.000011000Z,,,,,KERN,DEFAULT TEMPLATE,hd=0003 d1=00000009,"{""hd"":""0003"",""d1"":""00000009""}"
006,12000,1000,2024-03-01T12:00:00.000012000Z,1,42,44,myproc,KERN,LOST EVENTS,LOST EVENTS 5 events lost (buffer full),{}
019,13000,1000,2024-03-01T12:00:00.000013000Z,1,3000000000,5000000000,,APPL,,x=11,"{""x"":""11""}"
1234,14000,1000,2024-03-01T12:00:00.000014000Z,0,42,43,myproc,INT,WIDE,WIDE v=00000000DEADBEEF,"{""v"":""00000000DEADBEEF""}"
01A,15000,1000,2024-03-01T12:00:00.000015000Z,0,42,43,myproc,APPL,CTRL,CTRL ab,{}
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: summary: events=16 printed=15 filtered=0 lost=5 short=1 unknown=1 faults=1 skipped=0
trcrpt: unknown hooks: 0AA(1)
trcrpt: loss windows: 0.000012000-0.000012000(5)
