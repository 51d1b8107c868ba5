#!/bin/sh
# tests/where.sh -- trcrpt --where (docs/where.md) on a generated 3,000-record trace with
# sync markers: --jobs=2 gives output identical to --jobs=1 for every output kind and for
# -r, with a before-formatting and an after-formatting predicate; the summary counts the
# rejected records as filtered.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 11
cd "$TMPDIR_T" || exit 1
cp "$top_srcdir/tests/fixtures/mixed.fmt" w.fmt
awk 'BEGIN {
    print "trcasm 1"; print "byteorder big"; print "env 32"; print "timebase 1 1"
    print "start 1709294400000000000 0"; print "cpus 2"; print "syncinterval 64"; print "records"
    split("10 11 12 13 15 16", k, " "); t = 0
    for (i = 0; i < 3000; i++) {
        t += 1 + (i * 7919) % 997
        printf "ev t=%d cpu=%d pid=%d tid=43 hw=0%sC0000 d=%08X,%08X,000001ED\n", t, (i * 13) % 2,
               (i % 3) ? 42 : 7, k[1 + (i * 31) % 6], (i * 17) % 21, (i * 11) % 10
    }
}' > big.txt
if trcasm -o big.trc big.txt; then tap_ok "trace with sync markers"; else tap_fail "trace with sync markers"; fi
for w in 'id == "013" && pid == 7 || id == "010" && cpu == 0' 'fd > 10 && fields.fd#2 < 5 || n =~ /^1/'; do
    for o in text json csv chrome; do
        trcrpt --jobs=1 -t w.fmt --output=$o --where "$w" big.trc > j1.out 2> j1.err; s1=$?
        trcrpt -t w.fmt --output=$o --where "$w" --jobs=2 big.trc > j2.out 2> j2.err; s2=$?
        if [ $s1 = 0 ] && [ $s2 = 0 ] && [ -s j1.out ] && cmp -s j1.out j2.out && cmp -s j1.err j2.err; then
            tap_ok "--jobs=2 identical to --jobs=1: --output=$o --where '$w'"
        else tap_fail "--jobs=2 identical to --jobs=1: --output=$o --where '$w'"; fi
    done
done
trcrpt --jobs=1 -t w.fmt -r -o r1.trc --where 'fd == 5' big.trc 2> r1.err
trcrpt -t w.fmt -r -o r2.trc --where 'fd == 5' --jobs=2 big.trc 2> r2.err
if cmp -s r1.trc r2.trc && cmp -s r1.err r2.err && [ -s r1.trc ]; then tap_ok "-r with --where: --jobs=2 identical"
else tap_fail "-r with --where: --jobs=2 identical"; fi
# the kept records plus the filtered ones are all the events
trcrpt -t w.fmt --where 'fd == 5' big.trc > /dev/null 2> s.err
kept=$(trcrpt -h --quiet -t w.fmt --where 'fd == 5' big.trc | wc -l)
if grep -q "^trcrpt: summary: events=3000 printed=$kept filtered=$((3000 - kept)) " s.err && [ "$kept" -gt 0 ]; then
    tap_ok "summary: printed $kept + filtered = 3000 events"
else tap_fail "summary counts filtered records"; cat s.err; fi
exit $((tap_failed > 0))
