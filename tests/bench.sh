#!/bin/sh
# tests/bench.sh -- bench/run.sh (`make bench`, bench/README.md) runs end to end on a small
# trace and prints every row and summary line it promises, with numbers in them: the
# bench is a user-facing command, and its shell and awk break silently otherwise.  No
# figure is judged (timings belong to bench/README.md, not to the test suite).
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 6
cd "$TMPDIR_T" || exit 1
if [ ! -x /usr/bin/time ]; then   # ./bootstrap installs it (Debian package time)
    for i in 1 2 3 4 5 6; do tap_ok "bench/run.sh # SKIP /usr/bin/time missing"; done
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
rows="report nocols reader mix mix-j1 mix-j2 mix-j4 mix-auto mix-j2-walk json csv chrome json-j2 sync-j1 sync-j2"
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
[ "$tap_failed" = 0 ]
