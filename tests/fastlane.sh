#!/bin/sh
# tests/fastlane.sh -- the report's fast lane (docs/interpreter.md, "The fast lane"): plain trclog records
# are taken in place, a fused template's line written straight into the output and any
# other record (006/00C, internal, unknown, not fused, too short for its template, L=0)
# through the VM; the rest (NOTS, damaged bytes, sync markers, uncommitted) leaves the
# lane for the reader.  The output must be exactly that of `--no-fuse` (no lane, no fused
# programs) for files, pipes, --jobs and -o FILE, both byte orders and time bases, the
# structured outputs and other columns; TRCFMT_FAST_DEBUG shows how many records the lane
# took.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 41
cd "$TMPDIR_T" || exit 1

# gen BYTEORDER TIMEBASE: ~6000 records, every kind of stop among plain fused records
gen() {
    awk -v bo="$1" -v tb="$2" 'BEGIN {
    print "trcasm 1"; print "byteorder " bo; print "timebase " tb
    print "start 1709294400000000000 0"; print "cpus 2"; print "syncinterval 4000"; print "records"
    for (i = 0; i < 6000; i++) {
        t = 1000 * i + (i % 7); c = i % 2; m = i % 40
        if (m == 3) printf "ev t=%d cpu=%d ef=0x2 hw=011E0000 d=00000003,00000004,000001ED\n", t, c
        else if (m == 5 && i % 200 == 5) printf "ev t=%d cpu=1 pid=7 tid=44 hw=006E0001 d=00000005,00000000,00000000,00000100,00000000\n", t
        else if (m == 7) printf "ev t=%d cpu=%d hw=00A80016 d=00000001 buf=0000006400000001000000000000000061707000\n", t, c
        else if (m == 9) printf "ev t=%d cpu=%d hw=0AAA0003 d=00000009\n", t, c
        else if (m == 11) printf "ev t=%d cpu=%d hw=014A0000 d=00000001\n", t, c
        else if (m == 13) printf "ev t=%d cpu=%d hw=013A0000 d=0000002A\n", t, c
        else if (m == 15) printf "ev t=%d cpu=%d hw=012A0000 d=00000005\n", t, c
        else if (m == 17 && i % 2000 == 17) printf "raw DEADBEEFDEADBEEF0000000000000000\n"
        else if (m == 19 && i % 1000 == 19) printf "sync seq=%d t=%d\n", int(i / 1000), t
        else if (m == 21) printf "ev t=%d cpu=%d uncommitted hw=011E0000 d=00000001,00000002,00000003\n", t, c
        else if (m == 23) printf "ev t=%d cpu=%d hw=8000000812340005 d=00000000DEADBEEF\n", t, c
        else if (m % 2) printf "ev t=%d cpu=%d hw=011E0000 d=%08X,00000004,000001ED\n", t, c, i
        else printf "ev t=%d cpu=%d hw=010A0002 d=00000007 buf=0000%04X\n", t, c, i % 65536
    }
    printf "raw 0000004800200000\n" }'
}
sed '/^017 /d' "$top_srcdir/tests/fixtures/mixed.fmt" > u.fmt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt
if gen big "1 1" > be.txt && gen little "3 2" > le.txt && trcasm -o be.trc be.txt && trcasm -o le.trc le.txt
then tap_ok "traces: big-endian, little-endian with timebase 3/2"
else tap_fail "traces: big-endian, little-endian with timebase 3/2"; fi

