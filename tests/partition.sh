#!/bin/sh
# tests/partition.sh -- trcrpt --output=json --partition=KEYS --output-dir=DIR
# (docs/report.md, Partitioned output): Hive-style directories whose part files hold
# exactly the one-run JSON lines of their key values, in order; null values; host from
# the header; DIR/_schema.json; ranges with --part-number; a run done again; refusals.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 13
cd "$TMPDIR_T" || exit 1

. "$top_srcdir/tests/mixed-trace.sh"   # gen SYNCINTERVAL [EVENTS]
mixed_set all.fmt
gen 0 3000 | sed 's/^start \(.*\)/start \1\nnodename "db 1\/east"/' > n.txt
if trcasm -o n.trc n.txt && trcrpt -t all.fmt --output=json n.trc > one.json 2> /dev/null && [ -s one.json ]
then tap_ok "a trace with a nodename"; else tap_fail "a trace with a nodename"; fi

# parts DIR KEY-OF-LINE: every part file equals the one-run lines (in order) whose key,
# computed from the line by the awk expression KEY-OF-LINE, is its directory's
parts_ok() {
    dir=$1; key=$2; bad=0; total=0
    for f in $(find "$dir" -name 'part-*.jsonl' | sort); do
        rel=${f#"$dir"/}; rel=${rel%/part-*}
        awk -v want="$rel" "{ if (($key) == want) print }" one.json > want.out
        cmp -s want.out "$f" || { echo "$f differs" >> p.err; bad=1; }
        total=$((total + $(wc -l < "$f")))
    done
    [ $bad = 0 ] && [ "$total" = "$(wc -l < one.json)" ]
}
# the values of a line, as the directories spell them
ID='"hook=" (match($0, /^{"id":"[0-9A-F]+/) ? substr($0, 8, RLENGTH - 7) : "?")'
CPU='"cpu=" (match($0, /"cpu":[0-9]+/) ? substr($0, RSTART + 6, RLENGTH - 6) : "__HIVE_DEFAULT_PARTITION__")'
DATE='"date=" (match($0, /"time":"[0-9-]+T/) ? substr($0, RSTART + 8, 10) : "__HIVE_DEFAULT_PARTITION__")'
HOUR='"hour=" substr($0, index($0, "\"time\":\"") + 19, 2)'

trcrpt -t all.fmt --output=json --partition=hook,date --output-dir=pd n.trc 2> p.err
if parts_ok pd "$ID \"/\" $DATE"; then tap_ok "hook,date: each part file is its key's lines, in order"
else tap_fail "hook,date: each part file is its key's lines, in order" p.err; fi
if [ -d "pd/hook=0AA/date=2024-03-01" ] && [ -f "pd/hook=010/date=2024-03-01/part-00000.jsonl" ]; then tap_ok "Hive directory names"
else find pd > p.err; tap_fail "Hive directory names" p.err; fi
trcrpt -t all.fmt --output=json --partition=cpu,hour --output-dir=pc n.trc 2> p.err
if parts_ok pc "$CPU \"/\" $HOUR" && [ -d "pc/cpu=__HIVE_DEFAULT_PARTITION__" ]; then tap_ok "cpu,hour: unknown cpu as Hive's null partition"
else tap_fail "cpu,hour: unknown cpu as Hive's null partition" p.err; fi
trcrpt -t all.fmt --output=json --partition=host --output-dir=ph n.trc 2> p.err
if [ "$(ls ph)" = "$(printf '_schema.json\nhost=db%%201%%2Feast')" ] &&
   cmp -s one.json "ph/host=db%201%2Feast/part-00000.jsonl"; then tap_ok "host from the header's nodename, escaped"
else ls ph >> p.err; tap_fail "host from the header's nodename, escaped" p.err; fi
if grep -q '^{"schema_version":1,"format":"jsonl","columns":\[{"name":"id","type":"string"}' pd/_schema.json &&
   grep -q '"partition_keys":\[{"name":"hook","type":"string"},{"name":"date","type":"date"}\]' pd/_schema.json &&
   python3 -c 'import json,sys; json.load(open(sys.argv[1]))' pd/_schema.json; then tap_ok "_schema.json: version, columns, keys"
else tap_fail "_schema.json: version, columns, keys" pd/_schema.json; fi
if [ ! -s p.out ] && trcrpt -t all.fmt --output=json --partition=pid --output-dir=pp n.trc > p.out 2> /dev/null && [ ! -s p.out ]
then tap_ok "nothing on stdout"; else tap_fail "nothing on stdout" p.out; fi

# ranges, each with its own part number, into one directory: the union is the whole
size=$(wc -c < n.trc); i=0
while [ $i -lt 5 ]; do
    s=$((size * i / 5)); e=$((size * (i + 1) / 5)); [ $i = 4 ] && e=
    trcrpt -t all.fmt --output=json --partition=hook --output-dir=pr --range=$s:$e --part-number=$i n.trc 2> /dev/null
    i=$((i + 1))
done
for d in pr/hook=*; do cat "$d"/part-0000[0-4].jsonl; done | sort > r.sorted
sort one.json > o.sorted
if cmp -s r.sorted o.sorted && [ -f "pr/hook=010/part-00004.jsonl" ]; then tap_ok "5 ranges, part numbers 0-4: the same lines"
else tap_fail "5 ranges, part numbers 0-4: the same lines"; fi
# a run done again (a retried task) replaces its part files
trcrpt -t all.fmt --output=json --partition=hook,date --output-dir=pd n.trc 2> p.err
if parts_ok pd "$ID \"/\" $DATE"; then tap_ok "a run done again replaces its files"
else tap_fail "a run done again replaces its files" p.err; fi
# a directory that cannot be made (a regular file stands in its path; root too is refused)
: > notadir
trcrpt -t all.fmt --output=json --partition=hook --output-dir=notadir/x n.trc > /dev/null 2> p.err; st=$?
if [ $st = 5 ] && grep -q "notadir.*cannot write" p.err; then tap_ok "a directory that cannot be made: exit 5, the path named"
else echo "status $st" >> p.err; tap_fail "a directory that cannot be made: exit 5, the path named" p.err; fi

refuse() {   # NAME PATTERN ARGS...
    name=$1; pat=$2; shift 2
    trcrpt "$@" > r.out 2> r.err; st=$?
    if [ $st = 2 ] && grep -q -- "$pat" r.err; then tap_ok "refused: $name"
    else echo "status $st" >> r.err; tap_fail "refused: $name" r.err; fi
}
refuse "no --output-dir" "needs --output-dir" -t all.fmt --output=json --partition=hook n.trc
refuse "an unknown key" "invalid --partition" -t all.fmt --output=json --partition=hook,week --output-dir=x n.trc
refuse "csv" "json only" -t all.fmt --output=csv --partition=hook --output-dir=x n.trc
