# A hooks or procs row's first and last times are its earliest and latest event's, also
# for a log read in file order (-O order=file) that is not in time order: the first and
# last event read were shown before (hook 010 here: 300 to 200 ns), while --stats-merge
# combines rows by the earliest and the latest, so the ranges' stats merged differed from
# the whole run's (difftest seed 252)
=== cmd
trcasm -o o.trc o.txt || exit 99
S="--quiet --stats=hooks,procs --output=json -O order=file -t o.fmt"
trcrpt $S o.trc > whole.json
cat whole.json
trcrpt $S --range=0:100 o.trc > a.json
trcrpt $S --range=100: o.trc > b.json
trcrpt --quiet --stats=hooks,procs --output=json --stats-merge a.json b.json | cmp - whole.json && echo same
trcrpt --quiet --stats=hooks -O order=file -t o.fmt o.trc
=== file o.fmt
010 1.0 L=APPL "a"
011 1.0 L=APPL "b"
=== file o.txt
trcasm 1
records
ev t=300 hw=01000000
ev t=100 hw=01100000
ev t=200 hw=01000000
ev t=50 hw=01100000
=== stdout
{"table":"stats","version":1,"events":4,"by":null}
{"table":"hooks","id":"010","label":"a","count":2,"share":0.500000,"first_ns":200,"last_ns":300}
{"table":"hooks","id":"011","label":"b","count":2,"share":0.500000,"first_ns":50,"last_ns":100}
{"table":"procs","pid":0,"tid":0,"process":null,"count":4,"first_ns":50,"last_ns":300}
same
Hooks (4 events)
ID   LABEL  COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  a          2  50.00%  0.000000200  0.000000300   20000000.00
011  b          2  50.00%  0.000000050  0.000000100   40000000.00
