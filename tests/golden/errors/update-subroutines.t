# in an update file `+` stanzas define hooks for subroutines, `-` lines do not
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
* /etc/trcfmt
+010 1.0 L=APPL call $011 $012
+011 1.0 L=APPL "" sub
- 012
=== stderr
tpl.fmt:2:27: warning: subroutine $012 is not defined
+010 1.0 L=APPL call $011 $012
                          ^
tpl.fmt:4:1: warning: '-' line ignored outside trcupdate
- 012
^
tpl.fmt: 2 templates, 0 errors, 2 warnings
=== status
0
