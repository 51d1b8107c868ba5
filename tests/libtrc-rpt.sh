#!/bin/sh
# tests/libtrc-rpt.sh -- libtrc logs formatted by trcrpt: 2 writers x N events in stop
# mode (N = $TRC_TEST_N, default 1000000) with a big buffer are all reported, each writer's
# sequence 0..N-1 in order; with a small buffer formatted + lost = written; the
# webd-traced sample traced and reported in two commands (samples/libtrc/README.md).
. "${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}/tests/lib.sh"
T="$top_builddir/tests/unit/libtrc_test"
F="$top_builddir/samples/libtrc/trc-all.fmt"
N=${TRC_TEST_N:-1000000}
tap_plan 9

# 1-2: big buffer, nothing lost (40 bytes per event; chunk 0 of 2 holds the whole run, so
# no chunk switch, where docs/ref/runtime.md §5.2 allows a loss, happens)
mb=$((N * 2 * 40 / 1048576 + 8))
"$T" stress "$TMPDIR_T/big.trc" "$N" "mode=stop,env=32,bufsize=$((2 * mb))M,chunks=2" >"$TMPDIR_T/x" 2>&1
trcrpt -t "$F" "$TMPDIR_T/big.trc" >"$TMPDIR_T/big.out" 2>"$TMPDIR_T/big.err"
awk -v n="$N" '
    /TEST EVENT/ { w = $0; sub(/.*writer=/, "", w); sub(/ .*/, "", w)
                   q = $0; sub(/.*seq=/, "", q); sub(/ .*/, "", q)
                   if (!(w in next_) ) next_[w] = 0
                   if (q + 0 != next_[w]) bad++
                   next_[w] = q + 1; total++ }
    END { if (total != 2 * n || bad || next_[0] != n || next_[1] != n) {
              print "total " total " bad " bad " w0 " next_[0] " w1 " next_[1]; exit 1 } }' \
    "$TMPDIR_T/big.out" >"$TMPDIR_T/awk.out" 2>&1
if [ $? -eq 0 ]; then tap_ok "trcrpt: 2 x $N events, each writer 0..$((N - 1)) in order"
else cat "$TMPDIR_T/big.err" >>"$TMPDIR_T/awk.out"; tap_fail "trcrpt: 2 x $N events, each writer 0..$((N - 1)) in order" "$TMPDIR_T/awk.out"; fi
if grep -q "lost=0 .*skipped=0" "$TMPDIR_T/big.err"; then tap_ok "trcrpt: summary reports nothing lost or skipped"
else tap_fail "trcrpt: summary reports nothing lost or skipped" "$TMPDIR_T/big.err"; fi
rm -f "$TMPDIR_T/big.trc" "$TMPDIR_T/big.out"

# 3: small buffer: formatted + lost = written
"$T" stress "$TMPDIR_T/small.trc" "$N" "mode=stop,bufsize=1M,chunks=4" >"$TMPDIR_T/x" 2>&1
trcrpt -t "$F" "$TMPDIR_T/small.trc" >"$TMPDIR_T/small.out" 2>"$TMPDIR_T/small.err"
fmt=$(grep -c "TEST EVENT" "$TMPDIR_T/small.out")
lost=$(sed -n 's/.* lost=\([0-9]*\).*/\1/p' "$TMPDIR_T/small.err")
if [ $((fmt + ${lost:-0})) -eq $((2 * N)) ] && [ "${lost:-0}" -gt 0 ]; then tap_ok "trcrpt: small buffer: formatted $fmt + lost $lost = written $((2 * N))"
else echo "formatted $fmt lost $lost" >>"$TMPDIR_T/small.err"; tap_fail "trcrpt: small buffer: formatted + lost = written" "$TMPDIR_T/small.err"; fi

