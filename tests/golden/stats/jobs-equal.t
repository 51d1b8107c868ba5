# --stats with --jobs=2 gives exactly what one job gives (a trace long enough for several
# chunks: TRCFMT_JOBS_CHUNK is not needed, --stats formats serially: docs/report.md).
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
for i in 1 2 3 4 5 6 7 8 9 10; do sed -n '/^ev/p' s.txt; done > evs
(sed -n '1,/^records/p' s.txt; awk '{ sub(/t=[0-9]+/, "t=" NR * 1000); print }' evs) > big.txt
trcasm -o big.trc big.txt || exit 1
trcrpt --stats=hooks,procs,spans,hist --jobs=1 -t s.fmt --span syscall=020,021 big.trc > one.txt 2> one.err
trcrpt --stats=hooks,procs,spans,hist --jobs=2 -t s.fmt --span syscall=020,021 big.trc > two.txt 2> two.err
cmp one.txt two.txt && cmp one.err two.err && echo same
head -3 one.txt
=== stdout
same
Hooks (140 events)
ID   LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req        20  14.29%  0.000001000  0.000130000     155038.76
