#!/bin/sh
# tests/fuzz/run.sh -- runs the libFuzzer binaries of a fuzzing build (`make fuzz`,
# tests/fuzz/README.md): each target of $FUZZ_TARGETS for $FUZZ_SECONDS seconds (default
# 60), one at a time under `nice -n 10`, on a working corpus tests/fuzz/work/TARGET (new
# inputs land there) seeded from tests/fuzz/corpus/TARGET and tests/fuzz/regress/TARGET,
# with tests/fuzz/TARGET.dict.  Prints one line per target (execs, execs/s, cov, ft,
# corpus) and exits 1 when any target found something (crash, leak, timeout, sanitizer
# report): the reproducer is in tests/fuzz/artifacts/, the log in tests/fuzz/work/TARGET.log.
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${FUZZ_SECONDS:=60}"
: "${FUZZ_TARGETS:=template vm tmplrec trclog aix trcshm shark qnx ltt lttxml trcupdate trcasm where cli statsmerge embed}"
: "${FUZZ_FLAGS:=}"
src=$top_srcdir/tests/fuzz
out=$top_builddir/tests/fuzz
mkdir -p "$out/work" "$out/artifacts" || exit 2
export TRC_FUZZ_SRCDIR="$top_srcdir"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
status=0
printf '%-10s %10s %8s %7s %7s %7s  %s\n' target execs exec/s cov ft corpus result
for t in $FUZZ_TARGETS; do
    bin=$out/fuzz-$t
    [ -x "$bin" ] || { echo "run.sh: $bin: not built (./configure --enable-fuzzing; make)" >&2; status=2; continue; }
    mkdir -p "$out/work/$t"
    set -- "$out/work/$t"
    for d in "$src/corpus/$t" "$src/regress/$t"; do [ -d "$d" ] && set -- "$@" "$d"; done
    dict=
    [ -f "$src/$t.dict" ] && dict="-dict=$src/$t.dict"
    # the ltt target's per-process directory: libFuzzer exits without atexit handlers
    rm -rf "$out/work/tmp"; mkdir -p "$out/work/tmp"
    # -timeout: a 1 MiB-sized input must finish in seconds; -rss_limit_mb: no OOM kill
    TMPDIR="$out/work/tmp" nice -n 10 "$bin" -max_total_time="$FUZZ_SECONDS" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -close_fd_mask=3 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$t-" $dict $FUZZ_FLAGS "$@" > "$out/work/$t.log" 2>&1
    rc=$?
    last=$(grep -E '^#[0-9]+' "$out/work/$t.log" | tail -n 1)
    # libFuzzer prints its final stats twice when a target dies: take the last
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/work/$t.log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$out/work/$t.log" | tail -n 1)
    cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
    corp=$(echo "$last" | sed -n 's/.* corp: \([0-9]*\).*/\1/p')
    res=ok
    if [ $rc -ne 0 ]; then res="FOUND (exit $rc; see $out/work/$t.log)"; status=1; fi
    printf '%-10s %10s %8s %7s %7s %7s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$res"
    [ $rc -ne 0 ] && grep -E 'ERROR|runtime error|SUMMARY|Test unit written' "$out/work/$t.log" | head -n 8
done
rm -rf "$out/work/tmp"
exit $status
