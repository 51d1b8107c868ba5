# An update with any error changes nothing: all diagnostics (docs/ref/language.md §14.1 form,
# parser and checker), exit 3, template file byte-identical, no undo file.
=== file my.fmt
010 1.0 L=APPL "A" X4
011 1.0 L=APPL "B" X4
=== file bad.trc
* /etc/trcfmt
+ 010 2.0 L=APPL "fine" X2
+ 011 2.0 L=APPL "abc
- 0G0
+ 012 1.0 L=APPL D3
bogus line
=== cmd
cp my.fmt orig.fmt
trcupdate -t my.fmt bad.trc; echo "exit $?"
cmp my.fmt orig.fmt && echo unchanged
test -e bad.undo.trc || echo "no undo file"
ls -A | grep tmp || echo "no temporary"
=== stdout
exit 3
unchanged
no undo file
no temporary
=== stderr
bad.trc:3:18: error: unterminated string
+ 011 2.0 L=APPL "abc
                 ^
bad.trc:4:3: error: invalid hook id '0G0'
- 0G0
  ^
bad.trc:5:18: error: invalid format code 'D3'
+ 012 1.0 L=APPL D3
                 ^
bad.trc:6:1: error: expected '+' or '-' at the start of an update line
bogus line
^
