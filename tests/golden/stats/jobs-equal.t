# --stats with --jobs=2 gives exactly what one job gives (a trace long enough for several
# chunks: TRCFMT_JOBS_CHUNK is not needed, --stats formats serially: docs/report.md).
=== cmd
trcasm -o s.trc s.txt || exit 1
for i in 1 2 3 4 5 6 7 8 9 10; do sed -n '/^ev/p' s.txt; done > evs
(sed -n '1,/^records/p' s.txt; awk '{ sub(/t=[0-9]+/, "t=" NR * 1000); print }' evs) > big.txt
trcasm -o big.trc big.txt || exit 1
trcrpt --stats=hooks,procs,spans,hist --jobs=1 -t s.fmt --span syscall=020,021 big.trc > one.txt 2> one.err
trcrpt --stats=hooks,procs,spans,hist --jobs=2 -t s.fmt --span syscall=020,021 big.trc > two.txt 2> two.err
cmp one.txt two.txt && cmp one.err two.err && echo same
head -3 one.txt
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
Hooks (140 events)
ID   LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req        20  14.29%  0.000001000  0.000130000     155038.76
