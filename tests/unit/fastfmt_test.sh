#!/bin/sh
# tests/unit/fastfmt_test.sh -- TAP driver of the fast-formatter unit test
# (tests/unit/fastfmt_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/fastfmt_test"
