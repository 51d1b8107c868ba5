# -v: file names on stderr as they are opened or written, one line per operation on
# stdout (added, replaced, kept, deleted, not found); warnings still on stderr.
=== file my.fmt
010 1.0 L=APPL "A" X4
011 3.0 L=APPL "B" X4
012 1.0 L=APPL "C" X4
=== file v.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A" X2
+ 011 2.0 L=APPL "B" X2
- 012
- 013
+ 0AB 1.0 "D"
=== cmd
trcupdate -v -t my.fmt v.trc
=== stdout
replaced 010 1.0 -> 1.1
kept 011 3.0 (update 2.0 is older)
deleted 012
not found 013
added 0AB 1.0
=== stderr
trcupdate: reading v.trc
trcupdate: reading my.fmt
trcupdate: v.trc:3: kept 011 3.0 (update 2.0 is older)
trcupdate: v.trc:5: - 013: no such template
trcupdate: writing v.undo.trc
trcupdate: writing my.fmt
