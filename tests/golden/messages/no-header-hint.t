# issue 33 item 13: `trcrpt -h` with no input (Linux users asking for help) fails on the
# default trcfile, then says what -h is and where the options are listed
=== cmd
trcrpt -h
=== stderr
trcrpt: trcfile: cannot open: No such file or directory
trcrpt: no input named, so the default trcfile was tried; to read standard input, name -
trcrpt: -h is AIX's "no header"; --help lists the options
=== status
4
