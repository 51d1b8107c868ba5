#!/bin/sh
# tests/bench.sh -- bench/run.sh (`make bench`, bench/README.md) runs end to end on a small
# trace and prints every row and summary line it promises, with numbers in them: the
# bench is a user-facing command, and its shell and awk break silently otherwise.  No
# figure is judged (timings belong to bench/README.md, not to the test suite).
# bench/limit.sh likewise, and its same-work programs (bench/limit_*.c) still print
# trcrpt's bytes on every mix (cmp), so they cannot drift from what they are the limit of.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 9
cd "$TMPDIR_T" || exit 1
if [ ! -x /usr/bin/time ]; then   # ./bootstrap installs it (Debian package time)
    for i in 1 2 3 4 5 6 7 8 9; do tap_ok "bench/run.sh # SKIP /usr/bin/time missing"; done
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
