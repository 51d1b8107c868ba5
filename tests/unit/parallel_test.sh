#!/bin/sh
# tests/unit/parallel_test.sh -- TAP driver of the --jobs white-box test
# (tests/unit/parallel_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/parallel_test"
