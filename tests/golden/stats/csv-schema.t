# --stats --output=csv: a header row per table (the JSON keys, no hist), tables separated by an
# empty line; hist is a table of its own; -h drops the header rows.
=== cmd
trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks,procs,spans,hist --output=csv -t s.fmt --span syscall=020,021 s.trc
echo ---
trcrpt --quiet -h --stats=spans --output=csv -t s.fmt s.trc
=== file s.fmt
010 1.0 L=APPL "req" phase('B', "request")
011 1.0 L=APPL "done" phase('E')
012 1.0 L=APPL "lock" phase('B', "lock")
013 1.0 L=APPL "unlock" phase('E')
020 1.0 L=SVC "sys" sysno=$HD%D2
021 1.0 L=SVC "ret" rc=$D1%D4
=== file s.txt
trcasm 1
byteorder big
env 32
timebase 1 1
records
ev t=1000 pid=10 tid=100 hw=01000000
ev t=1500 pid=10 tid=100 hw=01200000
ev t=1800 pid=10 tid=100 hw=01300000
ev t=2000 pid=10 tid=101 hw=01000000
ev t=3000 pid=10 tid=100 hw=02000003
ev t=3400 pid=10 tid=100 hw=02100000 d=00000000
ev t=5000 pid=10 tid=100 hw=01100000
ev t=6000 pid=20 tid=200 hw=01100000
ev t=7000 pid=20 tid=200 hw=02000004
ev t=9000 pid=20 tid=200 hw=02100000 d=00000001
ev t=9100 pid=20 tid=200 hw=02000003
ev t=9200 pid=20 tid=200 hw=02100000 d=00000000
ev t=9300 pid=10 tid=100 hw=02100000 d=00000000
ev t=9400 pid=20 tid=201 hw=02000004
=== stdout
table,id,label,count,share,first_ns,last_ns
hooks,010,req,2,0.142857,1000,2000
hooks,011,done,2,0.142857,5000,6000
hooks,012,lock,1,0.071429,1500,1500
hooks,013,unlock,1,0.071429,1800,1800
hooks,020,sys,4,0.285714,3000,9400
hooks,021,ret,4,0.285714,3400,9300

table,pid,tid,process,count,first_ns,last_ns
procs,10,100,,7,1000,9300
procs,10,101,,1,2000,2000
procs,20,200,,5,6000,9200
procs,20,201,,1,9400,9400

table,span,group,count,unmatched_start,unmatched_end,total_ns,min_ns,mean_ns,p50_ns,p90_ns,p99_ns,p999_ns,max_ns
spans,done,,0,0,1,0,,,,,,,
spans,lock,,1,0,0,300,300,300,300,300,300,300,300
spans,request,,1,1,0,4000,4000,4000,4000,4000,4000,4000,4000
spans,syscall,,3,1,1,2500,100,833,401,2000,2000,2000,2000

table,span,group,upper_ns,count
hist,lock,,301,1
hist,request,,4015,1
hist,syscall,,100,1
hist,syscall,,401,1
hist,syscall,,2007,1
---
spans,done,,0,0,1,0,,,,,,,
spans,lock,,1,0,0,300,300,300,300,300,300,300,300
spans,request,,1,1,0,4000,4000,4000,4000,4000,4000,4000,4000
