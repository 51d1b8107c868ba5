# `+` with a present ID and a newer version replaces the stanza in place: all its
# physical lines (through the last continuation line, comment lines inside included)
# give way to the update's lines without the `+` and the blanks after it.  Versions
# compare numerically field by field (1.10 > 1.9).
=== file my.fmt
# top
010 1.9 L=APPL "OLD" \
# inside
   X4
# between
011 1.0 L=APPL "KEEP" U2
=== file r.trc
* /etc/trcfmt
+   010 1.10 L=APPL "NEW" \
      U4
=== cmd
trcupdate -v -t my.fmt r.trc && cat my.fmt && echo --- && cat r.undo.trc
=== stdout
replaced 010 1.9 -> 1.10
# top
010 1.10 L=APPL "NEW" \
      U4
# between
011 1.0 L=APPL "KEEP" U2
---
* /etc/trcfmt
+010 1.9 L=APPL "OLD" \
# inside
   X4
=== stderr
trcupdate: reading r.trc
trcupdate: reading my.fmt
trcupdate: writing r.undo.trc
trcupdate: writing my.fmt
