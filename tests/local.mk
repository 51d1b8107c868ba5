# tests/local.mk -- the test suite (TAP scripts; golden cases under tests/golden/).
TESTS += tests/golden.sh
EXTRA_DIST += tests/golden.sh tests/lib.sh tests/golden
