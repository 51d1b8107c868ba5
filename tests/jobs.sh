#!/bin/sh
# tests/jobs.sh -- trcrpt --jobs (docs/report.md): output byte-identical to one job for
# every output kind, column set, filter, --where, $STOP, faults, damaged and truncated
# logs, stdin and -o FILE, with chunks forced tiny (TRCFMT_JOBS_CHUNK) so that a small
# trace crosses thousands of chunk boundaries; TRCFMT_JOBS_DEBUG proves the workers ran
# (and that the documented fallbacks did not use them).  Inputs out of time order and
# pipes are read with -O order=file where the workers must run (docs/report.md, "Time
# order": a reordered input is formatted by one job).
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 113
cd "$TMPDIR_T" || exit 1

. "$top_srcdir/tests/mixed-trace.sh"   # gen SYNCINTERVAL [EVENTS]
mixed_set all.fmt
if gen 24000 > s.txt && gen 0 > n.txt && trcasm -o sync.trc s.txt && trcasm -o nosync.trc n.txt &&
   [ "$(wc -c < sync.trc)" -gt 500000 ]; then tap_ok "traces with and without sync markers"
else tap_fail "traces with and without sync markers"; fi

# same NAME CHUNK ARGS...: --jobs=3 with chunks of >= CHUNK bytes gives exactly the serial
# stdout, stderr and status, and the workers ran
same() {
    name=$1; chunk=$2; shift 2
    trcrpt --jobs=1 "$@" > s.out 2> s.err; a=$?
    TRCFMT_JOBS_DEBUG=1 TRCFMT_JOBS_CHUNK=$chunk trcrpt --jobs=3 "$@" > p.out 2> p.all; b=$?
    grep -v '^trcrpt: --jobs: ' p.all > p.err
    if [ $a = $b ] && cmp -s s.out p.out && cmp -s s.err p.err && grep -q '^trcrpt: --jobs: 3 workers' p.all &&
       [ -s s.out ]; then tap_ok "$name (chunks >= $chunk bytes)"
    else diff s.out p.out > d.out; diff s.err p.err >> d.out; cat p.all >> d.out
         tap_fail "$name (chunks >= $chunk bytes, status $a/$b)" d.out; fi
}
# fallback NAME ARGS...: identical output, formatted serially (documented fallback)
fallback() {
    name=$1; shift
    trcrpt --jobs=1 "$@" > s.out 2> s.err; a=$?
    TRCFMT_JOBS_DEBUG=1 TRCFMT_JOBS_CHUNK=100 trcrpt --jobs=3 "$@" > p.out 2> p.err; b=$?
    if [ $a = $b ] && cmp -s s.out p.out && cmp -s s.err p.err; then tap_ok "fallback: $name"
    else tap_fail "fallback: $name (status $a/$b)" p.err; fi
}

for c in 1 5000; do
    same "text, default columns" $c -t all.fmt sync.trc
    same "text, no sync markers" $c -t all.fmt nosync.trc
    same "all columns, process names from 00A" $c -t all.fmt -O exec=on,pid=on,tid=on,cpuid=on,svc=on sync.trc
    same "2line" $c -t all.fmt -O 2line=on,exec=on nosync.trc
    same "json" $c -t all.fmt --output=json sync.trc
    same "csv" $c -t all.fmt --output=csv nosync.trc
