#!/bin/sh
# tests/difftest.sh -- the differential tester's short run in `make check` (issue 32): a
# fixed seed range, so that it is deterministic; every pair must agree in every comparison
# (tests/fuzz/README.md, "difftest").  A finding prints its minimised reproducer.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
tap_plan 1
out=$("$top_builddir/tests/fuzz/difftest" --seed=1 --count="${DIFFTEST_COUNT:-1500}" --out="$TMPDIR_T/difftest-out" 2>&1)
st=$?
if [ $st -eq 0 ]; then
    tap_ok "$(printf '%s\n' "$out" | head -1)"
else
    printf '%s\n' "$out" | sed 's/^/# /'
    tap_fail "difftest found a difference (status $st)"
fi
exit $tap_failed
