#!/bin/sh
# tests/unit/lineform_test.sh -- TAP driver of the compiled form's helper unit test
# (tests/unit/lineform_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/lineform_test"
