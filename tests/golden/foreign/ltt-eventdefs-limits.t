# The eventdefs of an LTT trace (docs/fuzzing.md, resource limits): at most 4,096 files and
# 64 MiB of XML in all, links to one file counting each time they are read; more is a load
# error, exit 4, before the model grows further (real traces: a few dozen files of KiB).
# Before, 5 links to one 13 MiB file were parsed as 65 MiB of facilities, and links
# or empty files could grow the model without bound while the directory stayed small.
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-example a
cp -r a b
i=0; while [ $i -lt 4097 ]; do printf '<facility name=f%d></facility>\n' $i > a/eventdefs/f$i.xml; i=$((i+1)); done
trcrpt a; echo "exit $?"
head -c 13631488 /dev/zero | tr '\0' ' ' >> b/eventdefs/core.xml
for x in b1 b2 b3 b4; do ln b/eventdefs/core.xml b/eventdefs/$x.xml; done
trcrpt b; echo "exit $?"
=== stdout
exit 4
exit 4
=== stderr
trcrpt: a/eventdefs: more than 4096 files (the limit for LTT eventdefs)
trcrpt: b/eventdefs: more than 64 MiB of XML in all with core.xml (the limit for LTT eventdefs)
