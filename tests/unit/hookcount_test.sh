#!/bin/sh
# tests/unit/hookcount_test.sh -- TAP driver of the per-hook counter unit test
# (tests/unit/hookcount_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/hookcount_test"
