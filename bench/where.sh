#!/bin/sh
# bench/where.sh -- the cost of trcrpt --where (docs/where.md) against -d, in instructions
# per event under callgrind (repeatable on a shared machine) on 100k generated events
# (bench/gen_trclog, 20% of them hook 012) with the sample template set:
#   none            trcrpt --quiet -t samples/sample.fmt LOG > /dev/null
#   -d 012          the hook filter
#   where id        --where 'id == "012"'            (before formatting, memoised per hook)
#   where id+cpu    --where 'id == "012" && cpu == 0' (before formatting, run per record)
#   where field     --where 'fd == 3'                 (after formatting: one pass per record)
# usage: bench/where.sh [BUILDDIR]
set -eu
b=${1:-.}
command -v valgrind > /dev/null || { echo "bench/where.sh: valgrind not installed: skipped"; exit 0; }
tmp=${TMPDIR:-/tmp}/trcfmt-where.$$
mkdir -p "$tmp"; trap 'rm -rf "$tmp"' EXIT
n=100000
"$b/bench/gen_trclog" "$n" "$tmp/t.trc"
row() {
    name=$1; shift
    ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$b/tools/trcrpt" --quiet \
             -t "$b/samples/sample.fmt" "$@" "$tmp/t.trc" 2>&1 > /dev/null | awk '/Collected/ {print $4}')
    printf '%-14s %8d instructions/event\n' "$name" $((ir / n))
}
row none
row "-d 012" -d 012
row "where id" --where 'id == "012"'
row "where id+cpu" --where 'id == "012" && cpu == 0'
row "where field" --where 'fd == 3'
