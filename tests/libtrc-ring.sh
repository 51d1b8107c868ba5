#!/bin/sh
# tests/libtrc-ring.sh -- white-box tests of libtrc's buffer (tests/unit/libtrc_ring_test.c):
# stalled writers and quarantine (docs/ref/runtime.md §5.6), pads, chunk switches, stop mode.
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
exec "$top_builddir/tests/unit/libtrc_ring_test"
