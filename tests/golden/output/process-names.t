# The process key/cell of --output=json and csv (docs/ref/report.md §5.1, §5.2) while names change:
# pidinstall names that alternate, one renamed to a name of the same length (alpha -> alphb),
# one with '"' and ',' (escaped, CSV-quoted), one of 17 bytes, an unknown pid (null / empty);
# the writers keep the text of the last name and must see every change
=== cmd
printf '%s\n' '001 1.0 L=APPL "NAMES" pidinstall(42, 1, "alpha") pidinstall(43, 1, "a,\"b") pidinstall(44, 1, "seventeen-bytes-x") $NOPRINT' \
  '002 1.0 L=APPL "RENAME" pidinstall(42, 1, "alphb") $NOPRINT' \
  '010 1.0 L=APPL "EV" v=$D1%U4' > u.fmt
{
printf 'trcasm 1\nbyteorder big\nenv 32\ntimebase 1 1\nstart 1709294400000000000 0\ncpus 2\nsyncinterval 0\nrecords\n'
printf 'ev t=100 cpu=0 pid=42 tid=1 hw=00110000\n'
t=200
for p in 42 43 42 44 45 42 43 43; do t=$((t + 100)); printf 'ev t=%d cpu=0 pid=%d tid=1 hw=010E0000 d=%08X,0,0,0,0\n' $t $p $t; done
printf 'ev t=1500 cpu=0 pid=42 tid=1 hw=00210000\n'
for p in 42 43 42; do t=$((t + 1000)); printf 'ev t=%d cpu=1 pid=%d tid=2 hw=010E0000 d=%08X,0,0,0,0\n' $t $p $t; done
} > in.txt
trcasm -o in.trc in.txt && for k in json csv; do trcrpt --output=$k -t u.fmt in.trc; done
=== stdout
{"id":"010","label":"EV","level":"APPL","elapsed_ns":300,"delta_ns":0,"time":"2024-03-01T12:00:00.000000300Z","cpu":0,"pid":42,"tid":1,"process":"alpha","text":"EV v=300","fields":{"v":300},"env":32,"hd":0,"data":"0000012C00000000000000000000000000000000","file":"in.trc","offset":112}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":400,"delta_ns":100,"time":"2024-03-01T12:00:00.000000400Z","cpu":0,"pid":43,"tid":1,"process":"a,\"b","text":"EV v=400","fields":{"v":400},"env":32,"hd":0,"data":"0000019000000000000000000000000000000000","file":"in.trc","offset":168}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":500,"delta_ns":100,"time":"2024-03-01T12:00:00.000000500Z","cpu":0,"pid":42,"tid":1,"process":"alpha","text":"EV v=500","fields":{"v":500},"env":32,"hd":0,"data":"000001F400000000000000000000000000000000","file":"in.trc","offset":224}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":600,"delta_ns":100,"time":"2024-03-01T12:00:00.000000600Z","cpu":0,"pid":44,"tid":1,"process":"seventeen-bytes-x","text":"EV v=600","fields":{"v":600},"env":32,"hd":0,"data":"0000025800000000000000000000000000000000","file":"in.trc","offset":280}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":700,"delta_ns":100,"time":"2024-03-01T12:00:00.000000700Z","cpu":0,"pid":45,"tid":1,"process":null,"text":"EV v=700","fields":{"v":700},"env":32,"hd":0,"data":"000002BC00000000000000000000000000000000","file":"in.trc","offset":336}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":800,"delta_ns":100,"time":"2024-03-01T12:00:00.000000800Z","cpu":0,"pid":42,"tid":1,"process":"alpha","text":"EV v=800","fields":{"v":800},"env":32,"hd":0,"data":"0000032000000000000000000000000000000000","file":"in.trc","offset":392}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":900,"delta_ns":100,"time":"2024-03-01T12:00:00.000000900Z","cpu":0,"pid":43,"tid":1,"process":"a,\"b","text":"EV v=900","fields":{"v":900},"env":32,"hd":0,"data":"0000038400000000000000000000000000000000","file":"in.trc","offset":448}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":1000,"delta_ns":100,"time":"2024-03-01T12:00:00.000001000Z","cpu":0,"pid":43,"tid":1,"process":"a,\"b","text":"EV v=1000","fields":{"v":1000},"env":32,"hd":0,"data":"000003E800000000000000000000000000000000","file":"in.trc","offset":504}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":2000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000002000Z","cpu":1,"pid":42,"tid":2,"process":"alphb","text":"EV v=2000","fields":{"v":2000},"env":32,"hd":0,"data":"000007D000000000000000000000000000000000","file":"in.trc","offset":600}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":3000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000003000Z","cpu":1,"pid":43,"tid":2,"process":"a,\"b","text":"EV v=3000","fields":{"v":3000},"env":32,"hd":0,"data":"00000BB800000000000000000000000000000000","file":"in.trc","offset":656}
{"id":"010","label":"EV","level":"APPL","elapsed_ns":4000,"delta_ns":1000,"time":"2024-03-01T12:00:00.000004000Z","cpu":1,"pid":42,"tid":2,"process":"alphb","text":"EV v=4000","fields":{"v":4000},"env":32,"hd":0,"data":"00000FA000000000000000000000000000000000","file":"in.trc","offset":712}
id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields
010,300,0,2024-03-01T12:00:00.000000300Z,0,42,1,alpha,APPL,EV,EV v=300,"{""v"":""300""}"
010,400,100,2024-03-01T12:00:00.000000400Z,0,43,1,"a,""b",APPL,EV,EV v=400,"{""v"":""400""}"
010,500,100,2024-03-01T12:00:00.000000500Z,0,42,1,alpha,APPL,EV,EV v=500,"{""v"":""500""}"
010,600,100,2024-03-01T12:00:00.000000600Z,0,44,1,seventeen-bytes-x,APPL,EV,EV v=600,"{""v"":""600""}"
010,700,100,2024-03-01T12:00:00.000000700Z,0,45,1,,APPL,EV,EV v=700,"{""v"":""700""}"
010,800,100,2024-03-01T12:00:00.000000800Z,0,42,1,alpha,APPL,EV,EV v=800,"{""v"":""800""}"
010,900,100,2024-03-01T12:00:00.000000900Z,0,43,1,"a,""b",APPL,EV,EV v=900,"{""v"":""900""}"
010,1000,100,2024-03-01T12:00:00.000001000Z,0,43,1,"a,""b",APPL,EV,EV v=1000,"{""v"":""1000""}"
010,2000,1000,2024-03-01T12:00:00.000002000Z,1,42,2,alphb,APPL,EV,EV v=2000,"{""v"":""2000""}"
010,3000,1000,2024-03-01T12:00:00.000003000Z,1,43,2,"a,""b",APPL,EV,EV v=3000,"{""v"":""3000""}"
010,4000,1000,2024-03-01T12:00:00.000004000Z,1,42,2,alphb,APPL,EV,EV v=4000,"{""v"":""4000""}"
=== stderr
trcrpt: summary: events=13 printed=11 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
trcrpt: summary: events=13 printed=11 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0
