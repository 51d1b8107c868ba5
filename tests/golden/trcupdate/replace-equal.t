# An equal version replaces too (`>=`, docs/ref/report.md §9 step 4, docs/ref/language.md §15).
=== file my.fmt
010 1.2 L=APPL "OLD" X4
=== file r.trc
* /etc/trcfmt
+ 010 1.2 L=APPL "SAME VERSION" X2
=== cmd
trcupdate -v -t my.fmt r.trc && cat my.fmt
=== stdout
replaced 010 1.2 -> 1.2
010 1.2 L=APPL "SAME VERSION" X2
=== stderr
trcupdate: reading r.trc
trcupdate: reading my.fmt
trcupdate: writing r.undo.trc
trcupdate: writing my.fmt
