# No UpdateFile (or `-`): the update is read from standard input; the undo file is
# stdin.undo.trc in the current directory.
=== file my.fmt
010 1.0 L=APPL "A" X4
=== cmd
printf '* /etc/trcfmt\n+ 011 1.0 L=APPL "B" X4\n' | trcupdate -v -t my.fmt && cat my.fmt && cat stdin.undo.trc
printf '* /etc/trcfmt\n- 011\n' | trcupdate -t my.fmt - && cat my.fmt
=== stdout
added 011 1.0
010 1.0 L=APPL "A" X4
011 1.0 L=APPL "B" X4
* /etc/trcfmt
- 011
010 1.0 L=APPL "A" X4
=== stderr
trcupdate: reading <stdin>
trcupdate: reading my.fmt
trcupdate: writing stdin.undo.trc
trcupdate: writing my.fmt
