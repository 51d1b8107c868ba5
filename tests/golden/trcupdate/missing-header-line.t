# issue 33 item 9: an update file without its '* /etc/trcfmt' line: one error saying the
# header line is missing, not "invalid hook id '+'" on every line; nothing changes
=== file t.fmt
010 1.0 L=APPL "A"
=== file u.trc
+ 010 1.1 L=APPL "B"
- 011
=== cmd
trcupdate -t t.fmt u.trc; echo status=$?; cat t.fmt
=== stdout
status=3
010 1.0 L=APPL "A"
=== stderr
u.trc:1:1: error: '+' line, but the update file's first line '* /etc/trcfmt' is missing
+ 010 1.1 L=APPL "B"
^
