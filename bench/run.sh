#!/bin/sh
# bench/run.sh -- trcrpt throughput on generated trclogs (bench/gen_trclog) with the sample
# template set.  For each event count it prints, best of $BENCH_RUNS runs (default 3):
#   report   trcrpt --quiet -t samples/sample.fmt LOG > /dev/null   (the headline figure)
#   nocols   the same with -h -O ids=off,timestamp=3: no fixed columns (VM + event text)
#   reader   bench/read_trclog LOG: the trclog reader alone
#   mix      trcrpt --quiet -t bench/mix.tmpl MIXLOG: the second mix (bench/gen_mix)
#   mix-j1 mix-j2 mix-j4 mix-auto   the mix with --jobs=1, 2, 4, auto (the sample set has
#            cross-record state, pidinstall and timers, so --jobs formats it serially)
#   mix-j2-walk   --jobs=2 without speculative chunks (TRCFMT_JOBS_SPEC=0): the pipeline
#            and its cutting walk alone (docs/report.md)
#   json csv chrome perfetto   the mix with --output=KIND;  json-j2   json with --jobs=2
#   stats    the mix with --stats (tables instead of the listing: set beside mix);
#   stats-span   --stats=spans,hist with a --span (020 to 021, KEY env: every one pairs),
#            grouped by --stats-by=cpu
#   sync-j1 sync-j2   the mix rewritten by trcrpt -r (a sync marker every MiB) with
#            --jobs=1 and --jobs=2
#   j1-1cpu j2-1cpu   the mix with --jobs=1 and --jobs=2 pinned to one CPU (taskset): the
#            second is all the work of two jobs, so their ratio is what --jobs adds
#   j1-cpu1  the mix with --jobs=1 pinned to the second CPU (j1-1cpu is on the first):
#            whether the two CPUs run it at the same speed (a shared host's may not)
#   pair-j1  two --jobs=1 runs side by side, each pinned to a CPU of its own (2N events):
#            what the machine's first two CPUs give when both are busy.  Two cores give
#            about twice the events/s of mix-j1; two hardware threads of one core (SMT)
#            much less.  The end prints the bound these rows put on --jobs=2.
#   then, for the last count, $BENCH_ROUNDS (default 7) alternating rounds of the mix with
#   one job unpinned, --jobs=2, and one job pinned to each CPU: the --jobs=2 speed-up with
#   both in the same phase of a shared host, and the bound the two CPUs' speeds set.
#   bt2      babeltrace2 on the same events as a CTF trace (bench/gen_ctf), text output,
#            when babeltrace2 is installed (the row is skipped with a note otherwise)
# with events/s and ns/event from wall time, CPU ns/event (user + system time, which a
# busy shared machine disturbs far less) and peak RSS; then whether RSS grew with the
# trace length.
# --callgrind adds instructions per event (valgrind --tool=callgrind, 100k events; slow
# but repeatable on a noisy machine; all threads counted for --jobs), with report-i and
# mix-i: the same runs with --no-fuse (every template interpreted).  See bench/README.md.
#
# Counts: 1M events, plus 10M when BENCH_10M=1 (the 10M rows take minutes on a shared
# machine), or the COUNTS given.
#
# usage: bench/run.sh [--callgrind] [BUILDDIR [COUNTS...]]   (`make bench` runs it with
# --callgrind, then bench/where.sh and bench/tmplset.sh)
set -eu
cg=0
if [ "${1:-}" = --callgrind ]; then cg=1; shift; fi
b=${1:-.}; shift || true
if [ "${BENCH_10M:-0}" = 1 ]; then counts=${*:-1000000 10000000}; else counts=${*:-1000000}; fi
runs=${BENCH_RUNS:-3}
tmpl="$b/samples/sample.fmt"
src=$(cd "$(dirname "$0")/.." && pwd)
mixt="$src/bench/mix.tmpl"
tmp=${TMPDIR:-/tmp}/trcfmt-bench.$$
mkdir -p "$tmp"; trap 'rm -rf "$tmp"' EXIT

now() { date +%s%N; }