# same NAME HOW TRACE ARGS...: trcrpt ARGS on TRACE (HOW: file, stdin = a redirected file,
# pipe = through cat, out = with -o o.txt, its text taken as the output) gives exactly the
# stdout, stderr and status of --no-fuse, and the lane took some records but not all
run() {
    how=$1; trace=$2; shift 2
    case $how in
    file) trcrpt "$@" "$trace" ;;
    stdin) trcrpt "$@" - < "$trace" ;;
    out) rm -f o.txt; trcrpt -o o.txt "$@" "$trace" && cat o.txt ;;
    *) cat "$trace" | trcrpt "$@" - ;;
    esac
}
same() {
    name=$1; how=$2; trace=$3; shift 3
    run $how $trace --no-fuse "$@" > s.out 2> s.err; a=$?
    TRCFMT_FAST_DEBUG=1 run $how $trace "$@" > f.out 2> f.all; b=$?
    grep -v '^trcrpt: fast lane: ' f.all > f.err
    sed -n 's/^trcrpt: fast lane: \([0-9]*\) of \([0-9]*\) records$/\1 \2/p' f.all > counts
    took=; of=
    read -r took of < counts
    if [ $a = $b ] && cmp -s s.out f.out && cmp -s s.err f.err && [ -s s.out ] &&
       [ "${took:-0}" -gt 1000 ] && [ "$took" -lt "$of" ]; then tap_ok "$name (lane: $took of $of)"
    else diff s.out f.out > d.out; diff s.err f.err >> d.out; cat f.all >> d.out
         tap_fail "$name (status $a/$b, lane: ${took:-none} of ${of:-?})" d.out; fi
}

for t in be le; do
    same "$t: file" file $t.trc -t all.fmt
    # standard input goes through the reorder window unless -O order=file (docs/report.md,
    # "Time order"): the lane reads it as it lies only then
    same "$t: stdin redirected from the file" stdin $t.trc -O order=file -t all.fmt
    same "$t: pipe" pipe $t.trc -O order=file -t all.fmt
    TRCFMT_JOBS_CHUNK=2000 same "$t: --jobs=3, small chunks" file $t.trc --jobs=3 -t all.fmt
    same "$t: --jobs=2" file $t.trc --jobs=2 -t all.fmt
    same "$t: -h, -o FILE" out $t.trc -h -t all.fmt
done

# the lane never applies where the layout differs (its count stays 0)
never() {
    name=$1; shift
    TRCFMT_FAST_DEBUG=1 trcrpt "$@" > f.out 2> f.all
    if grep -q '^trcrpt: fast lane: 0 of [1-9][0-9]* records$' f.all; then tap_ok "no lane: $name"
    else tap_fail "no lane: $name" f.all; fi
}
# any columns and outputs: the VM's records take the lane (and with text, fused templates' lines,
# PROCESS NAME only without a fused template's tail: docs/interpreter.md, "The fast lane")
same "le: all columns" file le.trc -O exec=on,pid=on,tid=on,cpuid=on,svc=on -t all.fmt
# other columns of the record: fused templates' lines too (the lane's lane_col_* loops)
same "le: PID, TID, CPU columns, no ID, seconds to 6 decimals" file le.trc -O pid=on,tid=on,cpuid=on,ids=off,timestamp=1 -t all.fmt
same "be: no columns, --jobs=2" file be.trc -h -O ids=off,timestamp=3 --jobs=2 -t all.fmt
same "le: pagesize=50 (the page headers)" file le.trc -O pagesize=50 -t all.fmt
same "be: pagesize=7, cpuid=on, -k 012" file be.trc -O pagesize=7,cpuid=on -k 012 -t all.fmt
same "le: 2line, pagesize=9" file le.trc -O 2line=on,pagesize=9 -t all.fmt
same "be: --output=json" file be.trc --output=json -t all.fmt
same "le: --output=csv, --jobs=2" file le.trc --output=csv --jobs=2 -t all.fmt
same "le: --output=chrome" file le.trc --output=chrome -t all.fmt
same "be: --output=perfetto" file be.trc --output=perfetto -t all.fmt
same "be: -r" out be.trc -r -t all.fmt
# -C, -d and -k: the lane tests them (records of 001-00F or of templates that change run
# state, filtered out, still take the long path, which runs them)
same "le: -d 011,012,013" file le.trc -d 011,012,013 -t all.fmt
same "be: -k 011 -C 1, --jobs=2" file be.trc -k 011 -C 1 --jobs=2 -t all.fmt
same "le: -d 010,011, other columns" file le.trc -d 010,011 -O pid=on,ids=off -t all.fmt
same "be: -k 010 --output=json" file be.trc -k 010 --output=json -t all.fmt
never "-p filter" -p 7 -t all.fmt le.trc
never "two inputs" -t all.fmt le.trc be.trc

