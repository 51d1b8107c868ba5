# An older version keeps the template (warning on stderr, `kept` with -v on stdout);
# the undo file has only the first line; the template file is untouched.
=== file my.fmt
010 2.0 L=APPL "CURRENT" X4
=== file r.trc
* /etc/trcfmt
+ 010 1.9 L=APPL "OLDER" X2
=== cmd
cp my.fmt orig.fmt
trcupdate -v -t my.fmt r.trc; echo "exit $?"; cmp my.fmt orig.fmt && echo unchanged; cat r.undo.trc
=== stdout
kept 010 2.0 (update 1.9 is older)
exit 0
unchanged
* /etc/trcfmt
=== stderr
trcupdate: reading r.trc
trcupdate: reading my.fmt
trcupdate: r.trc:2: kept 010 2.0 (update 1.9 is older)
trcupdate: writing r.undo.trc