# measure NAME N CMD...: best wall time of $runs runs (stdout to /dev/null), the lowest
# CPU time (user + sys) and the peak RSS of the fastest run; prints one table row (for
# N x $per events: a run of two traces sets per=2), remembers the RSS in $rss and
# appends "NAME N RSS" to $tmp/rss and "NAME N WALL_NS" to $tmp/wall.
measure() {
    name=$1; n=$2; shift 2
    best=; cpu=; rss=0
    i=0
    while [ "$i" -lt "$runs" ]; do
        t0=$(now)
        /usr/bin/time -f '%M %U %S' -o "$tmp/time" "$@" > /dev/null
        t1=$(now)
        ns=$((t1 - t0))
        read -r m u sy < "$tmp/time"
        c=$(awk -v u="$u" -v s="$sy" 'BEGIN { printf "%.0f", (u + s) * 1e9 }')
        if [ -z "$best" ] || [ "$ns" -lt "$best" ]; then best=$ns; rss=$m; fi
        if [ -z "$cpu" ] || [ "$c" -lt "$cpu" ]; then cpu=$c; fi
        i=$((i + 1))
    done
    echo "$name $n $best" >> "$tmp/wall"
    awk -v w="$name" -v n="$((n * per))" -v t="$best" -v c="$cpu" -v r="$rss" 'BEGIN {
        printf "%-8s %10d %9.3f %12.0f %9.1f %9.1f %12d\n", w, n, t / 1e9, n / (t / 1e9), t / n, c / n, r }'
    echo "$name $n $rss" >> "$tmp/rss"
}

# rounds N LOG: $BENCH_ROUNDS alternating rounds of the mix: one job, --jobs=2, one job on
# CPU $cpu0, one job on CPU $cpu1 (a round takes a few seconds at most, so its runs meet
# the same phase of a shared host: the speed of a virtual CPU can change from one minute
# to the next).  Prints the best and median of each, the median of the rounds' speed-ups
# and what the two CPUs allow: --jobs=2 does j2-1cpu/j1-1cpu times one job's work, which
# two CPUs of these speeds finish at best in that work / (1/cpu0 + 1/cpu1).
rounds() {
    rn=$1; rlog=$2; k=0
    : > "$tmp/rounds"
    while [ "$k" -lt "${BENCH_ROUNDS:-7}" ]; do
        for c in j1 j2 c0 c1; do
            case $c in
                j1) set -- "$b/tools/trcrpt" --jobs=1 ;;
                j2) set -- "$b/tools/trcrpt" --jobs=2 ;;
                c0) set -- taskset -c "$cpu0" "$b/tools/trcrpt" --jobs=1 ;;
                c1) set -- taskset -c "$cpu1" "$b/tools/trcrpt" --jobs=1 ;;
            esac
            t0=$(now)
            "$@" --quiet -t "$mixt" "$rlog" > /dev/null
            t1=$(now)
            echo "$c $k $((t1 - t0))" >> "$tmp/rounds"
        done
        k=$((k + 1))
    done
    awk -v n="$rn" -v c0="$cpu0" -v c1="$cpu1" -v wf="$tmp/wall" '
        function sort(a, m,   i, j, x) { for (i = 2; i <= m; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x } }
        function med(a, m) { sort(a, m); return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2 }
        { t[$1, $2] = $3 / 1e6; if ($2 + 1 > r) r = $2 + 1 }
        END {
            while ((getline l < wf) > 0) { split(l, f, " "); if (f[2] == n) w[f[1]] = f[3] }
            split("j1 j2 c0 c1", cs, " ")
            for (i = 1; i <= 4; i++) { for (k = 0; k < r; k++) v[k + 1] = t[cs[i], k]; sort(v, r); best[cs[i]] = v[1]; md[cs[i]] = med(v, r) }
            for (k = 0; k < r; k++) q[k + 1] = t["j1", k] / t["j2", k]
            printf "--jobs=2 at %d events, %d alternating rounds (ms, best / median): one job %.1f / %.1f, --jobs=2 %.1f / %.1f, one job on CPU %s %.1f / %.1f, on CPU %s %.1f / %.1f\n", n, r, best["j1"], md["j1"], best["j2"], md["j2"], c0, best["c0"], md["c0"], c1, best["c1"], md["c1"]
            printf "  speed-up %.2fx (best / best), %.2fx (median of the rounds)", best["j1"] / best["j2"], med(q, r)
            if (w["j1-1cpu"] && w["j2-1cpu"]) {
                wk = w["j2-1cpu"] / w["j1-1cpu"]
                fast = best["c0"] < best["c1"] ? best["c0"] : best["c1"]
                bound = wk / (1 / best["c0"] + 1 / best["c1"])
                printf "; the slower CPU runs one job at %.2fx the faster one'"'"'s speed; with the work of --jobs=2 (%.2fx one job'"'"'s) these two CPUs allow %.2fx one job on the faster at best, of which --jobs=2 reached %.0f%%", (best["c0"] < best["c1"] ? best["c0"] / best["c1"] : best["c1"] / best["c0"]), wk, fast / bound, 100 * bound / best["j2"]
            }
            printf "\n" }' "$tmp/rounds"
}

bt2=
if command -v babeltrace2 > /dev/null; then bt2=babeltrace2; fi

