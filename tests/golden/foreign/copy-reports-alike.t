# docs/report.md, "-r": the trclog that -r writes of a foreign trace reports like the
# original (records in the reader's order, which -O order=file keeps; without -t: the copy
# names its source, and the LTT copy carries its generated templates).  The fuzz targets
# aix, qnx, shark, ltt and trcshm check the same on every input they make.
=== cmd
unset TRCFMT TRCFMT_DATADIR
same() { if cmp -s a.txt b.txt; then echo "$1: $(wc -l < a.txt) lines, the same"; else echo "$1: differ"; fi; }
trcrpt -h --quiet "$top_srcdir/samples/webd.kev" > a.txt
trcrpt --quiet -r -o c.trc "$top_srcdir/samples/webd.kev" && trcrpt -h --quiet -O order=file c.trc > b.txt
same qnx
trcrpt -F shark -h --quiet "$top_srcdir/samples/shark-demo.ftrace" > a.txt
trcrpt -F shark --quiet -r -o c.trc "$top_srcdir/samples/shark-demo.ftrace" && trcrpt -h --quiet -O order=file c.trc > b.txt
same shark
trcrpt -h --quiet "$top_builddir/samples/ltt-webd" > a.txt
trcrpt --quiet -r -o c.trc "$top_builddir/samples/ltt-webd" && trcrpt -h --quiet -O order=file c.trc > b.txt
same ltt
=== stdout
qnx: 25 lines, the same
shark: 27926 lines, the same
ltt: 14 lines, the same
