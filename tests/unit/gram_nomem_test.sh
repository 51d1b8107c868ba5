#!/bin/sh
# tests/unit/gram_nomem_test.sh -- TAP driver of the front end's out-of-memory test
# (tests/unit/gram_nomem_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/gram_nomem_test"