# 4-5: the sample, traced and reported in two commands
(cd "$TMPDIR_T" && TRC_OPTIONS=file=t.trc "$top_builddir/samples/libtrc/webd-traced") >"$TMPDIR_T/webd.out" 2>&1
if grep -q "served 12 connections" "$TMPDIR_T/webd.out" && [ -s "$TMPDIR_T/t.trc" ]; then tap_ok "sample: webd-traced runs traced"
else tap_fail "sample: webd-traced runs traced" "$TMPDIR_T/webd.out"; fi
trcrpt -t "$F" "$TMPDIR_T/t.trc" >"$TMPDIR_T/webd.rpt" 2>"$TMPDIR_T/webd.err"
if [ "$(grep -c "REQUEST conn=" "$TMPDIR_T/webd.rpt")" -eq 12 ] && grep -q "WEBD STOP served=12" "$TMPDIR_T/webd.rpt" &&
   grep -q "REQUEST conn=3 GET /missing" "$TMPDIR_T/webd.rpt"; then tap_ok "sample: trcrpt reports its 12 requests"
else cat "$TMPDIR_T/webd.err" >>"$TMPDIR_T/webd.rpt"; tap_fail "sample: trcrpt reports its 12 requests" "$TMPDIR_T/webd.rpt"; fi
# 6: a bad TRC_OPTIONS is reported once on stderr; the program runs untraced
(cd "$TMPDIR_T" && TRC_OPTIONS=file=u.trc,bogus=1 "$top_builddir/samples/libtrc/webd-traced") >"$TMPDIR_T/bad.out" 2>"$TMPDIR_T/bad.err"
rc=$?
if [ $rc -eq 0 ] && [ "$(grep -c "libtrc: TRC_OPTIONS: unknown option 'bogus'" "$TMPDIR_T/bad.err")" -eq 1 ] &&
   [ "$(wc -l <"$TMPDIR_T/bad.err")" -eq 1 ] && [ ! -e "$TMPDIR_T/u.trc" ]; then tap_ok "TRC_OPTIONS error reported once, program untraced"
else cat "$TMPDIR_T/bad.out" >>"$TMPDIR_T/bad.err"; tap_fail "TRC_OPTIONS error reported once, program untraced" "$TMPDIR_T/bad.err"; fi
# 7: the header names the program as run, not libtool's .libs/lt- wrapper target
if grep -q '^Command: .*samples/libtrc/webd-traced$' "$TMPDIR_T/webd.rpt" && ! grep -q '\.libs/' "$TMPDIR_T/webd.rpt"
then tap_ok "sample: the header's Command line names samples/libtrc/webd-traced"
else tap_fail "sample: the header's Command line names samples/libtrc/webd-traced" "$TMPDIR_T/webd.rpt"; fi
# 8: a TRC_OPTIONS file that cannot be created is named in the message
(cd "$TMPDIR_T" && TRC_OPTIONS=file=no/such/x.trc "$top_builddir/samples/libtrc/webd-traced") >"$TMPDIR_T/nf.out" 2>"$TMPDIR_T/nf.err"
rc=$?
if [ $rc -eq 0 ] && [ "$(cat "$TMPDIR_T/nf.err")" = "libtrc: TRC_OPTIONS: file=no/such/x.trc: No such file or directory" ]
then tap_ok "TRC_OPTIONS: the file that cannot be created is named"
else echo "exit $rc" >>"$TMPDIR_T/nf.err"; tap_fail "TRC_OPTIONS: the file that cannot be created is named" "$TMPDIR_T/nf.err"; fi
# 9: PROCESS NAME is the executable's basename, as ps shows comm (issue 33 item 11)
trcrpt -h -O exec=on -t "$F" "$TMPDIR_T/t.trc" >"$TMPDIR_T/exec.rpt" 2>&1
if grep -q '^020    webd-traced ' "$TMPDIR_T/exec.rpt" && ! grep -q '^0[0-9A-F][0-9A-F]    /' "$TMPDIR_T/exec.rpt"
then tap_ok "sample: PROCESS NAME is webd-traced, not the executable's path"
else tap_fail "sample: PROCESS NAME is webd-traced, not the executable's path" "$TMPDIR_T/exec.rpt"; fi
[ $tap_failed -eq 0 ]
