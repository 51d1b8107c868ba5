# -o replaces regardless of version.
=== file my.fmt
010 2.0 L=APPL "CURRENT" X4
011 1.0 L=APPL "OTHER" X4
=== file r.trc
* /etc/trcfmt
+ 010 1.0 L=APPL "FORCED" X2
=== cmd
trcupdate -o -v -t my.fmt r.trc && cat my.fmt && echo --- && cat r.undo.trc
=== stdout
replaced 010 2.0 -> 1.0
010 1.0 L=APPL "FORCED" X2
011 1.0 L=APPL "OTHER" X4
---
* /etc/trcfmt
+010 2.0 L=APPL "CURRENT" X4
=== stderr
trcupdate: reading r.trc
trcupdate: reading my.fmt
trcupdate: writing r.undo.trc
trcupdate: writing my.fmt
