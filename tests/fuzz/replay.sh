#!/bin/sh
# tests/fuzz/replay.sh -- replays the regression and seed inputs of every fuzz target
# (tests/fuzz/regress/<target>/, tests/fuzz/corpus/<target>/) through the plain C driver
# (tests/fuzz/replay.c), under whatever compiler and sanitizers this build uses.
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
set --
for t in template vm tmplrec trclog aix trcshm shark qnx ltt lttxml trcupdate trcasm where cli statsmerge embed; do
    set -- "$@" "$t"
    for f in "$top_srcdir"/tests/fuzz/regress/$t/* "$top_srcdir"/tests/fuzz/corpus/$t/*; do
        [ -f "$f" ] && set -- "$@" "$f"
    done
done
exec "$top_builddir/tests/fuzz/replay" "$@"
