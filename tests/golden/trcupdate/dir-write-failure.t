# All or nothing across files: every changed file is staged first; when one cannot be
# staged (here the temporary of d/sub/b.tmpl is taken by a directory) nothing changes,
# the temporaries already written are removed, and trcupdate exits 5.  The same when the
# undo file cannot be written after every file was staged.
=== file d/a.tmpl
010 1.0 L=APPL "A" X4
=== file d/sub/b.tmpl
011 1.0 L=APPL "B" X4
=== file u.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X4
+ 011 1.1 L=APPL "B2" X4
+ 0FE 1.0 "NEW" D2
=== cmd
mkdir d/sub/.b.tmpl.trcupdate-tmp
cp -R d orig
trcupdate -t d u.trc; echo "exit $?"
diff -r d orig && echo "nothing changed"
find d -type f -name '*trcupdate-tmp' | grep . || echo "no temporary"
[ -e u.undo.trc ] || echo "no undo file"
rmdir d/sub/.b.tmpl.trcupdate-tmp orig/sub/.b.tmpl.trcupdate-tmp
mkdir u.undo.trc
trcupdate -t d u.trc; echo "exit $?"
diff -r d orig && echo "nothing changed"
find d -type f -name '*trcupdate-tmp' | grep . || echo "no temporary"
=== stdout
exit 5
nothing changed
no temporary
no undo file
exit 5
nothing changed
no temporary
=== stderr
trcupdate: d/sub/.b.tmpl.trcupdate-tmp: Is a directory
trcupdate: u.undo.trc: Is a directory
