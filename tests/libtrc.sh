#!/bin/sh
# tests/libtrc.sh -- libtrc tests: the C suite (tests/unit/libtrc_test.c: stress, modes,
# layouts, SIGKILL), then trcrecv over loopback (tests/libtrc-udp.sh adds those cases).
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
exec "$top_builddir/tests/unit/libtrc_test"