echo "machine: $(nproc) online CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
# the first two CPUs this process may run on, for the pinned rows (taskset, 2 CPUs or more)
pin= cpu0= cpu1=
if command -v taskset > /dev/null; then
    set -- $(taskset -c -p $$ 2>/dev/null | sed 's/.*: //' | tr ',' ' ' |
             awk '{ for (i = 1; i <= NF; i++) { n = split($i, r, "-"); if (n == 1) r[2] = r[1]
                    for (c = r[1]; c <= r[2]; c++) printf "%d ", c } }')
    if [ $# -ge 2 ]; then pin=1; cpu0=$1; cpu1=$2; fi
fi
[ -n "$pin" ] || echo "pinned rows skipped: taskset missing or fewer than 2 CPUs"
: > "$tmp/wall"
per=1
printf '%-8s %10s %9s %12s %9s %9s %12s\n' what events seconds events/s ns/event cpu_ns/ev peakRSS_KiB
first_rss=; last_rss=; first_n=; last_n=
for last_count in $counts; do :; done
for n in $counts; do
    "$b/bench/gen_trclog" "$n" "$tmp/t.trc"
    measure report "$n" "$b/tools/trcrpt" --quiet -t "$tmpl" "$tmp/t.trc"
    [ -n "$first_rss" ] || { first_rss=$rss; first_n=$n; }
    last_rss=$rss; last_n=$n
    measure nocols "$n" "$b/tools/trcrpt" --quiet -h -O ids=off,timestamp=3 -t "$tmpl" "$tmp/t.trc"
    measure reader "$n" "$b/bench/read_trclog" "$tmp/t.trc"
    rm -f "$tmp/t.trc"
    "$b/bench/gen_mix" "$n" "$tmp/m.trc"
    measure mix "$n" "$b/tools/trcrpt" --quiet -t "$mixt" "$tmp/m.trc"
    for j in 1 2 4 auto; do
        nm=mix-j$j
        [ "$j" = auto ] && nm=mix-auto
        measure "$nm" "$n" "$b/tools/trcrpt" --quiet --jobs=$j -t "$mixt" "$tmp/m.trc"
    done
    measure mix-j2-walk "$n" env TRCFMT_JOBS_SPEC=0 "$b/tools/trcrpt" --quiet --jobs=2 -t "$mixt" "$tmp/m.trc"
    for o in json csv chrome perfetto; do
        measure "$o" "$n" "$b/tools/trcrpt" --quiet --output=$o -t "$mixt" "$tmp/m.trc"
    done
    measure json-j2 "$n" "$b/tools/trcrpt" --quiet --output=json --jobs=2 -t "$mixt" "$tmp/m.trc"
    measure stats "$n" "$b/tools/trcrpt" --quiet --stats -t "$mixt" "$tmp/m.trc"
    measure stats-span "$n" "$b/tools/trcrpt" --quiet --stats=spans,hist --span s=020,021,env --stats-by=cpu -t "$mixt" "$tmp/m.trc"
    if [ -n "$pin" ]; then
        measure j1-1cpu "$n" taskset -c "$cpu0" "$b/tools/trcrpt" --quiet --jobs=1 -t "$mixt" "$tmp/m.trc"
        measure j2-1cpu "$n" taskset -c "$cpu0" "$b/tools/trcrpt" --quiet --jobs=2 -t "$mixt" "$tmp/m.trc"
        measure j1-cpu1 "$n" taskset -c "$cpu1" "$b/tools/trcrpt" --quiet --jobs=1 -t "$mixt" "$tmp/m.trc"
        per=2
        measure pair-j1 "$n" sh -c 'taskset -c "$1" "$3" --quiet --jobs=1 -t "$4" "$5" > /dev/null &
            taskset -c "$2" "$3" --quiet --jobs=1 -t "$4" "$5"; wait' sh "$cpu0" "$cpu1" \
            "$b/tools/trcrpt" "$mixt" "$tmp/m.trc"
        per=1
    fi
    [ -z "$pin" ] || [ "$n" != "$last_count" ] || rounds "$n" "$tmp/m.trc"
    "$b/tools/trcrpt" --quiet -r -t "$mixt" -o "$tmp/r.trc" "$tmp/m.trc"
    rm -f "$tmp/m.trc"
    measure sync-j1 "$n" "$b/tools/trcrpt" --quiet --jobs=1 -t "$mixt" "$tmp/r.trc"
    measure sync-j2 "$n" "$b/tools/trcrpt" --quiet --jobs=2 -t "$mixt" "$tmp/r.trc"
    rm -f "$tmp/r.trc"
    if [ -n "$bt2" ]; then
        "$b/bench/gen_ctf" "$n" "$tmp/ctf"
        measure bt2 "$n" babeltrace2 "$tmp/ctf"
        rm -rf "$tmp/ctf"
    fi
done
echo "peak RSS (KiB) by row and event count:"
awk '{ if (!($1 in seen)) { seen[$1] = 1; order[++k] = $1 } r[$1, $2] = $3; if (!($2 in cs)) { cs[$2] = 1; cl[++m] = $2 } }
     END { printf "  %-8s", "row"; for (j = 1; j <= m; j++) printf " %12s", cl[j]; printf "\n"
           for (i = 1; i <= k; i++) { printf "  %-8s", order[i]; for (j = 1; j <= m; j++) printf " %12s", r[order[i], cl[j]]; printf "\n" } }' "$tmp/rss"
if [ "$first_n" != "$last_n" ]; then
    awk -v a="$first_rss" -v b="$last_rss" -v na="$first_n" -v nb="$last_n" 'BEGIN {
        g = (b - a) * 100.0 / a
        printf "peak RSS %d KiB at %d events, %d KiB at %d events (%+.1f%%): %s\n", a, na, b, nb, g,
               (g < 10 && g > -10) ? "flat" : "GROWS WITH THE TRACE" }'