done
same "timestamp=1" 700 -t all.fmt -O timestamp=1 sync.trc
same "timestamp=2" 700 -t all.fmt -O timestamp=2,ids=off sync.trc
same "timestamp=3, -h" 700 -t all.fmt -h -O timestamp=3 nosync.trc
same "csv -h" 700 -t all.fmt -h --output=csv sync.trc
same "--color=always" 300 -t all.fmt --color=always sync.trc
same "pagesize=1, 2line" 700 -t all.fmt -O pagesize=1,2line=on nosync.trc
same "-d -k -C" 300 -t all.fmt -d 010,012,013,014,0AA -k 013 -C 1,2 sync.trc
same "-p name, -T" 300 -t all.fmt -O exec=on -p bee,102 -T 1001-1003 nosync.trc
same "starttime, endtime" 300 -t all.fmt -O starttime=1.5,endtime=9.25 sync.trc
same "-s -e" 300 -t all.fmt -s 2024-03-01T12:00:01Z -e 2024-03-01T12:00:07.5Z nosync.trc
same "--where before formatting" 300 -t all.fmt --where 'cpu == 1 || id == "0AA"' sync.trc
same "--where after formatting" 300 -t all.fmt --where 'text =~ /count/' --output=json nosync.trc
same "--where on the id only (memo)" 300 -t all.fmt --where 'id != "018"' sync.trc
same "more than 20 faults of a kind, --strict" 300 -t all.fmt --strict sync.trc
same "--quiet" 300 -t all.fmt --quiet nosync.trc
same "-v header" 300 -t all.fmt -v sync.trc
mk() { cp all.fmt "$1"; printf "$2" >> "$1"; }
mk stop.fmt '020 1.0 L=APPL "S" v=$D1%%U4 $D1, 1E61 { $STOP }\n'
awk '/^ev/ && !/DEADBEEF/ && NR % 50 == 0 { sub(/hw=[0-9A-F]*/, "hw=020A0000"); if (NR > 9000) sub(/ d=[0-9A-F]*/, " d=00001E61") }
     { print }' s.txt > st.txt && trcasm -o stop.trc st.txt
trcrpt --jobs=1 -t stop.fmt stop.trc > s.out 2> s.err
if tail -n 1 s.out | grep -q 'S v=7777' && grep -q 'events=9[0-9][0-9][0-9] ' s.err; then tap_ok "\$STOP trace stops near record 9000"
else tap_fail "\$STOP trace stops near record 9000" s.err; fi
same "\$STOP in a chunk" 300 -t stop.fmt stop.trc
same "\$STOP, json" 1 -t stop.fmt --output=json stop.trc
# a record whose $STOP a filter rejects still ends the report (issue 33 item 2): before
# formatting (-k) and after it (--where on the text)
same "\$STOP in a record -k rejects" 300 -t stop.fmt -k 020 stop.trc
same "\$STOP in a record --where rejects after formatting" 300 -t stop.fmt --where 'text !~ /S v=/' stop.trc
damage sync.trc dmg.trc
for c in 1 3000; do
    same "damaged log" $c -t all.fmt -O exec=on,cpuid=on,order=file dmg.trc
    same "damaged log, json" $c -t all.fmt -O order=file --output=json dmg.trc
done
same "pagesize (headers counted over the run), damaged log" 1 -t all.fmt -O pagesize=9,exec=on,order=file dmg.trc
head -c 400000 sync.trc > cut.trc
same "truncated log, --strict" 999 -t all.fmt --strict cut.trc
# records without a time (NOTS: the feed's time is the last timed record's) in a trace
# longer than the read window, so that chunks are cut from the window (trc_trclog_cut_take)
# and many start after such a record: the chunk's feed time is the walk's
gen 0 48000 | awk '/^ev / && ++n % 7 == 0 { sub(/^ev /, "ev ef=0x2 ") } 1' > nots.txt
trcasm -o nots.trc nots.txt
for c in 3000 20000; do same "NOTS records, chunks cut from the window" $c -t all.fmt nots.trc; done
# sync markers (every 300 records here) are passed by in the window as the serial reader
# passes them, without the walk that copies, and they change neither the reader's nor the
# feed's previous time (NOTS records just before a marker, chunks ending at one)
gen 24000 48000 | awk '/^ev / && ++n % 7 == 0 { sub(/^ev /, "ev ef=0x2 ") }
                       /^sync / { print "ev ef=0x2 t=1 cpu=2 pid=101 tid=7 hw=010A0000 d=00000001" } 1' > snots.txt
trcasm -o snots.trc snots.txt
for c in 2000 3000 20000; do
    same "sync markers and NOTS records, chunks cut from the window" $c -t all.fmt -O exec=on snots.trc
    if grep -q '^trcrpt: --jobs: 3 workers, [0-9]* chunks, 0 parts, 0 copied' p.all; then
        tap_ok "sync markers: no chunk copied (chunks >= $c bytes)"
    else tap_fail "sync markers: no chunk copied (chunks >= $c bytes)" p.all; fi
