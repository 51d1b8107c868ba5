# A template file whose last stanza ends in a continuation `\` (docs/ref/language.md §1 rule 3
# warning): a stanza appended after it would be joined to it, so an empty line goes between
# them (the backslash joins that; docs/trcupdate.md) and the update applies.  Its undo file
# restores the file but for that empty line, which stays (the one exception to a
# byte-identical undo).  (Before, the re-parse of the result saw other stanzas than
# intended and the update was refused with exit 3.)
=== file my.fmt
010 1.0 L=APPL "A" X4 \
=== file u.trc
* /etc/trcfmt
+ 011 1.0 L=APPL "B" X4
=== cmd
trcupdate -t my.fmt u.trc; echo "exit $?"
sed -n l my.fmt
trcupdate -o -t my.fmt u.undo.trc 2>/dev/null && sed -n l my.fmt
=== stdout
exit 0
010 1.0 L=APPL "A" X4 \\$
$
011 1.0 L=APPL "B" X4$
010 1.0 L=APPL "A" X4 \\$
$
=== stderr
my.fmt:1:23: warning: backslash at end of file
010 1.0 L=APPL "A" X4 \
                      ^
