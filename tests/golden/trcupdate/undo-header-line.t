# The undo file starts with the update's `*` line as the parser read it, not with the
# first non-blank line: here a lone backslash joined to an empty line comes first (an
# empty logical line), and copying it made an undo file without its `*` line (refused
# as "not an update file"; found by the trcupdate fuzz target's undo check).
=== cmd
printf '010 1.0 L=APPL "A" X4\n' > my.fmt
cp my.fmt orig.fmt
printf '\\\n\n# c\n* /etc/trcfmt\n+ 011 1.0 L=APPL "B" X2\n' > u.trc
trcupdate -t my.fmt u.trc || exit 1
sed -n l u.undo.trc
trcupdate -o -t my.fmt u.undo.trc && cmp my.fmt orig.fmt && echo identical
=== stdout
* /etc/trcfmt$
- 011$
identical
