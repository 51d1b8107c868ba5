#!/bin/sh
# tests/unit/embed_test.sh -- TAP driver of tests/unit/embed_test.c (embedded template set framing).
exec "${top_builddir:-.}/tests/unit/embed_test"
