#!/bin/sh
# tests/damage.sh -- TAP wrapper for tests/damage.py (trcrpt on truncated and corrupted
# copies of the bundled sample log).
. "${top_srcdir:-$(dirname "$0")/..}/tests/lib.sh"
exec python3 "$top_srcdir/tests/damage.py"