done
# a damaged tail of 16 bytes (a multiple of the resync step) ends the input: the chunk that
# ends it reads to the end as the serial reader does, 00C "truncated", not "bad record"
# (found by the trclog fuzz target's cut check)
{ cat nosync.trc; printf 'ABCDEFGHIJKLMNOP'; } > tail16.trc
for c in 1 4000; do same "damaged tail of 16 bytes" $c -t all.fmt -O exec=on tail16.trc; done
# stdin: chunks are read sequentially from the pipe
cat sync.trc | trcrpt --jobs=1 -t all.fmt -O exec=on,order=file - > s.out 2> s.err; a=$?
cat sync.trc | TRCFMT_JOBS_DEBUG=1 TRCFMT_JOBS_CHUNK=2000 trcrpt -t all.fmt -O exec=on,order=file --jobs=2 - > p.out 2> p.all; b=$?
grep -v '^trcrpt: --jobs: ' p.all > p.err
if [ $a = $b ] && cmp -s s.out p.out && cmp -s s.err p.err && grep -q '^trcrpt: --jobs: 2 workers' p.all
then tap_ok "stdin pipe"; else tap_fail "stdin pipe" p.all; fi
cat dmg.trc | trcrpt --jobs=1 -t all.fmt --output=csv - > s.out 2> s.err
cat dmg.trc | TRCFMT_JOBS_CHUNK=1 trcrpt -t all.fmt --output=csv --jobs=4 - > p.out 2> p.err
if cmp -s s.out p.out && cmp -s s.err p.err; then tap_ok "stdin pipe, damaged, csv, one record per chunk"
else tap_fail "stdin pipe, damaged, csv, one record per chunk" p.err; fi
# -o FILE
trcrpt --jobs=1 -t all.fmt -o s.file sync.trc 2> s.err
TRCFMT_JOBS_CHUNK=3000 trcrpt -t all.fmt --jobs=2 -o p.file sync.trc 2> p.err
if cmp -s s.file p.file && cmp -s s.err p.err && [ -s s.file ]; then tap_ok "-o FILE"; else tap_fail "-o FILE" p.err; fi
# --jobs=auto and the default chunk size (TRCFMT_JOBS_AUTO_MIN=0: auto uses the threads
# whatever the file's size)
trcrpt --jobs=1 -t all.fmt sync.trc > s.out 2> s.err
TRCFMT_JOBS_AUTO_MIN=0 TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt --jobs=auto sync.trc > p.out 2> p.all
grep -v '^trcrpt: --jobs: ' p.all > p.err
ncpu=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
if [ "$ncpu" -gt 1 ]; then want="trcrpt: --jobs: $ncpu workers"; else want=; fi
got=$(sed -n 's/^\(trcrpt: --jobs: [0-9]* workers\),.*/\1/p' p.all)
if cmp -s s.out p.out && cmp -s s.err p.err && [ "$got" = "$want" ]; then tap_ok "--jobs=auto: one thread an online CPU"
else tap_fail "--jobs=auto: one thread an online CPU ($ncpu CPUs: '$got')" p.all; fi
# no --jobs is --jobs=auto (docs/report.md): the same workers and chunks
TRCFMT_JOBS_AUTO_MIN=0 TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt sync.trc > d.out 2> d.all
if cmp -s s.out d.out && [ "$(sed -n 's/^\(trcrpt: --jobs: [^;]*\);.*/\1/p' d.all)" = \
                          "$(sed -n 's/^\(trcrpt: --jobs: [^;]*\);.*/\1/p' p.all)" ]; then
    tap_ok "the default is --jobs=auto"
else tap_fail "the default is --jobs=auto" d.all; fi
# auto runs one job for a regular file under 48 MiB (its threads' buffers cost more than
# they save there), the threads for a larger one (the limit lowered to the file's size)
# and for a pipe, whose size is unknown
sz=$(wc -c < sync.trc)
TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt sync.trc > d.out 2> d.all
TRCFMT_JOBS_AUTO_MIN=$sz TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt sync.trc > e.out 2> e.all
TRCFMT_JOBS_AUTO_MIN=$((sz + 1)) TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt sync.trc > f.out 2> f.all
cat sync.trc | TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt -O order=file - > g.out 2> g.all
if cmp -s s.out d.out && cmp -s s.out e.out && cmp -s s.out f.out && cmp -s s.out g.out &&
   ! grep -q '^trcrpt: --jobs: ' d.all && ! grep -q '^trcrpt: --jobs: ' f.all &&
   { [ "$ncpu" -eq 1 ] || { grep -q "^$want," e.all && grep -q "^$want," g.all; }; }
