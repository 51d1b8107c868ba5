#!/bin/sh
# tests/range.sh -- trcrpt --range=START:END (docs/report.md, Ranges): the outputs of
# consecutive ranges covering a trclog, concatenated, are byte for byte the one-run output
# (text, json, csv), whatever the cut points (1, 7 and 100 pieces, cuts inside records),
# the template set (stateless: the cheap walk; process names from 00A records, pidinstall,
# $STOP, -p, paging: the formatting walk), filters, damage; the walk's fallback; the
# refusals.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 47
cd "$TMPDIR_T" || exit 1

. "$top_srcdir/tests/mixed-trace.sh"   # gen SYNCINTERVAL [EVENTS]
mixed_set all.fmt
if gen 24000 > s.txt && gen 0 > n.txt && trcasm -o sync.trc s.txt && trcasm -o nosync.trc n.txt &&
   "$top_builddir/bench/gen_mix" 6000 mix.trc > /dev/null && "$top_builddir/bench/gen_trclog" 5000 samp.trc; then tap_ok "traces"
else tap_fail "traces"; fi

# pieces NAME N LOG ARGS...: N consecutive ranges (the last open-ended) of LOG,
# concatenated, give the one-run stdout; their summaries add up to its events
pieces() {
    name=$1; n=$2; log=$3; shift 3
    trcrpt --jobs=1 "$@" "$log" > one.out 2> one.err
    size=$(wc -c < "$log"); : > cat.out; : > cat.err; i=0; bad=0
    while [ $i -lt "$n" ]; do
        s=$((size * i / n)); e=$((size * (i + 1) / n)); [ $i -eq $((n - 1)) ] && e=
        trcrpt "$@" --range=$s:$e "$log" >> cat.out 2>> cat.err || bad=1
        i=$((i + 1))
    done
    ev1=$(sed -n 's/.*summary: events=\([0-9]*\).*/\1/p' one.err)
    evn=$(sed -n 's/.*summary: events=\([0-9]*\).*/\1/p' cat.err | awk '{ t += $1 } END { print t + 0 }')
    if [ $bad = 0 ] && [ -s one.out ] && cmp -s one.out cat.out && [ "$ev1" = "$evn" ]; then
        tap_ok "$name ($n pieces)"
    else diff one.out cat.out > d.out; echo "events $ev1 vs $evn" >> d.out; tap_fail "$name ($n pieces)" d.out; fi
}

for n in 1 7 100; do
    for o in text json csv; do pieces "bench mix, $o" $n mix.trc -t "$top_srcdir/bench/mix.tmpl" --output=$o; done
done
for n in 7 100; do
    pieces "process names from 00A, all columns" $n sync.trc -t all.fmt -O exec=on,pid=on,tid=on,cpuid=on
    pieces "process names, json" $n nosync.trc -t all.fmt --output=json
    pieces "pidinstall templates (sample set), csv" $n samp.trc -t "$top_srcdir/samples/sample.fmt" --output=csv
