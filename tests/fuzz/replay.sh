#!/bin/sh
# tests/fuzz/replay.sh -- replays the regression and seed inputs of the fuzz targets
# (tests/fuzz/regress/<target>/, tests/fuzz/corpus/<target>/) through the plain C driver
# (tests/fuzz/replay.c), under whatever compiler and sanitizers this build uses.
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
set --
for f in "$top_srcdir"/tests/fuzz/regress/template/* "$top_srcdir"/tests/fuzz/corpus/template/*; do
    [ -f "$f" ] && set -- "$@" "$f"
done
exec "$top_builddir/tests/fuzz/replay_template" "$@"
