#!/bin/sh
# tests/bench.sh -- bench/run.sh (`make bench`, bench/README.md) runs end to end on a small
# trace and prints every row and summary line it promises, with numbers in them: the
# bench is a user-facing command, and its shell and awk break silently otherwise.  No
# figure is judged (timings belong to bench/README.md, not to the test suite).
# bench/limit.sh likewise, and its same-work programs (bench/limit_*.c) still print
# trcrpt's bytes on every mix (cmp), so they cannot drift from what they are the limit of,
# and refuse a small trace's record that trcrpt would print otherwise.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 10
cd "$TMPDIR_T" || exit 1
if [ ! -x /usr/bin/time ]; then   # ./bootstrap installs it (Debian package time)
    for i in 1 2 3 4 5 6 7 8 9 10; do tap_ok "bench/run.sh # SKIP /usr/bin/time missing"; done
    exit 0
fi

out=bench.out
if BENCH_RUNS=1 BENCH_ROUNDS=2 TMPDIR="$TMPDIR_T" sh "$top_srcdir/bench/run.sh" "$top_builddir" 20000 > "$out" 2> bench.err; then
    tap_ok "bench/run.sh exits 0"
else
    cat bench.err >> "$out"
    tap_fail "bench/run.sh exits 0" "$out"
fi

# every row of the table, each with 7 columns and a positive events/s
pin=0
if command -v taskset > /dev/null && [ "$(nproc 2> /dev/null || echo 1)" -ge 2 ]; then pin=1; fi
rows="report nocols reader mix mix-j1 mix-j2 mix-j4 mix-auto mix-j2-walk json csv chrome perfetto json-j2 stats stats-span sync-j1 sync-j2"
[ "$pin" = 1 ] && rows="$rows j1-1cpu j2-1cpu j1-cpu1 pair-j1"
missing=
for r in $rows; do
    awk -v r="$r" '$1 == r && NF == 7 && $2 ~ /^[0-9]+$/ && $4 + 0 > 0 { f = 1 } END { exit !f }' "$out" || missing="$missing $r"
done
if [ -z "$missing" ]; then tap_ok "every table row, with a rate"; else echo "# missing:$missing"; tap_fail "every table row, with a rate" "$out"; fi

# the peak RSS table lists the same rows
missing=
for r in $rows; do
    sed -n '/^peak RSS (KiB) by row/,$p' "$out" | awk -v r="$r" '$1 == r && $2 + 0 > 0 { f = 1 } END { exit !f }' || missing="$missing $r"
done
if [ -z "$missing" ]; then tap_ok "peak RSS by row"; else echo "# missing:$missing"; tap_fail "peak RSS by row" "$out"; fi

# no arithmetic went wrong anywhere (awk prints nan or inf after a division by zero)
if grep -Ein '(^|[^a-z])(-?nan|-?inf)([^a-z]|$)' "$out" > bad.txt; then tap_fail "no nan or inf" bad.txt; else tap_ok "no nan or inf"; fi

# the --jobs lines: the bound per count, and the alternating rounds (pinned rows only)
if [ "$pin" = 1 ]; then
    tap_check "the --jobs=2 line per event count" grep -Eq '^--jobs=2 at 20000 events: [0-9.]+x one job; CPUs [0-9]+ and [0-9]+ both busy give [0-9.]+x' "$out"
    if grep -Eq '^--jobs=2 at 20000 events, 2 alternating rounds \(ms, best / median\): one job [0-9.]+ / [0-9.]+, --jobs=2 [0-9.]+ / [0-9.]+, one job on CPU [0-9]+ [0-9.]+ / [0-9.]+, on CPU [0-9]+ [0-9.]+ / [0-9.]+$' "$out" &&
       grep -Eq '^  speed-up [0-9.]+x \(best / best\), [0-9.]+x \(median of the rounds\); the slower CPU runs one job at [0-9.]+x the faster one.s speed; with the work of --jobs=2 \([0-9.]+x one job.s\) these two CPUs allow [0-9.]+x one job on the faster at best, of which --jobs=2 reached [0-9]+%$' "$out"; then
        tap_ok "the alternating rounds and their bound"
    else
        tap_fail "the alternating rounds and their bound" "$out"
    fi
