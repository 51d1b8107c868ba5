#!/bin/sh
# bench/limit.sh -- trcrpt against the same-work limit (bench/README.md, "The same-work
# limit"): for each bench mix, a hand-written C program (bench/limit_sample.c,
# bench/limit_mix.c, bench/limit_rich.c; bench/limit_json.c for the mix's JSON Lines)
# prints the same bytes as trcrpt for that mix's templates and trace.
# Each pair's outputs are compared with cmp first (a difference is reported and makes the
# script exit 1 after the table); then one row per mix:
#   sample   trcrpt --quiet -t samples/sample.fmt on bench/gen_trclog's trace
#   nocols   the same with -h -O ids=off,timestamp=3 (limit_sample -n)
#   mix      trcrpt --quiet -t bench/mix.tmpl on bench/gen_mix's trace (G16: right on
#            64-bit entries only)
#   mix-w    the same trace with bench/mix-w.tmpl (W2: the portable form; same output)
#   sync     bench/mix.tmpl on the mix rewritten by trcrpt -r (sync markers)
#   mix-rich bench/mix-rich.tmpl on the mix's trace (SWITCH, BITFLAGS, LOOP, << >> macro,
#            expression, subroutine: limit_rich)
#   mix-json, mix-w-json, sync-json
#            --output=json of mix, mix-w and sync (limit_json: the same JSON Lines)
# and the other structured outputs, quoted against the text limit of the same trace (they
# print more, so the ratio says how far they are from what text costs at the limit):
#   sample-json/csv/chrome, mix-csv/chrome, mix-w-csv/chrome, mix-rich-json
# Columns: trcrpt's and the limit's wall seconds (best of $BENCH_RUNS, default 3, the two
# run in alternation; trcrpt with --jobs=1, as a file of 48 MiB or more gets two threads
# by default) and their ratio; with --callgrind also instructions per event (callgrind,
# 100k events) and their ratio, which is the figure to judge by (wall time is noisy on a
# shared machine).
#
# usage: bench/limit.sh [--callgrind] [BUILDDIR [N]]   (N: events for the wall rows, default
# 1000000; `make bench` runs it with --callgrind)
# LIMIT_MIXT: the templates of the rows mix, sync and their structured outputs (default
# bench/mix.tmpl; tests/bench.sh uses it to check that a difference is caught)
set -eu
cg=0
if [ "${1:-}" = --callgrind ]; then cg=1; shift; fi
b=${1:-.}
n=${2:-1000000}
runs=${BENCH_RUNS:-3}
src=$(cd "$(dirname "$0")/.." && pwd)
tmpl="$b/samples/sample.fmt"
mixt=${LIMIT_MIXT:-$src/bench/mix.tmpl}
mixw="$src/bench/mix-w.tmpl"
mixr="$src/bench/mix-rich.tmpl"
rpt="$b/tools/trcrpt"
tmp=${TMPDIR:-/tmp}/trcfmt-limit.$$
mkdir -p "$tmp"; trap 'rm -rf "$tmp"' EXIT
if [ "$cg" = 1 ] && ! command -v valgrind > /dev/null; then
    echo "bench/limit.sh: valgrind not installed: instructions/event skipped"
    cg=0
fi

# traces COUNT DIR: the three traces of COUNT events in DIR
traces() {
    mkdir -p "$2"
    "$b/bench/gen_trclog" "$1" "$2/s.trc"
    "$b/bench/gen_mix" "$1" "$2/m.trc"
    "$rpt" --quiet -r -t "$src/bench/mix.tmpl" -o "$2/r.trc" "$2/m.trc"
}

# The rows: NAME|TRACE|TRCRPT ARGS|LIMIT PROGRAM AND ARGS ("-" for a structured output:
# its ratio is to the text limit of the row named after ':').
rows="sample|s.trc|-t $tmpl|limit_sample
nocols|s.trc|-h -O ids=off,timestamp=3 -t $tmpl|limit_sample -n
mix|m.trc|-t $mixt|limit_mix
mix-w|m.trc|-t $mixw|limit_mix
sync|r.trc|-t $mixt|limit_mix
mix-rich|m.trc|-t $mixr|limit_rich"
for o in json csv chrome; do
    rows="$rows
sample-$o|s.trc|--output=$o -t $tmpl|-:sample"
    if [ "$o" = json ]; then
        rows="$rows
mix-json|m.trc|--output=json -t $mixt|limit_json
mix-w-json|m.trc|--output=json -t $mixw|limit_json
sync-json|r.trc|--output=json -t $mixt|limit_json"
    else
        rows="$rows
mix-$o|m.trc|--output=$o -t $mixt|-:mix
mix-w-$o|m.trc|--output=$o -t $mixw|-:mix-w"
    fi
done
rows="$rows
mix-rich-json|m.trc|--output=json -t $mixr|-:mix-rich"

