# Template files as operands: -c (and the other template modes) read -t only; `-t *.tmpl
# log` makes every template file but the first an input.  Say what to write instead; a
# trace whose name ends in .fmt is still a trace (docs/messages.md)
=== cmd
printf 'trcasm 1\nrecords\nev t=1 cpu=0 pid=1 tid=1 hw=010E0000 d=1\n' > a.txt
trcasm -o log a.txt
cp log trace.fmt
trcrpt -c a.tmpl b.tmpl; echo status=$?
trcrpt -c -t a.tmpl b.tmpl; echo status=$?
trcrpt -j b.fmt; echo status=$?
trcrpt --dump-ast -t a.tmpl b.tmpl; echo status=$?
trcrpt -t a.tmpl b.tmpl c.fmt log; echo status=$?
trcrpt -h --quiet -t a.tmpl trace.fmt; echo status=$?
=== file a.tmpl
010 1.0 "A"
=== file b.tmpl
011 1.0 "B"
=== file b.fmt
011 1.0 "B"
=== file c.fmt
012 1.0 "C"
=== stdout
status=2
status=2
status=2
status=2
status=2
010        0.000000001       0.000000                  A
status=0
=== stderr
trcrpt: -c reads template files from -t, not from operands: a.tmpl b.tmpl
trcrpt: did you mean: trcrpt -c -t a.tmpl -t b.tmpl
Try 'trcrpt --help' for more information.
trcrpt: -c reads template files from -t, not from operands: b.tmpl
trcrpt: did you mean: trcrpt -c -t a.tmpl -t b.tmpl
Try 'trcrpt --help' for more information.
trcrpt: -j reads template files from -t, not from operands: b.fmt
trcrpt: did you mean: trcrpt -j -t b.fmt
Try 'trcrpt --help' for more information.
trcrpt: --dump-ast reads template files from -t, not from operands: b.tmpl
trcrpt: did you mean: trcrpt --dump-ast -t a.tmpl -t b.tmpl
Try 'trcrpt --help' for more information.
trcrpt: template files given as trace inputs: b.tmpl c.fmt
trcrpt: -t takes one file or directory; did you mean: trcrpt -t a.tmpl -t b.tmpl -t c.fmt log
Try 'trcrpt --help' for more information.
