#!/bin/sh
# tests/unit/tmplfile_test.sh -- TAP driver of the trcupdate splicing property tests
# (tests/unit/tmplfile_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/tmplfile_test"