fi

if [ -n "$pin" ]; then
    # per event count: the --jobs=2 speed-up measured, what two busy CPUs give, and the
    # bound of --jobs=2 on two independent cores (all its work split evenly in two)
    awk -v c0="$cpu0" -v c1="$cpu1" '{ t[$1, $2] = $3; if ($1 == "mix-j1") ns[++k] = $2 }
        END { for (i = 1; i <= k; i++) { n = ns[i]
            printf "--jobs=2 at %d events: %.2fx one job; CPUs %s and %s both busy give %.2fx one (2 for two cores);", n, t["mix-j1", n] / t["mix-j2", n], c0, c1, 2 * t["j1-1cpu", n] / t["pair-j1", n]
            printf " its work on one CPU is %.2fx one job'"'"'s, so on two independent cores it would run %.2fx\n", t["j2-1cpu", n] / t["j1-1cpu", n], 2 * t["j1-1cpu", n] / t["j2-1cpu", n] } }' "$tmp/wall"
fi

if [ -n "$bt2" ]; then
    echo "bt2: $(babeltrace2 --version 2>/dev/null | head -n 1), text output of the mix's events as CTF (bench/gen_ctf)"
else
    echo "babeltrace2: not installed (bt2 row skipped; Debian: apt-get install babeltrace2)"
fi

if [ "$cg" = 1 ] && ! command -v valgrind > /dev/null; then
    echo "callgrind: valgrind not installed (instructions/event skipped)"
    cg=0
fi
if [ "$cg" = 1 ]; then
    n=100000
    "$b/bench/gen_trclog" "$n" "$tmp/c.trc"
    # ir NAME CMD...: instructions (Ir) per event under callgrind
    ir() {
        name=$1; shift
        valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$@" > /dev/null 2> "$tmp/cg.err"
        awk -v w="$name" -v n="$n" '/Collected :/ { printf "%-10s %10d %12.0f instructions/event (callgrind)\n", w, n, $NF / n }' "$tmp/cg.err"
    }
    ir report "$b/tools/trcrpt" --quiet -t "$tmpl" "$tmp/c.trc"
    ir report-i "$b/tools/trcrpt" --quiet --no-fuse -t "$tmpl" "$tmp/c.trc"
    ir nocols "$b/tools/trcrpt" --quiet -h -O ids=off,timestamp=3 -t "$tmpl" "$tmp/c.trc"
    ir reader "$b/bench/read_trclog" "$tmp/c.trc"
    for o in json csv chrome perfetto; do ir "$o" "$b/tools/trcrpt" --quiet --output=$o -t "$tmpl" "$tmp/c.trc"; done
    "$b/bench/gen_mix" "$n" "$tmp/m.trc"
    ir mix "$b/tools/trcrpt" --quiet -t "$mixt" "$tmp/m.trc"
    ir mix-i "$b/tools/trcrpt" --quiet --no-fuse -t "$mixt" "$tmp/m.trc"
    for j in 1 2 4; do ir "mix-j$j" "$b/tools/trcrpt" --quiet --jobs=$j -t "$mixt" "$tmp/m.trc"; done
    for o in json csv chrome perfetto; do ir "mix-$o" "$b/tools/trcrpt" --quiet --output=$o -t "$mixt" "$tmp/m.trc"; done
    ir mix-stats "$b/tools/trcrpt" --quiet --stats -t "$mixt" "$tmp/m.trc"
    # the same records with SWITCH, BITFLAGS, LOOPs, a macro and a subroutine (issue 32:
    # within 1.5x of the one-line mix-w row of bench/limit.sh)
    ir mix-rich "$b/tools/trcrpt" --quiet -t "$src/bench/mix-rich.tmpl" "$tmp/m.trc"
    ir mix-rich-json "$b/tools/trcrpt" --quiet --output=json -t "$src/bench/mix-rich.tmpl" "$tmp/m.trc"
    if [ -n "$bt2" ]; then
        "$b/bench/gen_ctf" "$n" "$tmp/ctf"
        ir bt2 babeltrace2 "$tmp/ctf"
    fi
fi
