# A file whose last stanza ends with a backslash and a line end: replaced, its undo `+`
# line gets an empty line after it when more undo lines follow (else it would take in
# the next one).  The undo restores the file with that empty line after the backslash
# (docs/trcupdate.md: the one exception to a byte-identical undo; found by the trcupdate
# fuzz target's undo check).
=== cmd
printf '010 1.0 L=APPL "A" X4 \\\n' > my.fmt
printf '* /etc/trcfmt\n+ 011 1.0 L=APPL "B" X2\n+ 010 1.1 L=APPL "A2" X2\n' > u.trc
trcupdate -t my.fmt u.trc 2>/dev/null || exit 1
sed -n l u.undo.trc
trcupdate -o -t my.fmt u.undo.trc 2>/dev/null && sed -n l my.fmt
=== stdout
* /etc/trcfmt$
+010 1.0 L=APPL "A" X4 \\$
$
- 011$
010 1.0 L=APPL "A" X4 \\$
$
