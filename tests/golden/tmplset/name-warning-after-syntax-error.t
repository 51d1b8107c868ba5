# issue 33 item 4: a per-hook file that does not parse gets its syntax error only, not also
# "file name says 022 but it defines no template 022"
=== cmd
trcrpt -c -t d
=== file d/022.tmpl
022 1.0 L=APPL "x" {{
=== stderr
d/022.tmpl:1:20: error: unterminated {{
022 1.0 L=APPL "x" {{
                   ^
d: 1 file, 0 templates, 1 error, 0 warnings
=== status
3
