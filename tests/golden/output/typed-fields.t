# Typed fields (docs/ref/report.md §5.1): a field printed by a decimal integer code (D U HB,
# $m%D $m%U) is a JSON number in --output=json and in chrome's args, leading zeros dropped
# and a '-' kept; hex (X), octal (o) and text (A) stay strings; CSV keeps the text.  Also a
# repeated name (#2) across a continuation line, and the VM's path (--no-fuse) alike.
=== cmd
printf '030 1.0 L=APPL "T" G4 neg=D4 u=U4 z=D2 r=$D3%%D4 h=X4 o=o2 hb=HB big=$D1%%U8 s=A4\n031 1.0 L=APPL "M" G4 n=D4 \\n n=U4\n' > u.fmt
printf 'trcasm 1\nbyteorder big\nenv 32\ntimebase 1 1\nstart 1709294400000000000 0\ncpus 2\nsyncinterval 0\nrecords\nev t=100 cpu=0 pid=42 tid=43 hw=030E0000 d=FFFFFFFE,00000007,0000001F,000001ED,41420000\nev t=200 cpu=0 pid=42 tid=43 hw=031E0000 d=80000000,FFFFFFFF\n' > in.txt
trcasm -o in.trc in.txt && for k in json csv chrome; do trcrpt --quiet --output=$k -t u.fmt in.trc; done
trcrpt --quiet --no-fuse --output=json -t u.fmt in.trc
=== stdout
{"id":"030","label":"T","level":"APPL","elapsed_ns":100,"delta_ns":0,"time":"2024-03-01T12:00:00.000000100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"T neg=-2 u=7 z=0 r=31 h=001F0000 o=755 hb=0 big=4294967294 s=AB","fields":{"neg":-2,"u":7,"z":0,"r":31,"h":"001F0000","o":"755","hb":0,"big":4294967294,"s":"AB"},"env":32,"hd":0,"data":"FFFFFFFE000000070000001F000001ED41420000","file":"in.trc","offset":72}
{"id":"031","label":"M","level":"APPL","elapsed_ns":200,"delta_ns":100,"time":"2024-03-01T12:00:00.000000200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"M n=-2147483648\nn=4294967295","fields":{"n":-2147483648,"n#2":4294967295},"env":32,"hd":0,"data":"80000000FFFFFFFF","file":"in.trc","offset":128}
id,elapsed_ns,delta_ns,time,cpu,pid,tid,process,level,label,text,fields
030,100,0,2024-03-01T12:00:00.000000100Z,0,42,43,,APPL,T,T neg=-2 u=7 z=0 r=31 h=001F0000 o=755 hb=0 big=4294967294 s=AB,"{""neg"":""-2"",""u"":""7"",""z"":""0"",""r"":""31"",""h"":""001F0000"",""o"":""755"",""hb"":""0"",""big"":""4294967294"",""s"":""AB""}"
031,200,100,2024-03-01T12:00:00.000000200Z,0,42,43,,APPL,M,"M n=-2147483648
n=4294967295","{""n"":""-2147483648"",""n#2"":""4294967295""}"
{"displayTimeUnit":"ns","otherData":{},"traceEvents":[{"ph":"i","s":"t","name":"T","cat":"030","ts":0.100,"pid":42,"tid":43,"args":{"text":"T neg=-2 u=7 z=0 r=31 h=001F0000 o=755 hb=0 big=4294967294 s=AB","neg":-2,"u":7,"z":0,"r":31,"h":"001F0000","o":"755","hb":0,"big":4294967294,"s":"AB"}},
{"ph":"i","s":"t","name":"M","cat":"031","ts":0.200,"pid":42,"tid":43,"args":{"text":"M n=-2147483648\nn=4294967295","n":-2147483648,"n#2":4294967295}}]}
{"id":"030","label":"T","level":"APPL","elapsed_ns":100,"delta_ns":0,"time":"2024-03-01T12:00:00.000000100Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"T neg=-2 u=7 z=0 r=31 h=001F0000 o=755 hb=0 big=4294967294 s=AB","fields":{"neg":-2,"u":7,"z":0,"r":31,"h":"001F0000","o":"755","hb":0,"big":4294967294,"s":"AB"},"env":32,"hd":0,"data":"FFFFFFFE000000070000001F000001ED41420000","file":"in.trc","offset":72}
{"id":"031","label":"M","level":"APPL","elapsed_ns":200,"delta_ns":100,"time":"2024-03-01T12:00:00.000000200Z","cpu":0,"pid":42,"tid":43,"process":null,"text":"M n=-2147483648\nn=4294967295","fields":{"n":-2147483648,"n#2":4294967295},"env":32,"hd":0,"data":"80000000FFFFFFFF","file":"in.trc","offset":128}