then tap_ok "--jobs=auto: one job under the size limit, threads at it and for a pipe"
else tap_fail "--jobs=auto: one job under the size limit, threads at it and for a pipe" d.all e.all f.all g.all; fi
# the limit itself, 48 MiB (50,331,648 bytes): bench/gen_mix's logs of 47.4 MB (one job)
# and 50.6 MB (the threads), nothing set
"$top_builddir/bench/gen_mix" 600000 under.trc && "$top_builddir/bench/gen_mix" 640000 over.trc
TRCFMT_JOBS_DEBUG=1 trcrpt -t "$top_srcdir/bench/mix.tmpl" under.trc > /dev/null 2> u.all; su=$?
TRCFMT_JOBS_DEBUG=1 trcrpt -t "$top_srcdir/bench/mix.tmpl" over.trc > /dev/null 2> o.all; so=$?
if [ $su = 0 ] && [ $so = 0 ] && [ "$(wc -c < under.trc)" -lt 50331648 ] && [ "$(wc -c < over.trc)" -ge 50331648 ] &&
   ! grep -q '^trcrpt: --jobs: ' u.all && { [ "$ncpu" -eq 1 ] || grep -q "^$want," o.all; }
then tap_ok "--jobs=auto: one job under 48 MiB, the threads from there"
else tap_fail "--jobs=auto: one job under 48 MiB, the threads from there" u.all o.all; fi
rm -f under.trc over.trc
# the same rule for the default input, ./trcfile
cp sync.trc trcfile
TRCFMT_JOBS_AUTO_MIN=$sz TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt > e.out 2> e.all
TRCFMT_JOBS_AUTO_MIN=$((sz + 1)) TRCFMT_JOBS_DEBUG=1 trcrpt -t all.fmt > f.out 2> f.all
if cmp -s s.out e.out && cmp -s s.out f.out && ! grep -q '^trcrpt: --jobs: ' f.all &&
   { [ "$ncpu" -eq 1 ] || grep -q "^$want," e.all; }
then tap_ok "--jobs=auto: the size rule for the default input trcfile"
else tap_fail "--jobs=auto: the size rule for the default input trcfile" e.all; fi
rm -f trcfile
# the writer rewrites each chunk's first DELTA_MSEC in place when the value fits the
# 13 columns and the line has text after it, else writes the line apart: one record a
# chunk, deltas of 0.000001 ms to 2,000,000,000 ms (wider than the cell), negative ones
# (time going back) and lines with no text after the cell (a blank template text)
awk 'BEGIN { print "trcasm 1"; print "records"; t = 1000000
    for (i = 0; i < 40; i++) { t += (i % 10 == 9) ? 2000000000000000 : (i % 7 == 3) ? -5000 : 1 + i * 997
        printf "ev t=%.0f hw=%s00000 d=%08X\n", t, (i % 3 == 0) ? "01F" : "01E", i } }' > gap.txt
