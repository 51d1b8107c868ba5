# --stats --output=csv: a header row per table (the JSON keys, no hist), tables separated by an
# empty line; hist is a table of its own; -h drops the header rows.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks,procs,spans,hist --output=csv -t s.fmt --span syscall=020,021 s.trc
echo ---
trcrpt --quiet -h --stats=spans --output=csv -t s.fmt s.trc
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