else
    tap_ok "the --jobs=2 line per event count # SKIP taskset or a second CPU missing"
    tap_ok "the alternating rounds and their bound # SKIP taskset or a second CPU missing"
fi

# the same-work limit: every program prints trcrpt's bytes (cmp inside limit.sh), every row
lim=limit.out
if BENCH_RUNS=1 TMPDIR="$TMPDIR_T" sh "$top_srcdir/bench/limit.sh" "$top_builddir" 20000 > "$lim" 2> limit.err; then
    tap_ok "bench/limit.sh: every same-work program prints trcrpt's bytes"
else
    cat limit.err >> "$lim"
    tap_fail "bench/limit.sh: every same-work program prints trcrpt's bytes" "$lim"
fi
missing=
for r in sample nocols mix mix-w sync mix-rich mix-json mix-w-json sync-json; do
    awk -v r="$r" '$1 == r && NF == 8 && $8 == "same" && $5 + 0 > 0 && $7 ~ /^[0-9.]+x$/ { f = 1 } END { exit !f }' "$lim" || missing="$missing $r"
done
for o in json csv chrome; do
    for m in sample mix mix-w; do
        case $m-$o in mix-json | mix-w-json) continue ;; esac   # their own limit, above
        awk -v r="$m-$o" -v m="$m" '$1 == r && $8 == "vs" && $9 == m && $7 ~ /^[0-9.]+x$/ { f = 1 } END { exit !f }' "$lim" || missing="$missing $m-$o"
    done
done
awk '$1 == "mix-rich-json" && $8 == "vs" && $9 == "mix-rich" && $7 ~ /^[0-9.]+x$/ { f = 1 } END { exit !f }' "$lim" || missing="$missing mix-rich-json"
if [ -z "$missing" ]; then tap_ok "every limit row, with its ratio"; else echo "# missing:$missing"; tap_fail "every limit row, with its ratio" "$lim"; fi

# the same-work programs refuse (exit 1, a message, nothing on stdout) what trcrpt would
# print otherwise (bench/limit.h, lim_next): a NOTS record (trcrpt gives it the time before
# it), one of a foreign namespace (another hook ID), one out of time order (trcrpt sorts),
# an uncommitted one (skipped and reported).  Small traces by tools/trcasm, each the clean
# one with one record changed; the clean ones must print trcrpt's bytes, so a refusal is
# for that record.  mix: 3 records of bench/gen_mix (64-bit, little-endian); sample: 3 of
# bench/gen_trclog (32-bit, big-endian: no namespace, which needs the 64-bit layout).
mk() {   # NAME BYTEORDER ENV X1 X2 X3: a trace; Xi start record i's ev line
    n=$1 bo=$2 env=$3; shift 3
    {
        printf 'trcasm 1\nbyteorder %s\nenv %s\nstart 1709294400000000000 0\nrecords\n' "$bo" "$env"
        if [ "$bo" = little ]; then
            printf '%s\n' "ev $1 cpu=0 pid=3000 tid=7000 hw=4000001402000000 d=0000000000000003 buf=41020000000000002F6574632F70617373776400"
            printf '%s\n' "ev $2 cpu=1 pid=3001 tid=7001 hw=4000001C02100001 d=0000000000000004 buf=0110000000000000001000A0007F00002F6574632F70617373776400"
            printf '%s\n' "ev $3 cpu=2 pid=3002 tid=7002 hw=4000002002200002 d=00000000000003EA buf=02000000000000000200000000000000F2FFFFFFFFFFFFFF6B73776170643000"
        else
            printf '%s\n' "ev $1 cpu=0 pid=4242 tid=4242 hw=010E0000 d=00001092,00001F90,0A000001,00000000,00000000"
            printf '%s\n' "ev $2 cpu=1 pid=4242 tid=4243 hw=01100013 d=00000000 str=\"POST /api/v1/items\\0\""
            printf '%s\n' "ev $3 cpu=0 pid=4242 tid=4242 hw=012E0005 d=00000003,00000241,00000000,00000000,00000000"
        fi
    } > "$n.txt" && trcasm -o "$n.trc" "$n.txt"
}
: > refuse.txt
for k in mix sample; do
    if [ $k = mix ]; then bo=little env=64 t1=5090 t2=5197 t3=5321; else bo=big env=32 t1=1100 t2=1213 t3=1339; fi
    mk $k-clean "$bo" "$env" t=$t1 t=$t2 t=$t3 &&
    mk $k-nots "$bo" "$env" t=$t1 "t=$t2 ef=0x2" t=$t3 &&
    { [ $k = sample ] || mk $k-namespace "$bo" "$env" t=$t1 "t=$t2 ns=1" t=$t3; } &&
    mk $k-order "$bo" "$env" t=$t1 t=$t3 t=$t2 &&
    mk $k-uncommitted "$bo" "$env" t=$t1 "t=$t2 uncommitted" t=$t3 || echo "trcasm failed ($k)" >> refuse.txt