trcasm -o gap.trc gap.txt && printf '01E 1.0 L=APPL "G" $D1%%D4\n01F 1.0 L=APPL " "\n' > gap.fmt
same "each chunk's first delta rewritten, in place or apart" 1 -t gap.fmt -O order=file gap.trc
same "each chunk's first delta rewritten, paged" 1 -t gap.fmt -O pagesize=3,order=file gap.trc
# a template that prints far more than it reads (524,288 bytes a 40-byte record): a
# worker hands its chunk's output to the writer in parts of ~8 MiB (docs/fuzzing.md; it
# held all of it: 1.5 GB for a 120 KB log), the output still the serial one
awk 'BEGIN { print "trcasm 1"; print "records"; for (i = 0; i < 40; i++) print "ev t=" i " hw=01010000" }' > amp.txt
trcasm -o amp.trc amp.txt && mk amp.fmt '010 1.0 L=APPL LOOP 65536 { "abcdefgh" }\n'
same "output written in parts" 1000 -t amp.fmt amp.trc
if grep -q '^trcrpt: --jobs: 3 workers, [0-9]* chunks, [1-9][0-9]* parts,' p.all; then tap_ok "parts were written"
else tap_fail "parts were written" p.all; fi
# the same through the fast lane: a fused template with a 60,000-byte label (24 MB from a
# 16 KB log) is handed over in parts too (the lane returns once a worker holds 1 MiB)
awk 'BEGIN { print "trcasm 1"; print "records"; for (i = 0; i < 400; i++) print "ev t=" i " hw=01010000 d=" sprintf("%08X", i) }' > big.txt
trcasm -o big.trc big.txt && mk big.fmt "010 1.0 L=APPL \"$(head -c 60000 < /dev/zero | tr '\0' x)\" v=\$D1%%U4\n"
same "fused output written in parts" 100000 -t big.fmt big.trc
if grep -q '^trcrpt: --jobs: 3 workers, 1 chunks, [1-9][0-9]* parts,' p.all; then tap_ok "fused: parts were written"
else tap_fail "fused: parts were written" p.all; fi
# and for the records the lane hands to the VM (a SWITCH: not fused), whose loop returns
# at the same limit
mk bigsw.fmt "010 1.0 L=APPL \"$(head -c 60000 < /dev/zero | tr '\0' x)\" \$D1, 0 zero, \\* v=\$D1%%U4\n"
same "interpreted output written in parts" 100000 -t bigsw.fmt big.trc
if grep -q '^trcrpt: --jobs: 3 workers, 1 chunks, [1-9][0-9]* parts,' p.all; then tap_ok "interpreted: parts were written"
else tap_fail "interpreted: parts were written" p.all; fi
if trcrpt --jobs=0 sync.trc > /dev/null 2>&1; then tap_fail "--jobs=0 refused"
else tap_ok "--jobs=0 refused"; fi
# a reader that goes away: no error, status 0 as serially
TRCFMT_JOBS_CHUNK=100 trcrpt -t all.fmt --jobs=2 sync.trc 2> p.err | head -n 3 > /dev/null
if ! grep -q 'cannot write' p.err; then tap_ok "closed pipe on stdout"; else tap_fail "closed pipe on stdout" p.err; fi

# speculative chunks (docs/report.md): a regular file is first cut without reading it in
# order, each worker reading its own chunk and looking for a likely record boundary at
# both ends; the writer proves each chunk (it starts where the one before ended, it was
# read cleanly, it ran no record of 001-00F and took no time from before it) or goes back
# to the pipeline from there.  Without records of 001-00F (00A, 006) every chunk is proved.
grep -v -e 'hw=00A' -e 'hw=006' s.txt > ss.txt && trcasm -o ss.trc ss.txt
grep -v -e 'hw=00A' -e 'hw=006' n.txt > sn.txt && trcasm -o sn.trc sn.txt
# spec WANT: the debug line says WANT ("all": every chunk speculative, none in vain;
# "some": some were written, then the pipeline took over; "none": no chunk written so)
spec() {
    n=$(sed -n 's/^trcrpt: --jobs: [0-9]* workers, \([0-9]*\) chunks, .*; speculative \([0-9]*\), \([0-9]*\) in vain;.*/\1 \2 \3/p' p.all)
    set -- "$1" $n
    case $1 in
    all) [ "${2:-0}" -gt 1 ] && [ "$2" = "$3" ] && [ "$4" = 0 ] ;;
    some) [ "${3:-0}" -gt 0 ] && [ "$3" -lt "$2" ] ;;
    none) [ "${3:-x}" = 0 ] ;;
    esac
}
for c in 100 1000 20000; do
    same "speculative: sync markers" $c -t all.fmt -O exec=on ss.trc
    if spec all; then tap_ok "speculative: every chunk proved (sync markers, chunks >= $c bytes)"
    else tap_fail "speculative: every chunk proved (sync markers, chunks >= $c bytes)" p.all; fi
    same "speculative: no sync markers" $c -t all.fmt sn.trc
    if spec all; then tap_ok "speculative: every chunk proved (no sync markers, chunks >= $c bytes)"
    else tap_fail "speculative: every chunk proved (no sync markers, chunks >= $c bytes)" p.all; fi
