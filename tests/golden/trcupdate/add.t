# `+` with absent IDs: appended at the end of the file in update order; comments,
# blank lines and continued stanzas (with a comment line inside) stay byte-identical.
# The added stanzas keep their own continuation lines; the undo file deletes them in
# reverse order.
=== file my.fmt
# header comment
010 1.0 L=APPL "A" \
# a comment inside the stanza \
    X2 \
    X4

	# indented comment
011 1.0 L=APPL "B" U4
=== file add.trc
* /etc/trcfmt
+ 020 1.0 L=APPL "NEW ONE" \
     U2 X2
+	1FFF1 1.0 "FIVE" D4
=== cmd
trcupdate -t my.fmt add.trc && cat my.fmt && echo --- && cat add.undo.trc && trcrpt -c -t my.fmt
=== stdout
# header comment
010 1.0 L=APPL "A" \
# a comment inside the stanza \
    X2 \
    X4

	# indented comment
011 1.0 L=APPL "B" U4
020 1.0 L=APPL "NEW ONE" \
     U2 X2
1FFF1 1.0 "FIVE" D4
---
* /etc/trcfmt
- 1FFF1
- 020
=== stderr
my.fmt: 4 templates, 0 errors, 0 warnings
