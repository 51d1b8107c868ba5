# trcrpt -c on an update file: an error inside a + stanza
=== cmd
trcrpt -c -t tpl.fmt
=== file tpl.fmt
* /etc/trcfmt
+010 1.0 L=APPL X17
+011 1.0 L=APPL ok
=== stderr
tpl.fmt:2:17: error: invalid format code 'X17'
+010 1.0 L=APPL X17
                ^
tpl.fmt: 1 template, 1 error, 0 warnings
=== status
3
