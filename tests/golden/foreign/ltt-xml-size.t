# An LTT XML file larger than 16 MiB (docs/fuzzing.md, resource limits) is a load error:
# exit 4 with the file named, before any of it is parsed (real ones are a few KiB).
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-example big
head -c 16777217 /dev/zero | tr '\0' ' ' >> big/eventdefs/core.xml
trcrpt big; echo "exit $?"
=== stdout
exit 4
=== stderr
trcrpt: big/eventdefs/core.xml: larger than 16 MiB (the limit for an LTT XML file)