done
same "speculative: json" 700 -t all.fmt --output=json sn.trc
same "speculative: csv, filters" 700 -t all.fmt --output=csv -d 010,012,0AA -C 1,2 ss.trc
same "speculative: --where" 700 -t all.fmt --where 'text =~ /count/' sn.trc
same "speculative: damaged log" 1000 -t all.fmt -O exec=on,order=file dmg.trc
# a record of 00A half way: the chunks up to it are proved, the pipeline does the rest
# (its process name shows from there on), as for a record of 006 (loss) later
awk '/^ev / && ++n == 6000 { print "ev t=1 cpu=0 pid=- tid=- hw=00A80016 d=00000001 buf=000000650000000100000000000000006170700000" }
     /^ev / && n == 9000 { print "ev t=2 cpu=1 pid=101 tid=44 hw=006E0001 d=00000005,00000000,00000000,00000100,00000000" } 1' sn.txt > s00a.txt
trcasm -o s00a.trc s00a.txt
same "speculative: a record of 00A half way" 1000 -t all.fmt -O exec=on,order=file s00a.trc
if spec some; then tap_ok "speculative: proved up to the record of 00A"
else tap_fail "speculative: proved up to the record of 00A" p.all; fi
# damage half way (a record whose length runs past the chunk): proved up to there
python3 - <<'PYEOF' 2>/dev/null || cp sn.trc sdmg.trc
d = bytearray(open('sn.trc', 'rb').read())
m = len(d) // 2
for j in range(40): d[m + j] = 0x5A
open('sdmg.trc', 'wb').write(d)
PYEOF
same "speculative: damage half way" 1000 -t all.fmt -O order=file sdmg.trc
if spec some; then tap_ok "speculative: proved up to the damage"
else tap_fail "speculative: proved up to the damage" p.all; fi
# a chunk starting with a record without a time (NOTS) takes it from the chunk before:
# proved up to there (every 53rd record has no time, so that some chunk starts with one)
awk '/^ev / && ++n % 53 == 0 { sub(/^ev /, "ev ef=0x2 ") } 1' sn.txt > snots1.txt
trcasm -o snots1.trc snots1.txt
for c in 1000 1008; do
    same "speculative: records without a time" $c -t all.fmt snots1.trc
    if spec some; then tap_ok "speculative: proved up to a chunk that starts without a time (chunks >= $c bytes)"
    else tap_fail "speculative: proved up to a chunk that starts without a time (chunks >= $c bytes)" p.all; fi
done
# records whose data hold two well-framed records at every 8-byte step: boundaries looked
# for in them are false; the chunk before then does not end there (its last record runs
# past it) and is not proved
# past their first 1500 (a record of 40 bytes: 28000000 08000000 00800000 ...)
awk 'BEGIN { print "trcasm 1"; print "byteorder little"; print "records"
    fake = "28000000080000000080000000000000000000000000000000000000000000000000010000000000"
    zero = "00000000000000000000000000000000000000000000000000000000000000000000000000000000"
    for (i = 0; i < 3000; i++) { b = ""; for (k = 0; k < 3; k++) b = b (i < 1500 ? zero : fake)
        printf "ev t=%d hw=01E00000 d=%08X buf=%s\n", 10 * i, i, b } }' > fake.txt
trcasm -o fake.trc fake.txt && printf '01E 1.0 L=APPL "F" $D1%%D4\n' > fake.fmt
same "speculative: false boundaries in the data" 1000 -t fake.fmt fake.trc
if spec some; then tap_ok "speculative: false boundaries are not proved"
else tap_fail "speculative: false boundaries are not proved" p.all; fi
awk '/^ev/ && !/DEADBEEF/ && NR % 50 == 0 { sub(/hw=[0-9A-F]*/, "hw=020A0000"); if (NR > 9000) sub(/ d=[0-9A-F]*/, " d=00001E61") }
     { print }' ss.txt > sst.txt && trcasm -o sstop.trc sst.txt
same "speculative: \$STOP" 300 -t stop.fmt sstop.trc
if spec some; then tap_ok "speculative: proved up to the chunk of \$STOP"
else tap_fail "speculative: proved up to the chunk of \$STOP" p.all; fi
TRCFMT_JOBS_SPEC=0 TRCFMT_JOBS_DEBUG=1 TRCFMT_JOBS_CHUNK=1000 trcrpt --jobs=2 -t all.fmt sn.trc > p.out 2> p.all
trcrpt --jobs=1 -t all.fmt sn.trc > s.out 2> /dev/null
if spec none && cmp -s s.out p.out; then tap_ok "TRCFMT_JOBS_SPEC=0: the pipeline alone"
else tap_fail "TRCFMT_JOBS_SPEC=0: the pipeline alone" p.all; fi
cat sn.trc | TRCFMT_JOBS_DEBUG=1 TRCFMT_JOBS_CHUNK=1000 trcrpt --jobs=2 -t all.fmt -O order=file - > p.out 2> p.all
if spec none && cmp -s s.out p.out; then tap_ok "speculative: not on a pipe"
else tap_fail "speculative: not on a pipe" p.all; fi

