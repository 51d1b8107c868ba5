# A per-hook file name names the hook the file must define: a warning otherwise (either case,
# separators . - _); a plain -t file is never a per-hook file
=== cmd
trcrpt -c -t d; echo status=$?
trcrpt -c -t bad.fmt; echo status=$?
=== file d/104.tmpl
105 1.0 L=APPL "NOT 104"
=== file d/abc_x.tmpl
ABC 1.0 "ABC"
=== file d/2ceee.fmt
2CEEE 1.0 "FIVE"
=== file bad.fmt
105 1.0 "B"
=== stdout
status=0
status=0
=== stderr
d/104.tmpl:1:1: warning: file name says 104 but it defines template 105, not 104
105 1.0 L=APPL "NOT 104"
^
d: 3 files, 3 templates, 0 errors, 1 warning
bad.fmt: 1 template, 0 errors, 0 warnings
