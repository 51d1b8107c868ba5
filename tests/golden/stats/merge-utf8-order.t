# --stats-merge reads a name's invalid UTF-8 as U+FFFD, as the writers print it, so that
# names sort as printed and a merged output read back is itself again (the statsmerge
# fuzz target's oracle, regress/statsmerge/invalid-utf8-name-order: the raw byte D8 sorted
# before EF BF BD, then after it once printed).
=== cmd
printf '{"table":"stats","version":1,"events":2,"by":null}\n{"table":"spans","span":"\330z","group":null,"count":1,"unmatched_start":0,"unmatched_end":0,"total_ns":400,"min_ns":400,"mean_ns":400,"p50_ns":400,"p90_ns":400,"p99_ns":400,"p999_ns":400,"max_ns":400,"hist":[[401,1]]}\n{"table":"spans","span":"\357\277\275a","group":null,"count":1,"unmatched_start":0,"unmatched_end":0,"total_ns":400,"min_ns":400,"mean_ns":400,"p50_ns":400,"p90_ns":400,"p99_ns":400,"p999_ns":400,"max_ns":400,"hist":[[401,1]]}\n' > u.json
trcrpt --stats-merge --output=json u.json > a.json && trcrpt --stats-merge --output=json a.json | cmp - a.json && cat a.json
=== stdout
{"table":"stats","version":1,"events":2,"by":null}
{"table":"spans","span":"�a","group":null,"count":1,"unmatched_start":0,"unmatched_end":0,"total_ns":400,"min_ns":400,"mean_ns":400,"p50_ns":400,"p90_ns":400,"p99_ns":400,"p999_ns":400,"max_ns":400,"hist":[[401,1]]}
{"table":"spans","span":"�z","group":null,"count":1,"unmatched_start":0,"unmatched_end":0,"total_ns":400,"min_ns":400,"mean_ns":400,"p50_ns":400,"p90_ns":400,"p99_ns":400,"p999_ns":400,"max_ns":400,"hist":[[401,1]]}
=== stderr
