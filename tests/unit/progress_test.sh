#!/bin/sh
# tests/unit/progress_test.sh -- TAP driver of the progress-line unit test
# (tests/unit/progress_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/progress_test"
