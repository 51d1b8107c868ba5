# JSON with --stats-by: "by" names it, hooks rows get "group", numbers stay numbers and a
# missing value is null.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks,spans --output=json -t s.fmt --span syscall=020,021 --stats-by=sysno s.trc
=== stdout
{"table":"stats","version":1,"events":14,"by":"sysno"}
{"table":"hooks","id":"010","group":null,"label":"req","count":2,"share":0.142857,"first_ns":1000,"last_ns":2000}
{"table":"hooks","id":"011","group":null,"label":"done","count":2,"share":0.142857,"first_ns":5000,"last_ns":6000}
{"table":"hooks","id":"012","group":null,"label":"lock","count":1,"share":0.071429,"first_ns":1500,"last_ns":1500}
{"table":"hooks","id":"013","group":null,"label":"unlock","count":1,"share":0.071429,"first_ns":1800,"last_ns":1800}
{"table":"hooks","id":"020","group":3,"label":"sys","count":2,"share":0.142857,"first_ns":3000,"last_ns":9100}
{"table":"hooks","id":"020","group":4,"label":"sys","count":2,"share":0.142857,"first_ns":7000,"last_ns":9400}
{"table":"hooks","id":"021","group":null,"label":"ret","count":4,"share":0.285714,"first_ns":3400,"last_ns":9300}
{"table":"spans","span":"done","group":null,"count":0,"unmatched_start":0,"unmatched_end":1,"total_ns":0,"min_ns":null,"mean_ns":null,"p50_ns":null,"p90_ns":null,"p99_ns":null,"p999_ns":null,"max_ns":null,"hist":[]}
{"table":"spans","span":"lock","group":null,"count":1,"unmatched_start":0,"unmatched_end":0,"total_ns":300,"min_ns":300,"mean_ns":300,"p50_ns":300,"p90_ns":300,"p99_ns":300,"p999_ns":300,"max_ns":300,"hist":[[301,1]]}
{"table":"spans","span":"request","group":null,"count":1,"unmatched_start":1,"unmatched_end":0,"total_ns":4000,"min_ns":4000,"mean_ns":4000,"p50_ns":4000,"p90_ns":4000,"p99_ns":4000,"p999_ns":4000,"max_ns":4000,"hist":[[4015,1]]}
{"table":"spans","span":"syscall","group":3,"count":2,"unmatched_start":0,"unmatched_end":0,"total_ns":500,"min_ns":100,"mean_ns":250,"p50_ns":100,"p90_ns":400,"p99_ns":400,"p999_ns":400,"max_ns":400,"hist":[[100,1],[401,1]]}
{"table":"spans","span":"syscall","group":4,"count":1,"unmatched_start":1,"unmatched_end":0,"total_ns":2000,"min_ns":2000,"mean_ns":2000,"p50_ns":2000,"p90_ns":2000,"p99_ns":2000,"p999_ns":2000,"max_ns":2000,"hist":[[2007,1]]}
{"table":"spans","span":"syscall","group":null,"count":0,"unmatched_start":0,"unmatched_end":1,"total_ns":0,"min_ns":null,"mean_ns":null,"p50_ns":null,"p90_ns":null,"p99_ns":null,"p999_ns":null,"max_ns":null,"hist":[]}
