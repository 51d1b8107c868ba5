# A template file with a syntax error is refused (exit 3), nothing is written.
=== file my.fmt
010 1.0 L=APPL "A" X4
011 1.0 L=APPL X17
=== file u.trc
* /etc/trcfmt
+ 012 1.0 L=APPL "C" X4
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
my.fmt:2:16: error: invalid format code 'X17'
011 1.0 L=APPL X17
               ^
