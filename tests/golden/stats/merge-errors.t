# --stats-merge on bad input (a new input surface): every error names the file, line and
# column and says what is wrong; exit 4 (input), nothing printed on stdout.
=== cmd
for f in empty notstats version syntax type missing hist histsum table hookid string range dup; do
  trcrpt --stats-merge $f.json; echo "status $?"
done
trcrpt --stats-merge null.json b.json ok.json; echo "status $?"
trcrpt --stats-merge ok.json by.json; echo "status $?"
trcrpt --stats-merge ok.json nosuch.json; echo "status $?"
=== file empty.json

=== file notstats.json
{"table":"hooks","id":"010","label":"x","count":1,"share":1.0,"first_ns":0,"last_ns":0}
=== file version.json
{"table":"stats","version":2,"events":0,"by":null}
=== file syntax.json
{"table":"stats","version":1,"events":0,"by":null}
{"table":"hooks","id":"010" "label":"x"}
=== file type.json
{"table":"stats","version":1,"events":1,"by":null}
{"table":"hooks","id":"010","label":"x","count":"1","share":1.0,"first_ns":0,"last_ns":0}
=== file missing.json
{"table":"stats","version":1,"events":1,"by":null}
{"table":"procs","pid":1,"tid":2,"process":null,"first_ns":0,"last_ns":0}
=== file hist.json
{"table":"stats","version":1,"events":2,"by":null}
{"table":"spans","span":"s","group":null,"count":2,"unmatched_start":0,"unmatched_end":0,"total_ns":1002,"min_ns":500,"mean_ns":501,"p50_ns":500,"p90_ns":502,"p99_ns":502,"p999_ns":502,"max_ns":502,"hist":[[500,1],[503,1]]}
=== file histsum.json
{"table":"stats","version":1,"events":2,"by":null}
{"table":"spans","span":"s","group":null,"count":3,"unmatched_start":0,"unmatched_end":0,"total_ns":1002,"min_ns":500,"mean_ns":501,"p50_ns":500,"p90_ns":502,"p99_ns":502,"p999_ns":502,"max_ns":502,"hist":[[501,1],[503,1]]}
=== file by.json
{"table":"stats","version":1,"events":0,"by":"pid"}
=== file table.json
{"table":"stats","version":1,"events":0,"by":null}
{"table":"threads"}
=== file hookid.json
{"table":"stats","version":1,"events":1,"by":null}
{"table":"hooks","id":"0101","label":"x","count":1,"share":1.0,"first_ns":0,"last_ns":0}
=== file string.json
{"table":"stats","version":1,"events":0,"by":null}
{"table":"hooks","id":"01
=== file range.json
{"table":"stats","version":1,"events":1,"by":null}
{"table":"procs","pid":4294967296,"tid":2,"process":null,"count":1,"first_ns":0,"last_ns":0}
=== file dup.json
{"table":"stats","version":1,"events":0,"by":null,"events":1}
=== file ok.json
{"table":"stats","version":1,"events":0,"by":null}
=== file null.json
{"table":"stats","version":1,"events":0,"by":null}
=== file b.json
{"table":"stats","version":1,"events":0,"by":"pid"}
=== stdout
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
status 4
=== stderr
trcrpt: empty.json:1:1: not trcrpt --stats JSON: no line
trcrpt: notstats.json:1:1: not trcrpt --stats JSON: the first line must be the {"table":"stats","version":1,...} line
trcrpt: version.json:1:28: stats JSON version 2 is not read by this trcrpt (version 1)
trcrpt: syntax.json:2:29: expected ',' or '}'
trcrpt: type.json:2:49: "count": expected an integer
trcrpt: missing.json:2:1: missing key "count"
trcrpt: hist.json:2:206: "hist": 500 is not a bucket upper bound
trcrpt: histsum.json:2:206: "hist": the bucket counts do not add up to "count"
trcrpt: table.json:2:10: unknown table "threads"
trcrpt: hookid.json:2:23: "id": not a hook ID (3 to 5 hex digits)
trcrpt: string.json:2:23: unterminated string
trcrpt: range.json:2:24: "pid": out of range
trcrpt: dup.json:1:60: key "events" given twice
trcrpt: b.json:1:46: "by": grouped differently from the inputs before (not grouped)
trcrpt: by.json:1:46: "by": grouped differently from the inputs before (not grouped)
trcrpt: nosuch.json: No such file or directory