# a trace of plain fused records only: the lane takes them all
awk 'BEGIN { print "trcasm 1"; print "byteorder little"; print "start 1709294400000000000 0"; print "records"
    for (i = 0; i < 3000; i++) printf "ev t=%d hw=011E0000 d=%08X,00000004,000001ED\n", 1000 * i, i }' > p.txt
trcasm -o p.trc p.txt
TRCFMT_FAST_DEBUG=1 trcrpt --jobs=1 -t all.fmt p.trc > f.out 2> f.all
trcrpt --no-fuse -t all.fmt p.trc > s.out 2> /dev/null
if grep -q '^trcrpt: fast lane: 3000 of 3000 records$' f.all && cmp -s s.out f.out; then tap_ok "all plain, one job: the lane takes every record"
else tap_fail "all plain, one job: the lane takes every record" f.all; fi
# --jobs: a worker's first printed event of each chunk takes the long way
TRCFMT_JOBS_CHUNK=20000 TRCFMT_JOBS_DEBUG=1 TRCFMT_FAST_DEBUG=1 trcrpt --jobs=2 -t all.fmt p.trc > f.out 2> f.all
n=$(sed -n 's/^trcrpt: --jobs: 2 workers, \([0-9]*\) chunks.*/\1/p' f.all)
if [ "${n:-0}" -gt 5 ] && grep -q "^trcrpt: fast lane: $((3000 - n)) of 3000 records\$" f.all && cmp -s s.out f.out
then tap_ok "all plain, --jobs=2: all but the $n chunks' first records"
else tap_fail "all plain, --jobs=2: all but the $n chunks' first records" f.all; fi
# a chunk whose output passes 1 MiB (FAST_OUT): each call of the lane adds up to 1 MiB,
# and the lane still takes every record but the chunk's first (it took none past the
# first 1 MiB of a chunk's output, and the next records went the long way)
awk 'BEGIN { print "trcasm 1"; print "byteorder little"; print "start 1709294400000000000 0"; print "records"
    for (i = 0; i < 30000; i++) printf "ev t=%d hw=011E0000 d=%08X,00000004,000001ED\n", 1000 * i, i }' > q.txt
trcasm -o q.trc q.txt
TRCFMT_JOBS_CHUNK=4000000 TRCFMT_JOBS_DEBUG=1 TRCFMT_FAST_DEBUG=1 trcrpt --jobs=2 -t all.fmt q.trc > f.out 2> f.all
trcrpt --no-fuse --jobs=1 -t all.fmt q.trc > s.out 2> /dev/null
if grep -q '^trcrpt: --jobs: 2 workers, 1 chunks' f.all && [ "$(wc -c < f.out)" -gt 2000000 ] &&
   grep -q '^trcrpt: fast lane: 29999 of 30000 records$' f.all && cmp -s s.out f.out
then tap_ok "--jobs=2, one chunk of 2 MB output: the lane takes all but its first record"
else tap_fail "--jobs=2, one chunk of 2 MB output: the lane takes all but its first record" f.all; fi
# $LINENO after runs of fused lines in the lane: the lines it printed are counted (it
# counts them once a run, the VM's records once a line)
printf '01B 1.0 L=APPL "LN" $LINENO%%D4\n' > ln.fmt
cat all.fmt >> ln.fmt
awk 'BEGIN { print "trcasm 1"; print "byteorder little"; print "start 1709294400000000000 0"; print "records"
    for (i = 0; i < 3000; i++) if (i % 500 == 499) printf "ev t=%d hw=01BA0000 d=00000001\n", 1000 * i
                               else printf "ev t=%d hw=011E0000 d=%08X,00000004,000001ED\n", 1000 * i, i }' > ln.txt
