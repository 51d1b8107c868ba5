#!/bin/sh
# tests/select.sh -- trcrpt --jobs (docs/ref/tracelog.md §3.4: output identical to --jobs=1) on a
# multi-megabyte trclog with sync markers, and the progress line (docs/ref/report.md §6).
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 16
cd "$TMPDIR_T" || exit 1

# ~4 MiB: 100000 records over 4 CPUs, process names from 00A records, a sync marker every
# 1000 records, a few unknown hooks and short entries.
awk 'BEGIN {
    print "trcasm 1"; print "start 1709294400000000000 0"; print "cpus 4"
    print "syncinterval 40000"; print "records"
    printf "ev t=1 cpu=0 pid=- tid=- hw=00A80016 d=00000001 buf=000000640000000100000000000000006170700000\n"
    for (i = 0; i < 100000; i++) {
        if (i % 1000 == 999) printf "sync seq=%d t=%d\n", int(i / 1000), 10 * i + 5
        h = (i % 7 == 0) ? "030" : (i % 5 == 0 ? "020" : "010")
        printf "ev t=%d cpu=%d pid=%d tid=%d hw=%sA0000 d=%08X\n", 10 * i + 10, i % 4, 100 + i % 3, 1000 + i % 9, h, i
        if (i % 10007 == 0) printf "ev t=%d cpu=1 pid=100 tid=1000 hw=06010000\n", 10 * i + 11
    }
}' > big.txt
printf '010 1.0 L=APPL "USER EVENT" O2.0 v=U4\n020 1.0 L=KERN "OTHER" O2.0 v=X4\n060 1.0 L=APPL "SHORT" O2.0 v=U4\n' > u.fmt
cat "$top_srcdir/templates/system.tmpl" u.fmt > all.fmt
if trcasm -o big.trc big.txt && [ "$(wc -c < big.trc)" -gt 3000000 ]; then tap_ok "big trclog with sync markers"
else tap_fail "big trclog with sync markers"; fi

trcrpt --jobs=1 -t all.fmt -O exec=on,pid=on,tid=on,cpuid=on big.trc > j1.out 2> j1.err; s1=$?
trcrpt -t all.fmt -O exec=on,pid=on,tid=on,cpuid=on --jobs=2 big.trc > j2.out 2> j2.err; s2=$?
trcrpt -t all.fmt -O exec=on,pid=on,tid=on,cpuid=on --jobs 4 big.trc > j4.out 2> j4.err; s4=$?
if [ $s1 = 0 ] && [ "$(wc -l < j1.out)" -gt 100000 ]; then tap_ok "serial report"; else tap_fail "serial report (status $s1)"; fi
if [ $s2 = $s1 ] && cmp -s j1.out j2.out && cmp -s j1.err j2.err; then tap_ok "--jobs=2 output identical to --jobs=1"
else tap_fail "--jobs=2 output identical to --jobs=1"; fi
if [ $s4 = $s1 ] && cmp -s j1.out j4.out && cmp -s j1.err j4.err; then tap_ok "--jobs 4 output identical to --jobs=1"
else tap_fail "--jobs 4 output identical to --jobs=1"; fi
trcrpt -t all.fmt -d 010 -C 1 --jobs=2 big.trc > f2.out 2>&1
trcrpt --jobs=1 -t all.fmt -d 010 -C 1 big.trc > f1.out 2>&1
if cmp -s f1.out f2.out && grep -q 'filtered=' f1.out; then tap_ok "--jobs=2 with filters identical"
else tap_fail "--jobs=2 with filters identical"; fi

# more --jobs cases: each compared with the serial run (stdout, stderr, status)
same_as_serial() {   # NAME ARGS...: --jobs=3 gives exactly the serial output
    name=$1; shift
    trcrpt --jobs=1 "$@" > s.out 2> s.err; a=$?
    trcrpt --jobs=3 "$@" > p.out 2> p.err; b=$?
    if [ $a = $b ] && cmp -s s.out p.out && cmp -s s.err p.err; then tap_ok "--jobs: $name"
    else tap_fail "--jobs: $name (status $a/$b)"; fi
}
mk() { cat "$top_srcdir/templates/system.tmpl" > "$1"; printf '020 1.0 L=KERN "OTHER" O2.0 v=X4\n060 1.0 L=APPL "SHORT" O2.0 v=U4\n' >> "$1"; printf "$2" >> "$1"; }
mk stop.fmt '010 1.0 L=APPL "USER EVENT" O2.0 v=U4 $D1, 50000 { $STOP }\n'
mk state.fmt '010 1.0 L=APPL "USER EVENT" {{ $PID = 5 }} O2.0 v=U4 $EXECPATH\n'
mk faults.fmt '010 1.0 L=APPL "USER EVENT" O2.0 v=U4 U4\n'
mk lineno.fmt '010 1.0 L=APPL "USER EVENT" O2.0 v=U4 line=$LINENO\n'
same_as_serial "pagesize, columns, names" -t all.fmt -O pagesize=7,exec=on,pid=on,cpuid=on,svc=on big.trc
same_as_serial "\$STOP in a chunk" -t stop.fmt -d 010,060 big.trc
same_as_serial "set with cross-record state (serial fallback)" -t state.fmt -O pid=on,exec=on big.trc
same_as_serial "more than 20 faults of a kind (serial fallback)" -t faults.fmt --strict big.trc
same_as_serial "\$LINENO (serial fallback)" -t lineno.fmt big.trc
python3 - <<'PYEOF' 2>/dev/null || cp big.trc dmg.trc
import random
d = bytearray(open('big.trc', 'rb').read())
random.seed(7)
for i in range(40):
    p = random.randrange(200, len(d)); d[p] ^= 0xFF
for off in (1000000, 2000000, 3000000):
    for j in range(60): d[off + j] = 0xAB
open('dmg.trc', 'wb').write(d)
PYEOF
same_as_serial "damaged file (resyncs near split points)" -t all.fmt dmg.trc
head -c 3000000 big.trc > cut.trc
same_as_serial "truncated file, -p name and -C" -t all.fmt -p app -C 1,2 --color=always cut.trc

# progress: forced with --progress (stderr is not a terminal here), erased before the summary
trcrpt -t all.fmt --progress big.trc > p.out 2> p.err
cr=$(printf '\r')
if grep -q "${cr}trcrpt: [0-9]*% ([0-9]*/[0-9]* MiB)" p.err; then tap_ok "--progress draws the line"
else tap_fail "--progress draws the line" p.err; fi
if tr '\r' '\n' < p.err | grep -q '^ *$' && grep -q "${cr} *${cr}trcrpt: summary:" p.err && ! grep -q "MiB)trcrpt" p.err; then
    tap_ok "progress line erased before the summary"
else tap_fail "progress line erased before the summary" p.err; fi
trcrpt -t all.fmt --progress --no-progress big.trc > /dev/null 2> n.err
if ! grep -q "$cr" n.err; then tap_ok "--no-progress"; else tap_fail "--no-progress"; fi
trcrpt -t all.fmt big.trc > /dev/null 2> a.err
if ! grep -q "$cr" a.err && cmp -s a.err j1.err; then tap_ok "auto: no progress when stderr is not a terminal"
else tap_fail "auto: no progress when stderr is not a terminal"; fi
