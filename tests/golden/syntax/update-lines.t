# update files: every line after `* path` must start with + or -; bad ids on - lines
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
* /etc/trcfmt
+010 1.0 L=APPL ok
011 1.0 L=APPL not marked
- xyz
-
+ 01 1.0 bad id after plus
+012 1.0 L=APPL "unterminated
* /second/star
=== stderr
tpl.fmt:3:1: error: expected '+' or '-' at the start of an update line
011 1.0 L=APPL not marked
^
tpl.fmt:4:3: error: invalid hook id 'xyz'
- xyz
  ^
tpl.fmt:5:2: error: expected hook id after '-'
-
 ^
tpl.fmt:6:3: error: invalid hook id '01'
+ 01 1.0 bad id after plus
  ^
tpl.fmt:7:17: error: unterminated string
+012 1.0 L=APPL "unterminated
                ^
tpl.fmt:8:1: error: expected '+' or '-' at the start of an update line
* /second/star
^
tpl.fmt: 1 template, 6 errors, 0 warnings
=== status
3
