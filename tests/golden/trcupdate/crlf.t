# CRLF line ends: untouched lines keep their CR; the undo file restores the file
# byte-identically (generated `- ID` lines follow the update's first line end).
=== cmd
printf '# crlf\r\n010 1.0 L=APPL "A" \\\r\n   X4\r\n011 1.0 L=APPL "B" X4\r\n' > my.fmt
printf '* /etc/trcfmt\r\n+ 010 1.1 L=APPL "A2" X2\r\n+ 012 1.0 L=APPL "C" X1\r\n' > u.trc
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc || exit 1
sed -n l my.fmt
sed -n l u.undo.trc
trcupdate -o -t my.fmt u.undo.trc && cmp my.fmt orig.fmt && echo identical
=== stdout
# crlf\r$
010 1.1 L=APPL "A2" X2\r$
011 1.0 L=APPL "B" X4\r$
012 1.0 L=APPL "C" X1\r$
* /etc/trcfmt\r$
- 012\r$
+010 1.0 L=APPL "A" \\\r$
   X4\r$
identical
