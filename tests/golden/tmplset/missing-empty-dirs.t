# A source that does not exist: its name and the reason, exit 3, nothing read; a directory
# with no template file: a warning naming it
=== cmd
trcrpt -c -t nosuch; echo status=$?
mkdir empty && trcrpt -c -t empty -t a.fmt; echo status=$?
=== file a.fmt
104 1.0 "A"
=== stdout
status=3
status=0
=== stderr
trcrpt: nosuch: No such file or directory
trcrpt: warning: no template files in empty
empty: 0 files, 0 templates, 0 errors, 0 warnings
a.fmt: 1 template, 0 errors, 0 warnings
