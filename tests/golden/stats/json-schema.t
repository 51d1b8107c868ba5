# --stats --output=json (docs/ref/report.md §5.5, schema version 1): the schema line, then one
# object per row; spans always carry their histogram, min/mean/percentiles/max are null
# for a span that never closed.
=== cmd
cp "$top_srcdir/tests/fixtures/stats.fmt" s.fmt && cp "$top_srcdir/tests/fixtures/stats.txt" s.txt && trcasm -o s.trc s.txt || exit 1
trcrpt --quiet --stats=hooks,procs,spans,hist --output=json -t s.fmt --span syscall=020,021 s.trc
=== stdout
{"table":"stats","version":1,"events":14,"by":null}
{"table":"hooks","id":"010","label":"req","count":2,"share":0.142857,"first_ns":1000,"last_ns":2000}
{"table":"hooks","id":"011","label":"done","count":2,"share":0.142857,"first_ns":5000,"last_ns":6000}
{"table":"hooks","id":"012","label":"lock","count":1,"share":0.071429,"first_ns":1500,"last_ns":1500}
{"table":"hooks","id":"013","label":"unlock","count":1,"share":0.071429,"first_ns":1800,"last_ns":1800}
{"table":"hooks","id":"020","label":"sys","count":4,"share":0.285714,"first_ns":3000,"last_ns":9400}
{"table":"hooks","id":"021","label":"ret","count":4,"share":0.285714,"first_ns":3400,"last_ns":9300}
{"table":"procs","pid":10,"tid":100,"process":null,"count":7,"first_ns":1000,"last_ns":9300}
{"table":"procs","pid":10,"tid":101,"process":null,"count":1,"first_ns":2000,"last_ns":2000}
{"table":"procs","pid":20,"tid":200,"process":null,"count":5,"first_ns":6000,"last_ns":9200}
{"table":"procs","pid":20,"tid":201,"process":null,"count":1,"first_ns":9400,"last_ns":9400}
{"table":"spans","span":"done","group":null,"count":0,"unmatched_start":0,"unmatched_end":1,"total_ns":0,"min_ns":null,"mean_ns":null,"p50_ns":null,"p90_ns":null,"p99_ns":null,"p999_ns":null,"max_ns":null,"hist":[]}
{"table":"spans","span":"lock","group":null,"count":1,"unmatched_start":0,"unmatched_end":0,"total_ns":300,"min_ns":300,"mean_ns":300,"p50_ns":300,"p90_ns":300,"p99_ns":300,"p999_ns":300,"max_ns":300,"hist":[[301,1]]}
{"table":"spans","span":"request","group":null,"count":1,"unmatched_start":1,"unmatched_end":0,"total_ns":4000,"min_ns":4000,"mean_ns":4000,"p50_ns":4000,"p90_ns":4000,"p99_ns":4000,"p999_ns":4000,"max_ns":4000,"hist":[[4015,1]]}
{"table":"spans","span":"syscall","group":null,"count":3,"unmatched_start":1,"unmatched_end":1,"total_ns":2500,"min_ns":100,"mean_ns":833,"p50_ns":401,"p90_ns":2000,"p99_ns":2000,"p999_ns":2000,"max_ns":2000,"hist":[[100,1],[401,1],[2007,1]]}
{"table":"hist","span":"lock","group":null,"upper_ns":301,"count":1}
{"table":"hist","span":"request","group":null,"upper_ns":4015,"count":1}
{"table":"hist","span":"syscall","group":null,"upper_ns":100,"count":1}
{"table":"hist","span":"syscall","group":null,"upper_ns":401,"count":1}
{"table":"hist","span":"syscall","group":null,"upper_ns":2007,"count":1}
