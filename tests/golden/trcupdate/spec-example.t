# docs/ref/report.md §9 example: replace (newer), keep (older, warning), add, delete of a missing
# ID (warning); the template file and the undo file afterwards.
=== file my.fmt
# my templates
010 1.0 L=APPL "USER EVENT" U2
011 1.2 L=APPL "OTHER" X4
=== file upd.trc
* /etc/trcfmt
+ 010 1.1 L=APPL "USER EVENT v2" U2 X4
+011 1.1 L=APPL "OTHER old"
+ 0FE 1.0 "DFS_ENTRY" D2
- 0FF
=== cmd
trcupdate -t my.fmt upd.trc; echo "exit $?"; cat my.fmt; echo ---; cat upd.undo.trc
=== stdout
exit 0
# my templates
010 1.1 L=APPL "USER EVENT v2" U2 X4
011 1.2 L=APPL "OTHER" X4
0FE 1.0 "DFS_ENTRY" D2
---
* /etc/trcfmt
- 0FE
+010 1.0 L=APPL "USER EVENT" U2
=== stderr
trcupdate: upd.trc:3: kept 011 1.2 (update 1.1 is older)
trcupdate: upd.trc:5: - 0FF: no such template
