# An update that changes nothing still writes the undo file (first line only) and
# leaves the template file as it was.
=== file my.fmt
010 2.0 L=APPL "A" X4
=== file u.trc
* /etc/trcfmt
+ 010 1.0 L=APPL "older" X4
=== cmd
cp my.fmt orig.fmt
trcupdate -t my.fmt u.trc && cmp my.fmt orig.fmt && cat u.undo.trc
=== stdout
* /etc/trcfmt
=== stderr
trcupdate: u.trc:2: kept 010 2.0 (update 1.0 is older)
