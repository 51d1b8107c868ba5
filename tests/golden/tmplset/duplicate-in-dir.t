# One directory source, one definition: a hook or a function defined in two files is an error
# at the second, naming the first; everything is reported in one run; exit 3
=== cmd
trcrpt -c -t d; echo status=$?
=== file d/104.tmpl
104 1.0 L=APPL "OPEN" {{ f(x) $x }}
=== file d/104-new.tmpl
104 1.0 L=APPL "OPEN v2"
=== file d/z.tmpl
1AB 1.0 "Z" {{ f(y) $y }}
=== stdout
status=3
=== stderr
d/104.tmpl:1:1: error: template 104 already defined at d/104-new.tmpl:1:1
104 1.0 L=APPL "OPEN" {{ f(x) $x }}
^
d/z.tmpl:1:13: error: function f already defined at d/104.tmpl:1:23
1AB 1.0 "Z" {{ f(y) $y }}
            ^
d/z.tmpl:1:16: warning: function f redefined (first defined at d/104.tmpl:1)
1AB 1.0 "Z" {{ f(y) $y }}
               ^
d: 3 files, 1 template, 2 errors, 1 warning
