# docs/ref/report.md §9 step 5: the result is re-parsed and checked; here the update redefines a
# function with fewer parameters than another template passes, so the result would
# have an error: exit 3, nothing changed.
=== file my.fmt
040 1.0 L=APPL "" {{ show($a) $a%D4 }}
041 1.0 L=APPL use show($D1)
=== file u.trc
* /etc/trcfmt
+ 040 1.1 L=APPL "" {{ show() X1 }}
=== cmd
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc; echo "exit $?"
cmp my.fmt orig.fmt && echo unchanged
test -e u.undo.trc || echo "no undo file"
=== stdout
exit 3
unchanged
no undo file
=== stderr
trcupdate: my.fmt: the updated template file would not load as intended; nothing changed
my.fmt (updated):2:20: error: wrong number of arguments to show
041 1.0 L=APPL use show($D1)
                   ^
