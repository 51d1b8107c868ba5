# update file used with -t: '-' lines are ignored with a warning, extra text too (§1.6)
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
* /etc/trcfmt
+010 1.0 L=APPL "plus form" U2
- 011
-012 extra words
+ 013 1.0 L=APPL x
=== stderr
tpl.fmt:3:1: warning: '-' line ignored outside trcupdate
- 011
^
tpl.fmt:4:1: warning: '-' line ignored outside trcupdate
-012 extra words
^
tpl.fmt:4:6: warning: text after '- ID' ignored
-012 extra words
     ^
tpl.fmt: 2 templates, 0 errors, 3 warnings
=== status
0
