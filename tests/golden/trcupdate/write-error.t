# Output problems exit 5 with nothing changed: here the undo file's name is taken by a
# directory, so the undo file cannot be written and the template file is left alone
# (the undo file is written first); the temporary is removed.
=== file my.fmt
010 1.0 L=APPL "A" X4
=== file u.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X4
=== cmd
mkdir u.undo.trc
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc; echo "exit $?"
cmp my.fmt orig.fmt && echo unchanged
ls -A | grep tmp || echo "no temporary"
=== stdout
exit 5
unchanged
no temporary
=== stderr
trcupdate: u.undo.trc: Is a directory
