# The undo file of a directory update, applied with -o to the same directory, restores the
# same set: the same --dump-code; files that only replaced stanzas come back
# byte-identical; a deleted stanza comes back in its file (docs/trcupdate.md; the
# byte-identical tree is checked by tests/trcupdate-dir.sh).
=== file d/010.tmpl
010 1.0 L=APPL "A" X4 $0FF
=== file d/sub/0ff-sub.tmpl
# a subroutine used by 010
0FF 1.0 "sub" D2
=== file d/012.tmpl
012 1.0 L=APPL "C" X4
=== file u.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X4 $0FF
+ 0FE 1.0 "NEW" D2
- 012
+ 0FF 1.1 "sub2" D4
=== cmd
trcrpt --dump-code -t d > before.code
cp d/010.tmpl 010.orig; cp d/sub/0ff-sub.tmpl 0ff.orig
trcupdate -t d u.trc; echo "update: exit $?"
trcrpt --dump-code -t d > after.code
cmp -s before.code after.code || echo "the update changed the code"
trcupdate -o -t d u.undo.trc; echo "undo: exit $?"
trcrpt --dump-code -t d > undone.code
cmp before.code undone.code && echo "same --dump-code after undo"
cmp d/010.tmpl 010.orig && cmp d/sub/0ff-sub.tmpl 0ff.orig && echo "replaced files byte-identical"
find d -name '*.tmpl' | sort
=== stdout
update: exit 0
the update changed the code
undo: exit 0
same --dump-code after undo
replaced files byte-identical
d/010.tmpl
d/012.tmpl
d/sub/0ff-sub.tmpl
