# --dump-templates for S.Ha.R.K. (no input needed with -F shark): the effective set is the
# master file plus shark.tmpl (helper 1F000 and 81 code stanzas), each winning stanza's
# exact text in ID order with a `# FILE` line where the file changes; with -t FILE it is
# FILE alone, and a later stanza of the same ID wins (with the checker's warning)
=== cmd
unset TRCFMT TRCFMT_DATADIR
trcrpt -F shark --dump-templates > all
echo "exit $?"
grep '^#' all | sed "s|$top_srcdir|SRC|"
echo "stanzas: $(grep -c '^[0-9A-F]' all) shark: $(grep -c '^1' all)"
grep '^10020 \|^1F000 ' all
trcrpt -F shark --dump-templates -t mine.tmpl
=== file mine.tmpl
# my own
10020 1.0 L=KERN "START" clk=$D1%U4
10020 1.1 L=KERN "START2" \
      clk=$D1%U4
001 1.0 L=KERN "ON"
=== stdout
exit 0
# SRC/templates/system.tmpl
# SRC/templates/shark.tmpl
stanzas: 90 shark: 82
10020 1.0 L=KERN "trace_start" ctx=$HD%U2 $D2 & 8000, 0 { clk_per_msec=$D1%U4 } $1F000
1F000 1.0 L=KERN "" $D2 & 8000, 8000 fast
# mine.tmpl
001 1.0 L=KERN "ON"
10020 1.1 L=KERN "START2" \
      clk=$D1%U4
=== stderr
mine.tmpl:3:1: warning: hook 10020 redefined (first defined at line 2)
10020 1.1 L=KERN "START2" \
^
