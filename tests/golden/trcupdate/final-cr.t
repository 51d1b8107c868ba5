# A file that ends with a CR and no LF: that CR is text of the last line.  A line end
# added after it is CR LF (a bare LF would turn the CR into a CR LF line end and lose
# it), so the undo file restores the file byte-identically (found by the trcupdate fuzz
# target's undo check).
=== cmd
printf '010 1.0 L=APPL "A"\r' > my.fmt
printf '* /etc/trcfmt\n+ 010 1.1 L=APPL "A2" X4\n+ 011 1.0 L=APPL "B" X2\n' > u.trc
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc || exit 1
sed -n l my.fmt
sed -n l u.undo.trc
trcupdate -o -t my.fmt u.undo.trc && cmp my.fmt orig.fmt && echo identical
=== stdout
010 1.1 L=APPL "A2" X4$
011 1.0 L=APPL "B" X2$
* /etc/trcfmt$
- 011$
+010 1.0 L=APPL "A"\r\r$
identical
