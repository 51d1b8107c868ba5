#!/bin/sh
# bench/run.sh -- formats generated trclogs of 1M and 10M events (bench/gen_trclog) with
# the sample template set and prints events/s, ns/event and peak RSS of trcrpt writing
# to /dev/null.  Run from a build tree: `make bench` (or bench/run.sh BUILDDIR [COUNTS]).
set -eu
b=${1:-.}; shift || true
counts=${*:-1000000 10000000}
tmp=${TMPDIR:-/tmp}/trcfmt-bench.$$
mkdir -p "$tmp"; trap 'rm -rf "$tmp"' EXIT
printf '%-10s %10s %12s %10s %12s\n' events seconds events/s ns/event peakRSS_KiB
for n in $counts; do
    "$b/bench/gen_trclog" "$n" "$tmp/t.trc"
    /usr/bin/time -f '%e %M' -o "$tmp/time" "$b/tools/trcrpt" --quiet -t "$b/samples/sample.fmt" "$tmp/t.trc" > /dev/null
    read -r secs rss < "$tmp/time"
    awk -v n="$n" -v s="$secs" -v r="$rss" 'BEGIN { if (s <= 0) s = 0.001;
        printf "%-10d %10.2f %12.0f %10.1f %12d\n", n, s, n / s, s * 1e9 / n, r }'
    rm -f "$tmp/t.trc"
done
