#!/bin/sh
# tests/unit/hdrhist_test.sh -- TAP driver of the --stats histogram unit test
# (tests/unit/hdrhist_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/hdrhist_test"
