# trcupdate -t DIR (docs/trcupdate.md "Directory sources"): a replaced stanza changes in the
# file that holds it, wherever it is below DIR, with every other byte unchanged (comments,
# trailing lines, other files); an added ID becomes DIR/ID.tmpl; a file left with no
# stanza (only comments) is removed; the undo file is the same as for one file.
=== file d/010.tmpl
# a
010 1.0 L=APPL "A" X4
=== file d/sub/011-b.tmpl
# b, with a line after the stanza
011 1.0 L=APPL "B" \
   X4
# trailing
=== file d/012.tmpl
# only 012
012 1.0 L=APPL "C" X4
=== file d/other.tmpl
# untouched
020 1.0 L=APPL "D" X4
=== file u.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X4
+ 0FE 1.0 "NEW" D2
- 012
+ 011 1.1 L=APPL "B2" X2
- 0FF
=== cmd
cp d/other.tmpl other.orig
trcupdate -v -t d u.trc; echo "exit $?"
for f in $(find d -type f | sort); do echo "== $f"; cat "$f"; done
echo "== u.undo.trc"; cat u.undo.trc
cmp d/other.tmpl other.orig && echo "other.tmpl unchanged"
trcrpt -c -t d
=== stdout
replaced 010 1.0 -> 1.1
added 0FE 1.0
deleted 012
replaced 011 1.0 -> 1.1
not found 0FF
exit 0
== d/010.tmpl
# a
010 1.1 L=APPL "A2" X4
== d/0FE.tmpl
0FE 1.0 "NEW" D2
== d/other.tmpl
# untouched
020 1.0 L=APPL "D" X4
== d/sub/011-b.tmpl
# b, with a line after the stanza
011 1.1 L=APPL "B2" X2
# trailing
== u.undo.trc
* /etc/trcfmt
+011 1.0 L=APPL "B" \
   X4
#@restore line=2 file=012.tmpl
#|# only 012
+012 1.0 L=APPL "C" X4
- 0FE
+010 1.0 L=APPL "A" X4
other.tmpl unchanged
=== stderr
trcupdate: reading u.trc
trcupdate: reading d
trcupdate: u.trc:6: - 0FF: no such template
trcupdate: writing d/010.tmpl
trcupdate: removing d/012.tmpl
trcupdate: writing d/sub/011-b.tmpl
trcupdate: writing d/0FE.tmpl
trcupdate: writing u.undo.trc
d: 4 files, 4 templates, 0 errors, 0 warnings
