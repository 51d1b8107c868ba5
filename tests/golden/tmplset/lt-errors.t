# unterminated << is reported at the opening <<; }} cannot close <<
=== cmd
trcrpt -c -t e.fmt; echo status=$?
=== file e.fmt
104 1.0 L=APPL << $x = 1
105 1.0 L=APPL << $y = 2 }} $y
106 1.0 L=APPL << $z = ($D1 >> 2 >> $z
=== stdout
status=3
=== stderr
e.fmt:1:16: error: unterminated <<
104 1.0 L=APPL << $x = 1
               ^
e.fmt:2:26: error: unexpected '}}'
105 1.0 L=APPL << $y = 2 }} $y
                         ^
e.fmt:3:16: error: unterminated <<
106 1.0 L=APPL << $z = ($D1 >> 2 >> $z
               ^
e.fmt: 0 templates, 3 errors, 0 warnings