# documented fallbacks: still identical, formatted serially (a workers line would differ)
fallback "chrome" -t all.fmt --output=chrome sync.trc
fallback "perfetto" -t all.fmt --output=perfetto sync.trc
fallback "-r" -t all.fmt -r -o r.trc sync.trc
fallback "--where reading delta_ns" -t all.fmt --where 'delta_ns > 1000' sync.trc
fallback "two inputs" -t all.fmt sync.trc nosync.trc
fallback "-m" -t all.fmt -m sync.trc nosync.trc
# a file out of time order is formatted in time order by one job (docs/report.md, "Time
# order"): damaged times (the reorder window), a time going back (pipes: "stdin pipe,
# damaged" above)
fallback "time order, damaged log" -t all.fmt -O exec=on dmg.trc
fallback "time order, times going back" -t gap.fmt gap.trc
mk state.fmt '010 1.0 L=APPL "USER EVENT" {{ $PID = 5 }} O2.0 v=U4\n'
fallback "set with cross-record state" -t state.fmt -O pid=on sync.trc
mk pidin.fmt '010 1.0 L=APPL "USER EVENT" pidinstall($D1, 0, "x") O2.0 v=U4\n'
fallback "pidinstall outside 001-00F" -t pidin.fmt -O exec=on sync.trc

# a regular input file is read with read(2) (formats/inbuf.h): one truncated while
# trcrpt reads it (here after the first line is out, trcrpt then blocked on the full pipe
# with its first 1 MiB window read, small chunks in flight) ends with a read error and
# exit 4, serially and with --jobs, as the window finds the file shorter than it was (the
# NOTS trace above: 48,000 events)
if [ "$(wc -c < nots.trc)" -gt 2000000 ]
then tap_ok "a trace larger than the read window"
else tap_fail "a trace larger than the read window"; fi
for j in 1 2; do
    cp nots.trc cut.trc
    { TRCFMT_JOBS_CHUNK=1000 trcrpt -t all.fmt --jobs=$j cut.trc 2> cut.err; echo $? > cut.rc; } |
        { read -r line; : > cut.trc; cat > /dev/null; }
    if [ "$(cat cut.rc)" = 4 ] &&
       grep -q '^trcrpt: cut.trc: read error: the file was truncated while it was read$' cut.err
    then tap_ok "file truncated while read (--jobs=$j): exit 4 and a message"
    else tap_fail "file truncated while read (--jobs=$j): exit 4 and a message" cut.err; fi
done
# the same in the speculative phase (a trace without records of 001-00F): the chunks
# read before the file shrank are written, then the pipeline finds it shorter
gen 0 48000 | grep -v -e 'hw=00A' -e 'hw=006' > sbig.txt && trcasm -o sbig.trc sbig.txt
cp sbig.trc cut.trc
{ TRCFMT_JOBS_CHUNK=1000 trcrpt -t all.fmt --jobs=2 cut.trc 2> cut.err; echo $? > cut.rc; } |
    { read -r line; : > cut.trc; cat > /dev/null; }
if [ "$(cat cut.rc)" = 4 ] &&
   grep -q '^trcrpt: cut.trc: read error: the file was truncated while it was read$' cut.err
then tap_ok "file truncated while read (speculative): exit 4 and a message"
else tap_fail "file truncated while read (speculative): exit 4 and a message" cut.err; fi
# trcasm -d reads through the same window
cp nots.trc cut.trc
{ trcasm -d cut.trc 2> cut.err; echo $? > cut.rc; } | { read -r line; : > cut.trc; cat > /dev/null; }
if [ "$(cat cut.rc)" = 4 ] &&
   grep -q '^trcasm: cut.trc: read error: the file was truncated while it was read$' cut.err
then tap_ok "file truncated while trcasm -d reads it: exit 4 and a message"
else tap_fail "file truncated while trcasm -d reads it: exit 4 and a message" cut.err; fi
