# Usage errors exit 2: unknown option, missing argument, -x with an UpdateFile, a bad
# ID list, two operands.  An unreadable update file is an input problem (4), an
# unreadable template file a template problem (3).
=== file my.fmt
010 1.0 L=APPL "A" X4
=== file u.trc
* /etc/trcfmt
- 010
=== cmd
trcupdate -q u.trc; echo "exit $?"
trcupdate -t; echo "exit $?"
trcupdate -t my.fmt -x 010 u.trc; echo "exit $?"
trcupdate -t my.fmt -x 01; echo "exit $?"
trcupdate -t my.fmt -x 020-010; echo "exit $?"
trcupdate -t my.fmt u.trc u.trc; echo "exit $?"
trcupdate -t my.fmt missing; echo "exit $?"
trcupdate -t missing.fmt u.trc; echo "exit $?"
trcupdate --help | head -n 1; echo "exit $?"
trcupdate --version | sed 's/ [^ ]*$/ V/'
=== stdout
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 4
exit 3
usage: trcupdate [-o] [-t Path] [-v] [-x IDList] [UpdateFile]
exit 0
trcupdate (trcfmt) V
=== stderr
trcupdate: unknown option: -q
Try 'trcupdate --help' for more information.
trcupdate: option requires an argument: -t
Try 'trcupdate --help' for more information.
trcupdate: -x cannot be combined with an update file
Try 'trcupdate --help' for more information.
trcupdate: invalid ID list: 01
Try 'trcupdate --help' for more information.
trcupdate: invalid ID list: 020-010
Try 'trcupdate --help' for more information.
trcupdate: too many operands: u.trc
Try 'trcupdate --help' for more information.
trcupdate: missing (tried as typed, then missing.trc): No such file or directory
trcupdate: missing.fmt: No such file or directory
