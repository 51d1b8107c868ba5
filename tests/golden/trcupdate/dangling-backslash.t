# A template file whose last stanza ends in a continuation `\` (docs/ref/language.md §1 rule 3
# warning) would swallow an appended stanza: the re-parse of the result (docs/ref/report.md §9
# step 5) sees other stanzas than intended, so nothing changes (exit 3).
=== file my.fmt
010 1.0 L=APPL "A" X4 \
=== file u.trc
* /etc/trcfmt
+ 011 1.0 L=APPL "B" X4
=== cmd
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc; echo "exit $?"
cmp my.fmt orig.fmt && echo unchanged
=== stdout
exit 3
unchanged
=== stderr
my.fmt:1:23: warning: backslash at end of file
010 1.0 L=APPL "A" X4 \
                      ^
trcupdate: my.fmt: the updated template file would not load as intended; nothing changed
