# a backslash continuing the last remaining line is removed with a warning; comment lines
# after it do not count (docs/ref/language.md §1.3)
=== cmd
trcrpt -c -t tpl.fmt
trcrpt -c -t noeol.fmt
=== file tpl.fmt
010 1.0 L=APPL first \
# a trailing comment, itself ending in a backslash \
=== file noeol.fmt noeol
011 1.0 L=APPL x \\\
=== stderr
tpl.fmt:1:22: warning: backslash at end of file
010 1.0 L=APPL first \
                     ^
tpl.fmt: 1 template, 0 errors, 1 warning
noeol.fmt:1:20: warning: backslash at end of file
011 1.0 L=APPL x \\\
                   ^
noeol.fmt: 1 template, 0 errors, 1 warning
