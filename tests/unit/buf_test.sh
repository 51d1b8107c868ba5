#!/bin/sh
# tests/unit/buf_test.sh -- TAP driver of tests/unit/buf_test.c (common/buf.c lent storage).
exec "${top_builddir:-.}/tests/unit/buf_test"
