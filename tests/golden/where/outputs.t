# Every output honours --where: json, csv, chrome, and -r writes only the kept records
=== cmd
cp "$top_srcdir/tests/fixtures/mixed.fmt" u.fmt && cp "$top_srcdir/tests/fixtures/mixed.txt" in.txt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt && trcasm -o in.trc in.txt
trcrpt --output=json --quiet -t all.fmt --where 'fd == 3 || v == 0xBEEF' in.trc
trcrpt --output=csv --quiet -t all.fmt --where 'fd == 3' in.trc
trcrpt --output=chrome --quiet -t all.fmt --where 'label == "ENTER" || label == "LEAVE"' in.trc
trcrpt -r -o sel.trc --quiet -t all.fmt --where 'n > 0' in.trc && trcrpt -h --quiet -t all.fmt sel.trc
=== stdout
{"id":"011","label":"OPEN","level":"SVC","elapsed_ns":2000,"delta_ns":0,"time":"2024-03-01T12:00:00.000002000Z","cpu":1,"pid":42,"tid":44,"process":"myproc","text":"fd=3 fd=4 mode=000001ED","fields":{"fd":"3","fd#2":"4","mode":"000001ED"},"env":32,"hd":0,"data":"0000000300000004000001ED0000000000000000","file":"in.trc","offset":200}
{"id":"013","label":"ZERO","level":"0","elapsed_ns":4000,"delta_ns":2000,"time":"2024-03-01T12:00:00.000004000Z","cpu":0,"pid":42,"tid":43,"process":"myproc","text":"ZERO v=0000BEEF","fields":{"v":"0000BEEF"},"env":32,"hd":0,"data":"0000BEEF","file":"in.trc","offset":296}
id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields
011,2000,0,2024-03-01T12:00:00.000002000Z,1,42,44,myproc,SVC,OPEN,fd=3 fd=4 mode=000001ED,"{""fd"":""3"",""fd#2"":""4"",""mode"":""000001ED""}"
{"displayTimeUnit":"ns","otherData":{"sysname":"Linux","nodename":"host1","machine":"x86_64","cmdline":"./app -n 3"},"traceEvents":[{"ph":"M","name":"thread_name","pid":42,"tid":43,"ts":0,"args":{"name":"worker"}},
{"ph":"B","name":"work","cat":"015","ts":6.000,"pid":42,"tid":43,"args":{"text":"ENTER n=2","n":"2"}},
{"ph":"E","name":"work","cat":"016","ts":7.000,"pid":42,"tid":43,"args":{"text":"LEAVE"}},
{"ph":"i","s":"t","name":"work (unmatched end)","cat":"016","ts":8.000,"pid":42,"tid":44,"args":{"text":"LEAVE"}},
{"ph":"B","name":"work","cat":"015","ts":9.000,"pid":7,"tid":8,"args":{"text":"ENTER n=3","n":"3"}},
{"ph":"E","name":"work","cat":"015","ts":9.000,"pid":7,"tid":8,"args":{}},
{"ph":"M","name":"process_name","pid":42,"tid":0,"ts":0,"args":{"name":"myproc"}}]}
015        0.000006000       0.000000  ENTER n=2
015        0.000009000       0.003000  ENTER n=3
=== stderr
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
trcrpt: in.trc:336: hook 014: short entry: need 4 at 6 of 8
trcrpt: in.trc:688: hook 019: division by zero
