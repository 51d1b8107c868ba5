#!/bin/sh
# bench/tmplset.sh -- loading and checking template sets (docs/templates.md): a directory of
# 5,000 per-hook files and the same 5,000 stanzas in one file, `trcrpt -c`, best of
# $BENCH_RUNS (default 5) wall times and the peak RSS; with valgrind, instructions too.
# usage: bench/tmplset.sh [BUILDDIR]
set -eu
b=${1:-.}
runs=${BENCH_RUNS:-5}
tmp=${TMPDIR:-/tmp}/trcfmt-tmplset.$$
mkdir -p "$tmp/d"; trap 'rm -rf "$tmp"' EXIT
awk -v dir="$tmp/d" 'BEGIN {
    for (i = 0; i < 5000; i++) {
        id = sprintf("%X", 4096 + i)
        s = id " 1.0 L=APPL \"EV" i "\" fd=$D1%D4 len=$D2%U4 {{ $x = $D3 * 2 }} x=$x%D1 $D4, 0 zero, \\* other\n"
        printf "%s", s > (dir "/" id ".tmpl"); close(dir "/" id ".tmpl")
        printf "%s", s > (dir "/../one.fmt")
    }
}'
best() {
    bt=; rss=0; i=0
    while [ $i -lt "$runs" ]; do
        t0=$(date +%s%N)
        /usr/bin/time -f '%M' -o "$tmp/rss" "$b/tools/trcrpt" -c "$@" 2> /dev/null || true
        t1=$(date +%s%N); t=$(( (t1 - t0) / 1000 ))
        if [ -z "$bt" ] || [ $t -lt $bt ]; then bt=$t; rss=$(tail -n 1 "$tmp/rss"); fi
        i=$((i + 1))
    done
    printf '%-32s %6d.%03d ms  peak RSS %6d KiB' "$1 $2" $((bt / 1000)) $((bt % 1000)) "$rss"
    if command -v valgrind > /dev/null; then
        ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$b/tools/trcrpt" -c "$@" 2>&1 | awk '/Collected/ {print $4}')
        printf '  %d M instructions' $((ir / 1000000))
    fi
    echo
}
best -t "$tmp/d"
best -t "$tmp/one.fmt"
