#!/bin/sh
# tests/unit/select_test.sh -- TAP driver of the record-selection unit test
# (tests/unit/select_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/select_test"
