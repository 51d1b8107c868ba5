# duplicate canonical hook ids (0100 is 010): warning naming the first line
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL first
011 1.0 L=APPL other
0100 1.0 L=APPL second
010 2.0 L=APPL third
=== stderr
tpl.fmt:3:1: warning: hook 0100 redefined (first defined at line 1)
0100 1.0 L=APPL second
^
tpl.fmt:4:1: warning: hook 010 redefined (first defined at line 1)
010 2.0 L=APPL third
^
tpl.fmt: 4 templates, 0 errors, 2 warnings
=== status
0
