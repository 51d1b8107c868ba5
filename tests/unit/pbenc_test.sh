#!/bin/sh
# tests/unit/pbenc_test.sh -- TAP driver of tests/unit/pbenc_test.c (common/pbenc.h).
exec "${top_builddir:-.}/tests/unit/pbenc_test"