now() { date +%s%N; }
# best1 CMD...: wall ns of one run, stdout to /dev/null
best1() {
    t0=$(now); "$@" > /dev/null; t1=$(now)
    echo $((t1 - t0))
}
# best CMD...: best wall ns of $runs runs
best() {
    bt=; j=0
    while [ "$j" -lt "$runs" ]; do
        t=$(best1 "$@")
        if [ -z "$bt" ] || [ "$t" -lt "$bt" ]; then bt=$t; fi
        j=$((j + 1))
    done
    echo "$bt"
}
# ir COUNT CMD...: instructions per event under callgrind
ir() {
    c=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null |
        awk -v n="$c" '/Collected :/ { printf "%.0f", $NF / n }'
}

traces "$n" "$tmp/w"
cgn=100000
[ "$cg" = 0 ] || traces "$cgn" "$tmp/c"
bad=0
: > "$tmp/res"
echo "$rows" | while IFS='|' read -r name tr args lim; do
    # shellcheck disable=SC2086
    set -- $args
    ref=${lim#-:}
    if [ "${lim#-}" = "$lim" ]; then
        ref=$name
        # shellcheck disable=SC2086
        set -- $lim
        prog="$b/bench/$1"; shift
        # the outputs must be the same bytes, on the wall trace and on the callgrind one
        for d in w c; do
            [ -f "$tmp/$d/$tr" ] || continue
            # shellcheck disable=SC2086
            "$rpt" --quiet --jobs=1 $args "$tmp/$d/$tr" > "$tmp/a.out"
            "$prog" "$@" "$tmp/$d/$tr" > "$tmp/b.out"
            if ! cmp "$tmp/a.out" "$tmp/b.out" > "$tmp/cmp" 2>&1; then
                echo "limit: $name: trcrpt and bench/$(basename "$prog")${*:+ $*} DIFFER ($(cat "$tmp/cmp"))"
                echo "$name DIFFERS" >> "$tmp/res"
            fi
        done
        # wall: trcrpt and the limit in alternation, so that both meet the same phases of
        # a shared machine
        lw= tw= i=0
        while [ "$i" -lt "$runs" ]; do
            # shellcheck disable=SC2086
            t=$(best1 "$rpt" --quiet --jobs=1 $args "$tmp/w/$tr")
            if [ -z "$tw" ] || [ "$t" -lt "$tw" ]; then tw=$t; fi
            t=$(best1 "$prog" "$@" "$tmp/w/$tr")
            if [ -z "$lw" ] || [ "$t" -lt "$lw" ]; then lw=$t; fi
            i=$((i + 1))
        done
        li=-
        [ "$cg" = 0 ] || li=$(ir "$cgn" "$prog" "$@" "$tmp/c/$tr")
        echo "$name limit $lw $li" >> "$tmp/res"
    fi
    # shellcheck disable=SC2086
    [ "$ref" = "$name" ] || tw=$(best "$rpt" --quiet --jobs=1 $args "$tmp/w/$tr")
    ti=-
    # shellcheck disable=SC2086
    [ "$cg" = 0 ] || ti=$(ir "$cgn" "$rpt" --quiet --jobs=1 $args "$tmp/c/$tr")
    echo "$name trcrpt $tw $ti $ref" >> "$tmp/res"
done
grep -q DIFFERS "$tmp/res" && bad=1
echo "same-work limit: trcrpt --jobs=1 against bench/limit_*.c (same output bytes, cmp)"
if [ "$cg" = 1 ]; then how="instructions/event: callgrind on $cgn events"; else how="instructions/event: - (run with --callgrind)"; fi
echo "  wall: best of $runs on $n events; $how"
awk '
    $2 == "limit" { lw[$1] = $3; li[$1] = $4 }
    $2 == "trcrpt" { order[++k] = $1; tw[$1] = $3; ti[$1] = $4; ref[$1] = $5 }
    $2 == "DIFFERS" { bad[$1] = 1 }
    function rat(a, b) { return (a == "-" || b == "-" || b + 0 == 0) ? "-" : sprintf("%.2fx", a / b) }
    END {
        printf "%-14s %10s %10s %8s %10s %10s %8s  %s\n", "row", "trcrpt_Ir", "limit_Ir", "Ir_ratio", "trcrpt_s", "limit_s", "wall", "output"
        for (i = 1; i <= k; i++) {
            r = order[i]; l = ref[r]
            printf "%-14s %10s %10s %8s %10.3f %10.3f %8s  %s\n", r, ti[r], li[l], rat(ti[r], li[l]),
                tw[r] / 1e9, lw[l] / 1e9, rat(tw[r], lw[l]),
                r == l ? (bad[r] ? "DIFFERS" : "same") : "vs " l " text limit"
        }
    }' "$tmp/res"
exit "$bad"
