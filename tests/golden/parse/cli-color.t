# --color=always colours the words error (SGR 31) and warning (SGR 33), then SGR 0
=== cmd
trcrpt --color=always -c -t tpl.fmt 2>&1 | sed 's/\x1b/<ESC>/g'
=== file tpl.fmt
010 1.0 L=APPL "x
011 1.0 L=APPL y \
=== stdout
tpl.fmt:1:16: <ESC>[31merror<ESC>[0m: unterminated string
010 1.0 L=APPL "x
               ^
tpl.fmt:2:18: <ESC>[33mwarning<ESC>[0m: backslash at end of file
011 1.0 L=APPL y \
                 ^
tpl.fmt: 1 template, 1 error, 1 warning
