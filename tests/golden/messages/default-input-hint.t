# No input named: the default trcfile (as on AIX); when it does not exist and standard input
# is not a terminal, say that - reads standard input (docs/messages.md)
=== cmd
echo data | trcrpt -t t.tmpl
=== file t.tmpl
010 1.0 "X"
=== stderr
trcrpt: trcfile: cannot open: No such file or directory
trcrpt: no input named, so the default trcfile was tried; to read standard input, name -
=== status
4
