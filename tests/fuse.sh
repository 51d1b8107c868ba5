#!/bin/sh
# tests/fuse.sh -- the fused fast path (docs/interpreter.md §The compiled form) gives the
# interpreter's output: every golden case runs again with `trcrpt --no-fuse`, through a
# wrapper first on PATH, and must give the same expected output.  tests/golden.sh runs
# the fused path; this runs the interpreter on the same cases.  One more test checks
# that the wrapper was really used.
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
shim="$TMPDIR_T/shim"
mkdir -p "$shim"
printf '#!/bin/sh\necho >> "%s"\nexec "%s" --no-fuse "$@"\n' "$TMPDIR_T/calls" "$(command -v trcrpt)" > "$shim/trcrpt"
chmod +x "$shim/trcrpt"
: > "$TMPDIR_T/calls"
TRC_TEST_SHIM="$shim" sh "$top_srcdir/tests/golden.sh" "$@" > "$TMPDIR_T/tap"
rc=$?
n=$(sed -n 's/^1\.\.//p' "$TMPDIR_T/tap")
calls=$(wc -l < "$TMPDIR_T/calls")
echo "1..$((n + 1))"
grep -v '^1\.\.' "$TMPDIR_T/tap"
if [ "$calls" -gt 0 ]; then echo "ok $((n + 1)) - trcrpt ran $calls times with --no-fuse"
else echo "not ok $((n + 1)) - the --no-fuse wrapper ran $calls times"; rc=1; fi
exit $rc
