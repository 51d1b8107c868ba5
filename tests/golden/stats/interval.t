# --stats-interval=0.000004: the tables so far every 4 us of trace time, then the totals
# (text: a title line for each; JSON: the schema line carries interval_end_ns, and
# --stats-merge reads only the totals).
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks -t s.fmt --stats-interval=0.000004 s.trc
trcrpt --quiet --stats=hooks --output=json -t s.fmt --stats-interval=0.000004 s.trc > i.json
cat i.json
trcrpt --quiet --stats=hooks --output=json -t s.fmt s.trc > t.json
trcrpt --stats=hooks --output=json --stats-merge i.json | cmp - t.json && echo totals only
=== stdout
--- Statistics up to 0.000004000 s ---

Hooks (6 events)
ID   LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req         2  33.33%  0.000001000  0.000002000    2000000.00
012  lock        1  16.67%  0.000001500  0.000001500             -
013  unlock      1  16.67%  0.000001800  0.000001800             -
020  sys         1  16.67%  0.000003000  0.000003000             -
021  ret         1  16.67%  0.000003400  0.000003400             -

--- Statistics up to 0.000008000 s ---

Hooks (9 events)
ID   LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req         2  22.22%  0.000001000  0.000002000    2000000.00
011  done        2  22.22%  0.000005000  0.000006000    2000000.00
012  lock        1  11.11%  0.000001500  0.000001500             -
013  unlock      1  11.11%  0.000001800  0.000001800             -
020  sys         2  22.22%  0.000003000  0.000007000     500000.00
021  ret         1  11.11%  0.000003400  0.000003400             -

--- Statistics: totals ---

Hooks (14 events)
ID   LABEL   COUNT   SHARE    FIRST_SEC     LAST_SEC  RATE_PER_SEC
010  req         2  14.29%  0.000001000  0.000002000    2000000.00
011  done        2  14.29%  0.000005000  0.000006000    2000000.00
012  lock        1   7.14%  0.000001500  0.000001500             -
013  unlock      1   7.14%  0.000001800  0.000001800             -
020  sys         4  28.57%  0.000003000  0.000009400     625000.00
021  ret         4  28.57%  0.000003400  0.000009300     677966.10
{"table":"stats","version":1,"events":6,"by":null,"interval_end_ns":4000}
{"table":"hooks","id":"010","label":"req","count":2,"share":0.333333,"first_ns":1000,"last_ns":2000}
{"table":"hooks","id":"012","label":"lock","count":1,"share":0.166667,"first_ns":1500,"last_ns":1500}
{"table":"hooks","id":"013","label":"unlock","count":1,"share":0.166667,"first_ns":1800,"last_ns":1800}
{"table":"hooks","id":"020","label":"sys","count":1,"share":0.166667,"first_ns":3000,"last_ns":3000}
{"table":"hooks","id":"021","label":"ret","count":1,"share":0.166667,"first_ns":3400,"last_ns":3400}
{"table":"stats","version":1,"events":9,"by":null,"interval_end_ns":8000}
{"table":"hooks","id":"010","label":"req","count":2,"share":0.222222,"first_ns":1000,"last_ns":2000}
{"table":"hooks","id":"011","label":"done","count":2,"share":0.222222,"first_ns":5000,"last_ns":6000}
{"table":"hooks","id":"012","label":"lock","count":1,"share":0.111111,"first_ns":1500,"last_ns":1500}
{"table":"hooks","id":"013","label":"unlock","count":1,"share":0.111111,"first_ns":1800,"last_ns":1800}
{"table":"hooks","id":"020","label":"sys","count":2,"share":0.222222,"first_ns":3000,"last_ns":7000}
{"table":"hooks","id":"021","label":"ret","count":1,"share":0.111111,"first_ns":3400,"last_ns":3400}
{"table":"stats","version":1,"events":14,"by":null}
{"table":"hooks","id":"010","label":"req","count":2,"share":0.142857,"first_ns":1000,"last_ns":2000}
{"table":"hooks","id":"011","label":"done","count":2,"share":0.142857,"first_ns":5000,"last_ns":6000}
{"table":"hooks","id":"012","label":"lock","count":1,"share":0.071429,"first_ns":1500,"last_ns":1500}
{"table":"hooks","id":"013","label":"unlock","count":1,"share":0.071429,"first_ns":1800,"last_ns":1800}
{"table":"hooks","id":"020","label":"sys","count":4,"share":0.285714,"first_ns":3000,"last_ns":9400}
{"table":"hooks","id":"021","label":"ret","count":4,"share":0.285714,"first_ns":3400,"last_ns":9300}
totals only
