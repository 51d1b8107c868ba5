# A file that ends with a backslash and no line end: a line end added after that stanza
# comes with an empty line, which ends the stanza there (before, an added stanza was
# joined to it and the update was refused; its undo `+` line took in the next line).
# Both the add and the replace undo byte-identically (found by the trcupdate fuzz
# target's undo check).
=== cmd
printf '010 1.0 L=APPL "A" X4 \\' > my.fmt
cp my.fmt orig.fmt
printf '* /etc/trcfmt\n+ 011 1.0 L=APPL "B" X2\n' > u.trc
trcupdate -t my.fmt u.trc 2>/dev/null || exit 1
sed -n l my.fmt
trcupdate -o -t my.fmt u.undo.trc 2>/dev/null && cmp my.fmt orig.fmt && echo identical
printf '* /etc/trcfmt\n+ 010 1.1 L=APPL "A2" X2\n+ 011 1.0 L=APPL "B" X2\n' > u.trc
trcupdate -t my.fmt u.trc 2>/dev/null || exit 1
sed -n l u.undo.trc
trcupdate -o -t my.fmt u.undo.trc 2>/dev/null && cmp my.fmt orig.fmt && echo identical
=== stdout
010 1.0 L=APPL "A" X4 \\$
$
011 1.0 L=APPL "B" X2$
identical
* /etc/trcfmt$
- 011$
+010 1.0 L=APPL "A" X4 \\$
identical