done
pieces "-d -k -C" 7 sync.trc -t all.fmt -d 010,012,013,014,0AA -k 013 -C 1,2
pieces "-p name (formatting walk)" 7 nosync.trc -t all.fmt -O exec=on -p bee,102
pieces "--where before formatting" 7 sync.trc -t all.fmt --where 'cpu == 1 || id == "0AA"'
pieces "--where after formatting, json" 7 nosync.trc -t all.fmt --where 'text =~ /count/' --output=json
pieces "starttime, endtime" 7 sync.trc -t all.fmt -O starttime=1.5,endtime=9.25
pieces "pagesize=9 (formatting walk)" 7 nosync.trc -t all.fmt -O pagesize=9,exec=on
pieces "-h, timestamp=1" 7 nosync.trc -t all.fmt -h -O timestamp=1
damage sync.trc dmg.trc
# (its damaged times put it out of time order: the whole is read as it lies, -O order=file,
# as the ranges are; docs/report.md, "Time order")
pieces "damaged log" 7 dmg.trc -t all.fmt -O exec=on,cpuid=on,order=file
pieces "damaged log, json" 100 dmg.trc -t all.fmt -O order=file --output=json
# without -O order=file, the ranges that hold a record earlier than the one before it say
# so and stop (exit 2, nothing on stdout); the others are in order
size=$(wc -c < dmg.trc); i=0; refused=0; bad=0
while [ $i -lt 7 ]; do
    s=$((size * i / 7)); e=$((size * (i + 1) / 7)); [ $i = 6 ] && e=
    trcrpt -t all.fmt --range=$s:$e dmg.trc > o.out 2> o.err; st=$?
    if [ $st = 2 ]; then
        refused=$((refused + 1))
        { [ ! -s o.out ] && grep -q -- "--range: dmg.trc is not in time order (the record at offset [0-9]* is earlier" o.err; } || bad=1
    elif [ $st != 0 ]; then bad=1; fi
    i=$((i + 1))
done
if [ $bad = 0 ] && [ $refused -ge 1 ]; then tap_ok "a log out of time order: $refused of 7 ranges refused, with the offset"
else tap_fail "a log out of time order: ranges refused" o.err; fi
head -c 400000 sync.trc > cut.trc
pieces "truncated log" 7 cut.trc -t all.fmt
mk() { cp all.fmt "$1"; printf "$2" >> "$1"; }
mk stop.fmt '020 1.0 L=APPL "S" v=$D1%%U4 $D1, 1E61 { $STOP }\n'
awk '/^ev/ && !/DEADBEEF/ && NR % 50 == 0 { sub(/hw=[0-9A-F]*/, "hw=020A0000"); if (NR > 9000) sub(/ d=[0-9A-F]*/, " d=00001E61") }
     { print }' s.txt > st.txt && trcasm -o stop.trc st.txt
pieces "\$STOP (formatting walk)" 7 stop.trc -t stop.fmt

# --stats of the ranges merged (--stats-merge) equal the stats of one run, spans that
# cross range boundaries included (the walk opens and closes them; docs/report.md, Ranges)
stats_pieces() {   # NAME N LOG ARGS...
    name=$1; n=$2; log=$3; shift 3
    trcrpt --quiet --stats --output=json "$@" "$log" > one.json
    size=$(wc -c < "$log"); i=0; files=""; bad=0
    while [ $i -lt "$n" ]; do
        s=$((size * i / n)); e=$((size * (i + 1) / n)); [ $i -eq $((n - 1)) ] && e=
        trcrpt --quiet --stats --output=json "$@" --range=$s:$e "$log" > "st$i.json" || bad=1
        files="$files st$i.json"; i=$((i + 1))
    done
    trcrpt --quiet --stats-merge --output=json $files > merged.json || bad=1
    if [ $bad = 0 ] && grep -q '"table":"spans"' one.json && cmp -s one.json merged.json; then tap_ok "--stats: $name ($n ranges merged)"
    else diff one.json merged.json > d.out; tap_fail "--stats: $name ($n ranges merged)" d.out; fi
}
stats_pieces "spans across ranges (--span, key env)" 7 mix.trc -t "$top_srcdir/bench/mix.tmpl" --span=s=020,021,env
stats_pieces "spans by cpu, histograms" 100 mix.trc -t "$top_srcdir/bench/mix.tmpl" --span=s=020,023,cpu --stats=spans,hist
stats_pieces "unmatched starts at the end, --stats-by" 7 mix.trc -t "$top_srcdir/bench/mix.tmpl" --span=s=020,021 --stats-by=cpu

