# Links to directories are not followed (a link loop cannot recur); links to files are
=== cmd
mkdir -p d && ln -s .. d/up && ln -s ../real.fmt d/104.tmpl && trcrpt -c -t d; echo status=$?
=== file real.fmt
104 1.0 "REAL"
=== stdout
status=0
=== stderr
d: 1 file, 1 template, 0 errors, 0 warnings
