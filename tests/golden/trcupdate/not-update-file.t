# The update file must be in update form (first logical line `* path`).
=== file my.fmt
010 1.0 L=APPL "A" X4
=== file plain.trc
# a comment first
010 1.1 L=APPL "B" X4
=== file empty.trc
=== cmd
trcupdate -t my.fmt plain.trc; echo "exit $?"
trcupdate -t my.fmt empty.trc; echo "exit $?"
=== stdout
exit 3
exit 3
=== stderr
plain.trc:2:1: error: not an update file (the first line must be '* /etc/trcfmt')
010 1.1 L=APPL "B" X4
^
empty.trc:1:1: error: not an update file (the first line must be '* /etc/trcfmt')

^
