# tests/lib.sh -- shared helpers for the TAP test scripts (sourced).
# Sets PATH so the freshly built tools are found (after TRC_TEST_SHIM, a directory of
# wrappers that tests/fuse.sh puts first); provides tap_ok/tap_fail/tap_plan.
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
PATH="${TRC_TEST_SHIM:+$TRC_TEST_SHIM:}$top_builddir/tools:$top_builddir/tests:$PATH"
export PATH top_srcdir top_builddir
tap_n=0
tap_failed=0
tap_plan() { echo "1..$1"; }
tap_ok() { tap_n=$((tap_n + 1)); echo "ok $tap_n - $1"; }
tap_fail() {
    tap_n=$((tap_n + 1)); tap_failed=$((tap_failed + 1))
    echo "not ok $tap_n - $1"
    if [ -n "${2:-}" ] && [ -f "$2" ]; then sed 's/^/# /' "$2" | head -n 60; fi
}
# tap_check NAME CMD...: ok when CMD succeeds.
tap_check() {
    name=$1; shift
    if "$@" > "$TMPDIR_T/check.out" 2>&1; then tap_ok "$name"; else tap_fail "$name" "$TMPDIR_T/check.out"; fi
}
TMPDIR_T=$(mktemp -d "${TMPDIR:-/tmp}/trcfmt-test.XXXXXX")
trap 'rm -rf "$TMPDIR_T"' EXIT

# wait_locked FILE: wait (at most 20 s) until another process holds a flock on FILE; a
# loaded machine can take seconds to start the lock holder of a test.
wait_locked() {
    _i=0
    while flock -n -o "$1" true 2> /dev/null && [ $_i -lt 400 ]; do sleep 0.05; _i=$((_i + 1)); done
}
