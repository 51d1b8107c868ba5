#!/bin/sh
# tests/unit/state_test.sh -- TAP driver of the run-state unit test
# (tests/unit/state_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/state_test"
