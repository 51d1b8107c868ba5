# --output=csv (docs/ref/report.md §5.2) of the mixed trace of json-mixed.t: header row, empty cells
# for unknown values, RFC 4180 quoting, the text keeps its LF, fields as JSON text
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && printf '01A 1.0 L=APPL "CTRL" "a\001b"\n' >> all.fmt && trcasm -o in.trc in.txt && trcrpt --output=csv -t all.fmt in.trc
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
