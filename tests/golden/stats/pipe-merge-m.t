# --stats over a pipe (standard input) equals the file; with -m over two inputs the
# tables count both, merged by time.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats -t s.fmt s.trc > f.txt
cat s.trc | trcrpt --quiet --stats -t s.fmt - > p.txt
cmp f.txt p.txt && echo same
trcrpt --quiet --stats=hooks -m -t s.fmt s.trc s.trc
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