trcasm -o ln.trc ln.txt
TRCFMT_FAST_DEBUG=1 trcrpt --jobs=1 -t ln.fmt ln.trc > f.out 2> f.all
trcrpt --no-fuse --jobs=1 -t ln.fmt ln.trc > s.out 2> /dev/null
if cmp -s s.out f.out && grep -q 'LN 3000$' f.out && grep -q '^trcrpt: fast lane: 3000 of 3000 records$' f.all
then tap_ok "\$LINENO counts the lane's lines"
else diff s.out f.out | head -5 > d.out; cat f.all >> d.out; tap_fail "\$LINENO counts the lane's lines" d.out; fi
# $STOP in a template the VM runs in the lane ends the report there, as on the long way
printf '01B 1.0 L=APPL "HALT" $STOP\n' > st.fmt
cat all.fmt >> st.fmt
TRCFMT_FAST_DEBUG=1 trcrpt --jobs=1 -t st.fmt ln.trc > f.out 2> f.all; a=$?
trcrpt --no-fuse --jobs=1 -t st.fmt ln.trc > s.out 2> s.err; b=$?
if [ $a = $b ] && cmp -s s.out f.out && [ "$(grep -c . f.out)" -gt 400 ] && tail -n 1 f.out | grep -q HALT &&
   grep -q '^trcrpt: fast lane: 500 of 500 records$' f.all && grep -q 'events=500 ' s.err
then tap_ok "\$STOP in the lane ends the report (status $a)"
else diff s.out f.out | head -5 > d.out; cat f.all s.err >> d.out; tap_fail "\$STOP in the lane ends the report" d.out; fi
# tails in the lane: fast_run defers the pidinstall and starttimer calls of fused records
# to the end of its loop; a record the VM formats right after a run of them reads the
# names and timers they set (P4, endtimer), as on the long way; $CPUID from the envelope
printf '%s\n' '01C 1.0 L=APPL "A" pid=$D1%D4 pidinstall($D1, 1, "alpha") starttimer(5, $D1)' \
    '01D 1.0 L=APPL "B" cpu=$CPUID%D1 pidinstall($D1, 1, "beta")' \
    '01E 1.0 L=APPL "WHO" G4 P4 t=endtimer(5, $D2) ms' > tl.fmt
cat all.fmt >> tl.fmt
awk 'BEGIN { print "trcasm 1"; print "byteorder little"; print "start 1709294400000000000 0"; print "cpus 4"; print "records"
    for (i = 0; i < 3000; i++) if (i % 50 == 49) printf "ev t=%d cpu=1 hw=01EE0000 d=%08X,%08X\n", 1000 * i, i - 1 - (i % 100 == 99), i - 3
                               else printf "ev t=%d cpu=%d hw=01%sE0000 d=%08X\n", 1000 * i, i % 4, i % 2 ? "D" : "C", i }' > tl.txt
trcasm -o tl.trc tl.txt
for bo in little big; do
    sed "s/^byteorder little/byteorder $bo/" tl.txt > tl2.txt && trcasm -o tl2.trc tl2.txt
    TRCFMT_FAST_DEBUG=1 trcrpt --jobs=1 -t tl.fmt tl2.trc > f.out 2> f.all
    trcrpt --no-fuse --jobs=1 -t tl.fmt tl2.trc > s.out 2> /dev/null
    k=$(sed -n 's/^trcrpt: fast lane: \([0-9]*\) of 3000 records$/\1/p' f.all)
    if cmp -s s.out f.out && [ "${k:-0}" -gt 2900 ] && grep -q "WHO alpha t=0.003000 ms" f.out && grep -q 'WHO beta' f.out
    then tap_ok "$bo endian: tails deferred in the lane ($k of 3000 records)"
    else diff s.out f.out | head -5 > d.out; cat f.all >> d.out; tap_fail "$bo endian: tails deferred in the lane" d.out; fi
