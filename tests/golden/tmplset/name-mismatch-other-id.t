# issue 33 item 6: a wrongly named per-hook file: the warning names the ID it does define
=== cmd
trcrpt -c -t d
=== file d/027.tmpl
026 1.0 L=APPL "x"
=== stderr
d/027.tmpl:1:1: warning: file name says 027 but it defines template 026, not 027
026 1.0 L=APPL "x"
^
d: 1 file, 1 template, 0 errors, 1 warning
