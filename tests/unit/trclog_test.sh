#!/bin/sh
# tests/unit/trclog_test.sh -- TAP driver of the trclog reader/writer unit test
# (tests/unit/trclog_test.c prints TAP itself).
exec "${top_builddir:-.}/tests/unit/trclog_test"