done
# a 64-bit record among 32-bit ones: the lane's loop is compiled per environment and
# stops at it; the 64-bit instance formats it with the line form (its $D1 and $D2 are
# 8-byte words), the 32-bit one goes on after it
printf 'trcasm 1\nbyteorder little\nenv 64\nrecords\nev t=20 hw=8000001001100000 d=0000000000000001,0000000000000007\n' > r64.txt
trcasm -o r64.trc r64.txt
raw=$(tail -c 56 r64.trc | od -An -tx1 | tr -d ' \n')   # the one record, envelope and all
awk -v raw="$raw" 'BEGIN { print "trcasm 1"; print "byteorder little"; print "env 32"; print "records"
    for (i = 0; i < 40; i++) if (i == 20) print "raw " raw; else printf "ev t=%d hw=011E0000 d=%08X,00000002\n", i, i }' > env.txt
trcasm -o env.trc env.txt
echo '011 1.0 L=APPL "W" d1=$D1%D1 d2=$D2%D1' > env.fmt
TRCFMT_FAST_DEBUG=2 trcrpt --jobs=1 --quiet -h -t env.fmt env.trc > f.out 2> f.all
trcrpt --no-fuse --quiet -h -t env.fmt env.trc > s.out 2> /dev/null
if cmp -s s.out f.out && grep -q '0.000000020 .*W d1=1 d2=7$' f.out && grep -q '^trcrpt: fast lane: 40 of 40 records$' f.all \
   && grep -q '^trcrpt: line form: 40 records$' f.all
then tap_ok "a 64-bit record among 32-bit ones: the lane's 64-bit instance takes it and the lane goes on"
else diff s.out f.out | head -5 > d.out; cat f.all >> d.out; tap_fail "a 64-bit record among 32-bit ones" d.out; fi
# templates positioning with G on 64-bit entries (issue 33 item 3's warning): still laid
# out by the line form, and counted as the VM counts them (a regression made them the VM's)
"$top_builddir/bench/gen_mix" 3000 g64.trc > /dev/null
trcrpt --jobs=1 --no-fuse -t "$top_srcdir/bench/mix.tmpl" g64.trc > s.out 2> s.err
TRCFMT_FAST_DEBUG=2 trcrpt --jobs=1 -t "$top_srcdir/bench/mix.tmpl" g64.trc > f.out 2> f.all
grep -v '^trcrpt: \(fast lane\|line form\|compiled form\)' f.all > f.err
if cmp -s s.out f.out && cmp -s s.err f.err && grep -q '^trcrpt: line form: 3000 records$' f.all &&
   grep -q '^trcrpt: G on 64-bit entries: 020(500) 021(500)' f.err
then tap_ok "G on 64-bit entries: the line form lays them out and counts them"
else diff s.err f.all > d.out; tap_fail "G on 64-bit entries: the line form lays them out and counts them" d.out; fi
# the mix's records with SWITCHes, BITFLAGS, LOOPs, a macro, an expression and a
# subroutine (bench/mix-rich.tmpl): every record is the compiled form's, in the text
# report's line form and in json through the VM, with --no-fuse's bytes
trcrpt --jobs=1 --no-fuse -t "$top_srcdir/bench/mix-rich.tmpl" g64.trc > s.out 2> s.err
TRCFMT_FAST_DEBUG=2 trcrpt --jobs=1 -t "$top_srcdir/bench/mix-rich.tmpl" g64.trc > f.out 2> f.all
if cmp -s s.out f.out && grep -q '^trcrpt: line form: 3000 records$' f.all
then tap_ok "the rich mix: the line form lays out every record"
else diff s.out f.out | head -5 > d.out; cat f.all >> d.out; tap_fail "the rich mix: the line form lays out every record" d.out; fi
trcrpt --jobs=1 --no-fuse --output=json -t "$top_srcdir/bench/mix-rich.tmpl" g64.trc > s.out 2> s.err
TRCFMT_FAST_DEBUG=2 trcrpt --jobs=1 --output=json -t "$top_srcdir/bench/mix-rich.tmpl" g64.trc > f.out 2> f.all
if cmp -s s.out f.out && grep -q '^trcrpt: compiled form: 3000 records$' f.all
then tap_ok "the rich mix in json: the compiled form formats every record, with its fields"
else diff s.out f.out | head -5 > d.out; cat f.all >> d.out; tap_fail "the rich mix in json: the compiled form formats every record" d.out; fi
exit $((tap_failed > 0))
