#!/bin/sh
# tests/foreign.sh -- TAP wrapper for the foreign-reader unit tests (tests/unit/foreign_test.c):
# S.Ha.R.K. FTrace on samples/shark-demo.ftrace and generated files, QNX .kev generated
# by the test itself.
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
exec "$top_builddir/tests/unit/foreign_test" "$top_srcdir"
