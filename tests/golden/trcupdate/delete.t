# `- ID` removes all physical lines of the stanza (comment lines inside it included);
# the undo file re-adds it: a `#@restore` line giving the line it was on, then `+`
# immediately followed by the old first line, the other lines unchanged.
=== file my.fmt
# keep me
010 1.0 L=APPL "GONE" \
# inside
  X4
011 1.0 L=APPL "STAYS" U2
=== file d.trc
* /etc/trcfmt
- 010
=== cmd
trcupdate -v -t my.fmt d.trc && cat my.fmt && echo --- && cat d.undo.trc
=== stdout
deleted 010
# keep me
011 1.0 L=APPL "STAYS" U2
---
* /etc/trcfmt
#@restore line=2
+010 1.0 L=APPL "GONE" \
# inside
  X4
=== stderr
trcupdate: reading d.trc
trcupdate: reading my.fmt
trcupdate: writing d.undo.trc
trcupdate: writing my.fmt
