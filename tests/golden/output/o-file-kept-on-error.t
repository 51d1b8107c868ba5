# -o FILE is created only once the inputs and templates are ready: a run that fails before
# (here a missing input, exit 4) leaves an existing FILE as it was (docs/report.md)
=== cmd
printf 'keep me\n' > out.txt; trcrpt -t t.fmt -o out.txt no-such.trc; echo "exit $?"; cat out.txt
=== file t.fmt
010 1.0 L=APPL "X"
=== stdout
exit 4
keep me
=== stderr
trcrpt: no-such.trc: cannot open: No such file or directory
