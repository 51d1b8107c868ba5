# issue 33 item 13: a $TRCFMT entry that cannot be read is named as coming from $TRCFMT;
# an input that is not detected lists the -F formats
=== cmd
echo hello > x.dat
TRCFMT=nosuch.tmpl trcrpt -F aix32 x.dat
trcrpt -t t.tmpl x.dat
=== file t.tmpl
010 1.0 "X"
=== stderr
trcrpt: nosuch.tmpl from $TRCFMT: No such file or directory
trcrpt: x.dat: cannot detect input format, use -F aix32, aix64, shark, trclog, qnx, ltt or trcshm
=== status
4
