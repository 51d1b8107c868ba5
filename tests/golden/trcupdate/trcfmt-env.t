# Without -t the template file is $TRCFMT; an UpdateFile that does not exist is tried
# with `.trc` added; the undo file goes next to the update file (DIR/BASE.undo.trc).
=== file my.fmt
010 1.0 L=APPL "A" X4
=== file upd.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "A2" X4
=== cmd
mkdir -p sub && mv upd.trc sub/ 2>/dev/null
TRCFMT=my.fmt trcupdate sub/upd && cat my.fmt && cat sub/upd.undo.trc && ls sub
=== stdout
010 1.1 L=APPL "A2" X4
* /etc/trcfmt
+010 1.0 L=APPL "A" X4
upd.trc
upd.undo.trc
