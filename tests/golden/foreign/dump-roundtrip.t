# the --dump-templates listing is itself a template file: reporting with -t LISTING gives
# the same report as the default set, for LTT (generated templates), S.Ha.R.K. and QNX
=== cmd
unset TRCFMT TRCFMT_DATADIR
"$top_builddir/tests/unit/ltt_test" --write-example ltt
trcrpt --dump-templates ltt 2>/dev/null > l.tmpl
trcrpt ltt > a 2>/dev/null; trcrpt -t l.tmpl ltt > b 2>/dev/null; cmp a b && echo "ltt: same report"
head -c 1600 "$top_srcdir/samples/shark-demo.ftrace" > s.ftrace
trcrpt -F shark --dump-templates > s.tmpl
trcrpt -F shark s.ftrace > a 2>/dev/null; trcrpt -F shark -t s.tmpl s.ftrace > b 2>/dev/null; cmp a b && echo "shark: same report"
"$top_builddir/tests/unit/foreign_test" --write-kev q.kev \
    00000401 00000010 00000000 00000010 00001001 00000020 00000001 00000001 \
    400010C0 00000030 00000001 00000007 C00010C0 00000030 0068736B 00000000
trcrpt --dump-templates q.kev > q.tmpl
trcrpt q.kev > a 2>/dev/null; trcrpt -t q.tmpl q.kev > b 2>/dev/null; cmp a b && echo "qnx: same report"
trcrpt -c -t q.tmpl
=== stdout
ltt: same report
shark: same report
qnx: same report
=== stderr
q.tmpl: 1419 templates, 0 errors, 0 warnings
