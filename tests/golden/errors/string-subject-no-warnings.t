# string subjects take any word as case value and regexes without warnings
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
010 1.0 L=APPL G8 A4, zz a, 1F b, /x/ c, \* d
011 1.0 L=APPL G8 Z, -1 a, /^-/ b
012 1.0 L=APPL G8 S1, o9 a
013 1.0 L=APPL $LOGFILE%A8, xyz a, /trc$/ b
=== stderr
tpl.fmt: 4 templates, 0 errors, 0 warnings
=== status
0
