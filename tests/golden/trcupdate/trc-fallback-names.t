# issue 33 item 9: an UpdateFile that does not exist as typed nor with .trc added: both
# names are given (the user typed only the first)
=== file t.fmt
010 1.0 L=APPL "A"
=== cmd
trcupdate -t t.fmt nosuch
=== stderr
trcupdate: nosuch (tried as typed, then nosuch.trc): No such file or directory
=== status
4
