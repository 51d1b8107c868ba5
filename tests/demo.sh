#!/bin/sh
# tests/demo.sh -- `make demo` (the README's main job, run by ./bootstrap) checks the bundled
# template directory and reports one sample of each input format: the AIX trace log
# samples/example.trc, the S.Ha.R.K. trace, the QNX .kev and the LTT directory that
# samples/mkforeign writes (issue 15, item 4), and the curt-like --stats summary (issue 34).
# Every report must end with a summary that
# has no unknown record, except the AIX sample's one unknown hook, which is on purpose.
. "$(dirname "$0")/lib.sh"
tap_plan 6
(cd "$top_builddir" && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL ${MAKE:-make} -s demo) \
    > "$TMPDIR_T/demo.out" 2>&1
st=$?
if [ $st -eq 0 ]; then tap_ok "make demo exits 0"
else tap_fail "make demo exits 0 (got $st)" "$TMPDIR_T/demo.out"; fi

# check NAME HEADER-LINE SUMMARY: the report whose header has HEADER-LINE is followed by
# the summary SUMMARY (the next summary line of the output)
check() {
    if awk -v h="$2" -v s="$3" '
        $0 == h { seen = 1; next }
        seen && /^trcrpt: summary:/ { exit($0 == s ? 0 : 1) }
        END { if (!seen) exit 1 }' "$TMPDIR_T/demo.out"; then tap_ok "$1"
    else tap_fail "$1" "$TMPDIR_T/demo.out"; fi
}
check "AIX trace log samples/example.trc: reported (one unknown hook, on purpose)" \
    "Command: ./webd -p 8080" \
    "trcrpt: summary: events=23 printed=21 filtered=0 lost=0 short=0 unknown=1 faults=0 skipped=0"
check "S.Ha.R.K. samples/shark-demo.ftrace: its first millisecond" \
    "System: S.Ha.R.K." \
    "trcrpt: summary: events=27926 printed=25 filtered=27901 lost=0 short=0 unknown=0 faults=0 skipped=0"
check "QNX samples/webd.kev: every event known" \
    "System: QNX  Node: build1  Release: 6.4.1" \
    "trcrpt: summary: events=25 printed=25 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0"
check "LTT samples/ltt-webd/: every event known" \
    "System: Linux  Node: build1  Release: 2.6.9  Version: #1 SMP" \
    "trcrpt: summary: events=14 printed=14 filtered=0 lost=0 short=0 unknown=0 faults=0 skipped=0"
# the curt-like --stats summary of the QNX trace (samples/curt.sh): one row per kernel call
if grep -q '^syscall  2200E      1          0        0       2.100' "$TMPDIR_T/demo.out"; then
    tap_ok "curt-like statistics of samples/webd.kev: per-kernel-call latency"
else tap_fail "curt-like statistics of samples/webd.kev: per-kernel-call latency" "$TMPDIR_T/demo.out"; fi
[ "$tap_failed" -eq 0 ]
