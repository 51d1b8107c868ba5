# -c ends with one line per source: a directory with its file count, errors in several files
# all reported in one run
=== cmd
trcrpt -c -t a.fmt -t d; echo status=$?
=== file a.fmt
104 1.0 "A" $D1%D4
=== file d/105.tmpl
105 1.0 L=BOGUS "x"
=== file d/106.tmpl
106 1.0 "ok" X9
=== file d/107.tmpl
107 1.0 "ok" {{ $y = 1 }} $y
=== stdout
status=3
=== stderr
d/105.tmpl:1:9: error: unknown level 'L=BOGUS'
105 1.0 L=BOGUS "x"
        ^
a.fmt: 1 template, 0 errors, 0 warnings
d: 3 files, 2 templates, 1 error, 0 warnings