done
smp="$top_builddir/samples/sample.fmt"
while IFS='|' read -r k args prog; do
    # shellcheck disable=SC2086
    trcrpt --quiet --jobs=1 $args $k-clean.trc > want.out 2> want.err
    # shellcheck disable=SC2086
    "$top_builddir/bench/"$prog $k-clean.trc > got.out 2>&1 || echo "$prog: exit $? on $k-clean" >> refuse.txt
    cmp -s want.out got.out || echo "$prog: $k-clean: not trcrpt's bytes" >> refuse.txt
    for v in 'nots|a NOTS record' 'namespace|a foreign namespace' 'order|out of time order' 'uncommitted|an uncommitted record'; do
        [ "$k-${v%%|*}" != sample-namespace ] || continue
        # shellcheck disable=SC2086
        "$top_builddir/bench/"$prog $k-${v%%|*}.trc > got.out 2> got.err
        st=$?
        if [ $st != 1 ] || [ -s got.out ] || ! grep -q "${v#*|}" got.err; then
            echo "$prog: $k-${v%%|*}: exit $st, $(wc -c < got.out) bytes out; stderr: $(cat got.err)" >> refuse.txt
        fi
    done
done << EOF
mix|-t $top_srcdir/bench/mix.tmpl|limit_mix
mix|-t $top_srcdir/bench/mix-w.tmpl|limit_mix
mix|-t $top_srcdir/bench/mix-rich.tmpl|limit_rich
mix|--output=json -t $top_srcdir/bench/mix.tmpl|limit_json
sample|-t $smp|limit_sample
sample|-h -O ids=off,timestamp=3 -t $smp|limit_sample -n
EOF
if [ -s refuse.txt ]; then tap_fail "the same-work programs refuse NOTS, a namespace, disorder, uncommitted" refuse.txt
else tap_ok "the same-work programs refuse NOTS, a namespace, disorder, uncommitted"; fi

# a same-work program that no longer prints trcrpt's bytes fails the bench: here trcrpt
# runs the mix with one label changed (the rows mix, sync and mix-json, sync-json)
sed 's/"OPEN"/"OPENED"/' "$top_srcdir/bench/mix.tmpl" > drift.tmpl
if LIMIT_MIXT=drift.tmpl BENCH_RUNS=1 TMPDIR="$TMPDIR_T" sh "$top_srcdir/bench/limit.sh" "$top_builddir" 2000 > drift.out 2>&1; then
    tap_fail "a difference from trcrpt fails bench/limit.sh" drift.out
elif grep -q '^limit: mix: trcrpt and bench/limit_mix DIFFER' drift.out &&
     grep -q '^limit: mix-json: trcrpt and bench/limit_json DIFFER' drift.out &&
     awk '$1 == "mix" || $1 == "mix-json" { if ($NF == "DIFFERS") f++ }
          ($1 == "mix-w" || $1 == "mix-w-json") && $NF != "same" { f = 0; exit }
          END { exit f != 2 }' drift.out; then
    tap_ok "a difference from trcrpt fails bench/limit.sh"
else
    tap_fail "a difference from trcrpt fails bench/limit.sh" drift.out
fi
[ "$tap_failed" = 0 ]
