# --stats over a pipe (standard input) equals the file; with -m over two inputs the
# tables count both, merged by time.
=== cmd
trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats -t s.fmt s.trc > f.txt
cat s.trc | trcrpt --quiet --stats -t s.fmt - > p.txt
cmp f.txt p.txt && echo same
trcrpt --quiet --stats=hooks -m -t s.fmt s.trc s.trc
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
same
Hooks (28 events)
ID   LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req         4  14.29%  0.000001000  0.000002000    4000000.00
011  done        4  14.29%  0.000005000  0.000006000    4000000.00
012  lock        2   7.14%  0.000001500  0.000001500             -
013  unlock      2   7.14%  0.000001800  0.000001800             -
020  sys         8  28.57%  0.000003000  0.000009400    1250000.00
021  ret         8  28.57%  0.000003400  0.000009300    1355932.20
=== stderr
trcrpt: warning: s.trc: start time unknown; merged as if it started at the earliest known start
trcrpt: warning: s.trc: start time unknown; merged as if it started at the earliest known start