# the walk: cheap for a stateless set (formats only its last 64 KiB), all of it otherwise
mid=$(($(wc -c < mix.trc) / 2))
TRCFMT_RANGE_DEBUG=1 trcrpt -t "$top_srcdir/bench/mix.tmpl" --range=$mid: mix.trc > /dev/null 2> w.err
if grep -q "walked [1-9][0-9]* records, formatted from offset [1-9]" w.err; then tap_ok "a stateless set: the cheap walk"
else tap_fail "a stateless set: the cheap walk" w.err; fi
TRCFMT_RANGE_DEBUG=1 trcrpt -t "$top_srcdir/samples/sample.fmt" --range=300000: samp.trc > /dev/null 2> w.err
if grep -q "walked [1-9][0-9]* records, formatted from offset 0$" w.err; then tap_ok "pidinstall: the walk formats every record"
else tap_fail "pidinstall: the walk formats every record" w.err; fi
# the cheap walk's fallback: a tail that printed nothing (none formatted, or all filtered
# out there) while a record before it was kept: walked again, formatting everything
for tail in 0 64; do
    TRCFMT_RANGE_TAIL=$tail TRCFMT_RANGE_DEBUG=1 trcrpt -t "$top_srcdir/bench/mix.tmpl" --output=json --range=$mid: mix.trc > t.out 2> w.err
    trcrpt -t "$top_srcdir/bench/mix.tmpl" --output=json mix.trc | tail -n "$(wc -l < t.out)" > w.out
    [ $tail = 0 ] && want="formatted from offset 0$" || want="formatted from offset $((mid - 64))$"
    if grep -q "$want" w.err && cmp -s t.out w.out; then tap_ok "a tail of $tail bytes: right first delta ($want)"
    else tap_fail "a tail of $tail bytes: right first delta" w.err; fi
done
TRCFMT_RANGE_TAIL=64 pieces "tail of 64 bytes, -d 022" 7 mix.trc -t "$top_srcdir/bench/mix.tmpl" -d 022 --output=csv

# ranges past the end, and inside the header: nothing, or everything
size=$(wc -c < mix.trc)
trcrpt -t "$top_srcdir/bench/mix.tmpl" --range=$((size + 5)): mix.trc > e.out 2> e.err
if [ ! -s e.out ] && grep -q 'events=0 ' e.err; then tap_ok "a range past the end: no record"
else tap_fail "a range past the end: no record" e.err; fi
trcrpt -t "$top_srcdir/bench/mix.tmpl" mix.trc > a.out 2> /dev/null
trcrpt -t "$top_srcdir/bench/mix.tmpl" --range=0: mix.trc > b.out 2> /dev/null
if cmp -s a.out b.out; then tap_ok "--range=0: is the whole report, header included"
else tap_fail "--range=0: is the whole report, header included"; fi

# refusals: usage errors (exit 2) that say why
refuse() {   # NAME PATTERN ARGS...
    name=$1; pat=$2; shift 2
    trcrpt "$@" > r.out 2> r.err; st=$?
    if [ $st = 2 ] && grep -q -- "$pat" r.err && [ ! -s r.out ]; then tap_ok "refused: $name"
    else echo "status $st" >> r.err; tap_fail "refused: $name" r.err; fi
}
refuse "START >= END" "invalid --range" -t all.fmt --range=500:400 sync.trc
refuse "no colon" "invalid --range" -t all.fmt --range=500 sync.trc
refuse "not a number" "invalid --range" -t all.fmt --range=x:9 sync.trc
refuse "two inputs" "exactly one input" -t all.fmt --range=0:100 sync.trc nosync.trc
refuse "a pipe" "regular files only" -t all.fmt --range=0:100 - < sync.trc
refuse "a foreign trace" "trclog files only" --range=0:100 "$top_builddir/samples/webd.kev"
refuse "chrome" "text, json or csv" -t all.fmt --output=chrome --range=0:100 sync.trc
refuse "perfetto" "chrome or perfetto output cannot be concatenated" -t all.fmt --output=perfetto --range=0:100 sync.trc
refuse "-r" "text, json or csv" -t all.fmt -r -o x.trc --range=0:100 sync.trc
