# An update that replaces the stanza defining a function (f($a) becomes f()) and its
# caller: the update's stanzas are checked without the functions of the stanzas they
# replace, so the undo file (which brings f($a) and f($D1) back) applies with -o and
# restores the file byte-identically (found by the trcupdate fuzz target's undo check).
=== cmd
printf '010 1.0 L=APPL "A" {{ f($a) $a%%D4 }} X4\n011 1.0 L=APPL "B" f($D1)\n' > my.fmt
printf '* /etc/trcfmt\n+ 010 1.1 L=APPL "A2" {{ f() X1 }}\n+ 011 1.1 L=APPL "B2" f()\n' > u.trc
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc || exit 1
cat my.fmt u.undo.trc
trcupdate -o -t my.fmt u.undo.trc && cmp my.fmt orig.fmt && echo identical
=== stdout
010 1.1 L=APPL "A2" {{ f() X1 }}
011 1.1 L=APPL "B2" f()
* /etc/trcfmt
+011 1.0 L=APPL "B" f($D1)
+010 1.0 L=APPL "A" {{ f($a) $a%D4 }} X4
identical
