# A file without a final line end gets a stanza whose last continuation line is empty
# (a backslash, a comment line, then an empty line): the result still ends without a
# line end (the empty line's end is dropped too; the comment after the backslash stays
# in the stanza), and the undo file's `- 011` removes all of it, so the file comes back
# byte-identically (found by the trcupdate fuzz target's undo check).
=== cmd
printf '010 1.0 L=APPL "A" X4' > my.fmt
printf '* /etc/trcfmt\n+ 011 1.0 L=APPL "B" \\\n# note\n\n' > u.trc
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc || exit 1
sed -n l my.fmt
trcupdate -o -t my.fmt u.undo.trc 2>/dev/null && cmp my.fmt orig.fmt && echo identical
=== stdout
010 1.0 L=APPL "A" X4$
011 1.0 L=APPL "B" \\$
# note$
identical
