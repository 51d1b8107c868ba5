# `- ID` of an absent template: warning (stderr), `not found` with -v, exit 0; text
# after the ID is ignored with the docs/ref/language.md §14.1 warning.
=== file my.fmt
010 1.0 L=APPL "A" X4
=== file d.trc
* /etc/trcfmt
- 0FF
- 15A0 trailing words
=== cmd
cp my.fmt orig.fmt
trcupdate -v -t my.fmt d.trc; echo "exit $?"; cmp my.fmt orig.fmt && echo unchanged
=== stdout
not found 0FF
not found 15A
exit 0
unchanged
=== stderr
trcupdate: reading d.trc
d.trc:3:8: warning: text after '- ID' ignored
- 15A0 trailing words
       ^
trcupdate: reading my.fmt
trcupdate: d.trc:2: - 0FF: no such template
trcupdate: d.trc:3: - 15A: no such template
trcupdate: writing d.undo.trc
